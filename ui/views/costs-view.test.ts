import { $, $$, cleanup, deepText, deferred, mockFetch, mount, until, type MockHandler, type MockResult } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { fillSeries } from './costs-view.ts';
import './costs-view.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12, 30);

const SUMMARY = {
  total_spent_usd: 1.2345,
  total_saved_usd: 0.5,
  savings_percent: 28.8,
  total_llm_calls: 1200,
  total_cache_hits: 340,
  total_input_tokens: 1_000_000,
  total_output_tokens: 250_000,
};

const BREAKDOWN = {
  since: NOW - 7 * DAY,
  bucket: 'hour',
  summary: SUMMARY,
  by_model: [
    { provider: 'openai', model: 'gpt-4o-mini', calls: 1000, cache_hits: 300, input_tokens: 900_000, output_tokens: 200_000, spent_usd: 1, saved_usd: 0.4 },
    { provider: 'anthropic', model: 'claude-haiku', calls: 200, input_tokens: 100_000, output_tokens: 50_000, spent_usd: 0.2345, saved_usd: 0.1 },
  ],
  series: [
    { bucket_start: Date.UTC(2026, 10, 20, 10), spent_usd: 0.5, saved_usd: 0.1, calls: 10 },
    { bucket_start: Date.UTC(2026, 10, 20, 12), spent_usd: 0.7345, saved_usd: 0.4, calls: 12 },
  ],
};

afterEach(cleanup);

describe('fillSeries', () => {
  test('fills every empty bucket between the start of the range and now with zeros', () => {
    const points = fillSeries(BREAKDOWN.series, 'hour', NOW - 3 * HOUR, NOW);
    expect(points.map((p) => new Date(p.t).getUTCHours())).toEqual([9, 10, 11, 12]);
    expect(points.map((p) => p.spent)).toEqual([0, 0.5, 0, 0.7345]);
  });

  test('starts at the first bucket when the range is all time', () => {
    const points = fillSeries(BREAKDOWN.series, 'hour', null, NOW);
    expect(points).toHaveLength(3);
    expect(points[1]).toMatchObject({ spent: 0, saved: 0 });
  });

  test('aligns on the server buckets, ignores malformed points and shows one zero bucket without data', () => {
    const offset = 5 * 60_000;
    const points = fillSeries([{ bucket_start: DAY + offset, spent_usd: 1 }, { spent_usd: 3 }, 'x'], 'day', DAY + offset - 2 * DAY, DAY + offset);
    expect(points.map((p) => p.t)).toEqual([offset - DAY, offset, DAY + offset]);
    expect(fillSeries(undefined, 'day', null, NOW)).toHaveLength(1);
  });
});

describe('svc-costs-view', () => {
  function routes(extra: Record<string, MockHandler> = {}) {
    return mockFetch({
      'GET /api/costs': () => ({ status: 200, body: SUMMARY }),
      'GET /api/costs/breakdown': () => ({ status: 200, body: BREAKDOWN }),
      ...extra,
    });
  }

  test('shows the summary, the chart and the per-model table for the last 7 days', async () => {
    const calls = routes();
    const el = mount('svc-costs-view', { pollMs: 0, now: () => NOW });
    await until(() => $(el, '[data-testid=cost-cards]') !== null && $(el, '[data-testid=cost-models]') !== null);
    expect(calls.map((c) => c.path).sort()).toEqual([`/api/costs/breakdown?bucket=hour&since=${NOW - 7 * DAY}`, `/api/costs?since=${NOW - 7 * DAY}`]);
    expect($(el, '[data-testid=cost-spent]')!.textContent).toBe('$1.2345');
    expect($(el, '[data-testid=cost-savings]')!.textContent).toBe('28.8%');
    expect($(el, '[data-testid=cost-calls]')!.textContent).toBe('1,200');
    expect($(el, '[data-testid=cost-input-tokens]')!.textContent).toBe('1,000,000');
    const chart = $(el, '[data-testid=cost-chart]')!;
    expect(chart.getAttribute('aria-label')).toContain('$1.2345 spent');
    expect(chart.getAttribute('aria-label')).toContain('169 hours');
    expect($$(el, '[data-testid=cost-chart] path[data-series]')).toHaveLength(2);
    const rows = $$(el, '[data-testid=cost-models] tbody tr').map((r) => deepText(r).trim());
    expect(rows[0]).toBe('openai gpt-4o-mini 1,000 900,000 200,000 $1.00 $0.40');
    expect($(el, '[data-testid=cost-range] [aria-pressed=true]')!.textContent).toBe('7d');
  });

  test('maps the range picker to since and bucket, keeping the old data while loading', async () => {
    const hold = deferred<MockResult>();
    const calls = routes({
      'GET /api/costs': (_body, url) => (url.searchParams.get('since') === String(NOW - DAY) ? hold.promise : { status: 200, body: SUMMARY }),
    });
    const el = mount('svc-costs-view', { pollMs: 0, now: () => NOW });
    await until(() => $(el, '[data-testid=cost-cards]') !== null);
    $<HTMLButtonElement>(el, '[data-range="24h"]')!.click();
    await until(() => calls.some((c) => c.path === `/api/costs?since=${NOW - DAY}`));
    // While the new range loads, the previous figures stay instead of a loading flash.
    expect($(el, '[data-state=loading]')).toBeNull();
    expect($(el, '[data-testid=cost-spent]')!.textContent).toBe('$1.2345');
    hold.resolve({ status: 200, body: { ...SUMMARY, total_spent_usd: 0.25 } });
    await until(() => $(el, '[data-testid=cost-spent]')!.textContent === '$0.25');
    await until(() => calls.some((c) => c.path === `/api/costs/breakdown?bucket=hour&since=${NOW - DAY}`));
    $<HTMLButtonElement>(el, '[data-range="30d"]')!.click();
    await until(() => calls.some((c) => c.path === `/api/costs/breakdown?bucket=day&since=${NOW - 30 * DAY}`));
    $<HTMLButtonElement>(el, '[data-range="all"]')!.click();
    await until(() => calls.some((c) => c.path === '/api/costs'));
    await until(() => calls.some((c) => c.path === '/api/costs/breakdown?bucket=day'));
    expect($(el, '[data-range="all"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  test('says so when nothing was spent in the range', async () => {
    routes({ 'GET /api/costs/breakdown': () => ({ status: 200, body: { by_model: [], series: [] } }) });
    const el = mount('svc-costs-view', { pollMs: 0, now: () => NOW });
    await until(() => $$(el, '[data-state=empty]').length === 2);
    expect(deepText(el)).toContain('No model calls or cache savings recorded in this range.');
  });

  test('keeps the summary when the breakdown endpoint is missing', async () => {
    routes({ 'GET /api/costs/breakdown': () => ({ status: 404, body: { error: 'not found' } }) });
    const el = mount('svc-costs-view', { pollMs: 0, now: () => NOW });
    await until(() => $(el, '[data-state=error]') !== null && $(el, '[data-testid=cost-cards]') !== null);
    expect($(el, '[data-state=error]')!.textContent).toContain('cost breakdown');
  });

  test('shows the error of a rejected range', async () => {
    routes({ 'GET /api/costs': () => ({ status: 400, body: { error: 'since must be a Unix timestamp in milliseconds' } }) });
    const el = mount('svc-costs-view', { pollMs: 0, now: () => NOW });
    await until(() => deepText(el).includes('since must be a Unix timestamp'));
  });
});
