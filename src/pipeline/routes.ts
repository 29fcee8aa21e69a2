import { Elysia } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { PipelineModel } from './model.ts';
import type { Pipeline } from './service.ts';

/** `POST /api/query` (SPEC: runs the full pipeline) and `GET /api/cache/stats`. */
export function pipelineRoutes(_ctx: AppContext, pipeline: Pipeline) {
  return new Elysia({ name: 'pipeline.routes', prefix: '/api' })
    .post('/query', ({ body, request }) => pipeline.query(body.query, { signal: request.signal }), {
      body: PipelineModel.queryBody,
      response: { 200: PipelineModel.queryResult },
      detail: { summary: 'Run a query through scan, constitution, caches, local abilities and models', tags: ['query'] },
    })
    .get('/cache/stats', () => pipeline.cacheStats(), {
      response: { 200: PipelineModel.cacheStats },
      detail: { summary: 'Hit rate, entries, savings, per-tier shares and top intents', tags: ['cache'] },
    });
}
