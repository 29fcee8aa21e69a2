import type { Invocation, InvokeOptions } from '../abilities/registry.ts';
import type { Receipt } from '../abilities/receipts.ts';
import type { AbilityOutput } from '../abilities/types.ts';
import { evaluateCondition } from './condition.ts';
import { MAX_BACKOFF_MS, type ChainDefinition, type ChainStep } from './definition.ts';
import { render, type Scope } from './template.ts';

export const STEP_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'skipped', 'cancelled'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const RUN_STATUSES = ['succeeded', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface StepResult {
  id: string;
  ability: string;
  status: StepStatus;
  attempts: number;
  started_at: number | null;
  duration_ms: number;
  error: string | null;
  output: AbilityOutput | null;
  receipt_ids: string[];
}

export interface ChainExecution {
  status: RunStatus;
  output: unknown;
  error: string | null;
  steps: StepResult[];
  receipts: Receipt[];
  started_at: number;
  finished_at: number;
  duration_ms: number;
}

/** What running a step needs from the outside (the registry's `invoke`, time, sleeping). */
export interface ExecuteOptions {
  runId: string;
  agentId?: string;
  signal?: AbortSignal;
  invoke: (ability: string, params: unknown, options: InvokeOptions) => Promise<Invocation>;
  authorize?: InvokeOptions['authorize'];
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Steps of one run in flight at once. */
  maxParallel?: number;
}

export const DEFAULT_MAX_PARALLEL_STEPS = 8;

/** Resolves after `ms`, or early when `signal` aborts. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Delay before retry number `attempt` (1-based): backoff, 2×backoff, 4×backoff... capped. */
export function retryDelayMs(step: Pick<ChainStep, 'backoff_ms'>, attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, step.backoff_ms * 2 ** Math.max(0, attempt - 1));
}

/**
 * Runs a validated chain with already-validated inputs. Steps start as soon as everything they
 * need has finished (independent steps run concurrently, up to `maxParallel`). A failing step
 * with `on_failure: abort` (or `retry` once its retries are spent) cancels the run: steps in
 * flight are aborted, steps not started are `cancelled`. `continue` records the failure and
 * lets dependents run with a null output. Never throws.
 */
export async function executeChain(
  chain: ChainDefinition,
  inputs: Record<string, unknown>,
  options: ExecuteOptions,
): Promise<ChainExecution> {
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? abortableSleep;
  const maxParallel = Math.max(1, options.maxParallel ?? DEFAULT_MAX_PARALLEL_STEPS);
  const startedAt = now();
  const t0 = performance.now();

  const results = new Map<string, StepResult>();
  for (const step of chain.steps) {
    results.set(step.id, {
      id: step.id,
      ability: step.ability,
      status: 'pending',
      attempts: 0,
      started_at: null,
      duration_ms: 0,
      error: null,
      output: null,
      receipt_ids: [],
    });
  }
  const scope: Scope = { input: inputs, steps: results };
  const receipts = new Map<string, Receipt[]>(chain.steps.map((step) => [step.id, []]));
  const controller = new AbortController();
  let abortReason: string | null = null;
  const abort = (reason: string) => {
    if (abortReason === null) abortReason = reason;
    controller.abort(new Error(reason));
  };
  const onOuterAbort = () => abort('the run was cancelled');
  if (options.signal?.aborted) onOuterAbort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const chainTimer = setTimeout(() => abort(`the chain timed out after ${chain.timeout_ms} ms`), chain.timeout_ms);

  const byId = new Map(chain.steps.map((s) => [s.id, s]));
  const finished = (id: string) => {
    const status = results.get(id)!.status;
    return status === 'succeeded' || status === 'failed' || status === 'skipped';
  };

  async function runStep(step: ChainStep, result: StepResult): Promise<void> {
    result.status = 'running';
    result.started_at = now();
    const s0 = performance.now();
    try {
      if (step.when && !evaluateCondition(step.when, scope)) {
        result.status = 'skipped';
        return;
      }
      const params = render(step.compiled, scope);
      for (let attempt = 1; ; attempt++) {
        if (controller.signal.aborted) {
          result.status = 'cancelled';
          return;
        }
        const invocation = await options.invoke(step.ability, params, {
          signal: controller.signal,
          timeoutMs: step.timeout_ms,
          runId: options.runId,
          stepId: step.id,
          agentId: options.agentId,
          authorize: options.authorize,
        });
        receipts.get(step.id)!.push(invocation.receipt);
        result.receipt_ids.push(invocation.receipt.id);
        result.attempts = attempt;
        if (invocation.outcome === 'success') {
          result.status = 'succeeded';
          result.output = invocation.output;
          result.error = null;
          return;
        }
        result.error = invocation.error;
        if (controller.signal.aborted) {
          result.status = 'cancelled';
          return;
        }
        // A rejection (unknown ability, bad params, refused) will not change on a retry.
        if (invocation.outcome === 'rejected' || attempt > step.retries) break;
        await sleep(retryDelayMs(step, attempt), controller.signal);
      }
      result.status = 'failed';
      if (step.on_failure !== 'continue') abort(`step "${step.id}" (${step.ability}) failed: ${result.error}`);
    } catch (err) {
      result.status = 'failed';
      result.error = err instanceof Error ? err.message : String(err);
      if (step.on_failure !== 'continue') abort(`step "${step.id}" (${step.ability}) failed: ${result.error}`);
    } finally {
      result.duration_ms = Math.round(performance.now() - s0);
    }
  }

  const inFlight = new Set<Promise<void>>();
  for (;;) {
    if (!controller.signal.aborted) {
      for (const id of chain.order) {
        if (inFlight.size >= maxParallel) break;
        const result = results.get(id)!;
        const step = byId.get(id)!;
        if (result.status !== 'pending' || !step.needs.every(finished)) continue;
        const p: Promise<void> = runStep(step, result).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    }
    if (inFlight.size === 0) break;
    await Promise.race(inFlight);
  }

  clearTimeout(chainTimer);
  options.signal?.removeEventListener('abort', onOuterAbort);
  for (const result of results.values()) if (result.status === 'pending') result.status = 'cancelled';

  const status: RunStatus = abortReason === null ? 'succeeded' : 'failed';
  let output: unknown = null;
  if (status === 'succeeded') {
    if (chain.output) {
      output = render(chain.output, scope);
    } else {
      for (let i = chain.steps.length - 1; i >= 0; i--) {
        const r = results.get(chain.steps[i].id)!;
        if (r.status === 'succeeded') {
          output = r.output;
          break;
        }
      }
    }
  }
  return {
    status,
    output,
    error: abortReason,
    steps: chain.steps.map((s) => results.get(s.id)!),
    // In step order (then attempt order), whatever order concurrent steps finished in.
    receipts: chain.steps.flatMap((step) => receipts.get(step.id)!),
    started_at: startedAt,
    finished_at: now(),
    duration_ms: Math.round(performance.now() - t0),
  };
}
