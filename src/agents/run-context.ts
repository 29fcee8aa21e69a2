import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a chain run started by svc's background machinery knows about itself, carried through
 * `chains.runJob` / `runDefinition` and every ability invocation with AsyncLocalStorage. The
 * chains service hands its gates only `(ability, params)`; the gate reads the rest from here:
 * which agent (if any) the run belongs to, and what to do on a `Confirm` enforcement.
 */

/**
 * `wait`: hold the step until the confirmation is settled (scheduled and event runs: nobody is
 * waiting on them). `defer`: stop the run and hand the confirmation to the caller (a query is
 * answered at once with the link; confirming re-runs the chain).
 */
export const CONFIRM_MODES = ['wait', 'defer'] as const;
export type ConfirmMode = (typeof CONFIRM_MODES)[number];

export const RUN_SOURCES = ['schedule', 'event', 'query', 'confirmation', 'api'] as const;
export type RunSource = (typeof RUN_SOURCES)[number];

export interface DeferredConfirmation {
  id: string;
  url: string;
  expires_at: string;
  rule: string;
  description: string;
}

export interface RunContext {
  agentId: string | null;
  chainId: string;
  params: Record<string, unknown>;
  mode: ConfirmMode;
  source: RunSource;
  /** Abilities approved by a settled confirmation for this run: name → confirmation id (used once). */
  approvals: Map<string, string>;
  /** Confirmations this run waited on and obtained; completed with the run's result. */
  confirmed: string[];
  /** Set by the gate in `defer` mode: the confirmation that stopped the run. */
  deferred: DeferredConfirmation | null;
}

const storage = new AsyncLocalStorage<RunContext>();

export function newRunContext(init: Pick<RunContext, 'agentId' | 'chainId' | 'params' | 'mode' | 'source'> & {
  approvals?: Map<string, string>;
}): RunContext {
  return { ...init, approvals: init.approvals ?? new Map(), confirmed: [], deferred: null };
}

/** Runs `fn` with `context` visible to gates and abilities called from it. */
export function withRunContext<T>(context: RunContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(context, fn);
}

/** The context of the run the caller is part of, or undefined outside any tracked run. */
export function currentRun(): RunContext | undefined {
  return storage.getStore();
}
