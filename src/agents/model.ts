import { t } from 'elysia';
import { Integer } from '../lib/schema.ts';
import { AGENT_STATUSES } from './records.ts';

const agent = t.Object({
  id: t.String(),
  name: t.String(),
  version: t.String(),
  description: t.String(),
  category: t.String(),
  author: t.String(),
  status: t.UnionEnum([...AGENT_STATUSES]),
  error: t.Union([t.String(), t.Null()], { description: 'why the agent is in status error' }),
  started_at: t.Union([t.String(), t.Null()], { description: 'ISO 8601 UTC' }),
  last_run_at: t.Union([t.String(), t.Null()], { description: 'ISO 8601 UTC' }),
  run_count: Integer(),
  permissions: t.Array(t.String()),
  triggers: t.Object({
    scheduled: t.Array(t.Object({ chain: t.String(), interval: t.String() })),
    events: t.Array(t.Object({ on: t.String(), chain: t.String(), filter: t.Record(t.String(), t.String()) })),
  }),
  intent_filters: t.Array(
    t.Object({
      actions: t.Array(t.String()),
      targets: t.Array(t.String()),
      priority: Integer(),
      chain: t.Union([t.String(), t.Null()]),
    }),
  ),
  missing_abilities: t.Array(t.String(), { description: 'permitted abilities no source provides' }),
});

/** Response schemas of `/api/agents` (documented in docs/api.md "Agents"). */
export const AgentsModel = {
  idParams: t.Object({ id: t.String({ maxLength: 64 }) }),
  agent,
  agentList: t.Array(agent),
};
