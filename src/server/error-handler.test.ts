import { describe, expect, test } from 'bun:test';
import { Elysia, t } from 'elysia';
import { createErrorHandler, errorResponse } from './error-handler.ts';
import type { Logger } from './log.ts';

const silent = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Logger;

const app = new Elysia()
  .onError(createErrorHandler(silent, () => errorResponse(404, 'not found')))
  .get('/runs', ({ query }) => query, {
    query: t.Object({ limit: t.Optional(t.Numeric({ minimum: 1, maximum: 100 })), offset: t.Optional(t.Numeric({ minimum: 0 })) }),
  })
  .post('/things', ({ body }) => body, { body: t.Object({ name: t.String() }) });

async function errorOf(path: string, init?: RequestInit): Promise<[number, string]> {
  const res = await app.handle(new Request(`http://localhost${path}`, init));
  return [res.status, ((await res.json()) as { error: string }).error];
}

describe('validation errors name the field', () => {
  test('a query number that is not a number', async () => {
    expect(await errorOf('/runs?limit=abc')).toEqual([400, 'query parameter "limit": expected a number']);
  });

  test('a query number below its minimum or above its maximum', async () => {
    expect(await errorOf('/runs?limit=0')).toEqual([400, 'query parameter "limit": expected number to be greater or equal to 1']);
    expect(await errorOf('/runs?limit=1000&offset=3')).toEqual([400, 'query parameter "limit": expected number to be less or equal to 100']);
  });

  test('a body field of the wrong type', async () => {
    const [status, message] = await errorOf('/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": 5}' });
    expect(status).toBe(400);
    expect(message).toStartWith('field "name": ');
  });

  test('valid input passes', async () => {
    const res = await app.handle(new Request('http://localhost/runs?limit=5'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ limit: 5 });
  });
});
