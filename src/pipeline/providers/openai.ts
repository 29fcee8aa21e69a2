import { defaultRuntime, postJson } from './http.ts';
import { ProviderError, type ChatRequest, type ChatResponse, type Provider, type ProviderConfig, type ProviderRuntime } from './types.ts';

interface OpenAIChatResponse {
  model?: string;
  choices?: Array<{ message?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

/**
 * OpenAI-compatible chat completions (`POST {base_url}/chat/completions`): OpenAI, OpenRouter,
 * Ollama, vLLM, llama.cpp, DeepSeek. `base_url` includes the version segment, e.g.
 * `https://api.openai.com/v1`. Token usage comes from `usage.prompt_tokens/completion_tokens`.
 */
export function createOpenAIProvider(config: ProviderConfig, rt: ProviderRuntime = defaultRuntime): Provider {
  const url = `${config.base_url.replace(/\/+$/, '')}/chat/completions`;
  const apiKey = config.api_key;
  return {
    info: {
      id: config.id,
      kind: 'openai',
      base_url: config.base_url,
      model: config.model,
      tier: config.tier,
      has_api_key: Boolean(apiKey),
    },
    price: config.price,
    async complete(request: ChatRequest): Promise<ChatResponse> {
      const messages = [
        ...(request.system ? [{ role: 'system', content: request.system }] : []),
        ...request.messages,
      ];
      const { json, attempts, latency_ms } = await postJson(rt, {
        providerId: config.id,
        url,
        headers: { ...config.headers, ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: {
          model: config.model,
          messages,
          max_tokens: request.maxTokens ?? config.max_tokens,
          temperature: request.temperature ?? config.temperature ?? 0,
          stream: false,
        },
        timeoutMs: config.timeout_ms,
        maxRetries: config.max_retries,
        maxRetryAfterMs: config.max_retry_after_ms,
        secrets: [apiKey ?? '', ...Object.values(config.headers ?? {})].filter((s) => s.length >= 8),
        signal: request.signal,
        errorMessage: (body) => {
          const err = (body as { error?: { message?: unknown } | string } | undefined)?.error;
          if (typeof err === 'string') return err;
          return typeof err?.message === 'string' ? err.message : undefined;
        },
      });
      const body = json as OpenAIChatResponse;
      const text = body?.choices?.[0]?.message?.content;
      if (typeof text !== 'string') {
        throw new ProviderError(config.id, 'bad_response', `${config.id}: response has no choices[0].message.content`, 200, attempts);
      }
      return {
        text,
        model: typeof body.model === 'string' && body.model ? body.model : config.model,
        input_tokens: tokenCount(body.usage?.prompt_tokens),
        output_tokens: tokenCount(body.usage?.completion_tokens),
        latency_ms,
        attempts,
      };
    },
  };
}

export function tokenCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}
