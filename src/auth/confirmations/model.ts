import { t } from 'elysia';
import { CONFIRMATION_SOURCES, CONFIRMATION_STATUSES } from './types.ts';

const heldAction = t.Union([
  t.Object({ kind: t.Literal('query'), query: t.String(), intent_key: t.String() }),
  t.Object({
    kind: t.Literal('chain'),
    chain_id: t.String(),
    agent_id: t.Union([t.String(), t.Null()]),
    params: t.Record(t.String(), t.Any()),
    ability: t.String(),
    ability_params: t.Record(t.String(), t.Any()),
  }),
]);

const confirmation = t.Object({
  id: t.String(),
  rule: t.String({ description: 'the constitution rule that asked for confirmation' }),
  description: t.String(),
  action: heldAction,
  agent_id: t.Union([t.String(), t.Null()]),
  source: t.UnionEnum([...CONFIRMATION_SOURCES]),
  status: t.UnionEnum([...CONFIRMATION_STATUSES]),
  created_at: t.String({ description: 'ISO 8601 UTC' }),
  expires_at: t.String({ description: 'ISO 8601 UTC' }),
  decided_at: t.Union([t.String(), t.Null()]),
  completed_at: t.Union([t.String(), t.Null()]),
  result: t.Any({ description: 'what the held action returned, once executed' }),
  error: t.Union([t.String(), t.Null()]),
});

/** Request and response schemas of the confirmation routes (documented in docs/api.md). */
export const ConfirmationsModel = {
  tokenParams: t.Object({ token: t.String({ maxLength: 256 }) }),
  idParams: t.Object({ id: t.String({ maxLength: 64 }) }),
  listQuery: t.Object({
    status: t.Optional(t.UnionEnum([...CONFIRMATION_STATUSES])),
    limit: t.Optional(t.Integer({ minimum: 1, maximum: 500 })),
  }),
  confirmed: t.Object({ confirmed: t.Boolean() }),
  publicView: t.Object({
    id: t.String(),
    rule: t.String(),
    description: t.String(),
    action: heldAction,
    created_at: t.String(),
    expires_at: t.String(),
    status: t.UnionEnum([...CONFIRMATION_STATUSES]),
  }),
  confirmation,
  confirmationList: t.Array(confirmation),
};
