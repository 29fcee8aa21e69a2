import type { Database } from 'bun:sqlite';
import { costNanoUsd, nanoToUsd, recordModelCall, resolvePrice } from '../costs/index.ts';
import type { CompletionRequest, CompletionResult } from '../abilities/builtins/index.ts';
import type { Provider } from './providers/types.ts';

export class NoModelError extends Error {}

/**
 * `llm.complete` for chains: the configured providers, cheapest tier first, falling back to the
 * next on failure. Every call is recorded in the cost ledger like a pipeline call.
 */
export function createCompletion(providers: readonly Provider[], db: Database, now: () => number = Date.now) {
  const ordered = [...providers].sort((a, b) => (a.info.tier === b.info.tier ? 0 : a.info.tier === 'cheap' ? -1 : 1));
  return async (request: CompletionRequest): Promise<CompletionResult> => {
    if (ordered.length === 0) {
      throw new NoModelError('no model provider is configured (see docs/pipeline.md: providers in config.yaml or SVC_LLM_*)');
    }
    const failures: string[] = [];
    for (const provider of ordered) {
      try {
        const response = await provider.complete({
          system: request.system,
          messages: [{ role: 'user', content: request.prompt }],
          maxTokens: request.max_tokens,
          temperature: request.temperature,
          signal: request.signal,
        });
        const price = resolvePrice(response.model, { override: provider.price, baseUrl: provider.info.base_url });
        const cost = costNanoUsd(price, response.input_tokens, response.output_tokens);
        recordModelCall(
          db,
          {
            provider: provider.info.id,
            model: response.model,
            input_tokens: response.input_tokens,
            output_tokens: response.output_tokens,
            cost_nusd: cost,
            latency_ms: response.latency_ms,
            tier: 'ability',
          },
          now,
        );
        return {
          text: response.text,
          model: response.model,
          provider: provider.info.id,
          input_tokens: response.input_tokens,
          output_tokens: response.output_tokens,
          cost_usd: nanoToUsd(cost),
        };
      } catch (error) {
        if (request.signal.aborted) throw error;
        failures.push(`${provider.info.id}: ${(error as Error).message}`);
      }
    }
    throw new Error(`every model provider failed: ${failures.join('; ')}`);
  };
}
