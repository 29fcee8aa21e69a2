import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AbilityFailedError, SandboxRejectedError } from '../../plugins/errors.ts';
import { saveRegistrations } from '../../plugins/registrations.ts';
import { detectIsolation } from '../../plugins/sandbox/isolation.ts';
import { parseSubprocessEntry } from '../../plugins/subprocess-config.ts';
import type { InvokeContext } from '../types.ts';
import { createSubprocessAbility, createSubprocessProvider, loadSubprocessAbilities } from './subprocess.ts';

let root: string;
let readDir: string;
let writeDir: string;

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'svc-subproc-')));
  readDir = join(root, 'read');
  writeDir = join(root, 'write');
  mkdirSync(readDir);
  mkdirSync(writeDir);
  writeFileSync(join(readDir, 'in.txt'), 'hello from a file\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ctx = (): InvokeContext => ({ signal: new AbortController().signal, dataDir: root, now: () => 1_700_000_000_000 });

function ability(config: Record<string, unknown>, name = 'test.run') {
  return createSubprocessAbility(parseSubprocessEntry(name, { type: 'subprocess', ...config }, 'test', { checkProgram: true }));
}

describe('subprocess abilities', () => {
  test('runs the template with a substituted parameter and returns stdout', async () => {
    const echo = ability({ command: 'echo hello {name}', params: { name: { type: 'string', required: true } } });
    const out = await echo.invoke({ name: 'world' }, ctx());
    expect(out.stdout).toBe('hello world\n');
    expect(out.exit_code).toBe(0);
    expect(out.command).toBe('echo hello world');
  });

  test('applies defaults and reports the source as subprocess', async () => {
    const echo = ability({ command: 'echo {name}', params: { name: { type: 'string', default: 'fallback' } } });
    expect(echo.source).toBe('subprocess');
    expect(echo.permission_tier).toBe(3);
    expect((await echo.invoke({}, ctx())).stdout).toBe('fallback\n');
  });

  test('refuses a missing required parameter and an unknown one', async () => {
    const echo = ability({ command: 'echo {name}', params: { name: { type: 'string', required: true } } });
    await expect(echo.invoke({}, ctx())).rejects.toThrow("missing required parameter 'name'");
    await expect(echo.invoke({ name: 'a', extra: 'b' }, ctx())).rejects.toThrow("unknown parameter 'extra'");
  });

  test('checks int and bool parameter types', async () => {
    const seq = ability({ command: 'seq {n}', params: { n: { type: 'int', required: true }, v: { type: 'bool' } } });
    expect((await seq.invoke({ n: '3' }, ctx())).stdout).toBe('1\n2\n3\n');
    await expect(seq.invoke({ n: '3a' }, ctx())).rejects.toThrow("parameter 'n' must be an integer");
    await expect(seq.invoke({ n: 2, v: 'yes' }, ctx())).rejects.toThrow("parameter 'v' must be true or false");
  });

  test('passes a filepath inside the read paths as its canonical path', async () => {
    const cat = ability({
      command: 'cat {file}',
      params: { file: { type: 'filepath', required: true } },
      sandbox: { read_paths: [readDir] },
    });
    expect((await cat.invoke({ file: 'in.txt' }, ctx())).stdout).toBe('hello from a file\n');
    expect((await cat.invoke({ file: join(readDir, 'in.txt') }, ctx())).command).toBe(`cat ${join(readDir, 'in.txt')}`);
  });

  test('generates an auto output path inside the first write path', async () => {
    const copy = ability({
      command: 'cp {input} {output}',
      params: { input: { type: 'filepath', required: true }, output: { type: 'filepath', auto: '{input.stem}-copy.{input.ext}' } },
      sandbox: { read_paths: [readDir], write_paths: [writeDir] },
    });
    const out = await copy.invoke({ input: 'in.txt' }, ctx());
    const target = join(writeDir, 'in-copy.txt');
    expect(out.output_paths).toEqual({ output: target });
    expect(readFileSync(target, 'utf8')).toBe('hello from a file\n');
  });

  test('reports a non-zero exit with the start of stderr', async () => {
    const ls = ability({ command: 'ls /definitely-not-here' });
    const err = await ls.invoke({}, ctx()).catch((e) => e);
    expect(err).toBeInstanceOf(AbilityFailedError);
    expect(err.message).toMatch(/^'test\.run' failed with exit code 2: \S*ls: cannot access/);
  });

  test('kills a run that passes its timeout', async () => {
    const sleep = ability({ command: 'sleep 10', sandbox: { timeout: '1s' } });
    const started = Date.now();
    await expect(sleep.invoke({}, ctx())).rejects.toThrow("'test.run' timed out after 1s; its processes were killed");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('kills a run whose output passes the cap', async () => {
    const yes = ability({ command: 'yes', sandbox: { timeout: '10s' } });
    await expect(yes.invoke({}, ctx())).rejects.toThrow('wrote more than 1048576 bytes of output');
  });

  test('isolates the network when network_access is false and the host allows namespaces', async () => {
    if (detectIsolation().unshareUserFlags === null) {
      console.log('skipped: no unprivileged user namespaces on this host');
      return;
    }
    const dev = ability({ command: 'cat /proc/net/dev' });
    const out = await dev.invoke({}, ctx());
    expect(out.sandbox).toEqual({ namespaces: true, network_isolated: true, memory_limited: true });
    const interfaces = String(out.stdout).trim().split('\n').slice(2).map((l) => l.trim().split(':')[0]);
    expect(interfaces).toEqual(['lo']);
    const open = ability({ command: 'cat /proc/net/dev', sandbox: { network_access: true } });
    expect(((await open.invoke({}, ctx())).sandbox as { network_isolated: boolean }).network_isolated).toBe(false);
  });

  test('rejects a value with a blocked character as a 400 error', async () => {
    const echo = ability({ command: 'echo {text}', params: { text: { type: 'string' } } });
    const err = await echo.invoke({ text: 'hello; rm -rf /' }, ctx()).catch((e) => e);
    expect(err).toBeInstanceOf(SandboxRejectedError);
    expect(err.status).toBe(400);
    expect(err.message).toBe("parameter 'text' contains a blocked character (semicolon ';')");
  });
});

describe('subprocess registrations', () => {
  test('loads stored registrations and reflects changes without a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-subreg-'));
    try {
      const provider = createSubprocessProvider(dataDir);
      expect(provider()).toEqual([]);
      saveRegistrations(dataDir, 'subprocess', [{ name: 'text.echo', config: { type: 'subprocess', command: 'echo {t}', params: { t: { type: 'string' } } } }]);
      expect(provider().map((a) => a.name)).toEqual(['text.echo']);
      const first = provider();
      expect(provider()).toBe(first);
      saveRegistrations(dataDir, 'subprocess', [{ name: 'text.upper', config: { type: 'subprocess', command: 'tr a-z A-Z' } }]);
      expect(provider().map((a) => a.name)).toEqual(['text.echo', 'text.upper']);
      rmSync(join(dataDir, 'abilities', 'subprocess', 'text.echo.json'));
      expect(provider().map((a) => a.name)).toEqual(['text.upper']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('skips a stored registration that no longer validates', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-subreg-'));
    try {
      saveRegistrations(dataDir, 'subprocess', [{ name: 'bad.one', config: { type: 'subprocess', command: '{prog} x' } }]);
      const warnings: unknown[] = [];
      const log = { info() {}, error() {}, warn: (_m: string, f?: Record<string, unknown>) => warnings.push(f) };
      expect(loadSubprocessAbilities(dataDir, { log })).toEqual([]);
      expect(JSON.stringify(warnings)).toContain('cannot be a placeholder');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
