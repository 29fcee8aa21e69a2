import type { ParamSpec } from '../abilities/types.ts';
import { checkUrl } from '../lib/ssrf.ts';
import { ManifestError } from './errors.ts';
import { parseOptionalString, parsePermissionTier, parseReceiptFields, parseYaml } from './fields.ts';
import { assertAbilityName, printable } from './names.ts';
import { ALL_PARAM_TYPES, assertKnownKeys, isPlainObject, parseParamSpecs } from './params.ts';

/** SPEC "Cloud ability config" keys, plus optional `type: cloud` and `permission_tier` (default 2). */
export const CLOUD_KEYS = [
  'type',
  'endpoint',
  'method',
  'headers',
  'params',
  'timeout_secs',
  'description',
  'receipt_fields',
  'permission_tier',
] as const;
export const CLOUD_METHODS = ['GET', 'POST', 'PUT'] as const;
export type CloudMethod = (typeof CLOUD_METHODS)[number];
export const CLOUD_DEFAULT_TIER = 2;
export const DEFAULT_TIMEOUT_SECS = 30;
export const MAX_TIMEOUT_SECS = 300;

/** Headers svc sets itself; letting a config set them would allow request smuggling. */
const FORBIDDEN_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'expect',
  'accept-encoding',
]);
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,128}$/;
const SECRET_PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]{0,63})\}/g;
const URL_PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export interface CloudAbilityConfig {
  name: string;
  description: string;
  endpoint: string;
  method: CloudMethod;
  headers: Record<string, string>;
  params: Record<string, ParamSpec>;
  timeout_secs: number;
  receipt_fields: string[];
  permission_tier: number;
}

/** Names of the secrets a header map refers to through `${NAME}`. */
export function headerSecretNames(headers: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const value of Object.values(headers)) {
    for (const m of value.matchAll(SECRET_PLACEHOLDER)) names.add(m[1]);
  }
  return [...names].sort();
}

function parseEndpoint(raw: unknown, params: Record<string, ParamSpec>, where: string): string {
  if (typeof raw !== 'string' || raw === '') throw new ManifestError(`${where}: required, an https:// URL`);
  const authority = /^https:\/\/([^/?#]*)/i.exec(raw);
  if (!authority) throw new ManifestError(`${where}: must be an https:// URL (SPEC: only https endpoints)`);
  if (/[{}]/.test(authority[1])) {
    throw new ManifestError(`${where}: placeholders may appear in the path or query, never in the host`);
  }
  const rest = raw.slice(authority[0].length).replace(URL_PLACEHOLDER, (_m, name: string) => {
    if (!Object.hasOwn(params, name)) throw new ManifestError(`${where}: placeholder {${name}} names no declared parameter`);
    return 'x';
  });
  if (/[{}]/.test(rest)) throw new ManifestError(`${where}: malformed placeholder`);
  try {
    checkUrl(authority[0] + rest);
  } catch (err) {
    throw new ManifestError(`${where}: ${(err as Error).message}`);
  }
  if (raw.includes('#')) throw new ManifestError(`${where}: must not contain a fragment`);
  return raw;
}

function parseHeaders(raw: unknown, where: string): Record<string, string> {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) throw new ManifestError(`${where}: must be a map of header name to value`);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const at = `${where}.${printable(name)}`;
    if (!HEADER_NAME.test(name)) throw new ManifestError(`${at}: invalid header name`);
    const lower = name.toLowerCase();
    if (FORBIDDEN_HEADERS.has(lower) || lower.startsWith('proxy-')) {
      throw new ManifestError(`${at}: this header is set by svc and cannot be configured`);
    }
    if (typeof value !== 'string') throw new ManifestError(`${at}: must be a string`);
    if (value.length > 8192) throw new ManifestError(`${at}: longer than 8192 characters`);
    if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) throw new ManifestError(`${at}: contains a control character`);
    if (value.replace(SECRET_PLACEHOLDER, '').includes('${')) {
      throw new ManifestError(`${at}: malformed secret placeholder (use \${NAME} with letters, digits and "_")`);
    }
    if (Object.keys(out).some((k) => k.toLowerCase() === lower)) throw new ManifestError(`${at}: header given twice`);
    out[name] = value;
  }
  return out;
}

/** Validates one cloud ability config against the SPEC table and the SSRF rules. */
export function parseCloudEntry(name: string, raw: unknown, where: string): CloudAbilityConfig {
  assertAbilityName(name, where);
  const at = `${where}: [${name}]`;
  if (!isPlainObject(raw)) throw new ManifestError(`${at}: must be a map`);
  assertKnownKeys(raw, CLOUD_KEYS, at);
  if (raw.type !== undefined && raw.type !== 'cloud') throw new ManifestError(`${at}.type: must be "cloud" when given`);
  const params = parseParamSpecs(raw.params, `${at}.params`, { types: ALL_PARAM_TYPES, allowAuto: false });
  const endpoint = parseEndpoint(raw.endpoint, params, `${at}.endpoint`);
  const method = raw.method ?? 'POST';
  if (typeof method !== 'string' || !(CLOUD_METHODS as readonly string[]).includes(method)) {
    throw new ManifestError(`${at}.method: must be one of ${CLOUD_METHODS.join(', ')}`);
  }
  const timeout = raw.timeout_secs ?? DEFAULT_TIMEOUT_SECS;
  if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout < 1 || timeout > MAX_TIMEOUT_SECS) {
    throw new ManifestError(`${at}.timeout_secs: must be a whole number of seconds from 1 to ${MAX_TIMEOUT_SECS}`);
  }
  return {
    name,
    description: parseOptionalString(raw.description, `${at}.description`) ?? `Cloud ability: ${name}`,
    endpoint,
    method: method as CloudMethod,
    headers: parseHeaders(raw.headers, `${at}.headers`),
    params,
    timeout_secs: timeout,
    receipt_fields: parseReceiptFields(raw.receipt_fields, `${at}.receipt_fields`),
    permission_tier: parsePermissionTier(raw.permission_tier, `${at}.permission_tier`, CLOUD_DEFAULT_TIER),
  };
}

/** Parses a cloud config file: a map of ability name to config; all entries or none. */
export function parseCloudConfigText(
  text: string,
  where: string,
): Array<{ name: string; raw: Record<string, unknown>; config: CloudAbilityConfig }> {
  const doc = parseYaml(text, where);
  if (!isPlainObject(doc) || Object.keys(doc).length === 0) {
    throw new ManifestError(`${where}: must be a map of ability name to cloud config`);
  }
  return Object.entries(doc).map(([name, raw]) => ({
    name,
    raw: raw as Record<string, unknown>,
    config: parseCloudEntry(name, raw, where),
  }));
}
