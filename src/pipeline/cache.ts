import type { Database, Statement } from 'bun:sqlite';
import type { Defer } from './group-commit.ts';
import { Lru } from './lru.ts';
import type { CacheTier, ChainTemplate, OriginalCall, Tier } from './types.ts';

/** Intent-cache entries hold either a replayable answer or a template to re-run. */
export const CACHE_ENTRY_KINDS = ['answer', 'template'] as const;
export type CacheEntryKind = (typeof CACHE_ENTRY_KINDS)[number];

/** A hit saved `cost_nusd`, the price of the original call (`OriginalCall`). */
export interface CacheEntry extends OriginalCall {
  tier: CacheTier;
  key: string;
  kind: CacheEntryKind;
  intent_key: string;
  params: Record<string, unknown>;
  confidence: number;
  /** Redacted answer text (never the raw query or a secret). */
  response_text: string;
  template: ChainTemplate | null;
  /** The tier that produced the answer the first time (local, cheap_llm, deep_llm). */
  origin_tier: Tier;
  created_at: number;
  expires_at: number;
  last_hit_at: number;
  hits: number;
}

export type NewCacheEntry = Omit<CacheEntry, 'created_at' | 'expires_at' | 'last_hit_at' | 'hits'> & { ttl_ms: number };

export interface CacheOptions {
  /** Hot entries kept in memory (LRU). */
  maxMemoryEntries?: number;
  /** Rows kept in SQLite; the least recently hit are dropped beyond it. */
  maxEntries?: number;
  now?: () => number;
}

export const CACHE_DEFAULTS = { maxMemoryEntries: 10_000, maxEntries: 100_000 } as const;
/** Hit counters are written in batches: this many pending, or this old, triggers a write. */
const FLUSH_PENDING = 256;
const FLUSH_AFTER_MS = 1_000;
const MAINTAIN_EVERY_PUTS = 500;

/** The stored row: `params` and `template` as JSON text. */
type Row = Omit<CacheEntry, 'params' | 'template'> & { params_json: string; template_json: string | null };

export interface PipelineCache {
  /** A live entry, from memory or SQLite; expired entries are removed and reported as missing. */
  get(tier: CacheTier, key: string): CacheEntry | undefined;
  /**
   * Stores an entry for `ttl_ms`; a TTL of 0 or less stores nothing and returns undefined. The
   * entry is served from memory at once; its row is written now, or through `defer` (a query's
   * group commit, committed before the query answers).
   */
  put(entry: NewCacheEntry, defer?: Defer): CacheEntry | undefined;
  /** Counts a hit (persisted in batches; a due batch goes through `defer` when given). */
  hit(entry: CacheEntry, defer?: Defer): void;
  delete(tier: CacheTier, key: string): void;
  /** Live entries per tier in SQLite. */
  countLive(): Record<CacheTier, number>;
  /** Writes pending hit counters, drops expired rows and enforces the row bound. */
  flush(): void;
  clear(): void;
  readonly memorySize: number;
}

/** The fingerprint and intent caches: an in-memory LRU over a SQLite table, so restarts keep them. */
export function createPipelineCache(db: Database, options: CacheOptions = {}): PipelineCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? CACHE_DEFAULTS.maxEntries;
  const memory = new Lru<string, CacheEntry>(options.maxMemoryEntries ?? CACHE_DEFAULTS.maxMemoryEntries);
  const pending = new Map<string, CacheEntry>();
  let lastFlush = now();
  let puts = 0;

  const stmt = {
    select: db.prepare<Row, { tier: string; key: string }>('SELECT * FROM cache_entries WHERE tier = $tier AND key = $key'),
    upsert: db.prepare(`INSERT OR REPLACE INTO cache_entries
      (tier, key, kind, intent_key, params_json, confidence, response_text, template_json, origin_tier,
       provider, model, input_tokens, output_tokens, cost_nusd, created_at, expires_at, last_hit_at, hits)
      VALUES ($tier, $key, $kind, $intent_key, $params_json, $confidence, $response_text, $template_json, $origin_tier,
       $provider, $model, $input_tokens, $output_tokens, $cost_nusd, $created_at, $expires_at, $last_hit_at, $hits)`),
    touch: db.prepare('UPDATE cache_entries SET hits = $hits, last_hit_at = $last_hit_at WHERE tier = $tier AND key = $key'),
    remove: db.prepare('DELETE FROM cache_entries WHERE tier = $tier AND key = $key'),
    purgeExpired: db.prepare('DELETE FROM cache_entries WHERE expires_at <= $now'),
    count: db.prepare<{ n: number }, []>('SELECT COUNT(*) AS n FROM cache_entries'),
    trim: db.prepare(
      'DELETE FROM cache_entries WHERE rowid IN (SELECT rowid FROM cache_entries ORDER BY last_hit_at LIMIT $excess)',
    ),
    live: db.prepare<{ tier: CacheTier; n: number }, { now: number }>(
      'SELECT tier, COUNT(*) AS n FROM cache_entries WHERE expires_at > $now GROUP BY tier',
    ),
  } satisfies Record<string, Statement<any, any>>;

  const memKey = (tier: string, key: string) => `${tier}\u0000${key}`;

  const writeHits = db.transaction((entries: CacheEntry[]) => {
    for (const e of entries) stmt.touch.run({ hits: e.hits, last_hit_at: e.last_hit_at, tier: e.tier, key: e.key });
  });

  let flushQueued = false;
  function flushHits(): void {
    flushQueued = false;
    if (pending.size > 0) {
      writeHits([...pending.values()]);
      pending.clear();
    }
    lastFlush = now();
  }

  function maintain(): void {
    stmt.purgeExpired.run({ now: now() });
    const excess = stmt.count.get()!.n - maxEntries;
    if (excess > 0) stmt.trim.run({ excess });
  }

  function drop(tier: CacheTier, key: string): void {
    memory.delete(memKey(tier, key));
    pending.delete(memKey(tier, key));
    stmt.remove.run({ tier, key });
  }

  return {
    get(tier, key) {
      const mk = memKey(tier, key);
      let entry = memory.get(mk);
      if (!entry) {
        const row = stmt.select.get({ tier, key });
        if (!row) return undefined;
        entry = fromRow(row);
        memory.set(mk, entry);
      }
      if (entry.expires_at <= now()) {
        drop(tier, key);
        return undefined;
      }
      return entry;
    },

    put(input, defer) {
      if (!(input.ttl_ms > 0)) return undefined;
      const t = now();
      const { ttl_ms, ...rest } = input;
      const entry: CacheEntry = { ...rest, created_at: t, expires_at: t + ttl_ms, last_hit_at: t, hits: 0 };
      const row = toRow(entry);
      const maintenanceDue = ++puts % MAINTAIN_EVERY_PUTS === 0;
      const write = () => {
        stmt.upsert.run(row);
        if (maintenanceDue) maintain();
      };
      if (defer) defer(write);
      else write();
      memory.set(memKey(entry.tier, entry.key), entry);
      pending.delete(memKey(entry.tier, entry.key));
      return entry;
    },

    hit(entry, defer) {
      entry.hits += 1;
      entry.last_hit_at = now();
      pending.set(memKey(entry.tier, entry.key), entry);
      if (!flushQueued && (pending.size >= FLUSH_PENDING || entry.last_hit_at - lastFlush >= FLUSH_AFTER_MS)) {
        // counters are written in batches either way; inside a query they ride on its group commit
        if (defer) {
          flushQueued = true;
          defer(flushHits);
        } else flushHits();
      }
    },

    delete: drop,

    countLive() {
      const counts: Record<CacheTier, number> = { fingerprint_cache: 0, intent_cache: 0 };
      for (const row of stmt.live.all({ now: now() })) counts[row.tier] = row.n;
      return counts;
    },

    flush() {
      flushHits();
      maintain();
    },

    clear() {
      pending.clear();
      memory.clear();
      db.run('DELETE FROM cache_entries');
    },

    get memorySize() {
      return memory.size;
    },
  };
}

function toRow(e: CacheEntry): Row {
  const { params, template, ...rest } = e;
  return { ...rest, params_json: JSON.stringify(params), template_json: template ? JSON.stringify(template) : null };
}

function fromRow(row: Row): CacheEntry {
  const { params_json, template_json, ...rest } = row;
  return {
    ...rest,
    params: safeParse(params_json, {}) as Record<string, unknown>,
    template: template_json ? (safeParse(template_json, null) as ChainTemplate | null) : null,
  };
}

function safeParse(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
