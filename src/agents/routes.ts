import { Elysia } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { AgentsModel } from './model.ts';
import type { AgentService } from './service.ts';

/** How long `POST .../stop` waits for in-flight runs before answering with status `stopping`. */
export const STOP_ANSWER_AFTER_MS = 5000;

/**
 * `/api/agents`: list, start, stop. Start and stop are idempotent (starting a running agent
 * returns it unchanged); 404 for an unknown agent, 409 while a start or stop is in progress.
 * Both answer with the agent record; a stop whose runs take longer than a few seconds answers
 * `stopping` and finishes in the background (poll `GET /api/agents`).
 */
export function agentsRoutes(_ctx: AppContext, agents: AgentService, options: { stopAnswerAfterMs?: number } = {}) {
  const answerAfter = options.stopAnswerAfterMs ?? STOP_ANSWER_AFTER_MS;
  return new Elysia({ name: 'agents.routes', prefix: '/api/agents' })
    .get('', () => agents.list(), {
      response: AgentsModel.agentList,
      detail: { summary: 'List installed agents with their status', tags: ['agents'] },
    })
    .get('/:id', ({ params }) => agents.get(params.id), {
      params: AgentsModel.idParams,
      response: AgentsModel.agent,
      detail: { summary: 'One installed agent', tags: ['agents'] },
    })
    .post('/:id/start', ({ params }) => agents.start(params.id), {
      params: AgentsModel.idParams,
      response: AgentsModel.agent,
      detail: { summary: 'Start an agent: register its scheduled and event triggers', tags: ['agents'] },
    })
    .post(
      '/:id/stop',
      async ({ params }) => {
        const stopping = agents.stop(params.id);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const later = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), answerAfter);
        });
        try {
          const done = await Promise.race([stopping, later]);
          if (done) return done;
          stopping.catch(() => {}); // finishes in the background; errors were already logged
          return agents.get(params.id);
        } finally {
          clearTimeout(timer);
        }
      },
      {
        params: AgentsModel.idParams,
        response: AgentsModel.agent,
        detail: { summary: 'Stop an agent: unregister its triggers and wait for its runs', tags: ['agents'] },
      },
    );
}
