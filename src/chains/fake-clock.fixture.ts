import type { SetTimer } from './scheduler.ts';

/**
 * A manual clock for scheduler tests: `setTimer` queues callbacks, `advance` moves time and
 * fires them in order, letting promise callbacks settle between firings. Nothing sleeps.
 */
export class FakeClock {
  time: number;
  private seq = 0;
  private timers: { at: number; id: number; fn: () => void }[] = [];
  /** Every delay ever requested, for asserting how the scheduler sleeps. */
  readonly requested: number[] = [];
  /**
   * Awaited after each timer fires: tests whose runs do real I/O (files, SQLite on disk) wait
   * here for the runs to finish before the clock moves on, so "now" never races the work.
   */
  afterFire: () => Promise<void> = settle;

  constructor(start = 1_800_000_000_000) {
    this.time = start;
  }

  now = (): number => this.time;

  setTimer: SetTimer = (fn, ms) => {
    const id = ++this.seq;
    this.requested.push(ms);
    this.timers.push({ at: this.time + ms, id, fn });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  };

  get pending(): number {
    return this.timers.length;
  }

  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      await settle();
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t.id !== due.id);
      this.time = Math.max(this.time, due.at);
      due.fn();
      await this.afterFire();
    }
    this.time = target;
    await settle();
  }
}

/** Resolves when `idle()` turns true, yielding to real I/O in between (bounded, 5 s). */
export async function until(idle: () => boolean): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!idle()) {
    if (performance.now() > deadline) throw new Error('timed out waiting for runs to finish');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Lets pending promise callbacks (and the SQLite work they do) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
