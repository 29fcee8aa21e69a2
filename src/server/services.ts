import type { Database } from 'bun:sqlite';
import type { Config } from '../config.ts';
import { createAbilityRegistry, type AbilityRegistry } from '../abilities/registry.ts';
import { createBuiltinAbilities, type BuiltinDeps } from '../abilities/builtins/index.ts';
import { createCloudProvider } from '../abilities/kinds/cloud.ts';
import { createPluginProvider } from '../abilities/kinds/plugin.ts';
import { createSubprocessProvider } from '../abilities/kinds/subprocess.ts';
import { createChainsService, type ChainsService } from '../chains/service.ts';
import { createScheduler, type Scheduler } from '../chains/scheduler.ts';
import { startWalCheckpointer, type WalCheckpointer } from '../chains/checkpointer.ts';
import { activeConstitution, checkQuery } from '../constitution/index.ts';
import { guardedFetch } from '../lib/ssrf.ts';
import { CallbackGauge, Counter, Histogram, type MetricsRegistry } from '../lib/metrics.ts';
import { createFileSecretStore } from '../plugins/secrets.ts';
import { createAgentAbilities, createAgentService, type AgentService } from '../agents/index.ts';
import { createConfirmationService, type ConfirmationService } from '../auth/confirmations/index.ts';
import { formatBind } from '../config.ts';
import { databasePath } from './data-dir.ts';
import type { Logger } from './log.ts';
import type { ScanResult } from '../security/scanner.ts';

export interface CoreServices {
  registry: AbilityRegistry;
  chains: ChainsService;
  scheduler: Scheduler;
  agents: AgentService;
  confirmations: ConfirmationService;
  /** Starts background work (scheduler, WAL checkpoints). */
  start(): void;
  /** Stops background work and waits for runs in flight. */
  stop(): Promise<void>;
}

const CONFIRMATION_SWEEP_MS = 10 * 60 * 1000;

export interface CoreDeps {
  db: Database;
  config: Config;
  log: Logger;
  metrics: MetricsRegistry;
  now?: () => number;
  /** The scanner's redaction, applied to receipts and run history. */
  redact?: (text: string) => string;
  /** The security scanner, for `security.scan` and the agents' `workspace.scan`. */
  scan?: (text: string) => ScanResult;
  /** Model completions for `llm.complete` (the configured providers). */
  complete?: BuiltinDeps['complete'];
}

/**
 * Builds the ability catalog (built-in, plugin, subprocess, cloud, in SPEC resolution order), the
 * chains service and the scheduler over one database. Used by `svc start` with and without the
 * web dashboard, so scheduled jobs run in both.
 */
export function createCoreServices(deps: CoreDeps): CoreServices {
  const { db, config, log, metrics, redact } = deps;
  const now = deps.now ?? (() => Date.now());
  const registry = createAbilityRegistry({ db, dataDir: config.dataDir, redact, now, log });
  const builtins = createBuiltinAbilities({
    scan: deps.scan,
    complete: deps.complete,
    guardedFetch,
    checkConstitution: (query: string) =>
      checkQuery(db, {
        text: redact ? redact(query) : query,
        constitutions: [activeConstitution(config).constitution],
        source: 'chain',
        storeText: Boolean(redact),
      }),
  });
  const agentAbilities = createAgentAbilities({ db, scan: deps.scan, now });
  const allBuiltins = [...builtins, ...agentAbilities];
  registry.registerSource('built-in', () => allBuiltins);
  registry.registerSource('plugin', createPluginProvider(config.dataDir, { log }));
  registry.registerSource('subprocess', createSubprocessProvider(config.dataDir, { log }));
  registry.registerSource('cloud', createCloudProvider(config.dataDir, createFileSecretStore(config.dataDir), { log }));

  const confirmations = createConfirmationService({ db, baseUrl: `http://${formatBind(config.bind)}`, redact, now, log });
  // Agents gate every chain step (permissions, their constitution on top of the active one).
  let agents: AgentService | undefined;
  const chains = createChainsService({
    db,
    dataDir: config.dataDir,
    registry,
    now,
    log,
    redact,
    authorize: (ability, params) => agents?.chainGate(ability, params),
  });
  agents = createAgentService({
    db,
    dataDir: config.dataDir,
    chains,
    registry,
    confirmations,
    redact,
    log,
    now,
    activeConstitution: () => activeConstitution(config).constitution,
  });
  const agentService = agents;
  const lateness = metrics.register(
    new Histogram('svc_scheduler_lateness_seconds', 'Delay between a job slot and its run start.', [
      0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5,
    ]),
  );
  const jobRuns = metrics.register(new Counter('svc_scheduler_runs_total', 'Scheduled job runs by status.'));
  const scheduler = createScheduler({
    db,
    // The agents' wrapper records agent runs and raises `job.failed` for every failed run.
    runChain: agentService.runJob,
    now,
    log,
    onRun: (info) => {
      lateness.observe({}, Math.max(0, info.lateness_ms) / 1000);
      jobRuns.inc({ status: String(info.status) });
    },
  });
  chains.onJobsChanged(() => scheduler.reschedule());
  metrics.register(
    new CallbackGauge('svc_scheduler_jobs_in_flight', 'Scheduled runs in progress.', () => [
      { value: scheduler.stats().in_flight },
    ]),
  );
  metrics.register(
    new CallbackGauge('svc_scheduler_job_failures', 'Failed scheduled runs since start.', () => [
      { value: scheduler.stats().failures },
    ]),
  );

  let checkpointer: WalCheckpointer | undefined;
  let sweepTimer: ReturnType<typeof setInterval> | undefined;
  return {
    registry,
    chains,
    scheduler,
    agents: agentService,
    confirmations,
    start() {
      if (db.filename && db.filename !== ':memory:') {
        checkpointer = startWalCheckpointer(databasePath(config.dataDir));
      }
      // Agents that were running before a restart come back running.
      agentService.restore();
      scheduler.start();
      sweepTimer = setInterval(() => confirmations.sweep(), CONFIRMATION_SWEEP_MS);
      sweepTimer.unref?.();
    },
    async stop() {
      clearInterval(sweepTimer);
      // Before the scheduler: a run waiting on a confirmation would otherwise hold shutdown.
      await agentService.shutdown();
      await scheduler.stop();
      await checkpointer?.stop();
    },
  };
}
