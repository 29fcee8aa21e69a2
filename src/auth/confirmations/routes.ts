import { Elysia } from 'elysia';
import type { AppContext } from '../../server/context.ts';
import { clientAddress } from '../../server/client-address.ts';
import { ConfirmationsModel } from './model.ts';
import type { ConfirmationService } from './service.ts';

/**
 * Confirmation routes. `/api/auth/confirm/{token}` (GET shows what is held, POST confirms it) is
 * public per SPEC: the token is the credential, and failed attempts are rate-limited per client
 * like login. `/api/confirmations...` are for the logged-in dashboard.
 */
export function confirmationsRoutes(_ctx: AppContext, confirmations: ConfirmationService) {
  return new Elysia({ name: 'confirmations.routes', prefix: '/api' })
    .get(
      '/auth/confirm/:token',
      ({ params, request }) => confirmations.describeToken(params.token, clientAddress(request)),
      {
        params: ConfirmationsModel.tokenParams,
        response: { 200: ConfirmationsModel.publicView },
        detail: { summary: 'What a pending confirmation link would run (no auth)', tags: ['auth'], security: [] },
      },
    )
    .post(
      '/auth/confirm/:token',
      ({ params, request }) => confirmations.confirmToken(params.token, clientAddress(request)),
      {
        params: ConfirmationsModel.tokenParams,
        response: { 200: ConfirmationsModel.confirmed },
        detail: { summary: 'Confirm a pending web-link confirmation token (no auth)', tags: ['auth'], security: [] },
      },
    )
    .get('/confirmations', ({ query }) => confirmations.list({ status: query.status, limit: query.limit }), {
      query: ConfirmationsModel.listQuery,
      response: ConfirmationsModel.confirmationList,
      detail: { summary: 'List confirmations, newest first (?status=pending)', tags: ['confirmations'] },
    })
    .get('/confirmations/:id', ({ params }) => confirmations.get(params.id), {
      params: ConfirmationsModel.idParams,
      response: ConfirmationsModel.confirmation,
      detail: { summary: 'One confirmation, with the held action result once it ran', tags: ['confirmations'] },
    })
    .post('/confirmations/:id/confirm', ({ params }) => confirmations.confirm(params.id), {
      params: ConfirmationsModel.idParams,
      response: ConfirmationsModel.confirmation,
      detail: { summary: 'Confirm a pending confirmation as the logged-in user', tags: ['confirmations'] },
    })
    .post('/confirmations/:id/reject', ({ params }) => confirmations.reject(params.id), {
      params: ConfirmationsModel.idParams,
      response: ConfirmationsModel.confirmation,
      detail: { summary: 'Reject a pending confirmation; the held action never runs', tags: ['confirmations'] },
    });
}
