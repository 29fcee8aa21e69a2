import { $, $$, cleanup, deepText, mockFetch, mount, submit, type, until, type MockHandler } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import './chains-view.ts';

const CHAINS = [
  {
    chain_id: 'weather-report',
    name: 'Weather report',
    description: 'Fetches and formats the weather',
    trust_level: 3,
    hit_count: 10,
    success_count: 8,
    created_at: '2026-11-01T08:00:00Z',
  },
  { chain_id: 'slugify', name: 'slugify', description: 'Slugs text', trust_level: 0, hit_count: 0, success_count: 0, created_at: '2026-11-02T08:00:00Z' },
];

/** `GET /api/chains/{id}`: the record plus declarations and steps (the list does not carry them). */
const DETAIL = {
  ...CHAINS[0],
  origin: 'builtin',
  params: { city: { type: 'string', required: true, description: 'where' }, days: { type: 'int', default: 1 } },
  steps: [
    { id: 'fetch', ability: 'http.fetch', depends_on: [], on_failure: 'abort', when: null },
    { id: 'format', ability: 'text.transform', depends_on: ['fetch'], on_failure: 'abort', when: null },
  ],
  definition: 'id: weather-report',
};

const JOBS = [
  {
    id: '6f1c2a4e-0000-4000-8000-000000000001',
    chain_id: 'weather-report',
    interval_secs: 5400,
    enabled: true,
    last_run_at: 1_763_600_000,
    last_output: '{"summary":"Sunny"}',
    run_count: 4,
    created_at: 1_763_500_000,
  },
  { id: '6f1c2a4e-0000-4000-8000-000000000002', chain_id: 'slugify', interval_secs: 30, enabled: false, last_run_at: 0, last_output: '', run_count: 0, created_at: 1_763_500_000 },
];

afterEach(cleanup);

function routes(extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/chains': () => ({ status: 200, body: CHAINS }),
    'GET /api/chains/schedule': () => ({ status: 200, body: JOBS }),
    'GET /api/chains/weather-report': () => ({ status: 200, body: DETAIL }),
    ...extra,
  });
}

async function mounted() {
  const el = mount('svc-chains-view', { pollMs: 0 });
  await until(() => $(el, '[data-testid=chain-list]') !== null && $(el, '[data-testid=schedule-jobs]') !== null);
  return el;
}

const schedules = (el: HTMLElement) => $(el, 'svc-schedules')!;

describe('svc-chains-view: chains', () => {
  test('lists chains with trust, hit and success counts', async () => {
    routes();
    const el = await mounted();
    const rows = $$(el, '[data-testid=chain-row]');
    expect(rows.map((r) => r.dataset.chainId)).toEqual(['weather-report', 'slugify']);
    const text = deepText(rows[0]);
    expect(text).toContain('Weather report');
    expect(text).toContain('weather-report');
    expect(text).toContain('80%');
  });

  test('runs a chain with typed parameters and shows its output and receipts', async () => {
    const calls = routes({
      'POST /api/chains/weather-report/run': () => ({
        status: 200,
        body: {
          run_id: 'r1',
          chain_id: 'weather-report',
          status: 'success',
          duration_ms: 42,
          output: { summary: 'Sunny' },
          error: null,
          steps: [
            { id: 'fetch', ability: 'http.fetch', status: 'success', attempts: 1, duration_ms: 30, error: null, output: {}, receipt_ids: ['rc1'] },
            { id: 'format', ability: 'text.transform', status: 'success', attempts: 1, duration_ms: 1, error: null, output: {}, receipt_ids: ['rc2'] },
          ],
          receipts: [{ id: 'rc1', step_id: 'fetch', ability: 'http.fetch', outcome: 'success', duration_ms: 30 }],
          started_at: 1_763_600_000_000,
          finished_at: 1_763_600_000_042,
        },
      }),
    });
    const el = await mounted();
    const row = $$(el, '[data-testid=chain-row]')[0];
    row.querySelector<HTMLButtonElement>('[data-testid=chain-run-toggle]')!.click();
    await until(() => $(el, 'svc-chain-run') !== null);
    const runner = $(el, 'svc-chain-run')!;
    // The parameter fields come from the chain's detail record.
    await until(() => $(runner, '#param-city') !== null);
    expect(deepText(runner)).toContain('2 steps');
    expect(row.querySelector('[data-testid=chain-run-toggle]')!.getAttribute('aria-expanded')).toBe('true');
    // The required city is checked before anything is sent.
    submit($<HTMLFormElement>(runner, '[data-testid=chain-run-form]')!);
    await until(() => $(runner, '[data-testid=chain-run-error]') !== null);
    expect($(runner, '[data-testid=chain-run-error]')!.textContent).toContain('“city” is required');
    $<HTMLInputElement>(runner, '#param-city')!.value = 'Paris';
    $<HTMLInputElement>(runner, '#param-days')!.value = '3';
    submit($<HTMLFormElement>(runner, '[data-testid=chain-run-form]')!);
    await until(() => $(runner, '[data-testid=chain-run-result]') !== null);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/chains/weather-report/run', body: { params: { city: 'Paris', days: 3 } } });
    expect($(runner, '[data-testid=chain-run-status]')!.textContent).toBe('success');
    expect(JSON.parse($(runner, '[data-testid=chain-run-output]')!.textContent!)).toEqual({ summary: 'Sunny' });
    expect($$(runner, '[data-testid=run-steps] tbody tr').map((r) => deepText(r).trim())).toEqual([
      'fetch http.fetch success 1 30 ms',
      'format text.transform success 1 1 ms',
    ]);
    expect(deepText($(runner, '[data-testid=run-receipts]')!)).toContain('http.fetch');
    // The list refreshes its counters after a run.
    await until(() => calls.filter((c) => c.path === '/api/chains').length === 2);
  });

  test('asks for JSON params when the chain detail is unavailable, and shows a failed run', async () => {
    const calls = routes({ 'POST /api/chains/slugify/run': () => ({ status: 400, body: { error: 'step "slug": text is required' } }) });
    const el = await mounted();
    $$(el, '[data-testid=chain-run-toggle]')[1].click();
    await until(() => $(el, '#run-params') !== null);
    const runner = $(el, 'svc-chain-run')!;
    $<HTMLTextAreaElement>(runner, '#run-params')!.value = '[1,2]';
    submit($<HTMLFormElement>(runner, 'form')!);
    await until(() => $(runner, '[data-testid=chain-run-error]') !== null);
    expect($(runner, '[data-testid=chain-run-error]')!.textContent).toContain('JSON object');
    $<HTMLTextAreaElement>(runner, '#run-params')!.value = '{"text": "Hello World"}';
    submit($<HTMLFormElement>(runner, 'form')!);
    await until(() => $(runner, '[data-testid=chain-run-error]')?.textContent?.includes('text is required') ?? false);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ params: { text: 'Hello World' } });
  });

  test('shows the empty and error states of the chain list', async () => {
    mockFetch({ 'GET /api/chains': () => ({ status: 200, body: [] }), 'GET /api/chains/schedule': () => ({ status: 200, body: [] }) });
    const empty = mount('svc-chains-view', { pollMs: 0 });
    await until(() => $$(empty, '[data-state=empty]').length === 2);
    expect($<HTMLButtonElement>(empty, '[data-testid=schedule-submit]')!.disabled).toBe(true);
    cleanup();
    mockFetch({ 'GET /api/chains': () => ({ status: 500, body: { error: 'internal server error' } }) });
    const failed = mount('svc-chains-view', { pollMs: 0 });
    await until(() => $$(failed, '[data-state=error]').length === 2);
    expect(deepText(failed)).toContain('internal server error (server error 500)');
    expect(deepText(failed)).toContain('Could not load the scheduled jobs');
  });
});

describe('svc-chains-view: schedules', () => {
  test('lists jobs with interval, state, runs and last output', async () => {
    routes();
    const el = await mounted();
    const rows = $$(el, '[data-testid=schedule-job]');
    expect(rows).toHaveLength(2);
    expect(deepText(rows[0])).toContain('Weather report');
    expect(deepText(rows[0])).toContain('1h 30m');
    expect(deepText(rows[0])).toContain('{"summary":"Sunny"}');
    expect(rows[0].querySelector('[data-testid=job-state]')!.textContent).toBe('enabled');
    expect(rows[1].querySelector('[data-testid=job-state]')!.textContent).toBe('disabled');
    expect(deepText(rows[1])).toContain('30s');
  });

  test('validates the interval like the api before sending anything', async () => {
    const calls = routes();
    const el = await mounted();
    const s = schedules(el);
    const interval = $<HTMLInputElement>(s, '#schedule-interval')!;
    for (const bad of ['0s', '10', '1m30h', '-5m', 'soon']) {
      type(interval, bad);
      submit($<HTMLFormElement>(s, '#schedule-form')!);
      await (s as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(interval.getAttribute('aria-invalid')).toBe('true');
      expect($(s, '[data-testid=schedule-error]')).not.toBeNull();
    }
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    type(interval, '1h30m');
    await (s as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(interval.getAttribute('aria-invalid')).toBe('false');
  });

  test('schedules a chain and refreshes the jobs', async () => {
    const calls = routes({ 'POST /api/chains/schedule': () => ({ status: 201, body: { job_id: '9b2e0f3a-1111-4111-8111-111111111111' } }) });
    const el = await mounted();
    const s = schedules(el);
    $<HTMLSelectElement>(s, '#schedule-chain')!.value = 'slugify';
    type($<HTMLInputElement>(s, '#schedule-interval')!, '10m');
    $<HTMLTextAreaElement>(s, '#schedule-params')!.value = '{"text": "Hi"}';
    submit($<HTMLFormElement>(s, '#schedule-form')!);
    await until(() => $(s, '[data-testid=schedule-created]') !== null);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/chains/schedule',
      body: { chain_id: 'slugify', interval: '10m', params: { text: 'Hi' } },
    });
    expect($(s, '[data-testid=schedule-created]')!.textContent).toContain('9b2e0f3a');
    expect(calls.filter((c) => c.path === '/api/chains/schedule' && c.method === 'GET')).toHaveLength(2);
    // the new job ran at once: the chain list (hit counters) is reloaded too
    await until(() => calls.filter((c) => c.path === '/api/chains' && c.method === 'GET').length >= 2);
  });

  test('shows the api refusal of a schedule', async () => {
    routes({ 'POST /api/chains/schedule': () => ({ status: 400, body: { error: 'params: "text" is required' } }) });
    const el = await mounted();
    const s = schedules(el);
    type($<HTMLInputElement>(s, '#schedule-interval')!, '1h');
    submit($<HTMLFormElement>(s, '#schedule-form')!);
    await until(() => $(s, '[data-testid=schedule-error]') !== null);
    expect($(s, '[data-testid=schedule-error]')!.textContent).toContain('"text" is required');
  });

  test('disables and enables jobs, with an inline error on failure', async () => {
    const jobs = JOBS.map((j) => ({ ...j }));
    const calls = mockFetch({
      'GET /api/chains': () => ({ status: 200, body: CHAINS }),
      'GET /api/chains/schedule': () => ({ status: 200, body: jobs }),
      [`DELETE /api/chains/schedule/${JOBS[0].id}`]: () => {
        jobs[0].enabled = false;
        return { status: 204 };
      },
      [`POST /api/chains/schedule/${JOBS[1].id}/enable`]: () => ({ status: 404, body: { error: 'job not found' } }),
    });
    const el = await mounted();
    const s = schedules(el);
    $<HTMLButtonElement>(s, '[data-testid=job-disable]')!.click();
    await until(() => $$(s, '[data-testid=job-state]').every((b) => b.textContent === 'disabled'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/chains/schedule/${JOBS[0].id}`)).toBe(true);
    const enable = $$(s, '[data-testid=schedule-job]')[1].querySelector<HTMLButtonElement>('[data-testid=job-enable]')!;
    enable.click();
    await until(() => $(s, '[data-testid=job-error]')?.textContent?.includes('job not found') ?? false);
  });
});
