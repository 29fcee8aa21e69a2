/**
 * SSRF guard for every outbound HTTP request svc makes on behalf of an ability (cloud abilities,
 * the built-in `http.fetch`). Bun's `fetch` ignores agents and custom lookups, so a filter there
 * would check one address and connect to another. Here the host is resolved once, every address
 * is validated, and `node:https` connects to that validated address (SNI and Host keep the
 * original name), so the check and the connection cannot disagree (DNS rebinding, issue 6).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError, BadRequestError } from '../server/errors.ts';

/** A URL or address refused by the guard (400). The message names the rule, never a header. */
export class SsrfBlockedError extends BadRequestError {}

/** The remote side failed: DNS, connect, TLS, timeout, oversized body, redirect (502). */
export class UpstreamError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, message, options);
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Injection points for tests only. Nothing in config, env or HTTP input reaches them: the
 * server calls `guardedFetch` without hooks, so the allow-list cannot be set in production.
 */
export interface SsrfGuardHooks {
  /** Replaces DNS (a fake resolver mapping names to chosen addresses). */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Addresses let through despite the block rules (the test server on loopback). */
  allowAddresses?: readonly string[];
  /** Extra CA certificate(s) trusted for TLS (the test server's self-signed cert). */
  ca?: string | Buffer | Array<string | Buffer>;
}

export const GUARDED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type GuardedMethod = (typeof GUARDED_METHODS)[number];

export interface GuardedRequest {
  method?: GuardedMethod;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Whole-request deadline: DNS, connect, TLS, headers and body. Default 30 s. */
  timeoutMs?: number;
  /** Response body cap in bytes. Default 5 MiB. */
  maxBytes?: number;
  /** Redirects are never followed; the type only admits `false` to make that explicit. */
  allowRedirects?: false;
  /** `error` (default): a 3xx throws UpstreamError. `manual`: the 3xx response is returned. */
  redirect?: 'error' | 'manual';
  signal?: AbortSignal;
}

export interface GuardedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL requested (after normalisation). */
  url: string;
  /** The validated address the connection went to. */
  address: string;
  text(): string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** Names refused before any DNS lookup (SPEC cloud rule 2 plus well-known metadata aliases). */
const BLOCKED_HOSTNAMES = new Set([
  'localhost',
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Public-looking addresses that are still cloud control planes. */
const EXTRA_BLOCKED: Array<[string, string]> = [
  ['0.0.0.0/8', 'this-network'],
  ['168.63.129.16/32', 'cloud metadata (Azure wireserver)'],
  ['100.100.100.200/32', 'cloud metadata (Alibaba)'],
];
const EXTRA_BLOCKED_PARSED = EXTRA_BLOCKED.map(
  ([cidr, label]) => [ipaddr.parseCIDR(cidr), label] as const,
);
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Why an address may not be contacted, or null when it is a public unicast address.
 * IPv4-mapped IPv6 is unwrapped first; IPv6 must be global unicast (2000::/3) outside every
 * special range, which also refuses NAT64, 6to4 and Teredo forms that embed an IPv4 address.
 */
export function blockedAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 0) return 'not a valid IP address';
  let ip = ipaddr.parse(bare);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  if (ip.kind() === 'ipv4') {
    const v4 = ip as ipaddr.IPv4;
    const range = v4.range();
    if (range !== 'unicast') return `${describeRange(range)} address`;
    for (const [[net, bits], label] of EXTRA_BLOCKED_PARSED) {
      if (net.kind() === 'ipv4' && v4.match(net, bits)) return `${label} address`;
    }
    return null;
  }
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  if (range !== 'unicast') return `${describeRange(range)} address`;
  if (!v6.match(GLOBAL_UNICAST_V6)) return 'non-global IPv6 address';
  return null;
}

function describeRange(range: string): string {
  const names: Record<string, string> = {
    loopback: 'loopback',
    private: 'private',
    linkLocal: 'link-local',
    carrierGradeNat: 'carrier-grade NAT',
    multicast: 'multicast',
    unspecified: 'unspecified',
    broadcast: 'broadcast',
    reserved: 'reserved',
    uniqueLocal: 'unique-local',
    ipv4Mapped: 'IPv4-mapped',
    rfc6052: 'NAT64',
    rfc6145: 'IPv4-translated',
    '6to4': '6to4',
    teredo: 'Teredo',
  };
  return names[range] ?? range;
}

function normalizeHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

/**
 * Checks a URL without touching the network: `https:` only, no credentials, no blocked name,
 * no blocked IP literal. The WHATWG parser has already turned decimal, octal, hex and
 * shorthand IPv4 forms into dotted quads, so they meet the same address rules.
 */
export function checkUrl(input: string | URL, hooks: SsrfGuardHooks = {}): URL {
  if (typeof input === 'string' && input.length > 8192) throw new SsrfBlockedError('URL is too long');
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new SsrfBlockedError('invalid URL');
  }
  if (url.protocol !== 'https:') {
    throw new SsrfBlockedError(`only https:// URLs are allowed (got '${url.protocol.replace(/:$/, '')}')`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new SsrfBlockedError('URLs with embedded credentials are not allowed');
  }
  const host = normalizeHostname(url.hostname);
  if (host === '') throw new SsrfBlockedError('URL has no host');
  if (BLOCKED_HOSTNAMES.has(host) || host.endsWith('.localhost')) {
    throw new SsrfBlockedError(`host '${host}' is blocked (SSRF protection)`);
  }
  if (isIP(host) !== 0 && !isAllowListed(host, hooks)) {
    const reason = blockedAddressReason(host);
    if (reason) throw new SsrfBlockedError(`host '${host}' is ${withArticle(reason)} (SSRF protection)`);
  }
  return url;
}

/** "a private address", "an unspecified address". */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

async function defaultLookup(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

function isAllowListed(address: string, hooks: SsrfGuardHooks): boolean {
  if (!hooks.allowAddresses || hooks.allowAddresses.length === 0) return false;
  const norm = (a: string) => ipaddr.process(a.replace(/^\[|\]$/g, '')).toString();
  try {
    const target = norm(address);
    return hooks.allowAddresses.some((a) => norm(a) === target);
  } catch {
    return false;
  }
}

/**
 * Resolves `hostname` and validates every answer; one blocked answer refuses the whole name
 * (a rebinding name that mixes public and private records gets nothing). Returns the address
 * to connect to.
 */
export async function resolveAndCheck(hostname: string, hooks: SsrfGuardHooks = {}): Promise<ResolvedAddress> {
  const host = normalizeHostname(hostname);
  const literal = isIP(host);
  let answers: ResolvedAddress[];
  if (literal !== 0) {
    answers = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      answers = await (hooks.lookup ?? defaultLookup)(host);
    } catch (err) {
      throw new UpstreamError(`could not resolve host '${host}'`, { cause: err });
    }
    if (answers.length === 0) throw new UpstreamError(`could not resolve host '${host}'`);
  }
  for (const answer of answers) {
    if (isAllowListed(answer.address, hooks)) continue;
    const reason = blockedAddressReason(answer.address);
    if (reason) {
      throw new SsrfBlockedError(
        literal !== 0
          ? `host '${host}' is ${withArticle(reason)} (SSRF protection)`
          : `host '${host}' resolves to ${answer.address}, ${withArticle(reason)} (SSRF protection)`,
      );
    }
  }
  // connect to an IPv4-mapped answer over IPv4: same host, and no IPv6 stack needed
  const address = ipaddr.process(answers[0].address.replace(/%.*$/, '')).toString();
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

function sameAddress(a: string | undefined, b: string): boolean {
  if (!a) return false;
  try {
    return ipaddr.process(a).toString() === ipaddr.process(b).toString();
  } catch {
    return false;
  }
}

/**
 * Fetches an https URL through the guard: lexical check, resolution with every address
 * validated, connection pinned to the validated address, zero redirects, a whole-request
 * deadline and a body cap. Throws SsrfBlockedError (400) or UpstreamError (502).
 */
export async function guardedFetch(
  url: string | URL,
  req: GuardedRequest = {},
  hooks: SsrfGuardHooks = {},
): Promise<GuardedResponse> {
  if ((req as { allowRedirects?: boolean }).allowRedirects === true) {
    throw new TypeError('guardedFetch never follows redirects');
  }
  const target = checkUrl(url, hooks);
  const method = req.method ?? 'GET';
  if (!GUARDED_METHODS.includes(method)) throw new SsrfBlockedError(`unsupported HTTP method '${method}'`);
  const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = req.maxBytes ?? DEFAULT_MAX_BYTES;
  const host = normalizeHostname(target.hostname);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new UpstreamError(`request to '${host}' timed out after ${formatSecs(timeoutMs)}`)), timeoutMs);
  const onOuterAbort = () => controller.abort(new UpstreamError(`request to '${host}' was cancelled`));
  if (req.signal?.aborted) onOuterAbort();
  req.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    const pinned = await raceAbort(resolveAndCheck(host, hooks), controller.signal);
    return await pinnedRequest(target, pinned, { ...req, method, maxBytes }, hooks, controller.signal);
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function formatSecs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

function pinnedRequest(
  target: URL,
  pinned: ResolvedAddress,
  req: GuardedRequest & { method: GuardedMethod; maxBytes: number },
  hooks: SsrfGuardHooks,
  signal: AbortSignal,
): Promise<GuardedResponse> {
  const host = normalizeHostname(target.hostname);
  const headers: Record<string, string> = { 'user-agent': 'svc', 'accept-encoding': 'identity' };
  for (const [k, v] of Object.entries(req.headers ?? {})) headers[k.toLowerCase()] = v;
  headers.host = target.host;
  const body = req.body === undefined ? undefined : typeof req.body === 'string' ? Buffer.from(req.body) : Buffer.from(req.body);
  if (body) headers['content-length'] = String(body.length);

  return new Promise<GuardedResponse>((resolve, reject) => {
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(err instanceof AppError ? err : new UpstreamError(`request to '${host}' failed: ${describeNetError(err)}`, { cause: err }));
    };
    const request = https.request({
      host: pinned.address,
      family: pinned.family,
      port: target.port === '' ? 443 : Number(target.port),
      path: `${target.pathname}${target.search}`,
      method: req.method,
      headers,
      agent: false,
      // SNI carries the name (never an IP literal); the certificate is checked against it
      servername: isIP(host) === 0 ? host : undefined,
      ca: hooks.ca,
      rejectUnauthorized: true,
      // never consulted while `host` is an address; if it is, it can only answer the pinned one
      lookup: ((_h: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
        if (opts?.all) cb(null, [{ address: pinned.address, family: pinned.family }]);
        else cb(null, pinned.address, pinned.family);
      }) as never,
    });
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        if (!sameAddress(socket.remoteAddress, pinned.address)) {
          fail(new SsrfBlockedError(`connection to '${host}' reached an unexpected address (SSRF protection)`));
        }
      });
    });
    request.on('error', fail);
    request.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const resHeaders = flattenHeaders(res.headers);
      if (status >= 300 && status < 400 && (req.redirect ?? 'error') === 'error') {
        const location = resHeaders.location ? ` to ${truncate(resHeaders.location, 200)}` : '';
        res.resume();
        fail(new UpstreamError(`'${host}' answered HTTP ${status} (redirect${location}); redirects are not followed`));
        return;
      }
      const declared = Number(resHeaders['content-length']);
      if (Number.isFinite(declared) && declared > req.maxBytes) {
        fail(new UpstreamError(`response from '${host}' exceeds the ${req.maxBytes}-byte limit`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > req.maxBytes) {
          fail(new UpstreamError(`response from '${host}' exceeds the ${req.maxBytes}-byte limit`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', fail);
      res.on('end', () => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        const buf = Buffer.concat(chunks);
        resolve({
          status,
          headers: resHeaders,
          body: buf,
          url: target.toString(),
          address: pinned.address,
          text: () => buf.toString('utf8'),
        });
      });
    });
    request.end(body);
  });
}

function describeNetError(err: unknown): string {
  const e = err as { code?: string; message?: string };
  if (e?.code) return e.code;
  return truncate(String(e?.message ?? err), 200);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
