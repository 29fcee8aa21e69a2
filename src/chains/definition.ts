import yaml from 'js-yaml';
import { canonicalParamType, isPlainObject } from '../abilities/service.ts';
import { isValidAbilityName, type ParamSpec } from '../abilities/types.ts';
import { parseDurationMs } from '../lib/duration.ts';
import { BadRequestError } from '../server/errors.ts';
import { conditionRefs, parseCondition, type Condition } from './condition.ts';
import { orderSteps } from './dag.ts';
import { compileValue, refToString, STEP_ID_PATTERN, TemplateError, type Compiled, type Ref } from './template.ts';

export const ON_FAILURE = ['abort', 'continue', 'retry'] as const;
export type OnFailure = (typeof ON_FAILURE)[number];

/** Chain ids double as file names (`<id>.yaml`) and URL segments. */
export const CHAIN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
/** Ids that would collide with `/api/chains/<static segment>`. */
export const RESERVED_CHAIN_IDS = new Set(['schedule', 'runs']);
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

export const MAX_CHAIN_YAML_BYTES = 256 * 1024;
export const MAX_STEPS = 100;
export const MAX_RETRIES = 10;
export const DEFAULT_RETRY_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;
export const MAX_BACKOFF_MS = 60_000;
export const DEFAULT_STEP_TIMEOUT_MS = 120_000;
export const MAX_STEP_TIMEOUT_MS = 3_600_000;
export const DEFAULT_CHAIN_TIMEOUT_MS = 15 * 60_000;
export const MAX_CHAIN_TIMEOUT_MS = 6 * 3_600_000;

export interface ChainStep {
  id: string;
  ability: string;
  /** The params as written (for display); `compiled` is what runs. */
  params: Record<string, unknown>;
  compiled: Compiled;
  /** As declared. */
  depends_on: string[];
  /** Declared dependencies plus steps referenced by templates or `when`: what the DAG uses. */
  needs: string[];
  on_failure: OnFailure;
  /** Extra attempts after the first failure. */
  retries: number;
  /** First retry delay; doubles on each further retry, capped at MAX_BACKOFF_MS. */
  backoff_ms: number;
  timeout_ms: number;
  when: Condition | null;
  when_source: string | boolean | null;
}

export interface ChainDefinition {
  id: string;
  name: string;
  description: string;
  /** Declared params, or the ones implied by `{{input.x}}` references (each required). */
  params: Record<string, ParamSpec>;
  params_declared: boolean;
  steps: ChainStep[];
  /** Step ids in a valid execution order (dependencies first, then file order). */
  order: string[];
  /** Optional `output` template; without it the run's output is the last succeeded step's. */
  output: Compiled | null;
  timeout_ms: number;
}

/** Everything wrong with a chain, each problem naming the step or field. */
export class ChainValidationError extends BadRequestError {
  constructor(
    readonly chainId: string | null,
    readonly issues: string[],
  ) {
    super(`invalid chain${chainId ? ` "${chainId}"` : ''}: ${issues.join('; ')}`);
  }
}

const TOP_LEVEL_KEYS = new Set([
  'id',
  'name',
  'description',
  'params',
  'steps',
  'output',
  'timeout',
  'version',
  'author',
  'tags',
  'category',
]);
const STEP_KEYS = new Set([
  'id',
  'ability',
  'params',
  'args',
  'depends_on',
  'on_failure',
  'when',
  'retries',
  'backoff',
  'timeout',
  'description',
  'name',
]);

/** "check-bills" → "Check Bills": the display name of a chain that declares none. */
export function nameFromId(id: string): string {
  return id
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

function durationMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : null;
  if (typeof value === 'string') return parseDurationMs(value);
  return null;
}

function parseParams(raw: unknown, issues: string[]): Record<string, ParamSpec> {
  const out: Record<string, ParamSpec> = {};
  const add = (name: unknown, def: unknown, where: string) => {
    if (typeof name !== 'string' || !PARAM_NAME.test(name)) {
      issues.push(`${where}: invalid parameter name ${JSON.stringify(name)}`);
      return;
    }
    if (Object.hasOwn(out, name)) {
      issues.push(`${where}: parameter "${name}" is declared twice`);
      return;
    }
    if (typeof def === 'string') {
      out[name] = { type: canonicalParamType(def) };
      return;
    }
    if (!isPlainObject(def)) {
      issues.push(`param "${name}": expected a mapping with type/required/default`);
      return;
    }
    const type = def.type ?? def.param_type ?? 'string';
    if (typeof type !== 'string') issues.push(`param "${name}": type must be a string`);
    const spec: ParamSpec = { type: canonicalParamType(String(type)) };
    if (def.required !== undefined) {
      if (typeof def.required !== 'boolean') issues.push(`param "${name}": required must be true or false`);
      else spec.required = def.required;
    }
    if (def.default !== undefined && def.default !== null) spec.default = def.default;
    if (typeof def.description === 'string') spec.description = def.description;
    if (def.enum !== undefined) {
      if (!Array.isArray(def.enum) || def.enum.some((v) => typeof v !== 'string')) {
        issues.push(`param "${name}": enum must be a list of strings`);
      } else spec.enum = def.enum as string[];
    }
    out[name] = spec;
  };
  if (Array.isArray(raw)) {
    raw.forEach((item, i) => {
      if (!isPlainObject(item)) issues.push(`params[${i}]: expected a mapping with a name`);
      else add(item.name, item, `params[${i}]`);
    });
  } else if (isPlainObject(raw)) {
    for (const [name, def] of Object.entries(raw)) add(name, def, 'params');
  } else {
    issues.push('params: expected a mapping of name to declaration (or a list)');
  }
  return out;
}

/**
 * Validates a parsed chain document and compiles its templates and conditions. Throws a
 * ChainValidationError listing every problem found (unknown keys, bad ids, dangling
 * `depends_on`, unknown template references, cycles), each naming its step.
 */
export function validateChain(doc: unknown): ChainDefinition {
  const issues: string[] = [];
  if (!isPlainObject(doc)) throw new ChainValidationError(null, ['the document must be a mapping with id and steps']);
  const id = doc.id;
  const chainId = typeof id === 'string' ? id : null;
  if (typeof id !== 'string' || !CHAIN_ID_PATTERN.test(id)) {
    issues.push('id: required; letters, digits, "-" and "_" (at most 128), starting with a letter or digit');
  } else if (RESERVED_CHAIN_IDS.has(id)) {
    issues.push(`id: "${id}" is reserved`);
  }
  for (const key of Object.keys(doc)) if (!TOP_LEVEL_KEYS.has(key)) issues.push(`unknown key "${key}"`);
  if (doc.name !== undefined && typeof doc.name !== 'string') issues.push('name: must be a string');
  if (doc.description !== undefined && typeof doc.description !== 'string') issues.push('description: must be a string');

  const declared = doc.params !== undefined && doc.params !== null;
  const params = declared ? parseParams(doc.params, issues) : {};
  const implied: Record<string, ParamSpec> = {};

  let timeout_ms = DEFAULT_CHAIN_TIMEOUT_MS;
  if (doc.timeout !== undefined) {
    const ms = durationMs(doc.timeout);
    if (ms === null || ms > MAX_CHAIN_TIMEOUT_MS) issues.push('timeout: expected a duration like 10m (at most 6h)');
    else timeout_ms = ms;
  }

  const rawSteps = doc.steps;
  if (!Array.isArray(rawSteps) || rawSteps.length === 0) {
    issues.push('steps: required, a non-empty list');
    throw new ChainValidationError(chainId, issues);
  }
  if (rawSteps.length > MAX_STEPS) issues.push(`steps: at most ${MAX_STEPS} steps`);

  const stepIds = new Set<string>();
  rawSteps.forEach((s, i) => {
    if (isPlainObject(s) && typeof s.id === 'string') {
      if (stepIds.has(s.id)) issues.push(`step "${s.id}": duplicate step id`);
      stepIds.add(s.id);
    }
  });

  /** Checks one reference from `where`; returns the step it depends on, if any. */
  const checkRef = (ref: Ref, where: string, self: string | null): string | null => {
    if (ref.kind === 'input') {
      if (declared && !Object.hasOwn(params, ref.name)) {
        issues.push(`${where}: unknown template reference "${refToString(ref)}" (no param "${ref.name}" is declared)`);
      } else if (!declared && !Object.hasOwn(implied, ref.name)) {
        implied[ref.name] = { type: 'any', required: true };
      }
      return null;
    }
    if (!stepIds.has(ref.step)) {
      issues.push(`${where}: unknown template reference "${refToString(ref)}" (no step "${ref.step}")`);
      return null;
    }
    if (ref.step === self) {
      issues.push(`${where}: a step cannot reference its own ${ref.field}`);
      return null;
    }
    return ref.step;
  };

  const steps: ChainStep[] = [];
  rawSteps.forEach((raw, index) => {
    if (!isPlainObject(raw)) {
      issues.push(`steps[${index}]: expected a mapping with id and ability`);
      return;
    }
    const sid = typeof raw.id === 'string' ? raw.id : `#${index + 1}`;
    const where = `step "${sid}"`;
    if (typeof raw.id !== 'string' || !STEP_ID_PATTERN.test(raw.id) || raw.id === 'input') {
      issues.push(`${where}: id is required (letters, digits, "-", "_"; not "input")`);
    }
    for (const key of Object.keys(raw)) if (!STEP_KEYS.has(key)) issues.push(`${where}: unknown key "${key}"`);
    if (typeof raw.ability !== 'string' || !isValidAbilityName(raw.ability)) {
      issues.push(`${where}: ability must be a name like category.action`);
    }
    if (raw.params !== undefined && raw.args !== undefined) issues.push(`${where}: give params or args, not both`);
    const rawParams = raw.params ?? raw.args ?? {};
    if (!isPlainObject(rawParams)) issues.push(`${where}: params must be a mapping`);

    const needs = new Set<string>();
    const depends_on: string[] = [];
    const deps = raw.depends_on === undefined || raw.depends_on === null ? [] : raw.depends_on;
    const depList = typeof deps === 'string' ? [deps] : deps;
    if (!Array.isArray(depList)) issues.push(`${where}: depends_on must be a list of step ids`);
    else {
      for (const dep of depList) {
        if (typeof dep !== 'string' || !stepIds.has(dep)) {
          issues.push(`${where}: depends_on references unknown step ${JSON.stringify(dep)}`);
        } else if (dep === sid) {
          issues.push(`${where}: depends on itself`);
        } else {
          depends_on.push(dep);
          needs.add(dep);
        }
      }
    }

    let compiled: Compiled = { kind: 'literal', value: {} };
    if (isPlainObject(rawParams)) {
      try {
        compiled = compileValue(rawParams, (ref) => {
          const dep = checkRef(ref, `${where} params`, sid);
          if (dep) needs.add(dep);
        });
      } catch (err) {
        issues.push(`${where} params: ${err instanceof TemplateError ? err.message : String(err)}`);
      }
    }

    let when: Condition | null = null;
    const whenSource = raw.when === undefined || raw.when === null ? null : raw.when;
    if (whenSource !== null) {
      try {
        when = parseCondition(whenSource);
        for (const ref of conditionRefs(when)) {
          const dep = checkRef(ref, `${where} when`, sid);
          if (dep) needs.add(dep);
        }
      } catch (err) {
        issues.push(`${where} when: ${err instanceof TemplateError ? err.message : String(err)}`);
      }
    }

    let on_failure: OnFailure = 'abort';
    if (raw.on_failure !== undefined) {
      if (typeof raw.on_failure === 'string' && (ON_FAILURE as readonly string[]).includes(raw.on_failure)) {
        on_failure = raw.on_failure as OnFailure;
      } else {
        issues.push(`${where}: on_failure must be one of ${ON_FAILURE.join(', ')}`);
      }
    }
    let retries = on_failure === 'retry' ? DEFAULT_RETRY_ATTEMPTS : 0;
    if (raw.retries !== undefined) {
      if (typeof raw.retries !== 'number' || !Number.isInteger(raw.retries) || raw.retries < 0 || raw.retries > MAX_RETRIES) {
        issues.push(`${where}: retries must be an integer from 0 to ${MAX_RETRIES}`);
      } else retries = raw.retries;
    }
    let backoff_ms = DEFAULT_BACKOFF_MS;
    if (raw.backoff !== undefined) {
      const ms = durationMs(raw.backoff);
      if (ms === null || ms > MAX_BACKOFF_MS) issues.push(`${where}: backoff must be a duration like 500ms or 2s (at most 60s)`);
      else backoff_ms = ms;
    }
    let timeout_ms = DEFAULT_STEP_TIMEOUT_MS;
    if (raw.timeout !== undefined) {
      const ms = durationMs(raw.timeout);
      if (ms === null || ms > MAX_STEP_TIMEOUT_MS) issues.push(`${where}: timeout must be a duration like 30s (at most 1h)`);
      else timeout_ms = ms;
    }

    steps.push({
      id: sid,
      ability: typeof raw.ability === 'string' ? raw.ability : '',
      params: isPlainObject(rawParams) ? rawParams : {},
      compiled,
      depends_on,
      needs: [...needs],
      on_failure,
      retries,
      backoff_ms,
      timeout_ms,
      when,
      when_source: whenSource as string | boolean | null,
    });
  });

  let output: Compiled | null = null;
  if (doc.output !== undefined && doc.output !== null) {
    try {
      output = compileValue(doc.output, (ref) => void checkRef(ref, 'output', null));
    } catch (err) {
      issues.push(`output: ${err instanceof TemplateError ? err.message : String(err)}`);
    }
  }

  let order: string[] = [];
  if (issues.length === 0) {
    const result = orderSteps(steps.map((s) => ({ id: s.id, needs: s.needs })));
    if ('cycle' in result) issues.push(`steps form a cycle: ${result.cycle.join(' -> ')}`);
    else order = result.order;
  }
  if (issues.length > 0) throw new ChainValidationError(chainId, issues);

  return {
    id: id as string,
    name: typeof doc.name === 'string' && doc.name.trim() !== '' ? doc.name : nameFromId(id as string),
    description: typeof doc.description === 'string' ? doc.description : '',
    params: declared ? params : implied,
    params_declared: declared,
    steps,
    order,
    output,
    timeout_ms,
  };
}

/** Parses chain YAML (YAML 1.2 core schema: no dates, no custom tags) and validates it. */
export function parseChain(text: string): ChainDefinition {
  if (Buffer.byteLength(text, 'utf8') > MAX_CHAIN_YAML_BYTES) {
    throw new ChainValidationError(null, [`the file is larger than ${MAX_CHAIN_YAML_BYTES / 1024} KiB`]);
  }
  let doc: unknown;
  try {
    doc = yaml.load(text, { schema: yaml.CORE_SCHEMA });
  } catch (err) {
    const reason = err instanceof yaml.YAMLException ? err.message.split('\n')[0] : String(err);
    throw new ChainValidationError(null, [`not valid YAML: ${reason}`]);
  }
  return validateChain(doc);
}
