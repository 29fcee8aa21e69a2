import { $, cleanup, deepText, mockFetch, mount, until } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { UNAUTHORIZED_EVENT } from '../api.ts';
import './confirm-view.ts';

afterEach(cleanup);

describe('svc-confirm-view', () => {
  test('shows what is being confirmed and confirms without the dashboard token', async () => {
    sessionStorage.setItem('svc.token', 'dashboard-token');
    const calls = mockFetch({
      'GET /api/auth/confirm/tok123': () => ({
        status: 200,
        body: { rule: 'confirm_payments', description: 'pay the electricity bill', expires_at: '2099-01-01T00:00:00Z', status: 'pending' },
      }),
      'POST /api/auth/confirm/tok123': () => ({ status: 200, body: { confirmed: true } }),
    });
    const el = mount('svc-confirm-view', { token: 'tok123' });
    await until(() => $(el, '[data-testid=confirm-details]') !== null);
    expect(deepText($(el, '[data-testid=confirm-details]')!)).toContain('pay the electricity bill');
    $<HTMLButtonElement>(el, '[data-testid=confirm-submit]')!.click();
    await until(() => $(el, '[data-testid=confirm-outcome]') !== null);
    expect($(el, '[data-testid=confirm-outcome]')!.dataset.outcome).toBe('confirmed');
    expect($(el, '[data-testid=confirm-submit]')).toBeNull();
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([
      ['GET', '/api/auth/confirm/tok123', null],
      ['POST', '/api/auth/confirm/tok123', null],
    ]);
  });

  test('still offers to confirm when the server has no details route', async () => {
    mockFetch({
      'GET /api/auth/confirm/tok123': () => ({ status: 405, body: { error: 'method not allowed' } }),
      'POST /api/auth/confirm/tok123': () => ({ status: 200, body: { confirmed: true } }),
    });
    const el = mount('svc-confirm-view', { token: 'tok123' });
    await until(() => $(el, '[data-testid=confirm-no-details]') !== null);
    expect($<HTMLButtonElement>(el, '[data-testid=confirm-submit]')!.disabled).toBe(false);
  });

  test('says a used or expired link is unknown, without logging the dashboard out', async () => {
    let loggedOut = false;
    window.addEventListener(UNAUTHORIZED_EVENT, () => (loggedOut = true), { once: true });
    sessionStorage.setItem('svc.token', 'dashboard-token');
    mockFetch({
      'GET /api/auth/confirm/used': () => ({ status: 401, body: { error: 'missing or invalid token' } }),
      'POST /api/auth/confirm/used': () => ({ status: 200, body: { confirmed: false } }),
    });
    const el = mount('svc-confirm-view', { token: 'used' });
    await until(() => $(el, '[data-state=error]') !== null);
    $<HTMLButtonElement>(el, '[data-testid=confirm-submit]')!.click();
    await until(() => $(el, '[data-testid=confirm-outcome]') !== null);
    expect($(el, '[data-testid=confirm-outcome]')!.dataset.outcome).toBe('failed');
    expect($(el, '[data-testid=confirm-outcome]')!.textContent).toContain('unknown, expired or already used');
    expect(loggedOut).toBe(false);
    expect(sessionStorage.getItem('svc.token')).toBe('dashboard-token');
  });

  test('warns when the details route does not know the token', async () => {
    mockFetch({ 'GET /api/auth/confirm/gone': () => ({ status: 404, body: { error: 'unknown confirmation token' } }) });
    const el = mount('svc-confirm-view', { token: 'gone' });
    await until(() => $(el, '[data-testid=confirm-details-error]') !== null);
    expect($(el, '[data-testid=confirm-details-error]')!.textContent).toContain('may have expired');
  });

  test('reports rate limiting and a refusal', async () => {
    let status = 429;
    mockFetch({
      'GET /api/auth/confirm/t': () => ({ status: 405 }),
      'POST /api/auth/confirm/t': () => (status === 429 ? { status, body: { error: 'too many attempts' } } : { status: 200, body: { confirmed: false } }),
    });
    const el = mount('svc-confirm-view', { token: 't' });
    await until(() => $(el, '[data-testid=confirm-submit]') !== null);
    $<HTMLButtonElement>(el, '[data-testid=confirm-submit]')!.click();
    await until(() => $(el, '[data-testid=confirm-outcome]')?.textContent?.includes('42 seconds') ?? false);
    status = 200;
    $<HTMLButtonElement>(el, '[data-testid=confirm-submit]')!.click();
    await until(() => $(el, '[data-testid=confirm-outcome]')?.textContent?.includes('unknown, expired or already used') ?? false);
  });
});
