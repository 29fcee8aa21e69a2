import { Elysia } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { AbilitiesModel } from './model.ts';
import type { AbilityRegistry } from './registry.ts';

/**
 * `GET /api/abilities` (the catalog, one entry per name in resolution order) and
 * `GET /api/receipts?limit=&run_id=` (execution receipts, newest first).
 */
export function abilitiesRoutes(_ctx: AppContext, registry: AbilityRegistry) {
  return new Elysia({ name: 'abilities.routes', prefix: '/api' })
    .get('/abilities', () => registry.describe(), {
      response: AbilitiesModel.abilityList,
      detail: { summary: 'List abilities', tags: ['abilities'] },
    })
    .get('/receipts', ({ query }) => registry.listReceipts({ limit: query.limit, runId: query.run_id }), {
      query: AbilitiesModel.receiptsQuery,
      response: AbilitiesModel.receiptList,
      detail: { summary: 'List execution receipts, newest first', tags: ['abilities'] },
    });
}
