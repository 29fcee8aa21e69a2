import type { Database, Statement } from 'bun:sqlite';

export const COST_EVENT_KINDS = ['call', 'cache_hit'] as const;
export type CostEventKind = (typeof COST_EVENT_KINDS)[number];

/** Rollup granularities (UTC): summaries read whole days, then whole hours, then raw events. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** One model call, as the pipeline (or `llm.complete`) saw it. Costs are integer nano-USD. */
export interface ModelCallRecord {
  provider: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  cost_nusd: number;
  latency_ms: number;
  tier?: string;
  intent_key?: string;
  /** Unix ms; defaults to `now()`. */
  ts?: number;
}

/**
 * One cache hit. `provider`/`model`/tokens/`saved_nusd` are those of the model call that produced
 * the cached answer (what the hit would have cost at list price); zero when a local ability did.
 */
export interface CacheHitRecord {
  provider: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  saved_nusd: number;
  latency_ms: number;
  tier: string;
  intent_key?: string;
  ts?: number;
}

interface Statements {
  insertEvent: Statement;
  upsertHourly: Statement;
  upsertDaily: Statement;
  deleteOlder: Statement;
}

const STATEMENTS = new WeakMap<Database, Statements>();

/** Adds one event to a rollup row (created on first use). */
function rollupUpsert(table: 'cost_rollups' | 'cost_rollups_daily'): string {
  return `INSERT INTO ${table}
    (bucket_start, provider, model, calls, cache_hits, input_tokens, output_tokens, spent_nusd, saved_nusd)
    VALUES ($bucket_start, $provider, $model, $calls, $cache_hits, $input_tokens, $output_tokens, $spent_nusd, $saved_nusd)
    ON CONFLICT (bucket_start, provider, model) DO UPDATE SET
      calls = calls + excluded.calls,
      cache_hits = cache_hits + excluded.cache_hits,
      input_tokens = input_tokens + excluded.input_tokens,
      output_tokens = output_tokens + excluded.output_tokens,
      spent_nusd = spent_nusd + excluded.spent_nusd,
      saved_nusd = saved_nusd + excluded.saved_nusd`;
}

function statements(db: Database): Statements {
  let s = STATEMENTS.get(db);
  if (!s) {
    s = {
      insertEvent: db.prepare(`INSERT INTO cost_events
        (ts, kind, provider, model, input_tokens, output_tokens, cost_nusd, saved_nusd, latency_ms, tier, intent_key)
        VALUES ($ts, $kind, $provider, $model, $input_tokens, $output_tokens, $cost_nusd, $saved_nusd, $latency_ms, $tier, $intent_key)`),
      upsertHourly: db.prepare(rollupUpsert('cost_rollups')),
      upsertDaily: db.prepare(rollupUpsert('cost_rollups_daily')),
      deleteOlder: db.prepare('DELETE FROM cost_events WHERE ts < $cutoff'),
    };
    STATEMENTS.set(db, s);
  }
  return s;
}

interface EventRow {
  ts: number;
  kind: CostEventKind;
  provider: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  cost_nusd: number;
  saved_nusd: number;
  latency_ms: number;
  tier: string;
  intent_key: string;
}

interface RollupSums {
  bucket_start: number;
  provider: string;
  model: string;
  calls: number;
  cache_hits: number;
  input_tokens: number;
  output_tokens: number;
  spent_nusd: number;
  saved_nusd: number;
}

/** The rollup contribution of one event. */
function sumsOf(bucketStart: number, row: EventRow): RollupSums {
  const isCall = row.kind === 'call';
  return {
    bucket_start: bucketStart,
    provider: row.provider,
    model: row.model,
    calls: isCall ? 1 : 0,
    cache_hits: isCall ? 0 : 1,
    // Token totals in the summary count what was actually sent (SPEC "Cost summary").
    input_tokens: isCall ? row.input_tokens : 0,
    output_tokens: isCall ? row.output_tokens : 0,
    spent_nusd: row.cost_nusd,
    saved_nusd: row.saved_nusd,
  };
}

/** Adds an event to the sums of its bucket (one rollup row per bucket, provider and model). */
function addTo(sums: Map<string, RollupSums>, bucketStart: number, row: EventRow): void {
  const key = `${bucketStart}\u0000${row.provider}\u0000${row.model}`;
  const add = sumsOf(bucketStart, row);
  const s = sums.get(key);
  if (!s) {
    sums.set(key, add);
    return;
  }
  s.calls += add.calls;
  s.cache_hits += add.cache_hits;
  s.input_tokens += add.input_tokens;
  s.output_tokens += add.output_tokens;
  s.spent_nusd += add.spent_nusd;
  s.saved_nusd += add.saved_nusd;
}

/**
 * Writes events and their hourly and daily rollups in one transaction. Several events of the same
 * bucket, provider and model update their rollup rows once (a group commit of cache hits).
 */
function writeEvents(db: Database, rows: readonly EventRow[]): void {
  if (rows.length === 0) return;
  const s = statements(db);
  const write = () => {
    if (rows.length === 1) {
      const row = rows[0];
      s.insertEvent.run({ ...row });
      s.upsertHourly.run(sumsOf(Math.floor(row.ts / HOUR_MS) * HOUR_MS, row));
      s.upsertDaily.run(sumsOf(Math.floor(row.ts / DAY_MS) * DAY_MS, row));
      return;
    }
    const hourly = new Map<string, RollupSums>();
    const daily = new Map<string, RollupSums>();
    for (const row of rows) {
      s.insertEvent.run({ ...row });
      addTo(hourly, Math.floor(row.ts / HOUR_MS) * HOUR_MS, row);
      addTo(daily, Math.floor(row.ts / DAY_MS) * DAY_MS, row);
    }
    for (const sums of hourly.values()) s.upsertHourly.run({ ...sums });
    for (const sums of daily.values()) s.upsertDaily.run({ ...sums });
  };
  // Inside a caller's transaction (bulk imports, the bench, a group commit) the writes simply join it.
  if (db.inTransaction) write();
  else db.transaction(write)();
}

const nonNegInt = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

/** Records one model call and its cost (event + hourly and daily rollups, one transaction). */
export function recordModelCall(db: Database, rec: ModelCallRecord, now: () => number = Date.now): void {
  writeEvents(db, [callRow(rec, now)]);
}

/** Records one cache hit and the cost it saved. */
export function recordCacheHit(db: Database, rec: CacheHitRecord, now: () => number = Date.now): void {
  writeEvents(db, [hitRow(rec, now)]);
}

/**
 * Records many cache hits at once (one transaction, or the caller's): each gets its event, and
 * the rollups are updated once per bucket, provider and model. The pipeline's group commit uses it.
 */
export function recordCacheHits(db: Database, recs: readonly CacheHitRecord[], now: () => number = Date.now): void {
  writeEvents(db, recs.map((rec) => hitRow(rec, now)));
}

function callRow(rec: ModelCallRecord, now: () => number): EventRow {
  return {
    ts: rec.ts ?? now(),
    kind: 'call',
    provider: rec.provider,
    model: rec.model,
    input_tokens: nonNegInt(rec.input_tokens),
    output_tokens: nonNegInt(rec.output_tokens),
    cost_nusd: nonNegInt(rec.cost_nusd),
    saved_nusd: 0,
    latency_ms: Math.max(0, rec.latency_ms),
    tier: rec.tier ?? '',
    intent_key: rec.intent_key ?? '',
  };
}

function hitRow(rec: CacheHitRecord, now: () => number): EventRow {
  return {
    ts: rec.ts ?? now(),
    kind: 'cache_hit',
    provider: rec.provider,
    model: rec.model,
    input_tokens: nonNegInt(rec.input_tokens),
    output_tokens: nonNegInt(rec.output_tokens),
    cost_nusd: 0,
    saved_nusd: nonNegInt(rec.saved_nusd),
    latency_ms: Math.max(0, rec.latency_ms),
    tier: rec.tier,
    intent_key: rec.intent_key ?? '',
  };
}

/**
 * Deletes raw events older than `cutoff` (Unix ms). Rollups are kept, so all-time totals and
 * hour-aligned windows stay exact; only a `since` inside a pruned hour loses its partial edge.
 */
export function pruneCostEvents(db: Database, cutoff: number): number {
  return statements(db).deleteOlder.run({ cutoff }).changes;
}
