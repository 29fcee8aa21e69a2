/**
 * Conformance gaps found by an audit of the compiled binary against SPEC.md: JSON bodies whatever
 * their Content-Type, `-V`, a host-only SVC_WEB_BIND, and plugin manifests written to the SPEC
 * table alone (no svc extensions).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isolatedBinary, login, runSvc, startSvc, type RunningSvc } from '../helpers/binary.ts';

const iso = isolatedBinary();
const newDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
let svc: RunningSvc;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = newDir('svc-conf-');
  svc = await startSvc({ bin: iso.bin, dataDir });
  token = await login(svc.url);
});

afterAll(async () => {
  await svc?.stop();
  iso.cleanup();
});

describe('json request bodies', () => {
  test('are read whatever the content type says, as SPEC bodies are JSON', async () => {
    const body = JSON.stringify({ password: 'test-password' });
    for (const type of ['APPLICATION/JSON', 'application/json; charset=UTF-8', 'text/plain;charset=UTF-8', undefined]) {
      const headers = new Headers(type === undefined ? {} : { 'content-type': type });
      const req = new Request(`${svc.url}/api/auth/login`, { method: 'POST', headers, body });
      if (type === undefined) req.headers.delete('content-type');
      const res = await fetch(req);
      expect({ type, status: res.status }).toEqual({ type, status: 200 });
      expect(Object.keys((await res.json()) as object)).toEqual(['token']);
    }
    // fetch's default for a string body is text/plain
    const scan = await fetch(`${svc.url}/api/security/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ text: 'ssn 123-45-6789' }),
    });
    expect(scan.status).toBe(200);
    expect(((await scan.json()) as { redacted: string }).redacted).toBe('ssn [REDACTED:ssn]');
  });

  test('malformed json under any json type is a 400 naming json', async () => {
    const res = await fetch(`${svc.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'Application/Json' },
      body: '{"password":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('JSON');
  });
});

describe('cli', () => {
  test('-V prints the version like --version', () => {
    const upper = runSvc(iso.bin, ['-V']);
    expect(upper.code).toBe(0);
    expect(upper.stdout).toBe(runSvc(iso.bin, ['--version']).stdout);
  });

  test('a start flag without its value is a usage error pointing at svc start --help', () => {
    const r = runSvc(iso.bin, ['start', '--web-only', '--bind'], { SVC_DATA_DIR: newDir('svc-conf-'), SVC_WEB_PASSWORD: 'x' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Run 'svc start --help' for usage.");
  });

  test('a host-only SVC_WEB_BIND takes its port from SVC_WEB_PORT', async () => {
    const port = await freePort();
    const s = await startSvc({
      bin: iso.bin,
      dataDir: newDir('svc-conf-bind-'),
      env: { SVC_WEB_BIND: '127.0.0.1', SVC_WEB_PORT: String(port) },
      noBind: true,
      port,
    });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      expect(await s.stop()).toBe(0);
    }
    expect(await s.stdout()).toContain(`Starting svc web dashboard on http://127.0.0.1:${port}`);
  });
});

describe('plugin manifests written to the spec table', () => {
  test('install with every spec key, including input auto, and list the ability as a plugin', async () => {
    const src = newDir('svc-conf-plugin-');
    writeFileSync(
      join(src, 'manifest.yaml'),
      [
        'name: psd_reader',
        'version: 1.0.0',
        'author: nyaya-community',
        'license: MIT',
        'trust_level: VERIFIED',
        'ability:',
        '  name: files.read_psd',
        '  description: "Read Adobe PSD files, extract layers and metadata"',
        '  permission_tier: 2',
        'input:',
        '  path: {type: filepath, required: true}',
        '  extract_layers: {type: bool, default: true}',
        '  preview: {type: filepath, auto: "{path}.png"}',
        'output:',
        '  layers: "array"',
        '  width: "int"',
        'receipt_fields: [file_hash, layers_count, dimensions]',
        'security:',
        '  filesystem_access: read_only',
        '  network_access: false',
        '  memory_limit: 512MB',
        '  timeout: 30s',
        '  read_paths: [/tmp]',
        '  write_paths: []',
        '',
      ].join('\n'),
    );
    writeFileSync(join(src, 'libpsd_reader.so'), 'not really a library');
    const r = runSvc(iso.bin, ['admin', 'plugin', 'install', join(src, 'manifest.yaml')], { SVC_DATA_DIR: dataDir });
    expect(r.stderr).not.toContain('error:');
    expect(r.code).toBe(0);
    const dir = join(dataDir, 'plugins', 'psd_reader');
    expect(existsSync(join(dir, 'manifest.yaml'))).toBe(true);
    expect(existsSync(join(dir, 'libpsd_reader.so'))).toBe(true);
    const res = await fetch(`${svc.url}/api/abilities`, { headers: { authorization: `Bearer ${token}` } });
    const abilities = (await res.json()) as Array<{ name: string; source: string; description: string }>;
    expect(abilities.find((a) => a.name === 'files.read_psd')).toMatchObject({
      source: 'plugin',
      description: 'Read Adobe PSD files, extract layers and metadata',
    });
    expect(runSvc(iso.bin, ['admin', 'plugin', 'remove', 'psd_reader'], { SVC_DATA_DIR: dataDir }).code).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });
});

describe('data directory', () => {
  test('is created with mode 0700 by whichever admin command comes first', () => {
    const base = newDir('svc-conf-fresh-');
    const config = join(base, 'echo.yaml');
    writeFileSync(config, 'text.echo:\n  type: subprocess\n  command: echo {text}\n  params:\n    text: {type: string, required: true}\n');
    const cases: Array<[string, string[]]> = [
      ['sub', ['admin', 'plugin', 'register-subprocess', config]],
      ['agent', ['admin', 'agent', 'install', 'workspace-housekeeper']],
    ];
    for (const [name, args] of cases) {
      const dir = join(base, name);
      const r = runSvc(iso.bin, args, { SVC_DATA_DIR: dir });
      expect({ name, code: r.code }).toEqual({ name, code: 0 });
      expect({ name, mode: statSync(dir).mode & 0o777 }).toEqual({ name, mode: 0o700 });
    }
  });
});
