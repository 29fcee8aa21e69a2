import type { Database } from 'bun:sqlite';
import type { RunStatus, StepStatus } from './runner.ts';

export const RUN_TRIGGERS = ['api', 'schedule', 'agent', 'cli', 'pipeline'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

/** One step of a stored run (outputs already redacted and size-capped). */
export interface StoredStep {
  id: string;
  ability: string;
  status: StepStatus;
  attempts: number;
  duration_ms: number;
  error: string | null;
  output: unknown;
  receipt_ids: string[];
}

/** A chain run as kept in history (`GET /api/chains/{id}/runs`). Times are Unix ms. */
export interface ChainRunRecord {
  run_id: string;
  chain_id: string;
  trigger: RunTrigger;
  job_id: string | null;
  agent_id: string | null;
  status: RunStatus;
  params: Record<string, unknown>;
  output: unknown;
  error: string | null;
  steps: StoredStep[];
  started_at: number;
  finished_at: number;
  duration_ms: number;
}

interface RunRow {
  id: string;
  chain_id: string;
  trigger: string;
  job_id: string | null;
  agent_id: string | null;
  status: string;
  params_json: string;
  output_json: string | null;
  error: string | null;
  steps_json: string;
  started_at: number;
  finished_at: number;
  duration_ms: number;
}

export const DEFAULT_RUNS_LIMIT = 50;
export const MAX_RUNS_LIMIT = 500;
/** Runs kept in history; older rows are pruned in batches. */
export const RUN_RETENTION_ROWS = 100_000;

function fromRow(row: RunRow): ChainRunRecord {
  return {
    run_id: row.id,
    chain_id: row.chain_id,
    trigger: row.trigger as RunTrigger,
    job_id: row.job_id,
    agent_id: row.agent_id,
    status: row.status as RunStatus,
    params: JSON.parse(row.params_json),
    output: row.output_json === null ? null : JSON.parse(row.output_json),
    error: row.error,
    steps: JSON.parse(row.steps_json),
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
  };
}

export interface RunStore {
  insert(run: ChainRunRecord): void;
  listForChain(chainId: string, limit?: number): ChainRunRecord[];
  listRecent(limit?: number): ChainRunRecord[];
  get(runId: string): ChainRunRecord | null;
}

const clampLimit = (limit: number | undefined) =>
  Math.max(1, Math.min(MAX_RUNS_LIMIT, Math.trunc(limit ?? DEFAULT_RUNS_LIMIT)));

/** Run history, written once per run when it finishes (a run is acknowledged only then). */
export function createRunStore(db: Database): RunStore {
  const insert = db.query(`INSERT INTO chain_runs
    (id, chain_id, trigger, job_id, agent_id, status, params_json, output_json, error, steps_json,
     started_at, finished_at, duration_ms)
    VALUES ($id, $chain_id, $trigger, $job_id, $agent_id, $status, $params_json, $output_json,
     $error, $steps_json, $started_at, $finished_at, $duration_ms)`);
  const forChain = db.query<RunRow, { chain_id: string; limit: number }>(
    'SELECT * FROM chain_runs WHERE chain_id = $chain_id ORDER BY started_at DESC, rowid DESC LIMIT $limit',
  );
  const recent = db.query<RunRow, { limit: number }>(
    'SELECT * FROM chain_runs ORDER BY started_at DESC, rowid DESC LIMIT $limit',
  );
  const one = db.query<RunRow, { id: string }>('SELECT * FROM chain_runs WHERE id = $id');
  const prune = db.query<unknown, { keep: number }>(
    'DELETE FROM chain_runs WHERE rowid <= (SELECT MAX(rowid) FROM chain_runs) - $keep',
  );
  let sincePrune = 0;
  return {
    insert(run) {
      insert.run({
        id: run.run_id,
        chain_id: run.chain_id,
        trigger: run.trigger,
        job_id: run.job_id,
        agent_id: run.agent_id,
        status: run.status,
        params_json: JSON.stringify(run.params),
        output_json: run.output === null || run.output === undefined ? null : JSON.stringify(run.output),
        error: run.error,
        steps_json: JSON.stringify(run.steps),
        started_at: run.started_at,
        finished_at: run.finished_at,
        duration_ms: run.duration_ms,
      });
      if (++sincePrune >= 1000) {
        sincePrune = 0;
        prune.run({ keep: RUN_RETENTION_ROWS });
      }
    },
    listForChain: (chainId, limit) => forChain.all({ chain_id: chainId, limit: clampLimit(limit) }).map(fromRow),
    listRecent: (limit) => recent.all({ limit: clampLimit(limit) }).map(fromRow),
    get: (runId) => {
      const row = one.get({ id: runId });
      return row ? fromRow(row) : null;
    },
  };
}
