import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileSecretStore } from './secrets.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-secrets-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('file secret store', () => {
  test('round-trips values and reads fresh on every get', () => {
    const writer = createFileSecretStore(dataDir, () => Date.UTC(2026, 0, 2));
    const reader = createFileSecretStore(dataDir);
    expect(reader.get('TOKEN')).toBeUndefined();
    writer.set('TOKEN', 'abc');
    expect(reader.get('TOKEN')).toBe('abc');
    writer.set('TOKEN', 'def');
    expect(reader.get('TOKEN')).toBe('def');
    expect(writer.list()).toEqual([{ name: 'TOKEN', updated_at: '2026-01-02T00:00:00.000Z' }]);
  });

  test('writes the file with mode 0600 and leaves no temporary file', () => {
    const store = createFileSecretStore(dataDir);
    store.set('A', 'x');
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
    expect(store.permissionsOk()).toBe(true);
    chmodSync(store.path, 0o644);
    expect(store.permissionsOk()).toBe(false);
  });

  test('does not resolve inherited object keys as secrets', () => {
    const store = createFileSecretStore(dataDir);
    store.set('A', 'x');
    expect(store.get('constructor')).toBeUndefined();
    expect(store.get('__proto__')).toBeUndefined();
  });

  test('refuses values that could inject a header', () => {
    const store = createFileSecretStore(dataDir);
    for (const bad of ['a\r\nX-Evil: 1', 'a\nb', 'a\0b', '']) expect(() => store.set('A', bad)).toThrow();
    expect(store.list()).toEqual([]);
  });
});
