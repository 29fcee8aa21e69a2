import { Elysia } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { SecurityModel } from './model.ts';
import { scan } from './scanner.ts';

/**
 * `POST /api/security/scan`: credentials, personal data and prompt injection in `text`, with the
 * redacted copy. The body size limit (413) is the app's; schema failures are the app's 400.
 */
export function securityRoutes(_ctx: AppContext) {
  return new Elysia({ name: 'security.routes', prefix: '/api/security' }).post('/scan', ({ body }) => scan(body.text), {
    body: SecurityModel.scanBody,
    response: { 200: SecurityModel.scanResult },
    detail: {
      summary: 'Scan text for credentials, personal data and prompt injection; returns a redacted copy',
      tags: ['security'],
    },
  });
}
