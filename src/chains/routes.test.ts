import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltinAbilities } from '../abilities/builtins/index.ts';
import { createAbilityRegistry } from '../abilities/registry.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createErrorHandler, errorResponse } from '../server/error-handler.ts';
import { silentLogger } from '../server/log.ts';
import { chainsRoutes } from './routes.ts';
import { createChainsService } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-chain-routes-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function setup() {
  const db = openDatabase(':memory:');
  const config = loadConfig({ SVC_DATA_DIR: dataDir }, { version: 'test' });
  const ctx = { db, config, log: silentLogger, now: () => Date.now() };
  const registry = createAbilityRegistry({ db, dataDir, redact: (t) => t.replaceAll('hunter2', '[REDACTED:password]') });
  const builtins = createBuiltinAbilities();
  registry.registerSource('built-in', () => builtins);
  const chains = createChainsService({ db, dataDir, registry, redact: (t) => t.replaceAll('hunter2', '[REDACTED:password]') });
  let reschedules = 0;
  const app = new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silentLogger, (req) => errorResponse(404, `no such endpoint: ${new URL(req.url).pathname}`)))
    .use(chainsRoutes(ctx, { chains, scheduler: { reschedule: () => void reschedules++ } }));
  const call = async (method: string, path: string, body?: unknown) => {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    const res = await app.handle(new Request(`http://localhost${path}`, init));
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return { call, chains, reschedules: () => reschedules };
}

describe('GET /api/chains', () => {
  test('returns the spec records exactly', async () => {
    const { call } = setup();
    const { status, body } = await call('GET', '/api/chains');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(7);
    for (const record of body) {
      expect(Object.keys(record).sort()).toEqual(['chain_id', 'created_at', 'description', 'hit_count', 'name', 'success_count', 'trust_level']);
      expect(record.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Number.isInteger(record.trust_level)).toBe(true);
    }
  });

  test('GET /api/chains/{id} describes params and steps', async () => {
    const { call } = setup();
    const { status, body } = await call('GET', '/api/chains/file-checksum');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      chain_id: 'file-checksum',
      origin: 'built-in',
      params: { path: { type: 'filepath', required: true }, algorithm: { type: 'string', default: 'sha256' } },
    });
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual(['read', 'hash', 'save']);
    expect((await call('GET', '/api/chains/nope')).status).toBe(404);
  });
});

describe('POST /api/chains/{id}/run', () => {
  test('runs the chain and returns its output and receipts; the counters move', async () => {
    const { call } = setup();
    mkdirSync(join(dataDir, 'workspace'));
    writeFileSync(join(dataDir, 'workspace/doc.txt'), 'one two three\n');
    const { status, body } = await call('POST', '/api/chains/text-stats/run', { params: { path: 'doc.txt' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ chain_id: 'text-stats', status: 'succeeded', error: null, output: { words: 3, lines: 1 } });
    expect(body.run_id).toMatch(UUID);
    expect(body.receipts.map((r: { ability: string }) => r.ability)).toEqual(['files.read', 'text.count']);
    expect(body.steps.map((s: { status: string }) => s.status)).toEqual(['succeeded', 'succeeded']);
    const record = (await call('GET', '/api/chains')).body.find((c: { chain_id: string }) => c.chain_id === 'text-stats');
    expect(record).toMatchObject({ hit_count: 1, success_count: 1 });
  });

  test('a failing run is a 200 with status failed and the step named', async () => {
    const { call } = setup();
    const { status, body } = await call('POST', '/api/chains/text-stats/run', { params: { path: 'missing.txt' } });
    expect(status).toBe(200);
    expect(body.status).toBe('failed');
    expect(body.error).toContain('step "read" (files.read) failed');
  });

  test('rejects bad params with 400 and unknown chains with 404', async () => {
    const { call } = setup();
    expect(await call('POST', '/api/chains/text-stats/run', { params: {} })).toEqual({
      status: 400,
      body: { error: 'chain text-stats: missing required parameter "path"' },
    });
    expect((await call('POST', '/api/chains/text-stats/run', { params: { path: 'a', bogus: 1 } })).status).toBe(400);
    expect((await call('POST', '/api/chains/text-stats/run', { params: 'x' })).status).toBe(400);
    expect((await call('POST', '/api/chains/text-stats/run', '{not json')).status).toBe(400);
    expect((await call('POST', '/api/chains/nope/run', {})).status).toBe(404);
  });

  test('a run without a body uses the defaults', async () => {
    const { call } = setup();
    const { status, body } = await call('POST', '/api/chains/workspace-heartbeat/run');
    expect(status).toBe(200);
    expect(body.status).toBe('succeeded');
  });

  test('run history lists runs newest first, with params redacted', async () => {
    const { call } = setup();
    await call('POST', '/api/chains/note-append/run', { params: { text: 'first' } });
    await call('POST', '/api/chains/note-append/run', { params: { text: 'password hunter2' } });
    const { status, body } = await call('GET', '/api/chains/note-append/runs?limit=10');
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ trigger: 'api', status: 'succeeded', params: { text: 'password [REDACTED:password]' } });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect((await call('GET', '/api/chains/runs')).body.length).toBe(2);
    expect((await call('GET', '/api/chains/nope/runs')).status).toBe(404);
  });
});

describe('/api/chains/schedule', () => {
  test('creates a job (201, UUID) and lists it with exactly the spec fields', async () => {
    const { call, reschedules } = setup();
    const created = await call('POST', '/api/chains/schedule', { chain_id: 'workspace-heartbeat', interval: '1h30m', params: { message: 'hi' } });
    expect(created.status).toBe(201);
    expect(created.body.job_id).toMatch(UUID);
    expect(reschedules()).toBe(1);
    const { status, body } = await call('GET', '/api/chains/schedule');
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0]).sort()).toEqual(['chain_id', 'created_at', 'enabled', 'id', 'interval_secs', 'last_output', 'last_run_at', 'run_count']);
    expect(body[0]).toMatchObject({ id: created.body.job_id, chain_id: 'workspace-heartbeat', interval_secs: 5400, enabled: true, run_count: 0, last_run_at: 0, last_output: '' });
    expect(Math.abs(body[0].created_at - Date.now() / 1000)).toBeLessThan(5);
  });

  test.each([
    [{ chain_id: 'workspace-heartbeat', interval: '0s', params: {} }, 400, 'at least 1s'],
    [{ chain_id: 'workspace-heartbeat', interval: '-5m', params: {} }, 400, 'invalid interval'],
    [{ chain_id: 'workspace-heartbeat', interval: 'soon', params: {} }, 400, 'invalid interval'],
    [{ chain_id: 'workspace-heartbeat', interval: '', params: {} }, 400, ''],
    [{ chain_id: 'workspace-heartbeat', interval: 30, params: {} }, 400, ''],
    [{ chain_id: 'workspace-heartbeat', params: {} }, 400, ''],
    [{ chain_id: 'nope', interval: '10m', params: {} }, 404, 'unknown chain "nope"'],
    [{ chain_id: 'workspace-heartbeat', interval: '10m', params: { bogus: 1 } }, 400, 'unknown parameter "bogus"'],
    [{ chain_id: 'text-stats', interval: '10m', params: {} }, 400, 'missing required parameter "path"'],
    [{ chain_id: 'workspace-heartbeat', interval: '10m', params: [] }, 400, ''],
  ])('rejects %p with %p', async (body, status, message) => {
    const { call } = setup();
    const res = await call('POST', '/api/chains/schedule', body);
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error).toContain(message);
    expect((await call('GET', '/api/chains/schedule')).body).toEqual([]);
  });

  test('DELETE disables (204, no body), is idempotent, 404 when unknown; enable resumes', async () => {
    const { call } = setup();
    const { body: created } = await call('POST', '/api/chains/schedule', { chain_id: 'workspace-heartbeat', interval: '10m', params: {} });
    const del = await call('DELETE', `/api/chains/schedule/${created.job_id}`);
    expect(del).toEqual({ status: 204, body: null });
    expect((await call('GET', '/api/chains/schedule')).body[0].enabled).toBe(false);
    expect((await call('DELETE', `/api/chains/schedule/${created.job_id}`)).status).toBe(204);
    expect((await call('DELETE', '/api/chains/schedule/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    const enabled = await call('POST', `/api/chains/schedule/${created.job_id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ id: created.job_id, enabled: true });
    expect((await call('POST', '/api/chains/schedule/unknown/enable')).status).toBe(404);
  });

  test('"schedule" and "runs" are never read as chain ids', async () => {
    const { call } = setup();
    expect(Array.isArray((await call('GET', '/api/chains/schedule')).body)).toBe(true);
    expect((await call('POST', '/api/chains/schedule/run', {})).status).toBe(404);
    expect(Array.isArray((await call('GET', '/api/chains/runs')).body)).toBe(true);
  });
});
