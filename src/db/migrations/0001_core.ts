import type { Database } from 'bun:sqlite';

/** Sessions (token hashes only) and a small key/value table for runtime settings. */
export function up(db: Database): void {
  db.run(`CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT`);
  db.run('CREATE INDEX sessions_expires_at ON sessions(expires_at)');
  db.run(`CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT`);
}
