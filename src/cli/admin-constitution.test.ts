import { afterEach, beforeEach, describe, expect, spyOn, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { runAdminConstitution } from './admin-constitution.ts';

let dir: string;
let out: string[];
let errs: string[];
let restore: (() => void)[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'svc-admin-constitution-'));
  out = [];
  errs = [];
  const log = spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errs.push(a.join(' ')));
  restore = [() => log.mockRestore(), () => error.mockRestore()];
});
afterEach(() => {
  restore.forEach((r) => r());
  rmSync(dir, { recursive: true, force: true });
});

function config(env: Record<string, string> = {}): Config {
  return loadConfig({ SVC_DATA_DIR: dir, NO_COLOR: '1', ...env }, { version: 'test' });
}

describe('svc admin constitution', () => {
  test('list shows every template and marks the active one', async () => {
    expect(await runAdminConstitution(['list'], config())).toBe(0);
    expect(out).toHaveLength(5);
    expect(out[0]).toMatch(/^\* default\s+\d+ rules {2}Balanced defaults/);
    expect(out.slice(1).every((line) => line.startsWith('  '))).toBe(true);
  });

  test('use <template> activates it, and show prints it', async () => {
    expect(await runAdminConstitution(['use', 'household'], config())).toBe(0);
    expect(out[0]).toContain('Active constitution is now "household"');
    expect(readFileSync(join(dir, 'constitution.yaml'), 'utf8')).toContain('name: household');
    out = [];
    expect(await runAdminConstitution(['show'], config())).toBe(0);
    expect(out[0]).toContain('Active constitution: household');
    expect(out.join('\n')).toContain('confirm_locks_and_alarm_system');
    out = [];
    expect(await runAdminConstitution(['show', '--json'], config())).toBe(0);
    const json = JSON.parse(out.join('\n'));
    expect(json.name).toBe('household');
    expect(json.source.kind).toBe('data-dir');
  });

  test('use <file> validates the file first', async () => {
    const good = join(dir, 'good.yaml');
    writeFileSync(good, 'name: mine\nrules:\n  - name: r\n    enforcement: Warn\n    trigger_actions: [send]\n');
    expect(await runAdminConstitution(['use', good], config())).toBe(0);
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'name: bad\nrules:\n  - name: r\n    enforcement: Warn\n    trigger_actionz: [send]\n');
    expect(await runAdminConstitution(['use', bad], config())).toBe(1);
    expect(errs[0]).toBe(`error: ${bad}:5: rules[0].trigger_actionz: unknown field (expected name, enforcement, trigger_actions, trigger_targets, trigger_keywords, reason)`);
    expect(readFileSync(join(dir, 'constitution.yaml'), 'utf8')).toContain('name: mine');
  });

  test('use of an unknown name fails with the template list', async () => {
    expect(await runAdminConstitution(['use', 'nonexistent'], config())).toBe(1);
    expect(errs[0]).toContain('is neither a template (default, trading, strict, developer, household) nor a file');
  });

  test('use warns when SVC_CONSTITUTION overrides the stored choice', async () => {
    expect(await runAdminConstitution(['use', 'strict'], config({ SVC_CONSTITUTION: 'trading' }))).toBe(0);
    expect(errs[0]).toContain('SVC_CONSTITUTION=trading');
  });

  test('validate checks a file without activating it', async () => {
    const file = join(dir, 'v.yaml');
    writeFileSync(file, 'name: v\nrules: []\n');
    expect(await runAdminConstitution(['validate', file], config())).toBe(0);
    expect(out[0]).toContain('valid constitution "v"');
    expect(await runAdminConstitution(['show'], config())).toBe(0);
    expect(out[1]).toContain('Active constitution: default');
  });

  test.each([[[]], [['bogus']], [['use']], [['use', 'a', 'b']], [['list', 'x']], [['show', '--yaml']]])(
    'returns 2 for bad usage %j',
    async (args) => {
      expect(await runAdminConstitution(args, config())).toBe(2);
    },
  );
});
