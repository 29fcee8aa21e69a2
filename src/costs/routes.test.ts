import { describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createErrorHandler, errorResponse } from '../server/error-handler.ts';
import { silentLogger } from '../server/log.ts';
import type { AppContext } from '../server/context.ts';
import { recordModelCall } from './record.ts';
import { costsRoutes } from './routes.ts';

function app() {
  const db = openDatabase(':memory:');
  recordModelCall(db, { provider: 'openai', model: 'gpt-4o-mini', input_tokens: 10, output_tokens: 5, cost_nusd: 4_500, latency_ms: 3 });
  const ctx: AppContext = { db, config: loadConfig({}, { version: 'test' }), log: silentLogger, now: Date.now };
  return new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silentLogger, () => errorResponse(404, 'not found')))
    .use(costsRoutes(ctx));
}

describe('GET /api/costs', () => {
  test('returns the SPEC cost summary', async () => {
    const res = await app().handle(new Request('http://localhost/api/costs'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total_llm_calls).toBe(1);
    expect(body.total_spent_usd).toBe(0.0000045);
    expect(Object.keys(body).sort()).toEqual([
      'savings_percent',
      'total_cache_hits',
      'total_input_tokens',
      'total_llm_calls',
      'total_output_tokens',
      'total_saved_usd',
      'total_spent_usd',
    ]);
  });

  test('accepts a since in milliseconds', async () => {
    const res = await app().handle(new Request(`http://localhost/api/costs?since=${Date.now() + 3_600_000}`));
    expect(res.status).toBe(200);
    expect((await res.json()).total_llm_calls).toBe(0);
  });

  for (const since of ['yesterday', '-1', '1.5']) {
    test(`rejects since=${since} with 400 {error}`, async () => {
      const res = await app().handle(new Request(`http://localhost/api/costs?since=${since}`));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toContain('since');
    });
  }

  test('serves the breakdown and validates the bucket', async () => {
    const a = app();
    const ok = await a.handle(new Request(`http://localhost/api/costs/breakdown?since=${Date.now() - 86_400_000}&bucket=hour`));
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.bucket).toBe('hour');
    expect(body.series.length).toBeGreaterThanOrEqual(24);
    expect(body.by_model).toHaveLength(1);
    expect(body.by_model[0]).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', calls: 1 });
    const bad = await a.handle(new Request('http://localhost/api/costs/breakdown?bucket=week'));
    expect(bad.status).toBe(400);
  });
});
