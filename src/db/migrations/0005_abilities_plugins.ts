import type { Database } from 'bun:sqlite';

/**
 * Execution receipts, one per ability invocation. `seq` orders the hash chain: each receipt's
 * `hash` covers its canonical JSON including `prev_hash`, so editing or deleting a row in the
 * middle shows up when the chain is verified. Times are Unix milliseconds.
 */
export function up(db: Database): void {
  db.run(`CREATE TABLE receipts (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    ability TEXT NOT NULL,
    source TEXT,
    outcome TEXT NOT NULL,
    inputs_json TEXT NOT NULL,
    outputs_json TEXT NOT NULL,
    error TEXT,
    started_at INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL,
    run_id TEXT,
    step_id TEXT,
    agent_id TEXT,
    prev_hash TEXT,
    hash TEXT NOT NULL
  ) STRICT`);
  db.run('CREATE INDEX receipts_run_id ON receipts(run_id)');
}
