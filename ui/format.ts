/** Number and time formatting in the user's locale, shared by every view. */
const currency = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
/** Sub-cent amounts (a single cheap model call) keep enough digits not to read as zero. */
const smallCurrency = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumSignificantDigits: 3 });
const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

/** Placeholder for a value the server did not give. */
export const NONE = '—';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const formatUsd = (value: number): string =>
  !finite(value) ? NONE : value !== 0 && Math.abs(value) < 0.0001 ? smallCurrency.format(value) : currency.format(value);
export const formatInt = (value: number): string => (finite(value) ? integer.format(value) : NONE);
export const formatDecimal = (value: number): string => (finite(value) ? decimal.format(value) : NONE);
/** `value` is a percentage (0-100), as the API reports it. */
export const formatPercent = (value: number): string => (finite(value) ? percent.format(value / 100) : NONE);
/** `value` is a fraction (0-1), e.g. a confidence. */
export const formatFraction = (value: number): string => (finite(value) ? percent.format(value) : NONE);

/**
 * Turns an API timestamp into a Date. The API mixes ISO 8601 strings (chains, checks), Unix
 * seconds (scheduled jobs) and Unix milliseconds (costs, receipts); a number below 1e11 is
 * taken as seconds (1e11 ms is 1973, 1e11 s is the year 5138). Null when absent or invalid.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (finite(value)) return value <= 0 ? null : new Date(value < 1e11 ? value * 1000 : value);
  if (typeof value === 'string' && value.trim() !== '') {
    if (/^\d+(\.\d+)?$/.test(value.trim())) return toDate(Number(value));
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** A timestamp in the user's locale, or a dash when absent. */
export function formatTime(value: unknown): string {
  const date = toDate(value);
  return date ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : NONE;
}

/** A timestamp with seconds, for logs and receipts where order within a minute matters. */
export function formatTimeExact(value: unknown): string {
  const date = toDate(value);
  return date ? date.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' }) : NONE;
}

/** ISO form for `<time datetime>`, empty when absent. */
export function isoTime(value: unknown): string {
  return toDate(value)?.toISOString() ?? '';
}

/** A latency or duration in milliseconds: `0.42 ms`, `120 ms`, `3.4 s`, `2 min 5 s`. */
export function formatMs(value: number): string {
  if (!finite(value) || value < 0) return NONE;
  if (value < 10) return `${decimal.format(Math.round(value * 100) / 100)} ms`;
  if (value < 1000) return `${integer.format(value)} ms`;
  if (value < 60_000) return `${decimal.format(Math.round(value / 100) / 10)} s`;
  return formatSeconds(Math.round(value / 1000));
}

/** Whole seconds as the compound form the schedule API accepts: `1h 30m`, `45s`. */
export function formatSeconds(secs: number): string {
  if (!finite(secs) || secs < 0) return NONE;
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = Math.round(secs % 60);
  const parts = [h ? `${h}h` : '', m ? `${m}m` : '', s || (!h && !m) ? `${s}s` : ''].filter(Boolean);
  return parts.join(' ');
}

/** `in 4 min`, `3 h ago`: how far a timestamp is from now, in the user's language. */
export function formatRelative(value: unknown, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return NONE;
  const diff = date.getTime() - now;
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });
  if (abs < 60_000) return rtf.format(Math.round(diff / 1000), 'second');
  if (abs < 3_600_000) return rtf.format(Math.round(diff / 60_000), 'minute');
  if (abs < 86_400_000) return rtf.format(Math.round(diff / 3_600_000), 'hour');
  return rtf.format(Math.round(diff / 86_400_000), 'day');
}
