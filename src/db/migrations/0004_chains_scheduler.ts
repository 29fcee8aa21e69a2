import type { Database } from 'bun:sqlite';

/**
 * Chains (records with real counters), chain run history and durable scheduled jobs.
 * Column names match SPEC.md field names so rows map to API records without renaming.
 * Times: `chains.created_at` is ISO 8601 UTC text (SPEC "Chain record"); job `created_at` and
 * `last_run_at` are Unix seconds (SPEC "Scheduled job"); run times and `next_run_at` are Unix ms.
 */
export function up(db: Database): void {
  db.run(`CREATE TABLE chains (
    chain_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    origin TEXT NOT NULL,
    definition TEXT NOT NULL,
    trust_level INTEGER NOT NULL DEFAULT 0,
    hit_count INTEGER NOT NULL DEFAULT 0,
    success_count INTEGER NOT NULL DEFAULT 0,
    success_streak INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT`);

  db.run(`CREATE TABLE chain_runs (
    id TEXT PRIMARY KEY,
    chain_id TEXT NOT NULL,
    trigger TEXT NOT NULL,
    job_id TEXT,
    agent_id TEXT,
    status TEXT NOT NULL,
    params_json TEXT NOT NULL,
    output_json TEXT,
    error TEXT,
    steps_json TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL
  ) STRICT`);
  db.run('CREATE INDEX chain_runs_chain_started ON chain_runs(chain_id, started_at)');
  db.run('CREATE INDEX chain_runs_started ON chain_runs(started_at)');

  db.run(`CREATE TABLE scheduled_jobs (
    id TEXT PRIMARY KEY,
    chain_id TEXT NOT NULL,
    interval_secs INTEGER NOT NULL CHECK (interval_secs >= 1),
    params_json TEXT NOT NULL DEFAULT '{}',
    enabled INTEGER NOT NULL DEFAULT 1,
    last_run_at INTEGER,
    last_output TEXT,
    last_status TEXT,
    run_count INTEGER NOT NULL DEFAULT 0,
    failure_count INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    next_run_at INTEGER NOT NULL,
    agent_id TEXT
  ) STRICT`);
  db.run('CREATE INDEX scheduled_jobs_due ON scheduled_jobs(enabled, next_run_at)');
}
