import ms from 'ms';

const COMPOUND = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;

/**
 * Parses a schedule interval: a number and a unit `s`, `m`, `h` (SPEC "Endpoints" rule 1),
 * or a compound like `1h30m`. Returns whole seconds, or null when malformed.
 */
export function parseIntervalSecs(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return null;
  const match = COMPOUND.exec(trimmed);
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined)) {
    return null;
  }
  const [h, m, s] = [match[1], match[2], match[3]].map((v) => (v === undefined ? 0 : Number(v)));
  const total = h * 3600 + m * 60 + s;
  return Number.isSafeInteger(total) ? total : null;
}

/**
 * Parses a duration given as plain seconds (`3600`) or an `ms`-style string (`30m`, `24h`, `7d`).
 * Returns milliseconds, or null when the value is not a positive finite duration.
 */
export function parseDurationMs(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const secs = Number(trimmed);
    return secs > 0 && Number.isFinite(secs) ? Math.round(secs * 1000) : null;
  }
  let value: number | undefined;
  try {
    value = ms(trimmed as ms.StringValue) as number | undefined;
  } catch {
    return null;
  }
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/** Parses a size like `512MB`, `2GB`, `64k` into bytes (binary multiples), or null. */
export function parseSizeBytes(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?i?b?)?\s*$/i.exec(text);
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase().replace(/i?b$/, '');
  const power = { '': 0, k: 1, m: 2, g: 3, t: 4 }[unit];
  if (power === undefined) return null;
  const bytes = Math.round(Number(match[1]) * 1024 ** power);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}
