import type { Database } from 'bun:sqlite';
import type { Server } from 'bun';
import type { Config } from '../config.ts';
import { createAuthService } from '../auth/service.ts';
import { constitutionRoutes, loadActiveConstitution } from '../constitution/index.ts';
import { costsRoutes } from '../costs/index.ts';
import { openDatabase } from '../db/open.ts';
import { createApp } from './app.ts';
import type { AppContext } from './context.ts';
import { databasePath, ensureDataDir } from './data-dir.ts';
import { createFront, listen } from './http.ts';
import type { Logger } from './log.ts';
import type { UiAssets } from './static.ts';
import { MetricsRegistry } from '../lib/metrics.ts';
import { createHttpMetrics } from './metrics.ts';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Opens the data dir and database: the state every command of svc works on. */
export function openState(config: Config): Database {
  ensureDataDir(config.dataDir);
  return openDatabase(databasePath(config.dataDir));
}

export interface RunningServer {
  server: Server<unknown>;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

/**
 * Builds every service on one database and serves the dashboard and API. Background services
 * (scheduler, agents) are started here too, so they run under `svc start` and `--web-only` alike.
 */
export function startServer(config: Config, log: Logger, ui: UiAssets): RunningServer {
  if (!config.webPassword) throw new Error('SVC_WEB_PASSWORD is not set');
  // An invalid constitution stops start-up with its file and line, never a silent fallback.
  loadActiveConstitution(config);
  const db = openState(config);
  const ctx: AppContext = { db, config, log, now: () => Date.now() };
  const auth = createAuthService(db, { password: config.webPassword, sessionTtlMs: config.sessionTtlMs });
  auth.purgeExpired();
  const purgeTimer = setInterval(() => auth.purgeExpired(), PURGE_EVERY_MS);
  purgeTimer.unref?.();

  const metrics = new MetricsRegistry();
  const httpMetrics = createHttpMetrics(metrics);
  const { app, routeTable } = createApp(ctx, { auth, ui, domains: [costsRoutes(ctx), constitutionRoutes(ctx)], metrics });
  httpMetrics.useRoutes(routeTable);
  let server: Server<unknown>;
  try {
    server = listen(createFront(app, config, log, httpMetrics), config);
  } catch (error) {
    clearInterval(purgeTimer);
    db.close();
    throw error;
  }
  return {
    server,
    url: `http://${server.hostname?.includes(':') ? `[${server.hostname}]` : server.hostname}:${server.port}`,
    async stop() {
      clearInterval(purgeTimer);
      await server.stop(false);
      db.close();
    },
  };
}
