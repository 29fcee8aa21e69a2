import { Elysia } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { CostsModel } from './model.ts';
import { getCostBreakdown, getCostSummary, parseBucket, parseSince } from './service.ts';

/** `GET /api/costs` (SPEC cost summary) and `GET /api/costs/breakdown` for the dashboard chart. */
export function costsRoutes(ctx: AppContext) {
  return new Elysia({ name: 'costs.routes', prefix: '/api/costs' })
    .get('', ({ query }) => getCostSummary(ctx.db, parseSince(query.since)), {
      query: CostsModel.summaryQuery,
      response: { 200: CostsModel.summary },
      detail: { summary: 'Model spend, cache savings and tokens since a Unix ms timestamp', tags: ['costs'] },
    })
    .get(
      '/breakdown',
      ({ query }) =>
        getCostBreakdown(ctx.db, { since: parseSince(query.since), bucket: parseBucket(query.bucket) }, ctx.now),
      {
        query: CostsModel.breakdownQuery,
        response: { 200: CostsModel.breakdown },
        detail: { summary: 'Spend and savings per provider/model and per hour or day', tags: ['costs'] },
      },
    );
}
