import type { AgentStateRow } from './state.ts';
import type { InstalledAgent } from './store.ts';

export const AGENT_STATUSES = ['stopped', 'starting', 'running', 'stopping', 'error'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** `GET /api/agents` element (docs/api.md "Agents"). Times are ISO 8601 UTC or null. */
export interface AgentRecord {
  id: string;
  name: string;
  version: string;
  description: string;
  category: string;
  author: string;
  status: AgentStatus;
  error: string | null;
  started_at: string | null;
  last_run_at: string | null;
  run_count: number;
  permissions: string[];
  triggers: {
    scheduled: { chain: string; interval: string }[];
    events: { on: string; chain: string; filter: Record<string, string> }[];
  };
  intent_filters: { actions: string[]; targets: string[]; priority: number; chain: string | null }[];
  /** Permitted abilities no source provides right now: steps using them fail. */
  missing_abilities: string[];
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** The API record of an installed agent; `has` tells whether an ability is provided. */
export function agentRecord(
  agent: InstalledAgent,
  row: AgentStateRow | null,
  status: AgentStatus,
  has: (ability: string) => boolean,
): AgentRecord {
  const m = agent.pkg.manifest;
  return {
    id: agent.name,
    name: m.name,
    version: m.version,
    description: m.description,
    category: m.category,
    author: m.author,
    status,
    error: status === 'error' ? (row?.error ?? null) : null,
    started_at: status === 'running' || status === 'stopping' ? iso(row?.started_at) : null,
    last_run_at: iso(row?.last_run_at),
    run_count: row?.run_count ?? 0,
    permissions: [...m.permissions],
    triggers: {
      scheduled: m.triggers.scheduled.map((t) => ({ chain: t.chain, interval: t.interval })),
      events: m.triggers.events.map((t) => ({ on: t.on, chain: t.chain, filter: { ...t.filter } })),
    },
    intent_filters: m.intent_filters.map((f) => ({ ...f, actions: [...f.actions], targets: [...f.targets] })),
    missing_abilities: m.permissions.filter((p) => !p.endsWith('.*') && !has(p)),
  };
}

/** The record of an installed package that fails validation: status `error` with the reason. */
export function brokenAgentRecord(name: string, error: string, row: AgentStateRow | null, status: AgentStatus = 'error'): AgentRecord {
  return {
    id: name,
    name,
    version: '',
    description: '',
    category: '',
    author: '',
    status,
    error,
    started_at: null,
    last_run_at: iso(row?.last_run_at),
    run_count: row?.run_count ?? 0,
    permissions: [],
    triggers: { scheduled: [], events: [] },
    intent_filters: [],
    missing_abilities: [],
  };
}
