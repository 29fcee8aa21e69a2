import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseDurationMs } from './lib/duration.ts';

/** A config value the user got wrong; the CLI prints `message` and exits non-zero. */
export class ConfigError extends Error {}

export interface BindAddress {
  host: string;
  port: number;
}

export interface LlmEnvProvider {
  provider: string;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

/** Everything svc reads from its environment, read once at start-up (no `process.env` elsewhere). */
export interface Config {
  version: string;
  dataDir: string;
  /** Undefined when SVC_WEB_PASSWORD is unset: the dashboard is disabled. Never logged. */
  webPassword: string | undefined;
  bind: BindAddress;
  sessionTtlMs: number;
  maxBodyBytes: number;
  logFormat: 'text' | 'json';
  /** SVC_CONSTITUTION: a template name or a file path overriding the stored choice. */
  constitution: string | undefined;
  metricsToken: string | undefined;
  /** SVC_LLM_* variables, when SVC_LLM_PROVIDER is set. */
  llmFromEnv: LlmEnvProvider | undefined;
}

export const DEFAULT_BIND: BindAddress = { host: '127.0.0.1', port: 8919 };
export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Parses `host:port` (IPv6 as `[::1]:port`). Throws ConfigError naming `source` when malformed.
 */
export function parseBindAddress(text: string, source: string): BindAddress {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s[\]]+)):(\d{1,5})$/.exec(text.trim());
  if (!match) throw new ConfigError(`${source}: invalid bind address "${text}" (expected host:port)`);
  const host = match[1] ?? match[2];
  const port = parsePort(match[3], source);
  return { host, port };
}

function parsePort(text: string, source: string): number {
  if (!/^\d{1,5}$/.test(text.trim())) throw new ConfigError(`${source}: invalid port "${text}"`);
  const port = Number(text);
  if (port < 1 || port > 65535) throw new ConfigError(`${source}: port ${port} is out of range 1-65535`);
  return port;
}

/** A bind address without a port: `0.0.0.0`, `localhost`, `[::1]`. */
const HOST_ONLY = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s[\]]+))$/;

/**
 * `--bind` > SVC_WEB_BIND > SVC_WEB_PORT (host 127.0.0.1) > 127.0.0.1:8919. An SVC_WEB_BIND
 * that names only a host (`SVC_WEB_BIND=0.0.0.0 SVC_WEB_PORT=9000`) takes its port from
 * SVC_WEB_PORT, else 8919: the two variables say different things, so both are honoured.
 */
export function resolveBind(flag: string | undefined, env: Record<string, string | undefined>): BindAddress {
  if (flag !== undefined) return parseBindAddress(flag, '--bind');
  const envPort = () => (env.SVC_WEB_PORT ? parsePort(env.SVC_WEB_PORT, 'SVC_WEB_PORT') : DEFAULT_BIND.port);
  if (env.SVC_WEB_BIND) {
    const hostOnly = HOST_ONLY.exec(env.SVC_WEB_BIND.trim());
    if (hostOnly) return { host: hostOnly[1] ?? hostOnly[2], port: envPort() };
    return parseBindAddress(env.SVC_WEB_BIND, 'SVC_WEB_BIND');
  }
  if (env.SVC_WEB_PORT) return { host: DEFAULT_BIND.host, port: envPort() };
  return { ...DEFAULT_BIND };
}

export function formatBind(bind: BindAddress): string {
  return bind.host.includes(':') ? `[${bind.host}]:${bind.port}` : `${bind.host}:${bind.port}`;
}

export function loadConfig(
  env: Record<string, string | undefined>,
  options: { bindFlag?: string; version: string },
): Config {
  const ttlText = env.SVC_WEB_SESSION_TTL;
  let sessionTtlMs = DEFAULT_SESSION_TTL_MS;
  if (ttlText !== undefined && ttlText !== '') {
    const parsed = parseDurationMs(ttlText);
    if (parsed === null) {
      throw new ConfigError(
        `SVC_WEB_SESSION_TTL: invalid duration "${ttlText}" (use seconds like 3600 or 30m, 24h, 7d)`,
      );
    }
    sessionTtlMs = parsed;
  }
  const logFormat = env.SVC_LOG_FORMAT === 'json' ? 'json' : 'text';
  if (env.SVC_LOG_FORMAT && env.SVC_LOG_FORMAT !== 'json' && env.SVC_LOG_FORMAT !== 'text') {
    throw new ConfigError(`SVC_LOG_FORMAT: expected "text" or "json", got "${env.SVC_LOG_FORMAT}"`);
  }
  const dataDir = resolve(env.SVC_DATA_DIR || join(env.HOME || homedir(), '.svc'));
  return Object.freeze({
    version: options.version,
    dataDir,
    webPassword: env.SVC_WEB_PASSWORD || undefined,
    bind: resolveBind(options.bindFlag, env),
    sessionTtlMs,
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    logFormat,
    constitution: env.SVC_CONSTITUTION || undefined,
    metricsToken: env.SVC_METRICS_TOKEN || undefined,
    llmFromEnv: env.SVC_LLM_PROVIDER
      ? {
          provider: env.SVC_LLM_PROVIDER,
          baseUrl: env.SVC_LLM_BASE_URL || undefined,
          apiKey: env.SVC_LLM_API_KEY || undefined,
          model: env.SVC_LLM_MODEL || undefined,
        }
      : undefined,
  });
}
