import { Database } from 'bun:sqlite';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

/**
 * Opens the svc database and applies pending migrations. `busy_timeout` is set first so the
 * WAL switch itself waits for a lock held by another process instead of failing.
 */
export function openDatabase(path: string, migrations: readonly Migration[] = MIGRATIONS): Database {
  const db = new Database(path, { create: true, strict: true });
  db.run('PRAGMA busy_timeout = 5000');
  if (path !== ':memory:') db.run('PRAGMA journal_mode = WAL');
  db.run('PRAGMA synchronous = NORMAL');
  db.run('PRAGMA foreign_keys = ON');
  migrate(db, migrations);
  return db;
}

/** Applies, each in its own transaction, the migrations not yet recorded in `_migrations`. */
export function migrate(db: Database, migrations: readonly Migration[]): string[] {
  db.run(`CREATE TABLE IF NOT EXISTS _migrations (
    name TEXT PRIMARY KEY,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db.query<{ name: string }, []>('SELECT name FROM _migrations').all().map((r) => r.name),
  );
  const record = db.prepare('INSERT INTO _migrations (name, applied_at) VALUES (?, ?)');
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.name, Date.now());
    })();
    ran.push(migration.name);
  }
  return ran;
}
