import priceTable from '../../assets/prices.json';

/** USD per million tokens, as published by the vendors. */
export interface Price {
  input_per_mtok: number;
  output_per_mtok: number;
}

/** Where a price came from, so the dashboard can mark estimates. */
export const PRICE_SOURCES = ['override', 'local', 'table', 'default'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export interface ResolvedPrice extends Price {
  source: PriceSource;
}

interface PriceEntry extends Price {
  match: string;
}

const ENTRIES: readonly PriceEntry[] = [...(priceTable.models as PriceEntry[])].sort(
  (a, b) => b.match.length - a.match.length,
);
const DEFAULT_PRICE: Price = priceTable.default;
const LOCAL_HOSTS = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;

/**
 * Looks up the list price of a model (`assets/prices.json`, compiled into the binary): an exact id
 * first, then the longest matching prefix, ignoring an OpenRouter-style `vendor/` prefix. A provider
 * `override` wins; a model served from localhost (Ollama, llama.cpp) is free.
 */
export function resolvePrice(model: string, options: { override?: Price; baseUrl?: string } = {}): ResolvedPrice {
  if (options.override) return { ...options.override, source: 'override' };
  if (options.baseUrl && isLocalUrl(options.baseUrl)) {
    return { input_per_mtok: 0, output_per_mtok: 0, source: 'local' };
  }
  const id = model.toLowerCase().replace(/^[^/]+\//, '');
  const exact = ENTRIES.find((e) => e.match === id);
  const entry = exact ?? ENTRIES.find((e) => id.startsWith(e.match));
  if (entry) {
    return { input_per_mtok: entry.input_per_mtok, output_per_mtok: entry.output_per_mtok, source: 'table' };
  }
  return { ...DEFAULT_PRICE, source: 'default' };
}

/** Cost of one call in integer nano-USD (exact to sum; 1 USD = 1e9). */
export function costNanoUsd(price: Price, inputTokens: number, outputTokens: number): number {
  // per-mtok USD × tokens / 1e6 × 1e9 nano = tokens × price × 1000
  return Math.round(inputTokens * price.input_per_mtok * 1000 + outputTokens * price.output_per_mtok * 1000);
}

export function nanoToUsd(nano: number): number {
  return Math.round(nano) / 1e9;
}

export function usdToNano(usd: number): number {
  return Math.round(usd * 1e9);
}

function isLocalUrl(url: string): boolean {
  try {
    return LOCAL_HOSTS.test(new URL(url).hostname);
  } catch {
    return false;
  }
}
