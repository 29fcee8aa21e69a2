import { createHash } from 'node:crypto';
import { BadRequestError } from '../../server/errors.ts';
import type { Ability, AbilityOutput, InvokeContext, ParamSpec } from '../types.ts';
import { isMultiPath, parseJsonPath, queryJson } from './json-query.ts';
import { evaluateExpression, MATH_CONSTANTS, MATH_FUNCTIONS } from './math-expression.ts';
import { countText, MAX_TEXT_CHARS, TEXT_OPERATIONS, transformText } from './text.ts';
import { convertUnits, UNIT_CATEGORIES } from './units.ts';

/** Shorthand for a built-in ability; `source` is always `built-in`. */
export function builtin(def: {
  name: string;
  description: string;
  permission_tier: number;
  input: Record<string, ParamSpec>;
  receipt_fields: string[];
  invoke: (params: Record<string, unknown>, ctx: InvokeContext) => Promise<AbilityOutput> | AbilityOutput;
}): Ability {
  return {
    ...def,
    source: 'built-in',
    invoke: async (params, ctx) => def.invoke(params, ctx),
  };
}

const HASH_ALGORITHMS = ['sha256', 'sha1', 'sha224', 'sha384', 'sha512', 'sha3-256', 'sha3-384', 'sha3-512', 'md5'] as const;

/** Formatters are costly to build (~0.2 ms); a few zones are reused, so keep them. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 64;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
  } catch {
    throw new BadRequestError(`unknown time zone "${timeZone}" (use an IANA name like Europe/Paris)`);
  }
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  formatters.set(timeZone, format);
  return format;
}

function zonedParts(ms: number, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return parts;
}

const timeNow = builtin({
  name: 'time.now',
  description: 'Current date and time, in UTC and in a given IANA time zone.',
  permission_tier: 0,
  input: {
    timezone: { type: 'string', default: 'UTC', description: 'IANA time zone, e.g. Europe/Paris' },
  },
  receipt_fields: ['iso', 'timezone'],
  invoke: (params, ctx) => {
    const ms = ctx.now();
    const timezone = String(params.timezone);
    const p = zonedParts(ms, timezone);
    const offset = p.timeZoneName === 'GMT' ? '+00:00' : (p.timeZoneName ?? 'GMT+00:00').replace('GMT', '');
    const date = `${p.year}-${p.month}-${p.day}`;
    const time = `${p.hour}:${p.minute}:${p.second}`;
    return {
      iso: new Date(ms).toISOString(),
      unix: Math.floor(ms / 1000),
      unix_ms: ms,
      timezone,
      local: `${date}T${time}${offset === '+00:00' ? 'Z' : offset}`,
      date,
      time,
      weekday: p.weekday,
      utc_offset: offset,
    };
  },
});

const mathEvaluate = builtin({
  name: 'math.evaluate',
  description: `Evaluates an arithmetic expression (+ - * / % ^, parentheses, ${MATH_FUNCTIONS.slice(0, 8).join(', ')}, ...; constants ${MATH_CONSTANTS.join(', ')}). Never uses eval.`,
  permission_tier: 0,
  input: { expression: { type: 'string', required: true, description: 'e.g. (2 + 3) * sqrt(16)' } },
  receipt_fields: ['result'],
  invoke: (params) => {
    const expression = String(params.expression);
    return { result: evaluateExpression(expression), expression };
  },
});

const unitsConvert = builtin({
  name: 'units.convert',
  description: `Converts a value between units of ${UNIT_CATEGORIES.join(', ')}.`,
  permission_tier: 0,
  input: {
    value: { type: 'number', required: true },
    from: { type: 'string', required: true, description: 'unit symbol or name, e.g. km, °F, MiB, mph' },
    to: { type: 'string', required: true },
  },
  receipt_fields: ['result', 'from', 'to'],
  invoke: (params) => ({ ...convertUnits(params.value as number, String(params.from), String(params.to)) }),
});

const textTransform = builtin({
  name: 'text.transform',
  description: `Transforms text: ${TEXT_OPERATIONS.join(', ')}.`,
  permission_tier: 0,
  input: {
    text: { type: 'string', required: true },
    operation: { type: 'string', required: true, enum: TEXT_OPERATIONS },
  },
  receipt_fields: ['operation'],
  invoke: (params) => {
    const operation = String(params.operation);
    return { result: transformText(String(params.text), operation), operation };
  },
});

const textCount = builtin({
  name: 'text.count',
  description: 'Counts characters (grapheme clusters), words, lines, sentences, paragraphs and bytes.',
  permission_tier: 0,
  input: { text: { type: 'string', required: true } },
  receipt_fields: ['characters', 'words', 'lines'],
  invoke: (params) => ({ ...countText(String(params.text)) }),
});

const jsonQuery = builtin({
  name: 'json.query',
  description: 'Extracts values from JSON with a JSONPath-like path ($.a.b[0], [*], [1:3], ..key).',
  permission_tier: 0,
  input: {
    data: { type: 'any', required: true, description: 'a JSON value, or a string holding JSON' },
    path: { type: 'string', required: true, description: 'e.g. $.items[*].name' },
  },
  receipt_fields: ['path', 'count'],
  invoke: (params) => {
    let data = params.data;
    if (typeof data === 'string') {
      if (data.length > MAX_TEXT_CHARS) throw new BadRequestError('data is too large');
      try {
        data = JSON.parse(data);
      } catch {
        throw new BadRequestError('data is a string but not valid JSON');
      }
    }
    const path = String(params.path);
    const segments = parseJsonPath(path);
    const matches = queryJson(data, segments);
    const multi = isMultiPath(segments);
    return { result: multi ? matches : (matches[0] ?? null), matches, count: matches.length, path };
  },
});

const dataHash = builtin({
  name: 'data.hash',
  description: `Hashes text with ${HASH_ALGORITHMS.join(', ')} (node:crypto).`,
  permission_tier: 0,
  input: {
    text: { type: 'string', required: true },
    algorithm: { type: 'string', default: 'sha256', enum: HASH_ALGORITHMS },
    encoding: { type: 'string', default: 'hex', enum: ['hex', 'base64', 'base64url'] },
    input_encoding: {
      type: 'string',
      default: 'utf8',
      enum: ['utf8', 'base64'],
      description: 'base64 to hash binary content (e.g. files.read with encoding base64)',
    },
  },
  receipt_fields: ['algorithm', 'digest'],
  invoke: (params) => {
    const text = String(params.text);
    if (text.length > MAX_TEXT_CHARS * 10) throw new BadRequestError('text is too large to hash');
    const bytes = Buffer.from(text, params.input_encoding === 'base64' ? 'base64' : 'utf8');
    const algorithm = String(params.algorithm);
    const encoding = params.encoding as 'hex' | 'base64' | 'base64url';
    const digest = createHash(algorithm).update(bytes).digest(encoding);
    return { digest, algorithm, encoding, bytes: bytes.length };
  },
});

/** The built-ins that need nothing but the process: pure, offline, permission tier 0. */
export function createCoreAbilities(): Ability[] {
  return [timeNow, mathEvaluate, unitsConvert, textTransform, textCount, jsonQuery, dataHash];
}
