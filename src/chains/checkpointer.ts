/**
 * WAL checkpoints off the main thread. SQLite checkpoints the WAL into the database file from
 * whichever connection commits past 1,000 WAL pages, and a checkpoint fsyncs: on a slow disk
 * that stalls the event loop for 100+ ms and a scheduler wake-up lands late behind it. A worker
 * with its own connection runs PASSIVE checkpoints every `intervalMs`, so the WAL stays short
 * and the main connection rarely has to. PASSIVE never waits for readers or writers.
 *
 * The worker is created from source text (a Blob URL), so it works inside the compiled binary
 * without a separate entry point.
 */

const WORKER_SOURCE = `
import { Database } from 'bun:sqlite';
let db = null;
let timer = null;
function checkpoint() {
  try {
    const r = db.query('PRAGMA wal_checkpoint(PASSIVE)').get();
    return { busy: r.busy, log: r.log, checkpointed: r.checkpointed };
  } catch (error) {
    return { error: String(error) };
  }
}
self.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === 'open') {
    db = new Database(msg.path);
    db.run('PRAGMA busy_timeout = 1000');
    timer = setInterval(checkpoint, msg.intervalMs);
  } else if (msg.type === 'checkpoint') {
    postMessage({ id: msg.id, result: db ? checkpoint() : { error: 'not open' } });
  } else if (msg.type === 'close') {
    if (timer) clearInterval(timer);
    if (db) db.close();
    db = null;
    postMessage({ id: msg.id, result: { closed: true } });
  }
};
`;

export interface CheckpointResult {
  busy?: number;
  /** WAL frames in the log. */
  log?: number;
  /** Frames copied into the database. */
  checkpointed?: number;
  error?: string;
  closed?: boolean;
}

export interface WalCheckpointer {
  /** Runs one checkpoint now (tests, shutdown). */
  checkpointNow(): Promise<CheckpointResult>;
  /** Closes the worker's connection and ends the worker. */
  stop(): Promise<void>;
}

export const DEFAULT_CHECKPOINT_INTERVAL_MS = 250;

/** Starts the checkpoint worker for the database file at `path` (a no-op for `:memory:`). */
export function startWalCheckpointer(path: string, intervalMs = DEFAULT_CHECKPOINT_INTERVAL_MS): WalCheckpointer {
  if (path === ':memory:' || path === '') {
    return { checkpointNow: async () => ({ error: 'in-memory database' }), stop: async () => {} };
  }
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'application/typescript' }));
  const worker = new Worker(url);
  (worker as { unref?: () => void }).unref?.(); // never keeps the process alive on its own
  let seq = 0;
  const waiting = new Map<number, (result: CheckpointResult) => void>();
  worker.onmessage = (event: MessageEvent<{ id: number; result: CheckpointResult }>) => {
    const done = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    done?.(event.data.result);
  };
  worker.postMessage({ type: 'open', path, intervalMs });
  const request = (type: string) =>
    new Promise<CheckpointResult>((resolve) => {
      const id = ++seq;
      waiting.set(id, resolve);
      worker.postMessage({ type, id });
    });
  let stopped = false;
  return {
    checkpointNow: () => (stopped ? Promise.resolve({ error: 'stopped' }) : request('checkpoint')),
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.race([request('close'), Bun.sleep(2000)]);
      worker.terminate();
      URL.revokeObjectURL(url);
    },
  };
}
