import { Elysia } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { ChainsModel } from './model.ts';
import type { Scheduler } from './scheduler.ts';
import type { ChainsService } from './service.ts';

export interface ChainsRouteDeps {
  chains: ChainsService;
  /** Told about job changes so it wakes at the right time; optional (tests, CLI). */
  scheduler?: Pick<Scheduler, 'reschedule'>;
}

/**
 * `/api/chains`: records, runs and schedules. The static `/schedule` and `/runs` routes are
 * registered before `/:id` (and those ids are reserved), so they are never read as chain ids.
 */
export function chainsRoutes(_ctx: AppContext, { chains, scheduler }: ChainsRouteDeps) {
  const changed = () => scheduler?.reschedule();
  return new Elysia({ name: 'chains.routes', prefix: '/api/chains' })
    .get('', () => chains.listChains(), {
      response: ChainsModel.chainList,
      detail: { summary: 'List chain records', tags: ['chains'] },
    })
    .get('/schedule', () => chains.listJobs(), {
      response: ChainsModel.jobList,
      detail: { summary: 'List scheduled jobs', tags: ['chains'] },
    })
    .post(
      '/schedule',
      ({ body, set }) => {
        const created = chains.scheduleChain(body);
        changed();
        set.status = 201;
        return created;
      },
      {
        body: ChainsModel.scheduleBody,
        response: { 201: ChainsModel.scheduleCreated },
        detail: { summary: 'Schedule a chain at a fixed interval', tags: ['chains'] },
      },
    )
    .delete(
      '/schedule/:id',
      ({ params, set }) => {
        chains.disableJob(params.id);
        changed();
        set.status = 204;
      },
      { params: ChainsModel.idParams, detail: { summary: 'Disable a scheduled job', tags: ['chains'] } },
    )
    .post(
      '/schedule/:id/enable',
      ({ params }) => {
        const job = chains.enableJob(params.id);
        changed();
        return job;
      },
      {
        params: ChainsModel.idParams,
        response: ChainsModel.scheduledJob,
        detail: { summary: 'Re-enable a scheduled job', tags: ['chains'] },
      },
    )
    .get('/runs', ({ query }) => chains.listRecentRuns(query.limit), {
      query: ChainsModel.runsQuery,
      response: ChainsModel.runList,
      detail: { summary: 'Recent runs of every chain, newest first', tags: ['chains'] },
    })
    .get('/:id', ({ params }) => chains.getChain(params.id), {
      params: ChainsModel.idParams,
      response: ChainsModel.chainDetail,
      detail: { summary: 'One chain with its params and steps', tags: ['chains'] },
    })
    .post('/:id/run', ({ params, body }) => chains.runChain(params.id, body?.params ?? {}, { trigger: 'api' }), {
      params: ChainsModel.idParams,
      body: ChainsModel.runBody,
      response: ChainsModel.runResult,
      detail: { summary: 'Run a chain now; returns its output and receipts', tags: ['chains'] },
    })
    .get('/:id/runs', ({ params, query }) => chains.listRuns(params.id, query.limit), {
      params: ChainsModel.idParams,
      query: ChainsModel.runsQuery,
      response: ChainsModel.runList,
      detail: { summary: 'Run history of one chain, newest first', tags: ['chains'] },
    });
}
