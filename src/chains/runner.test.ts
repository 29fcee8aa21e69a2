import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../db/open.ts';
import { createAbilityRegistry } from '../abilities/registry.ts';
import type { Ability, AbilityOutput } from '../abilities/types.ts';
import { parseChain } from './definition.ts';
import { CATALOG_CHAINS } from './examples.fixture.ts';
import { executeChain, retryDelayMs, type ExecuteOptions } from './runner.ts';

function deferred<T = AbilityOutput>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function testAbility(name: string, invoke: Ability['invoke']): Ability {
  return {
    name,
    description: name,
    source: 'built-in',
    permission_tier: 0,
    input: { v: { type: 'any' } },
    receipt_fields: [],
    invoke,
  };
}

function harness(abilities: Ability[]) {
  const db = openDatabase(':memory:');
  const registry = createAbilityRegistry({ db, dataDir: '/tmp/none' });
  registry.registerSource('built-in', () => abilities);
  const sleeps: number[] = [];
  const options: ExecuteOptions = {
    runId: 'run-1',
    invoke: (name, params, opts) => registry.invoke(name, params, opts),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
  return { options, sleeps, registry };
}

const echo = testAbility('t.echo', async (p) => ({ value: p.v ?? null }));

describe('executeChain', () => {
  test('runs independent steps concurrently and dependents after them', async () => {
    const gates = { a: deferred(), b: deferred() };
    const started: string[] = [];
    const { options } = harness([
      testAbility('t.wait', async (p) => {
        started.push(String(p.v));
        return gates[p.v as 'a' | 'b'].promise;
      }),
      echo,
    ]);
    const def = parseChain(`id: par
steps:
  - {id: a, ability: t.wait, params: {v: a}}
  - {id: b, ability: t.wait, params: {v: b}}
  - {id: join, ability: t.echo, params: {v: '{{a.output.r}}+{{b.output.r}}'}}
`);
    const run = executeChain(def, {}, options);
    await Bun.sleep(5);
    expect(started).toEqual(['a', 'b']); // both in flight before either finished
    gates.b.resolve({ r: 'B' });
    await Bun.sleep(5);
    expect(started).toEqual(['a', 'b']);
    gates.a.resolve({ r: 'A' });
    const result = await run;
    expect(result.status).toBe('succeeded');
    expect(result.output).toEqual({ value: 'A+B' });
    expect(result.steps.map((s) => [s.id, s.status])).toEqual([
      ['a', 'succeeded'],
      ['b', 'succeeded'],
      ['join', 'succeeded'],
    ]);
    expect(result.receipts).toHaveLength(3);
    expect(result.receipts.every((r) => r.run_id === 'run-1')).toBe(true);
  });

  test('never has more than maxParallel steps in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const { options } = harness([
      testAbility('t.slow', async () => {
        peak = Math.max(peak, ++inFlight);
        await Bun.sleep(2);
        inFlight--;
        return {};
      }),
    ]);
    const steps = Array.from({ length: 10 }, (_, i) => `  - {id: s${i}, ability: t.slow}`).join('\n');
    const result = await executeChain(parseChain(`id: many\nsteps:\n${steps}\n`), {}, { ...options, maxParallel: 3 });
    expect(result.status).toBe('succeeded');
    expect(peak).toBe(3);
  });

  test('on_failure abort cancels running and pending steps and fails the run naming the step', async () => {
    let slowAborted = false;
    const { options } = harness([
      testAbility('t.fail', async () => {
        throw new Error('exploded');
      }),
      testAbility('t.slow', (_p, ctx) => new Promise((resolve) => {
        ctx.signal.addEventListener('abort', () => {
          slowAborted = true;
          resolve({});
        });
      })),
      echo,
    ]);
    const def = parseChain(`id: abort
steps:
  - {id: slow, ability: t.slow}
  - {id: bad, ability: t.fail}
  - {id: after, ability: t.echo, depends_on: [bad]}
`);
    const result = await executeChain(def, {}, options);
    expect(result.status).toBe('failed');
    expect(result.error).toBe('step "bad" (t.fail) failed: exploded');
    expect(result.output).toBeNull();
    expect(slowAborted).toBe(true);
    expect(Object.fromEntries(result.steps.map((s) => [s.id, s.status]))).toEqual({ slow: 'cancelled', bad: 'failed', after: 'cancelled' });
  });

  test('on_failure continue lets dependents run with an empty output', async () => {
    const { options } = harness([
      testAbility('t.fail', async () => {
        throw new Error('nope');
      }),
      echo,
    ]);
    const def = parseChain(`id: cont
steps:
  - {id: bad, ability: t.fail, on_failure: continue}
  - {id: next, ability: t.echo, params: {v: 'got [{{bad.output}}] {{bad.status}}: {{bad.error}}'}}
`);
    const result = await executeChain(def, {}, options);
    expect(result.status).toBe('succeeded');
    expect(result.output).toEqual({ value: 'got [] failed: nope' });
  });

  test('retries with doubling backoff and succeeds', async () => {
    let calls = 0;
    const { options, sleeps } = harness([
      testAbility('t.flaky', async () => {
        if (++calls < 3) throw new Error(`try ${calls}`);
        return { ok: true };
      }),
    ]);
    const def = parseChain('id: r\nsteps:\n  - {id: f, ability: t.flaky, retries: 3, backoff: 100ms}\n');
    const result = await executeChain(def, {}, options);
    expect(result.status).toBe('succeeded');
    expect(result.steps[0].attempts).toBe(3);
    expect(result.steps[0].receipt_ids).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  test('on_failure retry retries three times then aborts', async () => {
    let calls = 0;
    const { options, sleeps } = harness([
      testAbility('t.down', async () => {
        calls++;
        throw new Error('service down');
      }),
    ]);
    const def = parseChain('id: r\nsteps:\n  - {id: f, ability: t.down, on_failure: retry}\n');
    const result = await executeChain(def, {}, options);
    expect(calls).toBe(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(result).toMatchObject({ status: 'failed', error: 'step "f" (t.down) failed: service down' });
  });

  test('retry delays are capped', () => {
    expect(retryDelayMs({ backoff_ms: 30_000 }, 5)).toBe(60_000);
  });

  test('a rejected invocation (unknown ability) is not retried', async () => {
    const { options, sleeps } = harness([]);
    const def = parseChain('id: r\nsteps:\n  - {id: f, ability: gmail.search, retries: 5}\n');
    const result = await executeChain(def, {}, options);
    expect(result.steps[0].attempts).toBe(1);
    expect(sleeps).toEqual([]);
    expect(result.error).toContain('unknown ability "gmail.search"');
  });

  test('when false skips the step; the output is the last step that succeeded', async () => {
    const { options } = harness([echo]);
    const def = parseChain(`id: w
params: {notify: {type: bool, default: false}}
steps:
  - {id: first, ability: t.echo, params: {v: one}}
  - {id: maybe, ability: t.echo, params: {v: two}, when: input.notify}
  - {id: last, ability: t.echo, params: {v: '{{maybe.status}}'}, when: "first.output.value == 'one'"}
`);
    const result = await executeChain(def, { notify: false }, options);
    expect(result.steps.map((s) => s.status)).toEqual(['succeeded', 'skipped', 'succeeded']);
    expect(result.output).toEqual({ value: 'skipped' });
    const withNotify = await executeChain(def, { notify: true }, options);
    expect(withNotify.steps.map((s) => s.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(withNotify.output).toEqual({ value: 'succeeded' });
  });

  test('a step past its timeout fails with a timeout receipt', async () => {
    const { options } = harness([testAbility('t.hang', () => new Promise(() => {}))]);
    const def = parseChain('id: t\nsteps:\n  - {id: h, ability: t.hang, timeout: 0.03}\n');
    const result = await executeChain(def, {}, options);
    expect(result.status).toBe('failed');
    expect(result.receipts[0].outcome).toBe('timeout');
    expect(result.error).toContain('timed out after 30 ms');
  });

  test('the chain output template shapes the result', async () => {
    const { options } = harness([echo]);
    const def = parseChain(`id: o
params: {x: string}
steps:
  - {id: a, ability: t.echo, params: {v: '{{input.x}}'}}
output: {echoed: '{{a.output.value}}', n: 1}
`);
    expect((await executeChain(def, { x: 'hi' }, options)).output).toEqual({ echoed: 'hi', n: 1 });
  });

  test('an outer signal cancels the run', async () => {
    const { options } = harness([testAbility('t.hang', () => new Promise(() => {}))]);
    const controller = new AbortController();
    const def = parseChain('id: c\nsteps:\n  - {id: h, ability: t.hang}\n  - {id: after, ability: t.hang, depends_on: [h]}\n');
    const run = executeChain(def, {}, { ...options, signal: controller.signal });
    await Bun.sleep(5);
    controller.abort();
    const result = await run;
    expect(result.status).toBe('failed');
    expect(result.error).toBe('the run was cancelled');
    expect(result.steps.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
  });

  test('a catalog chain with abilities svc lacks fails clearly at its first step, never crashes', async () => {
    const { options } = harness([]);
    const result = await executeChain(parseChain(CATALOG_CHAINS['check-bills']), {}, options);
    expect(result.status).toBe('failed');
    expect(result.error).toBe(
      'step "search-bills" (gmail.search) failed: unknown ability "gmail.search" (no built-in, plugin, subprocess or cloud ability has this name)',
    );
    expect(result.steps.map((s) => s.status)).toEqual(['failed', 'cancelled', 'cancelled']);
  });

  test('with continue steps, a catalog chain reaches its final step', async () => {
    const llm = { ...testAbility('llm.query', async (p) => ({ text: String(p.prompt) })), input: { prompt: { type: 'string', required: true } } };
    const { options } = harness([llm]);
    const def = parseChain(CATALOG_CHAINS['answer-code-question']);
    const result = await executeChain(def, { question: 'why?', repo: 'a/b' }, options);
    expect(result.status).toBe('succeeded');
    expect(result.steps.map((s) => s.status)).toEqual(['failed', 'failed', 'succeeded']);
    expect(result.output).toEqual({ text: 'Answer this question about the codebase: why?. Context - Issues: , PRs: ' });
  });

  test('an authorize hook refusal fails the step as rejected', async () => {
    const { options } = harness([echo]);
    const def = parseChain('id: a\nsteps:\n  - {id: s, ability: t.echo}\n');
    const result = await executeChain(def, {}, {
      ...options,
      authorize: (ability) => {
        throw new Error(`${ability.name} is not permitted`);
      },
    });
    expect(result.status).toBe('failed');
    expect(result.receipts[0].outcome).toBe('rejected');
    expect(result.error).toContain('t.echo is not permitted');
  });
});
