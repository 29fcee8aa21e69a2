import { BadRequestError } from '../server/errors.ts';
import type { Ability, AbilitySource, ParamSpec, ParamType } from './types.ts';

/** A declared input as listed by the API (plain JSON, nothing shared with the ability). */
export interface ParamInfo {
  type: string;
  required?: boolean;
  default?: unknown;
  description?: string;
  auto?: string;
  enum?: string[];
}

/** The `GET /api/abilities` element: SPEC fields plus the input schema and permission tier. */
export interface AbilityInfo {
  name: string;
  description: string;
  source: AbilitySource;
  input: Record<string, ParamInfo>;
  permission_tier: number;
}

export function describeParams(input: Record<string, ParamSpec>): Record<string, ParamInfo> {
  const out: Record<string, ParamInfo> = {};
  for (const [name, spec] of Object.entries(input)) {
    const info: ParamInfo = { type: String(spec.type ?? 'any') };
    if (spec.required !== undefined) info.required = spec.required;
    if (spec.default !== undefined) info.default = spec.default;
    if (spec.description !== undefined) info.description = spec.description;
    if (spec.auto !== undefined) info.auto = spec.auto;
    if (spec.enum !== undefined) info.enum = [...spec.enum];
    out[name] = info;
  }
  return out;
}

/** Projects an ability to its public listing shape (no functions, no internals). */
export function describeAbility(ability: Ability): AbilityInfo {
  return {
    name: ability.name,
    description: ability.description,
    source: ability.source,
    input: describeParams(ability.input),
    permission_tier: ability.permission_tier,
  };
}

/**
 * Type names seen in the wild (the original's chain `param_type`, manifests) mapped onto
 * svc's PARAM_TYPES, so chains and manifests written for the catalog validate the same way.
 */
const TYPE_ALIASES: Record<string, ParamType> = {
  string: 'string',
  text: 'string',
  str: 'string',
  url: 'string',
  email: 'string',
  date_time: 'string',
  datetime: 'string',
  date: 'string',
  int: 'int',
  integer: 'int',
  u8: 'int',
  u16: 'int',
  u32: 'int',
  u64: 'int',
  i64: 'int',
  number: 'number',
  float: 'number',
  double: 'number',
  bool: 'bool',
  boolean: 'bool',
  filepath: 'filepath',
  path: 'filepath',
  object: 'object',
  map: 'object',
  dict: 'object',
  array: 'array',
  list: 'array',
  any: 'any',
};

/** The canonical type of a declared parameter; unknown type names accept any value. */
export function canonicalParamType(type: string | undefined): ParamType {
  return TYPE_ALIASES[(type ?? 'any').toLowerCase()] ?? 'any';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const INT_TEXT = /^[+-]?\d+$/;
const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const MAX_PATH_CHARS = 4096;

/** Checks and coerces one value; strings from templates are accepted for int/number/bool. */
function coerce(value: unknown, spec: ParamSpec, label: string): unknown {
  const type = canonicalParamType(spec.type);
  const fail = (expected: string): never => {
    throw new BadRequestError(`${label}: expected ${expected}, got ${describeValue(value)}`);
  };
  let out: unknown = value;
  switch (type) {
    case 'string':
      if (typeof value === 'number' || typeof value === 'boolean') out = String(value);
      else if (typeof value !== 'string') fail('a string');
      break;
    case 'filepath':
      if (typeof value !== 'string' || value === '') fail('a file path');
      if ((value as string).includes('\0')) throw new BadRequestError(`${label}: path contains a NUL byte`);
      if ((value as string).length > MAX_PATH_CHARS) throw new BadRequestError(`${label}: path is too long`);
      break;
    case 'int':
      if (typeof value === 'string' && INT_TEXT.test(value.trim())) out = Number(value.trim());
      if (typeof out !== 'number' || !Number.isSafeInteger(out)) fail('an integer');
      break;
    case 'number':
      if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) out = Number(value.trim());
      if (typeof out !== 'number' || !Number.isFinite(out)) fail('a number');
      break;
    case 'bool':
      if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) {
        out = value.trim().toLowerCase() === 'true';
      }
      if (typeof out !== 'boolean') fail('true or false');
      break;
    case 'object':
      if (!isPlainObject(value)) fail('an object');
      break;
    case 'array':
      if (!Array.isArray(value)) fail('an array');
      break;
    case 'any':
      break;
  }
  if (spec.enum && spec.enum.length > 0 && !spec.enum.includes(String(out))) {
    throw new BadRequestError(`${label}: must be one of ${spec.enum.join(', ')}`);
  }
  return out;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? 'a string' : JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/**
 * Validates `params` against declared inputs: unknown names are refused, missing values take
 * their `default` (deep-copied) or fail when `required`, and types are checked and coerced.
 * Parameters with `auto` (generated output paths) may be absent. Errors are 400s naming
 * `what` and the parameter.
 */
export function validateParams(
  input: Record<string, ParamSpec>,
  params: unknown,
  what: string,
): Record<string, unknown> {
  if (params !== undefined && params !== null && !isPlainObject(params)) {
    throw new BadRequestError(`${what}: params must be an object`);
  }
  const given = (params ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!Object.hasOwn(input, key)) throw new BadRequestError(`${what}: unknown parameter "${key}"`);
  }
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(input)) {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    const label = `${what}: parameter "${name}"`;
    if (value === undefined || value === null) {
      if (spec.default !== undefined && spec.default !== null) {
        out[name] = coerce(structuredClone(spec.default), spec, label);
      } else if (spec.required && !spec.auto) {
        throw new BadRequestError(`${what}: missing required parameter "${name}"`);
      }
      continue;
    }
    out[name] = coerce(value, spec, label);
  }
  return out;
}
