import { Elysia, type AnyElysia } from 'elysia';
import { openapi } from '@elysiajs/openapi';
import { authRoutes } from '../auth/routes.ts';
import { bearerToken, type AuthService } from '../auth/service.ts';
import type { AppContext } from './context.ts';
import { createErrorHandler, errorResponse } from './error-handler.ts';
import { UnauthorizedError } from './errors.ts';
import { createRouteTable, type RouteTable } from './route-table.ts';
import type { MetricsRegistry } from '../lib/metrics.ts';
import { constantTimeEqual } from '../lib/constant-time.ts';
import { serveUiFile, type UiAssets } from './static.ts';
import { pathOf } from './http.ts';
import { parseBodyAsJson } from './body-parser.ts';

/** Paths reachable without a token (SPEC "Authentication" rule 3). */
const PUBLIC_API = /^\/api\/(?:health|auth\/(?:login|logout|status|confirm\/[^/]*))\/?$/;

export interface AppParts {
  auth: AuthService;
  ui: UiAssets;
  /** Every domain's routes instance, in the order of the SPEC endpoint table. */
  domains: AnyElysia[];
  metrics: MetricsRegistry;
}

/**
 * Assembles the HTTP application: error mapping and the auth guard first (so they cover every
 * route), then the routes, then the dashboard as the catch-all for non-API GETs.
 */
export function createApp(ctx: AppContext, parts: AppParts) {
  let routeTable: RouteTable = { allowedMethods: () => [], templateOf: () => undefined };

  const notFound = (request: Request): Response => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/') || path === '/api') {
      const allowed = routeTable.allowedMethods(path);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return errorResponse(405, `method ${request.method} not allowed on ${path}`, {
          allow: allowed.join(', '),
        });
      }
      return errorResponse(404, `no such endpoint: ${request.method} ${path}`);
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      return serveUiFile(parts.ui.lookup(path) ?? parts.ui.index(), request.method);
    }
    return errorResponse(404, `not found: ${request.method} ${path}`);
  };

  const app = new Elysia({ name: 'svc' })
    .onError({ as: 'global' }, createErrorHandler(ctx.log, notFound))
    .onRequest(({ request }) => {
      const path = pathOf(request.url);
      if (!path.startsWith('/api/') || PUBLIC_API.test(path)) return;
      if (!parts.auth.verify(bearerToken(request.headers.get('authorization')))) {
        throw new UnauthorizedError();
      }
    })
    .onParse({ as: 'global' }, parseBodyAsJson)
    .use(
      openapi({
        provider: null,
        specPath: '/api/openapi.json',
        documentation: {
          info: {
            title: 'svc API',
            version: ctx.config.version,
            description: 'REST API of the svc agent orchestration runtime (see docs/api.md).',
          },
          components: {
            securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
          },
          security: [{ bearer: [] }],
        },
      }),
    )
    .get('/api/health', () => ({ status: 'ok' as const }), {
      detail: { summary: 'Liveness probe (no auth)', tags: ['health'] },
    })
    .use(authRoutes(ctx, parts.auth));

  for (const domain of parts.domains) app.use(domain);

  app.get(
    '/metrics',
    ({ request }) => {
      const token = bearerToken(request.headers.get('authorization'));
      const metricsToken = ctx.config.metricsToken;
      const allowed =
        parts.auth.verify(token) || (metricsToken !== undefined && token !== undefined && constantTimeEqual(token, metricsToken));
      if (!allowed) throw new UnauthorizedError();
      return new Response(parts.metrics.render(), {
        headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' },
      });
    },
    { detail: { summary: 'Prometheus metrics (session token or SVC_METRICS_TOKEN)', tags: ['operations'] } },
  );
  app.all('/*', ({ request }) => notFound(request), { detail: { hide: true } });
  routeTable = createRouteTable(app.routes);
  return { app, routeTable };
}
