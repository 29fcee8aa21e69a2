import type { Database } from 'bun:sqlite';
import type { Defer } from './group-commit.ts';
import type { OriginalCall } from './types.ts';

/**
 * Learned examples: when a model resolves a query the local classifier did not know, the pair
 * (normalised query signature → intent, answer) is kept. A later query with the same signature gets
 * the learned intent before the constitution gate, and the answer while it is fresh. The intent
 * mapping itself does not expire; the answer follows the TTL of its intent class.
 */
export interface LearnedExample extends OriginalCall {
  query_key: string;
  query_norm: string;
  intent_key: string;
  confidence: number;
  response_text: string;
  created_at: number;
  /** When the answer stops being replayable (the intent mapping stays). */
  expires_at: number;
  last_used_at: number;
  uses: number;
}

export type NewLearnedExample = Omit<LearnedExample, 'created_at' | 'expires_at' | 'last_used_at' | 'uses'> & {
  ttl_ms: number;
};

export interface LearnedStore {
  find(queryKey: string): LearnedExample | undefined;
  /** Writes now, or through `defer` (a query's group commit). */
  learn(example: NewLearnedExample, defer?: Defer): void;
  markUsed(queryKey: string, defer?: Defer): void;
  /** Most used first, for the classifier issue's "learned examples" and the dashboard. */
  list(limit?: number): LearnedExample[];
  count(): number;
}

export const LEARNED_MAX_ENTRIES = 50_000;
const MAINTAIN_EVERY = 500;

export function createLearnedStore(
  db: Database,
  options: { now?: () => number; maxEntries?: number } = {},
): LearnedStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? LEARNED_MAX_ENTRIES;
  let writes = 0;
  const stmt = {
    find: db.prepare<LearnedExample, { key: string }>('SELECT * FROM learned_examples WHERE query_key = $key'),
    upsert: db.prepare(`INSERT INTO learned_examples
      (query_key, query_norm, intent_key, confidence, response_text, provider, model, input_tokens, output_tokens,
       cost_nusd, created_at, expires_at, last_used_at, uses)
      VALUES ($query_key, $query_norm, $intent_key, $confidence, $response_text, $provider, $model, $input_tokens,
       $output_tokens, $cost_nusd, $created_at, $expires_at, $last_used_at, 0)
      ON CONFLICT (query_key) DO UPDATE SET intent_key = excluded.intent_key, confidence = excluded.confidence,
        response_text = excluded.response_text, provider = excluded.provider, model = excluded.model,
        input_tokens = excluded.input_tokens, output_tokens = excluded.output_tokens, cost_nusd = excluded.cost_nusd,
        expires_at = excluded.expires_at, last_used_at = excluded.last_used_at`),
    use: db.prepare('UPDATE learned_examples SET uses = uses + 1, last_used_at = $now WHERE query_key = $key'),
    list: db.prepare<LearnedExample, { limit: number }>(
      'SELECT * FROM learned_examples ORDER BY uses DESC, last_used_at DESC LIMIT $limit',
    ),
    count: db.prepare<{ n: number }, []>('SELECT COUNT(*) AS n FROM learned_examples'),
    trim: db.prepare(
      'DELETE FROM learned_examples WHERE query_key IN (SELECT query_key FROM learned_examples ORDER BY last_used_at LIMIT $excess)',
    ),
  };

  return {
    find: (queryKey) => (queryKey ? (stmt.find.get({ key: queryKey }) ?? undefined) : undefined),
    learn(example, defer) {
      if (!example.query_key) return;
      const t = now();
      const { ttl_ms, ...rest } = example;
      const row = { ...rest, created_at: t, expires_at: t + Math.max(0, ttl_ms), last_used_at: t };
      const maintenanceDue = ++writes % MAINTAIN_EVERY === 0;
      const write = () => {
        stmt.upsert.run(row);
        if (maintenanceDue) {
          const excess = stmt.count.get()!.n - maxEntries;
          if (excess > 0) stmt.trim.run({ excess });
        }
      };
      if (defer) defer(write);
      else write();
    },
    markUsed(queryKey, defer) {
      const args = { now: now(), key: queryKey };
      if (defer) defer(() => stmt.use.run(args));
      else stmt.use.run(args);
    },
    list: (limit = 100) => stmt.list.all({ limit: Math.max(1, Math.min(limit, 1000)) }),
    count: () => stmt.count.get()!.n,
  };
}

/**
 * Replays persisted examples into the intent classifier's in-memory learned store at start-up
 * (e.g. `restoreLearnedIntents(db, learnIntent)` with `learnIntent` from `src/pipeline/intent.ts`).
 * Returns how many were accepted.
 */
export function restoreLearnedIntents(
  db: Database,
  learn: (query: string, intent: { intent_key: string; params: Record<string, string>; confidence: number }) => void,
  limit = LEARNED_MAX_ENTRIES,
): number {
  const rows = db
    .query<{ query_norm: string; intent_key: string; confidence: number }, { limit: number }>(
      'SELECT query_norm, intent_key, confidence FROM learned_examples ORDER BY last_used_at LIMIT $limit',
    )
    .all({ limit });
  let accepted = 0;
  for (const row of rows) {
    try {
      learn(row.query_norm, { intent_key: row.intent_key, params: {}, confidence: row.confidence });
      accepted++;
    } catch {
      // a malformed example is skipped, not fatal
    }
  }
  return accepted;
}
