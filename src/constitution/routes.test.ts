import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Elysia } from 'elysia';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import type { AppContext } from '../server/context.ts';
import { AppError } from '../server/errors.ts';
import { silentLogger } from '../server/log.ts';
import { constitutionRoutes, type ConstitutionRouteDeps } from './routes.ts';
import { getTemplate } from './templates.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A small app mounting only these routes, with the app's error mapping (AppError, 400 for validation). */
function makeApp(options: { constitution?: string; deps?: ConstitutionRouteDeps; now?: () => number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-constitution-routes-'));
  dirs.push(dataDir);
  const db = openDatabase(':memory:');
  const ctx: AppContext = {
    db,
    config: { dataDir, constitution: options.constitution } as Config,
    log: silentLogger,
    now: options.now ?? (() => Date.UTC(2026, 0, 1)),
  };
  const app = new Elysia()
    .onError(({ code, error, set }) => {
      if (error instanceof AppError) {
        set.status = error.status;
        return { error: error.message };
      }
      if (code === 'VALIDATION' || code === 'PARSE') {
        set.status = 400;
        return { error: 'invalid request' };
      }
      set.status = 500;
      return { error: 'internal error' };
    })
    .use(constitutionRoutes(ctx, options.deps));
  return { app, db, dataDir };
}

async function call(app: { handle(r: Request): Promise<Response> }, method: string, path: string, body?: unknown) {
  const res = await app.handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

describe('GET /api/constitution', () => {
  test('returns the built-in default with its rules and the templates', async () => {
    const { app } = makeApp();
    const res = await call(app, 'GET', '/api/constitution');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('default');
    expect(res.body.rules).toEqual(getTemplate('default').rules);
    expect(res.body.templates.map((t: { name: string }) => t.name)).toEqual(['default', 'trading', 'strict', 'developer', 'household']);
  });

  test('follows SVC_CONSTITUTION', async () => {
    const { app } = makeApp({ constitution: 'trading' });
    expect((await call(app, 'GET', '/api/constitution')).body.name).toBe('trading');
  });

  test('answers 500 with the file and line when the stored file is broken', async () => {
    const { app, dataDir } = makeApp();
    writeFileSync(join(dataDir, 'constitution.yaml'), 'name: x\nrules:\n  - name: a\n    enforcement: nope\n    trigger_keywords: [x]\n');
    const res = await call(app, 'GET', '/api/constitution');
    expect(res.status).toBe(500);
    expect(res.body.error).toContain('constitution.yaml:4: rules[0] (a).enforcement');
  });
});

describe('POST /api/constitution/check', () => {
  test('returns the check result for a blocked query', async () => {
    const { app } = makeApp();
    const res = await call(app, 'POST', '/api/constitution/check', { query: 'please delete all my files' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['allowed', 'checked_at', 'enforcement', 'intent_key', 'matched_rules']);
    expect(res.body.allowed).toBe(false);
    expect(res.body.enforcement).toBe('Block');
    expect(res.body.intent_key).toBe('delete|file');
    expect(res.body.matched_rules[0].name).toBe('block_irreversible_commands');
    expect(res.body.checked_at).toBe('2026-01-01T00:00:00.000Z');
  });

  test('allows a harmless query', async () => {
    const { app } = makeApp();
    const res = await call(app, 'POST', '/api/constitution/check', { query: "what's the weather in Paris?" });
    expect(res.body).toMatchObject({ allowed: true, enforcement: 'Allow', intent_key: 'check|weather' });
  });

  test.each([
    ['an empty query', { query: '' }],
    ['a missing query', {}],
    ['a non-string query', { query: 42 }],
    ['malformed JSON', '{"query":'],
  ])('answers 400 for %s', async (_name, body) => {
    const { app } = makeApp();
    const res = await call(app, 'POST', '/api/constitution/check', body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });

  test('answers 400 for a whitespace-only query', async () => {
    const { app } = makeApp();
    const res = await call(app, 'POST', '/api/constitution/check', { query: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('query must be a non-empty string');
  });

  test('records only the redacted query text', async () => {
    const { app } = makeApp({ deps: { redact: (t) => t.replace(/sk-[a-z0-9]+/g, '[REDACTED:api_key]') } });
    await call(app, 'POST', '/api/constitution/check', { query: 'store my key sk-abc123secret' });
    const checks = await call(app, 'GET', '/api/constitution/checks');
    expect(checks.body[0].query).toBe('store my key [REDACTED:api_key]');
    expect(checks.text).not.toContain('sk-abc123secret');
  });

  test('records no query text when no redactor is wired', async () => {
    const { app } = makeApp();
    await call(app, 'POST', '/api/constitution/check', { query: 'password=hunter2' });
    const checks = await call(app, 'GET', '/api/constitution/checks');
    expect(checks.body[0].query).toBeNull();
    expect(checks.text).not.toContain('hunter2');
  });
});

describe('GET /api/constitution/checks', () => {
  test('lists recent checks newest first with a default limit of 50', async () => {
    let t = Date.UTC(2026, 0, 1);
    const { app } = makeApp({ now: () => (t += 1000), deps: { redact: (s) => s } });
    for (let i = 0; i < 55; i++) await call(app, 'POST', '/api/constitution/check', { query: `check my email ${i}` });
    const res = await call(app, 'GET', '/api/constitution/checks');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(50);
    expect(res.body[0].query).toBe('check my email 54');
    expect(res.body[0]).toMatchObject({ source: 'api', constitution: 'default', enforcement: 'Allow', allowed: true });
    const two = await call(app, 'GET', '/api/constitution/checks?limit=2');
    expect(two.body.map((c: { query: string }) => c.query)).toEqual(['check my email 54', 'check my email 53']);
  });

  test.each(['0', '501', 'abc', '1.5', '-3'])('answers 400 for limit=%s', async (limit) => {
    const { app } = makeApp();
    const res = await call(app, 'GET', `/api/constitution/checks?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });

  test('accepts the maximum limit', async () => {
    const { app } = makeApp();
    expect((await call(app, 'GET', '/api/constitution/checks?limit=500')).status).toBe(200);
  });
});
