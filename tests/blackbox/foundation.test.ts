import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { freePort, isolatedBinary, login, runSvc, startSvc, type RunningSvc } from '../helpers/binary.ts';

const iso = isolatedBinary();
let svc: RunningSvc;
let token: string;

const newDataDir = () => mkdtempSync(join(tmpdir(), 'svc-data-'));

beforeAll(async () => {
  svc = await startSvc({ bin: iso.bin, dataDir: join(iso.dir, 'data') });
  token = await login(svc.url);
});

afterAll(async () => {
  await svc?.stop();
  iso.cleanup();
});

const authed = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

async function expectError(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as { error: unknown };
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(0);
  return body.error as string;
}

describe('cli', () => {
  test('prints the version from package.json', () => {
    const r = runSvc(iso.bin, ['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  test('prints usage for --help and for a command', () => {
    const top = runSvc(iso.bin, ['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('Usage: svc');
    const start = runSvc(iso.bin, ['start', '--help']);
    expect(start.code).toBe(0);
    expect(start.stdout).toContain('--bind');
  });

  test('exits 2 with a one-line message on an unknown command or flag', () => {
    for (const args of [['frobnicate'], ['--frobnicate'], ['start', '--frobnicate']]) {
      const r = runSvc(iso.bin, args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/error: .+\nRun 'svc .*--help' for usage\.\n$/);
      expect(r.stderr).not.toContain('    at ');
    }
  });

  test('refuses to start the dashboard without SVC_WEB_PASSWORD', () => {
    const r = runSvc(iso.bin, ['start', '--web-only'], { SVC_DATA_DIR: newDataDir() });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('SVC_WEB_PASSWORD');
  });

  test('runs the headless runtime with svc start and no password, until SIGTERM', async () => {
    const proc = Bun.spawn([iso.bin, 'start'], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', SVC_DATA_DIR: newDataDir(), NO_COLOR: '1' },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const reader = proc.stdout.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('web dashboard disabled: SVC_WEB_PASSWORD is not set');
    await Bun.sleep(300);
    expect(proc.exitCode).toBeNull();
    proc.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  });

  test('rejects a bad bind address and a nonsense session ttl with one line', () => {
    const env = { SVC_DATA_DIR: newDataDir(), SVC_WEB_PASSWORD: 'x' };
    for (const [args, extraEnv, needle] of [
      [['start', '--web-only', '--bind', 'nonsense'], {}, '--bind'],
      [['start', '--web-only', '--bind', '127.0.0.1:99999'], {}, 'port'],
      [['start', '--web-only'], { SVC_WEB_BIND: 'a:b:c' }, 'SVC_WEB_BIND'],
      [['start', '--web-only'], { SVC_WEB_SESSION_TTL: 'forever' }, 'SVC_WEB_SESSION_TTL'],
    ] as const) {
      const r = runSvc(iso.bin, [...args], { ...env, ...extraEnv });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(needle);
      expect(r.stderr.trim().split('\n').length).toBe(1);
    }
  });

  test('reports a port in use and exits non-zero', () => {
    const r = runSvc(iso.bin, ['start', '--web-only', '--bind', `127.0.0.1:${svc.port}`], {
      SVC_DATA_DIR: newDataDir(),
      SVC_WEB_PASSWORD: 'x',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('address already in use');
    expect(r.stderr).not.toContain('    at ');
  });

  test('creates the data directory with mode 0700', () => {
    expect(statSync(svc.dataDir).mode & 0o777).toBe(0o700);
  });

  test('prints the start line with the bind address', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const other = await startSvc({ bin: iso.bin, dataDir, port });
    expect(await other.stop()).toBe(0);
    expect(await other.stdout()).toContain(`Starting svc web dashboard on http://127.0.0.1:${port}`);
  });
});

describe('bind precedence', () => {
  test('--bind beats SVC_WEB_BIND beats SVC_WEB_PORT', async () => {
    const [p1, p2, p3] = [await freePort(), await freePort(), await freePort()];
    const cases: Array<{ args: string[]; env: Record<string, string>; expected: number }> = [
      { args: ['--bind', `127.0.0.1:${p1}`], env: { SVC_WEB_BIND: `127.0.0.1:${p2}`, SVC_WEB_PORT: String(p3) }, expected: p1 },
      { args: [], env: { SVC_WEB_BIND: `127.0.0.1:${p2}`, SVC_WEB_PORT: String(p3) }, expected: p2 },
      { args: [], env: { SVC_WEB_PORT: String(p3) }, expected: p3 },
    ];
    for (const c of cases) {
      const s = await startSvc({ bin: iso.bin, dataDir: newDataDir(), env: c.env, args: c.args, noBind: true, port: c.expected });
      const res = await fetch(`http://127.0.0.1:${c.expected}/api/health`);
      expect(res.status).toBe(200);
      expect(await s.stop()).toBe(0);
    }
  });
});

describe('authentication', () => {
  test('health needs no token', async () => {
    const res = await fetch(`${svc.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  test('login with the right password returns a token', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('login with a wrong password is 401 naming an invalid password', async () => {
    const res = await fetch(`${svc.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'wrong' }),
    });
    expect((await expectError(res, 401)).toLowerCase()).toContain('invalid password');
  });

  test('status reports whether the token is valid', async () => {
    const anon = await fetch(`${svc.url}/api/auth/status`);
    expect(await anon.json()).toEqual({ authenticated: false, auth_required: true });
    const withToken = await fetch(`${svc.url}/api/auth/status`, { headers: authed() });
    expect(await withToken.json()).toEqual({ authenticated: true, auth_required: true });
  });

  test('protected endpoints answer 401 without or with a bad token', async () => {
    const headerSets: Record<string, string>[] = [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }];
    for (const headers of headerSets) {
      await expectError(await fetch(`${svc.url}/api/dashboard`, { headers }), 401);
      await expectError(await fetch(`${svc.url}/api/openapi.json`, { headers }), 401);
      await expectError(
        await fetch(`${svc.url}/api/query`, { method: 'POST', headers, body: '{bad json' }),
        401,
      );
    }
  });

  test('accepts the base64 of the password as a quick-start bearer', async () => {
    const quick = Buffer.from('test-password').toString('base64');
    const res = await fetch(`${svc.url}/api/auth/status`, { headers: { authorization: `Bearer ${quick}` } });
    expect(await res.json()).toEqual({ authenticated: true, auth_required: true });
  });

  test('logout invalidates the token and answers 204 whatever the token', async () => {
    const t = await login(svc.url);
    const res = await fetch(`${svc.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${t}` } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const after = await fetch(`${svc.url}/api/auth/status`, { headers: { authorization: `Bearer ${t}` } });
    expect(await after.json()).toEqual({ authenticated: false, auth_required: true });
    const unknown = await fetch(`${svc.url}/api/auth/logout`, { method: 'POST', headers: { authorization: 'Bearer zzz' } });
    expect(unknown.status).toBe(204);
    const none = await fetch(`${svc.url}/api/auth/logout`, { method: 'POST' });
    expect(none.status).toBe(204);
  });

  test('rate-limits failed logins per client with Retry-After', async () => {
    const dataDir = newDataDir();
    const s = await startSvc({ bin: iso.bin, dataDir });
    try {
      const attempt = (password: string) =>
        fetch(`${s.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password }),
        });
      for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
      const limited = await attempt('wrong');
      await expectError(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Even the right password waits: otherwise the limit would not slow a brute force.
      expect((await attempt('test-password')).status).toBe(429);
    } finally {
      await s.stop();
    }
  });

  test('sessions survive a restart and expire after SVC_WEB_SESSION_TTL', async () => {
    const dataDir = newDataDir();
    const env = { SVC_WEB_SESSION_TTL: '2s' };
    let s = await startSvc({ bin: iso.bin, dataDir, env });
    const t = await login(s.url);
    expect(await s.stop()).toBe(0);
    s = await startSvc({ bin: iso.bin, dataDir, env });
    try {
      const ok = await fetch(`${s.url}/api/auth/status`, { headers: { authorization: `Bearer ${t}` } });
      expect(((await ok.json()) as { authenticated: boolean }).authenticated).toBe(true);
      await Bun.sleep(2100);
      const expired = await fetch(`${s.url}/api/auth/status`, { headers: { authorization: `Bearer ${t}` } });
      expect(((await expired.json()) as { authenticated: boolean }).authenticated).toBe(false);
      await expectError(await fetch(`${s.url}/api/dashboard`, { headers: { authorization: `Bearer ${t}` } }), 401);
    } finally {
      await s.stop();
    }
  });
});

describe('http errors', () => {
  test('unknown api route is 404 and wrong method is 405 with Allow', async () => {
    await expectError(await fetch(`${svc.url}/api/nope`, { headers: authed() }), 404);
    const wrong = await fetch(`${svc.url}/api/auth/login`, { method: 'GET' });
    await expectError(wrong, 405);
    expect(wrong.headers.get('allow')).toContain('POST');
    const put = await fetch(`${svc.url}/api/health`, { method: 'PUT' });
    await expectError(put, 405);
  });

  test('malformed json and invalid fields are 400 naming the problem', async () => {
    const bad = await fetch(`${svc.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"password":',
    });
    expect(await expectError(bad, 400)).toContain('JSON');
    const wrongType = await fetch(`${svc.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 42 }),
    });
    expect(await expectError(wrongType, 400)).toContain('password');
    const missing = await fetch(`${svc.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await expectError(missing, 400)).toContain('password');
  });

  test('a body over 1 MiB is 413', async () => {
    const res = await fetch(`${svc.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    await expectError(res, 413);
  });

  test('serves an openapi document of the api', async () => {
    const res = await fetch(`${svc.url}/api/openapi.json`, { headers: authed() });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/health']));
    // integers we send are plain JSON integers, not Elysia's string-or-integer query coercion
    const query = doc.paths['/api/query'] as {
      post: { responses: { 200: { content: { 'application/json': { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } } } } } };
    };
    const result = query.post.responses[200].content['application/json'].schema;
    expect(result.properties.security.properties?.credentials_found).toEqual({ type: 'integer' });
  });
});

describe('dashboard serving', () => {
  test('serves the embedded spa with security headers and no-cache index', async () => {
    const res = await fetch(`${svc.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('<svc-app>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
  });

  test('serves hashed assets with long-lived caching and the right type', async () => {
    const html = await (await fetch(`${svc.url}/`)).text();
    const script = /src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${svc.url}${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await res.text()).length).toBeGreaterThan(1000);
  });

  test('falls back to index.html for unknown non-api routes', async () => {
    for (const path of ['/costs', '/some/deep/link', '/confirm/abc']) {
      const res = await fetch(`${svc.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<svc-app>');
    }
  });

  test('shuts down gracefully on SIGTERM and SIGINT with exit 0', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const s = await startSvc({ bin: iso.bin, dataDir: newDataDir() });
      expect(await s.stop(signal)).toBe(0);
    }
  });
});
