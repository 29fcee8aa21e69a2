/**
 * Confirmations: actions a `Confirm` enforcement holds until someone with the one-time link (or a
 * logged-in dashboard user) confirms them. Field names are the API's (docs/api.md).
 */

/**
 * `pending` → `confirmed` (the held action runs) → `executed` or `failed`; or `pending` →
 * `rejected` (a user said no), `expired` (nobody answered in time) or `cancelled` (its agent was
 * stopped or removed first). Only `pending` accepts a confirmation.
 */
export const CONFIRMATION_STATUSES = ['pending', 'confirmed', 'executed', 'failed', 'rejected', 'expired', 'cancelled'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

export function isConfirmationStatus(value: unknown): value is ConfirmationStatus {
  return typeof value === 'string' && (CONFIRMATION_STATUSES as readonly string[]).includes(value);
}

/** Where the held action came from. */
export const CONFIRMATION_SOURCES = ['query', 'schedule', 'agent', 'chain'] as const;
export type ConfirmationSource = (typeof CONFIRMATION_SOURCES)[number];

/**
 * What runs once confirmed. `query`: the (already redacted) query, re-run through the pipeline
 * with its Confirm rule satisfied. `chain`: a chain run (of an agent, or a scheduled or API run)
 * re-run with `ability` approved once.
 */
export type HeldAction =
  | { kind: 'query'; query: string; intent_key: string }
  | {
      kind: 'chain';
      chain_id: string;
      agent_id: string | null;
      params: Record<string, unknown>;
      /** The ability that needed the confirmation, and the params it would have run with (redacted). */
      ability: string;
      ability_params: Record<string, unknown>;
    };

export type HeldActionKind = HeldAction['kind'];

/** A confirmation as the API returns it. Times are ISO 8601 UTC. */
export interface ConfirmationView {
  id: string;
  /** Name of the constitution rule that asked for confirmation. */
  rule: string;
  description: string;
  action: HeldAction;
  agent_id: string | null;
  source: ConfirmationSource;
  status: ConfirmationStatus;
  created_at: string;
  expires_at: string;
  /** When it was confirmed, rejected, expired or cancelled. */
  decided_at: string | null;
  /** When the held action finished. */
  completed_at: string | null;
  /** What the held action returned (redacted, size-capped). */
  result: unknown;
  error: string | null;
}

/** What `GET /api/auth/confirm/{token}` shows the holder of a link (no auth). */
export type PublicConfirmationView = Pick<
  ConfirmationView,
  'id' | 'rule' | 'description' | 'action' | 'created_at' | 'expires_at' | 'status'
>;

/** The public details a query result carries in `confirmation`. */
export interface ConfirmationLink {
  id: string;
  url: string;
  expires_at: string;
}

/** A freshly created confirmation: the token exists only here (and in the link), never stored. */
export interface PendingConfirmation {
  view: ConfirmationView;
  token: string;
  url: string;
}

/**
 * How a live wait ended. `released`: the process is shutting down; the confirmation itself stays
 * pending, and confirming it later runs the held action anew.
 */
export type ConfirmationOutcome = 'confirmed' | 'rejected' | 'expired' | 'cancelled' | 'released';

/**
 * Runs a held action once confirmed (wired by the integrator: the pipeline for `query`, the
 * agents service for `chain`). Its return value is stored as the confirmation's `result`; a
 * thrown error, or a result with `status: 'failed'`, marks the confirmation `failed`.
 */
export type HeldActionExecutor = (action: HeldAction, context: { confirmation: ConfirmationView }) => Promise<unknown>;
