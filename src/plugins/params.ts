import { PARAM_TYPES, type ParamSpec } from '../abilities/types.ts';
import { ManifestError, SandboxRejectedError } from './errors.ts';
import { PARAM_NAME, printable } from './names.ts';

/** Types that can become one command-line argument (subprocess abilities, plugin commands). */
export const ARGV_PARAM_TYPES = ['string', 'int', 'number', 'bool', 'filepath'] as const;
/** Every type a manifest `input` or a cloud `params` entry may declare. */
export const ALL_PARAM_TYPES = PARAM_TYPES;

const PARAM_KEYS = ['type', 'default', 'required', 'auto', 'description'] as const;
const MAX_PARAMS = 64;

export interface ParamRules {
  /** Allowed `type` values. */
  types: readonly string[];
  /** Whether `auto` (output path pattern) may be used. */
  allowAuto: boolean;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rejects keys outside `allowed`, so a typo such as `requried` is an error, not a silent default. */
export function assertKnownKeys(obj: Record<string, unknown>, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      throw new ManifestError(`${where}: unknown key "${printable(key)}" (allowed: ${allowed.join(', ')})`);
    }
  }
}

/**
 * Validates a map of parameter name to definition (manifest `input`, subprocess and cloud
 * `params`). Every default is checked against its type here, so a bad default fails at
 * registration rather than at the first call.
 */
export function parseParamSpecs(raw: unknown, where: string, rules: ParamRules): Record<string, ParamSpec> {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) throw new ManifestError(`${where}: must be a map of parameter name to definition`);
  const names = Object.keys(raw);
  if (names.length > MAX_PARAMS) throw new ManifestError(`${where}: at most ${MAX_PARAMS} parameters`);
  const specs: Record<string, ParamSpec> = {};
  for (const name of names) {
    const at = `${where}.${printable(name)}`;
    if (!PARAM_NAME.test(name)) {
      throw new ManifestError(`${at}: invalid parameter name (letters, digits and "_", not starting with a digit)`);
    }
    const def = raw[name];
    if (!isPlainObject(def)) throw new ManifestError(`${at}: must be a map with at least "type"`);
    assertKnownKeys(def, PARAM_KEYS, at);
    if (typeof def.type !== 'string' || !rules.types.includes(def.type)) {
      throw new ManifestError(`${at}.type: must be one of ${rules.types.join(', ')}`);
    }
    const spec: ParamSpec = { type: def.type, required: false };
    if (def.required !== undefined) {
      if (typeof def.required !== 'boolean') throw new ManifestError(`${at}.required: must be true or false`);
      spec.required = def.required;
    }
    if (def.description !== undefined) {
      if (typeof def.description !== 'string') throw new ManifestError(`${at}.description: must be a string`);
      spec.description = def.description;
    }
    if (def.auto !== undefined) {
      if (!rules.allowAuto) throw new ManifestError(`${at}.auto: not supported here`);
      if (typeof def.auto !== 'string' || def.auto.trim() === '' || def.auto.length > 256) {
        throw new ManifestError(`${at}.auto: must be a non-empty file name pattern`);
      }
      if (def.type !== 'filepath' && def.type !== 'string') {
        throw new ManifestError(`${at}.auto: only filepath or string parameters can be auto-generated paths`);
      }
      spec.auto = def.auto;
    }
    if (def.default !== undefined) {
      try {
        spec.default = coerceParam(name, spec, def.default);
      } catch (err) {
        throw new ManifestError(`${at}.default: ${(err as Error).message}`);
      }
    }
    specs[name] = spec;
  }
  return specs;
}

/**
 * Checks one value against its declared type and returns it normalised (`"42"` for an int
 * becomes 42, `"true"` for a bool becomes true). Throws SandboxRejectedError (400) otherwise.
 */
export function coerceParam(name: string, spec: ParamSpec, value: unknown): unknown {
  const bad = (expected: string) =>
    new SandboxRejectedError(`parameter '${name}' must be ${expected}`);
  switch (spec.type) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value === 'boolean') return String(value);
      throw bad('a string');
    case 'int': {
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      if (typeof value === 'string' && /^[+-]?\d{1,16}$/.test(value)) {
        const n = Number(value);
        if (Number.isSafeInteger(n)) return n;
      }
      throw bad('an integer');
    }
    case 'number': {
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value)) {
        const n = Number(value);
        if (Number.isFinite(n)) return n;
      }
      throw bad('a number');
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw bad('true or false');
    case 'filepath':
      if (typeof value === 'string' && value !== '' && value.length <= 4096) return value;
      throw bad('a non-empty file path');
    case 'object':
      if (isPlainObject(value)) return value;
      throw bad('an object');
    case 'array':
      if (Array.isArray(value)) return value;
      throw bad('an array');
    default:
      return value;
  }
}

/**
 * Applies defaults and checks every declared parameter. Unknown parameters are refused (they
 * could only be typos or probing), missing required ones too. Parameters with `auto` and no
 * value are left out: the subprocess layer generates them.
 */
export function resolveParams(
  specs: Record<string, ParamSpec>,
  input: Record<string, unknown>,
  ability: string,
): Record<string, unknown> {
  if (!isPlainObject(input)) throw new SandboxRejectedError(`${ability}: parameters must be an object`);
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(specs, key)) {
      throw new SandboxRejectedError(`${ability}: unknown parameter '${printable(key, 40)}'`);
    }
  }
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const given = input[name];
    if (given !== undefined && given !== null) {
      out[name] = coerceParam(name, spec, given);
    } else if (spec.default !== undefined) {
      out[name] = spec.default;
    } else if (spec.auto !== undefined) {
      continue;
    } else if (spec.required) {
      throw new SandboxRejectedError(`${ability}: missing required parameter '${name}'`);
    }
  }
  return out;
}
