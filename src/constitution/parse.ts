import yaml from 'js-yaml';
import type { Constitution, ConstitutionRule, Enforcement } from './types.ts';

/**
 * A constitution file that cannot be used. `message` names the file, the line and the field,
 * e.g. `trading.yaml:14: rules[2].enforcement: unknown level "blok" (use Block, Confirm, Warn or Allow)`.
 */
export class ConstitutionError extends Error {
  constructor(
    readonly source: string,
    readonly line: number | null,
    readonly field: string | null,
    readonly detail: string,
  ) {
    super(`${source}${line === null ? '' : `:${line}`}: ${field ? `${field}: ` : ''}${detail}`);
    this.name = 'ConstitutionError';
  }
}

/**
 * Spellings accepted for each level, compared after lower-casing and dropping `_`, `-` and spaces.
 * `hard_block` comes from the public agent catalog; lower-case names from the original YAML files.
 */
const ENFORCEMENT_ALIASES: Record<string, Enforcement> = {
  block: 'Block',
  hardblock: 'Block',
  deny: 'Block',
  forbid: 'Block',
  confirm: 'Confirm',
  requireconfirmation: 'Confirm',
  softblock: 'Confirm',
  warn: 'Warn',
  warning: 'Warn',
  advisory: 'Warn',
  allow: 'Allow',
  permit: 'Allow',
};

/** Resolves an enforcement spelling (`Block`, `block`, `hard_block`, ...) or returns null. */
export function parseEnforcement(value: unknown): Enforcement | null {
  if (typeof value !== 'string') return null;
  return ENFORCEMENT_ALIASES[value.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

const ROOT_KEYS = new Set(['name', 'description', 'default_enforcement', 'rules', 'version']);
const RULE_KEYS = new Set([
  'name',
  'enforcement',
  'trigger_actions',
  'trigger_targets',
  'trigger_keywords',
  'reason',
  'description',
]);
const MAX_RULES = 1000;
const MAX_TRIGGERS = 500;
const MAX_TEXT = 2000;

/** Where each parsed YAML node starts, so field errors can point at a line. */
class LineIndex {
  /** 0-based [start, end] lines of every mapping and sequence node. */
  readonly objects = new Map<object, [number, number]>();
  /** Every scalar (keys included) with its 0-based line, in document order. */
  readonly scalars: { value: unknown; line: number }[] = [];

  listener = (() => {
    const stack: number[] = [];
    return (event: 'open' | 'close', state: { line: number; result: unknown }) => {
      if (event === 'open') {
        stack.push(state.line);
        return;
      }
      const line = stack.pop() ?? state.line;
      if (state.result !== null && typeof state.result === 'object') {
        this.objects.set(state.result, [line, state.line]);
      } else this.scalars.push({ value: state.result, line });
    };
  })();

  /** 1-based first line of an object node, or null. */
  lineOf(node: unknown): number | null {
    if (node === null || typeof node !== 'object') return null;
    const span = this.objects.get(node);
    return span === undefined ? null : span[0] + 1;
  }

  /**
   * 1-based line of the first scalar equal to `value` within [from, to) (1-based lines; a rule's
   * extent), skipping the 0-based spans in `skip` (the rules list, for root keys). Null if none.
   */
  find(value: unknown, from: number | null, to: number | null, skip?: object): number | null {
    const lo = (from ?? 1) - 1;
    const hi = to === null ? Number.POSITIVE_INFINITY : to - 1;
    const hole = skip ? this.objects.get(skip) : undefined;
    const hit = this.scalars.find(
      (s) =>
        Object.is(s.value, value) &&
        s.line >= lo &&
        s.line < hi &&
        !(hole && s.line > hole[0] && s.line < hole[1]),
    );
    return hit ? hit.line + 1 : null;
  }
}

/**
 * Parses and validates a constitution YAML document. `source` (usually the file name) prefixes
 * every error. Accepts the agent-catalog variants: `description` in place of `reason`, missing
 * trigger lists, `hard_block` and lower-case levels. A missing `default_enforcement` is `Allow`,
 * so an agent's constitution only restricts what its rules name.
 */
export function parseConstitution(text: string, source: string): Constitution {
  const lines = new LineIndex();
  let doc: unknown;
  try {
    doc = yaml.load(text, { filename: source, listener: lines.listener, json: false });
  } catch (err) {
    if (err instanceof yaml.YAMLException) {
      const line = err.mark ? err.mark.line + 1 : null;
      throw new ConstitutionError(source, line, null, `invalid YAML: ${err.reason}`);
    }
    throw err;
  }
  const fail = (line: number | null, field: string | null, detail: string): never => {
    throw new ConstitutionError(source, line, field, detail);
  };
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    fail(1, null, 'expected a mapping with name, default_enforcement and rules');
  }
  const root = doc as Record<string, unknown>;
  const rulesNode = typeof root.rules === 'object' && root.rules !== null ? root.rules : undefined;
  const rootLine = (key: string) => (Object.hasOwn(root, key) ? (lines.find(key, null, null, rulesNode) ?? 1) : 1);

  for (const key of Object.keys(root)) {
    if (!ROOT_KEYS.has(key)) {
      fail(rootLine(key), key, 'unknown field (expected name, description, default_enforcement, rules)');
    }
  }
  const name = requireText(root.name, 'name', rootLine('name'), fail);
  const description = optionalText(root.description, 'description', rootLine('description'), fail);
  let defaultEnforcement: Enforcement = 'Allow';
  if (root.default_enforcement !== undefined && root.default_enforcement !== null) {
    defaultEnforcement =
      parseEnforcement(root.default_enforcement) ??
      fail(rootLine('default_enforcement'), 'default_enforcement', badLevel(root.default_enforcement));
  }
  if (root.rules === undefined || root.rules === null) fail(rootLine('rules'), 'rules', 'is required (a list of rules)');
  if (!Array.isArray(root.rules)) fail(rootLine('rules'), 'rules', 'must be a list of rules');
  const rawRules = root.rules as unknown[];
  if (rawRules.length > MAX_RULES) fail(rootLine('rules'), 'rules', `has more than ${MAX_RULES} rules`);

  const seen = new Map<string, number>();
  const rules = rawRules.map((raw, i): ConstitutionRule => {
    const field = `rules[${i}]`;
    const start = lines.lineOf(raw) ?? rootLine('rules');
    const end = lines.lineOf(rawRules[i + 1]);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      fail(start, field, 'must be a mapping with name, enforcement and triggers');
    }
    const rule = raw as Record<string, unknown>;
    const at = (key: string) => (Object.hasOwn(rule, key) ? (lines.find(key, start, end) ?? start) : start);
    for (const key of Object.keys(rule)) {
      if (!RULE_KEYS.has(key)) {
        fail(at(key), `${field}.${key}`, 'unknown field (expected name, enforcement, trigger_actions, trigger_targets, trigger_keywords, reason)');
      }
    }
    const ruleName = requireText(rule.name, `${field}.name`, at('name'), fail);
    const dup = seen.get(ruleName.toLowerCase());
    if (dup !== undefined) fail(at('name'), `${field}.name`, `duplicate rule name "${ruleName}" (also rules[${dup}])`);
    seen.set(ruleName.toLowerCase(), i);
    const label = `${field} (${ruleName})`;
    if (rule.enforcement === undefined || rule.enforcement === null) {
      fail(start, `${label}.enforcement`, 'is required (Block, Confirm, Warn or Allow)');
    }
    const enforcement = parseEnforcement(rule.enforcement) ?? fail(at('enforcement'), `${label}.enforcement`, badLevel(rule.enforcement));
    const triggers = (key: 'trigger_actions' | 'trigger_targets' | 'trigger_keywords') => {
      const keyLine = at(key);
      const itemLine = (item: unknown) => lines.find(item, keyLine, end) ?? keyLine;
      return triggerList(rule[key], `${label}.${key}`, keyLine, itemLine, fail);
    };
    const trigger_actions = triggers('trigger_actions');
    const trigger_targets = triggers('trigger_targets');
    const trigger_keywords = triggers('trigger_keywords');
    if (trigger_actions.length + trigger_targets.length + trigger_keywords.length === 0) {
      fail(start, label, 'has no triggers: give trigger_actions, trigger_targets or trigger_keywords ("*" matches every intent)');
    }
    const reason =
      optionalText(rule.reason, `${label}.reason`, at('reason'), fail) ||
      optionalText(rule.description, `${label}.description`, at('description'), fail);
    return { name: ruleName, enforcement, trigger_actions, trigger_targets, trigger_keywords, reason };
  });
  return { name, description, default_enforcement: defaultEnforcement, rules };
}

type Fail = (line: number | null, field: string | null, detail: string) => never;

function badLevel(value: unknown): string {
  return `unknown level ${JSON.stringify(value)} (use Block, Confirm, Warn or Allow)`;
}

function requireText(value: unknown, field: string, line: number | null, fail: Fail): string {
  if (value === undefined || value === null) return fail(line, field, 'is required');
  if (typeof value !== 'string' || value.trim() === '') return fail(line, field, 'must be a non-empty string');
  if (value.length > MAX_TEXT) return fail(line, field, `is longer than ${MAX_TEXT} characters`);
  return value.trim();
}

function optionalText(value: unknown, field: string, line: number | null, fail: Fail): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return fail(line, field, 'must be a string');
  if (value.length > MAX_TEXT) return fail(line, field, `is longer than ${MAX_TEXT} characters`);
  return value.trim();
}

function triggerList(
  value: unknown,
  field: string,
  line: number | null,
  itemLine: (item: unknown) => number | null,
  fail: Fail,
): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return fail(line, field, 'must be a list of strings');
  if (value.length > MAX_TRIGGERS) return fail(line, field, `has more than ${MAX_TRIGGERS} entries`);
  const out: string[] = [];
  value.forEach((item, i) => {
    if (typeof item !== 'string' || item.trim() === '') {
      fail(itemLine(item), `${field}[${i}]`, `must be a non-empty string, got ${JSON.stringify(item)}`);
    }
    const trimmed = (item as string).trim();
    if (trimmed.length > 200) fail(itemLine(item), `${field}[${i}]`, 'is longer than 200 characters');
    out.push(trimmed);
  });
  return out;
}
