import { $, $$, cleanup, deepText, mockFetch, mount, submit, until } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { tokenFromLink } from './confirmations-view.ts';
import './confirmations-view.ts';

const PENDING = [
  {
    id: 'c1',
    rule: 'confirm_payments',
    description: 'pay the electricity bill',
    action: { kind: 'query', query: 'pay the electricity bill' },
    created_at: '2026-11-20T10:00:00Z',
    expires_at: '2099-11-20T10:10:00Z',
    status: 'pending',
  },
  { id: 'c2', rule: { name: 'confirm_deletes' }, action: 'delete old logs', created_at: 1_763_600_000_000, expires_at: 1_763_600_600_000, status: 'pending' },
];

afterEach(cleanup);

describe('tokenFromLink', () => {
  test('takes the token from a full link, a path or a bare token', () => {
    expect(tokenFromLink('http://127.0.0.1:8919/confirm/AbC_123-xyzXYZ0123456789')).toBe('AbC_123-xyzXYZ0123456789');
    expect(tokenFromLink(' /confirm/tok%2Den/ ')).toBe('tok-en');
    expect(tokenFromLink('AbC_123-xyzXYZ0123456789')).toBe('AbC_123-xyzXYZ0123456789');
    expect(tokenFromLink('hello')).toBe('');
    expect(tokenFromLink('http://x/other/abc')).toBe('');
  });
});

describe('svc-confirmations-view', () => {
  test('lists pending confirmations with rule, what they would run and expiry', async () => {
    const calls = mockFetch({ 'GET /api/confirmations': () => ({ status: 200, body: PENDING }) });
    const el = mount('svc-confirmations-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=confirmation-list]') !== null);
    expect(calls[0].path).toBe('/api/confirmations?status=pending');
    const items = $$(el, '[data-testid=confirmation]');
    expect(items.map((i) => i.dataset.confirmationId)).toEqual(['c1', 'c2']);
    expect(deepText(items[0])).toContain('confirm_payments');
    expect(deepText(items[0])).toContain('pay the electricity bill');
    expect(deepText(items[0])).toContain('What it would run');
    expect(items[0].querySelector('time')!.getAttribute('datetime')).toBe('2026-11-20T10:00:00.000Z');
    expect(deepText(items[1])).toContain('confirm_deletes');
    expect(deepText(items[1])).toContain('delete old logs');
  });

  test('rejects a confirmation and removes it from the list', async () => {
    let pending = [...PENDING];
    const calls = mockFetch({
      'GET /api/confirmations': () => ({ status: 200, body: pending }),
      'POST /api/confirmations/c1/reject': () => {
        pending = pending.filter((c) => c.id !== 'c1');
        return { status: 200, body: { ...PENDING[0], status: 'rejected' } };
      },
    });
    const el = mount('svc-confirmations-view', { pollMs: 0 });
    await until(() => $$(el, '[data-testid=confirmation]').length === 2);
    $$(el, '[data-testid=confirmation]')[0].querySelector<HTMLButtonElement>('[data-testid=confirmation-reject]')!.click();
    await until(() => $$(el, '[data-testid=confirmation]').length === 1);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/confirmations/c1/reject')).toBe(true);
  });

  test('shows a failed rejection inline', async () => {
    mockFetch({
      'GET /api/confirmations': () => ({ status: 200, body: PENDING }),
      'POST /api/confirmations/c2/reject': () => ({ status: 409, body: { error: 'confirmation already confirmed' } }),
    });
    const el = mount('svc-confirmations-view', { pollMs: 0 });
    await until(() => $$(el, '[data-testid=confirmation]').length === 2);
    $$(el, '[data-testid=confirmation]')[1].querySelector<HTMLButtonElement>('[data-testid=confirmation-reject]')!.click();
    await until(() => $(el, '[data-testid=confirmation-error]') !== null);
    expect($(el, '[data-testid=confirmation-error]')!.textContent).toContain('already confirmed');
  });

  test('shows the empty and error states', async () => {
    mockFetch({ 'GET /api/confirmations': () => ({ status: 200, body: [] }) });
    const empty = mount('svc-confirmations-view', { pollMs: 0 });
    await until(() => $(empty, '[data-state=empty]') !== null);
    expect($(empty, '[data-state=empty]')!.textContent).toContain('Nothing is waiting');
    cleanup();
    mockFetch({});
    const failed = mount('svc-confirmations-view', { pollMs: 0 });
    await until(() => $(failed, '[data-state=error]') !== null);
    expect($(failed, '[data-state=error]')!.textContent).toContain('HTTP 404');
  });

  test('opens the confirmation page of a pasted link', async () => {
    mockFetch({ 'GET /api/confirmations': () => ({ status: 200, body: [] }) });
    const el = mount('svc-confirmations-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=empty]') !== null);
    let popped = false;
    window.addEventListener('popstate', () => (popped = true), { once: true });
    $<HTMLInputElement>(el, '#confirm-link')!.value = 'nonsense';
    submit($<HTMLFormElement>(el, '#open-link-form')!);
    await el.updateComplete;
    expect(deepText(el)).toContain('does not look like a confirmation link');
    $<HTMLInputElement>(el, '#confirm-link')!.value = 'http://127.0.0.1:8919/confirm/tok_abcdefghijklmnop';
    submit($<HTMLFormElement>(el, '#open-link-form')!);
    expect(location.pathname).toBe('/confirm/tok_abcdefghijklmnop');
    expect(popped).toBe(true);
  });
});
