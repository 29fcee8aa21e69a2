import type { Database } from 'bun:sqlite';

/**
 * Agents' runtime state and pending confirmations (issue 7). Agent packages live on disk in
 * `$SVC_DATA_DIR/agents/<name>/`; this table keeps what must survive a restart: whether the user
 * wants the agent running, the last start error, and run counters. Confirmations keep only the
 * SHA-256 of their token. All times are Unix milliseconds.
 */
export function up(db: Database): void {
  db.run(`CREATE TABLE agents (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL DEFAULT 'stopped' CHECK (status IN ('stopped', 'running', 'error')),
    error TEXT,
    started_at INTEGER,
    last_run_at INTEGER,
    run_count INTEGER NOT NULL DEFAULT 0,
    failure_count INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
  ) STRICT`);

  db.run(`CREATE TABLE confirmations (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    rule TEXT NOT NULL,
    description TEXT NOT NULL,
    action_json TEXT NOT NULL,
    agent_id TEXT,
    source TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    decided_at INTEGER,
    completed_at INTEGER,
    result_json TEXT,
    error TEXT
  ) STRICT`);
  db.run('CREATE INDEX confirmations_status_expires ON confirmations(status, expires_at)');
  db.run('CREATE INDEX confirmations_created ON confirmations(created_at)');
}
