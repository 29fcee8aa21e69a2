import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedProvider, dirSignature } from './watch.ts';

describe('directory watch', () => {
  test('changes the signature when an entry appears, changes or goes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-watch-'));
    try {
      const sigs = [dirSignature(join(dir, 'missing'))];
      sigs.push(dirSignature(dir));
      mkdirSync(join(dir, 'a'));
      writeFileSync(join(dir, 'a', 'manifest.yaml'), 'one');
      sigs.push(dirSignature(dir, (e) => join(e, 'manifest.yaml')));
      writeFileSync(join(dir, 'a', 'manifest.yaml'), 'two!');
      sigs.push(dirSignature(dir, (e) => join(e, 'manifest.yaml')));
      mkdirSync(join(dir, '.tmp-staging'));
      sigs.push(dirSignature(dir, (e) => join(e, 'manifest.yaml')));
      expect(new Set(sigs.slice(0, 4)).size).toBe(4);
      expect(sigs[4]).toBe(sigs[3]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('reloads only when the signature changes', () => {
    let sig = 'a';
    let loads = 0;
    const provider = cachedProvider(() => sig, () => {
      loads++;
      return [];
    });
    provider();
    provider();
    expect(loads).toBe(1);
    sig = 'b';
    provider();
    expect(loads).toBe(2);
    expect(provider.version()).toBe('b');
  });
});
