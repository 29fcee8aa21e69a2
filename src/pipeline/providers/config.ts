import { ConfigError, type LlmEnvProvider } from '../../config.ts';
import { parseDurationMs } from '../../lib/duration.ts';
import { isProviderKind, PROVIDER_TIERS, type ProviderConfig, type ProviderKind, type ProviderTier } from './types.ts';

export const PROVIDER_DEFAULTS = {
  timeout_ms: 30_000,
  max_retries: 2,
  max_retry_after_ms: 20_000,
  max_tokens: 1024,
} as const;

/** Default endpoints and models per well-known name (config `kind` or SVC_LLM_PROVIDER value). */
const KNOWN: Record<string, { kind: ProviderKind; base_url?: string; model?: string }> = {
  openai: { kind: 'openai', base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  anthropic: { kind: 'anthropic', base_url: 'https://api.anthropic.com', model: 'claude-haiku-4-5' },
  openrouter: { kind: 'openai', base_url: 'https://openrouter.ai/api/v1' },
  deepseek: { kind: 'openai', base_url: 'https://api.deepseek.com/v1', model: 'deepseek-chat' },
  ollama: { kind: 'openai', base_url: 'http://127.0.0.1:11434/v1' },
  vllm: { kind: 'openai', base_url: 'http://127.0.0.1:8000/v1' },
  llamacpp: { kind: 'openai', base_url: 'http://127.0.0.1:8080/v1' },
  'llama.cpp': { kind: 'openai', base_url: 'http://127.0.0.1:8080/v1' },
  'openai-compatible': { kind: 'openai' },
};

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

type Raw = Record<string, unknown>;

/**
 * Validates the `providers:` list of `SVC_DATA_DIR/config.yaml`. Errors name the entry and field,
 * e.g. `config.yaml: providers[1].kind: expected openai or anthropic`. `api_key_env` names a variable
 * looked up in `env` (passed in by the caller; svc reads the environment once at start-up).
 */
export function parseProviderConfigs(
  value: unknown,
  source: string,
  env: Record<string, string | undefined> = {},
): ProviderConfig[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ConfigError(`${source}: providers: expected a list`);
  const seen = new Set<string>();
  return value.map((entry, i) => {
    const where = `${source}: providers[${i}]`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      throw new ConfigError(`${where}: expected a mapping with id, kind, model`);
    }
    const config = parseOne(entry as Raw, where, env);
    if (seen.has(config.id)) throw new ConfigError(`${where}.id: duplicate provider id "${config.id}"`);
    seen.add(config.id);
    return config;
  });
}

function parseOne(raw: Raw, where: string, env: Record<string, string | undefined>): ProviderConfig {
  const known = Object.keys(raw).filter(
    (k) =>
      ![
        'id', 'kind', 'base_url', 'api_key', 'api_key_env', 'model', 'tier', 'timeout', 'max_retries',
        'max_retry_after', 'max_tokens', 'temperature', 'price', 'headers',
      ].includes(k),
  );
  if (known.length > 0) throw new ConfigError(`${where}: unknown field "${known[0]}"`);

  const id = str(raw.id, `${where}.id`, true)!;
  if (!ID_PATTERN.test(id)) throw new ConfigError(`${where}.id: use letters, digits, "-", "_" or "." (max 64)`);
  const kindText = str(raw.kind, `${where}.kind`, true)!;
  const preset = KNOWN[kindText.toLowerCase()];
  if (!preset && !isProviderKind(kindText)) {
    throw new ConfigError(`${where}.kind: expected openai or anthropic (or ${Object.keys(KNOWN).join(', ')})`);
  }
  const kind = preset?.kind ?? (kindText as ProviderKind);
  const baseUrl = str(raw.base_url, `${where}.base_url`) ?? preset?.base_url;
  if (!baseUrl) throw new ConfigError(`${where}.base_url: required for kind "${kindText}"`);
  checkUrl(baseUrl, `${where}.base_url`);
  const model = str(raw.model, `${where}.model`) ?? preset?.model;
  if (!model) throw new ConfigError(`${where}.model: required`);

  let apiKey = str(raw.api_key, `${where}.api_key`);
  const keyEnv = str(raw.api_key_env, `${where}.api_key_env`);
  if (keyEnv !== undefined) {
    if (apiKey !== undefined) throw new ConfigError(`${where}: give api_key or api_key_env, not both`);
    apiKey = env[keyEnv] || undefined;
    if (!apiKey) throw new ConfigError(`${where}.api_key_env: environment variable ${keyEnv} is not set`);
  }

  const tier = (str(raw.tier, `${where}.tier`) ?? 'cheap') as ProviderTier;
  if (!PROVIDER_TIERS.includes(tier)) throw new ConfigError(`${where}.tier: expected cheap or deep`);

  return {
    id,
    kind,
    base_url: baseUrl,
    ...(apiKey ? { api_key: apiKey } : {}),
    model,
    tier,
    timeout_ms: duration(raw.timeout, `${where}.timeout`) ?? PROVIDER_DEFAULTS.timeout_ms,
    max_retries: int(raw.max_retries, `${where}.max_retries`, 0, 10) ?? PROVIDER_DEFAULTS.max_retries,
    max_retry_after_ms:
      duration(raw.max_retry_after, `${where}.max_retry_after`) ?? PROVIDER_DEFAULTS.max_retry_after_ms,
    max_tokens: int(raw.max_tokens, `${where}.max_tokens`, 1, 1_000_000) ?? PROVIDER_DEFAULTS.max_tokens,
    ...(raw.temperature !== undefined ? { temperature: num(raw.temperature, `${where}.temperature`, 0, 2) } : {}),
    ...(raw.price !== undefined ? { price: price(raw.price, `${where}.price`) } : {}),
    ...(raw.headers !== undefined ? { headers: headers(raw.headers, `${where}.headers`) } : {}),
  };
}

/**
 * Providers from SVC_LLM_PROVIDER / _BASE_URL / _API_KEY / _MODEL. Several providers are given as
 * comma-separated lists matched by position (`SVC_LLM_PROVIDER=ollama,anthropic`); the first is
 * `cheap`, the others `deep`.
 */
export function providersFromEnv(env: LlmEnvProvider | undefined, takenIds: Iterable<string> = []): ProviderConfig[] {
  if (!env?.provider) return [];
  const split = (v: string | undefined) => (v === undefined ? [] : v.split(',').map((s) => s.trim()));
  const names = split(env.provider).filter(Boolean);
  const urls = split(env.baseUrl);
  const keys = split(env.apiKey);
  const models = split(env.model);
  const taken = new Set(takenIds);
  return names.map((name, i) => {
    const where = names.length > 1 ? `SVC_LLM_PROVIDER (entry ${i + 1}, "${name}")` : 'SVC_LLM_PROVIDER';
    const preset = KNOWN[name.toLowerCase()] ?? (isProviderKind(name) ? { kind: name } : undefined);
    if (!preset) {
      throw new ConfigError(`${where}: unknown provider "${name}" (use ${Object.keys(KNOWN).join(', ')})`);
    }
    // A single value applies to every provider only when there is a single provider.
    const pick = (list: string[]) => (list.length === 1 && names.length === 1 ? list[0] : list[i]) || undefined;
    const baseUrl = pick(urls) ?? preset.base_url;
    if (!baseUrl) throw new ConfigError(`SVC_LLM_BASE_URL: required for provider "${name}"`);
    checkUrl(baseUrl, 'SVC_LLM_BASE_URL');
    const model = pick(models) ?? preset.model;
    if (!model) throw new ConfigError(`SVC_LLM_MODEL: required for provider "${name}"`);
    let id = name.toLowerCase().replace(/[^a-z0-9_.-]/g, '-');
    for (let n = 2; taken.has(id); n++) id = `${name.toLowerCase()}-${n}`;
    taken.add(id);
    const apiKey = pick(keys);
    return {
      id,
      kind: preset.kind,
      base_url: baseUrl,
      ...(apiKey ? { api_key: apiKey } : {}),
      model,
      tier: i === 0 ? 'cheap' : 'deep',
      ...PROVIDER_DEFAULTS,
    } satisfies ProviderConfig;
  });
}

function str(v: unknown, where: string, required = false): string | undefined {
  if (v === undefined || v === null || v === '') {
    if (required) throw new ConfigError(`${where}: required`);
    return undefined;
  }
  if (typeof v !== 'string') throw new ConfigError(`${where}: expected a string`);
  return v.trim();
}

function int(v: unknown, where: string, min: number, max: number): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new ConfigError(`${where}: expected an integer from ${min} to ${max}`);
  }
  return v;
}

function num(v: unknown, where: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) {
    throw new ConfigError(`${where}: expected a number from ${min} to ${max}`);
  }
  return v;
}

function duration(v: unknown, where: string): number | undefined {
  if (v === undefined || v === null) return undefined;
  const parsed = typeof v === 'number' ? (v > 0 ? Math.round(v * 1000) : null) : parseDurationMs(String(v));
  if (parsed === null) throw new ConfigError(`${where}: expected a duration like 30s or 2m (or seconds)`);
  return parsed;
}

function price(v: unknown, where: string) {
  if (!v || typeof v !== 'object') throw new ConfigError(`${where}: expected {input_per_mtok, output_per_mtok}`);
  const raw = v as Raw;
  return {
    input_per_mtok: num(raw.input_per_mtok, `${where}.input_per_mtok`, 0, 10_000),
    output_per_mtok: num(raw.output_per_mtok, `${where}.output_per_mtok`, 0, 10_000),
  };
}

function headers(v: unknown, where: string): Record<string, string> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new ConfigError(`${where}: expected a mapping`);
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(v as Raw)) {
    if (typeof value !== 'string' || !/^[A-Za-z0-9-]+$/.test(k) || /[\r\n]/.test(value)) {
      throw new ConfigError(`${where}.${k}: expected a header name and a one-line string value`);
    }
    out[k.toLowerCase()] = value;
  }
  return out;
}

function checkUrl(text: string, where: string): void {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${where}: "${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${where}: expected an http:// or https:// URL`);
  }
  if (url.username || url.password || url.search) {
    throw new ConfigError(`${where}: no credentials or query string in the URL (put the key in api_key)`);
  }
}
