import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../db/open.ts';
import { BadRequestError } from '../server/errors.ts';
import { deleteChecksOlderThan, insertCheck, listRecentChecks, pruneChecks } from './checks.ts';
import { parseConstitution } from './parse.ts';
import { checkQuery, describeCheck, getConstitutionView, recentChecks } from './service.ts';
import { getTemplate } from './templates.ts';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);

describe('checkQuery', () => {
  test('returns the documented result and records it', () => {
    const db = openDatabase(':memory:');
    const result = checkQuery(db, { text: 'please delete all my files', constitutions: [getTemplate('default')] }, () => T0);
    expect(result).toEqual({
      allowed: false,
      enforcement: 'Block',
      matched_rules: [
        { name: 'block_irreversible_commands', enforcement: 'Block', reason: getTemplate('default').rules[0].reason },
        { name: 'confirm_deletions', enforcement: 'Confirm', reason: 'Deleting or cancelling something needs your confirmation' },
      ],
      intent_key: 'delete|file',
      checked_at: '2026-06-01T12:00:00.000Z',
    });
    const [record] = listRecentChecks(db, 10);
    expect(record).toEqual({ ...result, id: 1, source: 'api', constitution: 'default', query: 'please delete all my files' });
  });

  test('counts Allow and Warn as allowed, Confirm and Block as not', () => {
    const db = openDatabase(':memory:');
    const c = getTemplate('default');
    expect(checkQuery(db, { text: 'check my email', constitutions: [c] }).allowed).toBe(true);
    const warn = checkQuery(db, { text: 'deploy the app', constitutions: [c] });
    expect([warn.enforcement, warn.allowed]).toEqual(['Warn', true]);
    const confirm = checkQuery(db, { text: 'send an email to bob', constitutions: [c] });
    expect([confirm.enforcement, confirm.allowed]).toEqual(['Confirm', false]);
  });

  test('uses the intent given by the caller instead of classifying', () => {
    const db = openDatabase(':memory:');
    const r = checkQuery(db, { text: 'anything', intent_key: 'transfer|money', constitutions: [getTemplate('default')], source: 'query' });
    expect(r.intent_key).toBe('transfer|money');
    expect(r.enforcement).toBe('Confirm');
    expect(listRecentChecks(db, 1)[0].source).toBe('query');
  });

  test('records the constitutions combined and can omit the text', () => {
    const db = openDatabase(':memory:');
    const agent = parseConstitution('name: agent-x\nrules:\n  - name: no_private\n    enforcement: hard_block\n    trigger_keywords: [private]\n', 'agent.yaml');
    const r = checkQuery(db, { text: 'show private notes', constitutions: [getTemplate('default'), agent], source: 'agent', storeText: false });
    expect(r.enforcement).toBe('Block');
    const [record] = listRecentChecks(db, 1);
    expect(record.constitution).toBe('default + agent-x');
    expect(record.query).toBeNull();
  });

  test('rejects an empty query', () => {
    const db = openDatabase(':memory:');
    expect(() => checkQuery(db, { text: '   ', constitutions: [getTemplate('default')] })).toThrow(BadRequestError);
  });

  test('describes the deciding rule or the default', () => {
    const db = openDatabase(':memory:');
    const blocked = checkQuery(db, { text: 'drop table users', constitutions: [getTemplate('default')] });
    expect(describeCheck(blocked)).toBe(`Blocked by constitution rule 'block_irreversible_commands': ${getTemplate('default').rules[0].reason}`);
    const byDefault = checkQuery(db, { text: 'hello', constitutions: [getTemplate('strict')] });
    expect(describeCheck(byDefault)).toBe("Blocked by the constitution's default enforcement (no rule matched unknown|unknown)");
  });
});

describe('check history', () => {
  test('lists the most recent checks first and honours the limit', () => {
    const db = openDatabase(':memory:');
    let t = T0;
    for (const q of ['check my email', 'send an email', 'delete file x']) {
      checkQuery(db, { text: q, constitutions: [getTemplate('default')] }, () => (t += 1000));
    }
    const all = recentChecks(db, 50);
    expect(all.map((c) => c.query)).toEqual(['delete file x', 'send an email', 'check my email']);
    expect(recentChecks(db, 2).map((c) => c.id)).toEqual([3, 2]);
    expect(() => recentChecks(db, 0)).toThrow(BadRequestError);
    expect(() => recentChecks(db, 501)).toThrow(BadRequestError);
  });

  test('prunes to the most recent rows', () => {
    const db = openDatabase(':memory:');
    const result = { allowed: true, enforcement: 'Allow' as const, matched_rules: [], intent_key: 'a|b', checked_at: new Date(T0).toISOString() };
    for (let i = 0; i < 300; i++) insertCheck(db, { result, source: 'api', constitution: 'c', query: `q${i}` }, 100);
    // the 256th insert pruned to 100, then 44 more arrived
    expect(listRecentChecks(db, 1000)).toHaveLength(144);
    expect(pruneChecks(db, 10)).toBe(134);
    expect(listRecentChecks(db, 1000).map((c) => c.query)).toEqual(Array.from({ length: 10 }, (_, i) => `q${299 - i}`));
  });

  test('deletes checks older than a cutoff', () => {
    const db = openDatabase(':memory:');
    checkQuery(db, { text: 'a', constitutions: [getTemplate('default')] }, () => T0);
    checkQuery(db, { text: 'b', constitutions: [getTemplate('default')] }, () => T0 + 10_000);
    expect(deleteChecksOlderThan(db, T0 + 1)).toBe(1);
    expect(listRecentChecks(db, 10).map((c) => c.query)).toEqual(['b']);
  });
});

describe('getConstitutionView', () => {
  test('returns exactly the spec fields with string reasons', () => {
    const view = getConstitutionView({ dataDir: '/nonexistent-svc-dir', constitution: 'trading' });
    expect(Object.keys(view).sort()).toEqual(['name', 'rules', 'templates']);
    expect(view.name).toBe('trading');
    for (const rule of view.rules) {
      expect(Object.keys(rule).sort()).toEqual(['enforcement', 'name', 'reason', 'trigger_actions', 'trigger_keywords', 'trigger_targets']);
      expect(typeof rule.reason).toBe('string');
    }
    expect(view.templates.find((t) => t.name === 'default')?.rules_count).toBe(getTemplate('default').rules.length);
  });
});
