import { commonCallOptions, defaultRuntime, postJson, providerInfo } from './http.ts';
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
    info: providerInfo(config, 'openai'),
    price: config.price,
    async complete(request: ChatRequest): Promise<ChatResponse> {
      const messages = [
        ...(request.system ? [{ role: 'system', content: request.system }] : []),
        ...request.messages,
      ];
      const { json, attempts, latency_ms } = await postJson(rt, {
        ...commonCallOptions(config, request.signal),
        url,
        headers: { ...config.headers, ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: {
          model: config.model,
          messages,
          max_tokens: request.maxTokens ?? config.max_tokens,
          temperature: request.temperature ?? config.temperature ?? 0,
          stream: false,
        },
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
