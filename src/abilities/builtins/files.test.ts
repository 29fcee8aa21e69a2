import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ability, InvokeContext } from '../types.ts';
import { createFileAbilities } from './files.ts';
import { MAX_FILE_BYTES } from './workspace.ts';

let dataDir: string;
let outside: string;
let abilities: Map<string, Ability>;
const ctx = (): InvokeContext => ({ signal: new AbortController().signal, dataDir, now: () => Date.now() });
const call = (name: string, params: Record<string, unknown>) => abilities.get(name)!.invoke(params, ctx());

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-files-'));
  outside = mkdtempSync(join(tmpdir(), 'svc-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'top secret');
  abilities = new Map(createFileAbilities().map((a) => [a.name, a]));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('files.write and files.read', () => {
  test('write creates parents inside the workspace and read returns the content', async () => {
    const written = await call('files.write', { path: 'notes/today.md', content: 'héllo', mode: 'overwrite', encoding: 'utf8' });
    expect(written).toEqual({ path: 'notes/today.md', bytes_written: 6, size: 6 });
    expect(readFileSync(join(dataDir, 'workspace/notes/today.md'), 'utf8')).toBe('héllo');
    const read = await call('files.read', { path: 'notes/today.md', encoding: 'utf8' });
    expect(read).toEqual({ path: 'notes/today.md', content: 'héllo', size: 6, encoding: 'utf8' });
  });

  test('append adds to the end and create refuses an existing file', async () => {
    await call('files.write', { path: 'log.txt', content: 'a\n', mode: 'append', encoding: 'utf8' });
    const second = await call('files.write', { path: 'log.txt', content: 'b\n', mode: 'append', encoding: 'utf8' });
    expect(second.size).toBe(4);
    expect(readFileSync(join(dataDir, 'workspace/log.txt'), 'utf8')).toBe('a\nb\n');
    await expect(call('files.write', { path: 'log.txt', content: 'x', mode: 'create', encoding: 'utf8' })).rejects.toThrow('already exists');
  });

  test('reads binary content as base64 and refuses it as text', async () => {
    mkdirSync(join(dataDir, 'workspace'), { recursive: true });
    writeFileSync(join(dataDir, 'workspace/bin'), Buffer.from([0xff, 0xfe, 0x00]));
    await expect(call('files.read', { path: 'bin', encoding: 'utf8' })).rejects.toThrow('not UTF-8');
    expect((await call('files.read', { path: 'bin', encoding: 'base64' })).content).toBe('//4A');
  });

  test.each(['../x', 'a/../../x', '/etc/passwd', 'a\\..\\x', 'a\0b'])('refuses the path %p', async (path) => {
    await expect(call('files.write', { path, content: 'x', mode: 'overwrite', encoding: 'utf8' })).rejects.toThrow();
    await expect(call('files.read', { path, encoding: 'utf8' })).rejects.toThrow();
    expect(existsSync(join(dataDir, 'x'))).toBe(false);
  });

  test('refuses to read through a symlink that leaves the workspace', async () => {
    mkdirSync(join(dataDir, 'workspace'), { recursive: true });
    symlinkSync(join(outside, 'secret.txt'), join(dataDir, 'workspace/link.txt'));
    symlinkSync(outside, join(dataDir, 'workspace/dir'));
    await expect(call('files.read', { path: 'link.txt', encoding: 'utf8' })).rejects.toThrow('symlink');
    await expect(call('files.read', { path: 'dir/secret.txt', encoding: 'utf8' })).rejects.toThrow('symlink');
  });

  test('refuses to write through a symlinked file or directory', async () => {
    mkdirSync(join(dataDir, 'workspace'), { recursive: true });
    symlinkSync(join(outside, 'secret.txt'), join(dataDir, 'workspace/link.txt'));
    symlinkSync(outside, join(dataDir, 'workspace/dir'));
    await expect(call('files.write', { path: 'link.txt', content: 'pwned', mode: 'overwrite', encoding: 'utf8' })).rejects.toThrow('symlink');
    await expect(call('files.write', { path: 'link.txt', content: 'pwned', mode: 'append', encoding: 'utf8' })).rejects.toThrow('symlink');
    await expect(call('files.write', { path: 'dir/new.txt', content: 'pwned', mode: 'overwrite', encoding: 'utf8' })).rejects.toThrow('symlink');
    await expect(call('files.write', { path: 'dir/sub/new.txt', content: 'pwned', mode: 'overwrite', encoding: 'utf8' })).rejects.toThrow('symlink');
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('top secret');
    expect(existsSync(join(outside, 'new.txt'))).toBe(false);
    expect(existsSync(join(outside, 'sub'))).toBe(false);
  });

  test('a symlinked workspace root that points elsewhere is still the boundary', async () => {
    // The workspace itself may be a symlink (e.g. to a bigger disk); paths are checked against its real location.
    symlinkSync(outside, join(dataDir, 'workspace'));
    expect((await call('files.read', { path: 'secret.txt', encoding: 'utf8' })).content).toBe('top secret');
  });

  test('enforces the size caps', async () => {
    const big = 'x'.repeat(MAX_FILE_BYTES + 1);
    await expect(call('files.write', { path: 'big', content: big, mode: 'overwrite', encoding: 'utf8' })).rejects.toThrow('larger than');
    mkdirSync(join(dataDir, 'workspace'), { recursive: true });
    writeFileSync(join(dataDir, 'workspace/big'), big);
    await expect(call('files.read', { path: 'big', encoding: 'utf8' })).rejects.toThrow('larger than');
    writeFileSync(join(dataDir, 'workspace/almost'), 'x'.repeat(MAX_FILE_BYTES - 1));
    await expect(call('files.write', { path: 'almost', content: 'yy', mode: 'append', encoding: 'utf8' })).rejects.toThrow('grow beyond');
  });

  test('reading a missing file is a not-found error', async () => {
    await call('files.write', { path: 'a', content: '1', mode: 'overwrite', encoding: 'utf8' });
    await expect(call('files.read', { path: 'nope.txt', encoding: 'utf8' })).rejects.toThrow('no such file');
  });
});

describe('files.list and files.delete', () => {
  test('lists recursively without following symlinks', async () => {
    await call('files.write', { path: 'a/b.txt', content: '12', mode: 'overwrite', encoding: 'utf8' });
    await call('files.write', { path: 'c.txt', content: '1', mode: 'overwrite', encoding: 'utf8' });
    symlinkSync(outside, join(dataDir, 'workspace/out'));
    const listed = await call('files.list', { path: '.', recursive: true });
    const entries = (listed.entries as { path: string; type: string; size: number }[]).map((e) => [e.path, e.type, e.size]);
    expect(entries).toEqual([
      ['a', 'directory', 0],
      ['c.txt', 'file', 1],
      ['out', 'symlink', 0],
      ['a/b.txt', 'file', 2],
    ]);
    await expect(call('files.list', { path: 'out', recursive: false })).rejects.toThrow('symlink');
  });

  test('deletes a file, refuses a non-empty directory and removes a symlink without touching its target', async () => {
    await call('files.write', { path: 'a/b.txt', content: '1', mode: 'overwrite', encoding: 'utf8' });
    await expect(call('files.delete', { path: 'a' })).rejects.toThrow('not empty');
    expect(await call('files.delete', { path: 'a/b.txt' })).toEqual({ path: 'a/b.txt', deleted: true });
    expect(await call('files.delete', { path: 'a' })).toEqual({ path: 'a', deleted: true });
    symlinkSync(join(outside, 'secret.txt'), join(dataDir, 'workspace/l'));
    expect((await call('files.delete', { path: 'l' })).deleted).toBe(true);
    expect(existsSync(join(outside, 'secret.txt'))).toBe(true);
    expect((await call('files.delete', { path: 'gone' })).deleted).toBe(false);
  });

  test('refuses to delete through a symlinked directory', async () => {
    await call('files.write', { path: 'x', content: '1', mode: 'overwrite', encoding: 'utf8' });
    symlinkSync(outside, join(dataDir, 'workspace/dir'));
    await expect(call('files.delete', { path: 'dir/secret.txt' })).rejects.toThrow('symlink');
    expect(existsSync(join(outside, 'secret.txt'))).toBe(true);
  });
});
