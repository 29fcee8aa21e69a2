import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { isolatedBinary, login, runSvc, startSvc, type RunningSvc } from '../helpers/binary.ts';

const iso = isolatedBinary();
const dataDir = join(iso.dir, 'data');
let svc: RunningSvc;
let token: string;

beforeAll(async () => {
  svc = await startSvc({ bin: iso.bin, dataDir, env: { SVC_METRICS_TOKEN: 'scrape-me', SVC_LOG_FORMAT: 'json' } });
  token = await login(svc.url);
});

afterAll(async () => {
  await svc?.stop();
  iso.cleanup();
});

describe('metrics', () => {
  test('needs the session token or SVC_METRICS_TOKEN', async () => {
    expect((await fetch(`${svc.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${svc.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const bySession = await fetch(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(bySession.status).toBe(200);
    const byToken = await fetch(`${svc.url}/metrics`, { headers: { authorization: 'Bearer scrape-me' } });
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('content-type')).toContain('text/plain');
  });

  test('counts requests by route template and status with latency histograms', async () => {
    await fetch(`${svc.url}/api/health`);
    await fetch(`${svc.url}/api/nope/${crypto.randomUUID()}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await (await fetch(`${svc.url}/metrics`, { headers: { authorization: 'Bearer scrape-me' } })).text();
    expect(text).toMatch(/svc_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toMatch(/svc_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(text).toContain('svc_http_request_duration_seconds_bucket{route="/api/health",le="+Inf"}');
    expect(text).not.toMatch(/route="\/api\/nope\//);
    for (const name of ['svc_cache_queries', 'svc_cache_hits', 'svc_model_calls', 'svc_model_cost_usd', 'svc_scheduler_lateness_seconds', 'svc_scheduler_job_failures']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(/svc_cache_queries\{tier="fingerprint_cache"\} \d+/);
  });
});

describe('admin backup and doctor', () => {
  test('backs up the live database into a consistent file', () => {
    const target = join(iso.dir, 'backup.db');
    const r = runSvc(iso.bin, ['admin', 'backup', target], { SVC_DATA_DIR: dataDir });
    expect(r.code).toBe(0);
    expect(existsSync(target)).toBe(true);
    const copy = new Database(target, { readonly: true });
    expect(copy.query<{ n: number }, []>('SELECT count(*) AS n FROM sessions').get()!.n).toBeGreaterThanOrEqual(1);
    copy.close();
    const again = runSvc(iso.bin, ['admin', 'backup', target], { SVC_DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('--force');
    expect(runSvc(iso.bin, ['admin', 'backup', target, '--force'], { SVC_DATA_DIR: dataDir }).code).toBe(0);
    expect(runSvc(iso.bin, ['admin', 'backup'], { SVC_DATA_DIR: dataDir }).code).toBe(2);
  });

  test('doctor reports a healthy data dir and fails on a missing one', () => {
    const ok = runSvc(iso.bin, ['admin', 'doctor', '--json'], { SVC_DATA_DIR: dataDir, SVC_WEB_PASSWORD: 'x' });
    expect(ok.code).toBe(0);
    const checks = JSON.parse(ok.stdout) as Array<{ name: string; ok: boolean }>;
    expect(checks.find((c) => c.name === 'database integrity')?.ok).toBe(true);
    expect(checks.find((c) => c.name === 'constitution')?.ok).toBe(true);
    expect(checks.some((c) => c.name === 'model providers' || c.name.startsWith('model provider '))).toBe(true);
    const badPolicy = runSvc(iso.bin, ['admin', 'doctor'], { SVC_DATA_DIR: dataDir, SVC_CONSTITUTION: 'no-such-policy' });
    expect(badPolicy.code).toBe(1);
    expect(badPolicy.stdout).toContain('✗ constitution');
    const missing = runSvc(iso.bin, ['admin', 'doctor'], { SVC_DATA_DIR: join(iso.dir, 'nowhere') });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('does not exist');
  });

  test('unknown admin areas are usage errors', () => {
    const r = runSvc(iso.bin, ['admin', 'frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown admin area 'frobnicate'");
  });
});

describe('logging', () => {
  test('writes json access lines without tokens or query strings', async () => {
    await fetch(`${svc.url}/api/auth/status?secret=shh`, { headers: { authorization: `Bearer ${token}` } });
    await svc.stop();
    const stderr = await new Response(svc.proc.stderr).text();
    const lines = stderr.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.length).toBeGreaterThan(3);
    expect(access.some((l) => l.path === '/api/auth/status' && l.status === 200 && typeof l.ms === 'number')).toBe(true);
    expect(stderr).not.toContain(token);
    expect(stderr).not.toContain('shh');
    expect(stderr).not.toContain('test-password');
    svc = await startSvc({ bin: iso.bin, dataDir });
  });
});
