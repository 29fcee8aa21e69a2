import { $, $$, cleanup, deepText, deferred, mockFetch, mount, submit, until, type MockResult } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { clearSessionState } from '../session-state.ts';
import './query-view.ts';

const RESULT = {
  tier: 'fingerprint_cache',
  intent_key: 'check|weather',
  confidence: 0.92,
  allowed: true,
  latency_ms: 0.42,
  description: 'answered from the fingerprint cache',
  response_text: 'Sunny, 21 °C',
  svc_mode: 'replay',
  security: { credentials_found: 1, injection_detected: false, injection_confidence: 0, was_redacted: true },
};

afterEach(() => {
  cleanup();
  clearSessionState();
});

function ask(el: HTMLElement, text: string): void {
  $<HTMLTextAreaElement>(el, '#query-input')!.value = text;
  submit($<HTMLFormElement>(el, '#query-form')!);
}

describe('svc-query-view', () => {
  test('starts with an empty history and no result', async () => {
    const el = mount('svc-query-view');
    await el.updateComplete;
    expect($(el, '[data-state=empty]')).not.toBeNull();
    expect($(el, '[data-testid=query-result-card]')).toBeNull();
    expect($(el, 'label[for=query-input]')?.textContent).toContain('Ask svc');
  });

  test('sends the query and shows tier, intent, confidence, verdict, latency, response and findings', async () => {
    const calls = mockFetch({ 'POST /api/query': () => ({ status: 200, body: RESULT }) });
    const el = mount('svc-query-view');
    await el.updateComplete;
    ask(el, 'weather in Paris?');
    await until(() => $(el, '[data-testid=query-result-card]') !== null);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/query', body: { query: 'weather in Paris?' } });
    expect($(el, '[data-testid=query-tier]')!.textContent).toBe('fingerprint_cache');
    expect($(el, '[data-testid=query-intent]')!.textContent).toBe('check|weather');
    expect($(el, '[data-testid=query-verdict]')!.textContent).toBe('Allowed');
    expect($(el, '[data-testid=query-response]')!.textContent).toBe('Sunny, 21 °C');
    expect($(el, '[data-testid=query-latency]')!.textContent).toContain('0.42');
    const meter = $(el, '[role=meter]')!;
    expect(meter.getAttribute('aria-valuenow')).toBe('0.92');
    expect(meter.getAttribute('aria-label')).toBe('Confidence');
    const security = deepText($(el, '[data-testid=query-security]')!);
    expect(security).toContain('1 credential found');
    expect(security).toContain('Input redacted');
    // The input is cleared for the next query and the query joins the history.
    expect($<HTMLTextAreaElement>(el, '#query-input')!.value).toBe('');
    expect($$(el, '[data-testid=query-history] li')).toHaveLength(1);
  });

  test('shows a blocked query with its matched rule and a confirmation link', async () => {
    mockFetch({
      'POST /api/query': () => ({
        status: 200,
        body: {
          ...RESULT,
          tier: 'confirmation_required',
          allowed: false,
          matched_rules: [{ name: 'confirm_payments', enforcement: 'Confirm', reason: 'money moves' }],
          confirmation: { url: 'http://127.0.0.1:8919/confirm/abc', expires_at: '2030-01-01T00:00:00Z' },
        },
      }),
    });
    const el = mount('svc-query-view');
    await el.updateComplete;
    ask(el, 'pay the bill');
    await until(() => $(el, '[data-testid=query-confirmation]') !== null);
    expect($(el, '[data-testid=query-verdict]')!.textContent).toBe('Needs confirmation');
    expect($<HTMLAnchorElement>(el, '[data-testid=query-confirmation] a')!.getAttribute('href')).toBe('http://127.0.0.1:8919/confirm/abc');
    expect(deepText(el)).toContain('confirm_payments');
  });

  test('never turns a non-web confirmation link into an anchor', async () => {
    mockFetch({
      'POST /api/query': () => ({ status: 200, body: { ...RESULT, allowed: false, confirmation: { url: 'javascript:alert(1)' } } }),
    });
    const el = mount('svc-query-view');
    await el.updateComplete;
    ask(el, 'x');
    await until(() => $(el, '[data-testid=query-confirmation]') !== null);
    expect($(el, '[data-testid=query-confirmation] a')).toBeNull();
  });

  test('disables the button while the query runs', async () => {
    const hold = deferred<MockResult>();
    mockFetch({ 'POST /api/query': () => hold.promise });
    const el = mount('svc-query-view');
    await el.updateComplete;
    ask(el, 'slow one');
    await until(() => $<HTMLButtonElement>(el, '[data-testid=query-submit]')!.disabled);
    expect($(el, '[data-testid=query-submit]')!.textContent).toContain('Running');
    hold.resolve({ status: 200, body: RESULT });
    await until(() => !$<HTMLButtonElement>(el, '[data-testid=query-submit]')!.disabled);
  });

  test('shows a failed query inline and keeps it in the history', async () => {
    mockFetch({ 'POST /api/query': () => ({ status: 400, body: { error: 'field "query": expected string' } }) });
    const el = mount('svc-query-view');
    await el.updateComplete;
    ask(el, 'oops');
    await until(() => $(el, '[data-testid=query-error]') !== null);
    expect($(el, '[data-testid=query-error]')!.textContent).toContain('expected string');
    expect($(el, '[data-testid=query-result-error]')).not.toBeNull();
  });

  test('refuses an empty query without calling the api', async () => {
    const calls = mockFetch({});
    const el = mount('svc-query-view');
    await el.updateComplete;
    ask(el, '   ');
    await el.updateComplete;
    expect(calls).toHaveLength(0);
    expect($(el, '[data-testid=query-error]')!.textContent).toContain('Type a query');
  });

  test('keeps the history across remounts and switches the shown result', async () => {
    let n = 0;
    mockFetch({ 'POST /api/query': () => ({ status: 200, body: { ...RESULT, response_text: `answer ${++n}` } }) });
    const first = mount('svc-query-view');
    await first.updateComplete;
    ask(first, 'one');
    await until(() => $(first, '[data-testid=query-response]')?.textContent === 'answer 1');
    ask(first, 'two');
    await until(() => $(first, '[data-testid=query-response]')?.textContent === 'answer 2');
    first.remove();
    const again = mount('svc-query-view');
    await again.updateComplete;
    const items = $$<HTMLButtonElement>(again, '[data-testid=query-history] button');
    expect(items.map((b) => b.querySelector('.q')!.textContent)).toEqual(['two', 'one']);
    items[1].click();
    await again.updateComplete;
    expect($(again, '[data-testid=query-response]')!.textContent).toBe('answer 1');
  });
});
