import type { Server } from 'bun';
import type { Config } from '../config.ts';
import { recordClientServer } from './client-address.ts';
import { errorResponse } from './error-handler.ts';
import type { Logger } from './log.ts';
import type { HttpMetrics } from './metrics.ts';

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
    "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

const SECURITY_HEADER_LIST = Object.entries(SECURITY_HEADERS);

/** The path of a request URL without parsing the whole URL (this runs on every request). */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  const hash = url.indexOf('#', start);
  const end = query === -1 ? (hash === -1 ? url.length : hash) : hash === -1 ? query : Math.min(query, hash);
  return url.slice(start, end);
}

export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * The HTTP front: records the peer address, enforces the body limit before anything is read,
 * adds security headers, and writes one access-log line per request (method, path, status, ms;
 * never the query string, body or token).
 */
export function createFront(app: FetchHandler, config: Config, log: Logger, metrics?: HttpMetrics) {
  return async (request: Request, server: Server<unknown>): Promise<Response> => {
    const started = performance.now();
    recordClientServer(request, server);
    let response: Response;
    const length = request.headers.get('content-length');
    if (length !== null && Number(length) > config.maxBodyBytes) {
      response = errorResponse(413, `request body too large (limit ${config.maxBodyBytes} bytes)`);
    } else {
      try {
        response = await app.fetch(request);
      } catch (error) {
        log.error('request failed outside the app', { error: String(error) });
        response = errorResponse(500, 'internal server error');
      }
    }
    // Nothing behind the front sets these, so they are set without asking first.
    const headers = response.headers;
    for (const [name, value] of SECURITY_HEADER_LIST) headers.set(name, value);
    const path = pathOf(request.url);
    const elapsedMs = performance.now() - started;
    metrics?.observe(request.method, path, response.status, elapsedMs / 1000);
    log.info('request', {
      method: request.method,
      path,
      status: response.status,
      ms: Math.round(elapsedMs * 100) / 100,
    });
    return response;
  };
}

export class BindError extends Error {}

/** Starts Bun.serve on the configured address; a port in use or a bad host is a BindError. */
export function listen(
  handler: (request: Request, server: Server<unknown>) => Promise<Response>,
  config: Config,
): Server<unknown> {
  try {
    return Bun.serve({
      hostname: config.bind.host,
      port: config.bind.port,
      fetch: handler,
      // Bun's own backstop for chunked bodies without a Content-Length.
      maxRequestBodySize: config.maxBodyBytes + 1024,
      error(error) {
        return errorResponse(500, 'internal server error');
        void error;
      },
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const where = `${config.bind.host}:${config.bind.port}`;
    if (code === 'EADDRINUSE') throw new BindError(`cannot listen on ${where}: address already in use`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_NONAME') {
      throw new BindError(`cannot listen on ${where}: address not available on this machine`);
    }
    if (code === 'EACCES') throw new BindError(`cannot listen on ${where}: permission denied`);
    throw new BindError(`cannot listen on ${where}: ${(error as Error).message}`);
  }
}
