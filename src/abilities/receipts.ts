import type { Database } from 'bun:sqlite';
import { sha256Hex } from '../lib/constant-time.ts';
import type { AbilitySource } from './types.ts';

export const RECEIPT_OUTCOMES = ['success', 'error', 'timeout', 'rejected'] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

/** One execution receipt (the `GET /api/receipts` element). Times are Unix milliseconds. */
export interface Receipt {
  id: string;
  ability: string;
  /** Null when the ability could not be resolved (the invocation was rejected). */
  source: AbilitySource | null;
  outcome: ReceiptOutcome;
  /** The invocation's parameters, every string redacted and length-capped. */
  inputs: Record<string, unknown>;
  /** Only the output fields the ability names in `receipt_fields`, redacted likewise. */
  outputs: Record<string, unknown>;
  error: string | null;
  started_at: number;
  duration_ms: number;
  run_id: string | null;
  step_id: string | null;
  agent_id: string | null;
  /** `hash` of the receipt stored just before this one, null for the first. */
  prev_hash: string | null;
  /** Hex SHA-256 of the canonical JSON of every other field. */
  hash: string;
}

export type UnsignedReceipt = Omit<Receipt, 'hash' | 'prev_hash'>;

const MAX_STRING_CHARS = 2000;
const MAX_DEPTH = 8;
const MAX_ITEMS = 100;
export const DEFAULT_RECEIPT_LIMIT = 50;
export const MAX_RECEIPT_LIMIT = 500;
/** Receipts kept; older rows are pruned in batches so the table stays bounded. */
export const RECEIPT_RETENTION_ROWS = 200_000;

/**
 * JSON with object keys sorted at every level, so the same receipt always hashes the same
 * whatever order its fields were built in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value === undefined ? null : value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const key of Object.keys(record).sort()) {
    if (record[key] === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
    first = false;
  }
  return `${out}}`;
}

/** The hash a receipt must carry: over every field but `hash` itself. */
export function receiptHash(receipt: Omit<Receipt, 'hash'> & { hash?: string }): string {
  const { hash: _hash, ...body } = receipt;
  return sha256Hex(canonicalJson(body));
}

export function verifyReceipt(receipt: Receipt): boolean {
  return receiptHash(receipt) === receipt.hash;
}

/**
 * Verifies a run of receipts in storage order (oldest first): each hash matches its content
 * and each `prev_hash` is the previous receipt's hash. Returns the index of the first bad
 * receipt, or -1 when the whole run holds.
 */
export function verifyReceiptChain(receipts: readonly Receipt[]): number {
  for (let i = 0; i < receipts.length; i++) {
    if (!verifyReceipt(receipts[i])) return i;
    if (i > 0 && receipts[i].prev_hash !== receipts[i - 1].hash) return i;
  }
  return -1;
}

/**
 * Deep copy for a receipt: strings pass through `redact` and are capped, depth and list
 * sizes are bounded, functions and other exotic values are dropped.
 */
export function sanitizeForRecord(value: unknown, redact: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') {
    const clean = redact(value);
    return clean.length > MAX_STRING_CHARS ? `${clean.slice(0, MAX_STRING_CHARS)}…[truncated]` : clean;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return null;
  if (typeof value === 'bigint') return value.toString();
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => sanitizeForRecord(v, redact, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`[${value.length - MAX_ITEMS} more]`);
    return items;
  }
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (count++ >= MAX_ITEMS) break;
    // defineProperty: a `__proto__` key in ability output stays an ordinary key.
    Object.defineProperty(out, redact(k), {
      value: sanitizeForRecord(v, redact, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

interface ReceiptRow {
  id: string;
  ability: string;
  source: string | null;
  outcome: string;
  inputs_json: string;
  outputs_json: string;
  error: string | null;
  started_at: number;
  duration_ms: number;
  run_id: string | null;
  step_id: string | null;
  agent_id: string | null;
  prev_hash: string | null;
  hash: string;
}

function fromRow(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    ability: row.ability,
    source: row.source as AbilitySource | null,
    outcome: row.outcome as ReceiptOutcome,
    inputs: JSON.parse(row.inputs_json),
    outputs: JSON.parse(row.outputs_json),
    error: row.error,
    started_at: row.started_at,
    duration_ms: row.duration_ms,
    run_id: row.run_id,
    step_id: row.step_id,
    agent_id: row.agent_id,
    prev_hash: row.prev_hash,
    hash: row.hash,
  };
}

/**
 * Coalesces small writes: everything queued in the same turn of the event loop is committed in
 * one transaction on the next one (a commit costs far more than a row). Each write still gets
 * its own result or error. One batcher per database handle.
 */
export interface WriteBatch {
  run<T>(write: () => T): Promise<T>;
}

const batches = new WeakMap<Database, WriteBatch>();
const MAX_BATCH_WRITES = 200;
/** Hash of the newest receipt per database, so appending does not query for it each time. */
const lastHashes = new WeakMap<Database, { hash: string | null }>();

export function writeBatch(db: Database): WriteBatch {
  const existing = batches.get(db);
  if (existing) return existing;
  let queue: { write: () => unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    // At most MAX_BATCH_WRITES per commit, then yield: timers (the scheduler's wake-up) run
    // between chunks instead of waiting behind one long transaction.
    const items = queue.splice(0, MAX_BATCH_WRITES);
    if (queue.length > 0) setImmediate(flush);
    const results: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const item of items) {
          try {
            results.push({ ok: true, value: item.write() });
          } catch (error) {
            // A failed statement is undone on its own; the rest of the batch still commits.
            results.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      lastHashes.delete(db); // the batch rolled back: re-read the chain head next time
      for (const item of items) item.reject(error);
      return;
    }
    items.forEach((item, i) => {
      const r = results[i];
      if (r.ok) item.resolve(r.value);
      else item.reject(r.error);
    });
  };
  const batch: WriteBatch = {
    run<T>(write: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ write, resolve: resolve as (v: unknown) => void, reject });
      });
    },
  };
  batches.set(db, batch);
  return batch;
}

/** Storage for receipts; prepared once per database handle. */
export interface ReceiptStore {
  /** Links the receipt to the previous one, hashes it, stores it and returns it. */
  append(receipt: UnsignedReceipt): Receipt;
  /** `append` through the database's write batch: concurrent invocations share one commit. */
  appendBatched(receipt: UnsignedReceipt): Promise<Receipt>;
  list(options?: { limit?: number; runId?: string }): Receipt[];
  /** Oldest first, for verification. */
  listInOrder(limit?: number): Receipt[];
}

export function createReceiptStore(db: Database): ReceiptStore {
  const lastHash = db.query<{ hash: string }, []>('SELECT hash FROM receipts ORDER BY seq DESC LIMIT 1');
  const insert = db.query(`INSERT INTO receipts
    (id, ability, source, outcome, inputs_json, outputs_json, error, started_at, duration_ms,
     run_id, step_id, agent_id, prev_hash, hash)
    VALUES ($id, $ability, $source, $outcome, $inputs_json, $outputs_json, $error, $started_at,
     $duration_ms, $run_id, $step_id, $agent_id, $prev_hash, $hash)`);
  const recent = db.query<ReceiptRow, { limit: number }>(
    'SELECT * FROM receipts ORDER BY seq DESC LIMIT $limit',
  );
  const byRun = db.query<ReceiptRow, { limit: number; run_id: string }>(
    'SELECT * FROM receipts WHERE run_id = $run_id ORDER BY seq ASC LIMIT $limit',
  );
  const ordered = db.query<ReceiptRow, { limit: number }>(
    'SELECT * FROM (SELECT * FROM receipts ORDER BY seq DESC LIMIT $limit) ORDER BY seq ASC',
  );
  const prune = db.query<unknown, { keep: number }>(
    'DELETE FROM receipts WHERE seq <= (SELECT MAX(seq) FROM receipts) - $keep',
  );
  let sincePrune = 0;

  const appendOne = (unsigned: UnsignedReceipt): Receipt => {
    let last = lastHashes.get(db);
    if (!last) {
      last = { hash: lastHash.get()?.hash ?? null };
      lastHashes.set(db, last);
    }
    const prev_hash = last.hash;
    const withPrev = { ...unsigned, prev_hash };
    const receipt: Receipt = { ...withPrev, hash: receiptHash(withPrev) };
    insert.run({
      id: receipt.id,
      ability: receipt.ability,
      source: receipt.source,
      outcome: receipt.outcome,
      inputs_json: JSON.stringify(receipt.inputs),
      outputs_json: JSON.stringify(receipt.outputs),
      error: receipt.error,
      started_at: receipt.started_at,
      duration_ms: receipt.duration_ms,
      run_id: receipt.run_id,
      step_id: receipt.step_id,
      agent_id: receipt.agent_id,
      prev_hash: receipt.prev_hash,
      hash: receipt.hash,
    });
    last.hash = receipt.hash;
    if (++sincePrune >= 1000) {
      sincePrune = 0;
      prune.run({ keep: RECEIPT_RETENTION_ROWS });
    }
    return receipt;
  };
  const appendTx = db.transaction(appendOne);
  const append = (unsigned: UnsignedReceipt): Receipt => {
    try {
      return appendTx(unsigned);
    } catch (error) {
      lastHashes.delete(db);
      throw error;
    }
  };
  const batch = writeBatch(db);

  return {
    append: (receipt) => append(receipt),
    appendBatched: (receipt) => batch.run(() => appendOne(receipt)),
    list({ limit = DEFAULT_RECEIPT_LIMIT, runId } = {}) {
      const capped = Math.max(1, Math.min(MAX_RECEIPT_LIMIT, Math.trunc(limit)));
      const rows = runId ? byRun.all({ limit: capped, run_id: runId }) : recent.all({ limit: capped });
      return rows.map(fromRow);
    },
    listInOrder(limit = MAX_RECEIPT_LIMIT) {
      return ordered.all({ limit }).map(fromRow);
    },
  };
}
