import { t } from 'elysia';
import { Integer } from '../lib/schema.ts';
import { ABILITY_SOURCES } from './types.ts';
import { RECEIPT_OUTCOMES } from './receipts.ts';

const paramSpec = t.Object({
  type: t.String(),
  required: t.Optional(t.Boolean()),
  default: t.Optional(t.Any()),
  description: t.Optional(t.String()),
  auto: t.Optional(t.String()),
  enum: t.Optional(t.Array(t.String())),
});

const ability = t.Object({
  name: t.String(),
  description: t.String(),
  source: t.UnionEnum([...ABILITY_SOURCES]),
  input: t.Record(t.String(), paramSpec),
  permission_tier: Integer({ description: '0 (harmless) to 4 (most dangerous)' }),
});

const receipt = t.Object({
  id: t.String(),
  ability: t.String(),
  source: t.Union([t.UnionEnum([...ABILITY_SOURCES]), t.Null()]),
  outcome: t.UnionEnum([...RECEIPT_OUTCOMES]),
  inputs: t.Record(t.String(), t.Any()),
  outputs: t.Record(t.String(), t.Any()),
  error: t.Union([t.String(), t.Null()]),
  started_at: Integer({ description: 'Unix milliseconds' }),
  duration_ms: Integer(),
  run_id: t.Union([t.String(), t.Null()]),
  step_id: t.Union([t.String(), t.Null()]),
  agent_id: t.Union([t.String(), t.Null()]),
  prev_hash: t.Union([t.String(), t.Null()]),
  hash: t.String({ description: 'hex SHA-256 of the canonical JSON of every other field' }),
});

/** Request and response schemas of `/api/abilities` and `/api/receipts`. */
export const AbilitiesModel = {
  paramSpec,
  ability,
  abilityList: t.Array(ability),
  receipt,
  receiptList: t.Array(receipt),
  receiptsQuery: t.Object({
    limit: t.Optional(t.Numeric({ minimum: 1, description: 'default 50, capped at 500' })),
    run_id: t.Optional(t.String({ maxLength: 64 })),
  }),
};
