import { t } from 'elysia';
import { Integer } from '../lib/schema.ts';

const summary = t.Object({
  total_spent_usd: t.Number(),
  total_saved_usd: t.Number(),
  savings_percent: t.Number(),
  total_llm_calls: Integer(),
  total_cache_hits: Integer(),
  total_input_tokens: Integer(),
  total_output_tokens: Integer(),
});

const sums = {
  calls: Integer(),
  cache_hits: Integer(),
  input_tokens: Integer(),
  output_tokens: Integer(),
  spent_usd: t.Number(),
  saved_usd: t.Number(),
};

/** Schemas of `/api/costs` (SPEC "Cost summary") and `/api/costs/breakdown` (docs/pipeline.md). */
export const CostsModel = {
  // `since` stays a string here: the service parses it so a bad value is a 400 with a clear message.
  summaryQuery: t.Object({ since: t.Optional(t.String()) }),
  breakdownQuery: t.Object({ since: t.Optional(t.String()), bucket: t.Optional(t.String()) }),
  summary,
  breakdown: t.Object({
    since: t.Nullable(Integer()),
    bucket: t.Union([t.Literal('hour'), t.Literal('day')]),
    summary,
    by_model: t.Array(t.Object({ provider: t.String(), model: t.String(), ...sums })),
    series: t.Array(t.Object({ bucket_start: Integer(), ...sums })),
  }),
};
