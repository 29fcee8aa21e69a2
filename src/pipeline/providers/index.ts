import { resolvePrice } from '../../costs/prices.ts';
import { createAnthropicProvider } from './anthropic.ts';
import { defaultRuntime } from './http.ts';
import { createOpenAIProvider } from './openai.ts';
import type { Provider, ProviderConfig, ProviderInfo, ProviderKind, ProviderRuntime } from './types.ts';

export * from './types.ts';
export { parseProviderConfigs, providersFromEnv, PROVIDER_DEFAULTS } from './config.ts';

/** The only map from a config `kind` to its adapter. */
export const PROVIDER_ADAPTERS: Record<ProviderKind, (config: ProviderConfig, rt?: ProviderRuntime) => Provider> = {
  openai: createOpenAIProvider,
  anthropic: createAnthropicProvider,
};

/**
 * Builds adapters for the configured providers, ordered for the pipeline: `cheap` before `deep`,
 * and within a tier the cheapest list price first (config order breaks ties).
 */
export function createProviders(configs: readonly ProviderConfig[], runtime: Partial<ProviderRuntime> = {}): Provider[] {
  const rt: ProviderRuntime = { ...defaultRuntime, ...runtime };
  const ranked = configs.map((config, index) => {
    const price = resolvePrice(config.model, { override: config.price, baseUrl: config.base_url });
    return { config, index, cost: price.input_per_mtok + price.output_per_mtok * 3 };
  });
  ranked.sort(
    (a, b) =>
      Number(a.config.tier === 'deep') - Number(b.config.tier === 'deep') || a.cost - b.cost || a.index - b.index,
  );
  return ranked.map(({ config }) => PROVIDER_ADAPTERS[config.kind](config, rt));
}

/** Provider descriptions without secrets, for logs, `svc admin doctor` and the API. */
export function describeProviders(providers: readonly Provider[]): ProviderInfo[] {
  return providers.map((p) => ({ ...p.info }));
}
