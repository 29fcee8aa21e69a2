import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isolatedBinary, runSvc } from '../helpers/binary.ts';

const iso = isolatedBinary();
const fixtures = resolve(import.meta.dir, '..', 'fixtures', 'plugins');
const newDataDir = () => mkdtempSync(join(tmpdir(), 'svc-plugins-'));

afterAll(() => iso.cleanup());

describe('svc admin plugin (compiled binary)', () => {
  test('installs, lists as json and removes a local plugin', () => {
    const env = { SVC_DATA_DIR: newDataDir() };
    const install = runSvc(iso.bin, ['admin', 'plugin', 'install', join(fixtures, 'hello', 'manifest.yaml')], env);
    expect(install.code).toBe(0);
    const dir = join(env.SVC_DATA_DIR, 'plugins', 'hello');
    expect(existsSync(join(dir, 'manifest.yaml'))).toBe(true);
    const list = runSvc(iso.bin, ['admin', 'plugin', 'list', '--json'], env);
    expect(list.code).toBe(0);
    const { plugins } = JSON.parse(list.stdout) as { plugins: Array<{ name: string; version: string }> };
    expect(plugins.map((p) => p.name)).toEqual(['hello']);
    expect(plugins[0].version).toBe('1.0.0');
    const table = runSvc(iso.bin, ['admin', 'plugin', 'list'], env);
    expect(table.stdout).toContain('hello');
    expect(runSvc(iso.bin, ['admin', 'plugin', 'remove', 'hello'], env).code).toBe(0);
    expect(existsSync(dir)).toBe(false);
    expect(runSvc(iso.bin, ['admin', 'plugin', 'remove', 'hello'], env).code).toBe(1);
  });

  test('refuses a community plugin without --accept-risk and leaves nothing behind', () => {
    const env = { SVC_DATA_DIR: newDataDir() };
    const manifest = join(fixtures, 'community', 'manifest.yaml');
    const refused = runSvc(iso.bin, ['admin', 'plugin', 'install', manifest], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--accept-risk');
    const pluginsDir = join(env.SVC_DATA_DIR, 'plugins');
    expect(existsSync(pluginsDir) ? readdirSync(pluginsDir).filter((n) => !n.startsWith('.')) : []).toEqual([]);
    expect(runSvc(iso.bin, ['admin', 'plugin', 'install', manifest, '--accept-risk'], env).code).toBe(0);
  });

  test('refuses traversal names before touching files, with exit codes 1 and 2', () => {
    const env = { SVC_DATA_DIR: newDataDir() };
    for (const name of ['../etc', 'a/b', 'a\\b', '..']) {
      const r = runSvc(iso.bin, ['admin', 'plugin', 'remove', name], env);
      expect(r.code).toBe(1);
      expect(r.stderr.length).toBeGreaterThan(0);
    }
    expect(runSvc(iso.bin, ['admin', 'plugin'], env).code).toBe(2);
    expect(runSvc(iso.bin, ['admin', 'plugin', 'install'], env).code).toBe(2);
    expect(runSvc(iso.bin, ['admin', 'plugin', 'frobnicate'], env).code).toBe(2);
    expect(runSvc(iso.bin, ['admin', 'plugin', 'install', '/nonexistent/manifest.yaml'], env).code).toBe(1);
  });

  test('registers subprocess abilities from a config', () => {
    const env = { SVC_DATA_DIR: newDataDir() };
    const r = runSvc(iso.bin, ['admin', 'plugin', 'register-subprocess', join(fixtures, 'subprocess.yaml')], env);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('text.echo');
  });

  test('stores secrets read from stdin in a 0600 file and lists only names', () => {
    const env = { SVC_DATA_DIR: newDataDir() };
    expect(runSvc(iso.bin, ['admin', 'secret', 'set', 'API_TOKEN'], env, 'super-secret-value').code).toBe(0);
    const list = runSvc(iso.bin, ['admin', 'secret', 'list'], env);
    expect(list.stdout).toContain('API_TOKEN');
    expect(list.stdout).not.toContain('super-secret-value');
    const file = readdirSync(env.SVC_DATA_DIR).find((n) => n.startsWith('secrets'));
    expect(file).toBeDefined();
    expect(statSync(join(env.SVC_DATA_DIR, file!)).mode & 0o777).toBe(0o600);
    expect(runSvc(iso.bin, ['admin', 'secret', 'set', 'API_TOKEN', 'value-on-argv'], env).code).toBe(2);
  });
});

describe('plugins in a running server', () => {
  test('appear in /api/abilities without a restart and disappear on remove', async () => {
    const { startSvc, login } = await import('../helpers/binary.ts');
    const env = { SVC_DATA_DIR: newDataDir() };
    const svc = await startSvc({ bin: iso.bin, dataDir: env.SVC_DATA_DIR });
    try {
      const token = await login(svc.url);
      const abilities = async () =>
        (await (await fetch(`${svc.url}/api/abilities`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{
          name: string;
          source: string;
        }>;
      expect((await abilities()).some((a) => a.name === 'text.hello')).toBe(false);
      expect(runSvc(iso.bin, ['admin', 'plugin', 'install', join(fixtures, 'hello', 'manifest.yaml')], env).code).toBe(0);
      expect(runSvc(iso.bin, ['admin', 'plugin', 'register-subprocess', join(fixtures, 'subprocess.yaml')], env).code).toBe(0);
      const after = await abilities();
      expect(after.find((a) => a.name === 'text.hello')?.source).toBe('plugin');
      expect(after.find((a) => a.name === 'text.echo')?.source).toBe('subprocess');
      expect(runSvc(iso.bin, ['admin', 'plugin', 'remove', 'hello'], env).code).toBe(0);
      expect((await abilities()).some((a) => a.name === 'text.hello')).toBe(false);
    } finally {
      await svc.stop();
    }
  });
});

describe('subprocess abilities through a chain', () => {
  test('run under the sandbox and refuse a blocked character', async () => {
    const { startSvc, login } = await import('../helpers/binary.ts');
    const env = { SVC_DATA_DIR: newDataDir() };
    expect(runSvc(iso.bin, ['admin', 'plugin', 'register-subprocess', join(fixtures, 'subprocess.yaml')], env).code).toBe(0);
    const chainFile = resolve(import.meta.dir, '..', 'fixtures', 'chains', 'echo-subprocess.yaml');
    expect(runSvc(iso.bin, ['admin', 'chain', 'add', chainFile], env).code).toBe(0);
    const svc = await startSvc({ bin: iso.bin, dataDir: env.SVC_DATA_DIR });
    try {
      const token = await login(svc.url);
      const run = (text: string) =>
        fetch(`${svc.url}/api/chains/echo-subprocess/run`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ params: { text } }),
        }).then((r) => r.json() as Promise<{ status: string; output: { stdout?: string } | null; error: string | null }>);
      const ok = await run('hello');
      expect(ok.status).toBe('succeeded');
      expect(ok.output?.stdout).toBe('hello\n');
      for (const bad of ['a;b', 'a|b', '$(id)', 'a b', '`id`']) {
        const refused = await run(bad);
        expect(refused.status).toBe('failed');
        expect(refused.error).toContain('blocked character');
      }
    } finally {
      await svc.stop();
    }
  });
});
