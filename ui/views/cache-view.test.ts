import { $, $$, cleanup, deepText, deferred, mockFetch, mount, until, type MockResult } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { normalizeCacheStats } from './cache-view.ts';
import './cache-view.ts';

const STATS = {
  hit_rate: 0.75,
  total_entries: 1234,
  hits: 300,
  misses: 100,
  estimated_savings_usd: 12.5,
  by_tier: { fingerprint_cache: { queries: 200, share: 0.5, entries: 90 }, intent_cache: 100, local: 60, cheap_llm: 40 },
  top_intents: [
    { intent_key: 'check|weather', queries: 150, cache_hits: 120, hit_rate: 0.8 },
    { intent_key: 'convert|units', hits: 80 },
  ],
};

afterEach(cleanup);

describe('normalizeCacheStats', () => {
  test('derives the hit rate from hits and misses when both are given', () => {
    expect(normalizeCacheStats({ ...STATS, hit_rate: 75 }).hitRate).toBe(0.75);
  });

  test('accepts a hit rate as a fraction or as a percentage', () => {
    expect(normalizeCacheStats({ hit_rate: 0.4 }).hitRate).toBe(0.4);
    expect(normalizeCacheStats({ hit_rate: 40 }).hitRate).toBe(0.4);
  });

  test('reads tier counts given as numbers or as objects, with their shares', () => {
    const s = normalizeCacheStats({ by_tier: { local: { queries: 30, share: 0.75 }, fingerprint_cache: { count: 10, entries: 5 }, odd: 'x' } });
    expect(s.tiers).toEqual([
      { tier: 'local', count: 30, share: 0.75, entries: undefined },
      { tier: 'fingerprint_cache', count: 10, share: 0.25, entries: 5 },
      { tier: 'odd', count: 0, share: 0, entries: undefined },
    ]);
  });

  test('survives an empty or malformed body', () => {
    expect(normalizeCacheStats(null)).toEqual({ hitRate: 0, totalEntries: 0, hits: undefined, misses: undefined, savings: 0, tiers: [], topIntents: [] });
    expect(normalizeCacheStats({ top_intents: [null, { intent: 'a|b', count: 2 }] }).topIntents).toEqual([{ intent: 'a|b', hits: 2, queries: undefined }]);
  });
});

describe('svc-cache-view', () => {
  test('shows a loading state, then hit rate, entries, savings, tiers and top intents', async () => {
    const hold = deferred<MockResult>();
    mockFetch({ 'GET /api/cache/stats': () => hold.promise });
    const el = mount('svc-cache-view', { pollMs: 0 });
    await el.updateComplete;
    expect($(el, '[data-state=loading]')).not.toBeNull();
    hold.resolve({ status: 200, body: STATS });
    await until(() => $(el, '[data-testid=cache-cards]') !== null);
    expect($(el, '[data-testid=cache-hit-rate]')!.textContent).toBe('75%');
    expect($(el, '[data-testid=cache-entries]')!.textContent).toBe('1,234');
    expect($(el, '[data-testid=cache-savings]')!.textContent).toBe('$12.50');
    expect($$(el, '[data-testid=cache-tiers] tbody tr').map((r) => deepText(r).trim().split(' ')[0])).toEqual([
      'fingerprint_cache',
      'intent_cache',
      'local',
      'cheap_llm',
    ]);
    expect($(el, '[role=meter]')!.getAttribute('aria-valuenow')).toBe('0.5');
    expect(deepText($(el, '[data-testid=cache-intents]')!)).toContain('check|weather 150 120 80%');
    expect(deepText($(el, '[data-testid=cache-intents]')!)).toContain('convert|units — 80 —');
  });

  test('shows empty tiers and intents on a fresh server', async () => {
    mockFetch({ 'GET /api/cache/stats': () => ({ status: 200, body: { hit_rate: 0, total_entries: 0, estimated_savings_usd: 0, by_tier: {}, top_intents: [] } }) });
    const el = mount('svc-cache-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=cache-cards]') !== null);
    expect($$(el, '[data-state=empty]')).toHaveLength(2);
  });

  test('explains a 404 from a server without the endpoint and retries on request', async () => {
    let status = 404;
    mockFetch({ 'GET /api/cache/stats': () => (status === 404 ? { status, body: { error: 'not found' } } : { status: 200, body: STATS }) });
    const el = mount('svc-cache-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=error]') !== null);
    expect($(el, '[data-state=error]')!.textContent).toContain('HTTP 404');
    status = 200;
    $<HTMLButtonElement>(el, '[data-state=error] button')!.click();
    await until(() => $(el, '[data-testid=cache-cards]') !== null);
  });

  test('polls without dropping the data, and keeps it when a refresh fails', async () => {
    let n = 0;
    const calls = mockFetch({
      'GET /api/cache/stats': () => {
        n++;
        if (n === 3) return { status: 500, body: { error: 'internal server error' } };
        return { status: 200, body: { ...STATS, total_entries: n } };
      },
    });
    const el = mount('svc-cache-view', { pollMs: 15 });
    await until(() => $(el, '[data-testid=cache-entries]')?.textContent === '2');
    // Between polls the data stays on screen: never back to the loading state.
    expect($(el, '[data-state=loading]')).toBeNull();
    await until(() => $(el, '[data-state=stale]') !== null);
    expect($(el, '[data-testid=cache-entries]')!.textContent).toBe('2');
    await until(() => $(el, '[data-testid=cache-entries]')?.textContent === '4');
    expect($(el, '[data-state=stale]')).toBeNull();
    el.remove();
    const made = calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(calls.length).toBe(made);
  });
});
