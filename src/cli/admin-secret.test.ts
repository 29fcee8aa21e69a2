import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../config.ts';
import type { CliIo } from '../plugins/cli-io.ts';
import { createFileSecretStore } from '../plugins/secrets.ts';
import { runAdminSecret } from './admin-secret.ts';

let dataDir: string;
let config: Config;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-secret-cli-'));
  config = loadConfig({ SVC_DATA_DIR: dataDir }, { version: 'test' });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function run(args: string[], stdin = '') {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: CliIo = { out: (l) => stdout.push(l), err: (l) => stderr.push(l), readStdin: async () => stdin, stdinIsTTY: false, color: false };
  const code = await runAdminSecret(args, config, io);
  return { code, out: stdout.join('\n'), err: stderr.join('\n') };
}

describe('svc admin secret', () => {
  test('stores a value read from stdin without echoing it', async () => {
    const r = await run(['set', 'API_TOKEN'], 'sk-live-abcdef\n');
    expect(r).toEqual({ code: 0, out: '✓ Secret API_TOKEN stored.', err: '' });
    expect(createFileSecretStore(dataDir).get('API_TOKEN')).toBe('sk-live-abcdef');
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  test('refuses a value given as an argument', async () => {
    const r = await run(['set', 'API_TOKEN', 'sk-live-abcdef']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('the value is read from standard input, never from arguments');
    expect(r.err).not.toContain('sk-live-abcdef');
  });

  test('refuses an empty value, a multi-line value and a bad name', async () => {
    expect(await run(['set', 'A'], '')).toEqual({ code: 1, out: '', err: 'error: secret value is empty' });
    const multi = await run(['set', 'A'], 'line1\nline2\n');
    expect(multi.code).toBe(1);
    expect(multi.err).not.toContain('line1');
    expect((await run(['set', 'bad-name'], 'x')).err).toContain('invalid secret name');
  });

  test('lists names only, never values', async () => {
    await run(['set', 'B_TOKEN'], 'value-b');
    await run(['set', 'A_TOKEN'], 'value-a');
    const r = await run(['list']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^NAME\s+UPDATED\nA_TOKEN\s+\S+\nB_TOKEN\s+\S+$/);
    expect(r.out).not.toContain('value-');
    const json = JSON.parse((await run(['list', '--json'])).out);
    expect(json.secrets.map((s: { name: string }) => s.name)).toEqual(['A_TOKEN', 'B_TOKEN']);
    expect(JSON.stringify(json)).not.toContain('value-');
  });

  test('removes a secret and exits 1 when it is not set', async () => {
    await run(['set', 'A'], 'v1');
    expect(await run(['remove', 'A'])).toEqual({ code: 0, out: '✓ Secret A removed.', err: '' });
    expect(await run(['remove', 'A'])).toEqual({ code: 1, out: '', err: 'error: secret A is not set' });
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).not.toContain('v1');
  });

  test('exits 2 on usage errors', async () => {
    for (const args of [[], ['set'], ['get', 'A'], ['list', 'x'], ['remove'], ['set', 'A', '--json']]) {
      expect((await run(args)).code).toBe(2);
    }
  });
});
