import { Elysia } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { clientAddress } from '../server/client-address.ts';
import { AuthModel } from './model.ts';
import { bearerToken, type AuthService } from './service.ts';

/** SPEC "Authentication": login, logout and status; none of them requires a token. */
export function authRoutes(_ctx: AppContext, auth: AuthService) {
  return new Elysia({ name: 'auth.routes', prefix: '/api/auth' })
    .post(
      '/login',
      ({ body, request }) => {
        const { token } = auth.login(body.password, clientAddress(request));
        return { token };
      },
      {
        body: AuthModel.loginBody,
        response: { 200: AuthModel.loginResponse },
        detail: { summary: 'Exchange the dashboard password for a session token', tags: ['auth'] },
      },
    )
    .post(
      '/logout',
      ({ request, set }) => {
        // Always 204: the answer must not reveal whether the token existed.
        auth.logout(bearerToken(request.headers.get('authorization')));
        set.status = 204;
      },
      { detail: { summary: 'Invalidate the presented session token', tags: ['auth'] } },
    )
    .get(
      '/status',
      ({ request }) => ({
        authenticated: auth.verify(bearerToken(request.headers.get('authorization'))),
        auth_required: true,
      }),
      {
        response: { 200: AuthModel.statusResponse },
        detail: { summary: 'Whether the presented token is valid', tags: ['auth'] },
      },
    );
}
