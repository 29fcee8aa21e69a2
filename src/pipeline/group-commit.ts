import type { Database } from 'bun:sqlite';

/**
 * Group commit for the query pipeline. Every query writes a few small records: its constitution
 * check, the cost a cache hit saved, new cache entries, counters. Committed one by one, each is a
 * SQLite transaction of its own (two or three per query, each writing whole WAL pages), which
 * dominated the cost of a cached query. Instead, a query queues its writes in a `WriteBatch`, and
 * all batches queued during one event-loop turn are committed together in ONE transaction (on
 * `setImmediate`). Under load, hundreds of queries share a commit; a lone query waits one turn.
 *
 * Durability is unchanged: a query answers only after `commit()` resolved, i.e. after its
 * records are committed to the WAL, so an acknowledged answer's records survive `kill -9` exactly
 * as before (WAL with synchronous=NORMAL: a committed transaction survives a process crash).
 * A write that fails does not take the others down: the group is retried batch by batch, and
 * only the failing batch's `commit()` rejects.
 */

/** Queues a write (a closure over its values) instead of running it now. */
export type Defer = (write: () => void) => void;

/**
 * Records of one kind that are cheaper written together (cost events share their rollup rows):
 * a commit hands a collector every item its batches collected, in one call.
 */
export interface Collector<T> {
  write(items: T[]): void;
}

export interface WriteBatch {
  /** Queues a write for this batch's group commit (runs it at once if the batch is committed already). */
  readonly defer: Defer;
  /** Queues an item for `collector`, written with the other items of the same commit. */
  collect<T>(collector: Collector<T>, item: T): void;
  /**
   * Runs `fn` with this batch as the ambient batch for `deferWrite(db, ...)`, for the synchronous
   * part of `fn` only: code the pipeline does not own (the constitution check) joins the batch
   * without new parameters. Writes made after an `await` inside `fn` simply run at once.
   */
  within<T>(fn: () => T): T;
  /** Resolves once every write queued so far is committed; rejects if one of them failed. */
  commit(): Promise<void>;
}

export interface GroupCommitStats {
  /** Transactions committed. */
  commits: number;
  /** Writes they held. */
  writes: number;
  /** Query batches they held. */
  batches: number;
  /** The most batches one commit held. */
  largest: number;
}

export interface GroupCommit {
  begin(): WriteBatch;
  /** Commits whatever is queued now (shutdown, tests). */
  flush(): void;
  stats(): GroupCommitStats;
}

interface Batch {
  db: Database;
  writes: (() => void)[];
  collected: Map<Collector<unknown>, unknown[]> | null;
  closed: boolean;
  resolve?: () => void;
  reject?: (err: unknown) => void;
}

let ambient: Batch | null = null;

function size(batch: Batch): number {
  let n = batch.writes.length;
  for (const items of batch.collected?.values() ?? []) n += items.length;
  return n;
}

/**
 * For record writers (`insertCheck`): queues `write` in the ambient batch of a pipeline query on
 * `db` and returns true, or returns false when there is none (the caller writes at once).
 */
export function deferWrite(db: Database, write: () => void): boolean {
  if (!ambient || ambient.db !== db || ambient.closed) return false;
  ambient.writes.push(write);
  return true;
}

export function createGroupCommit(
  db: Database,
  options: { schedule?: (flush: () => void) => void } = {},
): GroupCommit {
  const schedule = options.schedule ?? ((fn: () => void) => void setImmediate(fn));
  let queue: Batch[] = [];
  let scheduled = false;
  const counters: GroupCommitStats = { commits: 0, writes: 0, batches: 0, largest: 0 };

  const runAll = db.transaction((batches: Batch[]) => {
    const collected = new Map<Collector<unknown>, unknown[]>();
    for (const b of batches) {
      for (const write of b.writes) write();
      for (const [collector, items] of b.collected ?? []) {
        const all = collected.get(collector);
        if (all) all.push(...items);
        else collected.set(collector, [...items]);
      }
    }
    for (const [collector, items] of collected) collector.write(items);
  });

  function commitGroup(batches: Batch[]): void {
    try {
      runAll(batches);
      count(batches);
      for (const b of batches) b.resolve?.();
    } catch {
      // the whole group rolled back: commit each batch on its own so one bad write costs only its query
      for (const b of batches) {
        try {
          runAll([b]);
          count([b]);
          b.resolve?.();
        } catch (err) {
          b.reject?.(err);
        }
      }
    }
  }

  function count(batches: Batch[]): void {
    counters.commits += 1;
    counters.batches += batches.length;
    counters.largest = Math.max(counters.largest, batches.length);
    for (const b of batches) counters.writes += size(b);
  }

  function flush(): void {
    scheduled = false;
    if (queue.length === 0) return;
    const batches = queue;
    queue = [];
    commitGroup(batches);
  }

  function begin(): WriteBatch {
    const batch: Batch = { db, writes: [], collected: null, closed: false };
    return {
      defer(write) {
        if (batch.closed) write();
        else batch.writes.push(write);
      },
      collect(collector, item) {
        if (batch.closed) return collector.write([item]);
        batch.collected ??= new Map();
        const items = batch.collected.get(collector as Collector<unknown>);
        if (items) items.push(item);
        else batch.collected.set(collector as Collector<unknown>, [item]);
      },
      within(fn) {
        const previous = ambient;
        ambient = batch;
        try {
          return fn();
        } finally {
          ambient = previous;
        }
      },
      commit() {
        if (batch.closed) return Promise.resolve();
        batch.closed = true;
        if (size(batch) === 0) return Promise.resolve();
        return new Promise<void>((resolve, reject) => {
          batch.resolve = resolve;
          batch.reject = reject;
          queue.push(batch);
          if (!scheduled) {
            scheduled = true;
            schedule(flush);
          }
        });
      },
    };
  }

  return { begin, flush, stats: () => ({ ...counters }) };
}
