/**
 * Registers happy-dom globals for component tests. Imported first by every UI test file; UI tests
 * run in their own `bun test ./ui` process because the registrator replaces Bun's fetch/Response.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!('happyDOM' in globalThis)) GlobalRegistrator.register({ url: 'http://localhost/' });

export interface MockResult {
  status: number;
  body?: unknown;
}
export type MockHandler = (body: unknown, url: URL) => MockResult | Promise<MockResult>;

/**
 * Replaces fetch with a handler keyed by `METHOD path` (path without the query string; the
 * handler gets the full URL); returns the calls made. Unmocked routes answer 404 `{error}`, like
 * an endpoint the server does not have.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const calls: Array<{ method: string; path: string; body: unknown; auth: string | null }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path: url.pathname + url.search, body, auth: headers.get('authorization') });
    const handler = routes[`${method} ${url.pathname}`];
    const result = handler ? await handler(body, url) : { status: 404, body: { error: 'not found' } };
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json', ...(result.status === 429 ? { 'retry-after': '42' } : {}) },
    });
  }) as typeof fetch;
  return calls;
}

/** A promise with its resolver, to hold a mocked response until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Waits until `predicate` holds, letting Lit render and promises settle. */
export async function until(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Lets pending timers, promises and renders run. */
export const settle = (ms = 20) => new Promise((r) => setTimeout(r, ms));

/** Creates `tag` with `props` assigned before it connects, appended to the body. */
export function mount<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  Object.assign(el, props);
  document.body.appendChild(el);
  return el;
}

/** Text of an element and everything in its (nested) shadow roots, whitespace collapsed. */
export function deepText(el: Node): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    const root = (node as Element).shadowRoot;
    if (root) root.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  walk(el);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** First match of `selector` in the element's own shadow root or, failing that, any nested one. */
export function $<E extends Element = HTMLElement>(el: Element, selector: string): E | null {
  return $$<E>(el, selector)[0] ?? null;
}

/** Every match of `selector` across the element's shadow root and nested shadow roots. */
export function $$<E extends Element = HTMLElement>(el: Element, selector: string): E[] {
  const found: E[] = [];
  const visit = (root: ParentNode) => {
    found.push(...root.querySelectorAll<E>(selector));
    root.querySelectorAll('*').forEach((child) => {
      if (child.shadowRoot) visit(child.shadowRoot);
    });
  };
  if (el.shadowRoot) visit(el.shadowRoot);
  return found;
}

/** Sets a field's value and fires `input`, as typing would. */
export function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Submits a form the way pressing its submit button does. */
export function submit(form: HTMLFormElement): void {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/** Resets the document between tests. */
export function cleanup(): void {
  document.body.innerHTML = '';
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}
