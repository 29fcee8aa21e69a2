/**
 * The one security scanner of svc: credentials, personal data and prompt injection in a single
 * pass, plus redaction. Pure functions, no I/O; `POST /api/security/scan` returns `scan()`, and
 * the query pipeline calls `scan()` first, answers from `redacted`, and reports
 * `querySecurity()`. Findings carry offsets and types, never the matched values.
 */
import { findCredentials, sensitiveKeywords } from './credentials.ts';
import { resolveOverlaps } from './overlaps.ts';
import { assessInjection } from './injection.ts';
import { findPii, PII_PRIORITY } from './pii.ts';
import { applyRedaction } from './redact.ts';
import type { Finding, QuerySecurity, ScanResult } from './types.ts';

export type { Finding, QuerySecurity, ScanResult } from './types.ts';


/**
 * Credentials and personal data with overlaps resolved: a credential beats any personal data it
 * overlaps (the email-shaped tail of `postgres://u:pw@db.example.com` is part of a password
 * finding's URL), and among personal data the checksummed kinds win.
 */
export function findSensitive(text: string, lower: string = text.toLowerCase()): Finding[] {
  const present = sensitiveKeywords(lower);
  const creds = findCredentials(text, lower, present);
  const pii = findPii(text, present);
  if (pii.length === 0) return creds;
  const ranked = [
    ...creds.map((f) => ({ ...f, priority: 100 })),
    ...pii.map((f) => ({ ...f, priority: PII_PRIORITY[f.type] ?? 1 })),
  ];
  return resolveOverlaps(ranked).map(({ type, kind, start, end }) => ({ type, kind, start, end }));
}

function summarize(findings: Finding[]) {
  let credentialCount = 0;
  let piiCount = 0;
  const types = new Set<string>();
  for (const f of findings) {
    if (f.kind === 'credential') credentialCount++;
    else if (f.kind === 'pii') piiCount++;
    else continue;
    types.add(f.type);
  }
  return { credentialCount, piiCount, types: [...types].sort() };
}

/** SPEC "Security scan result" for `text`, plus the findings (offsets into `text`). */
export function scan(text: string): ScanResult {
  const lower = text.toLowerCase();
  const sensitive = findSensitive(text, lower);
  const injection = assessInjection(text, 0, lower);
  const { credentialCount, piiCount, types } = summarize(sensitive);
  const injectionFindings: Finding[] = injection.matches.map((m) => ({
    type: m.category,
    kind: 'injection',
    start: m.start,
    end: m.end,
    confidence: m.confidence,
  }));
  return {
    credential_count: credentialCount,
    pii_count: piiCount,
    types_found: types,
    injection_detected: injection.matches.length > 0,
    injection_match_count: injection.matches.length,
    injection_max_confidence: injection.maxConfidence,
    injection_category: injection.category,
    redacted: applyRedaction(text, sensitive),
    findings: [...sensitive, ...injectionFindings].sort((a, b) => a.start - b.start),
  };
}

export interface RedactionResult {
  redacted: string;
  was_redacted: boolean;
  credential_count: number;
  pii_count: number;
  types_found: string[];
}

/**
 * Credential and personal-data redaction only (no injection pass): for text the pipeline
 * produces itself (LLM responses, chain outputs, log lines) before it is returned or stored.
 */
export function redactText(text: string): RedactionResult {
  const sensitive = findSensitive(text);
  const { credentialCount, piiCount, types } = summarize(sensitive);
  return {
    redacted: applyRedaction(text, sensitive),
    was_redacted: sensitive.length > 0,
    credential_count: credentialCount,
    pii_count: piiCount,
    types_found: types,
  };
}

/** SPEC query result `security` object from a scan of the query text. */
export function querySecurity(result: ScanResult): QuerySecurity {
  return {
    credentials_found: result.credential_count,
    injection_detected: result.injection_detected,
    injection_confidence: result.injection_max_confidence,
    was_redacted: result.credential_count + result.pii_count > 0,
  };
}
