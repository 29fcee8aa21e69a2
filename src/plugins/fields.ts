import yaml from 'js-yaml';
import { ManifestError } from './errors.ts';

export const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * Parses YAML with the core schema only (no timestamps, no custom tags), refusing duplicate
 * keys, so what a reviewer reads is what gets loaded.
 */
export function parseYaml(text: string, where: string): unknown {
  if (text.length > MAX_CONFIG_BYTES) throw new ManifestError(`${where}: larger than 1 MiB`);
  try {
    return yaml.load(text, { schema: yaml.CORE_SCHEMA, filename: where });
  } catch (err) {
    const reason = (err as { reason?: string; mark?: { line: number } }).reason ?? 'invalid YAML';
    const line = (err as { mark?: { line: number } }).mark?.line;
    throw new ManifestError(`${where}: invalid YAML: ${reason}${line !== undefined ? ` (line ${line + 1})` : ''}`);
  }
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/;

/** `receipt_fields`: a list of distinct output field names. */
export function parseReceiptFields(raw: unknown, where: string): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new ManifestError(`${where}: must be a list of field names`);
  const out: string[] = [];
  for (const [i, item] of raw.entries()) {
    if (typeof item !== 'string' || !FIELD_NAME.test(item)) {
      throw new ManifestError(`${where}[${i}]: must be a field name (letters, digits, "_", "." or "-")`);
    }
    if (out.includes(item)) throw new ManifestError(`${where}: "${item}" is listed twice`);
    out.push(item);
  }
  return out;
}

/** SPEC "Permission tier": an integer 0 to 4. */
export function parsePermissionTier(raw: unknown, where: string, fallback: number): number {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 4) {
    throw new ManifestError(`${where}: must be an integer from 0 to 4`);
  }
  return raw;
}

export function parseOptionalString(raw: unknown, where: string, max = 1000): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') throw new ManifestError(`${where}: must be a string`);
  if (raw.length > max) throw new ManifestError(`${where}: longer than ${max} characters`);
  return raw;
}
