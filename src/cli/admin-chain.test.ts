import { afterEach, beforeEach, describe, expect, spyOn, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { createChainStore } from '../chains/store.ts';
import { openDatabase } from '../db/open.ts';
import { databasePath } from '../server/data-dir.ts';
import { runAdminChain } from './admin-chain.ts';

let dir: string;
let config: Config;
let out: string;
let err: string;
const spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'svc-cli-chain-'));
  config = loadConfig({ SVC_DATA_DIR: join(dir, 'data') }, { version: 'test' });
  out = '';
  err = '';
  spies.push(
    spyOn(process.stdout, 'write').mockImplementation(((chunk: string) => {
      out += chunk;
      return true;
    }) as typeof process.stdout.write),
    spyOn(process.stderr, 'write').mockImplementation(((chunk: string) => {
      err += chunk;
      return true;
    }) as typeof process.stderr.write),
  );
});

afterEach(() => {
  while (spies.length) spies.pop()!.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const CHAIN = `id: my-chain
description: counts words
params:
  text: {type: string, required: true}
steps:
  - {id: count, ability: text.count, params: {text: '{{input.text}}'}}
`;

describe('svc admin chain', () => {
  test('add installs a valid chain as <id>.yaml and refuses a second add without --force', async () => {
    expect(await runAdminChain(['add', file('c.yaml', CHAIN)], config)).toBe(0);
    expect(out).toContain('added chain my-chain (1 step; params: text)');
    expect(readdirSync(join(config.dataDir, 'chains'))).toEqual(['my-chain.yaml']);
    expect(await runAdminChain(['add', file('c.yaml', CHAIN)], config)).toBe(1);
    expect(err).toContain('already installed');
    expect(await runAdminChain(['add', '--force', file('c.yaml', CHAIN.replace('counts words', 'v2'))], config)).toBe(0);
    expect(out).toContain('replaced chain my-chain');
  });

  test('add refuses an invalid chain with the validation message and installs nothing', async () => {
    const bad = file('bad.yaml', 'id: bad\nsteps:\n  - {id: a, ability: x.y, depends_on: [ghost]}\n');
    expect(await runAdminChain(['add', bad], config)).toBe(1);
    expect(err).toContain('step "a": depends_on references unknown step "ghost"');
    expect(existsSync(join(config.dataDir, 'chains'))).toBe(false);
    expect(await runAdminChain(['add', join(dir, 'missing.yaml')], config)).toBe(1);
  });

  test('add refuses a built-in id', async () => {
    expect(await runAdminChain(['add', file('c.yaml', CHAIN.replace('my-chain', 'text-stats'))], config)).toBe(1);
    expect(err).toContain('built-in');
  });

  test('list shows built-in and installed chains, as a table or JSON, with counters from the database', async () => {
    await runAdminChain(['add', file('c.yaml', CHAIN)], config);
    const db = openDatabase(databasePath(config.dataDir));
    const store = createChainStore({ db, dataDir: config.dataDir });
    store.recordRun('my-chain', true);
    db.close();
    out = '';
    expect(await runAdminChain(['list', '--json'], config)).toBe(0);
    const rows = JSON.parse(out) as { chain_id: string; origin: string; hit_count: number }[];
    expect(rows.find((r) => r.chain_id === 'my-chain')).toMatchObject({ origin: 'user', hit_count: 1, success_count: 1, steps: 1 });
    expect(rows.find((r) => r.chain_id === 'text-stats')).toMatchObject({ origin: 'built-in' });
    out = '';
    expect(await runAdminChain(['list'], config)).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^ID\s+ORIGIN\s+STEPS\s+TRUST\s+HITS\s+SUCCESSES\s+DESCRIPTION/);
    expect(out).toContain('my-chain');
  });

  test('list works before the server ever created a database', async () => {
    expect(await runAdminChain(['list', '--json'], config)).toBe(0);
    expect(JSON.parse(out).length).toBeGreaterThanOrEqual(7);
    expect(existsSync(databasePath(config.dataDir))).toBe(false);
  });

  test('remove deletes an installed chain and refuses built-in or unknown ids', async () => {
    await runAdminChain(['add', file('c.yaml', CHAIN)], config);
    expect(await runAdminChain(['remove', 'my-chain'], config)).toBe(0);
    expect(readdirSync(join(config.dataDir, 'chains'))).toEqual([]);
    expect(await runAdminChain(['remove', 'my-chain'], config)).toBe(1);
    expect(await runAdminChain(['remove', 'text-stats'], config)).toBe(1);
    expect(err).toContain('built in');
  });

  test('validate checks a file without installing it', async () => {
    expect(await runAdminChain(['validate', file('c.yaml', CHAIN)], config)).toBe(0);
    expect(out).toContain('ok: chain my-chain');
    expect(await runAdminChain(['validate', file('b.yaml', 'id: b\nsteps: nope\n')], config)).toBe(1);
    expect(existsSync(join(config.dataDir, 'chains'))).toBe(false);
  });

  test('usage errors exit 2', async () => {
    expect(await runAdminChain([], config)).toBe(2);
    expect(await runAdminChain(['frobnicate'], config)).toBe(2);
    expect(await runAdminChain(['add'], config)).toBe(2);
    expect(await runAdminChain(['add', 'a', 'b'], config)).toBe(2);
    expect(await runAdminChain(['list', '--bogus'], config)).toBe(2);
    expect(await runAdminChain(['remove'], config)).toBe(2);
    expect(await runAdminChain(['--help'], config)).toBe(0);
  });
});
