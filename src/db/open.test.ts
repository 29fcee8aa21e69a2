import { expect, test } from 'bun:test';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations/index.ts';
import { migrate, openDatabase } from './open.ts';

test('migration files are numbered without gaps and all listed', () => {
  const files = readdirSync(join(import.meta.dir, 'migrations')).filter((f) => f !== 'index.ts' && !f.endsWith('.test.ts'));
  for (const f of files) expect(f).toMatch(/^\d{4}_[a-z0-9_]+\.ts$/);
  expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(MIGRATIONS.map((m) => m.name));
  MIGRATIONS.forEach((m, i) => expect(m.name.startsWith(String(i + 1).padStart(4, '0'))).toBe(true));
});

test('opens a file database in wal mode with foreign keys and applies migrations once', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'svc-db-')), 'svc.db');
  const db = openDatabase(path);
  expect(db.query<{ journal_mode: string }, []>('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
  expect(db.query<{ foreign_keys: number }, []>('PRAGMA foreign_keys').get()?.foreign_keys).toBe(1);
  expect(migrate(db, MIGRATIONS)).toEqual([]);
  db.close();
  const again = openDatabase(path);
  const applied = again.query<{ n: number }, []>('SELECT count(*) AS n FROM _migrations').get()?.n;
  expect(applied).toBe(MIGRATIONS.length);
  again.close();
});

test('rolls back a failing migration and leaves no record of it', () => {
  const db = openDatabase(':memory:', []);
  const broken = [{ name: '9999_broken', up: (d: typeof db) => { d.run('CREATE TABLE t (x)'); d.run('NOT SQL'); } }];
  expect(() => migrate(db, broken)).toThrow();
  expect(db.query('SELECT name FROM sqlite_master WHERE name = ?').get('t')).toBeNull();
  expect(db.query('SELECT name FROM _migrations').all()).toEqual([]);
});
