import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open.ts';
import { createPipelineCache, type NewCacheEntry } from './cache.ts';
import { createLearnedStore } from './learned.ts';
import { Lru } from './lru.ts';

function entry(key: string, ttl_ms = 60_000, extra: Partial<NewCacheEntry> = {}): NewCacheEntry {
  return {
    tier: 'fingerprint_cache',
    key,
    kind: 'answer',
    intent_key: 'check|weather',
    params: { city: 'paris' },
    confidence: 0.9,
    response_text: `answer ${key}`,
    template: null,
    origin_tier: 'cheap_llm',
    provider: 'openai',
    model: 'gpt-4o-mini',
    input_tokens: 100,
    output_tokens: 50,
    cost_nusd: 45_000,
    ttl_ms,
    ...extra,
  };
}

describe('pipeline cache', () => {
  test('expires an entry after its TTL and removes it from SQLite', () => {
    const db = openDatabase(':memory:');
    let clock = 1_000_000;
    const cache = createPipelineCache(db, { now: () => clock });
    cache.put(entry('a', 10_000));
    expect(cache.get('fingerprint_cache', 'a')?.response_text).toBe('answer a');
    clock += 10_000;
    expect(cache.get('fingerprint_cache', 'a')).toBeUndefined();
    expect(db.query('SELECT COUNT(*) AS n FROM cache_entries').get()).toEqual({ n: 0 });
  });

  test('stores nothing for a TTL of zero', () => {
    const db = openDatabase(':memory:');
    const cache = createPipelineCache(db);
    expect(cache.put(entry('now', 0))).toBeUndefined();
    expect(cache.get('fingerprint_cache', 'now')).toBeUndefined();
  });

  test('bounds memory with an LRU while SQLite keeps evicted entries', () => {
    const db = openDatabase(':memory:');
    const cache = createPipelineCache(db, { maxMemoryEntries: 2 });
    cache.put(entry('a'));
    cache.put(entry('b'));
    cache.get('fingerprint_cache', 'a'); // a is now the most recent
    cache.put(entry('c')); // evicts b from memory
    expect(cache.memorySize).toBe(2);
    expect(cache.get('fingerprint_cache', 'b')?.response_text).toBe('answer b'); // reloaded from SQLite
    expect(cache.memorySize).toBe(2);
  });

  test('trims the least recently hit rows beyond the row bound', () => {
    const db = openDatabase(':memory:');
    let clock = 1_000;
    const cache = createPipelineCache(db, { maxEntries: 3, now: () => clock });
    for (const k of ['a', 'b', 'c', 'd', 'e']) {
      clock += 1;
      cache.put(entry(k));
    }
    clock += 1;
    cache.hit(cache.get('fingerprint_cache', 'a')!);
    cache.flush();
    const keys = db.query<{ key: string }, []>('SELECT key FROM cache_entries ORDER BY key').all().map((r) => r.key);
    expect(keys).toEqual(['a', 'd', 'e']);
  });

  test('keeps tiers apart under the same key', () => {
    const db = openDatabase(':memory:');
    const cache = createPipelineCache(db);
    cache.put(entry('k'));
    cache.put(entry('k', 60_000, { tier: 'intent_cache', response_text: 'intent answer' }));
    expect(cache.get('fingerprint_cache', 'k')?.response_text).toBe('answer k');
    expect(cache.get('intent_cache', 'k')?.response_text).toBe('intent answer');
    expect(cache.countLive()).toEqual({ fingerprint_cache: 1, intent_cache: 1 });
  });

  test('persists entries, templates and hit counts across a reopen of a file database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-cache-'));
    try {
      const path = join(dir, 'svc.db');
      const db1 = openDatabase(path);
      const cache1 = createPipelineCache(db1);
      cache1.put(entry('fp'));
      cache1.put(entry('t:convert|units', 60_000, { tier: 'intent_cache', kind: 'template', template: { kind: 'ability', name: 'units.convert', params: { precision: 3 } } }));
      const hot = cache1.get('fingerprint_cache', 'fp')!;
      cache1.hit(hot);
      cache1.hit(hot);
      cache1.flush();
      db1.close();

      const db2 = openDatabase(path);
      const cache2 = createPipelineCache(db2);
      expect(cache2.get('fingerprint_cache', 'fp')).toMatchObject({ response_text: 'answer fp', hits: 2, params: { city: 'paris' } });
      expect(cache2.get('intent_cache', 't:convert|units')?.template).toEqual({ kind: 'ability', name: 'units.convert', params: { precision: 3 } });
      db2.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('learned examples', () => {
  test('upserts by signature and counts uses', () => {
    const db = openDatabase(':memory:');
    const store = createLearnedStore(db, { now: () => 5_000 });
    const base = { query_key: 'capital france', query_norm: 'what is the capital of france', intent_key: 'lookup|capital', confidence: 0.9, response_text: 'Paris', provider: 'p', model: 'm', input_tokens: 1, output_tokens: 1, cost_nusd: 10, ttl_ms: 1000 };
    store.learn(base);
    store.learn({ ...base, response_text: 'Paris, France' });
    store.markUsed('capital france');
    expect(store.count()).toBe(1);
    expect(store.find('capital france')).toMatchObject({ response_text: 'Paris, France', uses: 1, expires_at: 6_000 });
    expect(store.find('')).toBeUndefined();
    expect(store.list(5)).toHaveLength(1);
  });
});

describe('lru', () => {
  test('evicts the least recently used key', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    expect(lru.set('c', 3)).toBe('b');
    expect([...lru.keys()]).toEqual(['a', 'c']);
  });

  test('rejects a capacity below one', () => {
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});
