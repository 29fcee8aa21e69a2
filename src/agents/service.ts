import type { Database } from 'bun:sqlite';
import type { Ability } from '../abilities/types.ts';
import type { ConfirmationService } from '../auth/confirmations/service.ts';
import type { HeldAction, HeldActionExecutor } from '../auth/confirmations/types.ts';
import type { ChainDefinition } from '../chains/definition.ts';
import type { DueJob, JobRunOutcome } from '../chains/scheduler.ts';
import type { Constitution } from '../constitution/types.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../server/errors.ts';
import { silentLogger, type Logger } from '../server/log.ts';
import { defaultEventBus, matchesFilter, type BusEvent, type EventBus } from './events.ts';
import { checkStep, type GateDeps } from './gate.ts';
import { currentRun } from './run-context.ts';
import { createAgentRunner, type AgentRunSummary, type ChainsForAgents } from './runs.ts';
import { createAgentStateStore, type AgentStateRow } from './state.ts';
import { assertAgentName } from './manifest.ts';
import { listInstalled, readInstalled, type InstalledAgent } from './store.ts';
import { reconcileJobs, removeAgentJobs } from './triggers.ts';
import { createAgentAnswers, type AgentAnswer, type AgentRoute, type RouteIntent } from './answers.ts';
import { agentRecord, brokenAgentRecord, type AgentRecord, type AgentStatus } from './records.ts';

export { AGENT_STATUSES, type AgentRecord, type AgentStatus } from './records.ts';

export interface AgentServiceOptions {
  db: Database;
  dataDir: string;
  chains: ChainsForAgents;
  /** The active constitution, read per step (so `svc admin constitution use` applies at once). */
  activeConstitution: () => Constitution;
  /** The ability catalog, to report permitted abilities nothing provides. */
  registry?: { list(): readonly { name: string }[] };
  confirmations?: ConfirmationService;
  bus?: EventBus;
  redact?: (text: string) => string;
  log?: Logger;
  now?: () => number;
}

export type AgentService = ReturnType<typeof createAgentService>;

/**
 * Installed agents as running things: start and stop (idempotent, 409 during a transition),
 * trigger registration with the scheduler and the event bus, per-step gating, restart recovery,
 * query routing and the executor for held chain actions.
 */
export function createAgentService(options: AgentServiceOptions) {
  const { db, dataDir, chains } = options;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? silentLogger;
  const redact = options.redact ?? ((text: string) => text);
  const bus = options.bus ?? defaultEventBus;
  const state = createAgentStateStore(db, now);
  const runner = createAgentRunner({ db, chains, state, confirmations: options.confirmations, bus, redact, log, now });
  const gateDeps: GateDeps = { db, activeConstitution: options.activeConstitution, confirmations: options.confirmations, bus, redact, log, now };

  /** In-memory transitions and subscriptions; the persisted wish is in `state`. */
  const transitions = new Map<string, 'starting' | 'stopping'>();
  const subscriptions = new Map<string, () => void>();
  /** Event triggers with a run in flight, `<agent>#<index>`: a new event for them is dropped. */
  const busyTriggers = new Set<string>();

  function statusOf(id: string, row = state.get(id)): AgentStatus {
    return transitions.get(id) ?? row?.status ?? 'stopped';
  }

  /** Running, or stopping with runs still finishing: its steps may proceed. */
  const isRunnable = (id: string) => {
    const status = statusOf(id);
    return status === 'running' || status === 'stopping' || status === 'starting';
  };

  /** Which ability names some source provides, read once per listing. */
  const provided = (): ((name: string) => boolean) => {
    if (!options.registry) return () => true;
    const names = new Set(options.registry.list().map((a) => a.name));
    return (name) => names.has(name);
  };
  const toRecord = (agent: InstalledAgent, row: AgentStateRow | null, has = provided()) =>
    agentRecord(agent, row, statusOf(agent.name, row), has);
  const brokenRecord = (name: string, error: string, row: AgentStateRow | null) =>
    brokenAgentRecord(name, error, row, transitions.get(name) ?? 'error');

  /** Loads an agent or 404; a broken package is a 400 naming file and field. */
  function load(id: string): InstalledAgent {
    return readInstalled(dataDir, id);
  }

  function record(id: string): AgentRecord {
    assertAgentName(id);
    try {
      return toRecord(load(id), state.get(id));
    } catch (err) {
      if (err instanceof NotFoundError) throw err;
      return brokenRecord(id, (err as Error).message, state.get(id));
    }
  }

  function unsubscribe(id: string): void {
    subscriptions.get(id)?.();
    subscriptions.delete(id);
  }

  /** Forgets an agent whose package is gone: triggers, jobs, state, pending confirmations. */
  function forget(id: string): void {
    unsubscribe(id);
    removeAgentJobs(chains, id);
    options.confirmations?.cancelForAgent(id, 'the agent was removed');
    state.remove(id);
  }

  // ---- triggers --------------------------------------------------------------------------

  function onEvent(id: string, event: BusEvent): void {
    if (event.source_agent === id || statusOf(id) !== 'running') return;
    let agent: InstalledAgent;
    try {
      agent = load(id);
    } catch {
      return;
    }
    agent.pkg.manifest.triggers.events.forEach((trigger, index) => {
      if (trigger.on !== event.name || !matchesFilter(event.payload, trigger.filter)) return;
      const chain = agent.pkg.chains.get(trigger.chain);
      if (!chain) return;
      const key = `${id}#${index}`;
      if (busyTriggers.has(key)) {
        log.warn('agent event trigger still running; event dropped', { agent_id: id, event: event.name, chain_id: chain.id });
        return;
      }
      busyTriggers.add(key);
      runner
        .runChain(id, chain, eventParams(chain, trigger.params, event), { mode: 'wait', source: 'event' })
        .catch((err) => log.error('agent event run failed', { agent_id: id, error: String(err) }))
        .finally(() => busyTriggers.delete(key));
    });
  }

  /** Registers scheduled triggers (reconciling existing jobs) and subscribes event triggers. */
  function register(agent: InstalledAgent): void {
    reconcileJobs(db, chains, agent);
    if (!subscriptions.has(agent.name) && agent.pkg.manifest.triggers.events.length > 0) {
      subscriptions.set(agent.name, bus.subscribe((event) => onEvent(agent.name, event)));
    }
  }

  // ---- lifecycle -------------------------------------------------------------------------

  async function start(id: string): Promise<AgentRecord> {
    assertAgentName(id); // 400 before anything touches the disk or the database
    const transition = transitions.get(id);
    if (transition) throw new ConflictError(`agent "${id}" is ${transition}; try again when it has finished`);
    let agent: InstalledAgent;
    try {
      agent = load(id);
    } catch (err) {
      if (err instanceof NotFoundError) throw err;
      state.setStatus(id, 'error', { error: (err as Error).message });
      return record(id);
    }
    // Starting a running agent only re-checks its registration (idempotent: jobs are reconciled).
    const wasRunning = state.get(id)?.status === 'running';
    transitions.set(id, 'starting');
    try {
      await Promise.resolve(); // let a concurrent request observe `starting`
      register(agent);
      if (!wasRunning) {
        state.setStatus(id, 'running', { error: null, started_at: now() });
        log.info('agent started', { agent_id: id });
      }
    } catch (err) {
      unsubscribe(id);
      removeAgentJobs(chains, id);
      const message = err instanceof Error ? err.message : String(err);
      state.setStatus(id, 'error', { error: message, started_at: null });
      log.warn('agent failed to start', { agent_id: id, error: message });
    } finally {
      transitions.delete(id);
    }
    return record(id);
  }

  async function stop(id: string): Promise<AgentRecord> {
    assertAgentName(id);
    const transition = transitions.get(id);
    if (transition) throw new ConflictError(`agent "${id}" is ${transition}; try again when it has finished`);
    const row = state.get(id);
    let installed = true;
    try {
      load(id);
    } catch (err) {
      if (err instanceof NotFoundError) {
        if (!row && !subscriptions.has(id)) throw err;
        installed = false;
      }
    }
    transitions.set(id, 'stopping');
    try {
      // The wish is persisted first: a crash from here on leaves the agent stopped.
      if (row && row.status !== 'stopped') state.setStatus(id, 'stopped', { error: null, started_at: null });
      unsubscribe(id);
      removeAgentJobs(chains, id);
      options.confirmations?.cancelForAgent(id, 'the agent was stopped');
      await runner.drain(id);
      if (!installed) state.remove(id);
      if (row?.status === 'running') log.info('agent stopped', { agent_id: id });
    } finally {
      transitions.delete(id);
    }
    if (!installed) throw new NotFoundError(`agent "${id}" is not installed`);
    return record(id);
  }

  // ---- gates and held actions ------------------------------------------------------------

  async function gateForAgent(id: string, ability: Ability, params: Record<string, unknown>): Promise<void> {
    if (!isRunnable(id)) {
      throw new ForbiddenError(`agent "${id}" is ${statusOf(id)}; its steps do not run`);
    }
    let agent: InstalledAgent;
    try {
      agent = load(id);
    } catch (err) {
      throw new ForbiddenError(`agent "${id}" cannot run: ${(err as Error).message}`);
    }
    await checkStep(gateDeps, { id, pkg: agent.pkg }, ability, params);
  }

  chains.setAgentHooks({
    resolveChain: (agentId, chainId) => {
      try {
        return load(agentId).pkg.chains.get(chainId) ?? null;
      } catch {
        return null;
      }
    },
    authorize: (agentId) => (ability, params) => gateForAgent(agentId, ability, params),
  });

  const executeHeld: HeldActionExecutor = async (action: HeldAction, { confirmation }) => {
    if (action.kind !== 'chain') throw new Error(`the agents service runs held chain actions, not "${action.kind}"`);
    const approvals = new Map([[action.ability, confirmation.id]]);
    let summary: AgentRunSummary;
    if (action.agent_id) {
      const status = statusOf(action.agent_id);
      if (status !== 'running') throw new Error(`agent "${action.agent_id}" is ${status}; the confirmed action was not run`);
      const chain = load(action.agent_id).pkg.chains.get(action.chain_id);
      if (!chain) throw new Error(`agent "${action.agent_id}" has no chain "${action.chain_id}" any more`);
      ({ summary } = await runner.runChain(action.agent_id, chain, action.params, { mode: 'wait', source: 'confirmation', approvals }));
    } else {
      ({ summary } = await runner.runChain(null, action.chain_id, action.params, { mode: 'wait', source: 'confirmation', approvals }));
    }
    return { ...summary };
  };
  options.confirmations?.setExecutor('chain', executeHeld);

  const answers = createAgentAnswers({
    runner,
    load,
    // Every query asks this: only the agents whose state says running (usually none, from
    // memory), instead of listing and stat-ing every installed package.
    running: () =>
      state
        .running()
        .filter((row) => statusOf(row.id, row) === 'running')
        .flatMap((row) => {
          try {
            return [{ id: row.id, pkg: load(row.id).pkg }];
          } catch {
            return [];
          }
        }),
    statusOf,
  });

  return {
    /** Every installed agent, by id; packages that fail validation show as `error`. */
    list(): AgentRecord[] {
      const { agents, errors } = listInstalled(dataDir);
      const installed = new Set([...agents.map((a) => a.name), ...errors.map((e) => e.name)]);
      for (const row of state.all()) if (!installed.has(row.id) && !transitions.has(row.id)) forget(row.id);
      for (const id of subscriptions.keys()) if (!installed.has(id)) forget(id);
      const has = provided();
      return [
        ...agents.map((a) => toRecord(a, state.get(a.name), has)),
        ...errors.map((e) => brokenRecord(e.name, e.error, state.get(e.name))),
      ].sort((a, b) => a.id.localeCompare(b.id));
    },
    get: record,
    start,
    stop,

    /**
     * Brings back agents that were running before a restart: re-subscribes their events and
     * reconciles their jobs (kept jobs keep their cadence, so a restart runs nothing early).
     */
    restore(): void {
      for (const row of state.all()) {
        if (row.status !== 'running') {
          removeAgentJobs(chains, row.id);
          continue;
        }
        let agent: InstalledAgent;
        try {
          agent = load(row.id);
        } catch (err) {
          if (err instanceof NotFoundError) forget(row.id);
          else state.setStatus(row.id, 'error', { error: (err as Error).message, started_at: null });
          continue;
        }
        try {
          register(agent);
        } catch (err) {
          unsubscribe(row.id);
          removeAgentJobs(chains, row.id);
          state.setStatus(row.id, 'error', { error: err instanceof AppError ? err.message : String(err), started_at: null });
        }
      }
    },

    /**
     * Process shutdown: unsubscribes everything and waits for agent runs, without changing what
     * is persisted (running agents come back running). Waiting steps are released; their
     * confirmations stay pending and re-run the chain if confirmed later.
     */
    async shutdown(): Promise<void> {
      for (const id of [...subscriptions.keys()]) unsubscribe(id);
      options.confirmations?.releaseWaiters();
      await runner.drainAll();
    },

    /** The scheduler's `runChain` (wire `createScheduler({runChain: agents.runJob})`). */
    runJob: (job: DueJob, signal: AbortSignal): Promise<JobRunOutcome> => runner.runJob(job, signal, isRunnable),

    /**
     * The chains service's global `authorize`: the active constitution on every step of runs
     * that belong to no agent (agents' runs are gated by their own hook, which includes it).
     */
    chainGate: async (ability: Ability, params: Record<string, unknown>): Promise<void> => {
      const run = currentRun();
      if (run?.agentId) return;
      await checkStep(gateDeps, null, ability, params);
    },

    routeQuery: (query: string, intent: RouteIntent): AgentRoute | null => answers.routeQuery(query, intent),
    answerRoute: (route: AgentRoute, options_?: { signal?: AbortSignal }): Promise<AgentAnswer> => answers.answerRoute(route, options_),
    executeHeld,

    /** Test hook: resolves when every agent run started so far has finished. */
    idle: () => runner.drainAll(),
    /** Agent (and scheduled) runs in flight right now. */
    busy: () => runner.totalInFlight(),
    statusOf,
  };
}

/**
 * A chain's params from an event: the trigger's static `params` first, then payload fields the
 * chain declares; a chain param named `event` gets the event name, `payload` the whole payload.
 */
export function eventParams(chain: ChainDefinition, fixed: Record<string, unknown>, event: BusEvent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(chain.params)) {
    if (Object.hasOwn(fixed, name)) out[name] = fixed[name];
    else if (Object.hasOwn(event.payload, name)) out[name] = event.payload[name];
    else if (name === 'event') out[name] = event.name;
    else if (name === 'payload') out[name] = event.payload;
  }
  return out;
}
