import { t } from 'elysia';
import { Integer } from '../lib/schema.ts';
import { SVC_MODES, TIERS } from './types.ts';

/** Hard cap on the request field; the pipeline's own `maxQueryLength` (default 10,000) applies below it. */
export const MAX_QUERY_CHARS = 100_000;

const tierStats = t.Object({ queries: Integer(), share: t.Number(), entries: t.Optional(Integer()) });

/** Schemas of `POST /api/query` (SPEC "Query result") and `GET /api/cache/stats` (docs/pipeline.md). */
export const PipelineModel = {
  queryBody: t.Object({ query: t.String({ minLength: 1, maxLength: MAX_QUERY_CHARS }) }),
  queryResult: t.Object({
    tier: t.UnionEnum(TIERS),
    intent_key: t.String(),
    confidence: t.Number(),
    allowed: t.Boolean(),
    latency_ms: t.Number(),
    description: t.String(),
    response_text: t.String(),
    svc_mode: t.UnionEnum(SVC_MODES),
    security: t.Object({
      credentials_found: Integer(),
      injection_detected: t.Boolean(),
      injection_confidence: t.Number(),
      was_redacted: t.Boolean(),
    }),
    provider: t.Nullable(t.String()),
    model: t.Nullable(t.String()),
    cost_usd: t.Number(),
    saved_usd: t.Number(),
    warnings: t.Array(t.String()),
    confirmation: t.Optional(t.Record(t.String(), t.Unknown())),
  }),
  cacheStats: t.Object({
    hit_rate: t.Number(),
    total_entries: Integer(),
    hits: Integer(),
    misses: Integer(),
    estimated_savings_usd: t.Number(),
    by_tier: t.Object(Object.fromEntries(TIERS.map((tier) => [tier, tierStats])) as Record<(typeof TIERS)[number], typeof tierStats>),
    top_intents: t.Array(
      t.Object({ intent_key: t.String(), queries: Integer(), cache_hits: Integer(), hit_rate: t.Number() }),
    ),
    learned_examples: Integer(),
    memory_entries: Integer(),
  }),
};
