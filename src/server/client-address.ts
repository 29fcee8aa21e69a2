import type { Server } from 'bun';

/**
 * The peer address of each request, from the socket it came in on: the HTTP front
 * (`src/server/http.ts`) records the server, and the address is asked only by the few routes that
 * need it (login and confirmation rate limits). Forwarded headers are deliberately ignored: they
 * are client-controlled and would let a brute-forcer pick a fresh rate-limit bucket per attempt.
 */
const servers = new WeakMap<Request, Pick<Server<unknown>, 'requestIP'>>();

export function recordClientServer(request: Request, server: Pick<Server<unknown>, 'requestIP'>): void {
  servers.set(request, server);
}

/** The peer address of `request`: `local` for a request that did not come in over a socket. */
export function clientAddress(request: Request): string {
  const server = servers.get(request);
  if (!server) return 'local';
  return server.requestIP(request)?.address ?? 'unknown';
}
