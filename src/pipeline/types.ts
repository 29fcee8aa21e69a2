/**
 * The pipeline's vocabulary and the small interfaces it is wired with. The scanner, constitution,
 * intent classifier and abilities/chains engine are injected through these types, so the pipeline
 * knows nothing of their modules (docs/pipeline.md lists every value).
 */

/** Every value of the query result's `tier`: which stage produced the answer (or refused). */
export const TIERS = [
  'fingerprint_cache',
  'intent_cache',
  'local',
  'agent',
  'cheap_llm',
  'deep_llm',
  'no_model',
  'model_error',
  'blocked',
  'confirmation_required',
] as const;
export type Tier = (typeof TIERS)[number];
export const isTier = (v: unknown): v is Tier => TIERS.includes(v as Tier);

/** Tiers that answer from a cache: counted as hits in `GET /api/cache/stats`. */
export const CACHE_TIERS = ['fingerprint_cache', 'intent_cache'] as const;
export type CacheTier = (typeof CACHE_TIERS)[number];
/** Tiers reached after both caches missed: counted as misses. */
export const MISS_TIERS: readonly Tier[] = ['local', 'agent', 'cheap_llm', 'deep_llm', 'no_model', 'model_error'];

/** Every value of `svc_mode`: how the answer text came to be. */
export const SVC_MODES = [
  'replay',
  'template',
  'direct',
  'agent',
  'generate',
  'generate_nocache',
  'blocked',
  'confirm',
  'unavailable',
] as const;
export type SvcMode = (typeof SVC_MODES)[number];

/** The `security` object of a query result (SPEC "Query result"). */
export interface QuerySecurity {
  credentials_found: number;
  injection_detected: boolean;
  injection_confidence: number;
  was_redacted: boolean;
}

/** SPEC "Security scan result": what the injected scanner returns. */
export interface ScanResult {
  credential_count: number;
  pii_count: number;
  types_found: string[];
  injection_detected: boolean;
  injection_match_count: number;
  injection_max_confidence: number;
  injection_category: string | null;
  redacted: string;
}
export type ScanFn = (text: string) => ScanResult | Promise<ScanResult>;

/** What the intent classifier returns; `intent_key` is `<action>|<target>`. */
export interface IntentResult {
  intent_key: string;
  confidence: number;
  action: string;
  target: string;
  params: Record<string, unknown>;
}
export type ClassifyIntentFn = (query: string) => IntentResult | Promise<IntentResult>;

export const ENFORCEMENTS = ['Block', 'Confirm', 'Warn', 'Allow'] as const;
export type Enforcement = (typeof ENFORCEMENTS)[number];

export interface MatchedRule {
  name: string;
  enforcement: Enforcement;
  reason: string;
}

/** The constitution's verdict for one query (most restrictive matching rule wins). */
export interface ConstitutionDecision {
  allowed: boolean;
  enforcement: Enforcement;
  matched_rules: MatchedRule[];
}
export type CheckConstitutionFn = (input: {
  query: string;
  intent: IntentResult;
}) => ConstitutionDecision | Promise<ConstitutionDecision>;

/** A reusable recipe: an ability or a stored chain, re-run with the parameters of a new query. */
export interface ChainTemplate {
  kind: 'ability' | 'chain';
  name: string;
  /** Defaults merged under the new query's parameters. */
  params?: Record<string, unknown>;
}

/** An answer produced without a model (tier `local`, or an intent-cache template re-run). */
export interface LocalAnswer {
  response_text: string;
  description: string;
  /** When given, cached under the intent so the next query with other parameters re-runs it. */
  template?: ChainTemplate;
  /** False for answers that must not be replayed (side effects, live data). Default true. */
  cacheable?: boolean;
}

export interface LocalInput {
  /** The redacted query. */
  query: string;
  intent: IntentResult;
  signal?: AbortSignal;
}
export type AnswerLocallyFn = (input: LocalInput) => LocalAnswer | null | Promise<LocalAnswer | null>;
export type RunTemplateFn = (
  template: ChainTemplate,
  params: Record<string, unknown>,
  input: LocalInput,
) => LocalAnswer | null | Promise<LocalAnswer | null>;

/** What an agent answered for a query routed to it (`@agent ...` or its intent filters). */
export interface AgentRouteAnswer {
  response_text: string;
  description: string;
  status: 'succeeded' | 'failed' | 'confirmation_required' | 'unavailable';
  confirmation?: { id: string; url: string; expires_at: string | number };
}

/** Routes a query to an agent; null when no agent takes it (then the tiers run as usual). */
export type RouteToAgentFn = (input: LocalInput) => Promise<AgentRouteAnswer | null>;

/**
 * Called when the constitution says `Confirm`. It must not run the action; the agents issue wires a
 * hook that creates a pending confirmation and returns its public details.
 */
export type RequestConfirmationFn = (input: {
  query: string;
  intent: IntentResult;
  decision: ConstitutionDecision;
}) => Promise<{ description?: string; confirmation?: Record<string, unknown> }>;

/** SPEC "Query result" plus a few documented extras (provider, model, cost, warnings). */
export interface QueryResult {
  tier: Tier;
  intent_key: string;
  confidence: number;
  allowed: boolean;
  latency_ms: number;
  description: string;
  response_text: string;
  svc_mode: SvcMode;
  security: QuerySecurity;
  provider: string | null;
  model: string | null;
  cost_usd: number;
  saved_usd: number;
  warnings: string[];
  confirmation?: Record<string, unknown>;
}

/** The model call that first produced a stored answer: what replaying it saves. */
export interface OriginalCall {
  /** Provider id and model of the call. */
  provider: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  cost_nusd: number;
}

export const UNKNOWN_INTENT = 'unknown|unknown';
