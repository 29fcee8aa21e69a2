import { $, $$, cleanup, deepText, mockFetch, mount, until } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import './receipts-view.ts';

const RECEIPTS = [
  {
    id: 'rc1',
    ability: 'text.transform',
    source: 'built-in',
    outcome: 'success',
    inputs: { op: 'upper', text: 'hi' },
    outputs: { text: 'HI' },
    error: null,
    started_at: 1_763_600_000_000,
    duration_ms: 0.8,
    run_id: 'run1',
    hash: 'abc123',
  },
  { id: 'rc2', ability: 'http.fetch', source: 'built-in', outcome: 'error', error: 'blocked address 10.0.0.1', created_at: '2026-11-20T10:00:00Z', duration_ms: 12 },
];

const CHAINS = [
  { chain_id: 'weather-report', name: 'Weather report', description: '', trust_level: 1, hit_count: 1, success_count: 1, created_at: '2026-11-01T00:00:00Z' },
  { chain_id: 'slugify', name: 'slugify', description: '', trust_level: 0, hit_count: 0, success_count: 0, created_at: '2026-11-01T00:00:00Z' },
];

afterEach(cleanup);

describe('svc-receipts-view', () => {
  test('lists receipts with outcome, duration and details', async () => {
    const calls = mockFetch({ 'GET /api/receipts': () => ({ status: 200, body: RECEIPTS }), 'GET /api/chains': () => ({ status: 200, body: CHAINS }) });
    const el = mount('svc-receipts-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=receipt-list]') !== null);
    expect(calls.some((c) => c.path === '/api/receipts?limit=50')).toBe(true);
    const rows = $$(el, '[data-testid=receipt]');
    expect(deepText(rows[0])).toContain('text.transform');
    expect(rows[0].querySelector('.badge')!.className).toContain('ok');
    expect(deepText(rows[0])).toContain('0.8 ms');
    expect(deepText(rows[0])).toContain('abc123');
    expect(rows[0].querySelector('time')!.getAttribute('datetime')).toBe(new Date(1_763_600_000_000).toISOString());
    expect(rows[1].querySelector('.badge')!.className).toContain('danger');
    expect(deepText(rows[1])).toContain('blocked address 10.0.0.1');
    // No chain run history is fetched until its tab is opened.
    expect(calls.some((c) => c.path.endsWith('/runs'))).toBe(false);
  });

  test('changes the number of receipts shown', async () => {
    const calls = mockFetch({ 'GET /api/receipts': () => ({ status: 200, body: RECEIPTS }), 'GET /api/chains': () => ({ status: 200, body: CHAINS }) });
    const el = mount('svc-receipts-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=receipt-list]') !== null);
    const select = $<HTMLSelectElement>(el, '#receipt-limit')!;
    select.value = '200';
    select.dispatchEvent(new Event('change'));
    await until(() => calls.some((c) => c.path === '/api/receipts?limit=200'));
  });

  test('shows the runs of every chain, then of the chosen one', async () => {
    const calls = mockFetch({
      'GET /api/receipts': () => ({ status: 200, body: [] }),
      'GET /api/chains': () => ({ status: 200, body: CHAINS }),
      'GET /api/chains/runs': () => ({
        status: 200,
        body: [
          { run_id: 'run1', chain_id: 'weather-report', trigger: 'schedule', job_id: 'j1', agent_id: null, status: 'success', params: {}, output: { summary: 'Sunny' },
            error: null, steps: [], started_at: 1_763_600_000_000, finished_at: 1_763_600_001_500, duration_ms: 1500 },
          { run_id: 'run2', chain_id: 'slugify', trigger: 'agent', agent_id: 'auditor', status: 'failed', error: 'step "slug": boom', started_at: 1_763_600_000_000, finished_at: 1_763_600_000_010 },
        ],
      }),
      'GET /api/chains/slugify/runs': () => ({ status: 200, body: [] }),
    });
    const el = mount('svc-receipts-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=empty]') !== null);
    expect($(el, '[data-state=empty]')!.textContent).toContain('No ability has run yet');
    // No chain run history is fetched until its tab is opened.
    expect(calls.some((c) => c.path.includes('/runs'))).toBe(false);
    $<HTMLButtonElement>(el, '[data-testid=tab-runs]')!.click();
    await until(() => $(el, '[data-testid=run-list]') !== null);
    expect(calls.some((c) => c.path === '/api/chains/runs?limit=50')).toBe(true);
    const [ok, failed] = $$(el, '[data-testid=run]').map((r) => deepText(r));
    expect(ok).toContain('Weather report');
    expect(ok).toContain('success');
    expect(ok).toContain('1.5 s');
    expect(ok).toContain('schedule');
    expect(failed).toContain('step "slug": boom');
    expect(failed).toContain('auditor');
    expect(failed).toContain('10 ms');
    const select = $<HTMLSelectElement>(el, '#run-chain')!;
    select.value = 'slugify';
    select.dispatchEvent(new Event('change'));
    await until(() => deepText(el).includes('This chain has not run yet'));
    expect(calls.some((c) => c.path === '/api/chains/slugify/runs?limit=50')).toBe(true);
  });

  test('shows errors for missing endpoints', async () => {
    mockFetch({ 'GET /api/chains': () => ({ status: 200, body: CHAINS }) });
    const el = mount('svc-receipts-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=error]') !== null);
    expect($(el, '[data-state=error]')!.textContent).toContain('Could not load the receipts');
    $<HTMLButtonElement>(el, '[data-testid=tab-runs]')!.click();
    await until(() => deepText(el).includes('Could not load the run history'));
  });
});
