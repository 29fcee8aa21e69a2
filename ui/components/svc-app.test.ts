import { $, mockFetch, submit, until } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import './svc-app.ts';
import type { SvcApp } from './svc-app.ts';
import { addQueryHistory, queryHistory } from '../session-state.ts';

const OVERVIEW = {
  total_chains: 3,
  total_scheduled_jobs: 2,
  total_abilities: 14,
  costs: {
    total_spent_usd: 1.5,
    total_saved_usd: 0.5,
    savings_percent: 25,
    total_llm_calls: 1200,
    total_cache_hits: 40,
    total_input_tokens: 1,
    total_output_tokens: 2,
  },
};

function mount(): SvcApp {
  const el = document.createElement('svc-app');
  document.body.appendChild(el);
  return el;
}

const shadowText = (el: Element): string => {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    const root = (node as Element).shadowRoot;
    if (root) root.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  walk(el);
  return parts.join(' ').replace(/\s+/g, ' ');
};

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('svc-app', () => {
  test('is defined and shows the login form without a token', async () => {
    expect(customElements.get('svc-app')).toBeDefined();
    const el = mount();
    await el.updateComplete;
    const login = el.shadowRoot!.querySelector('svc-login-view')!;
    await login.updateComplete;
    expect(login.shadowRoot!.querySelector('input[type=password]')).not.toBeNull();
  });

  test('logs in, stores the token in sessionStorage and shows the overview', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': (body) =>
        (body as { password: string }).password === 'pw' ? { status: 200, body: { token: 'tok' } } : { status: 401, body: { error: 'invalid password' } },
      'GET /api/dashboard': () => ({ status: 200, body: OVERVIEW }),
    });
    const el = mount();
    await el.updateComplete;
    const login = el.shadowRoot!.querySelector('svc-login-view')!;
    await login.updateComplete;
    login.shadowRoot!.querySelector<HTMLInputElement>('#password')!.value = 'pw';
    login.shadowRoot!.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => el.shadowRoot!.querySelector('svc-overview-view') !== null);
    expect(sessionStorage.getItem('svc.token')).toBe('tok');
    await until(() => shadowText(el).includes('Abilities'));
    expect(shadowText(el)).toContain('14');
    expect(calls.find((c) => c.path === '/api/dashboard')?.auth).toBe('Bearer tok');
  });

  test('shows the invalid password and rate-limit messages', async () => {
    let status = 401;
    mockFetch({ 'POST /api/auth/login': () => ({ status, body: { error: 'x' } }) });
    const el = mount();
    await el.updateComplete;
    const login = el.shadowRoot!.querySelector('svc-login-view')!;
    await login.updateComplete;
    const submit = () => login.shadowRoot!.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    submit();
    await until(() => shadowText(login).includes('Invalid password'));
    status = 429;
    submit();
    await until(() => shadowText(login).includes('Too many attempts'));
    expect(shadowText(login)).toContain('42');
  });

  test('returns to login when the api answers 401', async () => {
    sessionStorage.setItem('svc.token', 'stale');
    mockFetch({ 'GET /api/dashboard': () => ({ status: 401, body: { error: 'missing or invalid token' } }) });
    const el = mount();
    await until(() => el.shadowRoot!.querySelector('svc-login-view') !== null);
    expect(sessionStorage.getItem('svc.token')).toBeNull();
  });

  test('navigates between views and marks the current one', async () => {
    sessionStorage.setItem('svc.token', 'tok');
    mockFetch({ 'GET /api/dashboard': () => ({ status: 200, body: OVERVIEW }) });
    const el = mount();
    await el.updateComplete;
    const link = [...el.shadowRoot!.querySelectorAll('nav a')].find((a) => a.textContent?.trim() === 'Costs') as HTMLAnchorElement;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await el.updateComplete;
    expect(location.pathname).toBe('/costs');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  test('logs out: calls the api, forgets the token and shows login', async () => {
    sessionStorage.setItem('svc.token', 'tok');
    const calls = mockFetch({
      'GET /api/dashboard': () => ({ status: 200, body: OVERVIEW }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const el = mount();
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.logout')!.click();
    await until(() => el.shadowRoot!.querySelector('svc-login-view') !== null);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    expect(sessionStorage.getItem('svc.token')).toBeNull();
  });

  test('shows the public confirmation page without a session', async () => {
    history.replaceState(null, '', '/confirm/tok-1');
    const calls = mockFetch({
      'GET /api/auth/confirm/tok-1': () => ({ status: 405 }),
      'POST /api/auth/confirm/tok-1': () => ({ status: 200, body: { confirmed: true } }),
    });
    const el = mount();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svc-login-view')).toBeNull();
    const page = el.shadowRoot!.querySelector('svc-confirm-view')!;
    expect(page.token).toBe('tok-1');
    await until(() => $(page, '[data-testid=confirm-submit]') !== null);
    $<HTMLButtonElement>(page, '[data-testid=confirm-submit]')!.click();
    await until(() => $(page, '[data-testid=confirm-outcome]') !== null);
    expect(calls.every((c) => c.auth === null)).toBe(true);
  });

  test('opens the view of a deep link, ignoring a trailing slash', async () => {
    sessionStorage.setItem('svc.token', 'tok');
    history.replaceState(null, '', '/agents/');
    mockFetch({ 'GET /api/agents': () => ({ status: 200, body: [] }) });
    const el = mount();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svc-agents-view')).not.toBeNull();
    expect(el.shadowRoot!.querySelector('[data-testid=nav-agents]')!.getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Agents · svc');
  });

  test('every navigation item renders a real view', async () => {
    sessionStorage.setItem('svc.token', 'tok');
    mockFetch({});
    const el = mount();
    await el.updateComplete;
    const links = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('nav a')];
    expect(links.length).toBe(11);
    for (const link of links) {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      await el.updateComplete;
      const view = el.shadowRoot!.querySelector('main')!.firstElementChild!;
      expect(view.tagName.toLowerCase()).toMatch(/^svc-[a-z]+-view$/);
      expect(customElements.get(view.tagName.toLowerCase())).toBeDefined();
    }
  });

  test('toggles the navigation menu for narrow screens', async () => {
    sessionStorage.setItem('svc.token', 'tok');
    mockFetch({ 'GET /api/dashboard': () => ({ status: 200, body: OVERVIEW }) });
    const el = mount();
    await el.updateComplete;
    const menu = el.shadowRoot!.querySelector<HTMLButtonElement>('.menu')!;
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    menu.click();
    await el.updateComplete;
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(el.shadowRoot!.querySelector('nav')!.classList.contains('open')).toBe(true);
    el.shadowRoot!.querySelector<HTMLAnchorElement>('[data-testid=nav-cache]')!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
    );
    await el.updateComplete;
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  test('forgets the session query history on logout and on session expiry', async () => {
    sessionStorage.setItem('svc.token', 'tok');
    mockFetch({
      'GET /api/dashboard': () => ({ status: 200, body: OVERVIEW }),
      'POST /api/auth/logout': () => ({ status: 204 }),
      'POST /api/query': () => ({ status: 401, body: { error: 'session expired' } }),
    });
    addQueryHistory({ query: 'secret thing', at: Date.now() });
    const el = mount();
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.logout')!.click();
    await until(() => el.shadowRoot!.querySelector('svc-login-view') !== null);
    expect(queryHistory()).toHaveLength(0);
    // Session expiry: a view's request answers 401 and the shell returns to login.
    sessionStorage.setItem('svc.token', 'tok2');
    el.remove();
    history.replaceState(null, '', '/query');
    const again = mount();
    await again.updateComplete;
    addQueryHistory({ query: 'another', at: Date.now() });
    const view = again.shadowRoot!.querySelector('svc-query-view')!;
    await view.updateComplete;
    $<HTMLTextAreaElement>(view, '#query-input')!.value = 'hello';
    submit($<HTMLFormElement>(view, '#query-form')!);
    await until(() => again.shadowRoot!.querySelector('svc-login-view') !== null);
    expect(queryHistory()).toHaveLength(0);
    expect(sessionStorage.getItem('svc.token')).toBeNull();
  });
});
