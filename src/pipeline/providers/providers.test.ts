import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { fakeReplies, startFakeLlm } from '../../../tests/fake-llm.ts';
import { ConfigError } from '../../config.ts';
import { retryAfterMs, scrubSecrets } from './http.ts';
import {
  createProviders,
  describeProviders,
  parseProviderConfigs,
  PROVIDER_DEFAULTS,
  ProviderError,
  providersFromEnv,
  type ProviderConfig,
  type ProviderRuntime,
} from './index.ts';

const KEY = 'sk-test-0123456789abcdefghij';
const fake = startFakeLlm({ apiKey: KEY });
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

/** Records the backoff delays instead of sleeping them. */
function instantRuntime() {
  const sleeps: number[] = [];
  const rt: Partial<ProviderRuntime> = {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 1,
  };
  return { rt, sleeps };
}

function config(kind: 'openai' | 'anthropic', extra: Partial<ProviderConfig> = {}): ProviderConfig {
  return {
    id: `fake-${kind}`,
    kind,
    base_url: kind === 'openai' ? fake.openaiBaseUrl : fake.anthropicBaseUrl,
    api_key: KEY,
    model: kind === 'openai' ? 'gpt-4o-mini' : 'claude-3-5-haiku-latest',
    tier: 'cheap',
    ...PROVIDER_DEFAULTS,
    ...extra,
  };
}

function provider(kind: 'openai' | 'anthropic', extra: Partial<ProviderConfig> = {}, rt: Partial<ProviderRuntime> = {}) {
  return createProviders([config(kind, extra)], rt)[0];
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  }
  throw new Error('expected the call to fail');
}

const ask = { system: 'be brief', messages: [{ role: 'user' as const, content: 'hello there' }] };

for (const kind of ['openai', 'anthropic'] as const) {
  describe(`${kind} adapter`, () => {
    test('returns the answer text and token usage', async () => {
      fake.enqueue(kind, { text: 'hi!', usage: { input_tokens: 12, output_tokens: 3 } });
      const res = await provider(kind).complete(ask);
      expect(res.text).toBe('hi!');
      expect(res.input_tokens).toBe(12);
      expect(res.output_tokens).toBe(3);
      expect(res.attempts).toBe(1);
      expect(res.latency_ms).toBeGreaterThanOrEqual(0);
    });

    test('retries a 429 after the Retry-After delay', async () => {
      const { rt, sleeps } = instantRuntime();
      fake.enqueue(kind, fakeReplies.rateLimited(2), { text: 'second time lucky' });
      const res = await provider(kind, {}, rt).complete(ask);
      expect(res.text).toBe('second time lucky');
      expect(res.attempts).toBe(2);
      expect(sleeps).toEqual([2000]);
      expect(fake.requests).toHaveLength(2);
    });

    test('does not wait for a Retry-After above the bound', async () => {
      const { rt, sleeps } = instantRuntime();
      fake.enqueue(kind, fakeReplies.rateLimited(3600));
      const err = await failure(provider(kind, { max_retry_after_ms: 5000 }, rt).complete(ask));
      expect(err.code).toBe('rate_limited');
      expect(err.status).toBe(429);
      expect(err.message).toContain('Rate limit reached');
      expect(sleeps).toEqual([]);
      expect(fake.requests).toHaveLength(1);
    });

    test('retries server errors with exponential backoff, then gives up', async () => {
      const { rt, sleeps } = instantRuntime();
      fake.enqueue(kind, fakeReplies.serverError(500), fakeReplies.serverError(503), fakeReplies.serverError(502));
      const err = await failure(provider(kind, { max_retries: 2 }, rt).complete(ask));
      expect(err.code).toBe('http');
      expect(err.status).toBe(502);
      expect(err.attempts).toBe(3);
      expect(sleeps).toEqual([500, 1000]);
    });

    test('fails fast with an auth error and never shows the key', async () => {
      const err = await failure(provider(kind, { api_key: 'sk-wrong-key-abcdefghijklmnop' }).complete(ask));
      expect(err.code).toBe('auth');
      expect(err.status).toBe(401);
      expect(err.message).not.toContain('sk-wrong-key');
      expect(fake.requests).toHaveLength(1);
    });

    test('scrubs the key when the server echoes it in an error', async () => {
      fake.enqueue(kind, fakeReplies.badRequest(`bad key ${KEY} given`));
      const err = await failure(provider(kind).complete(ask));
      expect(err.code).toBe('http');
      expect(err.message).not.toContain(KEY);
      expect(err.message).toContain('[REDACTED]');
    });

    test('times out a slow answer without retrying it', async () => {
      fake.enqueue(kind, fakeReplies.slow(1500));
      const started = performance.now();
      const err = await failure(provider(kind, { timeout_ms: 150 }).complete(ask));
      expect(err.code).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(fake.requests).toHaveLength(1);
    });

    test('reports a body that is not JSON as a bad response', async () => {
      fake.enqueue(kind, fakeReplies.malformed());
      const err = await failure(provider(kind).complete(ask));
      expect(err.code).toBe('bad_response');
    });

    test('stops when the caller aborts', async () => {
      fake.enqueue(kind, fakeReplies.slow(1500));
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      const err = await failure(provider(kind).complete({ ...ask, signal: controller.signal }));
      expect(err.code).toBe('aborted');
    });
  });
}

describe('wire formats', () => {
  test('openai sends a bearer key, the system message first and the model', async () => {
    await provider('openai').complete(ask);
    const req = fake.requests[0];
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.messages).toEqual([
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'hello there' },
    ]);
    expect(req.body.max_tokens).toBe(PROVIDER_DEFAULTS.max_tokens);
  });

  test('anthropic sends x-api-key, the version header and a top-level system', async () => {
    await provider('anthropic').complete(ask);
    const req = fake.requests[0];
    expect(req.path).toBe('/v1/messages');
    expect(req.headers['x-api-key']).toBe(KEY);
    expect(req.headers['anthropic-version']).toBe('2023-06-01');
    expect(req.headers.authorization).toBeUndefined();
    expect(req.body.system).toBe('be brief');
    expect(req.body.messages).toEqual([{ role: 'user', content: 'hello there' }]);
  });

  test('anthropic retries an overloaded 529', async () => {
    const { rt } = instantRuntime();
    fake.enqueue('anthropic', fakeReplies.overloaded(), { text: 'ok' });
    expect((await provider('anthropic', {}, rt).complete(ask)).text).toBe('ok');
  });

  test('a refused connection is a network error after retries', async () => {
    const { rt, sleeps } = instantRuntime();
    const p = provider('openai', { base_url: 'http://127.0.0.1:1/v1', max_retries: 1 }, rt);
    const err = await failure(p.complete(ask));
    expect(err.code).toBe('network');
    expect(sleeps).toHaveLength(1);
  });
});

describe('retry-after parsing', () => {
  test('reads retry-after-ms, seconds and HTTP dates', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    const now = Date.UTC(2026, 0, 1);
    const date = new Date(now + 5000).toUTCString();
    expect(retryAfterMs(new Headers({ 'retry-after': date }), () => now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });

  test('scrubs configured secrets and key-shaped tokens', () => {
    expect(scrubSecrets('key abcd1234 and sk-live-aaaaaaaaaaaa', ['abcd1234'])).toBe('key [REDACTED] and [REDACTED]');
  });
});

describe('provider config', () => {
  test('parses a full entry with defaults filled in', () => {
    const [p] = parseProviderConfigs(
      [{ id: 'main', kind: 'openai', api_key: 'k', model: 'gpt-4o-mini', timeout: '10s', price: { input_per_mtok: 1, output_per_mtok: 2 } }],
      'config.yaml',
    );
    expect(p).toMatchObject({
      id: 'main',
      kind: 'openai',
      base_url: 'https://api.openai.com/v1',
      tier: 'cheap',
      timeout_ms: 10_000,
      max_retries: 2,
      price: { input_per_mtok: 1, output_per_mtok: 2 },
    });
  });

  test('maps well-known kinds like ollama to the openai format with a local base url', () => {
    const [p] = parseProviderConfigs([{ id: 'local', kind: 'ollama', model: 'llama3.2', tier: 'cheap' }], 'config.yaml');
    expect(p.kind).toBe('openai');
    expect(p.base_url).toBe('http://127.0.0.1:11434/v1');
  });

  test('resolves api_key_env from the given environment', () => {
    const [p] = parseProviderConfigs([{ id: 'a', kind: 'anthropic', api_key_env: 'MY_KEY' }], 'config.yaml', { MY_KEY: 'secret' });
    expect(p.api_key).toBe('secret');
    expect(p.model).toBe('claude-haiku-4-5');
  });

  const bad: Array<[string, unknown, string]> = [
    ['a non-list', { id: 'x' }, 'providers: expected a list'],
    ['a bad kind', [{ id: 'x', kind: 'gemini', model: 'm' }], 'providers[0].kind'],
    ['a missing model', [{ id: 'x', kind: 'openai-compatible', base_url: 'http://h/v1' }], 'providers[0].model: required'],
    ['a bad tier', [{ id: 'x', kind: 'openai', tier: 'medium' }], 'providers[0].tier'],
    ['a duplicate id', [{ id: 'x', kind: 'openai' }, { id: 'x', kind: 'openai' }], 'providers[1].id: duplicate'],
    ['a ftp url', [{ id: 'x', kind: 'openai', base_url: 'ftp://h' }], 'providers[0].base_url'],
    ['credentials in the url', [{ id: 'x', kind: 'openai', base_url: 'https://u:p@h/v1' }], 'no credentials or query string'],
    ['a key in the query string', [{ id: 'x', kind: 'openai', base_url: 'https://h/v1?key=abc' }], 'no credentials or query string'],
    ['an unknown field', [{ id: 'x', kind: 'openai', apikey: 'k' }], 'unknown field "apikey"'],
    ['a bad timeout', [{ id: 'x', kind: 'openai', timeout: 'soon' }], 'providers[0].timeout'],
    ['a missing env key', [{ id: 'x', kind: 'openai', api_key_env: 'NOPE' }], 'NOPE is not set'],
  ];
  for (const [name, value, message] of bad) {
    test(`rejects ${name} naming the field`, () => {
      expect(() => parseProviderConfigs(value, 'config.yaml')).toThrow(ConfigError);
      expect(() => parseProviderConfigs(value, 'config.yaml')).toThrow(message);
    });
  }

  test('reads several providers from comma-separated SVC_LLM_* values', () => {
    const list = providersFromEnv({
      provider: 'ollama,anthropic',
      baseUrl: ',',
      apiKey: ',sk-ant-xyz',
      model: 'llama3.2,claude-sonnet-4-5',
    });
    expect(list.map((p) => [p.id, p.kind, p.tier, p.model])).toEqual([
      ['ollama', 'openai', 'cheap', 'llama3.2'],
      ['anthropic', 'anthropic', 'deep', 'claude-sonnet-4-5'],
    ]);
    expect(list[0].api_key).toBeUndefined();
    expect(list[1].api_key).toBe('sk-ant-xyz');
  });

  test('rejects an unknown SVC_LLM_PROVIDER', () => {
    expect(() => providersFromEnv({ provider: 'skynet' })).toThrow('unknown provider "skynet"');
  });

  test('orders cheap before deep and cheaper models first, and describes them without keys', () => {
    const list = createProviders([
      config('anthropic', { id: 'deep', tier: 'deep', model: 'claude-opus-4-1', base_url: 'https://api.anthropic.com' }),
      config('openai', { id: 'pricey', model: 'gpt-4o', base_url: 'https://api.openai.com/v1' }),
      config('openai', { id: 'cheap', model: 'gpt-4o-mini', base_url: 'https://api.openai.com/v1' }),
    ]);
    const info = describeProviders(list);
    expect(info.map((p) => p.id)).toEqual(['cheap', 'pricey', 'deep']);
    expect(JSON.stringify(info)).not.toContain(KEY);
    expect(JSON.stringify(list)).not.toContain(KEY);
    expect(info[0].has_api_key).toBe(true);
  });
});
