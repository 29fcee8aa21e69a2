import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { ConfigError, type LlmEnvProvider } from '../config.ts';
import { parseDurationMs } from '../lib/duration.ts';
import { CACHE_DEFAULTS } from './cache.ts';
import { parseProviderConfigs, providersFromEnv } from './providers/config.ts';
import type { ProviderConfig } from './providers/types.ts';
import type { PipelineOptions } from './service.ts';
import type { TtlOverrides } from './ttl.ts';

/** What the pipeline reads from `SVC_DATA_DIR/config.yaml` (keys `providers`, `cache`, `pipeline`). */
export interface PipelineConfig {
  providers: ProviderConfig[];
  cache: { maxMemoryEntries: number; maxEntries: number };
  options: Partial<PipelineOptions>;
}

/**
 * Loads the pipeline's part of `config.yaml` (absent file = defaults) and appends the SVC_LLM_*
 * providers. Other top-level keys belong to other domains and are ignored here. Errors are
 * ConfigErrors naming the file, line or field.
 */
export function loadPipelineConfig(input: {
  dataDir: string;
  llmFromEnv?: LlmEnvProvider;
  /** For `api_key_env`; the caller passes the environment read once at start-up. */
  env?: Record<string, string | undefined>;
}): PipelineConfig {
  const path = join(input.dataDir, 'config.yaml');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  return parsePipelineConfig(text, path, input.llmFromEnv, input.env);
}

export function parsePipelineConfig(
  text: string,
  source: string,
  llmFromEnv?: LlmEnvProvider,
  env: Record<string, string | undefined> = {},
): PipelineConfig {
  let doc: unknown;
  try {
    doc = text.trim() ? yaml.load(text, { filename: source }) : {};
  } catch (err) {
    const e = err as { reason?: string; mark?: { line: number; column: number }; message?: string };
    const where = e.mark ? ` at line ${e.mark.line + 1}, column ${e.mark.column + 1}` : '';
    throw new ConfigError(`${source}: invalid YAML${where}: ${e.reason ?? e.message}`);
  }
  if (doc === null || doc === undefined) doc = {};
  if (typeof doc !== 'object' || Array.isArray(doc)) throw new ConfigError(`${source}: expected a mapping at the top level`);
  const root = doc as Record<string, unknown>;

  const fromFile = parseProviderConfigs(root.providers, source, env);
  const providers = [...fromFile, ...providersFromEnv(llmFromEnv, fromFile.map((p) => p.id))];

  const cacheRaw = section(root.cache, `${source}: cache`);
  const pipelineRaw = section(root.pipeline, `${source}: pipeline`);
  const options: Partial<PipelineOptions> = {};
  if (cacheRaw.ttl !== undefined) options.ttl = ttlOverrides(cacheRaw.ttl, `${source}: cache.ttl`);
  for (const [key, field] of [
    ['escalate_below', 'escalateBelow'],
    ['injection_block_at', 'injectionBlockAt'],
    ['weak_intent_below', 'weakIntentBelow'],
    ['intent_cache_min_confidence', 'intentCacheMinConfidence'],
  ] as const) {
    if (pipelineRaw[key] !== undefined) options[field] = unit(pipelineRaw[key], `${source}: pipeline.${key}`);
  }
  if (pipelineRaw.max_query_length !== undefined) {
    options.maxQueryLength = count(pipelineRaw.max_query_length, `${source}: pipeline.max_query_length`, 1, 1_000_000);
  }

  return {
    providers,
    cache: {
      maxMemoryEntries:
        cacheRaw.max_memory_entries === undefined
          ? CACHE_DEFAULTS.maxMemoryEntries
          : count(cacheRaw.max_memory_entries, `${source}: cache.max_memory_entries`, 1, 10_000_000),
      maxEntries:
        cacheRaw.max_entries === undefined
          ? CACHE_DEFAULTS.maxEntries
          : count(cacheRaw.max_entries, `${source}: cache.max_entries`, 1, 100_000_000),
    },
    options,
  };
}

function section(value: unknown, where: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new ConfigError(`${where}: expected a mapping`);
  return value as Record<string, unknown>;
}

/** `ttl:` values are durations (`10m`, `7d`), seconds, or 0 for "never cache". */
function ttlOverrides(value: unknown, where: string): TtlOverrides {
  const out: TtlOverrides = {};
  for (const [key, raw] of Object.entries(section(value, where))) {
    if (raw === 0 || raw === '0') {
      out[key] = 0;
      continue;
    }
    const ms = typeof raw === 'number' ? (raw > 0 ? raw * 1000 : null) : parseDurationMs(String(raw));
    if (ms === null) throw new ConfigError(`${where}.${key}: expected a duration like 10m, 7d, seconds, or 0`);
    out[key] = ms;
  }
  return out;
}

function unit(value: unknown, where: string): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) throw new ConfigError(`${where}: expected a number from 0 to 1`);
  return value;
}

function count(value: unknown, where: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${where}: expected an integer from ${min} to ${max}`);
  }
  return value;
}
