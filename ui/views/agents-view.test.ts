import { $, $$, cleanup, deepText, deferred, mockFetch, mount, until, type MockResult } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { describeTriggers } from './agents-view.ts';
import './agents-view.ts';

function agent(id: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: id,
    version: '1.0.0',
    description: `${id} does things`,
    category: 'ops',
    status,
    error: null,
    started_at: status === 'running' ? '2026-11-20T10:00:00Z' : null,
    last_run_at: null,
    run_count: 3,
    permissions: ['files.read', 'security.scan'],
    triggers: { scheduled: [{ chain: 'scan-workspace', interval: '1h' }], events: [{ on: 'job_failed', chain: 'notify' }] },
    ...extra,
  };
}

const card = (el: HTMLElement, id: string) => $$(el, '[data-testid=agent-card]').find((c) => c.dataset.agentId === id)!;
const button = (c: HTMLElement, which: 'start' | 'stop') => c.querySelector<HTMLButtonElement>(`[data-testid=agent-${which}]`)!;

afterEach(cleanup);

describe('describeTriggers', () => {
  test('summarises scheduled and event triggers and tolerates missing lists', () => {
    expect(describeTriggers(agent('a', 'stopped').triggers)).toEqual(['scan-workspace every 1h', 'notify on job_failed']);
    expect(describeTriggers({ scheduled: null })).toEqual([]);
    expect(describeTriggers(undefined)).toEqual([]);
  });
});

describe('svc-agents-view', () => {
  test('lists agents with status, details and the buttons their state allows', async () => {
    mockFetch({
      'GET /api/agents': () => ({
        status: 200,
        body: [agent('housekeeper', 'running'), agent('auditor', 'stopped'), agent('watcher', 'error', { error: 'chain missing' }), agent('slow', 'starting')],
      }),
    });
    const el = mount('svc-agents-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=agent-list]') !== null);
    const running = card(el, 'housekeeper');
    expect(running.querySelector('[data-testid=agent-status]')!.getAttribute('data-status')).toBe('running');
    expect(button(running, 'start').disabled).toBe(true);
    expect(button(running, 'stop').disabled).toBe(false);
    expect(deepText(running)).toContain('scan-workspace every 1h · notify on job_failed');
    expect(deepText(running)).toContain('2 permitted abilities');
    const stopped = card(el, 'auditor');
    expect(button(stopped, 'start').disabled).toBe(false);
    expect(button(stopped, 'stop').disabled).toBe(true);
    const failed = card(el, 'watcher');
    expect(failed.querySelector('[data-testid=agent-status-error]')!.textContent).toBe('chain missing');
    expect(button(failed, 'start').disabled).toBe(false);
    const starting = card(el, 'slow');
    expect(button(starting, 'start').disabled).toBe(true);
    expect(button(starting, 'stop').disabled).toBe(true);
    expect(button(starting, 'start').textContent).toContain('Starting');
    expect(button(stopped, 'start').getAttribute('aria-label')).toBe('Start auditor');
  });

  test('starts an agent: the button is busy while the request runs, then the new status shows', async () => {
    let status = 'stopped';
    const hold = deferred<MockResult>();
    const calls = mockFetch({
      'GET /api/agents': () => ({ status: 200, body: [agent('auditor', status)] }),
      'POST /api/agents/auditor/start': async () => {
        const result = await hold.promise;
        status = 'running';
        return result;
      },
    });
    const el = mount('svc-agents-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=agent-card]') !== null);
    button(card(el, 'auditor'), 'start').click();
    await until(() => button(card(el, 'auditor'), 'start').getAttribute('aria-busy') === 'true');
    expect(button(card(el, 'auditor'), 'start').disabled).toBe(true);
    expect(button(card(el, 'auditor'), 'stop').disabled).toBe(true);
    hold.resolve({ status: 200, body: agent('auditor', 'running') });
    await until(() => card(el, 'auditor').querySelector('[data-testid=agent-status]')!.getAttribute('data-status') === 'running');
    expect(button(card(el, 'auditor'), 'stop').disabled).toBe(false);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/agents/auditor/start']);
  });

  test('shows a refused transition inline beside the agent', async () => {
    mockFetch({
      'GET /api/agents': () => ({ status: 200, body: [agent('auditor', 'running')] }),
      'POST /api/agents/auditor/stop': () => ({ status: 409, body: { error: 'agent auditor is already stopping' } }),
    });
    const el = mount('svc-agents-view', { pollMs: 0 });
    await until(() => $(el, '[data-testid=agent-card]') !== null);
    button(card(el, 'auditor'), 'stop').click();
    await until(() => $(el, '[data-testid=agent-error]') !== null);
    expect($(el, '[data-testid=agent-error]')!.textContent).toContain('already stopping');
    expect(button(card(el, 'auditor'), 'stop').disabled).toBe(false);
  });

  test('polls quickly while an agent is starting until it settles', async () => {
    let n = 0;
    mockFetch({ 'GET /api/agents': () => ({ status: 200, body: [agent('a', ++n < 3 ? 'starting' : 'running')] }) });
    const el = mount('svc-agents-view', { pollMs: 30 });
    await until(() => $(el, '[data-testid=agent-status]')?.getAttribute('data-status') === 'running', 1500);
  });

  test('explains how to install agents when there are none', async () => {
    mockFetch({ 'GET /api/agents': () => ({ status: 200, body: [] }) });
    const el = mount('svc-agents-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=empty]') !== null);
    expect($(el, '[data-state=empty]')!.textContent).toContain('svc admin agent install');
  });

  test('shows a clear error when the endpoint is missing', async () => {
    mockFetch({});
    const el = mount('svc-agents-view', { pollMs: 0 });
    await until(() => $(el, '[data-state=error]') !== null);
    expect($(el, '[data-state=error]')!.textContent).toContain('Could not load the agents');
    expect($(el, '[data-state=error]')!.textContent).toContain('404');
  });
});
