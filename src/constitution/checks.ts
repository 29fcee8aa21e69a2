import type { Database } from 'bun:sqlite';
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

/** Stores one check and returns its id. Prunes old rows now and then. */
export function insertCheck(db: Database, check: NewCheck, keep = DEFAULT_KEEP_CHECKS): number {
  const info = db
    .query(
      `INSERT INTO constitution_checks
         (checked_at, source, constitution, query, intent_key, enforcement, allowed, matched_rules)
       VALUES ($checked_at, $source, $constitution, $query, $intent_key, $enforcement, $allowed, $matched_rules)`,
    )
    .run({
      checked_at: Date.parse(check.result.checked_at),
      source: check.source,
      constitution: check.constitution,
      query: check.query,
      intent_key: check.result.intent_key,
      enforcement: check.result.enforcement,
      allowed: check.result.allowed ? 1 : 0,
      matched_rules: JSON.stringify(check.result.matched_rules),
    });
  const id = Number(info.lastInsertRowid);
  if (id % PRUNE_EVERY === 0) pruneChecks(db, keep);
  return id;
}

/** Deletes all but the `keep` most recent checks; returns how many rows went. */
export function pruneChecks(db: Database, keep = DEFAULT_KEEP_CHECKS): number {
  const cutoff = db
    .query<{ id: number }, { keep: number }>('SELECT id FROM constitution_checks ORDER BY id DESC LIMIT 1 OFFSET $keep')
    .get({ keep: Math.max(0, keep) });
  if (!cutoff) return 0;
  return db.query('DELETE FROM constitution_checks WHERE id <= $id').run({ id: cutoff.id }).changes;
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
