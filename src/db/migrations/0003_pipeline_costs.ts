import type { Database } from 'bun:sqlite';

/**
 * Query pipeline and cost tracking (issue 4).
 *
 * - `cache_entries`: the persisted side of the fingerprint and intent caches (the in-memory LRU is
 *   only a hot copy). Only redacted text is ever written here.
 * - `learned_examples`: (normalised query → intent, answer) pairs learned from model answers.
 * - `cost_events`: one append-only row per model call or cache hit; `cost_rollups` (hourly) and
 *   `cost_rollups_daily` keep sums per provider/model, updated in the same transaction, so
 *   `GET /api/costs` reads whole days, then whole hours, then only the events of a partial hour.
 * - `pipeline_tier_counts` / `pipeline_intent_counts`: counters behind `GET /api/cache/stats`.
 * Money is stored as integer nano-USD so sums are exact.
 */
export function up(db: Database): void {
  db.run(`CREATE TABLE cache_entries (
    tier TEXT NOT NULL,
    key TEXT NOT NULL,
    kind TEXT NOT NULL,
    intent_key TEXT NOT NULL,
    params_json TEXT NOT NULL,
    confidence REAL NOT NULL,
    response_text TEXT NOT NULL,
    template_json TEXT,
    origin_tier TEXT NOT NULL,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    input_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    cost_nusd INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    last_hit_at INTEGER NOT NULL,
    hits INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tier, key)
  ) STRICT`);
  db.run('CREATE INDEX cache_entries_expires_at ON cache_entries(expires_at)');
  db.run('CREATE INDEX cache_entries_last_hit_at ON cache_entries(last_hit_at)');

  db.run(`CREATE TABLE learned_examples (
    query_key TEXT PRIMARY KEY,
    query_norm TEXT NOT NULL,
    intent_key TEXT NOT NULL,
    confidence REAL NOT NULL,
    response_text TEXT NOT NULL,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    input_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    cost_nusd INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL,
    uses INTEGER NOT NULL DEFAULT 0
  ) STRICT`);
  db.run('CREATE INDEX learned_examples_last_used_at ON learned_examples(last_used_at)');

  db.run(`CREATE TABLE cost_events (
    id INTEGER PRIMARY KEY,
    ts INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('call', 'cache_hit')),
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    input_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    cost_nusd INTEGER NOT NULL,
    saved_nusd INTEGER NOT NULL,
    latency_ms REAL NOT NULL,
    tier TEXT NOT NULL,
    intent_key TEXT NOT NULL
  ) STRICT`);
  db.run('CREATE INDEX cost_events_ts ON cost_events(ts)');

  // the hourly and daily rollups have one shape
  for (const table of ['cost_rollups', 'cost_rollups_daily']) {
    db.run(`CREATE TABLE ${table} (
    bucket_start INTEGER NOT NULL,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    calls INTEGER NOT NULL,
    cache_hits INTEGER NOT NULL,
    input_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    spent_nusd INTEGER NOT NULL,
    saved_nusd INTEGER NOT NULL,
    PRIMARY KEY (bucket_start, provider, model)
  ) STRICT, WITHOUT ROWID`);
  }

  db.run(`CREATE TABLE pipeline_tier_counts (
    tier TEXT PRIMARY KEY,
    queries INTEGER NOT NULL
  ) STRICT`);
  db.run(`CREATE TABLE pipeline_intent_counts (
    intent_key TEXT PRIMARY KEY,
    queries INTEGER NOT NULL,
    cache_hits INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  ) STRICT`);
  db.run('CREATE INDEX pipeline_intent_counts_queries ON pipeline_intent_counts(queries)');
}
