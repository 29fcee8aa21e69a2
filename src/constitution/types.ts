/**
 * Constitution data shapes. Field names follow SPEC.md "Constitution" exactly so the same
 * objects serve the YAML files, the API and the SQLite check records without a mapping layer.
 */

/** Enforcement levels, least to most restrictive. The index is the restrictiveness rank. */
export const ENFORCEMENT_LEVELS = ['Allow', 'Warn', 'Confirm', 'Block'] as const;
export type Enforcement = (typeof ENFORCEMENT_LEVELS)[number];

export function isEnforcement(value: unknown): value is Enforcement {
  return typeof value === 'string' && (ENFORCEMENT_LEVELS as readonly string[]).includes(value);
}

/** Restrictiveness rank: Allow 0 < Warn 1 < Confirm 2 < Block 3. */
export function enforcementRank(level: Enforcement): number {
  return ENFORCEMENT_LEVELS.indexOf(level);
}

/** The more restrictive of two levels. */
export function mostRestrictive(a: Enforcement, b: Enforcement): Enforcement {
  return enforcementRank(a) >= enforcementRank(b) ? a : b;
}

/** Allow and Warn let the action run; Confirm holds it for a confirmation; Block refuses it. */
export function isAllowed(level: Enforcement): boolean {
  return level === 'Allow' || level === 'Warn';
}

/** One rule, as written in YAML (after aliases are resolved) and as returned by the API. */
export interface ConstitutionRule {
  name: string;
  enforcement: Enforcement;
  trigger_actions: string[];
  trigger_targets: string[];
  trigger_keywords: string[];
  /** Always a string: `reason`, else the catalog's `description`, else empty. */
  reason: string;
}

export interface Constitution {
  name: string;
  description: string;
  default_enforcement: Enforcement;
  rules: ConstitutionRule[];
}

/** A rule that matched a check, as reported in `matched_rules`. */
export interface MatchedRule {
  name: string;
  enforcement: Enforcement;
  reason: string;
}

/** The answer of `POST /api/constitution/check` (documented in docs/constitution.md). */
export interface CheckResult {
  allowed: boolean;
  enforcement: Enforcement;
  /** Every matching rule, most restrictive first (ties keep file order). */
  matched_rules: MatchedRule[];
  intent_key: string;
  /** ISO 8601 UTC. */
  checked_at: string;
}

/** Who asked for a check; stored with every check record. */
export const CHECK_SOURCES = ['api', 'query', 'chain', 'agent', 'schedule'] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];

export function isCheckSource(value: unknown): value is CheckSource {
  return typeof value === 'string' && (CHECK_SOURCES as readonly string[]).includes(value);
}

/** A recorded check (element of `GET /api/constitution/checks`). */
export interface CheckRecord extends CheckResult {
  id: number;
  source: CheckSource;
  /** Names of the constitutions evaluated, joined with ` + ` (active first, then the agent's). */
  constitution: string;
  /** The query after redaction; null when the caller had no redacted text to give. */
  query: string | null;
}
