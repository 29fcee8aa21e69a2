import type { Database } from 'bun:sqlite';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConflictError, NotFoundError } from '../server/errors.ts';
import type { Logger } from '../server/log.ts';
import { silentLogger } from '../server/log.ts';
import { MAX_CHAIN_YAML_BYTES, parseChain, type ChainDefinition } from './definition.ts';
import { BUILTIN_CHAIN_SOURCES } from './library.ts';

/** Where a chain definition lives: shipped, a file in `$SVC_DATA_DIR/chains`, or the database. */
export const CHAIN_ORIGINS = ['built-in', 'user', 'stored'] as const;
export type ChainOrigin = (typeof CHAIN_ORIGINS)[number];

/** SPEC "Chain record", exactly. */
export interface ChainRecord {
  chain_id: string;
  name: string;
  description: string;
  trust_level: number;
  hit_count: number;
  success_count: number;
  created_at: string;
}

export interface StoredChain {
  definition: ChainDefinition;
  origin: ChainOrigin;
  /** The YAML text. */
  source: string;
  /** The user file it came from, for `user` chains. */
  file: string | null;
}

/**
 * Trust rule: every chain starts at 0. Each run that succeeds extends a streak; after
 * TRUST_STREAK consecutive successes the level rises by one (at most TRUST_MAX) and the streak
 * restarts. Each failed run lowers the level by one (never below 0) and resets the streak.
 */
export const TRUST_MAX = 3;
export const TRUST_STREAK = 5;

export function nextTrust(level: number, streak: number, success: boolean): { level: number; streak: number } {
  if (!success) return { level: Math.max(0, level - 1), streak: 0 };
  const run = streak + 1;
  if (run >= TRUST_STREAK) {
    return level < TRUST_MAX ? { level: level + 1, streak: 0 } : { level, streak: TRUST_STREAK };
  }
  return { level, streak: run };
}

/** ISO 8601 UTC without milliseconds, e.g. 2026-03-01T12:00:00Z. */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function userChainsDir(dataDir: string): string {
  return join(dataDir, 'chains');
}

export interface ChainFile {
  file: string;
  definition: ChainDefinition | null;
  source: string;
  error: string | null;
}

type FileCache = Map<string, { key: string; entry: ChainFile }>;

/** Reads and validates every `*.yaml`/`*.yml` in `dir` (re-parsing only files whose mtime/size changed). */
export function scanChainDir(dir: string, cache: FileCache = new Map()): ChainFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: ChainFile[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.') || !/\.ya?ml$/i.test(name)) continue;
    const file = join(dir, name);
    let key: string;
    try {
      const st = statSync(file);
      if (!st.isFile()) continue;
      key = `${st.mtimeMs}:${st.size}`;
      if (st.size > MAX_CHAIN_YAML_BYTES) {
        out.push({ file, definition: null, source: '', error: `larger than ${MAX_CHAIN_YAML_BYTES} bytes` });
        continue;
      }
    } catch {
      continue;
    }
    const cached = cache.get(file);
    if (cached && cached.key === key) {
      out.push(cached.entry);
      continue;
    }
    let entry: ChainFile;
    try {
      const source = readFileSync(file, 'utf8');
      try {
        entry = { file, definition: parseChain(source), source, error: null };
      } catch (err) {
        entry = { file, definition: null, source, error: err instanceof Error ? err.message : String(err) };
      }
    } catch (err) {
      entry = { file, definition: null, source: '', error: `cannot read: ${String(err)}` };
    }
    cache.set(file, { key, entry });
    out.push(entry);
  }
  return out;
}

interface ChainRow extends ChainRecord {
  origin: string;
  definition: string;
  success_streak: number;
}

export interface ChainStoreOptions {
  db: Database;
  dataDir: string;
  now?: () => number;
  log?: Logger;
  /** Built-in chain sources (file name → YAML); defaults to the shipped library. */
  library?: Readonly<Record<string, string>>;
  /** The user directory is re-read at most this often (ms) unless a sync is forced. */
  rescanMs?: number;
}

export interface ChainStore {
  readonly userDir: string;
  /** Brings the database in line with the library and the user directory. */
  sync(force?: boolean): void;
  list(): ChainRecord[];
  /** How many chains `list()` would return, without reading them. */
  count(): number;
  get(id: string): StoredChain | null;
  /** Like `get`, but 404 `unknown chain` when absent. */
  require(id: string): StoredChain;
  record(id: string): ChainRecord | null;
  /** Stores a chain in the database only (origin `stored`, e.g. learned by the pipeline). */
  save(source: string): ChainRecord;
  /** Deletes a `stored` chain; built-in and user chains are managed through their files. */
  removeStored(id: string): boolean;
  /** Counts one run: hit_count, success_count and trust_level per the trust rule. */
  recordRun(id: string, success: boolean): void;
}

export function createChainStore(options: ChainStoreOptions): ChainStore {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? silentLogger;
  const rescanMs = options.rescanMs ?? 2000;
  const userDir = userChainsDir(options.dataDir);

  const builtins = new Map<string, StoredChain>();
  for (const [file, source] of Object.entries(options.library ?? BUILTIN_CHAIN_SOURCES)) {
    try {
      const definition = parseChain(source);
      builtins.set(definition.id, { definition, origin: 'built-in', source, file: null });
    } catch (err) {
      log.error('invalid built-in chain', { file, error: String(err) });
    }
  }

  const upsert = db.query(`INSERT INTO chains
      (chain_id, name, description, origin, definition, created_at, updated_at)
      VALUES ($chain_id, $name, $description, $origin, $definition, $now, $now)
    ON CONFLICT(chain_id) DO UPDATE SET
      name = excluded.name, description = excluded.description, origin = excluded.origin,
      definition = excluded.definition, updated_at = excluded.updated_at
    WHERE chains.definition != excluded.definition OR chains.origin != excluded.origin`);
  const rowsByOrigin = db.query<{ chain_id: string }, { origin: string }>(
    'SELECT chain_id FROM chains WHERE origin = $origin',
  );
  const deleteRow = db.query<unknown, { chain_id: string }>('DELETE FROM chains WHERE chain_id = $chain_id');
  const allRows = db.query<ChainRow, []>('SELECT * FROM chains ORDER BY created_at DESC, chain_id ASC');
  const countRows = db.query<{ n: number }, []>('SELECT COUNT(*) AS n FROM chains');
  const oneRow = db.query<ChainRow, { chain_id: string }>('SELECT * FROM chains WHERE chain_id = $chain_id');
  const storedRow = db.query<{ origin: string; definition: string }, { chain_id: string }>(
    'SELECT origin, definition FROM chains WHERE chain_id = $chain_id',
  );
  // nextTrust() in one statement (every right-hand side reads the row's old values).
  const updateCounters = db.query<unknown, { chain_id: string; success: number; streak: number; max: number }>(
    `UPDATE chains SET
      hit_count = hit_count + 1,
      success_count = success_count + $success,
      trust_level = CASE
        WHEN $success = 0 THEN MAX(trust_level - 1, 0)
        WHEN success_streak + 1 >= $streak AND trust_level < $max THEN trust_level + 1
        ELSE trust_level END,
      success_streak = CASE
        WHEN $success = 0 THEN 0
        WHEN success_streak + 1 >= $streak AND trust_level < $max THEN 0
        WHEN success_streak + 1 >= $streak THEN $streak
        ELSE success_streak + 1 END
    WHERE chain_id = $chain_id`,
  );

  const fileCache: FileCache = new Map();
  const warned = new Set<string>();
  let users = new Map<string, StoredChain>();
  let lastScan = -Infinity;
  let lastSignature = '';
  const storedCache = new Map<string, { definition: string; chain: StoredChain; checkedAt: number }>();

  function sync(force = false): void {
    const t = now();
    if (!force && t - lastScan < rescanMs) return;
    lastScan = t;
    const next = new Map<string, StoredChain>();
    for (const entry of scanChainDir(userDir, fileCache)) {
      const warnOnce = (msg: string, fields: Record<string, unknown>) => {
        const key = `${entry.file}:${msg}:${entry.source.length}`;
        if (!warned.has(key)) {
          warned.add(key);
          log.warn(msg, fields);
        }
      };
      if (!entry.definition) {
        warnOnce('skipping invalid chain file', { file: entry.file, error: entry.error });
        continue;
      }
      const id = entry.definition.id;
      if (builtins.has(id)) {
        warnOnce('skipping user chain that reuses a built-in id', { file: entry.file, chain_id: id });
        continue;
      }
      if (next.has(id)) {
        warnOnce('skipping user chain with a duplicate id', { file: entry.file, chain_id: id });
        continue;
      }
      next.set(id, { definition: entry.definition, origin: 'user', source: entry.source, file: entry.file });
    }
    users = next;
    const signature = [...builtins.values(), ...users.values()]
      .map((c) => `${c.origin}:${c.definition.id}:${Bun.hash(c.source)}`)
      .join('|');
    if (signature === lastSignature) return;
    lastSignature = signature;
    const iso = isoSeconds(t);
    db.transaction(() => {
      for (const chain of [...builtins.values(), ...users.values()]) {
        upsert.run({
          chain_id: chain.definition.id,
          name: chain.definition.name,
          description: chain.definition.description,
          origin: chain.origin,
          definition: chain.source,
          now: iso,
        });
      }
      // A removed file (or a chain dropped from the library) takes its record with it.
      for (const origin of ['user', 'built-in'] as const) {
        const live = origin === 'user' ? users : builtins;
        for (const { chain_id } of rowsByOrigin.all({ origin })) {
          if (!live.has(chain_id)) deleteRow.run({ chain_id });
        }
      }
    })();
  }

  function get(id: string): StoredChain | null {
    sync();
    const known = builtins.get(id) ?? users.get(id);
    if (known) return known;
    // Stored chains change only through this store (save/removeStored), so a short cache is safe.
    const cached = storedCache.get(id);
    const t = now();
    if (cached && t - cached.checkedAt < rescanMs) return cached.chain;
    const row = storedRow.get({ chain_id: id });
    if (!row || row.origin !== 'stored') {
      storedCache.delete(id);
      return null;
    }
    if (cached && cached.definition === row.definition) {
      cached.checkedAt = t;
      return cached.chain;
    }
    try {
      const chain: StoredChain = { definition: parseChain(row.definition), origin: 'stored', source: row.definition, file: null };
      storedCache.set(id, { definition: row.definition, chain, checkedAt: t });
      return chain;
    } catch (err) {
      log.warn('stored chain no longer validates', { chain_id: id, error: String(err) });
      return null;
    }
  }

  const toRecord = (row: ChainRow): ChainRecord => ({
    chain_id: row.chain_id,
    name: row.name,
    description: row.description,
    trust_level: row.trust_level,
    hit_count: row.hit_count,
    success_count: row.success_count,
    created_at: row.created_at,
  });

  sync(true);

  return {
    userDir,
    sync,
    list() {
      sync();
      return allRows.all().map(toRecord);
    },
    count() {
      sync();
      return countRows.get()?.n ?? 0;
    },
    get,
    require(id) {
      const chain = get(id);
      if (!chain) throw new NotFoundError(`unknown chain "${id}"`);
      return chain;
    },
    record(id) {
      const row = oneRow.get({ chain_id: id });
      return row ? toRecord(row) : null;
    },
    save(source) {
      const definition = parseChain(source);
      sync(true);
      const id = definition.id;
      if (builtins.has(id) || users.has(id)) {
        throw new ConflictError(`chain "${id}" already exists as a ${builtins.has(id) ? 'built-in' : 'user'} chain`);
      }
      upsert.run({
        chain_id: id,
        name: definition.name,
        description: definition.description,
        origin: 'stored',
        definition: source,
        now: isoSeconds(now()),
      });
      storedCache.delete(id);
      return toRecord(oneRow.get({ chain_id: id })!);
    },
    removeStored(id) {
      const row = oneRow.get({ chain_id: id });
      if (!row || row.origin !== 'stored') return false;
      deleteRow.run({ chain_id: id });
      storedCache.delete(id);
      return true;
    },
    recordRun(id, success) {
      updateCounters.run({ chain_id: id, success: success ? 1 : 0, streak: TRUST_STREAK, max: TRUST_MAX });
    },
  };
}
