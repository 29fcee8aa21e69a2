import { t } from 'elysia';

const summary = t.Object({
  total_spent_usd: t.Number(),
  total_saved_usd: t.Number(),
  savings_percent: t.Number(),
  total_llm_calls: t.Integer(),
  total_cache_hits: t.Integer(),
  total_input_tokens: t.Integer(),
  total_output_tokens: t.Integer(),
});

const sums = {
  calls: t.Integer(),
  cache_hits: t.Integer(),
  input_tokens: t.Integer(),
  output_tokens: t.Integer(),
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
    since: t.Nullable(t.Integer()),
    bucket: t.Union([t.Literal('hour'), t.Literal('day')]),
    summary,
    by_model: t.Array(t.Object({ provider: t.String(), model: t.String(), ...sums })),
    series: t.Array(t.Object({ bucket_start: t.Integer(), ...sums })),
  }),
};
