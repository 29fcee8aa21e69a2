import type { Database } from 'bun:sqlite';

/**
 * The persisted half of an agent's status (table `agents`): what the user asked for (running or
 * stopped), the error that stopped a start, and run counters. `starting` and `stopping` are
 * transitions held in memory only; a crash in the middle of one leaves the persisted wish.
 */

export const PERSISTED_STATUSES = ['stopped', 'running', 'error'] as const;
export type PersistedStatus = (typeof PERSISTED_STATUSES)[number];

export interface AgentStateRow {
  id: string;
  status: PersistedStatus;
  error: string | null;
  started_at: number | null;
  last_run_at: number | null;
  run_count: number;
  failure_count: number;
  updated_at: number;
}

export interface AgentStateStore {
  get(id: string): AgentStateRow | null;
  all(): AgentStateRow[];
  /**
   * The rows whose persisted status is running. Every query asks this, so it is kept in memory
   * and refreshed after this store's own writes (the server is the only writer of statuses; an
   * admin `agent remove --force` from another process deletes the package as well, which the
   * caller notices when it loads it).
   */
  running(): AgentStateRow[];
  setStatus(id: string, status: PersistedStatus, fields: { error?: string | null; started_at?: number | null }): void;
  recordRun(id: string, at: number, failed: boolean): void;
  remove(id: string): void;
}

export function createAgentStateStore(db: Database, now: () => number = Date.now): AgentStateStore {
  const get = db.query<AgentStateRow, { id: string }>('SELECT * FROM agents WHERE id = $id');
  const all = db.query<AgentStateRow, []>('SELECT * FROM agents ORDER BY id');
  const upsertStatus = db.query(`INSERT INTO agents (id, status, error, started_at, updated_at)
      VALUES ($id, $status, $error, $started_at, $now)
    ON CONFLICT(id) DO UPDATE SET status = excluded.status, error = excluded.error,
      started_at = excluded.started_at, updated_at = excluded.updated_at`);
  const recordRun = db.query(`INSERT INTO agents (id, status, last_run_at, run_count, failure_count, updated_at)
      VALUES ($id, 'stopped', $at, 1, $failed, $now)
    ON CONFLICT(id) DO UPDATE SET last_run_at = MAX(COALESCE(last_run_at, 0), excluded.last_run_at),
      run_count = run_count + 1, failure_count = failure_count + excluded.failure_count, updated_at = excluded.updated_at`);
  const remove = db.query('DELETE FROM agents WHERE id = $id');
  const running = db.query<AgentStateRow, []>("SELECT * FROM agents WHERE status = 'running' ORDER BY id");
  let runningRows: AgentStateRow[] | null = null;
  return {
    get: (id) => get.get({ id }) ?? null,
    all: () => all.all(),
    running: () => (runningRows ??= running.all()),
    setStatus(id, status, fields) {
      runningRows = null;
      const current = get.get({ id });
      upsertStatus.run({
        id,
        status,
        error: fields.error === undefined ? (current?.error ?? null) : fields.error,
        started_at: fields.started_at === undefined ? (current?.started_at ?? null) : fields.started_at,
        now: now(),
      });
    },
    recordRun(id, at, failed) {
      runningRows = null;
      recordRun.run({ id, at, failed: failed ? 1 : 0, now: now() });
    },
    remove(id) {
      runningRows = null;
      remove.run({ id });
    },
  };
}
