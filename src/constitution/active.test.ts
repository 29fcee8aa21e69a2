import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activeConstitutionPath,
  loadActiveConstitution,
  parseConstitutionSpec,
  useConstitution,
} from './active.ts';
import { ConstitutionError } from './parse.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'svc-constitution-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const CUSTOM = 'name: custom\ndefault_enforcement: Confirm\nrules:\n  - name: r\n    enforcement: Block\n    trigger_keywords: [nope]\n';

describe('active constitution', () => {
  test('falls back to the built-in default when nothing is chosen', () => {
    const active = loadActiveConstitution({ dataDir: dir, constitution: undefined });
    expect(active.constitution.name).toBe('default');
    expect(active.source).toEqual({ kind: 'built-in', template: 'default' });
  });

  test('use <template> stores the template in the data dir and makes it active', () => {
    const c = useConstitution(dir, { kind: 'template', name: 'trading' }, () => Date.UTC(2026, 0, 2));
    expect(c.name).toBe('trading');
    const stored = readFileSync(activeConstitutionPath(dir), 'utf8');
    expect(stored).toStartWith('# Active svc constitution, copied from built-in template "trading" on 2026-01-02T00:00:00.000Z.');
    const active = loadActiveConstitution({ dataDir: dir, constitution: undefined });
    expect(active.constitution.name).toBe('trading');
    expect(active.source).toEqual({ kind: 'data-dir', path: activeConstitutionPath(dir) });
  });

  test('use <file> validates and copies the file, keeping its text', () => {
    const file = join(dir, 'mine.yaml');
    writeFileSync(file, CUSTOM);
    useConstitution(dir, parseConstitutionSpec(file, 'test'));
    expect(readFileSync(activeConstitutionPath(dir), 'utf8')).toEndWith(CUSTOM);
    expect(loadActiveConstitution({ dataDir: dir, constitution: undefined }).constitution.default_enforcement).toBe('Confirm');
  });

  test('use <file> refuses an invalid file and leaves the active one untouched', () => {
    useConstitution(dir, { kind: 'template', name: 'strict' });
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'name: bad\nrules:\n  - name: r\n    enforcement: maybe\n    trigger_keywords: [x]\n');
    expect(() => useConstitution(dir, parseConstitutionSpec(bad, 'test'))).toThrow(`${bad}:4: rules[0] (r).enforcement: unknown level "maybe"`);
    expect(loadActiveConstitution({ dataDir: dir, constitution: undefined }).constitution.name).toBe('strict');
  });

  test('SVC_CONSTITUTION overrides the stored choice with a template or a file', () => {
    useConstitution(dir, { kind: 'template', name: 'strict' });
    expect(loadActiveConstitution({ dataDir: dir, constitution: 'household' }).source).toEqual({ kind: 'env-template', template: 'household' });
    const file = join(dir, 'env.yaml');
    writeFileSync(file, CUSTOM);
    const active = loadActiveConstitution({ dataDir: dir, constitution: file });
    expect(active.constitution.name).toBe('custom');
    expect(active.source).toEqual({ kind: 'env-file', path: file });
  });

  test('an unknown SVC_CONSTITUTION value is an error naming the templates', () => {
    expect(() => loadActiveConstitution({ dataDir: dir, constitution: 'nonexistent' })).toThrow(
      'SVC_CONSTITUTION: "nonexistent" is neither a template (default, trading, strict, developer, household) nor a file',
    );
    expect(() => loadActiveConstitution({ dataDir: dir, constitution: join(dir, 'missing.yaml') })).toThrow(ConstitutionError);
  });

  test('an edited data-dir file is re-read, and a broken edit is reported with its line', () => {
    useConstitution(dir, { kind: 'template', name: 'default' });
    const path = activeConstitutionPath(dir);
    writeFileSync(path, CUSTOM);
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(loadActiveConstitution({ dataDir: dir, constitution: undefined }).constitution.name).toBe('custom');
    writeFileSync(path, CUSTOM.replace('Block', 'Blocc'));
    utimesSync(path, new Date(), new Date(Date.now() + 10000));
    expect(() => loadActiveConstitution({ dataDir: dir, constitution: undefined })).toThrow(`${path}:5:`);
  });
});
