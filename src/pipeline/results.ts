import { nanoToUsd } from '../costs/prices.ts';
import type { CacheEntry } from './cache.ts';
import type { WriteBatch } from './group-commit.ts';
import {
  UNKNOWN_INTENT,
  type ConstitutionDecision,
  type IntentResult,
  type QueryResult,
  type QuerySecurity,
  type ScanResult,
} from './types.ts';

/** Fields every result shares, filled in by the orchestrator once per query. */
export interface ResultBase {
  intent: IntentResult;
  security: QuerySecurity;
  warnings: string[];
  started: number;
  /** The query's group commit: its records are written through it and committed before it answers. */
  writes: WriteBatch;
}

/** SPEC security object from the scanner's result. */
export function toSecurity(original: string, scan: ScanResult): QuerySecurity {
  return {
    credentials_found: scan.credential_count,
    injection_detected: scan.injection_detected,
    injection_confidence: scan.injection_max_confidence,
    was_redacted: scan.credential_count + scan.pii_count > 0 || scan.redacted !== original,
  };
}

/** Shapes whatever the classifier returned into a well-formed intent (never throws). */
export function normalizeIntent(raw: Partial<IntentResult> | null | undefined): IntentResult {
  const key = typeof raw?.intent_key === 'string' && /^[^|\s]+\|[^|\s]+$/.test(raw.intent_key) ? raw.intent_key : UNKNOWN_INTENT;
  const [action, target] = key.split('|');
  const confidence = typeof raw?.confidence === 'number' && Number.isFinite(raw.confidence) ? raw.confidence : 0;
  return {
    intent_key: key,
    confidence: Math.min(1, Math.max(0, confidence)),
    action: raw?.action || action,
    target: raw?.target || target,
    params: raw?.params && typeof raw.params === 'object' && !Array.isArray(raw.params) ? raw.params : {},
  };
}

export function intentFromKey(intentKey: string, confidence: number, params: Record<string, unknown> = {}): IntentResult {
  const [action, target] = intentKey.split('|');
  return { intent_key: intentKey, confidence, action, target, params };
}

export function build(base: ResultBase, fields: Partial<QueryResult> & Pick<QueryResult, 'tier' | 'svc_mode' | 'description'>): QueryResult {
  const warningText = base.warnings.length > 0 ? ` Warnings: ${base.warnings.join('; ')}.` : '';
  return {
    intent_key: base.intent.intent_key,
    confidence: round(base.intent.confidence, 4),
    allowed: true,
    response_text: '',
    security: base.security,
    provider: null,
    model: null,
    cost_usd: 0,
    saved_usd: 0,
    warnings: base.warnings,
    ...fields,
    description: fields.description + warningText,
    latency_ms: round(performance.now() - base.started, 3),
  };
}

/** `Block` (or a denial without a rule): refused before any tier runs. */
export function describeBlock(decision: ConstitutionDecision, intent: IntentResult): string {
  const blocking = decision.matched_rules.filter((r) => r.enforcement === 'Block');
  const rule = blocking[0] ?? decision.matched_rules[0];
  if (!rule) {
    return `Blocked by the constitution's default enforcement: no rule allows intent ${intent.intent_key}. Nothing was run.`;
  }
  const more = blocking.length > 1 ? ` (and ${blocking.length - 1} more blocking rule${blocking.length > 2 ? 's' : ''})` : '';
  return `Blocked by constitution rule '${rule.name}' (${rule.enforcement}): ${rule.reason}${more}. Nothing was run.`;
}

export function describeConfirm(decision: ConstitutionDecision): string {
  const rule = decision.matched_rules.find((r) => r.enforcement === 'Confirm');
  const which = rule ? `constitution rule '${rule.name}': ${rule.reason}` : 'the constitution';
  return `Confirmation required by ${which}. The action was not run.`;
}

export function warningsOf(decision: ConstitutionDecision): string[] {
  return decision.matched_rules.filter((r) => r.enforcement === 'Warn').map((r) => `rule '${r.name}': ${r.reason}`);
}

export function describeReplay(entry: CacheEntry, now: number, how: string): string {
  const age = formatAge(now - entry.created_at);
  const origin =
    entry.origin_tier === 'local'
      ? 'a built-in ability'
      : `${entry.model} via ${entry.provider}`;
  const saved = entry.cost_nusd > 0 ? `, saved ${formatUsd(entry.cost_nusd)}` : '';
  return `${how}: answer first produced by ${origin} ${age} ago${saved}.`;
}

export function formatUsd(nano: number): string {
  const usd = nanoToUsd(nano);
  return usd === 0 ? '$0' : `$${usd < 0.01 ? usd.toPrecision(2) : usd.toFixed(4)}`;
}

function formatAge(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.round(s / 60)} min`;
  if (s < 86_400) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} d`;
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
