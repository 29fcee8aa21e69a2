import type { Database } from 'bun:sqlite';
import type { Server } from 'bun';
import type { Config } from '../config.ts';
import { abilitiesRoutes } from '../abilities/routes.ts';
import { createAuthService } from '../auth/service.ts';
import { chainsRoutes } from '../chains/routes.ts';
import { constitutionRoutes, loadActiveConstitution } from '../constitution/index.ts';
import { costsRoutes } from '../costs/index.ts';
import { openDatabase } from '../db/open.ts';
import { MetricsRegistry } from '../lib/metrics.ts';
import { createApp } from './app.ts';
import type { AppContext } from './context.ts';
import { dashboardRoutes } from './dashboard.ts';
import { databasePath, ensureDataDir } from './data-dir.ts';
import { createFront, listen } from './http.ts';
import type { Logger } from './log.ts';
import { createHttpMetrics } from './metrics.ts';
import { createCoreServices, type CoreServices } from './services.ts';
import { createQueryPipeline } from './query-services.ts';
import { loadPipelineConfig, pipelineRoutes, type Pipeline } from '../pipeline/index.ts';
import { createProviders } from '../pipeline/providers/index.ts';
import { createCompletion } from '../pipeline/complete.ts';
import { redactText, scan, warmUp } from '../security/scanner.ts';
import { securityRoutes } from '../security/routes.ts';
import { agentsRoutes } from '../agents/index.ts';
import { confirmationsRoutes } from '../auth/confirmations/index.ts';
import type { UiAssets } from './static.ts';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Opens the data dir and database: the state every command of svc works on. */
export function openState(config: Config): Database {
  ensureDataDir(config.dataDir);
  return openDatabase(databasePath(config.dataDir));
}

/** The services every mode of `svc start` runs: database, abilities, chains, scheduler. */
export interface Runtime {
  ctx: AppContext;
  core: CoreServices;
  pipeline: Pipeline;
  metrics: MetricsRegistry;
  stop(): Promise<void>;
}

/** The scanner's redaction: what receipts, run history and recorded checks store instead of raw text. */
const redact = (text: string): string => redactText(text).redacted;

/** Builds the runtime; background work begins with `core.start()` (after the server listens). */
export function createRuntime(config: Config, log: Logger): Runtime {
  // An invalid constitution stops start-up with its file and line, never a silent fallback.
  loadActiveConstitution(config);
  const db = openState(config);
  const now = () => Date.now();
  const ctx: AppContext = { db, config, log, now };
  const metrics = new MetricsRegistry();
  let pipelineConfig;
  try {
    // The composition root passes the environment once, for `api_key_env` in config.yaml.
    pipelineConfig = loadPipelineConfig({ dataDir: config.dataDir, llmFromEnv: config.llmFromEnv, env: process.env });
  } catch (error) {
    db.close();
    throw error;
  }
  const providers = createProviders(pipelineConfig.providers);
  const core = createCoreServices({
    db,
    config,
    log,
    metrics,
    now,
    redact,
    scan,
    complete: createCompletion(providers, db, now),
  });
  const pipeline = createQueryPipeline({ db, config, log, metrics, core, providers, pipelineConfig, now });
  return {
    ctx,
    core,
    pipeline,
    metrics,
    async stop() {
      await core.stop();
      pipeline.flush();
      db.close();
    },
  };
}

/** The headless runtime of `svc start` without a dashboard. */
export function startRuntime(config: Config, log: Logger): Runtime {
  const runtime = createRuntime(config, log);
  runtime.core.start();
  return runtime;
}

export interface RunningServer {
  server: Server<unknown>;
  url: string;
  /** Stops accepting, lets in-flight requests finish, stops background work, closes the database. */
  stop(): Promise<void>;
}

/** Serves the dashboard and API on top of the runtime. */
export function startServer(config: Config, log: Logger, ui: UiAssets): RunningServer {
  if (!config.webPassword) throw new Error('SVC_WEB_PASSWORD is not set');
  const runtime = createRuntime(config, log);
  const { ctx, core, metrics, pipeline } = runtime;
  const auth = createAuthService(ctx.db, { password: config.webPassword, sessionTtlMs: config.sessionTtlMs });
  auth.purgeExpired();
  const purgeTimer = setInterval(() => auth.purgeExpired(), PURGE_EVERY_MS);
  purgeTimer.unref?.();

  const httpMetrics = createHttpMetrics(metrics);
  const { app, routeTable } = createApp(ctx, {
    auth,
    ui,
    metrics,
    // In the order of the SPEC endpoint table.
    domains: [
      dashboardRoutes(ctx, {
        chains: () => core.chains.countChains(),
        scheduledJobs: () => core.chains.countJobs(),
        abilities: () => core.registry.list().length,
      }),
      pipelineRoutes(ctx, pipeline),
      chainsRoutes(ctx, { chains: core.chains, scheduler: core.scheduler }),
      costsRoutes(ctx),
      securityRoutes(ctx),
      abilitiesRoutes(ctx, core.registry),
      constitutionRoutes(ctx, { redact }),
      agentsRoutes(ctx, core.agents),
      confirmationsRoutes(ctx, core.confirmations),
    ],
  });
  httpMetrics.useRoutes(routeTable);
  let server: Server<unknown>;
  try {
    server = listen(createFront(app, config, log, httpMetrics), config);
  } catch (error) {
    clearInterval(purgeTimer);
    void runtime.stop();
    throw error;
  }
  core.start();
  // after the listener is up, so a health check is never held behind it
  setTimeout(warmUp, 0).unref?.();
  return {
    server,
    url: `http://${server.hostname?.includes(':') ? `[${server.hostname}]` : server.hostname}:${server.port}`,
    async stop() {
      clearInterval(purgeTimer);
      await server.stop(false);
      await runtime.stop();
    },
  };
}
