import type { Database } from 'bun:sqlite';
import { randomBytes } from 'node:crypto';
import { sanitizeForRecord } from '../../abilities/receipts.ts';
import { sha256Hex } from '../../lib/constant-time.ts';
import type { RequestConfirmationFn } from '../../pipeline/types.ts';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '../../server/errors.ts';
import { silentLogger, type Logger } from '../../server/log.ts';
import { createFailureLimiter, type FailureLimiter } from '../rate-limit.ts';
import { createConfirmationQueries, toView } from './store.ts';
import {
  isConfirmationStatus,
  type ConfirmationLink,
  type ConfirmationOutcome,
  type ConfirmationSource,
  type ConfirmationStatus,
  type ConfirmationView,
  type HeldAction,
  type HeldActionExecutor,
  type HeldActionKind,
  type PendingConfirmation,
  type PublicConfirmationView,
} from './types.ts';

/** Default lifetime of a confirmation link. */
export const DEFAULT_CONFIRMATION_TTL_MS = 10 * 60_000;
/** Settled confirmations are kept this long for the dashboard, then pruned by `sweep`. */
export const CONFIRMATION_RETENTION_MS = 30 * 86_400_000;
export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 500;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const GONE = 'unknown, expired or already used confirmation token';

export type SetTimer = (fn: () => void, ms: number) => () => void;

const defaultSetTimer: SetTimer = (fn, ms) => {
  const handle = setTimeout(fn, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
  (handle as { unref?: () => void }).unref?.();
  return () => clearTimeout(handle);
};

export interface ConfirmationServiceOptions {
  db: Database;
  /** Origin of the links, e.g. `http://127.0.0.1:8919` (the bind address by default). */
  baseUrl: string;
  /** Link lifetime; default 10 minutes. */
  ttlMs?: number;
  /** Applied to the stored action and result (the security scanner's redaction). */
  redact?: (text: string) => string;
  now?: () => number;
  log?: Logger;
  /** Failed confirm attempts per client address (defaults like login: 5 a minute, 100 overall). */
  limiter?: FailureLimiter;
  setTimer?: SetTimer;
}

export interface CreateConfirmationInput {
  rule: string;
  description: string;
  action: HeldAction;
  agent_id?: string | null;
  source: ConfirmationSource;
  ttlMs?: number;
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;

/**
 * Pending confirmations: 256-bit single-use tokens (only their SHA-256 is stored), an expiry, a
 * held action and, once confirmed, its result. A run that waits in-process (`waitFor`) is
 * resumed on confirmation; otherwise the executor registered for the action's kind runs it in
 * the background. Services throw AppErrors; nothing here knows HTTP.
 */
export function createConfirmationService(options: ConfirmationServiceOptions) {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? silentLogger;
  const redact = options.redact ?? ((text: string) => text);
  const ttlMs = options.ttlMs ?? DEFAULT_CONFIRMATION_TTL_MS;
  const setTimer = options.setTimer ?? defaultSetTimer;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const limiter =
    options.limiter ??
    createFailureLimiter({ maxFailures: 5, windowMs: 60_000, globalMaxFailures: 100, maxKeys: 10_000, now });
  const q = createConfirmationQueries(db);
  const executors = new Map<HeldActionKind, HeldActionExecutor>();
  const waiters = new Map<string, { resolve: (outcome: ConfirmationOutcome) => void; cancelTimer: () => void }>();
  const running = new Set<Promise<void>>();
  const requestedListeners = new Set<(pending: PendingConfirmation) => void>();

  const view = (id: string): ConfirmationView => {
    const row = q.get(id);
    if (!row) throw new NotFoundError(`unknown confirmation "${id}"`);
    return toView(row);
  };

  function resolveWaiter(id: string, outcome: ConfirmationOutcome): boolean {
    const waiter = waiters.get(id);
    if (!waiter) return false;
    waiters.delete(id);
    waiter.cancelTimer();
    waiter.resolve(outcome);
    return true;
  }

  /** Moves overdue pending confirmations to `expired` and releases their waiters. */
  function expireOverdue(): number {
    const ids = q.expireOverdue(now());
    for (const id of ids) resolveWaiter(id, 'expired');
    return ids.length;
  }

  function execute(record: ConfirmationView): void {
    const executor = executors.get(record.action.kind);
    if (!executor) {
      q.finish(record.id, 'failed', now(), null, `nothing can run a held "${record.action.kind}" action: no executor is wired`);
      log.error('confirmed action has no executor', { confirmation_id: record.id, kind: record.action.kind });
      return;
    }
    const run = (async () => {
      try {
        const result = await executor(record.action, { confirmation: record });
        complete(record.id, result);
      } catch (err) {
        fail(record.id, err instanceof Error ? err.message : String(err));
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  }

  /** pending → confirmed, then resume the waiter or run the held action. */
  function confirmRow(id: string): boolean {
    if (!q.confirm(id, now())) return false;
    if (!resolveWaiter(id, 'confirmed')) execute(view(id));
    return true;
  }

  /** Stores a held action's result: `executed`, or `failed` when it reports `status: 'failed'`. */
  function complete(id: string, result: unknown): void {
    const clean = sanitizeForRecord(result, redact);
    const failed =
      clean !== null && typeof clean === 'object' && (clean as Record<string, unknown>).status === 'failed';
    const error = failed ? String((clean as Record<string, unknown>).error ?? 'the held action failed') : null;
    q.finish(id, failed ? 'failed' : 'executed', now(), clean, error);
  }

  function fail(id: string, error: string): void {
    q.finish(id, 'failed', now(), null, redact(error).slice(0, 2000));
  }

  function lookupToken(token: string, clientKey: string) {
    const wait = limiter.retryAfter(clientKey);
    if (wait > 0) throw new TooManyRequestsError(`too many failed confirmation attempts; retry in ${wait}s`, wait);
    expireOverdue();
    const row = typeof token === 'string' && TOKEN_PATTERN.test(token) ? q.getByHash(sha256Hex(token)) : null;
    if (!row || row.status !== 'pending' || row.expires_at <= now()) {
      limiter.recordFailure(clientKey);
      throw new NotFoundError(GONE);
    }
    return row;
  }

  function cancel(id: string, reason: string): boolean {
    const done = q.decide(id, 'cancelled', now(), reason);
    if (done) resolveWaiter(id, 'cancelled');
    return done;
  }

  function create(input: CreateConfirmationInput): PendingConfirmation {
    const token = randomBytes(32).toString('base64url');
    const id = crypto.randomUUID();
    const created = now();
    const lifetime = input.ttlMs ?? ttlMs;
    const action = sanitizeForRecord(input.action, redact) as HeldAction;
    q.insert({
      id,
      token_hash: sha256Hex(token),
      rule: input.rule.slice(0, 200) || 'constitution',
      description: redact(input.description).slice(0, 2000),
      action,
      agent_id: input.agent_id ?? null,
      source: input.source,
      created_at: created,
      expires_at: created + lifetime,
    });
    const pending: PendingConfirmation = { view: view(id), token, url: `${baseUrl}/confirm/${token}` };
    for (const listener of requestedListeners) {
      try {
        listener(pending);
      } catch (err) {
        log.warn('confirmation listener failed', { error: String(err) });
      }
    }
    return pending;
  }

  return {
    create,
    get: view,

    /** Newest first; `status` filters (400 for an unknown status). Overdue ones are expired first. */
    list(filter: { status?: string; limit?: number } = {}): ConfirmationView[] {
      const status = filter.status === undefined || filter.status === '' ? null : filter.status;
      if (status !== null && !isConfirmationStatus(status)) {
        throw new BadRequestError(`unknown status "${String(status).slice(0, 40)}"`);
      }
      const limit = filter.limit ?? DEFAULT_LIST_LIMIT;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
        throw new BadRequestError(`limit must be an integer from 1 to ${MAX_LIST_LIMIT}`);
      }
      expireOverdue();
      return q.list(status as ConfirmationStatus | null, limit).map(toView);
    },

    /** What a link confirms (public, rate-limited): 404 unless the token is pending. */
    describeToken(token: string, clientKey: string): PublicConfirmationView {
      const v = toView(lookupToken(token, clientKey));
      return {
        id: v.id,
        rule: v.rule,
        description: v.description,
        action: v.action,
        created_at: v.created_at,
        expires_at: v.expires_at,
        status: v.status,
      };
    },

    /**
     * `POST /api/auth/confirm/{token}`: single use; the held action then runs. SPEC answers
     * `200 {confirmed: boolean}`: an unknown, expired or already used token is `{confirmed: false}`
     * (and counts as a failed attempt for the rate limit), never a hint about which it was.
     */
    confirmToken(token: string, clientKey: string): { confirmed: boolean } {
      let row;
      try {
        row = lookupToken(token, clientKey);
      } catch (err) {
        if (err instanceof NotFoundError) return { confirmed: false };
        throw err;
      }
      if (!confirmRow(row.id)) {
        limiter.recordFailure(clientKey);
        return { confirmed: false };
      }
      return { confirmed: true };
    },

    /** Confirms by id, for a logged-in dashboard user (the route is behind the session guard). */
    confirm(id: string): ConfirmationView {
      expireOverdue();
      const current = view(id);
      if (current.status !== 'pending' || !confirmRow(id)) {
        throw new ConflictError(`confirmation "${id}" is ${view(id).status}, not pending`);
      }
      return view(id);
    },

    reject(id: string): ConfirmationView {
      expireOverdue();
      const current = view(id);
      if (current.status !== 'pending' || !q.decide(id, 'rejected', now())) {
        throw new ConflictError(`confirmation "${id}" is ${view(id).status}, not pending`);
      }
      resolveWaiter(id, 'rejected');
      return view(id);
    },

    /** Withdraws a pending confirmation (its agent stopped); a no-op once settled. */
    cancel,

    /** Cancels every pending confirmation of an agent (it was stopped or removed). */
    cancelForAgent(agentId: string, reason: string): number {
      let n = 0;
      for (const id of q.pendingForAgent(agentId)) if (cancel(id, reason)) n++;
      return n;
    },

    /**
     * Holds the caller until the confirmation is settled: confirmed, rejected, cancelled or
     * expired (the expiry timer makes sure it ends). A confirmation already settled answers at once.
     */
    waitFor(id: string): Promise<ConfirmationOutcome> {
      const current = view(id);
      if (current.status !== 'pending') {
        const outcome: ConfirmationOutcome =
          current.status === 'rejected' || current.status === 'expired' || current.status === 'cancelled'
            ? current.status
            : 'confirmed';
        return Promise.resolve(outcome);
      }
      return new Promise((resolve) => {
        const cancelTimer = setTimer(() => {
          if (q.decide(id, 'expired', now())) resolveWaiter(id, 'expired');
          else resolveWaiter(id, view(id).status === 'pending' ? 'expired' : 'confirmed');
        }, Date.parse(current.expires_at) - now());
        waiters.set(id, { resolve, cancelTimer });
      });
    },

    /**
     * Releases every in-process waiter without settling its confirmation (process shutdown): the
     * runs end, the confirmations stay pending, and confirming later runs the held action anew.
     */
    releaseWaiters(): void {
      for (const [id, waiter] of [...waiters]) {
        waiters.delete(id);
        waiter.cancelTimer();
        waiter.resolve('released');
      }
    },

    complete,
    fail,

    setExecutor(kind: HeldActionKind, executor: HeldActionExecutor): void {
      executors.set(kind, executor);
    },

    /** Called with every new confirmation and its link: the hook for delivery channels. */
    onRequested(listener: (pending: PendingConfirmation) => void): () => void {
      requestedListeners.add(listener);
      return () => void requestedListeners.delete(listener);
    },

    /** Expires overdue confirmations and prunes old settled ones; call periodically. */
    sweep(): { expired: number; pruned: number } {
      return { expired: expireOverdue(), pruned: q.prune(now() - CONFIRMATION_RETENTION_MS) };
    },

    /** The pipeline's `requestConfirmation` hook: holds the (redacted) query. */
    requestForQuery: (async ({ query, intent, decision }) => {
      const rule = decision.matched_rules.find((r) => r.enforcement === 'Confirm');
      const ruleName = rule?.name ?? 'constitution';
      const reason = rule?.reason ? ` (${rule.reason})` : '';
      const pending = create({
        rule: ruleName,
        description: `Confirmation required by constitution rule '${ruleName}'${reason}: the query was not run. Open the confirmation link before it expires to run it.`,
        action: { kind: 'query', query, intent_key: intent.intent_key },
        source: 'query',
      });
      return { description: pending.view.description, confirmation: { ...linkOf(pending) } };
    }) satisfies RequestConfirmationFn,

    /** Resolves when background executions started so far have finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    waiting: () => waiters.size,
  };
}

/** The public part of a new confirmation, for a query result's `confirmation`. */
export function linkOf(pending: PendingConfirmation): ConfirmationLink {
  return { id: pending.view.id, url: pending.url, expires_at: pending.view.expires_at };
}
