import { t } from 'elysia';
import { Integer } from '../lib/schema.ts';
import { CHECK_SOURCES, ENFORCEMENT_LEVELS } from './types.ts';

const enforcement = t.UnionEnum(ENFORCEMENT_LEVELS);

const rule = t.Object({
  name: t.String(),
  enforcement,
  trigger_actions: t.Array(t.String()),
  trigger_targets: t.Array(t.String()),
  trigger_keywords: t.Array(t.String()),
  reason: t.String(),
});

const matchedRule = t.Object({ name: t.String(), enforcement, reason: t.String() });

const checkResult = t.Object({
  allowed: t.Boolean(),
  enforcement,
  matched_rules: t.Array(matchedRule),
  intent_key: t.String(),
  checked_at: t.String({ format: 'date-time' }),
});

/** Request and response schemas of `/api/constitution` (SPEC "Constitution"; docs/constitution.md). */
export const ConstitutionModel = {
  rule,
  view: t.Object({
    name: t.String(),
    rules: t.Array(rule),
    templates: t.Array(t.Object({ name: t.String(), description: t.String(), rules_count: Integer() })),
  }),
  checkBody: t.Object({
    query: t.String({ minLength: 1, maxLength: 100_000, error: 'query must be a non-empty string' }),
  }),
  checkResult,
  checksQuery: t.Object({
    limit: t.Optional(
      t.Integer({ minimum: 1, maximum: 500, error: 'limit must be an integer from 1 to 500' }),
    ),
  }),
  checkRecord: t.Object({
    id: Integer(),
    allowed: t.Boolean(),
    enforcement,
    matched_rules: t.Array(matchedRule),
    intent_key: t.String(),
    checked_at: t.String({ format: 'date-time' }),
    source: t.UnionEnum(CHECK_SOURCES),
    constitution: t.String(),
    query: t.Nullable(t.String()),
  }),
};
