import type { Database } from 'bun:sqlite';
import { deferWrite } from '../pipeline/group-commit.ts';
import type { CheckRecord, CheckResult, CheckSource, Enforcement, MatchedRule } from './types.ts';

/**
 * The check history behind `GET /api/constitution/checks`. Rows are pruned to the most recent
 * `DEFAULT_KEEP_CHECKS` every `PRUNE_EVERY` inserts, so the table stays bounded without a timer.
 */

export const DEFAULT_KEEP_CHECKS = 10_000;
const PRUNE_EVERY = 256;

interface Row {
  id: number;
  checked_at: number;
  source: string;
  constitution: string;
  query: string | null;
  intent_key: string;
  enforcement: string;
  allowed: number;
  matched_rules: string;
}

export interface NewCheck {
  result: CheckResult;
  source: CheckSource;
  constitution: string;
  /** Redacted query text, or null when none is available. Never raw input. */
  query: string | null;
}

const INSERT_SQL = `INSERT INTO constitution_checks
  (checked_at, source, constitution, query, intent_key, enforcement, allowed, matched_rules)
  VALUES ($checked_at, $source, $constitution, $query, $intent_key, $enforcement, $allowed, $matched_rules)`;

/**
 * Stores one check and returns its id; prunes old rows now and then. Inside a pipeline query the
 * row joins the query's group commit instead (see `src/pipeline/group-commit.ts`) and the id is
 * not known yet: null. The query answers only after that commit, so the check is recorded before
 * anyone sees its outcome, exactly as with an immediate write.
 */
export function insertCheck(db: Database, check: NewCheck, keep = DEFAULT_KEEP_CHECKS): number | null {
  const row = {
    checked_at: Date.parse(check.result.checked_at),
    source: check.source,
    constitution: check.constitution,
    query: check.query,
    intent_key: check.result.intent_key,
    enforcement: check.result.enforcement,
    allowed: check.result.allowed ? 1 : 0,
    matched_rules: JSON.stringify(check.result.matched_rules),
  };
  const write = (): number => {
    const id = Number(db.query(INSERT_SQL).run(row).lastInsertRowid);
    if (id % PRUNE_EVERY === 0) pruneChecks(db, keep);
    return id;
  };
  if (deferWrite(db, write)) return null;
  return write();
}

/**
 * Deletes all but the `keep` most recent checks; returns how many rows went. Ids are
 * AUTOINCREMENT, handed out in insertion order and never reused, and rows only ever leave oldest
 * first, so the most recent `keep` rows are those with an id above max(id) - keep: two index
 * seeks instead of stepping over `keep` rows on every prune.
 */
export function pruneChecks(db: Database, keep = DEFAULT_KEEP_CHECKS): number {
  const newest = db.query<{ id: number | null }, []>('SELECT MAX(id) AS id FROM constitution_checks').get()?.id;
  if (newest == null) return 0;
  return db.query('DELETE FROM constitution_checks WHERE id <= $id').run({ id: newest - Math.max(0, Math.floor(keep)) }).changes;
}

/** The `limit` most recent checks, newest first. */
export function listRecentChecks(db: Database, limit: number): CheckRecord[] {
  const rows = db
    .query<Row, { limit: number }>(
      `SELECT id, checked_at, source, constitution, query, intent_key, enforcement, allowed, matched_rules
       FROM constitution_checks ORDER BY checked_at DESC, id DESC LIMIT $limit`,
    )
    .all({ limit: Math.max(0, Math.floor(limit)) });
  return rows.map((r) => ({
    id: r.id,
    checked_at: new Date(r.checked_at).toISOString(),
    source: r.source as CheckSource,
    constitution: r.constitution,
    query: r.query,
    intent_key: r.intent_key,
    enforcement: r.enforcement as Enforcement,
    allowed: r.allowed === 1,
    matched_rules: parseRules(r.matched_rules),
  }));
}

function parseRules(json: string): MatchedRule[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Deletes checks older than `cutoffMs` (Unix ms); for retention by age. */
export function deleteChecksOlderThan(db: Database, cutoffMs: number): number {
  return db.query('DELETE FROM constitution_checks WHERE checked_at < $cutoff').run({ cutoff: cutoffMs }).changes;
}
