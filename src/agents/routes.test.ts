import { afterEach, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtin } from '../abilities/builtins/core.ts';
import { until } from '../chains/fake-clock.fixture.ts';
import { createErrorHandler, errorResponse } from '../server/error-handler.ts';
import { silentLogger } from '../server/log.ts';
import { agentsRoutes } from './routes.ts';
import { agentsDir, builtinSource, installAgent } from './store.ts';
import { createHarness, type Harness } from './test-harness.fixture.ts';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

function client(harness: Harness, stopAnswerAfterMs?: number) {
  const ctx = { db: harness.db, config: harness.config, log: silentLogger, now: harness.clock.now };
  const app = new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silentLogger, (req) => errorResponse(404, `no such endpoint: ${new URL(req.url).pathname}`)))
    .use(agentsRoutes(ctx, harness.agents, { stopAnswerAfterMs }));
  return async (method: string, path: string) => {
    const res = await app.handle(new Request(`http://localhost${path}`, { method }));
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

const FIELDS = [
  'author', 'category', 'description', 'error', 'id', 'intent_filters', 'last_run_at', 'missing_abilities', 'name',
  'permissions', 'run_count', 'started_at', 'status', 'triggers', 'version',
];

describe('/api/agents', () => {
  test('lists installed agents with status, triggers and permissions', async () => {
    h = createHarness();
    const call = client(h);
    expect(await call('GET', '/api/agents')).toEqual({ status: 200, body: [] });
    installAgent(h.config.dataDir, builtinSource('cost-watcher'));
    installAgent(h.config.dataDir, builtinSource('incident-logger'));
    const { status, body } = await call('GET', '/api/agents');
    expect(status).toBe(200);
    expect(body.map((a: { id: string }) => a.id)).toEqual(['cost-watcher', 'incident-logger']);
    expect(Object.keys(body[0]).sort()).toEqual(FIELDS);
    expect(body[0]).toMatchObject({
      name: 'cost-watcher',
      version: '1.0.0',
      category: 'finance-budgeting',
      status: 'stopped',
      error: null,
      started_at: null,
      last_run_at: null,
      run_count: 0,
      permissions: ['time.now', 'costs.check', 'files.write'],
      triggers: { scheduled: [{ chain: 'check-spend', interval: '1h' }], events: [] },
      missing_abilities: [],
    });
    expect(body[1].triggers.events[0]).toEqual({ on: 'job.failed', chain: 'log-job-failure', filter: {} });
  });

  test('start and stop answer with the agent, idempotently; unknown agents are 404', async () => {
    h = createHarness();
    const call = client(h);
    installAgent(h.config.dataDir, builtinSource('workspace-housekeeper'));
    const started = await call('POST', '/api/agents/workspace-housekeeper/start');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ id: 'workspace-housekeeper', status: 'running', error: null });
    expect(started.body.started_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await call('POST', '/api/agents/workspace-housekeeper/start')).body.status).toBe('running');
    expect((await call('GET', '/api/agents/workspace-housekeeper')).body.status).toBe('running');
    expect((await call('POST', '/api/agents/workspace-housekeeper/stop')).body).toMatchObject({ status: 'stopped', started_at: null });
    expect((await call('POST', '/api/agents/workspace-housekeeper/stop')).body.status).toBe('stopped');

    for (const path of ['/api/agents/nope/start', '/api/agents/nope/stop']) {
      const res = await call('POST', path);
      expect(res).toEqual({ status: 404, body: { error: 'agent "nope" is not installed' } });
    }
    expect((await call('POST', '/api/agents/..%2Fetc/start')).status).toBe(400);
  });

  test('a stop that outlasts the answer reports stopping, and transitions in progress are 409', async () => {
    h = createHarness();
    const call = client(h, 20);
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    h.core.registry.registerSource('built-in', () => [
      builtin({ name: 'test.hold', description: 'holds', permission_tier: 0, input: {}, receipt_fields: [], invoke: async () => (await hold, {}) }),
    ]);
    installAgent(h.config.dataDir, {
      origin: 'holder',
      files: {
        'manifest.yaml': "name: holder\nversion: 1.0.0\npermissions: [test.hold]\ntriggers:\n  events:\n    - {'on': budget.exceeded, chain: main}\n",
        'chains/main.yaml': 'id: main\nsteps:\n  - {id: hold, ability: test.hold}\n',
      },
    });
    await call('POST', '/api/agents/holder/start');
    h.bus.emit('budget.exceeded', { namespace: 'costs' });
    await until(() => h.agents.busy() === 1);
    const stopping = await call('POST', '/api/agents/holder/stop');
    expect(stopping.body.status).toBe('stopping');
    const conflict = await call('POST', '/api/agents/holder/start');
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toContain('is stopping');
    release();
    await until(() => h.agents.statusOf('holder') === 'stopped');
    expect((await call('GET', '/api/agents')).body[0].status).toBe('stopped');
  });

  test('a package that no longer validates is listed in error and cannot start', async () => {
    h = createHarness();
    const call = client(h);
    installAgent(h.config.dataDir, builtinSource('cost-watcher'));
    writeFileSync(join(agentsDir(h.config.dataDir), 'cost-watcher/chains/check-spend.yaml'), 'id: check-spend\nsteps: []\n');
    const listed = (await call('GET', '/api/agents')).body[0];
    expect(listed).toMatchObject({ id: 'cost-watcher', status: 'error' });
    expect(listed.error).toContain('chains/check-spend.yaml: steps: required, a non-empty list');
    const started = await call('POST', '/api/agents/cost-watcher/start');
    expect(started.body.status).toBe('error');
  });
});
