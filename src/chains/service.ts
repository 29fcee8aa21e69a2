import type { Database } from 'bun:sqlite';
import type { AbilityRegistry, InvokeOptions } from '../abilities/registry.ts';
import type { Receipt } from '../abilities/receipts.ts';
import { sanitizeForRecord, writeBatch } from '../abilities/receipts.ts';
import { describeParams, validateParams, type ParamInfo } from '../abilities/service.ts';
import { AppError, BadRequestError, NotFoundError } from '../server/errors.ts';
import type { Logger } from '../server/log.ts';
import { silentLogger } from '../server/log.ts';
import type { ChainDefinition } from './definition.ts';
import {
  createJobQueries,
  MAX_ENABLED_JOBS,
  parseScheduleInterval,
  toScheduledJob,
  type ScheduledJob,
} from './jobs.ts';
import { executeChain, type RunStatus, type StepResult } from './runner.ts';
import { createRunStore, type ChainRunRecord, type RunTrigger } from './runs.ts';
import type { DueJob, JobRunOutcome } from './scheduler.ts';
import { createChainStore, type ChainOrigin, type ChainRecord, type ChainStore } from './store.ts';
import { stringify } from './template.ts';

/** `POST /api/chains/{id}/run` result: the run plus every receipt it produced. */
export interface ChainRunResult {
  run_id: string;
  chain_id: string;
  status: RunStatus;
  output: unknown;
  error: string | null;
  steps: Omit<StepResult, 'started_at'>[];
  receipts: Receipt[];
  started_at: number;
  finished_at: number;
  duration_ms: number;
}

/** `GET /api/chains/{id}`: the record plus what a caller needs to run it. */
export interface ChainDetail extends ChainRecord {
  origin: ChainOrigin;
  params: Record<string, ParamInfo>;
  steps: { id: string; ability: string; depends_on: string[]; on_failure: string; when: string | boolean | null }[];
  definition: string;
}

export interface RunOptions {
  trigger?: RunTrigger;
  jobId?: string | null;
  agentId?: string | null;
  signal?: AbortSignal;
  /** Extra gate before each step (agent permissions, constitution); throw an AppError to refuse. */
  authorize?: InvokeOptions['authorize'];
}

/**
 * How agent-owned runs find their chains and gates (set by the agents module once it exists,
 * see `setAgentHooks`): packaged agent chains are not in the chain store, and every run of an
 * agent is checked against its permissions and constitution.
 */
export interface AgentHooks {
  resolveChain?: (agentId: string, chainId: string) => ChainDefinition | null;
  authorize?: (agentId: string) => InvokeOptions['authorize'] | undefined;
}

export interface ChainsServiceOptions {
  db: Database;
  dataDir: string;
  /** Runs steps; only `invoke` is used. */
  registry: Pick<AbilityRegistry, 'invoke'>;
  store?: ChainStore;
  now?: () => number;
  newId?: () => string;
  log?: Logger;
  /** Applied to params and outputs before they are stored in run history or `last_output`. */
  redact?: (text: string) => string;
  /** Gate applied to every step of every run (e.g. the active constitution). */
  authorize?: InvokeOptions['authorize'];
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const MAX_LAST_OUTPUT_CHARS = 4000;

/** What a run's output reads as in a job's `last_output`. */
export function outputText(output: unknown): string {
  const text = stringify(output);
  return text.length > MAX_LAST_OUTPUT_CHARS ? `${text.slice(0, MAX_LAST_OUTPUT_CHARS)}…` : text;
}

export type ChainsService = ReturnType<typeof createChainsService>;

/**
 * Chains, their runs and their schedules as plain operations (the routes, the CLI, the
 * scheduler and the agents all call these). Throws AppErrors: 404 unknown chain or job,
 * 400 invalid params or interval.
 */
export function createChainsService(options: ChainsServiceOptions) {
  const { db, registry } = options;
  const now = options.now ?? (() => Date.now());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const log = options.log ?? silentLogger;
  const redact = options.redact ?? ((text: string) => text);
  const store = options.store ?? createChainStore({ db, dataDir: options.dataDir, now, log });
  const runs = createRunStore(db);
  const jobs = createJobQueries(db);
  const batch = writeBatch(db);
  let agentHooks: AgentHooks = {};
  const listeners = new Set<() => void>();
  const jobsChanged = () => {
    for (const fn of listeners) fn();
  };

  async function runDefinition(
    definition: ChainDefinition,
    params: unknown,
    opts: RunOptions = {},
  ): Promise<ChainRunResult> {
    const inputs = validateParams(definition.params, params, `chain ${definition.id}`);
    const runId = newId();
    const agentId = opts.agentId ?? undefined;
    const runGate = opts.authorize ?? (agentId ? agentHooks.authorize?.(agentId) : undefined);
    const globalGate = options.authorize;
    const authorize: InvokeOptions['authorize'] =
      globalGate && runGate
        ? async (ability, p) => {
            await globalGate(ability, p);
            await runGate(ability, p);
          }
        : (runGate ?? globalGate);
    const execution = await executeChain(definition, inputs, {
      runId,
      agentId,
      signal: opts.signal,
      invoke: (ability, p, invokeOptions) => registry.invoke(ability, p, invokeOptions),
      authorize,
      now,
      sleep: options.sleep,
    });
    const record: ChainRunRecord = {
      run_id: runId,
      chain_id: definition.id,
      trigger: opts.trigger ?? 'api',
      job_id: opts.jobId ?? null,
      agent_id: opts.agentId ?? null,
      status: execution.status,
      params: sanitizeForRecord(inputs, redact) as Record<string, unknown>,
      output: sanitizeForRecord(execution.output, redact),
      error: execution.error === null ? null : redact(execution.error),
      steps: execution.steps.map((s) => ({
        id: s.id,
        ability: s.ability,
        status: s.status,
        attempts: s.attempts,
        duration_ms: s.duration_ms,
        error: s.error === null ? null : redact(s.error),
        output: sanitizeForRecord(s.output, redact),
        receipt_ids: s.receipt_ids,
      })),
      started_at: execution.started_at,
      finished_at: execution.finished_at,
      duration_ms: execution.duration_ms,
    };
    try {
      // One commit shared with concurrent runs; awaited, so a returned run is a stored run.
      await batch.run(() => {
        runs.insert(record);
        store.recordRun(definition.id, execution.status === 'succeeded');
      });
    } catch (err) {
      log.error('could not record a chain run', { chain_id: definition.id, error: String(err) });
    }
    return {
      run_id: runId,
      chain_id: definition.id,
      status: execution.status,
      output: execution.output,
      error: execution.error,
      steps: execution.steps.map(({ started_at: _s, ...rest }) => rest),
      receipts: execution.receipts,
      started_at: execution.started_at,
      finished_at: execution.finished_at,
      duration_ms: execution.duration_ms,
    };
  }

  /** Records a run that could not start (unknown chain, params no longer valid), for history. */
  async function recordRefusedRun(chainId: string, params: unknown, error: string, opts: RunOptions): Promise<string> {
    const t = now();
    const runId = newId();
    try {
      await batch.run(() => {
        runs.insert({
        run_id: runId,
        chain_id: chainId,
        trigger: opts.trigger ?? 'api',
        job_id: opts.jobId ?? null,
        agent_id: opts.agentId ?? null,
        status: 'failed',
        params: sanitizeForRecord(params ?? {}, redact) as Record<string, unknown>,
        output: null,
        error: redact(error),
        steps: [],
          started_at: t,
          finished_at: t,
          duration_ms: 0,
        });
        store.recordRun(chainId, false);
      });
    } catch (err) {
      log.error('could not record a chain run', { chain_id: chainId, error: String(err) });
    }
    return runId;
  }

  /** The chain a job or run refers to: an agent's own chain first, then the store. */
  function findChain(chainId: string, agentId: string | null | undefined): ChainDefinition | null {
    if (agentId) {
      const own = agentHooks.resolveChain?.(agentId, chainId);
      if (own) return own;
    }
    return store.get(chainId)?.definition ?? null;
  }

  return {
    store,

    /** Installs the agents module's hooks (chains packaged with agents, per-agent gates). */
    setAgentHooks(hooks: AgentHooks): void {
      agentHooks = hooks;
    },

    listChains(): ChainRecord[] {
      return store.list();
    },

    countChains(): number {
      return store.count();
    },

    getChain(id: string): ChainDetail {
      const chain = store.require(id);
      const record = store.record(id);
      if (!record) throw new NotFoundError(`unknown chain "${id}"`);
      return {
        ...record,
        origin: chain.origin,
        params: describeParams(chain.definition.params),
        steps: chain.definition.steps.map((s) => ({
          id: s.id,
          ability: s.ability,
          depends_on: s.needs,
          on_failure: s.on_failure,
          when: s.when_source,
        })),
        definition: chain.source,
      };
    },

    /** Runs a stored chain; 404 unknown chain, 400 invalid params. A failed run is not an error. */
    async runChain(id: string, params: unknown, opts: RunOptions = {}): Promise<ChainRunResult> {
      const chain = store.require(id);
      return runDefinition(chain.definition, params, opts);
    },

    /** Runs a definition that need not be in the store (an agent's packaged chain). */
    runDefinition,

    listRuns(chainId: string, limit?: number): ChainRunRecord[] {
      if (!store.get(chainId) && runs.listForChain(chainId, 1).length === 0) {
        throw new NotFoundError(`unknown chain "${chainId}"`);
      }
      return runs.listForChain(chainId, limit);
    },

    listRecentRuns(limit?: number): ChainRunRecord[] {
      return runs.listRecent(limit);
    },

    getRun(runId: string): ChainRunRecord {
      const run = runs.get(runId);
      if (!run) throw new NotFoundError(`unknown run "${runId}"`);
      return run;
    },

    /**
     * The scheduler's `runChain`: never throws; every attempt lands in run history. It yields
     * before doing any work, so a wake-up with many due jobs hands them all over first.
     */
    async runJob(job: DueJob, signal: AbortSignal): Promise<JobRunOutcome> {
      await Promise.resolve();
      const opts: RunOptions = { trigger: job.agent_id ? 'agent' : 'schedule', jobId: job.id, agentId: job.agent_id, signal };
      const definition = findChain(job.chain_id, job.agent_id);
      if (!definition) {
        const error = `unknown chain "${job.chain_id}"`;
        await recordRefusedRun(job.chain_id, job.params, error, opts);
        return { status: 'failed', output: `ERROR: ${error}` };
      }
      try {
        const result = await runDefinition(definition, job.params, opts);
        return result.status === 'succeeded'
          ? { status: 'succeeded', output: redact(outputText(result.output)) }
          : { status: 'failed', output: `ERROR: ${redact(result.error ?? 'the run failed')}` };
      } catch (err) {
        const error = err instanceof AppError ? err.message : `internal error: ${String(err)}`;
        await recordRefusedRun(job.chain_id, job.params, error, opts);
        return { status: 'failed', output: `ERROR: ${redact(error)}` };
      }
    },

    listJobs(): ScheduledJob[] {
      return jobs.list();
    },

    countJobs(): number {
      return jobs.count();
    },

    getJob(id: string): ScheduledJob {
      const row = jobs.get(id);
      if (!row) throw new NotFoundError(`unknown job "${id}"`);
      return toScheduledJob(row);
    },

    /**
     * Creates an enabled job. Validates the interval (400), the chain (404) and the params
     * against the chain's params (400). The first run is due immediately.
     */
    scheduleChain(
      body: { chain_id: string; interval: unknown; params?: unknown },
      opts: { agentId?: string | null } = {},
    ): { job_id: string } {
      const intervalSecs = parseScheduleInterval(body.interval);
      const definition = findChain(body.chain_id, opts.agentId);
      if (!definition) throw new NotFoundError(`unknown chain "${body.chain_id}"`);
      const params = body.params ?? {};
      validateParams(definition.params, params, `chain ${definition.id}`);
      if (jobs.countEnabled() >= MAX_ENABLED_JOBS) {
        throw new BadRequestError(`at most ${MAX_ENABLED_JOBS} enabled jobs; disable some first`);
      }
      const t = now();
      const id = newId();
      jobs.insert({
        id,
        chain_id: definition.id,
        interval_secs: intervalSecs,
        params: params as Record<string, unknown>,
        created_at: Math.floor(t / 1000),
        next_run_at: t,
        agent_id: opts.agentId ?? null,
      });
      jobsChanged();
      return { job_id: id };
    },

    /** Disables a job (idempotent); 404 when unknown. */
    disableJob(id: string): void {
      const row = jobs.get(id);
      if (!row) throw new NotFoundError(`unknown job "${id}"`);
      jobs.setEnabled(id, false, row.next_run_at);
      jobsChanged();
    },

    /**
     * Re-enables a job. It resumes its cadence as if never paused: due now when a whole
     * interval has passed since its last run (or it never ran), else one interval after it.
     */
    enableJob(id: string): ScheduledJob {
      const row = jobs.get(id);
      if (!row) throw new NotFoundError(`unknown job "${id}"`);
      if (row.enabled !== 1 && jobs.countEnabled() >= MAX_ENABLED_JOBS) {
        throw new BadRequestError(`at most ${MAX_ENABLED_JOBS} enabled jobs; disable some first`);
      }
      const t = now();
      const next = row.last_run_at === null ? t : Math.max(t, row.last_run_at * 1000 + row.interval_secs * 1000);
      jobs.setEnabled(id, true, row.enabled === 1 ? row.next_run_at : next);
      jobsChanged();
      return toScheduledJob(jobs.get(id)!);
    },

    /** Deletes a job outright (agents unregistering their triggers); false when unknown. */
    deleteJob(id: string): boolean {
      const removed = jobs.remove(id);
      if (removed) jobsChanged();
      return removed;
    },

    listJobsForAgent(agentId: string): ScheduledJob[] {
      return jobs.listForAgent(agentId).map(toScheduledJob);
    },

    /** Subscribes to job changes (the scheduler's `reschedule`); returns an unsubscribe function. */
    onJobsChanged(fn: () => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
