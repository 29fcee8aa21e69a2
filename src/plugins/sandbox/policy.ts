import { isAbsolute, normalize } from 'node:path';
import { parseIntervalSecs, parseSizeBytes } from '../../lib/duration.ts';
import { ManifestError } from '../errors.ts';
import { assertKnownKeys, isPlainObject } from '../params.ts';
import { findBlockedChar } from './command.ts';

/** What a sandboxed run may touch and how long and large it may get. */
export interface SandboxPolicy {
  /** Absolute paths `filepath` parameters may read (write paths are readable too). */
  readPaths: string[];
  /** Absolute paths `auto` outputs and written files go to. */
  writePaths: string[];
  networkAccess: boolean;
  timeoutMs: number;
  /** Address-space limit in bytes applied with `prlimit --as`. */
  memoryBytes: number;
  /** True when the config named a memory limit: then a missing prlimit refuses to run. */
  memoryExplicit: boolean;
  /** Cap on each of stdout and stderr. */
  maxOutputBytes: number;
}

/** SPEC "Limits": subprocess timeout default 60 seconds. */
export const DEFAULT_TIMEOUT_MS = 60_000;
export const MAX_TIMEOUT_MS = 24 * 3600 * 1000;
/** Default address-space cap (the spec's own example value); node needs ~1 GiB, bun 512 MiB. */
export const DEFAULT_MEMORY_BYTES = 2 * 1024 ** 3;
export const MIN_MEMORY_BYTES = 1024 ** 2;
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 ** 2;

export const SANDBOX_KEYS = ['read_paths', 'write_paths', 'network_access', 'timeout', 'memory_limit'] as const;

/** `30s`, `5m`, `2h`, `1h30m` or bare seconds (SPEC: unit suffixes s, m, h) into milliseconds. */
export function parseSandboxTimeout(raw: unknown, where: string): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string') throw new ManifestError(`${where}: must be a duration such as 30s, 5m or 2h`);
  const trimmed = text.trim();
  const secs = /^\d+$/.test(trimmed) ? Number(trimmed) : parseIntervalSecs(trimmed);
  if (secs === null || !Number.isSafeInteger(secs) || secs <= 0) {
    throw new ManifestError(`${where}: invalid duration "${text}" (use a number with s, m or h, e.g. 30s)`);
  }
  if (secs * 1000 > MAX_TIMEOUT_MS) throw new ManifestError(`${where}: at most 24h`);
  return secs * 1000;
}

/** `512MB`, `2GB` into bytes; at least 1 MiB. */
export function parseMemoryLimit(raw: unknown, where: string): number {
  const bytes = typeof raw === 'string' ? parseSizeBytes(raw) : null;
  if (bytes === null) throw new ManifestError(`${where}: invalid size "${String(raw)}" (e.g. 512MB, 2GB)`);
  if (bytes < MIN_MEMORY_BYTES) throw new ManifestError(`${where}: at least 1MB`);
  return bytes;
}

/** An array of absolute paths, normalised; a path that could not be passed as one argument is refused. */
export function parsePathList(raw: unknown, where: string, { allowRoot }: { allowRoot: boolean }): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new ManifestError(`${where}: must be a list of absolute paths`);
  const out: string[] = [];
  for (const [i, item] of raw.entries()) {
    const at = `${where}[${i}]`;
    if (typeof item !== 'string' || item === '' || item.length > 4096) {
      throw new ManifestError(`${at}: must be a non-empty string`);
    }
    if (!isAbsolute(item)) throw new ManifestError(`${at}: "${item}" must be an absolute path`);
    const blocked = findBlockedChar(item);
    if (blocked) throw new ManifestError(`${at}: contains a blocked character (${blocked.name})`);
    const norm = normalize(item).replace(/(.)\/+$/, '$1');
    if (norm === '/' && !allowRoot) throw new ManifestError(`${at}: "/" is too broad for a write path`);
    if (!out.includes(norm)) out.push(norm);
  }
  return out;
}

function parseBool(raw: unknown, where: string): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw !== 'boolean') throw new ManifestError(`${where}: must be true or false`);
  return raw;
}

/**
 * Reads a subprocess `sandbox` block (SPEC "Subprocess ability config"). The plugin manifest's
 * `security` block goes through `policyFromFields` with its own extra keys.
 */
export function parseSandboxBlock(raw: unknown, where: string): SandboxPolicy {
  if (raw === undefined || raw === null) return policyFromFields({}, where);
  if (!isPlainObject(raw)) throw new ManifestError(`${where}: must be a map`);
  assertKnownKeys(raw, SANDBOX_KEYS, where);
  return policyFromFields(raw, where);
}

export function policyFromFields(raw: Record<string, unknown>, where: string): SandboxPolicy {
  const memoryExplicit = raw.memory_limit !== undefined && raw.memory_limit !== null;
  return {
    readPaths: parsePathList(raw.read_paths, `${where}.read_paths`, { allowRoot: true }),
    writePaths: parsePathList(raw.write_paths, `${where}.write_paths`, { allowRoot: false }),
    networkAccess: parseBool(raw.network_access, `${where}.network_access`),
    timeoutMs:
      raw.timeout === undefined || raw.timeout === null
        ? DEFAULT_TIMEOUT_MS
        : parseSandboxTimeout(raw.timeout, `${where}.timeout`),
    memoryBytes: memoryExplicit ? parseMemoryLimit(raw.memory_limit, `${where}.memory_limit`) : DEFAULT_MEMORY_BYTES,
    memoryExplicit,
    maxOutputBytes: DEFAULT_MAX_OUTPUT_BYTES,
  };
}
