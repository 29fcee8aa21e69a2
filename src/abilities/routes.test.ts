import { describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createErrorHandler, errorResponse } from '../server/error-handler.ts';
import { silentLogger } from '../server/log.ts';
import { createBuiltinAbilities } from './builtins/index.ts';
import { createAbilityRegistry } from './registry.ts';
import { abilitiesRoutes } from './routes.ts';

function setup() {
  const db = openDatabase(':memory:');
  const config = loadConfig({ SVC_DATA_DIR: '/tmp/svc-abilities-routes' }, { version: 'test' });
  const ctx = { db, config, log: silentLogger, now: () => Date.now() };
  const registry = createAbilityRegistry({ db, dataDir: config.dataDir });
  registry.registerSource('built-in', () => createBuiltinAbilities());
  registry.registerSource('plugin', () => [
    {
      name: 'demo.echo',
      description: 'echo',
      source: 'plugin',
      permission_tier: 1,
      input: { text: { type: 'string', required: true } },
      receipt_fields: [],
      invoke: async (p) => ({ text: p.text }),
    },
  ]);
  const app = new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silentLogger, () => errorResponse(404, 'not found')))
    .use(abilitiesRoutes(ctx, registry));
  const get = async (path: string) => {
    const res = await app.handle(new Request(`http://localhost${path}`));
    return { status: res.status, body: await res.json() };
  };
  return { registry, get };
}

describe('GET /api/abilities', () => {
  test('lists every ability with name, description, source, input and permission tier', async () => {
    const { get } = setup();
    const { status, body } = await get('/api/abilities');
    expect(status).toBe(200);
    const names = body.map((a: { name: string }) => a.name);
    expect(names).toContain('math.evaluate');
    expect(names).toContain('demo.echo');
    expect(names).toEqual([...names].sort());
    const math = body.find((a: { name: string }) => a.name === 'math.evaluate');
    expect(Object.keys(math).sort()).toEqual(['description', 'input', 'name', 'permission_tier', 'source']);
    expect(math).toMatchObject({ source: 'built-in', permission_tier: 0, input: { expression: { type: 'string', required: true } } });
    expect(body.find((a: { name: string }) => a.name === 'demo.echo').source).toBe('plugin');
  });
});

describe('GET /api/receipts', () => {
  test('returns stored receipts newest first with a limit', async () => {
    const { registry, get } = setup();
    await registry.invoke('math.evaluate', { expression: '1+1' });
    await registry.invoke('demo.echo', { text: 'x' });
    await registry.invoke('nope.nope', {});
    const all = await get('/api/receipts');
    expect(all.status).toBe(200);
    expect(all.body.map((r: { ability: string }) => r.ability)).toEqual(['nope.nope', 'demo.echo', 'math.evaluate']);
    expect(all.body[2]).toMatchObject({ outcome: 'success', outputs: { result: 2 }, source: 'built-in' });
    expect(all.body[2].hash).toMatch(/^[0-9a-f]{64}$/);
    const one = await get('/api/receipts?limit=1');
    expect(one.body).toHaveLength(1);
  });

  test('rejects a bad limit with 400 {error}', async () => {
    const { get } = setup();
    for (const q of ['limit=0', 'limit=abc', 'limit=-5']) {
      const res = await get(`/api/receipts?${q}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
