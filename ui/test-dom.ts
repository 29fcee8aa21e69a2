/**
 * Registers happy-dom globals for component tests. Imported first by every UI test file; UI tests
 * run in their own `bun test ui` process because the registrator replaces Bun's fetch/Response.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!('happyDOM' in globalThis)) GlobalRegistrator.register({ url: 'http://localhost/' });

/** Replaces fetch with a handler keyed by `METHOD path`; returns the calls made. */
export function mockFetch(routes: Record<string, (body: unknown) => { status: number; body?: unknown }>) {
  const calls: Array<{ method: string; path: string; body: unknown; auth: string | null }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path: url.pathname + url.search, body, auth: headers.get('authorization') });
    const handler = routes[`${method} ${url.pathname}`];
    const result = handler ? handler(body) : { status: 404, body: { error: 'not mocked' } };
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json', ...(result.status === 429 ? { 'retry-after': '42' } : {}) },
    });
  }) as typeof fetch;
  return calls;
}

/** Waits until `predicate` holds, letting Lit render and promises settle. */
export async function until(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
