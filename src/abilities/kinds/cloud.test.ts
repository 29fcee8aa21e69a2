import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_HOSTNAME, startTestHttpsServer, type TestHttpsServer } from '../../../tests/fixtures/plugins/https-server.ts';
import type { SsrfGuardHooks } from '../../lib/ssrf.ts';
import { parseCloudEntry } from '../../plugins/cloud-config.ts';
import { AbilityConfigError, AbilityFailedError } from '../../plugins/errors.ts';
import { saveRegistrations } from '../../plugins/registrations.ts';
import { createFileSecretStore, type SecretStore } from '../../plugins/secrets.ts';
import type { InvokeContext } from '../types.ts';
import { createCloudAbility, createCloudProvider, loadCloudAbilities } from './cloud.ts';

let server: TestHttpsServer;
let hooks: SsrfGuardHooks;
let dataDir: string;
let secrets: SecretStore;
const TOKEN = 'sk-test-0123456789abcdef';

beforeAll(() => {
  server = startTestHttpsServer();
  hooks = {
    lookup: async (host) => (host === TEST_HOSTNAME ? [{ address: '127.0.0.1', family: 4 }] : []),
    allowAddresses: ['127.0.0.1'],
    ca: server.cert,
  };
  dataDir = mkdtempSync(join(tmpdir(), 'svc-cloud-'));
  secrets = createFileSecretStore(dataDir);
  secrets.set('API_TOKEN', TOKEN);
});
afterAll(() => {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ctx = (): InvokeContext => ({ signal: new AbortController().signal, dataDir, now: Date.now });
const endpoint = (path: string) => `https://${TEST_HOSTNAME}:${server.port}${path}`;

function cloud(raw: Record<string, unknown>, opts: { hooks?: SsrfGuardHooks; maxResponseBytes?: number } = {}) {
  return createCloudAbility(parseCloudEntry('api.call', raw, 'test'), { secrets, maxResponseBytes: opts.maxResponseBytes }, opts.hooks ?? hooks);
}

describe('cloud abilities against a real HTTPS server', () => {
  test('posts the parameters as JSON with secret headers filled in and redacted from the output', async () => {
    const a = cloud({
      endpoint: endpoint('/echo'),
      headers: { Authorization: 'Bearer ${API_TOKEN}', 'X-Client': 'svc' },
      params: { text: { type: 'string', required: true }, n: { type: 'int', default: 2 } },
    });
    expect(a.source).toBe('cloud');
    const out = await a.invoke({ text: 'hi' }, ctx());
    expect(out.status_code).toBe(200);
    const seen = server.seen.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen.headers['x-client']).toBe('svc');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ text: 'hi', n: 2 });
    expect(String(out.body)).not.toContain(TOKEN);
    expect((out.json as { headers: Record<string, string> }).headers.authorization).toBe('Bearer [REDACTED]');
  });

  test('sends a GET with path placeholders encoded and the other parameters as the query', async () => {
    const a = cloud({
      endpoint: endpoint('/echo/{owner}'),
      method: 'GET',
      params: { owner: { type: 'string' }, q: { type: 'string' } },
    });
    await a.invoke({ owner: 'a b/../c', q: 'x&y=1' }, ctx());
    const seen = server.seen.at(-1)!;
    expect(seen.method).toBe('GET');
    expect(seen.path).toBe('/echo/a%20b%2F..%2Fc?q=x%26y%3D1');
    expect(seen.body).toBe('');
  });

  test('uses PUT when configured', async () => {
    const a = cloud({ endpoint: endpoint('/echo'), method: 'PUT', params: { v: { type: 'bool' } } });
    const out = await a.invoke({ v: true }, ctx());
    expect((out.json as { method: string }).method).toBe('PUT');
    expect(server.seen.at(-1)!.body).toBe('{"v":true}');
  });

  test('fills header placeholders only from stored secrets, never from the environment', async () => {
    process.env.SVC_ENV_ONLY_TOKEN = 'from-env';
    try {
      const a = cloud({ endpoint: endpoint('/echo'), headers: { 'X-Key': '${SVC_ENV_ONLY_TOKEN}' } });
      const before = server.seen.length;
      const err = await a.invoke({}, ctx()).catch((e) => e);
      expect(err).toBeInstanceOf(AbilityConfigError);
      expect(err.message).toBe(
        "cloud ability 'api.call' needs secret SVC_ENV_ONLY_TOKEN; set it with: svc admin secret set SVC_ENV_ONLY_TOKEN",
      );
      expect(server.seen.length).toBe(before);
    } finally {
      delete process.env.SVC_ENV_ONLY_TOKEN;
    }
  });

  test('enforces timeout_secs', async () => {
    const a = cloud({ endpoint: endpoint('/slow'), method: 'GET', timeout_secs: 1 });
    const started = Date.now();
    await expect(a.invoke({}, ctx())).rejects.toThrow(`request to '${TEST_HOSTNAME}' timed out after 1s`);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  test('follows no redirect', async () => {
    const a = cloud({ endpoint: endpoint('/redirect-internal'), method: 'GET' });
    await expect(a.invoke({}, ctx())).rejects.toThrow('redirects are not followed');
  });

  test('reports an HTTP error status with the start of the body', async () => {
    const a = cloud({ endpoint: endpoint('/status/503'), method: 'GET' });
    const err = await a.invoke({}, ctx()).catch((e) => e);
    expect(err).toBeInstanceOf(AbilityFailedError);
    expect(err.message).toBe("cloud ability 'api.call' returned HTTP 503: status 503");
  });

  test('caps the response size', async () => {
    const a = cloud({ endpoint: endpoint('/big?bytes=5000'), method: 'GET' }, { maxResponseBytes: 1024 });
    await expect(a.invoke({}, ctx())).rejects.toThrow('exceeds the 1024-byte limit');
  });

  test('refuses a loopback endpoint at registration', () => {
    expect(() => parseCloudEntry('api.call', { endpoint: `https://127.0.0.1:${server.port}/echo` }, 'test')).toThrow(
      "test: [api.call].endpoint: host '127.0.0.1' is a loopback address (SSRF protection)",
    );
  });

  test('refuses at call time a name that resolves to loopback when no allow-list is set', async () => {
    const a = cloud({ endpoint: endpoint('/echo'), method: 'GET' }, { hooks: { lookup: hooks.lookup, ca: hooks.ca } });
    const before = server.seen.length;
    await expect(a.invoke({}, ctx())).rejects.toThrow(
      `host '${TEST_HOSTNAME}' resolves to 127.0.0.1, a loopback address (SSRF protection)`,
    );
    expect(server.seen.length).toBe(before);
  });
});

describe('cloud registrations', () => {
  test('appear and disappear with the stored files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-cloudreg-'));
    try {
      const provider = createCloudProvider(dir, secrets);
      expect(provider()).toEqual([]);
      saveRegistrations(dir, 'cloud', [{ name: 'weather.get', config: { endpoint: 'https://api.example.com/w', method: 'GET' } }]);
      expect(provider().map((a) => [a.name, a.source])).toEqual([['weather.get', 'cloud']]);
      rmSync(join(dir, 'abilities', 'cloud', 'weather.get.json'));
      expect(provider()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('skips a stored config that points at a private network', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-cloudreg-'));
    try {
      saveRegistrations(dir, 'cloud', [{ name: 'evil.get', config: { endpoint: 'https://10.0.0.5/' } }]);
      expect(loadCloudAbilities(dir, secrets)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
