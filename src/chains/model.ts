import { t } from 'elysia';
import { Integer } from '../lib/schema.ts';
import { AbilitiesModel } from '../abilities/model.ts';
import { RUN_STATUSES, STEP_STATUSES } from './runner.ts';
import { RUN_TRIGGERS } from './runs.ts';
import { CHAIN_ORIGINS } from './store.ts';

const nullableString = t.Union([t.String(), t.Null()]);

const chainRecord = t.Object({
  chain_id: t.String(),
  name: t.String(),
  description: t.String(),
  trust_level: Integer(),
  hit_count: Integer(),
  success_count: Integer(),
  created_at: t.String({ description: 'ISO 8601 UTC' }),
});

const chainDetail = t.Object({
  chain_id: t.String(),
  name: t.String(),
  description: t.String(),
  trust_level: Integer(),
  hit_count: Integer(),
  success_count: Integer(),
  created_at: t.String(),
  origin: t.UnionEnum([...CHAIN_ORIGINS]),
  params: t.Record(t.String(), AbilitiesModel.paramSpec),
  steps: t.Array(
    t.Object({
      id: t.String(),
      ability: t.String(),
      depends_on: t.Array(t.String()),
      on_failure: t.String(),
      when: t.Union([t.String(), t.Boolean(), t.Null()]),
    }),
  ),
  definition: t.String({ description: 'the chain YAML' }),
});

const step = t.Object({
  id: t.String(),
  ability: t.String(),
  status: t.UnionEnum([...STEP_STATUSES]),
  attempts: Integer(),
  duration_ms: Integer(),
  error: nullableString,
  output: t.Any(),
  receipt_ids: t.Array(t.String()),
});

const runResult = t.Object({
  run_id: t.String(),
  chain_id: t.String(),
  status: t.UnionEnum([...RUN_STATUSES]),
  output: t.Any(),
  error: nullableString,
  steps: t.Array(step),
  receipts: AbilitiesModel.receiptList,
  started_at: Integer({ description: 'Unix ms' }),
  finished_at: Integer(),
  duration_ms: Integer(),
});

const runRecord = t.Object({
  run_id: t.String(),
  chain_id: t.String(),
  trigger: t.UnionEnum([...RUN_TRIGGERS]),
  job_id: nullableString,
  agent_id: nullableString,
  status: t.UnionEnum([...RUN_STATUSES]),
  params: t.Record(t.String(), t.Any()),
  output: t.Any(),
  error: nullableString,
  steps: t.Array(step),
  started_at: Integer({ description: 'Unix ms' }),
  finished_at: Integer(),
  duration_ms: Integer(),
});

const scheduledJob = t.Object({
  id: t.String(),
  chain_id: t.String(),
  interval_secs: Integer(),
  enabled: t.Boolean(),
  last_run_at: Integer({ description: 'Unix seconds; 0 before the first run' }),
  last_output: t.String({ description: 'empty before the first run; "ERROR: ..." after a failed run' }),
  run_count: Integer(),
  created_at: Integer({ description: 'Unix seconds' }),
});

/** Request and response schemas of `/api/chains`. */
export const ChainsModel = {
  chainRecord,
  chainList: t.Array(chainRecord),
  chainDetail,
  idParams: t.Object({ id: t.String({ minLength: 1, maxLength: 128 }) }),
  // `params` is checked by the service (Elysia would coerce an array or a string into a record).
  runBody: t.Optional(
    t.Object({
      params: t.Optional(t.Unknown({ description: 'object of parameter name to value' })),
    }),
  ),
  runResult,
  runRecord,
  runList: t.Array(runRecord),
  runsQuery: t.Object({ limit: t.Optional(t.Numeric({ minimum: 1, description: 'default 50, capped at 500' })) }),
  scheduledJob,
  jobList: t.Array(scheduledJob),
  scheduleBody: t.Object({
    chain_id: t.String({ minLength: 1, maxLength: 128 }),
    interval: t.String({ minLength: 1, maxLength: 64, description: 'e.g. 30s, 10m, 1h, 1h30m, 7d' }),
    params: t.Optional(t.Unknown({ description: 'object of parameter name to value, checked against the chain' })),
  }),
  scheduleCreated: t.Object({ job_id: t.String() }),
};
