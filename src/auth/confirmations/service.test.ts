import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../../db/open.ts';
import { FakeClock } from '../../chains/fake-clock.fixture.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../server/errors.ts';
import { createConfirmationService } from './service.ts';
import type { HeldAction } from './types.ts';

const QUERY: HeldAction = { kind: 'query', query: 'delete the old invoices', intent_key: 'delete|invoice' };

function setup(ttlMs?: number) {
  const db = openDatabase(':memory:');
  const clock = new FakeClock(Date.UTC(2026, 0, 1));
  const service = createConfirmationService({
    db,
    baseUrl: 'http://127.0.0.1:8919/',
    now: clock.now,
    setTimer: clock.setTimer,
    ttlMs,
    redact: (t) => t.replaceAll('hunter2', '[REDACTED:password]'),
  });
  const create = (action: HeldAction = QUERY) =>
    service.create({ rule: 'confirm_deletions', description: 'Deleting needs confirmation', action, source: 'query' });
  return { db, clock, service, create };
}

const tokenOf = (url: string) => url.split('/confirm/')[1];

describe('confirmation tokens', () => {
  test('are 256-bit, stored only as a hash, and linked at the bind address', () => {
    const { db, create } = setup();
    const { token, url, view } = create();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://127.0.0.1:8919/confirm/${token}`);
    const row = db.query<Record<string, unknown>, []>('SELECT * FROM confirmations').get()!;
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(view).toMatchObject({ status: 'pending', rule: 'confirm_deletions', action: QUERY, source: 'query' });
    expect(Date.parse(view.expires_at) - Date.parse(view.created_at)).toBe(10 * 60_000);
  });

  test('confirm once: the token is single use and the held action runs with its result kept', async () => {
    const { service, create } = setup();
    const seen: HeldAction[] = [];
    service.setExecutor('query', async (action) => {
      seen.push(action);
      return { response_text: 'done', password: 'hunter2' };
    });
    const { token, view } = create();
    expect(service.confirmToken(token, 'client-a')).toEqual({ confirmed: true });
    expect(service.confirmToken(token, 'client-a')).toEqual({ confirmed: false });
    await service.idle();
    expect(seen).toEqual([QUERY]);
    const done = service.get(view.id);
    expect(done.status).toBe('executed');
    expect(done.result).toEqual({ response_text: 'done', password: '[REDACTED:password]' });
    expect(done.decided_at).not.toBeNull();
    expect(done.completed_at).not.toBeNull();
  });

  test('expired and unknown tokens do not confirm and expired ones are marked so', async () => {
    const { service, create, clock } = setup(60_000);
    const { token, view } = create();
    await clock.advance(60_000);
    expect(() => service.describeToken(token, 'c')).toThrow('unknown, expired or already used confirmation token');
    expect(service.get(view.id).status).toBe('expired');
    expect(service.confirmToken('x'.repeat(43), 'c2')).toEqual({ confirmed: false });
    expect(service.confirmToken('not a token', 'c3')).toEqual({ confirmed: false });
  });

  test('failed attempts are rate limited per client like login', () => {
    const { service, create } = setup();
    for (let i = 0; i < 5; i++) expect(service.confirmToken(`bad-token-${i}-xxxxxxxxxxxxxxxx`, 'attacker')).toEqual({ confirmed: false });
    const { token } = create();
    let error: unknown;
    try {
      service.confirmToken(token, 'attacker');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSecs).toBeGreaterThan(0);
    // Another client is not affected.
    expect(service.confirmToken(token, 'someone-else')).toEqual({ confirmed: true });
  });

  test('reject settles a pending confirmation; settled ones cannot be rejected or confirmed', () => {
    const { service, create } = setup();
    const { token, view } = create();
    expect(service.reject(view.id).status).toBe('rejected');
    expect(() => service.reject(view.id)).toThrow(ConflictError);
    expect(() => service.confirm(view.id)).toThrow(ConflictError);
    expect(service.confirmToken(token, 'c')).toEqual({ confirmed: false });
    expect(() => service.reject('nope')).toThrow(NotFoundError);
  });

  test('a held action nobody can run is marked failed, not left hanging', async () => {
    const { service, create } = setup();
    const { view } = create();
    service.confirm(view.id);
    await service.idle();
    expect(service.get(view.id)).toMatchObject({ status: 'failed', error: 'nothing can run a held "query" action: no executor is wired' });
  });

  test('lists newest first with a status filter and refuses unknown statuses', async () => {
    const { service, create, clock } = setup();
    const first = create().view;
    await clock.advance(1000);
    const second = create().view;
    service.reject(first.id);
    expect(service.list().map((c) => c.id)).toEqual([second.id, first.id]);
    expect(service.list({ status: 'pending' }).map((c) => c.id)).toEqual([second.id]);
    expect(() => service.list({ status: 'bogus' })).toThrow('unknown status');
  });

  test('a waiter resumes on confirmation and gives up at expiry', async () => {
    const { service, create, clock } = setup(60_000);
    const a = create().view;
    const b = create().view;
    const outcomeA = service.waitFor(a.id);
    const outcomeB = service.waitFor(b.id);
    service.confirm(a.id);
    expect(await outcomeA).toBe('confirmed');
    expect(service.get(a.id).status).toBe('confirmed'); // the waiter completes it with its run's result
    service.complete(a.id, { status: 'succeeded', output: 1 });
    expect(service.get(a.id).status).toBe('executed');
    await clock.advance(60_000);
    expect(await outcomeB).toBe('expired');
    expect(service.get(b.id).status).toBe('expired');
  });

  test('the pipeline hook holds the redacted query and names the rule', async () => {
    const { service } = setup();
    const out = await service.requestForQuery({
      query: 'pay the bill with card [REDACTED:credit_card]',
      intent: { intent_key: 'pay|bill', confidence: 0.9, action: 'pay', target: 'bill', params: {} },
      decision: {
        allowed: false,
        enforcement: 'Confirm',
        matched_rules: [{ name: 'confirm_money_movement', enforcement: 'Confirm', reason: 'Moving money needs your confirmation' }],
      },
    });
    expect(out.description).toContain("rule 'confirm_money_movement' (Moving money needs your confirmation)");
    const link = out.confirmation as { id: string; url: string; expires_at: string };
    expect(link.url).toStartWith('http://127.0.0.1:8919/confirm/');
    expect(service.get(link.id)).toMatchObject({ status: 'pending', action: { kind: 'query', intent_key: 'pay|bill' } });
    expect(service.describeToken(tokenOf(link.url), 'c')).toMatchObject({ id: link.id, rule: 'confirm_money_movement' });
  });
});
