import { ConfigError, formatBind, loadConfig } from '../config.ts';
import { BindError } from '../server/http.ts';
import { createLogger } from '../server/log.ts';
import { startRuntime, startServer } from '../server/runtime.ts';
import type { UiAssets } from '../server/static.ts';
import { parseArgs, UsageError } from './args.ts';
import { EXIT, failure } from './output.ts';
import { shutdownSignal } from './signals.ts';

export const START_HELP = `Usage: svc start [--web-only] [--bind <host>:<port>]

Starts the svc runtime: the chain scheduler and, when SVC_WEB_PASSWORD is set, the
web dashboard and REST API. --web-only requires the dashboard (the scheduler runs
in both modes).

Options:
  --web-only          start only the dashboard and API (requires SVC_WEB_PASSWORD)
  --bind <host:port>  listen address; overrides SVC_WEB_BIND and SVC_WEB_PORT
                      (default 127.0.0.1:8919)
  -h, --help          show this help

Environment:
  SVC_WEB_PASSWORD     dashboard password; the dashboard is disabled when unset
  SVC_WEB_BIND         listen address host:port (a host alone uses SVC_WEB_PORT)
  SVC_WEB_PORT         listen port (host 127.0.0.1 unless SVC_WEB_BIND names one)
  SVC_WEB_SESSION_TTL  session lifetime: seconds or 30m, 24h, 7d (default 24h)
  SVC_DATA_DIR         state directory (default ~/.svc)
  SVC_LOG_FORMAT       text (default) or json`;

/** `svc start`: resolves when the server has shut down after SIGINT/SIGTERM. */
export async function runStart(
  argv: string[],
  version: string,
  ui: UiAssets,
  signal: Promise<NodeJS.Signals> = shutdownSignal(),
): Promise<number> {
  let args;
  try {
    args = parseArgs({ '--web-only': Boolean, '--bind': String, '--help': Boolean, '-h': '--help' }, argv);
  } catch (error) {
    if (error instanceof UsageError) return failureUsage(error.message);
    throw error;
  }
  if (args['--help']) {
    console.log(START_HELP);
    return EXIT.ok;
  }
  if (args._.length > 0) return failureUsage(`unexpected argument '${args._[0]}'`);
  const webOnly = Boolean(args['--web-only']);

  let config;
  try {
    config = loadConfig(process.env, { bindFlag: args['--bind'], version });
  } catch (error) {
    if (error instanceof ConfigError) return failure(error.message);
    throw error;
  }
  const log = createLogger(config.logFormat);
  if (!config.webPassword && webOnly) {
    return failure('SVC_WEB_PASSWORD is not set: the web dashboard needs a password (export SVC_WEB_PASSWORD=...)');
  }

  let running: { stop(): Promise<void> };
  try {
    if (config.webPassword) {
      console.log(`Starting svc web dashboard on http://${formatBind(config.bind)}`);
      const server = startServer(config, log, ui);
      log.info('listening', { url: server.url, data_dir: config.dataDir, ui: ui.kind, mode: webOnly ? 'web-only' : 'full' });
      running = server;
    } else {
      // SPEC: the dashboard starts only when SVC_WEB_PASSWORD is set; the scheduler runs regardless.
      console.log('Starting svc runtime (web dashboard disabled: SVC_WEB_PASSWORD is not set)');
      const runtime = startRuntime(config, log);
      // Background timers are unref'd; without a listener this keeps the process up until a signal.
      const keepAlive = setInterval(() => {}, 1 << 30);
      running = {
        async stop() {
          clearInterval(keepAlive);
          await runtime.stop();
        },
      };
      log.info('runtime started', { data_dir: config.dataDir, mode: 'headless' });
    }
  } catch (error) {
    if (error instanceof BindError) return failure(error.message);
    return failure(`cannot start: ${(error as Error).message}`);
  }

  const received = await signal;
  log.info('shutting down', { signal: received });
  try {
    await running.stop();
    return EXIT.ok;
  } catch (error) {
    log.error('shutdown failed', { error: String(error) });
    return EXIT.failure;
  }
}

function failureUsage(message: string): number {
  process.stderr.write(`error: ${message}\nRun 'svc start --help' for usage.\n`);
  return EXIT.usage;
}

