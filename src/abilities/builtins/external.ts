import { BadRequestError } from '../../server/errors.ts';
import type { Ability, AbilityOutput } from '../types.ts';
import { isPlainObject } from '../service.ts';
import { builtin } from './core.ts';

/**
 * What `http.fetch` hands the SSRF guard; shaped so `guardedFetch` from `src/lib/ssrf.ts` can be
 * passed as is. The guard validates every resolved address, follows no redirect (`manual`
 * returns the 3xx), enforces the deadline and refuses bodies above `maxBytes`.
 */
export interface GuardedFetchRequest {
  method: 'GET';
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  redirect: 'manual';
  signal: AbortSignal;
}

export interface GuardedFetchResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface CompletionRequest {
  prompt: string;
  system?: string;
  max_tokens?: number;
  temperature?: number;
  signal: AbortSignal;
}

export interface CompletionResult {
  text: string;
  model?: string;
  provider?: string;
  input_tokens?: number;
  output_tokens?: number;
  cost_usd?: number;
}

/**
 * Functions from other domains, injected so abilities stay free of their wiring. An ability is
 * only created when its dependency is given (no half-working stubs in the catalog).
 */
export interface BuiltinDeps {
  /** The security scanner; returns a SPEC "Security scan result". */
  scan?: (text: string) => unknown | Promise<unknown>;
  /** Checks a query against the active constitution; returns the check result object. */
  checkConstitution?: (query: string) => unknown | Promise<unknown>;
  /** HTTPS GET through the SSRF guard: resolved addresses validated, zero redirects. */
  guardedFetch?: (url: string, request: GuardedFetchRequest) => Promise<GuardedFetchResponse>;
  /** A completion from the configured model providers (cheapest first). */
  complete?: (request: CompletionRequest) => Promise<CompletionResult>;
}

export const DEFAULT_FETCH_MAX_BYTES = 1024 * 1024;
export const MAX_FETCH_BYTES = 5 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 30_000;
const MAX_URL_CHARS = 2048;

function asOutput(value: unknown, what: string): AbilityOutput {
  if (!isPlainObject(value)) throw new Error(`${what} returned no result object`);
  return value;
}

/** Only plain `https://` URLs without credentials; the guard then checks where it resolves. */
export function checkFetchUrl(text: string): URL {
  if (text.length > MAX_URL_CHARS) throw new BadRequestError('url is too long');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadRequestError('url is not a valid absolute URL');
  }
  if (url.protocol !== 'https:') throw new BadRequestError('only https:// URLs can be fetched');
  if (url.username || url.password) throw new BadRequestError('URLs with credentials are refused');
  return url;
}

function httpFetch(guardedFetch: NonNullable<BuiltinDeps['guardedFetch']>): Ability {
  return builtin({
    name: 'http.fetch',
    description: 'HTTPS GET through the SSRF guard (no private addresses, no redirects followed), body size capped.',
    permission_tier: 3,
    input: {
      url: { type: 'string', required: true, description: 'https:// URL' },
      accept: { type: 'string', default: '*/*', description: 'Accept header' },
      max_bytes: { type: 'int', default: DEFAULT_FETCH_MAX_BYTES, description: `at most ${MAX_FETCH_BYTES}` },
    },
    receipt_fields: ['url', 'status', 'bytes'],
    invoke: async (params, ctx) => {
      const url = checkFetchUrl(String(params.url));
      const maxBytes = params.max_bytes as number;
      if (maxBytes < 1 || maxBytes > MAX_FETCH_BYTES) {
        throw new BadRequestError(`max_bytes must be between 1 and ${MAX_FETCH_BYTES}`);
      }
      const accept = String(params.accept);
      if (/[\r\n\0]/.test(accept)) throw new BadRequestError('accept must be a single header value');
      const response = await guardedFetch(url.href, {
        method: 'GET',
        headers: { accept, 'user-agent': 'svc-http-fetch' },
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes,
        redirect: 'manual',
        signal: ctx.signal,
      });
      const header = (name: string) => {
        const key = Object.keys(response.headers).find((k) => k.toLowerCase() === name);
        return key === undefined ? null : response.headers[key];
      };
      const contentType = header('content-type') ?? '';
      const body = new TextDecoder('utf-8', { fatal: false }).decode(response.body);
      const out: AbilityOutput = {
        url: url.href,
        status: response.status,
        ok: response.status >= 200 && response.status < 300,
        content_type: contentType,
        body,
        bytes: response.body.length,
      };
      if (response.status >= 300 && response.status < 400) out.location = header('location');
      if (/\bjson\b/i.test(contentType)) {
        try {
          out.json = JSON.parse(body);
        } catch {
          // not JSON after all; `body` still has the text
        }
      }
      return out;
    },
  });
}

function llmAbility(name: string, description: string, complete: NonNullable<BuiltinDeps['complete']>): Ability {
  return builtin({
    name,
    description,
    permission_tier: 3,
    input: {
      prompt: { type: 'string', required: true },
      system: { type: 'string', description: 'optional system prompt' },
      max_tokens: { type: 'int', description: 'cap on output tokens' },
      temperature: { type: 'number' },
    },
    receipt_fields: ['provider', 'model', 'input_tokens', 'output_tokens'],
    invoke: async (params, ctx) => {
      const prompt = String(params.prompt);
      if (prompt.trim() === '') throw new BadRequestError('prompt is empty');
      const result = await complete({
        prompt,
        system: params.system as string | undefined,
        max_tokens: params.max_tokens as number | undefined,
        temperature: params.temperature as number | undefined,
        signal: ctx.signal,
      });
      return {
        text: result.text,
        provider: result.provider ?? null,
        model: result.model ?? null,
        input_tokens: result.input_tokens ?? null,
        output_tokens: result.output_tokens ?? null,
        cost_usd: result.cost_usd ?? null,
      };
    },
  });
}

/** The built-ins that call into other domains; each only when its dependency is wired. */
export function createExternalAbilities(deps: BuiltinDeps): Ability[] {
  const out: Ability[] = [];
  const { scan, checkConstitution, guardedFetch, complete } = deps;
  if (scan) {
    out.push(
      builtin({
        name: 'security.scan',
        description: 'Scans text for credentials, personal data and prompt injection; returns a redacted copy.',
        permission_tier: 1,
        input: { text: { type: 'string', required: true } },
        receipt_fields: ['credential_count', 'pii_count', 'types_found', 'injection_detected'],
        invoke: async (params) => asOutput(await scan(String(params.text)), 'security.scan'),
      }),
    );
  }
  if (checkConstitution) {
    out.push(
      builtin({
        name: 'constitution.check',
        description: 'Checks a query against the active constitution.',
        permission_tier: 1,
        input: { query: { type: 'string', required: true } },
        receipt_fields: ['allowed', 'enforcement'],
        invoke: async (params) => asOutput(await checkConstitution(String(params.query)), 'constitution.check'),
      }),
    );
  }
  if (guardedFetch) out.push(httpFetch(guardedFetch));
  if (complete) {
    out.push(llmAbility('llm.complete', 'Completes a prompt with the configured model providers.', complete));
    // The public agent catalog calls this `llm.query`; same ability, so catalog chains run.
    out.push(llmAbility('llm.query', 'Alias of llm.complete under the agent catalog\'s name.', complete));
  }
  return out;
}
