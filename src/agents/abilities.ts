import type { Database } from 'bun:sqlite';
import { builtin } from '../abilities/builtins/core.ts';
import { listWorkspace, MAX_FILE_BYTES, readWorkspaceFile } from '../abilities/builtins/workspace.ts';
import type { Ability } from '../abilities/types.ts';
import { getCostSummary } from '../costs/service.ts';
import type { ScanFn } from '../pipeline/types.ts';
import { defaultEventBus, type EventBus } from './events.ts';
import { currentRun } from './run-context.ts';

/**
 * Built-in abilities the bundled agents are made of, beyond the generic ones: workspace
 * statistics for the housekeeper, a whole-workspace secret scan for the security auditor and a
 * budget check for the cost watcher. All offline. The integrator registers them with the other
 * built-ins (`registry.registerSource('built-in', () => abilities)`).
 */

export interface AgentAbilityDeps {
  db: Database;
  /** The security scanner; without it `workspace.scan` is not offered. */
  scan?: ScanFn;
  bus?: EventBus;
  now?: () => number;
}

const TEMP_FILE = /(?:\.tmp|\.temp|\.bak|\.swp|~|\.DS_Store|Thumbs\.db)$/i;
const MAX_LISTED = 50;
const DAY_MS = 86_400_000;

const workspaceStats = builtin({
  name: 'workspace.stats',
  description:
    'Summarises the workspace: file count and total size, the largest files, files untouched for stale_days, empty files and leftover temporary files. Reads only.',
  permission_tier: 1,
  input: {
    path: { type: 'string', default: '.', description: 'directory relative to the workspace' },
    stale_days: { type: 'int', default: 30, description: 'files not modified for this many days count as stale' },
    top: { type: 'int', default: 10, description: 'how many of the largest files to list' },
  },
  receipt_fields: ['files', 'total_bytes', 'stale_count', 'temp_count'],
  invoke: async (params, ctx) => {
    const path = String(params.path);
    const staleDays = Math.max(1, Math.min(3650, Number(params.stale_days)));
    const top = Math.max(1, Math.min(MAX_LISTED, Number(params.top)));
    const { entries, truncated } = await listWorkspace(ctx.dataDir, path, true);
    const files = entries.filter((e) => e.type === 'file');
    const cutoff = ctx.now() - staleDays * DAY_MS;
    const stale = files
      .filter((f) => Date.parse(f.modified_at) < cutoff)
      .sort((a, b) => a.modified_at.localeCompare(b.modified_at));
    const empty = files.filter((f) => f.size === 0);
    const temp = files.filter((f) => TEMP_FILE.test(f.path));
    return {
      path,
      files: files.length,
      directories: entries.filter((e) => e.type === 'directory').length,
      total_bytes: files.reduce((sum, f) => sum + f.size, 0),
      largest: [...files]
        .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path))
        .slice(0, top)
        .map((f) => ({ path: f.path, size: f.size })),
      stale_days: staleDays,
      stale_count: stale.length,
      stale: stale.slice(0, MAX_LISTED).map((f) => ({
        path: f.path,
        modified_at: f.modified_at,
        age_days: Math.floor((ctx.now() - Date.parse(f.modified_at)) / DAY_MS),
      })),
      empty_count: empty.length,
      empty: empty.slice(0, MAX_LISTED).map((f) => f.path),
      temp_count: temp.length,
      temp: temp.slice(0, MAX_LISTED).map((f) => f.path),
      truncated,
    };
  },
});

function workspaceScan(scan: ScanFn, bus: EventBus): Ability {
  return builtin({
    name: 'workspace.scan',
    description:
      'Scans every text file of the workspace for credentials, personal data and prompt injection. Reports counts and kinds per file, never the values; raises security.finding for each file with findings.',
    permission_tier: 1,
    input: {
      path: { type: 'string', default: '.', description: 'directory relative to the workspace' },
      max_files: { type: 'int', default: 200, description: 'stop after this many files (at most 1000)' },
      exclude: {
        type: 'array',
        default: ['reports/', 'alerts/'],
        description: 'path prefixes to skip (the agents write their own reports there)',
      },
    },
    receipt_fields: ['scanned', 'finding_count', 'files_with_findings'],
    invoke: async (params, ctx) => {
      const path = String(params.path);
      const maxFiles = Math.max(1, Math.min(1000, Number(params.max_files)));
      const exclude = (Array.isArray(params.exclude) ? params.exclude : []).map(String);
      const { entries, truncated } = await listWorkspace(ctx.dataDir, path, true);
      const candidates = entries.filter(
        (e) => e.type === 'file' && !exclude.some((prefix) => prefix !== '' && e.path.startsWith(prefix)),
      );
      const findings: Record<string, unknown>[] = [];
      const types = new Set<string>();
      let scanned = 0;
      let skipped = 0;
      for (const entry of candidates) {
        if (ctx.signal.aborted) break;
        if (scanned >= maxFiles || entry.size > MAX_FILE_BYTES) {
          skipped++;
          continue;
        }
        let text: string;
        try {
          const file = await readWorkspaceFile(ctx.dataDir, entry.path);
          text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
        } catch {
          skipped++; // binary, vanished or unreadable: not text we can scan
          continue;
        }
        scanned++;
        const result = await scan(text);
        const credentials = Number(result.credential_count) || 0;
        const pii = Number(result.pii_count) || 0;
        const injection = result.injection_detected === true;
        if (credentials + pii === 0 && !injection) continue;
        const kinds = Array.isArray(result.types_found) ? result.types_found.map(String) : [];
        for (const t of kinds) types.add(t);
        const finding = {
          path: entry.path,
          credential_count: credentials,
          pii_count: pii,
          types_found: kinds,
          injection_detected: injection,
          injection_category: result.injection_category ?? null,
        };
        findings.push(finding);
        bus.emit(
          'security.finding',
          {
            namespace: 'security',
            source: 'workspace.scan',
            path: entry.path,
            types_found: finding.types_found,
            credential_count: finding.credential_count,
            pii_count: finding.pii_count,
            injection_detected: finding.injection_detected,
          },
          { sourceAgent: currentRun()?.agentId ?? null },
        );
      }
      return {
        path,
        scanned,
        skipped,
        files_with_findings: findings.length,
        finding_count: findings.reduce((n, f) => n + (f.credential_count as number) + (f.pii_count as number) + (f.injection_detected ? 1 : 0), 0),
        types_found: [...types].sort(),
        findings,
        truncated: truncated || scanned >= maxFiles,
      };
    },
  });
}

export const BUDGET_PERIODS = ['hour', 'day', 'week', 'month'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** Start of the current UTC period (weeks start on Monday). */
export function periodStart(period: BudgetPeriod, now: number): number {
  const d = new Date(now);
  switch (period) {
    case 'hour':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours());
    case 'day':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    case 'week':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY_MS;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
}

function costsCheck(db: Database, bus: EventBus, now: () => number): Ability {
  /** Budget alerts already raised, per period start and budget: one event per period. */
  const raised = new Set<string>();
  return builtin({
    name: 'costs.check',
    description:
      'Compares model spend in the current UTC period (hour, day, week or month) with a budget; raises budget.exceeded once per period when spend passes it.',
    permission_tier: 0,
    input: {
      budget_usd: { type: 'number', required: true, description: 'budget for the period, in USD' },
      period: { type: 'string', default: 'day', enum: BUDGET_PERIODS },
    },
    receipt_fields: ['spent_usd', 'budget_usd', 'exceeded', 'first_alert'],
    invoke: (params) => {
      const budget = Number(params.budget_usd);
      if (!Number.isFinite(budget) || budget < 0) throw new Error('budget_usd must be a non-negative number');
      const period = params.period as BudgetPeriod;
      const since = periodStart(period, now());
      const summary = getCostSummary(db, since);
      const spent = summary.total_spent_usd;
      const exceeded = spent > budget;
      const sinceIso = new Date(since).toISOString();
      let firstAlert = false;
      if (exceeded) {
        const key = `${period}|${since}|${budget}`;
        if (!raised.has(key)) {
          if (raised.size > 1000) raised.clear();
          raised.add(key);
          firstAlert = true;
          bus.emit(
            'budget.exceeded',
            { namespace: 'costs', spent_usd: spent, budget_usd: budget, period, since: sinceIso },
            { sourceAgent: currentRun()?.agentId ?? null },
          );
        }
      }
      return {
        spent_usd: spent,
        budget_usd: budget,
        remaining_usd: Math.max(0, Math.round((budget - spent) * 1e6) / 1e6),
        percent: budget > 0 ? Math.round((spent / budget) * 1000) / 10 : spent > 0 ? 100 : 0,
        exceeded,
        /** True on the check that first finds the budget passed in this period (alert once). */
        first_alert: firstAlert,
        period,
        since: sinceIso,
        llm_calls: summary.total_llm_calls,
      };
    },
  });
}

/** The agent-support built-ins; `workspace.scan` only when a scanner is given. */
export function createAgentAbilities(deps: AgentAbilityDeps): Ability[] {
  const bus = deps.bus ?? defaultEventBus;
  const now = deps.now ?? (() => Date.now());
  const out: Ability[] = [workspaceStats, costsCheck(deps.db, bus, now)];
  if (deps.scan) out.push(workspaceScan(deps.scan, bus));
  return out;
}
