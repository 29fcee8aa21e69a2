import yaml from 'js-yaml';
import { isPlainObject } from '../abilities/service.ts';
import { isValidAbilityName } from '../abilities/types.ts';
import { parseScheduleInterval } from '../chains/jobs.ts';
import { parseSemver } from '../plugins/semver.ts';
import { AppError, BadRequestError } from '../server/errors.ts';
import { EVENT_NAME_PATTERN, isSvcEvent } from './events.ts';

/**
 * The agent manifest (`manifest.yaml`) in the public agent catalog's format, validated field by
 * field. Errors name the file and the field (`manifest.yaml: triggers.scheduled[0].interval: ...`);
 * keys the catalog's own loader ignores are ignored here too, with a warning, so every
 * well-formed catalog package installs unchanged.
 */

/** Agent names: a directory under `agents/` and a URL segment; same rule as plugin names. */
export const AGENT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A package that cannot be installed or loaded: 400, the message names file and field. */
export class AgentPackageError extends BadRequestError {
  constructor(
    readonly file: string,
    readonly field: string | null,
    readonly detail: string,
  ) {
    super(`${file}: ${field ? `${field}: ` : ''}${detail}`);
  }
}

/**
 * Throws unless `name` is safe as a directory under `agents/` (the SPEC "Name validation" rule is
 * checked first). With `file`, the error is an AgentPackageError naming file and field; without,
 * a plain 400 (an id from a URL or the command line).
 */
export function assertAgentName(name: unknown, file?: string, field: string | null = null): asserts name is string {
  const fail = (detail: string): never => {
    throw file ? new AgentPackageError(file, field, detail) : new BadRequestError(detail);
  };
  if (typeof name !== 'string' || name === '') fail('invalid agent name: must be a non-empty string');
  const text = name as string;
  if (text.includes('/') || text.includes('\\') || text.includes('..')) {
    fail(`invalid agent name "${printable(text)}": path traversal detected`);
  }
  if (!AGENT_NAME_PATTERN.test(text)) {
    fail(`invalid agent name "${printable(text)}": use 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit`);
  }
}

export interface IntentFilter {
  actions: string[];
  targets: string[];
  priority: number;
  /** The chain a matching query runs; defaults to the agent's query chain (see `queryChain`). */
  chain: string | null;
}

export interface ScheduledTrigger {
  chain: string;
  /** As written (`24h`), for display. */
  interval: string;
  interval_secs: number;
  params: Record<string, unknown>;
}

export interface EventTrigger {
  on: string;
  filter: Record<string, string>;
  chain: string;
  params: Record<string, unknown>;
}

export interface AgentManifest {
  name: string;
  version: string;
  description: string;
  category: string;
  author: string;
  /** Abilities the agent may call; `category.*` grants a whole category. */
  permissions: string[];
  intent_filters: IntentFilter[];
  triggers: { scheduled: ScheduledTrigger[]; events: EventTrigger[] };
}

const KNOWN_KEYS = new Set(['name', 'version', 'description', 'category', 'author', 'permissions', 'intent_filters', 'triggers']);
/** Fields the catalog format defines that svc does not use: accepted, noted once. */
const IGNORED_KEYS = new Set(['signature', 'resources', 'background', 'subscriptions', 'data_namespace', 'license', 'homepage', 'tags', 'icon']);
const MAX_TEXT = 2000;
const MAX_LIST = 200;

function printable(text: string, max = 80): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > max ? `${clean.slice(0, max)}...` : clean;
}

/** Reads YAML with the 1.2 core schema (`on:` stays a string key, no dates, no custom tags). */
export function loadYaml(text: string, file: string): unknown {
  try {
    return yaml.load(text, { schema: yaml.CORE_SCHEMA, filename: file });
  } catch (err) {
    if (err instanceof yaml.YAMLException) {
      const line = err.mark ? `line ${err.mark.line + 1}: ` : '';
      throw new AgentPackageError(file, null, `not valid YAML: ${line}${err.reason}`);
    }
    throw err;
  }
}

export function parseManifest(text: string, file = 'manifest.yaml'): { manifest: AgentManifest; warnings: string[] } {
  const doc = loadYaml(text, file);
  const fail = (field: string | null, detail: string): never => {
    throw new AgentPackageError(file, field, detail);
  };
  if (!isPlainObject(doc)) fail(null, 'expected a mapping with name, version and permissions');
  const root = doc as Record<string, unknown>;
  const warnings: string[] = [];
  for (const key of Object.keys(root)) {
    if (KNOWN_KEYS.has(key)) continue;
    warnings.push(
      IGNORED_KEYS.has(key) ? `${file}: ${key}: not used by svc (ignored)` : `${file}: ${key}: unknown field (ignored)`,
    );
  }

  if (root.name === undefined || root.name === null) fail('name', 'is required');
  assertAgentName(root.name, file, 'name');
  const name = root.name as string;
  if (root.version === undefined || root.version === null) fail('version', 'is required (a semantic version like 1.0.0)');
  if (typeof root.version === 'number') fail('version', `must be a semantic version like 1.0.0 (got the number ${root.version})`);
  const version = root.version;
  if (typeof version !== 'string' || !parseSemver(version)) {
    fail('version', `"${printable(String(version))}" is not a semantic version (e.g. 1.0.0)`);
  }
  const text_ = (key: string, fallback: string) => {
    const value = root[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string') return fail(key, 'must be a string');
    if (value.length > MAX_TEXT) return fail(key, `is longer than ${MAX_TEXT} characters`);
    return value.trim();
  };

  const permissions = stringList(root.permissions, 'permissions', fail).map((p, i) => {
    const bare = p.endsWith('.*') ? `${p.slice(0, -2)}.any` : p;
    if (!isValidAbilityName(bare)) {
      fail(`permissions[${i}]`, `"${printable(p)}" is not an ability name (<category>.<action>, or <category>.* for a whole category)`);
    }
    return p;
  });

  const intent_filters = list(root.intent_filters, 'intent_filters', fail).map((raw, i) => {
    const field = `intent_filters[${i}]`;
    if (!isPlainObject(raw)) return fail(field, 'must be a mapping with actions, targets and priority');
    const priority = raw.priority ?? 0;
    if (typeof priority !== 'number' || !Number.isInteger(priority) || Math.abs(priority) > 1_000_000) {
      fail(`${field}.priority`, 'must be an integer');
    }
    const chain = raw.chain === undefined || raw.chain === null ? null : raw.chain;
    if (chain !== null && typeof chain !== 'string') fail(`${field}.chain`, 'must be a chain id');
    return {
      actions: stringList(raw.actions, `${field}.actions`, fail).map((s) => s.toLowerCase()),
      targets: stringList(raw.targets, `${field}.targets`, fail).map((s) => s.toLowerCase()),
      priority: priority as number,
      chain: chain as string | null,
    };
  });

  const triggers = { scheduled: [] as ScheduledTrigger[], events: [] as EventTrigger[] };
  if (root.triggers !== undefined && root.triggers !== null) {
    if (!isPlainObject(root.triggers)) fail('triggers', 'must be a mapping with scheduled and events lists');
    const t = root.triggers as Record<string, unknown>;
    for (const key of Object.keys(t)) {
      if (key === 'scheduled' || key === 'events') continue;
      warnings.push(`${file}: triggers.${key}: not supported by svc (ignored; use scheduled or events)`);
    }
    triggers.scheduled = list(t.scheduled, 'triggers.scheduled', fail).map((raw, i) => {
      const field = `triggers.scheduled[${i}]`;
      if (!isPlainObject(raw)) return fail(field, 'must be a mapping with chain and interval');
      const chain = requireChainRef(raw.chain, `${field}.chain`, fail);
      if (typeof raw.interval !== 'string') fail(`${field}.interval`, 'is required (e.g. 30m, 24h, 7d)');
      let interval_secs = 0;
      try {
        interval_secs = parseScheduleInterval(raw.interval);
      } catch (err) {
        fail(`${field}.interval`, err instanceof AppError ? err.message : String(err));
      }
      if (raw.at !== undefined) warnings.push(`${file}: ${field}.at: a time of day is not supported; the chain runs every ${raw.interval} from when the agent starts`);
      return { chain, interval: (raw.interval as string).trim(), interval_secs, params: paramsOf(raw.params, `${field}.params`, fail) };
    });
    triggers.events = list(t.events, 'triggers.events', fail).map((raw, i) => {
      const field = `triggers.events[${i}]`;
      if (!isPlainObject(raw)) return fail(field, 'must be a mapping with on and chain');
      // `on` unquoted is a boolean key in YAML 1.1 files; js-yaml's core schema keeps it a string.
      const on = raw.on ?? raw.true;
      if (typeof on !== 'string' || !EVENT_NAME_PATTERN.test(on)) {
        fail(`${field}.on`, 'is required: an event name such as job.failed or budget.exceeded');
      }
      if (!isSvcEvent(on)) warnings.push(`${file}: ${field}.on: svc never raises "${on}"; this trigger fires only if something emits it`);
      const chain = requireChainRef(raw.chain, `${field}.chain`, fail);
      const filter: Record<string, string> = {};
      if (raw.filter !== undefined && raw.filter !== null) {
        if (!isPlainObject(raw.filter)) fail(`${field}.filter`, 'must be a mapping of field to value');
        for (const [key, value] of Object.entries(raw.filter as Record<string, unknown>)) {
          if (value === null || typeof value === 'object') fail(`${field}.filter.${key}`, 'must be a string, number or boolean');
          filter[key] = String(value);
        }
      }
      return { on: on as string, filter, chain, params: paramsOf(raw.params, `${field}.params`, fail) };
    });
  }

  return {
    manifest: {
      name,
      version: version as string,
      description: text_('description', ''),
      category: text_('category', 'uncategorized') || 'uncategorized',
      author: text_('author', ''),
      permissions,
      intent_filters,
      triggers,
    },
    warnings,
  };
}

type Fail = (field: string | null, detail: string) => never;

function list(value: unknown, field: string, fail: Fail): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return fail(field, 'must be a list');
  if (value.length > MAX_LIST) return fail(field, `has more than ${MAX_LIST} entries`);
  return value;
}

function stringList(value: unknown, field: string, fail: Fail): string[] {
  return list(value, field, fail).map((item, i) => {
    if (typeof item !== 'string' || item.trim() === '') return fail(`${field}[${i}]`, 'must be a non-empty string');
    if (item.length > 200) return fail(`${field}[${i}]`, 'is longer than 200 characters');
    return item.trim();
  });
}

function requireChainRef(value: unknown, field: string, fail: Fail): string {
  if (typeof value !== 'string' || value.trim() === '') return fail(field, 'is required: the id of one of the chains in chains/');
  return value.trim();
}

function paramsOf(value: unknown, field: string, fail: Fail): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) return fail(field, 'must be a mapping of parameter name to value');
  return { ...value };
}
