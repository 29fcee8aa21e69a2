import { $, $$, cleanup, deepText, deferred, mockFetch, mount, until, type MockResult } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import './overview-view.ts';

afterEach(cleanup);

describe('svc-overview-view', () => {
  test('shows loading, then the totals and the cost summary formatted', async () => {
    const hold = deferred<MockResult>();
    mockFetch({ 'GET /api/dashboard': () => hold.promise });
    const el = mount('svc-overview-view', { pollMs: 0 });
    await el.updateComplete;
    expect($(el, '[data-state=loading]')).not.toBeNull();
    hold.resolve({
      status: 200,
      body: {
        total_chains: 3,
        total_scheduled_jobs: 2,
        total_abilities: 1400,
        costs: { total_spent_usd: 1.5, total_saved_usd: 0.5, savings_percent: 25, total_llm_calls: 1200, total_cache_hits: 40, total_input_tokens: 5, total_output_tokens: 6 },
      },
    });
    await until(() => $(el, '[data-testid=overview-cards]') !== null);
    const text = deepText(el);
    expect(text).toContain('Abilities 1,400');
    expect(text).toContain('Spent $1.50');
    expect(text).toContain('Savings 25%');
    expect($$(el, '.card')).toHaveLength(10);
  });

  test('tolerates a missing cost summary', async () => {
    mockFetch({ 'GET /api/dashboard': () => ({ status: 200, body: { total_chains: 1 } }) });
    const el = mount('svc-overview-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=overview-cards]') !== null);
    expect(deepText(el)).toContain('Spent $0.00');
  });

  test('shows the error with a retry button', async () => {
    mockFetch({ 'GET /api/dashboard': () => ({ status: 500, body: { error: 'internal server error' } }) });
    const el = mount('svc-overview-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=error]') !== null);
    expect($(el, '[data-state=error]')!.textContent).toContain('Could not load the overview: internal server error');
    expect($(el, '[data-state=error] button')!.textContent).toBe('Retry');
  });
});
