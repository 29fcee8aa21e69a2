import type { Database } from 'bun:sqlite';
import type { ConfirmationSource, ConfirmationStatus, ConfirmationView, HeldAction } from './types.ts';

/** SQL for the `confirmations` table (migration 0006). Every state change is one guarded UPDATE. */

export interface ConfirmationRow {
  id: string;
  token_hash: string;
  status: string;
  rule: string;
  description: string;
  action_json: string;
  agent_id: string | null;
  source: string;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  completed_at: number | null;
  result_json: string | null;
  error: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toView(row: ConfirmationRow): ConfirmationView {
  return {
    id: row.id,
    rule: row.rule,
    description: row.description,
    action: parseJson(row.action_json) as HeldAction,
    agent_id: row.agent_id,
    source: row.source as ConfirmationSource,
    status: row.status as ConfirmationStatus,
    created_at: iso(row.created_at)!,
    expires_at: iso(row.expires_at)!,
    decided_at: iso(row.decided_at),
    completed_at: iso(row.completed_at),
    result: parseJson(row.result_json),
    error: row.error,
  };
}

export function createConfirmationQueries(db: Database) {
  const insert = db.query(`INSERT INTO confirmations
    (id, token_hash, status, rule, description, action_json, agent_id, source, created_at, expires_at)
    VALUES ($id, $token_hash, 'pending', $rule, $description, $action_json, $agent_id, $source, $created_at, $expires_at)`);
  const byId = db.query<ConfirmationRow, { id: string }>('SELECT * FROM confirmations WHERE id = $id');
  const byHash = db.query<ConfirmationRow, { token_hash: string }>('SELECT * FROM confirmations WHERE token_hash = $token_hash');
  const list = db.query<ConfirmationRow, { status: string | null; limit: number }>(
    `SELECT * FROM confirmations WHERE ($status IS NULL OR status = $status)
     ORDER BY created_at DESC, rowid DESC LIMIT $limit`,
  );
  // Only a pending, unexpired confirmation can be confirmed: the guard makes a token single-use
  // even when two requests race.
  const confirm = db.query<unknown, { id: string; now: number }>(
    `UPDATE confirmations SET status = 'confirmed', decided_at = $now
     WHERE id = $id AND status = 'pending' AND expires_at > $now`,
  );
  const decide = db.query<unknown, { id: string; status: string; now: number; error: string | null }>(
    `UPDATE confirmations SET status = $status, decided_at = $now, error = COALESCE($error, error)
     WHERE id = $id AND status = 'pending'`,
  );
  const finish = db.query<unknown, { id: string; status: string; now: number; result_json: string | null; error: string | null }>(
    `UPDATE confirmations SET status = $status, completed_at = $now, result_json = $result_json, error = $error
     WHERE id = $id AND status = 'confirmed'`,
  );
  const overdue = db.query<{ id: string }, { now: number }>(
    `SELECT id FROM confirmations WHERE status = 'pending' AND expires_at <= $now`,
  );
  const expireOverdue = db.query<unknown, { now: number }>(
    `UPDATE confirmations SET status = 'expired', decided_at = $now WHERE status = 'pending' AND expires_at <= $now`,
  );
  const pendingForAgent = db.query<{ id: string }, { agent_id: string }>(
    `SELECT id FROM confirmations WHERE status = 'pending' AND agent_id = $agent_id`,
  );
  const prune = db.query<unknown, { before: number }>(
    `DELETE FROM confirmations WHERE status NOT IN ('pending', 'confirmed') AND created_at < $before`,
  );

  return {
    insert(row: {
      id: string;
      token_hash: string;
      rule: string;
      description: string;
      action: HeldAction;
      agent_id: string | null;
      source: ConfirmationSource;
      created_at: number;
      expires_at: number;
    }): void {
      insert.run({
        id: row.id,
        token_hash: row.token_hash,
        rule: row.rule,
        description: row.description,
        action_json: JSON.stringify(row.action),
        agent_id: row.agent_id,
        source: row.source,
        created_at: row.created_at,
        expires_at: row.expires_at,
      });
    },
    get: (id: string) => byId.get({ id }) ?? null,
    getByHash: (tokenHash: string) => byHash.get({ token_hash: tokenHash }) ?? null,
    list: (status: ConfirmationStatus | null, limit: number) => list.all({ status, limit }),
    confirm: (id: string, now: number) => confirm.run({ id, now }).changes > 0,
    decide: (id: string, status: 'rejected' | 'expired' | 'cancelled', now: number, error: string | null = null) =>
      decide.run({ id, status, now, error }).changes > 0,
    finish: (id: string, status: 'executed' | 'failed', now: number, result: unknown, error: string | null) =>
      finish.run({ id, status, now, result_json: result === undefined ? null : JSON.stringify(result), error }).changes > 0,
    /** Marks every overdue pending confirmation expired; returns their ids. */
    expireOverdue: db.transaction((now: number): string[] => {
      const ids = overdue.all({ now }).map((r) => r.id);
      if (ids.length > 0) expireOverdue.run({ now });
      return ids;
    }),
    pendingForAgent: (agentId: string) => pendingForAgent.all({ agent_id: agentId }).map((r) => r.id),
    prune: (before: number) => prune.run({ before }).changes,
  };
}

export type ConfirmationQueries = ReturnType<typeof createConfirmationQueries>;
