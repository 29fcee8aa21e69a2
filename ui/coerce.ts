/**
 * Defensive readers for API data. Views are written against the documented shapes but must not
 * crash when a field is missing or has another type (an older server, a partial implementation).
 */

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, or `fallback`. Numeric strings count (SQLite sums sometimes arrive so). */
export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

/** A number when one is there, else undefined (for "not reported" rather than zero). */
export function optNum(value: unknown): number | undefined {
  const n = num(value, Number.NaN);
  return Number.isNaN(n) ? undefined : n;
}

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fallback;
}

export function arr<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export function strings(value: unknown): string[] {
  return arr(value)
    .map((v) => (typeof v === 'string' ? v : isRecord(v) ? str(v.name ?? v.id ?? v.chain) : str(v)))
    .filter((v) => v !== '');
}

/** The first of `keys` that holds a number (for fields named differently across versions). */
export function firstNum(record: Json, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const n = optNum(record[key]);
    if (n !== undefined) return n;
  }
  return undefined;
}

/** JSON for display; never throws (cycles and BigInts become a note). */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
