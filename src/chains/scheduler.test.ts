import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import type { Database } from 'bun:sqlite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAbilityRegistry } from '../abilities/registry.ts';
import { createBuiltinAbilities } from '../abilities/builtins/index.ts';
import { openDatabase } from '../db/open.ts';
import { FakeClock, settle, until } from './fake-clock.fixture.ts';
import { createJobQueries } from './jobs.ts';
import { createScheduler, type DueJob, type JobRunOutcome, type SchedulerRunInfo } from './scheduler.ts';
import { createChainsService } from './service.ts';

function insertJob(db: Database, clock: FakeClock, id: string, intervalSecs: number, params: Record<string, unknown> = {}) {
  createJobQueries(db).insert({
    id,
    chain_id: 'c',
    interval_secs: intervalSecs,
    params,
    created_at: Math.floor(clock.now() / 1000),
    next_run_at: clock.now(),
    agent_id: null,
  });
}

function setup(runChain?: (job: DueJob) => Promise<JobRunOutcome>) {
  const db = openDatabase(':memory:');
  const clock = new FakeClock();
  const runs: { id: string; at: number; scheduled: number }[] = [];
  const infos: SchedulerRunInfo[] = [];
  const scheduler = createScheduler({
    db,
    now: clock.now,
    setTimer: clock.setTimer,
    onRun: (info) => infos.push(info),
    runChain: async (job) => {
      runs.push({ id: job.id, at: clock.now(), scheduled: job.scheduled_at });
      return runChain ? runChain(job) : { status: 'succeeded', output: `ran ${job.id}` };
    },
  });
  const job = (id: string) => createJobQueries(db).list().find((j) => j.id === id)!;
  return { db, clock, scheduler, runs, infos, job };
}

describe('scheduler timing (fake clock)', () => {
  test('runs a new job at once, then on a fixed cadence without drift', async () => {
    const { db, clock, scheduler, runs, job } = setup();
    insertJob(db, clock, 'j', 10);
    const t0 = clock.now();
    scheduler.start();
    await clock.advance(35_000);
    expect(runs.map((r) => r.at - t0)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(job('j')).toMatchObject({ run_count: 4, last_run_at: Math.floor((t0 + 30_000) / 1000), last_output: 'ran j', enabled: true });
    await scheduler.stop();
  });

  test('sleeps on one timer until the next due job instead of polling', async () => {
    const { db, clock, scheduler, runs } = setup();
    insertJob(db, clock, 'fast', 7);
    insertJob(db, clock, 'slow', 60);
    scheduler.start();
    await clock.advance(0);
    expect(clock.pending).toBe(1);
    expect(clock.requested.at(-1)).toBe(7000);
    await clock.advance(61_000);
    expect(clock.pending).toBe(1);
    // wake-ups happened only at due times: 0, 7, 14, ..., 56, 60
    expect(clock.requested.slice(1).every((ms) => ms > 0)).toBe(true);
    expect(runs.filter((r) => r.id === 'fast')).toHaveLength(9);
    expect(runs.filter((r) => r.id === 'slow')).toHaveLength(2);
    await scheduler.stop();
  });

  test('with no jobs it sleeps the maximum and notices a job created later on reschedule', async () => {
    const { db, clock, scheduler, runs } = setup();
    scheduler.start();
    await clock.advance(0);
    expect(clock.requested).toEqual([60_000]);
    await clock.advance(1000);
    insertJob(db, clock, 'late', 5);
    scheduler.reschedule();
    await clock.advance(0);
    expect(runs.map((r) => r.id)).toEqual(['late']);
    expect(clock.pending).toBe(1);
    await scheduler.stop();
  });

  test('a job inserted without reschedule is still found within the maximum sleep', async () => {
    const { db, clock, scheduler, runs } = setup();
    scheduler.start();
    await clock.advance(1000);
    insertJob(db, clock, 'quiet', 3600);
    await clock.advance(59_000);
    expect(runs.map((r) => r.id)).toEqual(['quiet']);
    await scheduler.stop();
  });

  test('a slow run never overlaps itself: the slots it covers are skipped', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { db, clock, scheduler, runs, job } = setup(async () => {
      if (++calls === 1) await gate;
      return { status: 'succeeded', output: `run ${calls}` };
    });
    insertJob(db, clock, 'j', 1);
    const t0 = clock.now();
    scheduler.start();
    await clock.advance(3500);
    expect(runs).toHaveLength(1);
    expect(scheduler.stats()).toMatchObject({ in_flight: 1, skipped_overlaps: 3 });
    release();
    await clock.advance(1000);
    expect(runs.map((r) => r.at - t0)).toEqual([0, 4000]);
    expect(job('j')).toMatchObject({ run_count: 2, last_output: 'run 2' });
    await scheduler.stop();
  });

  test('a failing run records its error and the job keeps its cadence', async () => {
    let n = 0;
    const { db, clock, scheduler, runs, job, infos } = setup(async () => {
      n++;
      if (n === 1) throw new Error('kaboom');
      if (n === 2) return { status: 'failed', output: 'ERROR: step "x" failed' };
      return { status: 'succeeded', output: 'fine' };
    });
    insertJob(db, clock, 'j', 10);
    scheduler.start();
    await clock.advance(0);
    expect(job('j')).toMatchObject({ last_output: 'ERROR: kaboom', run_count: 1, enabled: true });
    await clock.advance(10_000);
    expect(job('j').last_output).toBe('ERROR: step "x" failed');
    await clock.advance(10_000);
    expect(job('j')).toMatchObject({ last_output: 'fine', run_count: 3 });
    expect(runs).toHaveLength(3);
    expect(infos.map((i) => i.status)).toEqual(['failed', 'failed', 'succeeded']);
    expect(scheduler.stats()).toMatchObject({ runs: 3, failures: 2 });
    await scheduler.stop();
  });

  test('disabled jobs do not run; re-enabled ones do', async () => {
    const { db, clock, scheduler, runs } = setup();
    insertJob(db, clock, 'j', 10);
    const jobs = createJobQueries(db);
    jobs.setEnabled('j', false, clock.now());
    scheduler.start();
    await clock.advance(30_000);
    expect(runs).toHaveLength(0);
    jobs.setEnabled('j', true, clock.now());
    scheduler.reschedule();
    await clock.advance(0);
    expect(runs).toHaveLength(1);
    await scheduler.stop();
  });

  test('stop waits for runs in flight and then wakes no more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { db, clock, scheduler, runs } = setup(async () => {
      await gate;
      return { status: 'succeeded', output: 'done' };
    });
    insertJob(db, clock, 'j', 1);
    scheduler.start();
    await clock.advance(0);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await clock.advance(10_000);
    expect(runs).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  test('stop with abort signals the runs in flight', async () => {
    const db = openDatabase(':memory:');
    const clock = new FakeClock();
    let aborted = false;
    const scheduler = createScheduler({
      db,
      now: clock.now,
      setTimer: clock.setTimer,
      runChain: (_job, signal) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve({ status: 'failed', output: 'ERROR: cancelled' });
          });
        }),
    });
    insertJob(db, clock, 'j', 1);
    scheduler.start();
    await clock.advance(0);
    await scheduler.stop({ abort: true });
    expect(aborted).toBe(true);
  });

  test('reports lateness and catch-up runs', async () => {
    const { db, clock, scheduler, infos } = setup();
    insertJob(db, clock, 'j', 10);
    clock.time += 25_000; // the job was due 25 s ago
    scheduler.start();
    await clock.advance(0);
    expect(infos[0]).toMatchObject({ lateness_ms: 25_000, catch_up: true });
    await clock.advance(5_000);
    expect(infos[1]).toMatchObject({ lateness_ms: 0, catch_up: false });
    await scheduler.stop();
  });
});

describe('restart durability against a real data dir', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'svc-sched-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function boot(clock: FakeClock) {
    const db = openDatabase(join(dataDir, 'svc.db'));
    const registry = createAbilityRegistry({ db, dataDir, now: clock.now });
    const builtins = createBuiltinAbilities();
    registry.registerSource('built-in', () => builtins);
    const chains = createChainsService({ db, dataDir, registry, now: clock.now });
    const scheduler = createScheduler({ db, runChain: chains.runJob, now: clock.now, setTimer: clock.setTimer });
    chains.onJobsChanged(() => scheduler.reschedule());
    clock.afterFire = () => until(() => scheduler.stats().in_flight === 0);
    return { db, chains, scheduler };
  }

  test('jobs continue on their cadence after a restart with at most one catch-up run', async () => {
    const clock = new FakeClock(Date.UTC(2026, 5, 1, 0, 0, 0));
    const first = boot(clock);
    first.scheduler.start();
    const { job_id } = first.chains.scheduleChain({ chain_id: 'workspace-heartbeat', interval: '1m', params: { message: 'tick' } });
    await clock.advance(150_000); // runs at 0:00, 1:00, 2:00
    await first.scheduler.stop();
    first.db.close();
    expect(readFileSync(join(dataDir, 'workspace/heartbeat.log'), 'utf8').trim().split('\n')).toHaveLength(3);

    clock.time += 3_600_000; // down for an hour: 60 slots missed
    const second = boot(clock);
    second.scheduler.start();
    await clock.advance(0);
    const afterRestart = second.chains.listJobs().find((j) => j.id === job_id)!;
    expect(afterRestart.run_count).toBe(4); // exactly one catch-up run, not 60
    await clock.advance(30_000 - 1); // the next slot is still on the original grid (xx:00 + n minutes)
    expect(second.chains.listJobs()[0].run_count).toBe(4);
    await clock.advance(1);
    expect(second.chains.listJobs()[0].run_count).toBe(5);
    await second.scheduler.stop();

    const lines = readFileSync(join(dataDir, 'workspace/heartbeat.log'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.every((l) => l.endsWith(' tick'))).toBe(true);
    const history = second.chains.listRuns('workspace-heartbeat', 100);
    expect(history).toHaveLength(5);
    expect(history.every((r) => r.trigger === 'schedule' && r.job_id === job_id && r.status === 'succeeded')).toBe(true);
    expect(second.chains.listChains().find((c) => c.chain_id === 'workspace-heartbeat')).toMatchObject({
      hit_count: 5,
      success_count: 5,
      trust_level: 1,
    });
    second.db.close();
  });

  test('a job whose chain disappeared records the error in last_output and run history, and keeps running', async () => {
    const clock = new FakeClock();
    const { db, chains, scheduler } = boot(clock);
    createJobQueries(db).insert({
      id: 'orphan',
      chain_id: 'gone-chain',
      interval_secs: 5,
      params: {},
      created_at: Math.floor(clock.now() / 1000),
      next_run_at: clock.now(),
      agent_id: null,
    });
    scheduler.start();
    await clock.advance(10_000);
    const job = chains.listJobs()[0];
    expect(job).toMatchObject({ run_count: 3, enabled: true, last_output: 'ERROR: unknown chain "gone-chain"' });
    expect(chains.listRuns('gone-chain')).toHaveLength(3);
    await scheduler.stop();
    db.close();
  });
});
