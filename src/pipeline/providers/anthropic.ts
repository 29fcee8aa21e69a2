import { commonCallOptions, defaultRuntime, postJson, providerInfo } from './http.ts';
import { tokenCount } from './openai.ts';
import { ProviderError, type ChatRequest, type ChatResponse, type Provider, type ProviderConfig, type ProviderRuntime } from './types.ts';

/** The Messages API version header svc is written against. */
export const ANTHROPIC_VERSION = '2023-06-01';

interface AnthropicResponse {
  model?: string;
  content?: Array<{ type?: string; text?: string }>;
  usage?: { input_tokens?: number; output_tokens?: number; cache_read_input_tokens?: number; cache_creation_input_tokens?: number };
}

/**
 * Anthropic Messages API (`POST {base_url}/v1/messages`, `base_url` like
 * `https://api.anthropic.com`). Text blocks are joined; usage comes from `usage.input_tokens`
 * (plus prompt-cache reads and writes, which are billed input too) and `usage.output_tokens`.
 */
export function createAnthropicProvider(config: ProviderConfig, rt: ProviderRuntime = defaultRuntime): Provider {
  const base = config.base_url.replace(/\/+$/, '');
  const url = /\/v1$/.test(base) ? `${base}/messages` : `${base}/v1/messages`;
  const apiKey = config.api_key;
  return {
    info: providerInfo(config, 'anthropic'),
    price: config.price,
    async complete(request: ChatRequest): Promise<ChatResponse> {
      const { json, attempts, latency_ms } = await postJson(rt, {
        ...commonCallOptions(config, request.signal),
        url,
        headers: {
          ...config.headers,
          'anthropic-version': ANTHROPIC_VERSION,
          ...(apiKey ? { 'x-api-key': apiKey } : {}),
        },
        body: {
          model: config.model,
          max_tokens: request.maxTokens ?? config.max_tokens,
          temperature: request.temperature ?? config.temperature ?? 0,
          ...(request.system ? { system: request.system } : {}),
          messages: request.messages,
        },
        errorMessage: (body) => {
          const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
          return typeof message === 'string' ? message : undefined;
        },
      });
      const body = json as AnthropicResponse;
      if (!Array.isArray(body?.content)) {
        throw new ProviderError(config.id, 'bad_response', `${config.id}: response has no content array`, 200, attempts);
      }
      const text = body.content
        .filter((block) => block?.type === 'text' && typeof block.text === 'string')
        .map((block) => block.text)
        .join('');
      const usage = body.usage ?? {};
      return {
        text,
        model: typeof body.model === 'string' && body.model ? body.model : config.model,
        input_tokens:
          tokenCount(usage.input_tokens) +
          tokenCount(usage.cache_read_input_tokens) +
          tokenCount(usage.cache_creation_input_tokens),
        output_tokens: tokenCount(usage.output_tokens),
        latency_ms,
        attempts,
      };
    },
  };
}
