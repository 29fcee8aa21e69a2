import type { Database } from 'bun:sqlite';
import { getCostSummary } from '../costs/service.ts';
import type { PipelineCache } from './cache.ts';
import type { Defer } from './group-commit.ts';
import type { LearnedStore } from './learned.ts';
import { CACHE_TIERS, MISS_TIERS, TIERS, type CacheTier, type Tier } from './types.ts';

export interface TierStats {
  /** Queries this tier answered (or refused, for blocked/confirmation_required). */
  queries: number;
  /** queries / all queries, 0..1. */
  share: number;
  /** Live cached entries, for the two cache tiers. */
  entries?: number;
}

export interface IntentStats {
  intent_key: string;
  queries: number;
  cache_hits: number;
  hit_rate: number;
}

/** The body of `GET /api/cache/stats` (docs/pipeline.md). */
export interface CacheStats {
  /** hits / (hits + misses), 0..1; refused queries count as neither. */
  hit_rate: number;
  /** Live fingerprint + intent cache entries (answers and chain templates). */
  total_entries: number;
  hits: number;
  misses: number;
  /** All-time cost the cache hits avoided, at the list price of the original calls. */
  estimated_savings_usd: number;
  by_tier: Record<Tier, TierStats>;
  top_intents: IntentStats[];
  learned_examples: number;
  memory_entries: number;
}

export interface StatsRecorder {
  /**
   * Counts one answered query (batched; written every 256 queries or 1 s, and on flush). A due
   * write goes through `defer` when given (the query's group commit).
   */
  record(tier: Tier, intentKey: string, defer?: Defer): void;
  flush(): void;
}

const FLUSH_PENDING = 256;
const FLUSH_AFTER_MS = 1_000;

export function createStatsRecorder(db: Database, now: () => number = Date.now): StatsRecorder {
  const tiers = new Map<Tier, number>();
  const intents = new Map<string, { queries: number; cache_hits: number; last_seen_at: number }>();
  let pending = 0;
  let lastFlush = now();
  const addTier = db.prepare(`INSERT INTO pipeline_tier_counts (tier, queries) VALUES ($tier, $n)
    ON CONFLICT (tier) DO UPDATE SET queries = queries + excluded.queries`);
  const addIntent = db.prepare(`INSERT INTO pipeline_intent_counts (intent_key, queries, cache_hits, last_seen_at)
    VALUES ($intent_key, $queries, $cache_hits, $last_seen_at)
    ON CONFLICT (intent_key) DO UPDATE SET queries = queries + excluded.queries,
      cache_hits = cache_hits + excluded.cache_hits, last_seen_at = MAX(last_seen_at, excluded.last_seen_at)`);
  const write = db.transaction(() => {
    for (const [tier, n] of tiers) addTier.run({ tier, n });
    for (const [intent_key, c] of intents) addIntent.run({ intent_key, ...c });
  });

  let queued = false;
  const flush = () => {
    queued = false;
    if (pending > 0) write();
    tiers.clear();
    intents.clear();
    pending = 0;
    lastFlush = now();
  };

  return {
    record(tier, intentKey, defer) {
      const t = now();
      tiers.set(tier, (tiers.get(tier) ?? 0) + 1);
      const c = intents.get(intentKey) ?? { queries: 0, cache_hits: 0, last_seen_at: t };
      c.queries += 1;
      if ((CACHE_TIERS as readonly Tier[]).includes(tier)) c.cache_hits += 1;
      c.last_seen_at = t;
      intents.set(intentKey, c);
      if (++pending >= FLUSH_PENDING || t - lastFlush >= FLUSH_AFTER_MS) {
        if (!defer) flush();
        else if (!queued) {
          queued = true;
          defer(flush);
        }
      }
    },
    flush,
  };
}

/** Builds the cache statistics from the persisted counters, live entries and the cost records. */
export function getCacheStats(
  db: Database,
  parts: { cache: PipelineCache; learned: LearnedStore; recorder: StatsRecorder; topIntents?: number },
): CacheStats {
  parts.recorder.flush();
  parts.cache.flush();
  const counts = new Map(
    db
      .query<{ tier: Tier; queries: number }, []>('SELECT tier, queries FROM pipeline_tier_counts')
      .all()
      .map((r) => [r.tier, r.queries]),
  );
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const live = parts.cache.countLive();
  const by_tier = {} as Record<Tier, TierStats>;
  for (const tier of TIERS) {
    const queries = counts.get(tier) ?? 0;
    by_tier[tier] = { queries, share: ratio(queries, total) };
    if ((CACHE_TIERS as readonly string[]).includes(tier)) by_tier[tier].entries = live[tier as CacheTier];
  }
  const hits = CACHE_TIERS.reduce((sum, t) => sum + (counts.get(t) ?? 0), 0);
  const misses = MISS_TIERS.reduce((sum, t) => sum + (counts.get(t) ?? 0), 0);
  const top_intents = db
    .query<{ intent_key: string; queries: number; cache_hits: number }, { limit: number }>(
      'SELECT intent_key, queries, cache_hits FROM pipeline_intent_counts ORDER BY queries DESC, intent_key LIMIT $limit',
    )
    .all({ limit: parts.topIntents ?? 10 })
    .map((r) => ({ ...r, hit_rate: ratio(r.cache_hits, r.queries) }));
  return {
    hit_rate: ratio(hits, hits + misses),
    total_entries: live.fingerprint_cache + live.intent_cache,
    hits,
    misses,
    estimated_savings_usd: getCostSummary(db).total_saved_usd,
    by_tier,
    top_intents,
    learned_examples: parts.learned.count(),
    memory_entries: parts.cache.memorySize,
  };
}

function ratio(a: number, b: number): number {
  return b > 0 ? Math.round((a / b) * 10_000) / 10_000 : 0;
}
