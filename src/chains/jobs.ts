import type { Database } from 'bun:sqlite';
import { parseIntervalSecs } from '../lib/duration.ts';
import { BadRequestError } from '../server/errors.ts';

/** Shortest schedule interval accepted (documented in docs/chains.md). */
export const MIN_INTERVAL_SECS = 1;
/** Longest: a year and a day, so timestamps stay far from integer limits. */
export const MAX_INTERVAL_SECS = 366 * 86_400;
/** Enabled jobs allowed at once. */
export const MAX_ENABLED_JOBS = 10_000;

/**
 * Parses a schedule interval: SPEC's `<n>s|m|h` (`30s`, `10m`, `1h`), compounds (`1h30m`),
 * plus days (`7d`, `1d12h`) and an optional leading `every `. Throws 400 for anything
 * malformed, zero, negative, below MIN_INTERVAL_SECS or above MAX_INTERVAL_SECS.
 */
export function parseScheduleInterval(value: unknown): number {
  if (typeof value !== 'string') throw new BadRequestError('interval must be a string like 30s, 10m, 1h or 1h30m');
  const text = value.trim().toLowerCase().replace(/^every\s+/, '');
  let secs: number | null = null;
  const days = /^(\d{1,6})d(.*)$/.exec(text);
  if (days) {
    const rest = days[2] === '' ? 0 : parseIntervalSecs(days[2]);
    secs = rest === null ? null : Number(days[1]) * 86_400 + rest;
  } else if (text.length <= 32) {
    secs = parseIntervalSecs(text);
  }
  if (secs === null) {
    throw new BadRequestError(`invalid interval "${value.slice(0, 40)}": use a number and a unit s, m, h or d (e.g. 30s, 10m, 1h30m)`);
  }
  if (secs < MIN_INTERVAL_SECS) throw new BadRequestError(`interval must be at least ${MIN_INTERVAL_SECS}s`);
  if (secs > MAX_INTERVAL_SECS) throw new BadRequestError('interval must be at most 366d');
  return secs;
}

/** SPEC "Scheduled job", exactly: Unix seconds; `last_run_at` 0 and `last_output` "" before the first run. */
export interface ScheduledJob {
  id: string;
  chain_id: string;
  interval_secs: number;
  enabled: boolean;
  last_run_at: number;
  last_output: string;
  run_count: number;
  created_at: number;
}

/** The full row, for the scheduler and the service. `next_run_at` is Unix ms. */
export interface JobRow {
  id: string;
  chain_id: string;
  interval_secs: number;
  params_json: string;
  enabled: number;
  last_run_at: number | null;
  last_output: string | null;
  last_status: string | null;
  run_count: number;
  failure_count: number;
  created_at: number;
  next_run_at: number;
  agent_id: string | null;
}

export function toScheduledJob(row: JobRow): ScheduledJob {
  return {
    id: row.id,
    chain_id: row.chain_id,
    interval_secs: row.interval_secs,
    enabled: row.enabled === 1,
    last_run_at: row.last_run_at ?? 0,
    last_output: row.last_output ?? '',
    run_count: row.run_count,
    created_at: row.created_at,
  };
}

/**
 * When a job runs next after a run was due at `due` and the clock reads `now`: the next slot
 * of its fixed cadence that lies in the future. Slots missed while the process was down or
 * while a slow run held the job are skipped, so a restart brings at most one catch-up run.
 */
export function nextSlot(due: number, intervalMs: number, now: number): number {
  const next = due + intervalMs;
  if (next > now) return next;
  return due + intervalMs * (Math.floor((now - due) / intervalMs) + 1);
}

export interface JobQueries {
  insert(job: {
    id: string;
    chain_id: string;
    interval_secs: number;
    params: Record<string, unknown>;
    created_at: number;
    next_run_at: number;
    agent_id: string | null;
  }): void;
  list(): ScheduledJob[];
  listForAgent(agentId: string): JobRow[];
  get(id: string): JobRow | null;
  countEnabled(): number;
  /** Every job, enabled or not (the dashboard total). */
  count(): number;
  setEnabled(id: string, enabled: boolean, nextRunAt: number): boolean;
  remove(id: string): boolean;
  /** Earliest `next_run_at` among enabled jobs, or null. */
  nextDue(): number | null;
  /**
   * Returns the enabled jobs due at `now` (with the slot they were due at) and, in the same
   * transaction, moves each to its next slot per `nextSlot` with one UPDATE statement.
   */
  takeDue(now: number): JobRow[];
  recordRun(id: string, run: { last_run_at: number; last_output: string; failed: boolean }): void;
}

export function createJobQueries(db: Database): JobQueries {
  const insert = db.query(`INSERT INTO scheduled_jobs
    (id, chain_id, interval_secs, params_json, enabled, created_at, next_run_at, agent_id)
    VALUES ($id, $chain_id, $interval_secs, $params_json, 1, $created_at, $next_run_at, $agent_id)`);
  const list = db.query<JobRow, []>('SELECT * FROM scheduled_jobs ORDER BY created_at DESC, rowid DESC');
  const forAgent = db.query<JobRow, { agent_id: string }>('SELECT * FROM scheduled_jobs WHERE agent_id = $agent_id');
  const get = db.query<JobRow, { id: string }>('SELECT * FROM scheduled_jobs WHERE id = $id');
  const countEnabled = db.query<{ n: number }, []>('SELECT COUNT(*) AS n FROM scheduled_jobs WHERE enabled = 1');
  const countAll = db.query<{ n: number }, []>('SELECT COUNT(*) AS n FROM scheduled_jobs');
  const setEnabled = db.query<unknown, { id: string; enabled: number; next_run_at: number }>(
    'UPDATE scheduled_jobs SET enabled = $enabled, next_run_at = $next_run_at WHERE id = $id',
  );
  const remove = db.query<unknown, { id: string }>('DELETE FROM scheduled_jobs WHERE id = $id');
  const nextDue = db.query<{ next: number | null }, []>(
    'SELECT MIN(next_run_at) AS next FROM scheduled_jobs WHERE enabled = 1',
  );
  const dueAll = db.query<JobRow, { now: number }>(
    'SELECT * FROM scheduled_jobs WHERE enabled = 1 AND next_run_at <= $now ORDER BY next_run_at, rowid',
  );
  // nextSlot() in SQL: integer division skips every missed slot, so at most one catch-up.
  const advanceDue = db.query<unknown, { now: number }>(`UPDATE scheduled_jobs
    SET next_run_at = next_run_at + interval_secs * 1000 * (($now - next_run_at) / (interval_secs * 1000) + 1)
    WHERE enabled = 1 AND next_run_at <= $now`);
  const recordRun = db.query(`UPDATE scheduled_jobs SET last_run_at = $last_run_at, last_output = $last_output,
      last_status = $last_status, run_count = run_count + 1, failure_count = failure_count + $failed
    WHERE id = $id`);
  const takeDue = db.transaction((now: number): JobRow[] => {
    const rows = dueAll.all({ now });
    if (rows.length > 0) advanceDue.run({ now });
    return rows;
  });

  return {
    insert(job) {
      insert.run({
        id: job.id,
        chain_id: job.chain_id,
        interval_secs: job.interval_secs,
        params_json: JSON.stringify(job.params),
        created_at: job.created_at,
        next_run_at: job.next_run_at,
        agent_id: job.agent_id,
      });
    },
    list: () => list.all().map(toScheduledJob),
    listForAgent: (agentId) => forAgent.all({ agent_id: agentId }),
    get: (id) => get.get({ id }) ?? null,
    countEnabled: () => countEnabled.get()?.n ?? 0,
    count: () => countAll.get()?.n ?? 0,
    setEnabled: (id, enabled, nextRunAt) =>
      setEnabled.run({ id, enabled: enabled ? 1 : 0, next_run_at: nextRunAt }).changes > 0,
    remove: (id) => remove.run({ id }).changes > 0,
    nextDue: () => nextDue.get()?.next ?? null,
    takeDue: (now) => takeDue(now),
    recordRun(id, run) {
      recordRun.run({
        id,
        last_run_at: run.last_run_at,
        last_output: run.last_output,
        last_status: run.failed ? 'failed' : 'succeeded',
        failed: run.failed ? 1 : 0,
      });
    },
  };
}
