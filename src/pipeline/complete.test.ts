import { expect, test } from 'bun:test';
import { getCostSummary } from '../costs/index.ts';
import { openDatabase } from '../db/open.ts';
import { createCompletion, NoModelError } from './complete.ts';
import type { Provider } from './providers/types.ts';

function provider(id: string, tier: 'cheap' | 'deep', fail = false): Provider & { calls: number } {
  return {
    calls: 0,
    info: { id, kind: 'openai', base_url: 'https://api.example.com/v1', model: `${id}-model`, tier, has_api_key: true },
    price: { input_per_mtok: 1, output_per_mtok: 2 },
    async complete() {
      this.calls++;
      if (fail) throw new Error(`${id} is down`);
      return { text: `from ${id}`, model: `${id}-model`, input_tokens: 1000, output_tokens: 1000, latency_ms: 3, attempts: 1 };
    },
  };
}

test('uses the cheap provider first and records the call in the cost ledger', async () => {
  const db = openDatabase(':memory:');
  const cheap = provider('cheap', 'cheap');
  const deep = provider('deep', 'deep');
  const complete = createCompletion([deep, cheap], db);
  const result = await complete({ prompt: 'hi', signal: new AbortController().signal });
  expect(result.text).toBe('from cheap');
  expect(result.cost_usd).toBeCloseTo(0.003, 9);
  expect(deep.calls).toBe(0);
  const summary = getCostSummary(db);
  expect(summary.total_llm_calls).toBe(1);
  expect(summary.total_input_tokens).toBe(1000);
});

test('falls back to the next provider and reports every failure when all fail', async () => {
  const db = openDatabase(':memory:');
  const complete = createCompletion([provider('a', 'cheap', true), provider('b', 'deep')], db);
  expect((await complete({ prompt: 'x', signal: new AbortController().signal })).provider).toBe('b');
  const broken = createCompletion([provider('a', 'cheap', true), provider('b', 'deep', true)], db);
  await expect(broken({ prompt: 'x', signal: new AbortController().signal })).rejects.toThrow(/a is down.*b is down/);
  await expect(createCompletion([], db)({ prompt: 'x', signal: new AbortController().signal })).rejects.toThrow(NoModelError);
});
