export { costsRoutes } from './routes.ts';
export { getCostSummary, getCostBreakdown, parseSince, parseBucket } from './service.ts';
export type { CostSummary, CostBreakdown, CostBucket } from './service.ts';
export { recordModelCall, recordCacheHit, recordCacheHits, pruneCostEvents } from './record.ts';
export type { ModelCallRecord, CacheHitRecord } from './record.ts';
export { resolvePrice, costNanoUsd, nanoToUsd, usdToNano } from './prices.ts';
export type { Price, ResolvedPrice } from './prices.ts';
export { CostsModel } from './model.ts';
