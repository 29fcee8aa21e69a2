import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ForbiddenError } from '../../server/errors.ts';
import { AbilityConfigError } from '../../plugins/errors.ts';
import { installPlugin, removePlugin } from '../../plugins/store.ts';
import type { InvokeContext } from '../types.ts';
import { createPluginProvider, loadPluginAbilities } from './plugin.ts';

const FIXTURES = join(import.meta.dir, '../../../tests/fixtures/plugins');
let dataDir: string;
let src: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-pk-data-'));
  src = mkdtempSync(join(tmpdir(), 'svc-pk-src-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(src, { recursive: true, force: true });
});

const ctx = (): InvokeContext => ({ signal: new AbortController().signal, dataDir, now: Date.now });

function copyFixture(name: string): string {
  cpSync(join(FIXTURES, name), join(src, name), { recursive: true });
  return join(src, name);
}

/** Builds libnative.so from the fixture's C source; null when no C compiler is installed. */
function buildNative(dir: string, trust: string): string | null {
  const cc = Bun.which('cc') ?? Bun.which('gcc');
  if (!cc) return null;
  const res = Bun.spawnSync([cc, '-shared', '-fPIC', '-o', join(dir, 'libnative.so'), join(dir, 'native.c')], { stderr: 'pipe' });
  if (res.exitCode !== 0) throw new Error(res.stderr.toString());
  const manifest = join(dir, 'manifest.yaml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('trust_level: OFFICIAL', `trust_level: ${trust}`));
  return manifest;
}

describe('plugin abilities', () => {
  test('appear in the provider after install and disappear after remove, without a restart', () => {
    const provider = createPluginProvider(dataDir);
    expect(provider()).toEqual([]);
    const v0 = provider.version();
    installPlugin(dataDir, join(copyFixture('hello'), 'manifest.yaml'));
    expect(provider.version()).not.toBe(v0);
    const listed = provider();
    expect(listed.map((a) => ({ name: a.name, source: a.source, description: a.description }))).toEqual([
      { name: 'text.hello', source: 'plugin', description: 'Greets someone by name' },
    ]);
    expect(provider()).toBe(listed);
    removePlugin(dataDir, 'hello');
    expect(provider()).toEqual([]);
  });

  test('runs the manifest command under the sandbox from the plugin directory', async () => {
    installPlugin(dataDir, join(copyFixture('hello'), 'manifest.yaml'));
    const [hello] = loadPluginAbilities(dataDir);
    expect(hello).toMatchObject({ plugin: 'hello', version: '1.0.0', trust_level: 'LOCAL', permission_tier: 0 });
    const out = await hello.invoke({ name: 'Ada' }, ctx());
    expect(out.stdout).toBe('hello, Ada\n');
    await expect(hello.invoke({ name: 'Ada; id' }, ctx())).rejects.toThrow("parameter 'name' contains a blocked character (semicolon ';')");
  });

  test('picks up an upgraded manifest on the next listing', () => {
    const dir = copyFixture('hello');
    installPlugin(dataDir, join(dir, 'manifest.yaml'));
    const provider = createPluginProvider(dataDir);
    expect((provider()[0] as { version?: string }).version).toBe('1.0.0');
    writeFileSync(join(dir, 'manifest.yaml'), readFileSync(join(dir, 'manifest.yaml'), 'utf8').replace('version: 1.0.0', 'version: 1.1.0'));
    installPlugin(dataDir, join(dir, 'manifest.yaml'));
    expect((provider()[0] as { version?: string }).version).toBe('1.1.0');
  });

  test('refuses to load a native library below OFFICIAL trust', async () => {
    const dir = copyFixture('native');
    const manifest = buildNative(dir, 'VERIFIED');
    if (!manifest) return console.log('skipped: no C compiler');
    installPlugin(dataDir, manifest);
    const [ability] = loadPluginAbilities(dataDir);
    const err = await ability.invoke({ x: 2 }, ctx()).catch((e) => e);
    expect(err).toBeInstanceOf(ForbiddenError);
    expect(err.message).toBe(
      `plugin 'native' ships a native library, which is loaded only at OFFICIAL trust (it is VERIFIED); give its manifest a "command" to run it under the sandbox`,
    );
  });

  test('calls a native library through bun:ffi at OFFICIAL trust', async () => {
    const dir = copyFixture('native');
    const manifest = buildNative(dir, 'OFFICIAL');
    if (!manifest) return console.log('skipped: no C compiler');
    installPlugin(dataDir, manifest);
    const [ability] = loadPluginAbilities(dataDir);
    expect(await ability.invoke({ x: 21 }, ctx())).toEqual({ ability: 'math.double', result: 42 });
    await expect(ability.invoke({ x: 'many' }, ctx())).rejects.toThrow("parameter 'x' must be an integer");
  });

  test('reports a plugin with no runtime clearly', async () => {
    const dir = copyFixture('native');
    installPlugin(dataDir, join(dir, 'manifest.yaml'));
    const [ability] = loadPluginAbilities(dataDir);
    await expect(ability.invoke({ x: 1 }, ctx())).rejects.toThrow(
      new AbilityConfigError(`plugin 'native' declares no runtime: add a "command" to its manifest`),
    );
  });
});
