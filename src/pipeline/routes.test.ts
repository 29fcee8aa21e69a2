import { describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createErrorHandler, errorResponse } from '../server/error-handler.ts';
import { silentLogger } from '../server/log.ts';
import type { AppContext } from '../server/context.ts';
import { pipelineRoutes } from './routes.ts';
import { createPipeline } from './service.ts';
import { fakeAnswerLocally, fakeClassify, fakeConstitution, fakeRunTemplate, fakeScan } from './test-fakes.ts';

function app() {
  const db = openDatabase(':memory:');
  const ctx: AppContext = { db, config: loadConfig({}, { version: 'test' }), log: silentLogger, now: Date.now };
  const pipeline = createPipeline({
    db,
    scan: fakeScan,
    classifyIntent: fakeClassify,
    checkConstitution: fakeConstitution,
    answerLocally: fakeAnswerLocally,
    runTemplate: fakeRunTemplate,
  });
  return new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silentLogger, () => errorResponse(404, 'not found')))
    .use(pipelineRoutes(ctx, pipeline));
}

const post = (body: unknown) =>
  new Request('http://localhost/api/query', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/query', () => {
  test('answers 200 with the SPEC query result fields', async () => {
    const res = await app().handle(post({ query: 'convert 2 km to miles' }));
    expect(res.status).toBe(200);
    const body = await res.json();
    for (const field of ['tier', 'intent_key', 'confidence', 'allowed', 'latency_ms', 'description', 'response_text', 'svc_mode', 'security']) {
      expect(body).toHaveProperty(field);
    }
    expect(body.tier).toBe('local');
    expect(body.security).toEqual({ credentials_found: 0, injection_detected: false, injection_confidence: 0, was_redacted: false });
  });

  test('answers 200 with tier no_model when no provider is configured', async () => {
    const res = await app().handle(post({ query: 'write me a poem' }));
    expect(res.status).toBe(200);
    expect((await res.json()).tier).toBe('no_model');
  });

  const bad: Array<[string, unknown]> = [
    ['a missing query', {}],
    ['an empty query', { query: '' }],
    ['a blank query', { query: '   ' }],
    ['a non-string query', { query: 42 }],
    ['malformed JSON', '{"query": '],
    ['an overlong query', { query: 'x'.repeat(20_000) }],
  ];
  for (const [name, body] of bad) {
    test(`rejects ${name} with 400 {error}`, async () => {
      const res = await app().handle(post(body));
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    });
  }

  test('does not echo a secret in the response', async () => {
    const res = await app().handle(post({ query: 'uppercase sk-abcdefghijklmnop123' }));
    const text = await res.text();
    expect(text).not.toContain('sk-abcdefghijklmnop123');
    expect(JSON.parse(text).security.was_redacted).toBe(true);
  });
});

describe('GET /api/cache/stats', () => {
  test('reports counters after some queries', async () => {
    const a = app();
    await a.handle(post({ query: 'convert 2 km to miles' }));
    await a.handle(post({ query: 'convert 2 km to miles' }));
    const res = await a.handle(new Request('http://localhost/api/cache/stats'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ hits: 1, misses: 1, hit_rate: 0.5 });
    expect(Object.keys(body.by_tier)).toContain('fingerprint_cache');
    expect(body.top_intents[0].intent_key).toBe('convert|units');
  });
});
