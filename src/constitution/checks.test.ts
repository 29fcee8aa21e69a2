import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../db/open.ts';
import { createGroupCommit } from '../pipeline/group-commit.ts';
import { insertCheck, listRecentChecks, pruneChecks } from './checks.ts';
import type { NewCheck } from './checks.ts';

const check = (query: string): NewCheck => ({
  result: { allowed: true, enforcement: 'Allow', matched_rules: [], intent_key: 'check|weather', checked_at: new Date(Date.UTC(2026, 0, 1)).toISOString() },
  source: 'query',
  constitution: 'default',
  query,
});

describe('insertCheck', () => {
  test('writes at once and returns the id outside a pipeline query', () => {
    const db = openDatabase(':memory:');
    expect(insertCheck(db, check('a'))).toBe(1);
    expect(listRecentChecks(db, 10).map((c) => c.query)).toEqual(['a']);
  });

  test('inside a query joins its group commit: recorded before the query can answer, not before', async () => {
    const db = openDatabase(':memory:');
    let flush: (() => void) | null = null;
    const batch = createGroupCommit(db, { schedule: (fn) => (flush = fn) }).begin();
    expect(batch.within(() => insertCheck(db, check('deferred')))).toBeNull();
    expect(listRecentChecks(db, 10)).toEqual([]);
    const committed = batch.commit();
    flush!();
    await committed;
    expect(listRecentChecks(db, 10).map((c) => c.query)).toEqual(['deferred']);
  });
});

describe('pruneChecks', () => {
  test('keeps exactly the most recent rows, however often it runs', () => {
    const db = openDatabase(':memory:');
    for (let i = 0; i < 50; i++) insertCheck(db, check(`q${i}`));
    expect(pruneChecks(db, 20)).toBe(30);
    expect(pruneChecks(db, 20)).toBe(0);
    expect(listRecentChecks(db, 100).map((c) => c.query)).toEqual(Array.from({ length: 20 }, (_, i) => `q${49 - i}`));
    expect(pruneChecks(openDatabase(':memory:'), 5)).toBe(0);
  });

});
