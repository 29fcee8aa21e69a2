import type { Database } from 'bun:sqlite';
import { sanitizeForRecord } from '../abilities/receipts.ts';
import type { ChainDefinition } from '../chains/definition.ts';
import { createRunStore } from '../chains/runs.ts';
import type { DueJob, JobRunOutcome } from '../chains/scheduler.ts';
import type { ChainRunResult, ChainsService } from '../chains/service.ts';
import type { ConfirmationService } from '../auth/confirmations/service.ts';
import { AppError } from '../server/errors.ts';
import type { Logger } from '../server/log.ts';
import type { EventBus } from './events.ts';
import { newRunContext, withRunContext, type ConfirmMode, type RunContext, type RunSource } from './run-context.ts';
import type { AgentStateStore } from './state.ts';

/**
 * Starting chain runs on behalf of agents (and of the scheduler): every run is tracked per agent
 * so stopping can wait for it, carries a run context for the gates, updates the agent's
 * counters, and hands its result to the confirmations it waited on.
 */

export type ChainsForAgents = Pick<
  ChainsService,
  'scheduleChain' | 'runDefinition' | 'runChain' | 'runJob' | 'listJobsForAgent' | 'deleteJob' | 'setAgentHooks'
>;

export interface RunnerDeps {
  db: Database;
  chains: ChainsForAgents;
  state: AgentStateStore;
  confirmations?: ConfirmationService;
  bus: EventBus;
  redact: (text: string) => string;
  log: Logger;
  now: () => number;
}

/** A finished (or refused) agent run, as the answer and held-action paths need it. */
export interface AgentRunSummary {
  run_id: string;
  chain_id: string;
  agent_id: string | null;
  status: 'succeeded' | 'failed';
  output: unknown;
  error: string | null;
  steps: number;
  duration_ms: number;
}

export interface RunOptions {
  mode: ConfirmMode;
  source: RunSource;
  approvals?: Map<string, string>;
  signal?: AbortSignal;
}

export function createAgentRunner(deps: RunnerDeps) {
  const { chains, state, log, now } = deps;
  const runs = createRunStore(deps.db);
  /** In-flight runs per agent id ('' for runs of no agent started here). */
  const inFlight = new Map<string, Set<Promise<unknown>>>();

  function track<T>(agentId: string | null, promise: Promise<T>): Promise<T> {
    const key = agentId ?? '';
    let set = inFlight.get(key);
    if (!set) inFlight.set(key, (set = new Set()));
    const tracked = promise.finally(() => set!.delete(tracked));
    set.add(tracked);
    return tracked;
  }

  /** Gives the confirmations a run waited on the run's result. */
  function settleConfirmed(context: RunContext, summary: Record<string, unknown>): void {
    for (const id of context.confirmed) {
      try {
        deps.confirmations?.complete(id, summary);
      } catch (err) {
        log.warn('could not store a confirmation result', { confirmation_id: id, error: String(err) });
      }
    }
  }

  /** A run that could not start (its params no longer validate) still lands in run history. */
  function recordRefused(agentId: string | null, chainId: string, params: unknown, error: string): AgentRunSummary {
    const t = now();
    const run_id = crypto.randomUUID();
    try {
      runs.insert({
        run_id,
        chain_id: chainId,
        trigger: agentId ? 'agent' : 'api',
        job_id: null,
        agent_id: agentId,
        status: 'failed',
        params: sanitizeForRecord(params ?? {}, deps.redact) as Record<string, unknown>,
        output: null,
        error: deps.redact(error),
        steps: [],
        started_at: t,
        finished_at: t,
        duration_ms: 0,
      });
    } catch (err) {
      log.error('could not record a refused agent run', { chain_id: chainId, error: String(err) });
    }
    return { run_id, chain_id: chainId, agent_id: agentId, status: 'failed', output: null, error, steps: 0, duration_ms: 0 };
  }

  const summarize = (agentId: string | null, r: ChainRunResult): AgentRunSummary => ({
    run_id: r.run_id,
    chain_id: r.chain_id,
    agent_id: agentId,
    status: r.status,
    output: r.output,
    error: r.error,
    steps: r.steps.length,
    duration_ms: r.duration_ms,
  });

  /**
   * Runs one of an agent's chains (or, with `agentId` null and no definition, a stored chain) in
   * a run context; never throws for the run's own failure.
   */
  async function runChain(
    agentId: string | null,
    chain: ChainDefinition | string,
    params: Record<string, unknown>,
    opts: RunOptions,
  ): Promise<{ summary: AgentRunSummary; context: RunContext }> {
    const chainId = typeof chain === 'string' ? chain : chain.id;
    const context = newRunContext({ agentId, chainId, params, mode: opts.mode, source: opts.source, approvals: opts.approvals });
    const work = withRunContext(context, async (): Promise<AgentRunSummary> => {
      try {
        const result =
          typeof chain === 'string'
            ? await chains.runChain(chain, params, { trigger: agentId ? 'agent' : 'api', agentId, signal: opts.signal })
            : await chains.runDefinition(chain, params, { trigger: 'agent', agentId, signal: opts.signal });
        return summarize(agentId, result);
      } catch (err) {
        if (!(err instanceof AppError)) log.error('agent run failed unexpectedly', { agent_id: agentId, chain_id: chainId, error: String(err) });
        return recordRefused(agentId, chainId, params, err instanceof Error ? err.message : String(err));
      }
    });
    const summary = await track(agentId, work);
    if (agentId) state.recordRun(agentId, now(), summary.status === 'failed');
    settleConfirmed(context, { ...summary });
    return { summary, context };
  }

  /**
   * The scheduler's `runChain`: wraps `chains.runJob` with a `wait`-mode run context, tracking,
   * agent counters, and the `job.failed` event.
   */
  async function runJob(job: DueJob, signal: AbortSignal, isRunnable: (agentId: string) => boolean): Promise<JobRunOutcome> {
    const agentId = job.agent_id;
    if (agentId && !isRunnable(agentId)) {
      return { status: 'failed', output: `ERROR: agent "${agentId}" is not running` };
    }
    const context = newRunContext({ agentId, chainId: job.chain_id, params: job.params, mode: 'wait', source: 'schedule' });
    const outcome = await track(agentId, withRunContext(context, () => chains.runJob(job, signal)));
    if (agentId) state.recordRun(agentId, now(), outcome.status === 'failed');
    settleConfirmed(context, { status: outcome.status, output: outcome.output, job_id: job.id, chain_id: job.chain_id });
    if (outcome.status === 'failed') {
      deps.bus.emit(
        'job.failed',
        {
          namespace: 'scheduler',
          job_id: job.id,
          chain_id: job.chain_id,
          agent_id: agentId,
          error: outcome.output.replace(/^ERROR: /, '').slice(0, 1000),
        },
        { sourceAgent: agentId },
      );
    }
    return outcome;
  }

  return {
    runChain,
    runJob,
    /** Resolves once every run of `agentId` started so far has finished. */
    async drain(agentId: string | null): Promise<void> {
      const set = inFlight.get(agentId ?? '');
      while (set && set.size > 0) await Promise.allSettled([...set]);
    },
    async drainAll(): Promise<void> {
      for (;;) {
        const all = [...inFlight.values()].flatMap((s) => [...s]);
        if (all.length === 0) return;
        await Promise.allSettled(all);
      }
    },
    inFlightCount: (agentId: string) => inFlight.get(agentId)?.size ?? 0,
    totalInFlight: () => [...inFlight.values()].reduce((n, s) => n + s.size, 0),
  };
}

export type AgentRunner = ReturnType<typeof createAgentRunner>;
