import { expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitStagedDir } from './atomic-dir.ts';

function staged(root: string, content: string): string {
  const dir = mkdtempSync(join(root, '.tmp-x-'));
  writeFileSync(join(dir, 'file.txt'), content);
  return dir;
}

test('moves a staged directory into place and replaces an existing one', () => {
  const root = mkdtempSync(join(tmpdir(), 'svc-atomic-'));
  const finalDir = join(root, 'x');
  commitStagedDir(staged(root, 'v1'), finalDir, { replace: false, asideIn: root, name: 'x' });
  expect(readFileSync(join(finalDir, 'file.txt'), 'utf8')).toBe('v1');
  commitStagedDir(staged(root, 'v2'), finalDir, { replace: true, asideIn: root, name: 'x' });
  expect(readFileSync(join(finalDir, 'file.txt'), 'utf8')).toBe('v2');
  expect(readdirSync(root)).toEqual(['x']);
});

test('restores the previous directory when the swap fails and removes the staging dir', () => {
  const root = mkdtempSync(join(tmpdir(), 'svc-atomic-'));
  const finalDir = join(root, 'x');
  mkdirSync(finalDir);
  writeFileSync(join(finalDir, 'file.txt'), 'old');
  const staging = join(root, 'missing-staging');
  expect(() => commitStagedDir(staging, finalDir, { replace: true, asideIn: root, name: 'x' })).toThrow();
  expect(readFileSync(join(finalDir, 'file.txt'), 'utf8')).toBe('old');
  expect(existsSync(staging)).toBe(false);
  expect(readdirSync(root)).toEqual(['x']);
});
