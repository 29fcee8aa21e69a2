import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConflictError, ForbiddenError, NotFoundError } from '../server/errors.ts';
import { ManifestError, PluginNameError } from './errors.ts';
import { installPlugin, listPlugins, pluginsDir, readPlugin, removePlugin } from './store.ts';

const FIXTURES = join(import.meta.dir, '../../tests/fixtures/plugins');
let dataDir: string;
let src: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-store-data-'));
  src = mkdtempSync(join(tmpdir(), 'svc-store-src-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(src, { recursive: true, force: true });
});

function manifest(dir: string, fields: { name?: string; version?: string; trust?: string; ability?: string; extra?: string } = {}): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'manifest.yaml');
  writeFileSync(
    path,
    [
      `name: ${fields.name ?? 'demo'}`,
      `version: ${fields.version ?? '1.0.0'}`,
      `trust_level: ${fields.trust ?? 'LOCAL'}`,
      'ability:',
      `  name: ${fields.ability ?? 'demo.run'}`,
      '  description: Runs the demo',
      fields.extra ?? '',
    ].join('\n'),
  );
  return path;
}

/** Everything under plugins/, including hidden staging directories. */
function pluginTree(): string[] {
  const root = pluginsDir(dataDir);
  return existsSync(root) ? readdirSync(root).sort() : [];
}

describe('installPlugin', () => {
  test('copies the manifest into plugins/<name>/ and reports it installed', () => {
    const path = manifest(join(src, 'v1'));
    const result = installPlugin(dataDir, path);
    expect(result.action).toBe('installed');
    expect(result.plugin).toMatchObject({ name: 'demo', version: '1.0.0', trust_level: 'LOCAL', ability: 'demo.run', runtime: 'none' });
    expect(readFileSync(join(pluginsDir(dataDir), 'demo', 'manifest.yaml'), 'utf8')).toBe(readFileSync(path, 'utf8'));
    expect(pluginTree()).toEqual(['demo']);
  });

  test('creates a missing data directory with mode 0700, as the server does', () => {
    const fresh = join(dataDir, 'fresh');
    installPlugin(fresh, manifest(join(src, 'v1')));
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
  });

  test('copies an adjacent lib<name>.so and the ./program the command names', () => {
    cpSync(join(FIXTURES, 'hello'), join(src, 'hello'), { recursive: true });
    writeFileSync(join(src, 'hello', 'libhello.so'), 'not really a library');
    writeFileSync(join(src, 'hello', 'unrelated.txt'), 'left behind');
    const { plugin } = installPlugin(dataDir, join(src, 'hello', 'manifest.yaml'));
    expect(plugin.runtime).toBe('command');
    expect(plugin.has_library).toBe(true);
    expect(readdirSync(plugin.dir).sort()).toEqual(['hello.sh', 'libhello.so', 'manifest.yaml']);
    expect(statSync(join(plugin.dir, 'hello.sh')).mode & 0o777).toBe(0o755);
  });

  test('refuses a COMMUNITY plugin without --accept-risk and installs it with it', () => {
    const path = join(FIXTURES, 'community', 'manifest.yaml');
    const err = (() => {
      try {
        installPlugin(dataDir, path);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ForbiddenError);
    expect((err as Error).message).toBe(
      "plugin 'community-tool' is COMMUNITY (community-written, unreviewed); re-run with --accept-risk to install it",
    );
    expect(pluginTree()).toEqual([]);
    expect(installPlugin(dataDir, path, { acceptRisk: true }).plugin.trust_level).toBe('COMMUNITY');
  });

  test('upgrades to a newer version and needs --force for the same or an older one', () => {
    installPlugin(dataDir, manifest(join(src, 'a'), { version: '1.0.0' }));
    const up = installPlugin(dataDir, manifest(join(src, 'b'), { version: '1.1.0' }));
    expect(up).toMatchObject({ action: 'upgraded', previous_version: '1.0.0' });
    expect(() => installPlugin(dataDir, manifest(join(src, 'c'), { version: '1.1.0' }))).toThrow(
      "plugin 'demo' 1.1.0 is already installed; use --force to reinstall it",
    );
    expect(() => installPlugin(dataDir, manifest(join(src, 'd'), { version: '1.1.0-rc.1' }))).toThrow(
      "plugin 'demo' 1.1.0 is newer than 1.1.0-rc.1; use --force to downgrade",
    );
    expect(installPlugin(dataDir, manifest(join(src, 'e'), { version: '0.9.0' }), { force: true })).toMatchObject({
      action: 'downgraded',
      previous_version: '1.1.0',
    });
    expect(installPlugin(dataDir, manifest(join(src, 'f'), { version: '0.9.0' }), { force: true }).action).toBe('reinstalled');
    expect(readPlugin(dataDir, 'demo').version).toBe('0.9.0');
    expect(pluginTree()).toEqual(['demo']);
  });

  test('leaves nothing behind when an install fails before its commit', () => {
    const path = manifest(join(src, 'a'));
    expect(() =>
      installPlugin(dataDir, path, {
        beforeCommit: () => {
          throw new Error('disk full');
        },
      }),
    ).toThrow('disk full');
    expect(pluginTree()).toEqual([]);
  });

  test('keeps the installed version intact when an upgrade fails', () => {
    installPlugin(dataDir, manifest(join(src, 'a'), { version: '1.0.0' }));
    expect(() =>
      installPlugin(dataDir, manifest(join(src, 'b'), { version: '2.0.0' }), {
        beforeCommit: () => {
          throw new Error('disk full');
        },
      }),
    ).toThrow('disk full');
    expect(readPlugin(dataDir, 'demo').version).toBe('1.0.0');
    expect(pluginTree()).toEqual(['demo']);
  });

  test('refuses an invalid manifest without touching the plugins directory', () => {
    const path = manifest(join(src, 'a'), { version: 'one' });
    expect(() => installPlugin(dataDir, path)).toThrow(ManifestError);
    expect(existsSync(pluginsDir(dataDir))).toBe(false);
  });

  test('refuses a traversal name from the manifest before any file operation', () => {
    const path = manifest(join(src, 'a'), { name: '../../escape' });
    expect(() => installPlugin(dataDir, path)).toThrow(PluginNameError);
    expect(existsSync(pluginsDir(dataDir))).toBe(false);
    expect(existsSync(join(dataDir, '..', 'escape'))).toBe(false);
  });

  test('refuses a second plugin providing the same ability', () => {
    installPlugin(dataDir, manifest(join(src, 'a'), { name: 'one' }));
    expect(() => installPlugin(dataDir, manifest(join(src, 'b'), { name: 'two' }))).toThrow(
      new ConflictError("ability 'demo.run' is already provided by plugin 'one'"),
    );
  });

  test('refuses a library that is a symlink', () => {
    const dir = join(src, 'a');
    const path = manifest(dir);
    writeFileSync(join(src, 'secret'), 'x');
    symlinkSync(join(src, 'secret'), join(dir, 'libdemo.so'));
    expect(() => installPlugin(dataDir, path)).toThrow('must be a regular file, not a link or directory');
    expect(pluginTree()).toEqual([]);
  });

  test('refuses a command whose ./program is missing', () => {
    const path = manifest(join(src, 'a'), { extra: 'command: ./missing.sh' });
    expect(() => installPlugin(dataDir, path)).toThrow('program ./missing.sh is not next to the manifest');
  });

  test('reports a missing manifest as not found', () => {
    expect(() => installPlugin(dataDir, join(src, 'nope.yaml'))).toThrow(NotFoundError);
  });
});

describe('listPlugins and removePlugin', () => {
  test('lists installed plugins sorted by name and reports broken ones', () => {
    installPlugin(dataDir, manifest(join(src, 'b'), { name: 'zeta', ability: 'z.run' }));
    installPlugin(dataDir, manifest(join(src, 'a'), { name: 'alpha', ability: 'a.run' }));
    mkdirSync(join(pluginsDir(dataDir), 'broken'));
    writeFileSync(join(pluginsDir(dataDir), 'broken', 'manifest.yaml'), 'name: other\nversion: 1.0.0\nability: {name: b.run, description: x}\n');
    const { plugins, errors } = listPlugins(dataDir);
    expect(plugins.map((p) => p.name)).toEqual(['alpha', 'zeta']);
    expect(errors).toEqual([{ name: 'broken', error: expect.stringContaining('does not match its directory') }]);
  });

  test('removes a plugin and reports an unknown one as not found', () => {
    installPlugin(dataDir, manifest(join(src, 'a')));
    expect(removePlugin(dataDir, 'demo')).toEqual({ name: 'demo', version: '1.0.0' });
    expect(pluginTree()).toEqual([]);
    expect(() => removePlugin(dataDir, 'demo')).toThrow(new NotFoundError("plugin 'demo' is not installed"));
  });

  for (const name of ['../x', '..', 'a/b', 'a\\b', '/etc', 'x/../../y']) {
    test(`refuses to remove ${JSON.stringify(name)} before any file operation`, () => {
      // `plugins/../x` is a real directory here: without the check it would be deleted
      mkdirSync(join(pluginsDir(dataDir), 'a', 'b'), { recursive: true });
      mkdirSync(join(dataDir, 'x'));
      expect(() => removePlugin(dataDir, name)).toThrow('path traversal detected');
      expect(existsSync(join(dataDir, 'x'))).toBe(true);
      expect(existsSync(join(pluginsDir(dataDir), 'a', 'b'))).toBe(true);
    });
  }
});
