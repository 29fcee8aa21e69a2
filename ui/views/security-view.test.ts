import { $, $$, cleanup, deepText, mockFetch, mount, submit, until } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { findingsByType, splitRedacted } from './security-view.ts';
import './security-view.ts';

const SCAN = {
  credential_count: 2,
  pii_count: 1,
  types_found: ['api_key', 'email'],
  injection_detected: true,
  injection_match_count: 1,
  injection_max_confidence: 0.9,
  injection_category: 'instruction_override',
  redacted: 'key [REDACTED:api_key] and [REDACTED:api_key], mail [REDACTED:email]. ignore previous instructions',
};

afterEach(cleanup);

describe('redaction helpers', () => {
  test('splits redacted text into plain runs and typed markers', () => {
    expect(splitRedacted('a [REDACTED:ssn] b')).toEqual([{ text: 'a ' }, { text: '[REDACTED:ssn]', type: 'ssn' }, { text: ' b' }]);
    expect(splitRedacted('plain')).toEqual([{ text: 'plain' }]);
    expect(splitRedacted('')).toEqual([]);
  });

  test('counts findings per type, keeping reported types that were not redacted', () => {
    expect(findingsByType(['api_key', 'prompt_injection'], '[REDACTED:api_key] [REDACTED:api_key] [REDACTED:email]')).toEqual([
      { type: 'api_key', count: 2 },
      { type: 'email', count: 1 },
      { type: 'prompt_injection', count: 0 },
    ]);
  });
});

describe('svc-security-view', () => {
  test('scans the text and shows counts, findings by type and highlighted redactions', async () => {
    const calls = mockFetch({ 'POST /api/security/scan': () => ({ status: 200, body: SCAN }) });
    const el = mount('svc-security-view');
    await el.updateComplete;
    $<HTMLTextAreaElement>(el, '#scan-input')!.value = 'key sk-123 and sk-456, mail a@b.c';
    submit($<HTMLFormElement>(el, '#scan-form')!);
    await until(() => $(el, '[data-testid=scan-result]') !== null);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/security/scan', body: { text: 'key sk-123 and sk-456, mail a@b.c' } });
    expect($(el, '[data-testid=scan-credentials]')!.textContent).toBe('2');
    expect($(el, '[data-testid=scan-pii]')!.textContent).toBe('1');
    expect($(el, '[data-testid=scan-injection]')!.textContent).toBe('Detected');
    expect(deepText(el)).toContain('instruction_override');
    const rows = $$(el, '[data-testid=scan-findings] tbody tr').map((r) => deepText(r).trim());
    expect(rows).toEqual(['api_key 2', 'email 1']);
    const marks = $$(el, '[data-testid=scan-redacted] mark');
    expect(marks.map((m) => m.textContent)).toEqual(['[REDACTED:api_key]', '[REDACTED:api_key]', '[REDACTED:email]']);
    expect($(el, '[data-testid=scan-redacted]')!.textContent).toBe(SCAN.redacted);
  });

  test('says the text is clean when nothing was found', async () => {
    mockFetch({
      'POST /api/security/scan': () => ({
        status: 200,
        body: { ...SCAN, credential_count: 0, pii_count: 0, types_found: [], injection_detected: false, redacted: 'hello' },
      }),
    });
    const el = mount('svc-security-view');
    await el.updateComplete;
    $<HTMLTextAreaElement>(el, '#scan-input')!.value = 'hello';
    submit($<HTMLFormElement>(el, '#scan-form')!);
    await until(() => $(el, '[data-testid=scan-result]') !== null);
    expect(deepText(el)).toContain('Clean');
    expect($$(el, '[data-testid=scan-redacted] mark')).toHaveLength(0);
  });

  test('shows an error when the scan fails', async () => {
    mockFetch({ 'POST /api/security/scan': () => ({ status: 413, body: { error: 'request body too large' } }) });
    const el = mount('svc-security-view');
    await el.updateComplete;
    $<HTMLTextAreaElement>(el, '#scan-input')!.value = 'x';
    submit($<HTMLFormElement>(el, '#scan-form')!);
    await until(() => $(el, '[data-testid=scan-error]') !== null);
    expect($(el, '[data-testid=scan-error]')!.textContent).toContain('request body too large');
  });

  test('asks for text instead of scanning nothing', async () => {
    const calls = mockFetch({});
    const el = mount('svc-security-view');
    await el.updateComplete;
    submit($<HTMLFormElement>(el, '#scan-form')!);
    await el.updateComplete;
    expect(calls).toHaveLength(0);
    expect($(el, '[data-testid=scan-error]')!.textContent).toContain('Paste some text');
  });
});
