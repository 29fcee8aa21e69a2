/** What a finding is about; only `credential` and `pii` findings are redacted. */
export const FINDING_KINDS = ['credential', 'pii', 'injection'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** The `injection_category` values (issue 3). */
export const INJECTION_CATEGORIES = [
  'instruction_override',
  'role_play_jailbreak',
  'system_prompt_extraction',
  'delimiter_injection',
  'data_exfiltration',
  'obfuscation',
] as const;
export type InjectionCategory = (typeof INJECTION_CATEGORIES)[number];

/**
 * One detection. Offsets are UTF-16 indices into the original text (`text.slice(start, end)`);
 * the matched value itself is never carried, so findings can be logged or returned safely.
 */
export interface Finding {
  type: string;
  kind: FindingKind;
  start: number;
  end: number;
  confidence?: number;
}

/** SPEC "Security scan result" plus the findings list. */
export interface ScanResult {
  credential_count: number;
  pii_count: number;
  types_found: string[];
  injection_detected: boolean;
  injection_match_count: number;
  injection_max_confidence: number;
  injection_category: string | null;
  redacted: string;
  findings: Finding[];
}

/** SPEC query result `security` object. */
export interface QuerySecurity {
  credentials_found: number;
  injection_detected: boolean;
  injection_confidence: number;
  was_redacted: boolean;
}
