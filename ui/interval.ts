/**
 * Client-side check of a schedule interval with the same grammar as the API
 * (src/chains/jobs.ts `parseScheduleInterval`): a number with `s`, `m` or `h`, compounds in that
 * order (`1h30m`), days in front (`7d`, `1d12h`), an optional leading `every `; at least one
 * second and at most 366 days. The server still validates; this only saves a round trip and
 * explains the mistake while typing.
 */
const COMPOUND = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;

export const MIN_INTERVAL_SECS = 1;
export const MAX_INTERVAL_SECS = 366 * 86_400;

function hoursMinutesSeconds(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return null;
  const match = COMPOUND.exec(trimmed);
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined)) return null;
  const [h, m, s] = [match[1], match[2], match[3]].map((v) => (v === undefined ? 0 : Number(v)));
  const total = h * 3600 + m * 60 + s;
  return Number.isSafeInteger(total) ? total : null;
}

/** Whole seconds, or null when malformed (range not checked). */
export function parseInterval(value: string): number | null {
  const text = value.trim().toLowerCase().replace(/^every\s+/, '');
  const days = /^(\d{1,6})d(.*)$/.exec(text);
  if (days) {
    const rest = days[2] === '' ? 0 : hoursMinutesSeconds(days[2]);
    return rest === null ? null : Number(days[1]) * 86_400 + rest;
  }
  return text.length <= 32 ? hoursMinutesSeconds(text) : null;
}

/** An error message for the interval field, or '' when the API would accept the value. */
export function intervalError(text: string): string {
  if (text.trim() === '') return 'Enter an interval, e.g. 30s, 10m, 1h or 1h30m.';
  const secs = parseInterval(text);
  if (secs === null) return 'Use a number with s, m, h or d (e.g. 30s, 10m, 1h30m, 7d).';
  if (secs < MIN_INTERVAL_SECS) return `The interval must be at least ${MIN_INTERVAL_SECS} second.`;
  if (secs > MAX_INTERVAL_SECS) return 'The interval must be at most 366 days.';
  return '';
}
