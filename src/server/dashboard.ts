import { Elysia, t } from 'elysia';
import { Integer } from '../lib/schema.ts';
import { CostsModel, getCostSummary } from '../costs/index.ts';
import type { AppContext } from './context.ts';

export interface DashboardCounts {
  chains(): number;
  scheduledJobs(): number;
  abilities(): number;
}

const DashboardOverview = t.Object({
  total_chains: Integer(),
  total_scheduled_jobs: Integer(),
  total_abilities: Integer(),
  costs: CostsModel.summary,
});

/** `GET /api/dashboard`: totals across domains for the overview (SPEC "Dashboard overview"). */
export function dashboardRoutes(ctx: AppContext, counts: DashboardCounts) {
  return new Elysia({ name: 'dashboard.routes', prefix: '/api/dashboard' }).get(
    '',
    () => ({
      total_chains: counts.chains(),
      total_scheduled_jobs: counts.scheduledJobs(),
      total_abilities: counts.abilities(),
      costs: getCostSummary(ctx.db),
    }),
    { response: { 200: DashboardOverview }, detail: { summary: 'Totals for the dashboard overview', tags: ['dashboard'] } },
  );
}
