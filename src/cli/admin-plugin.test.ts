import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../config.ts';
import type { CliIo } from '../plugins/cli-io.ts';
import { createFileSecretStore } from '../plugins/secrets.ts';
import { runAdminPlugin } from './admin-plugin.ts';

const FIXTURES = join(import.meta.dir, '../../tests/fixtures/plugins');
let dataDir: string;
let src: string;
let config: Config;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-cli-data-'));
  src = mkdtempSync(join(tmpdir(), 'svc-cli-src-'));
  config = loadConfig({ SVC_DATA_DIR: dataDir }, { version: 'test' });
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(src, { recursive: true, force: true });
});

function capture(color = false): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (l) => stdout.push(l),
    err: (l) => stderr.push(l),
    readStdin: async () => '',
    stdinIsTTY: false,
    color,
  };
}

async function run(args: string[]) {
  const io = capture();
  const code = await runAdminPlugin(args, config, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

function fixture(name: string): string {
  cpSync(join(FIXTURES, name), join(src, name), { recursive: true });
  return join(src, name, 'manifest.yaml');
}

describe('svc admin plugin install', () => {
  test('installs a plugin and prints the ability', async () => {
    const r = await run(['install', fixture('hello')]);
    expect(r).toEqual({ code: 0, out: "✓ Plugin 'hello' 1.0.0 installed. Ability 'text.hello' is now available.", err: '' });
    expect(readdirSync(join(dataDir, 'plugins'))).toEqual(['hello']);
  });

  test('refuses COMMUNITY without --accept-risk with exit code 1', async () => {
    const r = await run(['install', fixture('community')]);
    expect(r.code).toBe(1);
    expect(r.err).toBe("error: plugin 'community-tool' is COMMUNITY (community-written, unreviewed); re-run with --accept-risk to install it");
    const ok = await run(['install', join(src, 'community', 'manifest.yaml'), '--accept-risk']);
    expect(ok.code).toBe(0);
    expect(ok.err).toContain('warning: \'community-tool\' is a COMMUNITY plugin');
  });

  test('needs --force to reinstall the same version', async () => {
    await run(['install', fixture('hello')]);
    const again = await run(['install', join(src, 'hello', 'manifest.yaml')]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('use --force to reinstall it');
    const forced = await run(['install', '--force', join(src, 'hello', 'manifest.yaml')]);
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('reinstalled');
  });

  test('exits 1 with the manifest error for an invalid manifest', async () => {
    const path = join(src, 'bad.yaml');
    writeFileSync(path, 'name: bad\nversion: "1.0"\nability: {name: a.b, description: x}\n');
    const r = await run(['install', path]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`error: ${path}.version: "1.0" is not a semantic version (e.g. 1.2.3)`);
  });

  test('exits 2 on usage errors', async () => {
    for (const args of [[], ['install'], ['install', 'a', 'b'], ['frobnicate'], ['install', 'x', '--bogus'], ['list', '--force'], ['remove', 'a', '--json']]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err).toContain('Usage: svc admin plugin <command>');
    }
  });

  test('prints usage with --help and exits 0', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('register-subprocess <config.yaml>');
  });
});

describe('svc admin plugin list', () => {
  test('says when nothing is installed', async () => {
    const r = await run(['list']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('No plugins installed.');
  });

  test('prints a table of plugins and registered abilities', async () => {
    await run(['install', fixture('hello')]);
    await run(['register-subprocess', join(FIXTURES, 'subprocess.yaml')]);
    const r = await run(['list']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Installed plugins (1)');
    expect(lines[1]).toMatch(/^NAME\s+VERSION\s+TRUST\s+ABILITY\s+RUNTIME\s+DESCRIPTION$/);
    expect(lines[2]).toMatch(/^hello\s+1\.0\.0\s+LOCAL\s+text\.hello\s+command\s+Greets someone by name$/);
    expect(r.out).toContain('Registered abilities (2)');
    expect(r.out).toMatch(/text\.count_lines\s+subprocess\s+Subprocess ability: text\.count_lines/);
  });

  test('prints JSON for scripts', async () => {
    await run(['install', fixture('hello')]);
    const r = await run(['list', '--json']);
    const doc = JSON.parse(r.out);
    expect(doc.plugins).toEqual([
      { name: 'hello', version: '1.0.0', trust_level: 'LOCAL', ability: 'text.hello', description: 'Greets someone by name', runtime: 'command', has_library: false },
    ]);
    expect(doc.abilities).toEqual([]);
    expect(doc.errors).toEqual([]);
  });

  test('colours output only when asked to', async () => {
    await run(['install', fixture('hello')]);
    const plain = capture(false);
    await runAdminPlugin(['list'], config, plain);
    expect(plain.stdout.join('')).not.toContain('\u001b[');
    const coloured = capture(true);
    await runAdminPlugin(['list'], config, coloured);
    expect(coloured.stdout.join('')).toContain('\u001b[1m');
  });
});

describe('svc admin plugin remove', () => {
  test('removes an installed plugin', async () => {
    await run(['install', fixture('hello')]);
    const r = await run(['remove', 'hello']);
    expect(r).toEqual({ code: 0, out: "✓ Plugin 'hello' 1.0.0 removed.", err: '' });
    expect(readdirSync(join(dataDir, 'plugins'))).toEqual([]);
  });

  test('exits 1 for an unknown plugin', async () => {
    const r = await run(['remove', 'ghost']);
    expect(r).toEqual({ code: 1, out: '', err: "error: plugin 'ghost' is not installed" });
  });

  test('refuses traversal names', async () => {
    for (const name of ['../x', 'a/b', 'a\\b', '..']) {
      const r = await run(['remove', name]);
      expect(r.code).toBe(1);
      expect(r.err).toContain('path traversal detected');
    }
  });
});

describe('svc admin plugin register-subprocess, register-cloud and unregister', () => {
  test('registers subprocess abilities and lists what was added', async () => {
    const r = await run(['register-subprocess', join(FIXTURES, 'subprocess.yaml')]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      `✓ Subprocess abilities registered from: ${join(FIXTURES, 'subprocess.yaml')}`,
      '  + text.echo: Echoes its text',
      '  + text.count_lines: Subprocess ability: text.count_lines',
    ]);
    expect(readdirSync(join(dataDir, 'abilities', 'subprocess')).sort()).toEqual(['text.count_lines.json', 'text.echo.json']);
  });

  test('registers a program that is not installed yet, with a warning (SPEC example: ffmpeg)', async () => {
    const path = join(src, 'media.yaml');
    writeFileSync(path, 'media.convert:\n  type: subprocess\n  command: no-such-program-svc -i {input} {output}\n  params:\n    input: {type: string, required: true}\n    output: {type: string, required: true}\n');
    const r = await run(['register-subprocess', path]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('  + media.convert:');
    expect(r.err).toBe(
      "warning: program 'no-such-program-svc' was not found in /usr/bin:/bin; calls to media.convert fail until it is installed",
    );
    expect(readdirSync(join(dataDir, 'abilities', 'subprocess'))).toEqual(['media.convert.json']);
  });

  test('stores nothing when one entry is invalid', async () => {
    const path = join(src, 'mixed.yaml');
    writeFileSync(path, 'good.one:\n  type: subprocess\n  command: echo hi\nbad.one:\n  type: subprocess\n  command: echo {x}\n');
    const r = await run(['register-subprocess', path]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`error: ${path}: [bad.one].command: placeholder {x} names no declared parameter`);
    expect(existsSync(join(dataDir, 'abilities', 'subprocess'))).toBe(false);
  });

  test('registers cloud abilities and warns about missing secrets', async () => {
    createFileSecretStore(dataDir).set('UNRELATED', 'x');
    const r = await run(['register-cloud', join(FIXTURES, 'cloud.yaml')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('  + weather.current: Current weather for a city');
    expect(r.err).toBe('warning: secret WEATHER_TOKEN is not set; run: svc admin secret set WEATHER_TOKEN');
    const listed = JSON.parse((await run(['list', '--json'])).out);
    expect(listed.abilities.map((a: { name: string; source: string }) => [a.name, a.source])).toEqual([
      ['text.translate', 'cloud'],
      ['weather.current', 'cloud'],
    ]);
    expect(listed.abilities[1].missing_secrets).toEqual(['WEATHER_TOKEN']);
  });

  test('refuses a cloud config that is not https', async () => {
    const path = join(src, 'http.yaml');
    writeFileSync(path, 'x.get:\n  endpoint: http://example.com/\n');
    const r = await run(['register-cloud', path]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('must be an https:// URL');
  });

  test('unregisters a registered ability and exits 1 for an unknown one', async () => {
    await run(['register-subprocess', join(FIXTURES, 'subprocess.yaml')]);
    expect(await run(['unregister', 'text.echo'])).toEqual({ code: 0, out: "✓ Subprocess ability 'text.echo' unregistered.", err: '' });
    expect((await run(['unregister', 'text.echo'])).code).toBe(1);
  });

  test('exits 1 for a missing config file', async () => {
    const r = await run(['register-subprocess', join(src, 'nope.yaml')]);
    expect(r).toEqual({ code: 1, out: '', err: `error: config file ${join(src, 'nope.yaml')} does not exist` });
  });
});
