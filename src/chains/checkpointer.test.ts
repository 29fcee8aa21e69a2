import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open.ts';
import { startWalCheckpointer } from './checkpointer.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'svc-ckpt-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('WAL checkpointer', () => {
  test('copies the WAL into the database from a worker while the main connection writes', async () => {
    const path = join(dir, 'svc.db');
    const db = openDatabase(path);
    db.run('CREATE TABLE t (v TEXT)');
    const insert = db.query('INSERT INTO t VALUES ($v)');
    for (let i = 0; i < 200; i++) insert.run({ v: 'x'.repeat(2000) });
    const checkpointer = startWalCheckpointer(path, 60_000);
    const result = await checkpointer.checkpointNow();
    expect(result.error).toBeUndefined();
    expect(result.log).toBeGreaterThan(0);
    expect(result.checkpointed).toBe(result.log);
    expect(statSync(path).size).toBeGreaterThan(200 * 2000);
    insert.run({ v: 'still writable' });
    await checkpointer.stop();
    await checkpointer.stop(); // idempotent
    expect(db.query<{ n: number }, []>('SELECT COUNT(*) AS n FROM t').get()!.n).toBe(201);
    db.close();
  });

  test('is a no-op for an in-memory database', async () => {
    const checkpointer = startWalCheckpointer(':memory:');
    expect((await checkpointer.checkpointNow()).error).toBe('in-memory database');
    await checkpointer.stop();
  });
});
