/**
 * The peer address of each request, recorded by the HTTP front (`src/server/http.ts`) from the
 * socket. Forwarded headers are deliberately ignored: they are client-controlled and would let a
 * brute-forcer pick a fresh rate-limit bucket per attempt.
 */
const addresses = new WeakMap<Request, string>();

export function recordClientAddress(request: Request, address: string): void {
  addresses.set(request, address);
}

export function clientAddress(request: Request): string {
  return addresses.get(request) ?? 'local';
}
