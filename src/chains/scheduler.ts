import type { Database } from 'bun:sqlite';
import type { Logger } from '../server/log.ts';
import { silentLogger } from '../server/log.ts';
import { writeBatch } from '../abilities/receipts.ts';
import { createJobQueries, type JobRow } from './jobs.ts';

/** A job handed to `runChain` when its slot comes. `scheduled_at` is the slot (Unix ms). */
export interface DueJob {
  id: string;
  chain_id: string;
  params: Record<string, unknown>;
  agent_id: string | null;
  interval_secs: number;
  scheduled_at: number;
}

/** What a run leaves on the job: `output` becomes `last_output` (an error reads `ERROR: ...`). */
export interface JobRunOutcome {
  status: 'succeeded' | 'failed';
  output: string;
}

export interface SchedulerRunInfo {
  job_id: string;
  chain_id: string;
  scheduled_at: number;
  started_at: number;
  /** How late the run started against its slot (ms). */
  lateness_ms: number;
  /** The slot was missed by a whole interval or more (after downtime): the one catch-up run. */
  catch_up: boolean;
  status: 'succeeded' | 'failed';
  duration_ms: number;
}

/** Schedules `fn` after `ms`; returns a cancel function. Injected by tests as a fake clock. */
export type SetTimer = (fn: () => void, ms: number) => () => void;

export interface SchedulerOptions {
  db: Database;
  /** Runs the job's chain (and records it in run history); should not throw, but may. */
  runChain: (job: DueJob, signal: AbortSignal) => Promise<JobRunOutcome>;
  now?: () => number;
  setTimer?: SetTimer;
  log?: Logger;
  /** Called after every run (metrics: lateness, failures). */
  onRun?: (info: SchedulerRunInfo) => void;
  /** Longest single sleep; the scheduler re-reads the next due time at least this often. */
  maxSleepMs?: number;
}

export interface SchedulerStats {
  started: boolean;
  in_flight: number;
  runs: number;
  failures: number;
  /** Slots skipped because the previous run of the same job was still going. */
  skipped_overlaps: number;
  next_due_at: number | null;
}

export interface Scheduler {
  start(): void;
  /** Stops waking up and waits for runs in flight (aborting them first when `abort` is set). */
  stop(options?: { abort?: boolean }): Promise<void>;
  /** Re-reads the next due time; call after creating, enabling or disabling a job. */
  reschedule(): void;
  stats(): SchedulerStats;
}

export const DEFAULT_MAX_SLEEP_MS = 60_000;
/** Shortest gap between two wake-ups: bounds wake-ups to 100/s however jobs are staggered. */
export const MIN_WAKE_GAP_MS = 10;
const MAX_OUTPUT_CHARS = 4000;

export const defaultSetTimer: SetTimer = (fn, ms) => {
  const handle = setTimeout(fn, ms);
  // A pending wake-up alone does not keep the process alive (the server does).
  (handle as { unref?: () => void }).unref?.();
  return () => clearTimeout(handle);
};

function parseParams(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The chain scheduler. One timer sleeps until the earliest `next_run_at` of the enabled jobs
 * (an indexed MIN query), never polling job by job. At each wake-up every due job is moved to
 * its next slot in one transaction *before* it runs (so a crash cannot replay it), then run.
 * A job whose previous run is still going skips the slot (no self-overlap). Slots missed while
 * the process was down collapse into one catch-up run. Failures are recorded on the job
 * (`last_output` = `ERROR: ...`) and the job keeps its cadence.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const jobs = createJobQueries(options.db);
  const batch = writeBatch(options.db);
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? defaultSetTimer;
  const log = options.log ?? silentLogger;
  const maxSleepMs = options.maxSleepMs ?? DEFAULT_MAX_SLEEP_MS;

  let started = false;
  let cancelTimer: (() => void) | null = null;
  let controller = new AbortController();
  const inFlight = new Map<string, Promise<void>>();
  const counters = { runs: 0, failures: 0, skipped_overlaps: 0 };

  /** When the last wake-up happened, to keep wake-ups at least MIN_WAKE_GAP_MS apart. */
  let lastWake = -Infinity;

  function arm(): void {
    cancelTimer?.();
    cancelTimer = null;
    if (!started) return;
    let next: number | null;
    try {
      next = jobs.nextDue();
    } catch (err) {
      log.error('scheduler could not read jobs', { error: String(err) });
      next = null;
    }
    const t = now();
    // Jobs due a few ms apart share a wake-up: one query and transaction serve them all.
    const earliest = Math.max(t, lastWake + MIN_WAKE_GAP_MS);
    const delay = next === null ? maxSleepMs : Math.min(maxSleepMs, Math.max(0, next, earliest) - t);
    cancelTimer = setTimer(tick, delay);
  }

  function tick(): void {
    cancelTimer = null;
    if (!started) return;
    lastWake = now();
    try {
      const due = jobs.takeDue(now());
      if (due.length > 0) {
        for (const row of due) {
          if (inFlight.has(row.id)) {
            counters.skipped_overlaps++;
            log.warn('skipping a slot: the previous run of this job is still going', { job_id: row.id, chain_id: row.chain_id });
            continue;
          }
          dispatch(row);
        }
      }
    } catch (err) {
      log.error('scheduler wake-up failed', { error: String(err) });
    }
    arm();
  }

  function dispatch(row: JobRow): void {
    const job: DueJob = {
      id: row.id,
      chain_id: row.chain_id,
      params: parseParams(row.params_json),
      agent_id: row.agent_id,
      interval_secs: row.interval_secs,
      scheduled_at: row.next_run_at,
    };
    const startedAt = now();
    const t0 = performance.now();
    const signal = controller.signal;
    const run = (async () => {
      let outcome: JobRunOutcome;
      try {
        outcome = await options.runChain(job, signal);
      } catch (err) {
        outcome = { status: 'failed', output: `ERROR: ${err instanceof Error ? err.message : String(err)}` };
      }
      counters.runs++;
      if (outcome.status === 'failed') counters.failures++;
      try {
        await batch.run(() =>
          jobs.recordRun(job.id, {
            last_run_at: Math.floor(startedAt / 1000),
            last_output: String(outcome.output).slice(0, MAX_OUTPUT_CHARS),
            failed: outcome.status === 'failed',
          }),
        );
      } catch (err) {
        log.error('could not record a scheduled run', { job_id: job.id, error: String(err) });
      }
      try {
        options.onRun?.({
          job_id: job.id,
          chain_id: job.chain_id,
          scheduled_at: job.scheduled_at,
          started_at: startedAt,
          lateness_ms: Math.max(0, startedAt - job.scheduled_at),
          catch_up: startedAt - job.scheduled_at >= job.interval_secs * 1000,
          status: outcome.status,
          duration_ms: Math.round(performance.now() - t0),
        });
      } catch (err) {
        log.warn('scheduler onRun hook failed', { error: String(err) });
      }
    })();
    const tracked = run.finally(() => inFlight.delete(job.id));
    inFlight.set(job.id, tracked);
  }

  return {
    start() {
      if (started) return;
      started = true;
      controller = new AbortController();
      arm();
    },
    async stop({ abort = false } = {}) {
      started = false;
      cancelTimer?.();
      cancelTimer = null;
      if (abort) controller.abort(new Error('the scheduler is stopping'));
      await Promise.allSettled([...inFlight.values()]);
    },
    reschedule() {
      if (started) arm();
    },
    stats() {
      let next: number | null = null;
      try {
        next = jobs.nextDue();
      } catch {
        next = null;
      }
      return { started, in_flight: inFlight.size, ...counters, next_due_at: next };
    },
  };
}
