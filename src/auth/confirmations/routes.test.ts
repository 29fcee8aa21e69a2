import { afterEach, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { agentsRoutes } from '../../agents/routes.ts';
import { installAgent } from '../../agents/store.ts';
import { createHarness, type Harness } from '../../agents/test-harness.fixture.ts';
import { until } from '../../chains/fake-clock.fixture.ts';
import { createErrorHandler, errorResponse } from '../../server/error-handler.ts';
import { silentLogger } from '../../server/log.ts';
import { confirmationsRoutes } from './routes.ts';
import type { PendingConfirmation } from './types.ts';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

function app(harness: Harness) {
  const ctx = { db: harness.db, config: harness.config, log: silentLogger, now: harness.clock.now };
  const server = new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silentLogger, (req) => errorResponse(404, `no such endpoint: ${new URL(req.url).pathname}`)))
    .use(confirmationsRoutes(ctx, harness.confirmations))
    .use(agentsRoutes(ctx, harness.agents));
  return async (method: string, path: string) => {
    const res = await server.handle(new Request(`http://localhost${path}`, { method }));
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** An agent that deletes workspace/old.txt every hour: the default constitution asks to confirm deletions. */
function installDeleter(harness: Harness) {
  mkdirSync(join(harness.config.dataDir, 'workspace'), { recursive: true });
  writeFileSync(join(harness.config.dataDir, 'workspace/old.txt'), 'stale\n');
  installAgent(harness.config.dataDir, {
    origin: 'cleaner',
    files: {
      'manifest.yaml':
        'name: cleaner\nversion: 1.0.0\npermissions: [files.delete]\nintent_filters:\n  - {actions: [delete], targets: [file], priority: 1}\ntriggers:\n  scheduled:\n    - {chain: clean, interval: 1h}\n',
      'chains/clean.yaml': 'id: clean\nsteps:\n  - {id: rm, ability: files.delete, params: {path: old.txt}}\n',
    },
  });
}

/** Collects new confirmations' links, as a delivery channel (chat bot, e-mail) would. */
function captureLinks(harness: Harness): PendingConfirmation[] {
  const links: PendingConfirmation[] = [];
  harness.confirmations.onRequested((p) => links.push(p));
  return links;
}

describe('a query held by a Confirm rule', () => {
  test('shows, confirms once, runs the held action and keeps its result', async () => {
    h = createHarness();
    const call = app(h);
    h.confirmations.setExecutor('query', async (action) => ({ response_text: `ran: ${action.kind === 'query' ? action.query : ''}` }));
    const held = await h.confirmations.requestForQuery({
      query: 'delete the old invoices',
      intent: { intent_key: 'delete|invoice', confidence: 0.9, action: 'delete', target: 'invoice', params: {} },
      decision: { allowed: false, enforcement: 'Confirm', matched_rules: [{ name: 'confirm_deletions', enforcement: 'Confirm', reason: 'Deleting needs your confirmation' }] },
    });
    const link = held.confirmation as { id: string; url: string; expires_at: string };
    const token = tokenOf(link.url);

    const shown = await call('GET', `/api/auth/confirm/${token}`);
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.body).sort()).toEqual(['action', 'created_at', 'description', 'expires_at', 'id', 'rule', 'status']);
    expect(shown.body).toMatchObject({ id: link.id, rule: 'confirm_deletions', status: 'pending', action: { kind: 'query', query: 'delete the old invoices' } });

    expect(await call('POST', `/api/auth/confirm/${token}`)).toMatchObject({ status: 200, body: { confirmed: true } });
    await h.confirmations.idle();
    const after = await call('GET', `/api/confirmations/${link.id}`);
    expect(after.body).toMatchObject({ status: 'executed', result: { response_text: 'ran: delete the old invoices' } });

    // single use: the second POST does not confirm (SPEC's boolean), the GET view is gone
    const reused = await call('POST', `/api/auth/confirm/${token}`);
    expect(reused).toMatchObject({ status: 200, body: { confirmed: false } });
    expect((await call('GET', `/api/auth/confirm/${token}`)).status).toBe(404);
  });

  test('an expired or unknown token answers confirmed: false; repeated failures are 429 with Retry-After', async () => {
    h = createHarness();
    const call = app(h);
    const { url } = h.confirmations.create({
      rule: 'r',
      description: 'd',
      action: { kind: 'query', query: 'q', intent_key: 'delete|file' },
      source: 'query',
    });
    await h.clock.advance(10 * 60_000);
    expect(await call('POST', `/api/auth/confirm/${tokenOf(url)}`)).toMatchObject({ status: 200, body: { confirmed: false } });
    for (let i = 0; i < 4; i++) {
      expect(await call('POST', `/api/auth/confirm/wrong-token-${i}-xxxxxxxxxxxx`)).toMatchObject({ status: 200, body: { confirmed: false } });
    }
    const limited = await call('POST', '/api/auth/confirm/another-wrong-token-xxxxxxxx');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error).toContain('too many failed confirmation attempts');
  });

  test('pending confirmations are listed and can be rejected', async () => {
    h = createHarness();
    const call = app(h);
    const make = () =>
      h.confirmations.create({ rule: 'r', description: 'd', action: { kind: 'query', query: 'q', intent_key: 'pay|bill' }, source: 'query' }).view;
    const a = make();
    const b = make();
    const listed = await call('GET', '/api/confirmations?status=pending');
    expect(listed.status).toBe(200);
    expect(listed.body.map((c: { id: string }) => c.id).sort()).toEqual([a.id, b.id].sort());
    const rejected = await call('POST', `/api/confirmations/${a.id}/reject`);
    expect(rejected).toMatchObject({ status: 200, body: { id: a.id, status: 'rejected' } });
    expect((await call('POST', `/api/confirmations/${a.id}/reject`)).status).toBe(409);
    expect((await call('POST', '/api/confirmations/nope/reject')).status).toBe(404);
    expect((await call('GET', '/api/confirmations?status=pending')).body.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect((await call('GET', '/api/confirmations?status=bogus')).status).toBe(400);
  });
});

describe('agent runs hitting Confirm', () => {
  test('a scheduled run waits for the confirmation, then finishes the step', async () => {
    h = createHarness();
    const call = app(h);
    const links = captureLinks(h);
    installDeleter(h);
    await call('POST', '/api/agents/cleaner/start');
    const tick = h.clock.advance(0);
    await until(() => links.length === 1);
    expect(h.scheduler.stats().in_flight).toBe(1);
    const pending = (await call('GET', '/api/confirmations?status=pending')).body;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ agent_id: 'cleaner', source: 'agent', rule: 'confirm_deletions', action: { kind: 'chain', chain_id: 'clean', ability: 'files.delete' } });
    expect(existsSync(join(h.config.dataDir, 'workspace/old.txt'))).toBe(true);

    expect((await call('POST', `/api/auth/confirm/${tokenOf(links[0].url)}`)).body).toEqual({ confirmed: true });
    await tick;
    await h.agents.idle();
    expect(existsSync(join(h.config.dataDir, 'workspace/old.txt'))).toBe(false);
    const run = h.core.chains.listRuns('clean')[0];
    expect(run).toMatchObject({ status: 'succeeded', agent_id: 'cleaner' });
    expect(JSON.stringify(run)).not.toContain(links[0].token);
    const done = (await call('GET', `/api/confirmations/${links[0].view.id}`)).body;
    expect(done).toMatchObject({ status: 'executed', result: { status: 'succeeded' } });
  });

  test('a rejected confirmation refuses the step and the run fails', async () => {
    h = createHarness();
    const call = app(h);
    const links = captureLinks(h);
    installDeleter(h);
    await h.agents.start('cleaner');
    const tick = h.clock.advance(0);
    await until(() => links.length === 1);
    await call('POST', `/api/confirmations/${links[0].view.id}/reject`);
    await tick;
    const run = h.core.chains.listRuns('clean')[0];
    expect(run.status).toBe('failed');
    expect(run.steps[0].error).toContain(`confirmation ${links[0].view.id} was rejected`);
    expect(existsSync(join(h.config.dataDir, 'workspace/old.txt'))).toBe(true);
  });

  test('nobody answering: the confirmation expires and the step is refused', async () => {
    h = createHarness();
    const links = captureLinks(h);
    installDeleter(h);
    await h.agents.start('cleaner');
    await h.advance(0);
    expect(links).toHaveLength(1);
    await h.advance(10 * 60_000);
    expect(h.confirmations.get(links[0].view.id).status).toBe('expired');
    expect(h.core.chains.listRuns('clean')[0].steps[0].error).toContain('was expired');
  });

  test('a query routed to an agent gets the link at once; confirming re-runs the chain', async () => {
    h = createHarness();
    const call = app(h);
    installDeleter(h);
    await h.agents.start('cleaner');
    await h.advance(0); // the scheduled run waits on its own confirmation meanwhile
    const route = h.agents.routeQuery('@cleaner remove old.txt', { intent_key: 'delete|file', action: 'delete', target: 'file' })!;
    const answer = await h.agents.answerRoute(route);
    expect(answer.status).toBe('confirmation_required');
    expect(answer.description).toContain("rule 'confirm_deletions'");
    expect(answer.confirmation!.url).toStartWith('http://127.0.0.1:8919/confirm/');
    const failedRun = h.core.chains.getRun(answer.run_id!);
    expect(failedRun.status).toBe('failed');
    expect(failedRun.error).toContain(`confirmation ${answer.confirmation!.id} is pending`);
    expect(JSON.stringify(failedRun)).not.toContain(tokenOf(answer.confirmation!.url));

    expect((await call('POST', `/api/auth/confirm/${tokenOf(answer.confirmation!.url)}`)).body).toEqual({ confirmed: true });
    await h.confirmations.idle();
    const done = h.confirmations.get(answer.confirmation!.id);
    expect(done.status).toBe('executed');
    expect(done.result).toMatchObject({ status: 'succeeded', chain_id: 'clean', agent_id: 'cleaner' });
    expect(existsSync(join(h.config.dataDir, 'workspace/old.txt'))).toBe(false);
  });

  test('a confirmation left pending across a restart still runs its held chain when confirmed', async () => {
    h = createHarness();
    const links = captureLinks(h);
    installDeleter(h);
    await h.agents.start('cleaner');
    const tick = h.clock.advance(0);
    await until(() => links.length === 1);
    h = await h.restart(); // releases the waiting run; the confirmation stays pending
    await tick;
    expect(h.confirmations.get(links[0].view.id).status).toBe('pending');
    expect(h.confirmations.confirmToken(tokenOf(links[0].url), 'c')).toEqual({ confirmed: true });
    await h.confirmations.idle();
    expect(h.confirmations.get(links[0].view.id)).toMatchObject({ status: 'executed', result: { status: 'succeeded' } });
    expect(existsSync(join(h.config.dataDir, 'workspace/old.txt'))).toBe(false);
  });

  test('stopping an agent cancels what it is waiting for', async () => {
    h = createHarness();
    const links = captureLinks(h);
    installDeleter(h);
    await h.agents.start('cleaner');
    const tick = h.clock.advance(0);
    await until(() => links.length === 1);
    expect((await h.agents.stop('cleaner')).status).toBe('stopped');
    await tick;
    expect(h.confirmations.get(links[0].view.id)).toMatchObject({ status: 'cancelled', error: 'the agent was stopped' });
    expect(h.core.chains.listRuns('clean')[0].status).toBe('failed');
  });
});
