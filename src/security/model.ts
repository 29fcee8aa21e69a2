import { t } from 'elysia';
import { Integer } from '../lib/schema.ts';

const finding = t.Object({
  type: t.String(),
  kind: t.Union([t.Literal('credential'), t.Literal('pii'), t.Literal('injection')]),
  start: Integer({ minimum: 0 }),
  end: Integer({ minimum: 0 }),
  confidence: t.Optional(t.Number()),
});

/** Schemas of `POST /api/security/scan` (SPEC "Security scan result", plus the findings list). */
export const SecurityModel = {
  // A whitespace-only string is scanned like any other; empty or non-string `text` is a 400.
  scanBody: t.Object({ text: t.String({ minLength: 1 }) }),
  scanResult: t.Object({
    credential_count: Integer(),
    pii_count: Integer(),
    types_found: t.Array(t.String()),
    injection_detected: t.Boolean(),
    injection_match_count: Integer(),
    injection_max_confidence: t.Number(),
    injection_category: t.Nullable(t.String()),
    redacted: t.String(),
    findings: t.Array(finding),
  }),
};
