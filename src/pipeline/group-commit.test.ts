import { describe, expect, test } from 'bun:test';
import type { Database } from 'bun:sqlite';
import { openDatabase } from '../db/open.ts';
import { createGroupCommit, deferWrite, type Collector } from './group-commit.ts';

function table(): Database {
  const db = openDatabase(':memory:');
  db.run('CREATE TABLE t (v TEXT NOT NULL UNIQUE)');
  return db;
}
const rows = (db: Database) => db.query<{ v: string }, []>('SELECT v FROM t ORDER BY rowid').all().map((r) => r.v);
const insert = (db: Database, v: string) => () => void db.query('INSERT INTO t (v) VALUES ($v)').run({ v });

/** A group commit whose flush runs only when the test says so. */
function manual(db: Database) {
  let pending: (() => void) | null = null;
  const group = createGroupCommit(db, { schedule: (fn) => (pending = fn) });
  return { group, run: () => pending?.() };
}

describe('group commit', () => {
  test('commits the writes of every batch of a turn in one transaction, and only then resolves', async () => {
    const db = table();
    const { group, run } = manual(db);
    const a = group.begin();
    const b = group.begin();
    a.defer(insert(db, 'a1'));
    b.defer(insert(db, 'b1'));
    a.defer(insert(db, 'a2'));
    let resolved = 0;
    const done = Promise.all([a.commit(), b.commit()]).then(() => resolved++);
    await Bun.sleep(1);
    expect(rows(db)).toEqual([]);
    expect(resolved).toBe(0);
    run();
    await done;
    expect(rows(db)).toEqual(['a1', 'a2', 'b1']);
    expect(group.stats()).toEqual({ commits: 1, writes: 3, batches: 2, largest: 2 });
  });

  test('a failing write costs only its own batch', async () => {
    const db = table();
    const { group, run } = manual(db);
    const good = group.begin();
    const bad = group.begin();
    good.defer(insert(db, 'kept'));
    bad.defer(insert(db, 'rolled back'));
    bad.defer(insert(db, 'kept')); // violates UNIQUE
    const outcomes = Promise.allSettled([good.commit(), bad.commit()]);
    run();
    const [g, b] = await outcomes;
    expect(g.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    expect(rows(db)).toEqual(['kept']);
  });

  test('a batch without writes resolves at once, and writes after commit run immediately', async () => {
    const db = table();
    const { group } = manual(db);
    const batch = group.begin();
    await batch.commit();
    batch.defer(insert(db, 'late'));
    expect(rows(db)).toEqual(['late']);
  });

  test('collectors receive the items of all batches of a commit in one call', async () => {
    const db = table();
    const { group, run } = manual(db);
    const calls: string[][] = [];
    const collector: Collector<string> = { write: (items) => calls.push(items) };
    const a = group.begin();
    const b = group.begin();
    a.collect(collector, 'x');
    b.collect(collector, 'y');
    a.collect(collector, 'z');
    const done = Promise.all([a.commit(), b.commit()]);
    run();
    await done;
    expect(calls).toEqual([['x', 'z', 'y']]);
  });

  test('deferWrite joins the ambient batch only inside within, synchronously, and only for its database', async () => {
    const db = table();
    const other = table();
    const { group, run } = manual(db);
    const batch = group.begin();
    expect(deferWrite(db, insert(db, 'outside'))).toBe(false);
    const joined = batch.within(() => [deferWrite(db, insert(db, 'inside')), deferWrite(other, insert(other, 'x'))]);
    expect(joined).toEqual([true, false]);
    expect(deferWrite(db, insert(db, 'after'))).toBe(false);
    expect(rows(db)).toEqual([]);
    const done = batch.commit();
    run();
    await done;
    expect(rows(db)).toEqual(['inside']);
    // a committed batch no longer takes ambient writes
    expect(batch.within(() => deferWrite(db, insert(db, 'closed')))).toBe(false);
  });

  test('with the default schedule, concurrent batches share commits', async () => {
    const db = table();
    const group = createGroupCommit(db);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const batch = group.begin();
        batch.defer(insert(db, `v${i}`));
        return batch.commit();
      }),
    );
    expect(rows(db)).toHaveLength(50);
    expect(group.stats().commits).toBe(1);
  });
});
