import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltinAbilities } from '../abilities/builtins/index.ts';
import { createAbilityRegistry } from '../abilities/registry.ts';
import { openDatabase } from '../db/open.ts';
import { createChainsService } from './service.ts';

let dataDir: string;
const clock = Date.UTC(2026, 6, 14, 9, 30, 0);
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-library-'));
  mkdirSync(join(dataDir, 'workspace'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const ws = (path: string) => join(dataDir, 'workspace', path);

function setup() {
  const db = openDatabase(':memory:');
  const registry = createAbilityRegistry({ db, dataDir, now: () => clock });
  const builtins = createBuiltinAbilities({
    // A stand-in scanner: finds "AKIA..." keys, as the real one would.
    scan: (text) => {
      const found = text.match(/AKIA[0-9A-Z]{16}/g) ?? [];
      return {
        credential_count: found.length,
        pii_count: 0,
        types_found: found.length ? ['aws_access_key'] : [],
        injection_detected: false,
        injection_match_count: 0,
        injection_max_confidence: 0,
        injection_category: null,
        redacted: text.replace(/AKIA[0-9A-Z]{16}/g, '[REDACTED:aws_access_key]'),
      };
    },
  });
  registry.registerSource('built-in', () => builtins);
  return createChainsService({ db, dataDir, registry, now: () => clock });
}

describe('built-in chain library, run offline', () => {
  test('file-checksum writes a digest that matches the file', async () => {
    writeFileSync(ws('doc.bin'), Buffer.from([0, 1, 2, 255]));
    const result = await setup().runChain('file-checksum', { path: 'doc.bin' });
    const digest = createHash('sha256').update(Buffer.from([0, 1, 2, 255])).digest('hex');
    expect(result.status).toBe('succeeded');
    expect(result.output).toEqual({ path: 'doc.bin', algorithm: 'sha256', digest, bytes: 4, saved_to: 'doc.bin.sha256' });
    expect(readFileSync(ws('doc.bin.sha256'), 'utf8')).toBe(`${digest}  doc.bin\n`);
  });

  test('text-stats counts a text file', async () => {
    writeFileSync(ws('a.txt'), 'One two. Three!\n\nFour\n');
    const result = await setup().runChain('text-stats', { path: 'a.txt' });
    expect(result.output).toEqual({ path: 'a.txt', characters: 22, words: 4, lines: 3, sentences: 3, paragraphs: 2, bytes: 22 });
  });

  test('note-append appends a timestamped, squished line in the chosen time zone', async () => {
    const chains = setup();
    await chains.runChain('note-append', { text: '  buy   milk ', timezone: 'Europe/Paris' });
    await chains.runChain('note-append', { text: 'call Bob' });
    expect(readFileSync(ws('notes.md'), 'utf8')).toBe('- 2026-07-14 11:30:00 buy milk\n- 2026-07-14 09:30:00 call Bob\n');
  });

  test('workspace-heartbeat appends one line per run', async () => {
    const chains = setup();
    const result = await chains.runChain('workspace-heartbeat', {});
    await chains.runChain('workspace-heartbeat', { message: 'ok' });
    expect(result.output).toBe('2026-07-14T09:30:00.000Z alive');
    expect(readFileSync(ws('heartbeat.log'), 'utf8')).toBe('2026-07-14T09:30:00.000Z alive\n2026-07-14T09:30:00.000Z ok\n');
  });

  test('workspace-inventory saves a JSON listing', async () => {
    mkdirSync(ws('docs'));
    writeFileSync(ws('docs/a.md'), 'hello');
    const result = await setup().runChain('workspace-inventory', {});
    expect(result.output).toMatchObject({ count: 2, truncated: false, saved_to: 'inventory.json' });
    const saved = JSON.parse(readFileSync(ws('inventory.json'), 'utf8'));
    expect(saved.taken_at).toBe('2026-07-14T09:30:00.000Z');
    expect(saved.entries.map((e: { path: string }) => e.path)).toEqual(['docs', 'docs/a.md']);
  });

  test('json-extract queries a JSON file and saves only when asked', async () => {
    writeFileSync(ws('data.json'), JSON.stringify({ items: [{ name: 'a' }, { name: 'b' }] }));
    const chains = setup();
    const plain = await chains.runChain('json-extract', { path: 'data.json', query: '$.items[*].name' });
    expect(plain.output).toEqual({ result: ['a', 'b'], count: 2, saved_to: null });
    expect(plain.steps.find((s) => s.id === 'save')!.status).toBe('skipped');
    const saved = await chains.runChain('json-extract', { path: 'data.json', query: '$.items[1]', save_to: 'out/b.json' });
    expect(saved.output).toMatchObject({ saved_to: 'out/b.json' });
    expect(readFileSync(ws('out/b.json'), 'utf8')).toBe('{"name":"b"}\n');
  });

  test('secret-scan-file writes a redacted copy only when something is found', async () => {
    writeFileSync(ws('clean.txt'), 'nothing here');
    writeFileSync(ws('leak.txt'), 'key=AKIAIOSFODNN7EXAMPLE');
    const chains = setup();
    const clean = await chains.runChain('secret-scan-file', { path: 'clean.txt' });
    expect(clean.output).toMatchObject({ credential_count: 0, redacted_copy: null });
    expect(existsSync(ws('clean.txt.redacted'))).toBe(false);
    const leak = await chains.runChain('secret-scan-file', { path: 'leak.txt' });
    expect(leak.output).toMatchObject({ credential_count: 1, types_found: ['aws_access_key'], redacted_copy: 'leak.txt.redacted' });
    expect(readFileSync(ws('leak.txt.redacted'), 'utf8')).toBe('key=[REDACTED:aws_access_key]');
  });

  test('path parameters cannot leave the workspace', async () => {
    const result = await setup().runChain('text-stats', { path: '../../etc/passwd' });
    expect(result.status).toBe('failed');
    expect(result.error).toContain('inside the workspace');
  });
});
