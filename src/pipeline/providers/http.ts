import { ProviderError, type ProviderConfig, type ProviderInfo, type ProviderKind, type ProviderRuntime } from './types.ts';

/** Statuses worth retrying: rate limits, overload (Anthropic 529) and transient server errors. */
const RETRYABLE = new Set([408, 429, 500, 502, 503, 504, 529]);
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 8_000;
const MAX_ERROR_TEXT = 300;

export interface PostJsonOptions {
  providerId: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  maxRetries: number;
  maxRetryAfterMs: number;
  /** Strings scrubbed from every error message (the API key). */
  secrets: string[];
  signal?: AbortSignal;
  /** Pulls the human-readable message out of an error body of this wire format. */
  errorMessage: (body: unknown) => string | undefined;
}

/**
 * The parts of a provider call every wire format shares: identity, time and retry limits, the
 * secrets to scrub from error messages (the API key and configured header values), cancellation.
 */
export function commonCallOptions(
  config: ProviderConfig,
  signal: AbortSignal | undefined,
): Pick<PostJsonOptions, 'providerId' | 'timeoutMs' | 'maxRetries' | 'maxRetryAfterMs' | 'secrets' | 'signal'> {
  return {
    providerId: config.id,
    timeoutMs: config.timeout_ms,
    maxRetries: config.max_retries,
    maxRetryAfterMs: config.max_retry_after_ms,
    secrets: [config.api_key ?? '', ...Object.values(config.headers ?? {})].filter((s) => s.length >= 8),
    signal,
  };
}

/** What `GET`-style listings show of a provider: never the key itself. */
export function providerInfo(config: ProviderConfig, kind: ProviderKind): ProviderInfo {
  return {
    id: config.id,
    kind,
    base_url: config.base_url,
    model: config.model,
    tier: config.tier,
    has_api_key: Boolean(config.api_key),
  };
}

export interface PostJsonResult {
  json: unknown;
  attempts: number;
  latency_ms: number;
}

export const defaultRuntime: ProviderRuntime = {
  fetch: (input, init) => fetch(input, init),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    }),
  now: () => performance.now(),
  random: Math.random,
};

/**
 * POSTs JSON with a per-attempt timeout and bounded retries: 429/5xx and network errors are retried
 * with exponential backoff and jitter, honouring `retry-after-ms` / `Retry-After` (seconds or an
 * HTTP date) unless it exceeds `maxRetryAfterMs`, in which case the call fails at once so the
 * pipeline can escalate. Timeouts are not retried (the next provider is a better bet).
 */
export async function postJson(rt: ProviderRuntime, opts: PostJsonOptions): Promise<PostJsonResult> {
  const started = rt.now();
  const scrub = (text: string) => scrubSecrets(text, opts.secrets);
  const fail = (code: ProviderError['code'], message: string, status: number | undefined, attempts: number) =>
    new ProviderError(opts.providerId, code, scrub(`${opts.providerId}: ${message}`), status, attempts);

  for (let attempt = 1; ; attempt++) {
    if (opts.signal?.aborted) throw fail('aborted', 'request aborted', undefined, attempt - 1);
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    let status: number;
    let text: string;
    let headers: Headers;
    try {
      const res = await rt.fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...opts.headers },
        body: JSON.stringify(opts.body),
        signal,
        redirect: 'error',
      });
      status = res.status;
      headers = res.headers;
      text = await res.text();
    } catch (err) {
      if (opts.signal?.aborted) throw fail('aborted', 'request aborted', undefined, attempt);
      if (timeout.aborted) throw fail('timeout', `no response within ${opts.timeoutMs} ms`, undefined, attempt);
      const reason = err instanceof Error ? err.message : String(err);
      if (attempt > opts.maxRetries) throw fail('network', `connection failed: ${reason}`, undefined, attempt);
      await pause(rt, backoffMs(rt, attempt), opts.signal, () => fail('aborted', 'request aborted', undefined, attempt));
      continue;
    }

    if (status >= 200 && status < 300) {
      try {
        return { json: JSON.parse(text), attempts: attempt, latency_ms: rt.now() - started };
      } catch {
        throw fail('bad_response', `HTTP ${status} with a body that is not JSON`, status, attempt);
      }
    }

    const upstream = truncate(opts.errorMessage(safeJson(text)) ?? text.trim());
    const detail = `HTTP ${status}${upstream ? `: ${upstream}` : ''}`;
    if (status === 401 || status === 403) throw fail('auth', `authentication failed (${detail})`, status, attempt);
    if (!RETRYABLE.has(status)) throw fail('http', detail, status, attempt);
    const code = status === 429 ? 'rate_limited' : 'http';
    const hinted = retryAfterMs(headers);
    if (hinted !== undefined && hinted > opts.maxRetryAfterMs) {
      throw fail(code, `${detail} (server asks to retry after ${Math.ceil(hinted / 1000)} s; not waiting)`, status, attempt);
    }
    if (attempt > opts.maxRetries) throw fail(code, `${detail} (gave up after ${attempt} attempts)`, status, attempt);
    await pause(rt, hinted ?? backoffMs(rt, attempt), opts.signal, () =>
      fail('aborted', 'request aborted', status, attempt),
    );
  }
}

async function pause(rt: ProviderRuntime, ms: number, signal: AbortSignal | undefined, onAbort: () => Error) {
  try {
    await rt.sleep(ms, signal);
  } catch {
    throw onAbort();
  }
}

function backoffMs(rt: ProviderRuntime, attempt: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return Math.round(ceiling * (0.5 + rt.random() * 0.5));
}

/** `retry-after-ms` (OpenAI) first, then `Retry-After` as seconds or an HTTP date. */
export function retryAfterMs(headers: Headers, wallNow: () => number = Date.now): number | undefined {
  const msHeader = headers.get('retry-after-ms');
  if (msHeader && /^\d+(\.\d+)?$/.test(msHeader.trim())) return Math.ceil(Number(msHeader));
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - wallNow());
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function truncate(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_ERROR_TEXT ? `${oneLine.slice(0, MAX_ERROR_TEXT)}…` : oneLine;
}

/** Removes configured secrets and anything shaped like a provider key from a message. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('[REDACTED]');
  }
  return out.replace(/\b(sk|rk|pk)-[A-Za-z0-9_-]{8,}/g, '[REDACTED]');
}
