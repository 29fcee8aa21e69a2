import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open.ts';
import { silentLogger, type Logger } from '../server/log.ts';
import { createChainStore, isoSeconds, nextTrust, TRUST_MAX, TRUST_STREAK } from './store.ts';

const LIB = {
  'hello.yaml': 'id: hello\ndescription: says hello\nsteps:\n  - {id: s, ability: time.now}\n',
};
const userChain = (id: string, description = 'mine') =>
  `id: ${id}\ndescription: ${description}\nsteps:\n  - {id: s, ability: text.count, params: {text: x}}\n`;

let dataDir: string;
let clock: number;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-store-'));
  clock = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function makeStore(log: Logger = silentLogger) {
  const db = openDatabase(':memory:');
  const store = createChainStore({ db, dataDir, now: () => clock, log, library: LIB, rescanMs: 0 });
  return { db, store };
}

function writeUser(name: string, text: string, mtimeSecs?: number) {
  mkdirSync(join(dataDir, 'chains'), { recursive: true });
  const file = join(dataDir, 'chains', name);
  writeFileSync(file, text);
  if (mtimeSecs !== undefined) utimesSync(file, mtimeSecs, mtimeSecs);
}

describe('chain store', () => {
  test('records built-in chains with the spec fields and an ISO 8601 UTC created_at', () => {
    const { store } = makeStore();
    expect(store.list()).toEqual([
      {
        chain_id: 'hello',
        name: 'Hello',
        description: 'says hello',
        trust_level: 0,
        hit_count: 0,
        success_count: 0,
        created_at: '2026-01-02T03:04:05Z',
      },
    ]);
    expect(isoSeconds(0)).toBe('1970-01-01T00:00:00Z');
  });

  test('picks up, updates and forgets user chain files', () => {
    const { store } = makeStore();
    writeUser('mine.yaml', userChain('mine'), 1000);
    expect(store.list().map((c) => c.chain_id).sort()).toEqual(['hello', 'mine']);
    expect(store.get('mine')?.origin).toBe('user');

    store.recordRun('mine', true);
    writeUser('mine.yaml', userChain('mine', 'edited'), 2000);
    const edited = store.list().find((c) => c.chain_id === 'mine')!;
    expect(edited.description).toBe('edited');
    expect(edited.hit_count).toBe(1); // editing a chain keeps its counters

    unlinkSync(join(dataDir, 'chains', 'mine.yaml'));
    expect(store.list().map((c) => c.chain_id)).toEqual(['hello']);
    expect(store.get('mine')).toBeNull();
  });

  test('skips invalid files, built-in ids and duplicate ids with a warning', () => {
    const warnings: string[] = [];
    const log: Logger = { ...silentLogger, warn: (msg) => warnings.push(msg) };
    const { store } = makeStore(log);
    writeUser('bad.yaml', 'id: bad\nsteps: []\n');
    writeUser('hello.yaml', userChain('hello'));
    writeUser('a.yaml', userChain('dup', 'first'));
    writeUser('b.yml', userChain('dup', 'second'));
    writeUser('notes.txt', 'ignored');
    store.sync(true);
    expect(store.list().map((c) => [c.chain_id, c.description])).toEqual([
      ['dup', 'first'],
      ['hello', 'says hello'],
    ]);
    expect(warnings.sort()).toEqual([
      'skipping invalid chain file',
      'skipping user chain that reuses a built-in id',
      'skipping user chain with a duplicate id',
    ]);
    store.sync(true);
    expect(warnings).toHaveLength(3); // warned once per file, not on every sync
  });

  test('counts runs and moves trust by the documented rule', () => {
    const { store } = makeStore();
    for (let i = 0; i < TRUST_STREAK; i++) store.recordRun('hello', true);
    expect(store.record('hello')).toMatchObject({ hit_count: 5, success_count: 5, trust_level: 1 });
    store.recordRun('hello', false);
    expect(store.record('hello')).toMatchObject({ hit_count: 6, success_count: 5, trust_level: 0 });
    store.recordRun('ghost', true); // unknown chains are ignored, not created
    expect(store.record('ghost')).toBeNull();
  });

  test('trust rule: +1 per streak of successes up to the cap, -1 per failure down to 0', () => {
    let state = { level: 0, streak: 0 };
    for (let i = 0; i < TRUST_STREAK * (TRUST_MAX + 2); i++) state = nextTrust(state.level, state.streak, true);
    expect(state.level).toBe(TRUST_MAX);
    state = nextTrust(state.level, state.streak, false);
    expect(state).toEqual({ level: TRUST_MAX - 1, streak: 0 });
    expect(nextTrust(0, 3, false)).toEqual({ level: 0, streak: 0 });
    expect(nextTrust(1, TRUST_STREAK - 2, true)).toEqual({ level: 1, streak: TRUST_STREAK - 1 });
  });

  test('stores chains in the database for other modules, refusing taken ids', () => {
    const { store } = makeStore();
    const record = store.save(userChain('learned'));
    expect(record).toMatchObject({ chain_id: 'learned', hit_count: 0 });
    expect(store.get('learned')?.origin).toBe('stored');
    expect(() => store.save(userChain('hello'))).toThrow('already exists as a built-in chain');
    expect(store.removeStored('learned')).toBe(true);
    expect(store.get('learned')).toBeNull();
    expect(store.removeStored('hello')).toBe(false);
  });

  test('counters survive a restart on the same database', () => {
    const db = openDatabase(':memory:');
    const first = createChainStore({ db, dataDir, library: LIB });
    first.recordRun('hello', true);
    const second = createChainStore({ db, dataDir, library: LIB });
    expect(second.record('hello')?.hit_count).toBe(1);
  });

  test('require() is a 404 for unknown chains', () => {
    const { store } = makeStore();
    expect(() => store.require('nope')).toThrow('unknown chain "nope"');
  });
});

describe('trust in SQL', () => {
  test('the counters UPDATE follows nextTrust for every sequence of outcomes', () => {
    const { store } = makeStore();
    let expected = { level: 0, streak: 0 };
    // A fixed pseudo-random sequence long enough to reach the cap and fall back.
    let seed = 7;
    for (let i = 0; i < 400; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const success = seed % 9 !== 0;
      store.recordRun('hello', success);
      expected = nextTrust(expected.level, expected.streak, success);
      expect(store.record('hello')!.trust_level).toBe(expected.level);
    }
    expect(store.record('hello')!.hit_count).toBe(400);
  });
});
