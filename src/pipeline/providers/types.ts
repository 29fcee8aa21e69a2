import type { Price } from '../../costs/prices.ts';

/** Wire formats svc speaks; each has one adapter file and one entry in `providers/index.ts`. */
export const PROVIDER_KINDS = ['openai', 'anthropic'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
export const isProviderKind = (v: unknown): v is ProviderKind => PROVIDER_KINDS.includes(v as ProviderKind);

/** `cheap` providers answer first; `deep` ones take escalations (low confidence or failure). */
export const PROVIDER_TIERS = ['cheap', 'deep'] as const;
export type ProviderTier = (typeof PROVIDER_TIERS)[number];

/** One configured provider (config.yaml `providers[]` or SVC_LLM_*). `api_key` never leaves the adapter. */
export interface ProviderConfig {
  id: string;
  kind: ProviderKind;
  base_url: string;
  api_key?: string;
  model: string;
  tier: ProviderTier;
  /** Per-attempt timeout. */
  timeout_ms: number;
  /** Retries after the first attempt, on 429/5xx/network errors. */
  max_retries: number;
  /** A Retry-After longer than this is not waited for: the call fails and the pipeline escalates. */
  max_retry_after_ms: number;
  max_tokens: number;
  temperature?: number;
  /** Overrides the price table for this provider. */
  price?: Price;
  /** Extra HTTP headers (e.g. OpenRouter's `HTTP-Referer`). */
  headers?: Record<string, string>;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  system?: string;
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
}

export interface ChatResponse {
  text: string;
  /** The model the server says answered (may carry a dated suffix). */
  model: string;
  input_tokens: number;
  output_tokens: number;
  latency_ms: number;
  /** Attempts made, 1 when the first succeeded. */
  attempts: number;
}

/** The public face of a provider: no key, safe to log and to list in the API. */
export interface ProviderInfo {
  id: string;
  kind: ProviderKind;
  base_url: string;
  model: string;
  tier: ProviderTier;
  has_api_key: boolean;
}

export interface Provider {
  readonly info: ProviderInfo;
  readonly price?: Price;
  complete(request: ChatRequest): Promise<ChatResponse>;
}

export const PROVIDER_ERROR_CODES = [
  'timeout',
  'rate_limited',
  'auth',
  'http',
  'network',
  'bad_response',
  'aborted',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/** A failed model call. `message` is safe to show: keys are scrubbed before it is built. */
export class ProviderError extends Error {
  constructor(
    readonly providerId: string,
    readonly code: ProviderErrorCode,
    message: string,
    readonly status?: number,
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Injected I/O, so tests run the real adapters against a local fake and never sleep for real. */
export interface ProviderRuntime {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  random: () => number;
}
