import { $, $$, cleanup, deepText, mockFetch, mount, submit, until } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import './constitution-view.ts';

const CONSTITUTION = {
  name: 'default',
  description: 'Sensible defaults',
  default_enforcement: 'Allow',
  rules: [
    { name: 'block_destructive', enforcement: 'Block', trigger_actions: ['delete'], trigger_targets: ['files'], trigger_keywords: ['rm -rf'], reason: 'destroys data' },
    { name: 'confirm_payments', enforcement: 'Confirm', trigger_actions: ['pay', 'buy'], trigger_targets: [], trigger_keywords: [], reason: 'moves money' },
  ],
  templates: [
    { name: 'default', description: 'Sensible defaults', rules_count: 2 },
    { name: 'trading', description: 'For trading agents', rules_count: 5 },
  ],
};

const CHECK = {
  allowed: false,
  enforcement: 'Block',
  matched_rules: [{ name: 'block_destructive', enforcement: 'Block', reason: 'destroys data' }],
  intent_key: 'delete|files',
  checked_at: '2026-11-20T10:00:00Z',
};

afterEach(cleanup);

function routes(checks: unknown[] = []) {
  return mockFetch({
    'GET /api/constitution': () => ({ status: 200, body: CONSTITUTION }),
    'GET /api/constitution/checks': () => ({ status: 200, body: checks }),
    'POST /api/constitution/check': () => ({ status: 200, body: CHECK }),
  });
}

describe('svc-constitution-view', () => {
  test('shows the active constitution and its rules with enforcement badges', async () => {
    routes();
    const el = mount('svc-constitution-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=constitution-rules]') !== null);
    expect($(el, '[data-testid=constitution-name]')!.textContent).toBe('default');
    const rows = $$(el, '[data-testid=constitution-rules] tbody tr');
    expect(rows.map((r) => r.dataset.rule)).toEqual(['block_destructive', 'confirm_payments']);
    expect(rows.map((r) => r.querySelector('[data-testid=enforcement]')!.textContent)).toEqual(['Block', 'Confirm']);
    expect(rows[0].querySelector('[data-testid=enforcement]')!.className).toContain('danger');
    expect(deepText(rows[1])).toContain('any');
  });

  test('switches to the templates and recent checks tabs, also with the arrow keys', async () => {
    const calls = routes([{ ...CHECK, id: 1, query: 'delete my files', source: 'api' }]);
    const el = mount('svc-constitution-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=constitution-rules]') !== null);
    $<HTMLButtonElement>(el, '[data-testid=tab-templates]')!.click();
    await el.updateComplete;
    expect($(el, '[data-testid=tab-templates]')!.getAttribute('aria-selected')).toBe('true');
    const templates = $$(el, '[data-testid=constitution-templates] tbody tr');
    expect(templates.map((r) => r.dataset.template)).toEqual(['default', 'trading']);
    expect(deepText(templates[0])).toContain('active');
    expect(deepText(templates[1])).not.toContain('active');
    $(el, '[role=tablist]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await el.updateComplete;
    expect($(el, '[data-testid=tab-checks]')!.getAttribute('aria-selected')).toBe('true');
    await until(() => $(el, '[data-testid=constitution-checks]') !== null);
    expect(deepText($(el, '[data-testid=constitution-checks]')!)).toContain('delete my files');
    expect(calls.some((c) => c.path === '/api/constitution/checks?limit=50')).toBe(true);
  });

  test('checks a query and refreshes the recent checks', async () => {
    const calls = routes();
    const el = mount('svc-constitution-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=constitution-rules]') !== null);
    $<HTMLInputElement>(el, '#check-input')!.value = 'delete all my files';
    submit($<HTMLFormElement>(el, '#check-form')!);
    await until(() => $(el, '[data-testid=check-result]') !== null);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/constitution/check', body: { query: 'delete all my files' } });
    const result = $(el, '[data-testid=check-result]')!;
    expect(result.querySelector('[data-testid=check-allowed]')!.textContent).toBe('Not allowed');
    expect(deepText(result)).toContain('delete|files');
    expect(deepText(result)).toContain('block_destructive');
    await until(() => calls.filter((c) => c.path.startsWith('/api/constitution/checks')).length === 2);
  });

  test('shows empty rules and an empty check history', async () => {
    mockFetch({
      'GET /api/constitution': () => ({ status: 200, body: { name: 'open', rules: [], templates: [] } }),
      'GET /api/constitution/checks': () => ({ status: 200, body: [] }),
    });
    const el = mount('svc-constitution-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=empty]') !== null);
    expect($(el, '[data-state=empty]')!.textContent).toContain('no rules');
    $<HTMLButtonElement>(el, '[data-testid=tab-checks]')!.click();
    await until(() => deepText(el).includes('No checks recorded yet'));
  });

  test('shows an error state for a missing checks endpoint and an inline error for a failed check', async () => {
    mockFetch({
      'GET /api/constitution': () => ({ status: 200, body: CONSTITUTION }),
      'POST /api/constitution/check': () => ({ status: 400, body: { error: 'field "query": expected string' } }),
    });
    const el = mount('svc-constitution-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=constitution-rules]') !== null);
    $<HTMLButtonElement>(el, '[data-testid=tab-checks]')!.click();
    await until(() => $(el, '[data-state=error]') !== null);
    expect($(el, '[data-state=error]')!.textContent).toContain('recent checks');
    $<HTMLInputElement>(el, '#check-input')!.value = 'x';
    submit($<HTMLFormElement>(el, '#check-form')!);
    await until(() => $(el, '[data-testid=check-error]') !== null);
    expect($(el, '[data-testid=check-error]')!.textContent).toContain('expected string');
  });
});
