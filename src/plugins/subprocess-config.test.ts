import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSubprocessConfigText, parseSubprocessEntry } from './subprocess-config.ts';

const FIXTURES = join(import.meta.dir, '../../tests/fixtures/plugins');
const entry = (raw: Record<string, unknown>) => parseSubprocessEntry('x.run', { type: 'subprocess', ...raw }, 'cfg', { checkProgram: true });

describe('subprocess config', () => {
  test('reads the fixture with its defaults', () => {
    const [echo, count] = parseSubprocessConfigText(readFileSync(join(FIXTURES, 'subprocess.yaml'), 'utf8'), 'fixture');
    expect(echo.config).toMatchObject({ name: 'text.echo', description: 'Echoes its text', receipt_fields: ['exit_code'], permission_tier: 3 });
    expect(echo.config.policy).toMatchObject({ readPaths: [], writePaths: [], networkAccess: false, timeoutMs: 60_000, memoryExplicit: false });
    expect(count.config.policy).toMatchObject({ readPaths: ['/tmp'], timeoutMs: 10_000, memoryBytes: 256 * 1024 ** 2, memoryExplicit: true });
    expect(count.config.description).toBe('Subprocess ability: text.count_lines');
  });

  test('requires type subprocess', () => {
    expect(() => parseSubprocessEntry('x.run', { command: 'echo' }, 'cfg', { checkProgram: true })).toThrow('cfg: [x.run].type: must be "subprocess"');
    expect(() => entry({ type: 'cloud', command: 'echo' })).toThrow('must be "subprocess"');
  });

  test('requires a command whose program exists in /usr/bin:/bin', () => {
    expect(() => entry({})).toThrow('[x.run].command: must be a non-empty command template');
    expect(() => entry({ command: 'no-such-program-svc {a}', params: { a: { type: 'string' } } })).toThrow(
      "program 'no-such-program-svc' was not found in /usr/bin:/bin",
    );
  });

  test('accepts the four parameter types and refuses others', () => {
    expect(() => entry({ command: 'echo {a}', params: { a: { type: 'object' } } })).toThrow('type: must be one of string, int, number, bool, filepath');
    expect(Object.keys(entry({ command: 'echo {a} {b} {c} {d}', params: { a: { type: 'string' }, b: { type: 'int' }, c: { type: 'bool' }, d: { type: 'filepath', default: 'x' } }, sandbox: { read_paths: ['/tmp'] } }).params)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('refuses unknown keys in the entry and the sandbox', () => {
    expect(() => entry({ command: 'echo', shell: true })).toThrow('unknown key "shell"');
    expect(() => entry({ command: 'echo', sandbox: { cpu: 1 } })).toThrow('unknown key "cpu"');
  });

  test('refuses an invalid ability name and a file that is not a map', () => {
    expect(() => parseSubprocessEntry('../x', { type: 'subprocess', command: 'echo' }, 'cfg', { checkProgram: true })).toThrow('invalid ability name');
    expect(() => parseSubprocessConfigText('- a\n- b\n', 'list.yaml')).toThrow('list.yaml: must be a map of ability name to subprocess config');
  });
});
