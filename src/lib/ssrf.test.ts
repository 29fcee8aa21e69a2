import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  TEST_HOSTNAME,
  startTestHttpsServer,
  type TestHttpsServer,
} from '../../tests/fixtures/plugins/https-server.ts';
import {
  SsrfBlockedError,
  UpstreamError,
  blockedAddressReason,
  checkUrl,
  guardedFetch,
  resolveAndCheck,
  type SsrfGuardHooks,
} from './ssrf.ts';

let server: TestHttpsServer;
let hooks: SsrfGuardHooks;

beforeAll(() => {
  server = startTestHttpsServer();
  hooks = {
    lookup: async (host) => (host === TEST_HOSTNAME ? [{ address: '127.0.0.1', family: 4 }] : []),
    allowAddresses: ['127.0.0.1'],
    ca: server.cert,
  };
});
afterAll(() => server.stop());

const base = () => `https://${TEST_HOSTNAME}:${server.port}`;

describe('blockedAddressReason', () => {
  test('accepts public unicast addresses', () => {
    expect(blockedAddressReason('8.8.8.8')).toBeNull();
    expect(blockedAddressReason('2606:4700:4700::1111')).toBeNull();
  });

  test('names the range of a refused address', () => {
    expect(blockedAddressReason('10.0.0.1')).toBe('private address');
    expect(blockedAddressReason('100.64.1.1')).toBe('carrier-grade NAT address');
    expect(blockedAddressReason('::ffff:127.0.0.1')).toBe('loopback address');
    expect(blockedAddressReason('fd00:ec2::254')).toBe('unique-local address');
    expect(blockedAddressReason('::7f00:1')).toBe('non-global IPv6 address');
  });

  test('refuses strings that are not strict IP addresses', () => {
    expect(blockedAddressReason('127.1')).toBe('not a valid IP address');
    expect(blockedAddressReason('example.com')).toBe('not a valid IP address');
  });
});

describe('checkUrl', () => {
  test('keeps a public https URL', () => {
    expect(checkUrl('https://api.example.com/v1?q=1').hostname).toBe('api.example.com');
  });

  test('refuses http with a message naming the scheme', () => {
    expect(() => checkUrl('http://api.example.com/')).toThrow("only https:// URLs are allowed (got 'http')");
  });

  test('refuses the cloud metadata hostname', () => {
    expect(() => checkUrl('https://metadata.google.internal/computeMetadata/v1/')).toThrow(SsrfBlockedError);
  });

  test('names the refused range with the right article', () => {
    expect(() => checkUrl('https://0.0.0.0/')).toThrow("host '0.0.0.0' is an unspecified address");
    expect(() => checkUrl('https://10.1.2.3/')).toThrow("host '10.1.2.3' is a private address");
  });
});

describe('resolveAndCheck', () => {
  test('refuses a name when any of its answers is private', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.1.2.3', family: 4 as const },
    ];
    await expect(resolveAndCheck('mixed.example', { lookup })).rejects.toThrow(
      "host 'mixed.example' resolves to 10.1.2.3, a private address (SSRF protection)",
    );
  });

  test('returns the first answer of a public name', async () => {
    const lookup = async () => [{ address: '93.184.216.34', family: 4 as const }];
    expect(await resolveAndCheck('public.example', { lookup })).toEqual({ address: '93.184.216.34', family: 4 });
  });

  test('connects to an IPv4-mapped answer over IPv4', async () => {
    const lookup = async () => [{ address: '::ffff:93.184.216.34', family: 6 as const }];
    expect(await resolveAndCheck('mapped.example', { lookup })).toEqual({ address: '93.184.216.34', family: 4 });
  });

  test('reports an unresolvable name as an upstream error', async () => {
    await expect(resolveAndCheck('nothing.example', { lookup: async () => [] })).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('guardedFetch against a real HTTPS server on loopback', () => {
  test('performs a GET with the original Host header and SNI name', async () => {
    const res = await guardedFetch(`${base()}/echo?x=1`, {}, hooks);
    expect(res.status).toBe(200);
    expect(res.address).toBe('127.0.0.1');
    const echoed = JSON.parse(res.text());
    expect(echoed.method).toBe('GET');
    expect(echoed.query).toBe('?x=1');
    expect(echoed.headers.host).toBe(`${TEST_HOSTNAME}:${server.port}`);
  });

  test('sends the method, headers and body given', async () => {
    const res = await guardedFetch(
      `${base()}/echo`,
      { method: 'PUT', headers: { 'X-Token': 'abc', 'content-type': 'application/json' }, body: '{"a":1}' },
      hooks,
    );
    const echoed = JSON.parse(res.text());
    expect(echoed.method).toBe('PUT');
    expect(echoed.headers['x-token']).toBe('abc');
    expect(echoed.body).toBe('{"a":1}');
  });

  test('resolves once and connects to the address it validated, so a rebinding answer is never used', async () => {
    let calls = 0;
    const rebinding: SsrfGuardHooks = {
      ...hooks,
      lookup: async () => (calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]),
    };
    const res = await guardedFetch(`${base()}/echo`, {}, rebinding);
    expect(res.status).toBe(200);
    expect(res.address).toBe('127.0.0.1');
    expect(calls).toBe(1);
  });

  test('refuses loopback when the test allow-list is not given', async () => {
    await expect(guardedFetch(`${base()}/echo`, {}, { lookup: hooks.lookup, ca: hooks.ca })).rejects.toThrow(
      `host '${TEST_HOSTNAME}' resolves to 127.0.0.1, a loopback address (SSRF protection)`,
    );
  });

  test('follows zero redirects', async () => {
    const before = server.seen.length;
    await expect(guardedFetch(`${base()}/redirect`, {}, hooks)).rejects.toThrow(
      `'${TEST_HOSTNAME}' answered HTTP 302 (redirect to /echo); redirects are not followed`,
    );
    expect(server.seen.length).toBe(before + 1);
  });

  test('returns a redirect response untouched in manual mode', async () => {
    const res = await guardedFetch(`${base()}/redirect-internal`, { redirect: 'manual' }, hooks);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://169.254.169.254/latest/meta-data/');
  });

  test('enforces the timeout', async () => {
    const started = Date.now();
    await expect(guardedFetch(`${base()}/slow`, { timeoutMs: 300 }, hooks)).rejects.toThrow(
      `request to '${TEST_HOSTNAME}' timed out after 300ms`,
    );
    expect(Date.now() - started).toBeLessThan(2500);
  });

  test('caps the response size', async () => {
    await expect(guardedFetch(`${base()}/big?bytes=20000`, { maxBytes: 1000 }, hooks)).rejects.toThrow(
      'exceeds the 1000-byte limit',
    );
    const ok = await guardedFetch(`${base()}/big?bytes=900`, { maxBytes: 1000 }, hooks);
    expect(ok.body.length).toBe(900);
  });

  test('verifies the certificate against the requested name', async () => {
    const wrongName = {
      ...hooks,
      lookup: async () => [{ address: '127.0.0.1', family: 4 as const }],
    };
    await expect(guardedFetch(`https://other.example:${server.port}/echo`, {}, wrongName)).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  test('rejects a certificate it does not trust', async () => {
    await expect(
      guardedFetch(`${base()}/echo`, {}, { lookup: hooks.lookup, allowAddresses: hooks.allowAddresses }),
    ).rejects.toBeInstanceOf(UpstreamError);
  });

  test('reaches an allow-listed IP literal checked against the certificate IP', async () => {
    const res = await guardedFetch(`https://127.0.0.1:${server.port}/echo`, {}, hooks);
    expect(res.status).toBe(200);
  });

  test('honours an abort signal', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(guardedFetch(`${base()}/slow`, { signal: controller.signal }, hooks)).rejects.toThrow(
      'was cancelled',
    );
  });

  test('refuses to be asked to follow redirects', async () => {
    await expect(guardedFetch(`${base()}/echo`, { allowRedirects: true } as never, hooks)).rejects.toThrow(TypeError);
  });
});
