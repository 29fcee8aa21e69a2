import type { Database } from 'bun:sqlite';
import { BadRequestError } from '../server/errors.ts';
import { nanoToUsd } from './prices.ts';
import { DAY_MS, HOUR_MS } from './record.ts';

/** SPEC "Cost summary": the exact fields of `GET /api/costs` and the dashboard's `costs`. */
export interface CostSummary {
  total_spent_usd: number;
  total_saved_usd: number;
  savings_percent: number;
  total_llm_calls: number;
  total_cache_hits: number;
  total_input_tokens: number;
  total_output_tokens: number;
}

export const COST_BUCKETS = ['hour', 'day'] as const;
export type CostBucket = (typeof COST_BUCKETS)[number];
export const isCostBucket = (v: unknown): v is CostBucket => COST_BUCKETS.includes(v as CostBucket);

const BUCKET_MS: Record<CostBucket, number> = { hour: HOUR_MS, day: DAY_MS };
/** A chart wider than this is a request for the wrong bucket, not for more points. */
export const MAX_SERIES_POINTS = 10_000;

export interface ModelCostRow {
  provider: string;
  model: string;
  calls: number;
  cache_hits: number;
  input_tokens: number;
  output_tokens: number;
  spent_usd: number;
  saved_usd: number;
}

export interface CostSeriesPoint {
  /** Bucket start, Unix ms (UTC-aligned hour or day). */
  bucket_start: number;
  calls: number;
  cache_hits: number;
  input_tokens: number;
  output_tokens: number;
  spent_usd: number;
  saved_usd: number;
}

export interface CostBreakdown {
  since: number | null;
  bucket: CostBucket;
  summary: CostSummary;
  by_model: ModelCostRow[];
  series: CostSeriesPoint[];
}

interface Sums {
  calls: number;
  cache_hits: number;
  input_tokens: number;
  output_tokens: number;
  spent_nusd: number;
  saved_nusd: number;
}

const SUM_COLUMNS = `COALESCE(SUM(calls), 0) AS calls, COALESCE(SUM(cache_hits), 0) AS cache_hits,
  COALESCE(SUM(input_tokens), 0) AS input_tokens, COALESCE(SUM(output_tokens), 0) AS output_tokens,
  COALESCE(SUM(spent_nusd), 0) AS spent_nusd, COALESCE(SUM(saved_nusd), 0) AS saved_nusd`;

/** The same sums over raw events (for the partial hour before the first whole rollup hour). */
const EVENT_SUM_COLUMNS = `COALESCE(SUM(kind = 'call'), 0) AS calls, COALESCE(SUM(kind = 'cache_hit'), 0) AS cache_hits,
  COALESCE(SUM(CASE WHEN kind = 'call' THEN input_tokens ELSE 0 END), 0) AS input_tokens,
  COALESCE(SUM(CASE WHEN kind = 'call' THEN output_tokens ELSE 0 END), 0) AS output_tokens,
  COALESCE(SUM(cost_nusd), 0) AS spent_nusd, COALESCE(SUM(saved_nusd), 0) AS saved_nusd`;

/**
 * Parses the `since` query parameter: an integer Unix timestamp in milliseconds (SPEC
 * `GET /api/costs`). Absent or empty means all time; anything else is a 400.
 */
export function parseSince(text: string | undefined | null): number | undefined {
  if (text === undefined || text === null || text === '') return undefined;
  if (!/^\d{1,16}$/.test(text.trim())) {
    throw new BadRequestError('query parameter "since": expected an integer Unix timestamp in milliseconds');
  }
  const value = Number(text.trim());
  if (!Number.isSafeInteger(value)) {
    throw new BadRequestError('query parameter "since": timestamp out of range');
  }
  return value;
}

/** Parses `bucket` (`hour` | `day`, default `day`). */
export function parseBucket(text: string | undefined | null): CostBucket {
  if (text === undefined || text === null || text === '') return 'day';
  if (!isCostBucket(text)) throw new BadRequestError('query parameter "bucket": expected "hour" or "day"');
  return text;
}

/** A time slice read from one table: raw events for a partial hour, hourly or daily rollups. */
interface Slice {
  table: 'cost_events' | 'cost_rollups' | 'cost_rollups_daily';
  from: number;
  until: number;
}

/**
 * Splits [since, ∞) into the cheapest reads: raw events up to the first whole hour, hourly
 * rollups up to the first whole day, daily rollups after that (or hourly to the end when the
 * chart is hourly). A year of data is then about 365 daily rows per model.
 */
function slices(since: number | undefined, finest: CostBucket = 'day'): Slice[] {
  const end = Number.MAX_SAFE_INTEGER;
  if (since === undefined || since <= 0) {
    return [{ table: finest === 'hour' ? 'cost_rollups' : 'cost_rollups_daily', from: 0, until: end }];
  }
  const hour = Math.ceil(since / HOUR_MS) * HOUR_MS;
  const day = finest === 'hour' ? end : Math.ceil(since / DAY_MS) * DAY_MS;
  const out: Slice[] = [];
  if (since < hour) out.push({ table: 'cost_events', from: since, until: hour });
  if (hour < day) out.push({ table: 'cost_rollups', from: hour, until: day });
  if (day < end) out.push({ table: 'cost_rollups_daily', from: day, until: end });
  return out;
}

function sliceSql(slice: Slice, select: string, group = ''): string {
  if (slice.table === 'cost_events') {
    return `SELECT ${select.replaceAll('$TIME', 'ts')} ${EVENT_SUM_COLUMNS} FROM cost_events WHERE ts >= $from AND ts < $until ${group}`;
  }
  return `SELECT ${select.replaceAll('$TIME', 'bucket_start')} ${SUM_COLUMNS} FROM ${slice.table}
    WHERE bucket_start >= $from AND bucket_start < $until ${group}`;
}

function sumsSince(db: Database, since: number | undefined): Sums {
  return slices(since).reduce(
    (acc, slice) => addSums(acc, db.query<Sums, { from: number; until: number }>(sliceSql(slice, '')).get(slice)!),
    emptySums(),
  );
}

function addSums(a: Sums, b: Sums): Sums {
  return {
    calls: a.calls + b.calls,
    cache_hits: a.cache_hits + b.cache_hits,
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    spent_nusd: a.spent_nusd + b.spent_nusd,
    saved_nusd: a.saved_nusd + b.saved_nusd,
  };
}

function toSummary(s: Sums): CostSummary {
  const total = s.spent_nusd + s.saved_nusd;
  return {
    total_spent_usd: nanoToUsd(s.spent_nusd),
    total_saved_usd: nanoToUsd(s.saved_nusd),
    // saved / (spent + saved): the share of would-be spend that the caches avoided.
    savings_percent: total > 0 ? Math.round((s.saved_nusd / total) * 10_000) / 100 : 0,
    total_llm_calls: s.calls,
    total_cache_hits: s.cache_hits,
    total_input_tokens: s.input_tokens,
    total_output_tokens: s.output_tokens,
  };
}

/**
 * The SPEC cost summary since `since` (Unix ms, inclusive), or all time. Reads daily and hourly
 * rollups plus the raw events of the partial first hour, so it stays fast at millions of events.
 */
export function getCostSummary(db: Database, since?: number): CostSummary {
  return toSummary(sumsSince(db, since));
}

interface GroupRow extends Sums {
  provider: string;
  model: string;
  bucket_start: number;
}

/**
 * Spend and savings per provider/model and as a time series (`bucket` hour or day, UTC), for the
 * dashboard chart. Empty buckets between the first bucket and now are filled with zeros.
 */
export function getCostBreakdown(
  db: Database,
  options: { since?: number; bucket: CostBucket },
  now: () => number = Date.now,
): CostBreakdown {
  const { since, bucket } = options;
  const size = BUCKET_MS[bucket];
  const rows: GroupRow[] = [];
  for (const slice of slices(since, bucket)) {
    rows.push(
      ...db
        .query<GroupRow, { from: number; until: number; size: number }>(
          sliceSql(slice, 'provider, model, CAST($TIME / $size AS INTEGER) * $size AS bucket_start,', 'GROUP BY 1, 2, 3'),
        )
        .all({ ...slice, size }),
    );
  }

  const byModel = new Map<string, GroupRow>();
  const byBucket = new Map<number, Sums>();
  let total: Sums = emptySums();
  for (const row of rows) {
    const key = `${row.provider}\u0000${row.model}`;
    const prev = byModel.get(key);
    byModel.set(key, prev ? { ...prev, ...addSums(prev, row) } : row);
    byBucket.set(row.bucket_start, addSums(byBucket.get(row.bucket_start) ?? emptySums(), row));
    total = addSums(total, row);
  }

  const series: CostSeriesPoint[] = [];
  if (byBucket.size > 0 || since !== undefined) {
    const keys = [...byBucket.keys()];
    const start = since !== undefined && since > 0 ? Math.floor(since / size) * size : Math.min(...keys);
    const end = Math.max(Math.floor(now() / size) * size, ...keys);
    const points = Math.floor((end - start) / size) + 1;
    if (points > MAX_SERIES_POINTS) {
      throw new BadRequestError(
        `the range holds ${points} ${bucket} buckets (max ${MAX_SERIES_POINTS}); use bucket=day or a later since`,
      );
    }
    for (let t = start; t <= end; t += size) {
      const s = byBucket.get(t) ?? emptySums();
      series.push({ bucket_start: t, ...publicSums(s) });
    }
  }

  return {
    since: since ?? null,
    bucket,
    summary: toSummary(total),
    by_model: [...byModel.values()]
      .map((r) => ({ provider: r.provider, model: r.model, ...publicSums(r) }))
      .sort((a, b) => b.spent_usd + b.saved_usd - (a.spent_usd + a.saved_usd) || a.provider.localeCompare(b.provider)),
    series,
  };
}

function emptySums(): Sums {
  return { calls: 0, cache_hits: 0, input_tokens: 0, output_tokens: 0, spent_nusd: 0, saved_nusd: 0 };
}

function publicSums(s: Sums) {
  return {
    calls: s.calls,
    cache_hits: s.cache_hits,
    input_tokens: s.input_tokens,
    output_tokens: s.output_tokens,
    spent_usd: nanoToUsd(s.spent_nusd),
    saved_usd: nanoToUsd(s.saved_nusd),
  };
}
