import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../db/open.ts';
import { ForbiddenError } from '../server/errors.ts';
import { canonicalJson, createReceiptStore, receiptHash, verifyReceipt, verifyReceiptChain, type Receipt } from './receipts.ts';
import { createAbilityRegistry } from './registry.ts';
import type { Ability, AbilitySource } from './types.ts';

function ability(name: string, source: AbilitySource, overrides: Partial<Ability> = {}): Ability {
  return {
    name,
    description: `${name} from ${source}`,
    source,
    permission_tier: 0,
    input: { text: { type: 'string', required: true } },
    receipt_fields: ['length'],
    invoke: async (params) => ({ length: String(params.text).length, echo: params.text, from: source }),
    ...overrides,
  };
}

function setup(options: { redact?: (t: string) => string } = {}) {
  const db = openDatabase(':memory:');
  let clock = 1_700_000_000_000;
  let n = 0;
  const registry = createAbilityRegistry({
    db,
    dataDir: '/tmp/none',
    now: () => clock,
    newId: () => `r${++n}`,
    redact: options.redact,
  });
  return { db, registry, tick: (ms: number) => (clock += ms) };
}

describe('resolution', () => {
  test('follows built-in, plugin, subprocess, cloud order whatever the registration order', async () => {
    const { registry } = setup();
    registry.registerSource('cloud', () => [ability('x.one', 'cloud'), ability('x.cloud', 'cloud')]);
    registry.registerSource('subprocess', () => [ability('x.one', 'subprocess'), ability('x.sub', 'subprocess')]);
    registry.registerSource('plugin', () => [ability('x.one', 'plugin'), ability('x.sub', 'plugin')]);
    registry.registerSource('built-in', () => [ability('x.one', 'built-in')]);
    expect(registry.resolve('x.one').source).toBe('built-in');
    expect(registry.resolve('x.sub').source).toBe('plugin');
    expect(registry.resolve('x.cloud').source).toBe('cloud');
    expect(registry.describe().map((a) => [a.name, a.source])).toEqual([
      ['x.cloud', 'cloud'],
      ['x.one', 'built-in'],
      ['x.sub', 'plugin'],
    ]);
  });

  test('unknown names are 404 and malformed names 400', () => {
    const { registry } = setup();
    expect(() => registry.resolve('nope.nothing')).toThrow('unknown ability "nope.nothing"');
    try {
      registry.resolve('nope.nothing');
    } catch (err) {
      expect((err as { status: number }).status).toBe(404);
    }
    for (const bad of ['../etc/passwd', 'a..b', 'noDot', 'a/b.c', 'a.b c', '']) {
      expect(() => registry.resolve(bad)).toThrow();
      try {
        registry.resolve(bad);
      } catch (err) {
        expect((err as { status: number }).status).toBe(400);
      }
    }
  });

  test('providers are read on every lookup, so abilities can come and go', () => {
    const { registry } = setup();
    let plugins: Ability[] = [];
    registry.registerSource('plugin', () => plugins);
    expect(registry.has('p.hot')).toBe(false);
    plugins = [ability('p.hot', 'plugin')];
    expect(registry.has('p.hot')).toBe(true);
    const unregister = registry.registerSource('cloud', () => [ability('c.x', 'cloud')]);
    expect(registry.has('c.x')).toBe(true);
    unregister();
    expect(registry.has('c.x')).toBe(false);
  });

  test('a failing provider or an ability with a bad name does not hide the others', () => {
    const { registry } = setup();
    registry.registerSource('plugin', () => {
      throw new Error('broken plugin dir');
    });
    registry.registerSource('subprocess', () => [ability('../evil', 'subprocess'), ability('ok.one', 'subprocess')]);
    expect(registry.list().map((a) => a.name)).toEqual(['ok.one']);
  });

  test('the registered source wins over what an ability claims', () => {
    const { registry } = setup();
    registry.registerSource('cloud', () => [ability('c.claims', 'built-in')]);
    expect(registry.resolve('c.claims').source).toBe('cloud');
  });
});

describe('invoke and receipts', () => {
  test('validates params, runs the ability and stores a receipt with receipt_fields only', async () => {
    const { registry } = setup();
    registry.registerSource('built-in', () => [ability('t.len', 'built-in')]);
    const result = await registry.invoke('t.len', { text: 'hello' }, { runId: 'run1', stepId: 's1' });
    expect(result.outcome).toBe('success');
    expect(result.output).toEqual({ length: 5, echo: 'hello', from: 'built-in' });
    expect(result.receipt).toMatchObject({
      id: 'r1',
      ability: 't.len',
      source: 'built-in',
      outcome: 'success',
      inputs: { text: 'hello' },
      outputs: { length: 5 },
      error: null,
      started_at: 1_700_000_000_000,
      run_id: 'run1',
      step_id: 's1',
      agent_id: null,
      prev_hash: null,
    });
    expect(verifyReceipt(result.receipt)).toBe(true);
    expect(registry.listReceipts()).toEqual([result.receipt]);
  });

  test('rejections (unknown ability, bad params, refusal) are receipts too, never throws', async () => {
    const { registry } = setup();
    registry.registerSource('built-in', () => [ability('t.len', 'built-in')]);
    const unknown = await registry.invoke('t.nope', {});
    expect(unknown).toMatchObject({ outcome: 'rejected', status: 404, output: null });
    expect(unknown.receipt.source).toBeNull();
    const bad = await registry.invoke('t.len', { text: 'x', extra: 1 });
    expect(bad).toMatchObject({ outcome: 'rejected', status: 400 });
    expect(bad.error).toContain('unknown parameter "extra"');
    const refused = await registry.invoke('t.len', { text: 'x' }, {
      authorize: () => {
        throw new ForbiddenError('agent a may not use t.len');
      },
    });
    expect(refused).toMatchObject({ outcome: 'rejected', status: 403, error: 'agent a may not use t.len' });
    expect(registry.listReceipts().map((r) => r.outcome)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  test('an ability that throws is an error outcome with its message', async () => {
    const { registry } = setup();
    registry.registerSource('plugin', () => [
      ability('t.boom', 'plugin', {
        invoke: async () => {
          throw new Error('disk on fire');
        },
      }),
    ]);
    const result = await registry.invoke('t.boom', { text: 'x' });
    expect(result).toMatchObject({ outcome: 'error', error: 'disk on fire', output: null });
    expect(result.receipt.source).toBe('plugin');
  });

  test('a timeout aborts the ability and is recorded as such', async () => {
    const { registry } = setup();
    let aborted = false;
    registry.registerSource('built-in', () => [
      ability('t.slow', 'built-in', {
        invoke: (_p, ctx) =>
          new Promise((resolve) => {
            ctx.signal.addEventListener('abort', () => {
              aborted = true;
            });
            setTimeout(() => resolve({}), 5000);
          }),
      }),
    ]);
    const result = await registry.invoke('t.slow', { text: 'x' }, { timeoutMs: 20 });
    expect(result).toMatchObject({ outcome: 'timeout', error: 'timed out after 20 ms' });
    expect(aborted).toBe(true);
  });

  test('an ability that ignores its signal still returns on a cancelled run', async () => {
    const { registry } = setup();
    registry.registerSource('built-in', () => [ability('t.stuck', 'built-in', { invoke: () => new Promise(() => {}) })]);
    const controller = new AbortController();
    const pending = registry.invoke('t.stuck', { text: 'x' }, { signal: controller.signal });
    controller.abort(new Error('cancelled by test'));
    expect(await pending).toMatchObject({ outcome: 'error', error: 'cancelled by test' });
  });

  test('inputs, outputs and errors are redacted before they are stored', async () => {
    const { registry } = setup({ redact: (t) => t.replaceAll('sk-SECRET', '[REDACTED:api_key]') });
    registry.registerSource('built-in', () => [
      ability('t.leak', 'built-in', {
        receipt_fields: ['echo'],
        invoke: async (p) => {
          if (p.text === 'fail') throw new Error('bad key sk-SECRET');
          return { echo: `got ${p.text}` };
        },
      }),
    ]);
    const ok = await registry.invoke('t.leak', { text: 'sk-SECRET' });
    expect(ok.output).toEqual({ echo: 'got sk-SECRET' }); // the caller still gets the real output
    expect(ok.receipt.inputs).toEqual({ text: '[REDACTED:api_key]' });
    expect(ok.receipt.outputs).toEqual({ echo: 'got [REDACTED:api_key]' });
    const failed = await registry.invoke('t.leak', { text: 'fail' });
    expect(failed.receipt.error).toBe('bad key [REDACTED:api_key]');
    expect(JSON.stringify(registry.listReceipts())).not.toContain('sk-SECRET');
  });

  test('receipts form a hash chain in which any edit or deletion shows', async () => {
    const { registry, db } = setup();
    registry.registerSource('built-in', () => [ability('t.len', 'built-in')]);
    for (const text of ['a', 'bb', 'ccc', 'dddd']) await registry.invoke('t.len', { text });
    const store = createReceiptStore(db);
    const chain = () => store.listInOrder();
    expect(verifyReceiptChain(chain())).toBe(-1);
    expect(chain()[2].prev_hash).toBe(chain()[1].hash);

    db.run(`UPDATE receipts SET outputs_json = '{"length":99}' WHERE id = 'r2'`);
    expect(verifyReceiptChain(chain())).toBe(1);
    db.run(`UPDATE receipts SET outputs_json = '{"length":2}' WHERE id = 'r2'`);
    expect(verifyReceiptChain(chain())).toBe(-1);
    db.run(`DELETE FROM receipts WHERE id = 'r3'`);
    expect(verifyReceiptChain(chain())).toBe(2);
  });

  test('the receipt hash is over canonical JSON, independent of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}');
    const base: Omit<Receipt, 'hash'> = {
      id: 'x',
      ability: 'a.b',
      source: 'built-in',
      outcome: 'success',
      inputs: { a: 1, b: 2 },
      outputs: {},
      error: null,
      started_at: 1,
      duration_ms: 0,
      run_id: null,
      step_id: null,
      agent_id: null,
      prev_hash: null,
    };
    expect(receiptHash(base)).toBe(receiptHash({ ...base, inputs: { b: 2, a: 1 } }));
    expect(receiptHash(base)).not.toBe(receiptHash({ ...base, inputs: { a: 1, b: 3 } }));
  });

  test('listReceipts is newest first, honours limit and run filter', async () => {
    const { registry } = setup();
    registry.registerSource('built-in', () => [ability('t.len', 'built-in')]);
    await registry.invoke('t.len', { text: 'a' }, { runId: 'A' });
    await registry.invoke('t.len', { text: 'b' }, { runId: 'B' });
    await registry.invoke('t.len', { text: 'c' }, { runId: 'A' });
    expect(registry.listReceipts({ limit: 2 }).map((r) => r.id)).toEqual(['r3', 'r2']);
    expect(registry.listReceipts({ runId: 'A' }).map((r) => r.id)).toEqual(['r1', 'r3']);
    expect(registry.listReceipts({ limit: 10_000 })).toHaveLength(3);
  });
});

describe('sanitizing', () => {
  test('a __proto__ key in an output is kept as data in the receipt', async () => {
    const { sanitizeForRecord } = await import('./receipts.ts');
    const out = sanitizeForRecord(JSON.parse('{"__proto__": {"x": 1}, "a": "b"}'), (t) => t) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"x":1},"a":"b"}');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  test('long strings, deep nesting and long lists are bounded', async () => {
    const { sanitizeForRecord } = await import('./receipts.ts');
    const deep: Record<string, unknown> = {};
    let cur = deep;
    for (let i = 0; i < 20; i++) cur = (cur.n = {}) as Record<string, unknown>;
    const out = sanitizeForRecord({ s: 'x'.repeat(5000), list: Array(500).fill(1), deep }, (t) => t) as Record<string, unknown>;
    expect((out.s as string).length).toBeLessThan(2100);
    expect((out.list as unknown[]).length).toBe(101);
    expect(JSON.stringify(out.deep)).toContain('[nested too deep]');
  });
});
