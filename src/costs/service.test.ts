import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../db/open.ts';
import { BadRequestError } from '../server/errors.ts';
import { costNanoUsd, resolvePrice } from './prices.ts';
import { DAY_MS, HOUR_MS, pruneCostEvents, recordCacheHit, recordCacheHits, recordModelCall } from './record.ts';
import { getCostBreakdown, getCostSummary, parseBucket, parseSince } from './service.ts';

const T0 = Date.UTC(2026, 0, 10, 12, 0, 0); // an hour boundary

function call(db: ReturnType<typeof openDatabase>, ts: number, extra: Partial<Parameters<typeof recordModelCall>[1]> = {}) {
  recordModelCall(db, {
    provider: 'openai',
    model: 'gpt-4o-mini',
    input_tokens: 500,
    output_tokens: 200,
    cost_nusd: 1_200_000, // $0.0012
    latency_ms: 40,
    ts,
    ...extra,
  });
}

function hit(db: ReturnType<typeof openDatabase>, ts: number) {
  recordCacheHit(db, {
    provider: 'openai',
    model: 'gpt-4o-mini',
    input_tokens: 500,
    output_tokens: 200,
    saved_nusd: 1_200_000,
    latency_ms: 0.1,
    tier: 'fingerprint_cache',
    ts,
  });
}

describe('cost summary', () => {
  test('is all zeros on an empty database', () => {
    const db = openDatabase(':memory:');
    expect(getCostSummary(db)).toEqual({
      total_spent_usd: 0,
      total_saved_usd: 0,
      savings_percent: 0,
      total_llm_calls: 0,
      total_cache_hits: 0,
      total_input_tokens: 0,
      total_output_tokens: 0,
    });
  });

  test('counts calls, cache hits, tokens and the savings share', () => {
    const db = openDatabase(':memory:');
    call(db, T0 + 1000);
    hit(db, T0 + 2000);
    hit(db, T0 + 3000);
    hit(db, T0 + 4000);
    expect(getCostSummary(db)).toEqual({
      total_spent_usd: 0.0012,
      total_saved_usd: 0.0036,
      savings_percent: 75,
      total_llm_calls: 1,
      total_cache_hits: 3,
      total_input_tokens: 500,
      total_output_tokens: 200,
    });
  });

  test('filters by since in milliseconds, inside an hour and on hour boundaries', () => {
    const db = openDatabase(':memory:');
    call(db, T0 - 10); // previous hour
    call(db, T0 + 10 * 60_000); // 12:10
    call(db, T0 + 40 * 60_000); // 12:40
    call(db, T0 + HOUR_MS + 5); // 13:00:00.005
    expect(getCostSummary(db, T0).total_llm_calls).toBe(3);
    expect(getCostSummary(db, T0 + 10 * 60_000).total_llm_calls).toBe(3);
    expect(getCostSummary(db, T0 + 10 * 60_000 + 1).total_llm_calls).toBe(2);
    expect(getCostSummary(db, T0 + HOUR_MS).total_llm_calls).toBe(1);
    expect(getCostSummary(db, T0 + 2 * HOUR_MS).total_llm_calls).toBe(0);
    expect(getCostSummary(db, 0).total_llm_calls).toBe(4);
  });

  test('combines raw events, hourly and daily rollups exactly around a mid-day since', () => {
    const db = openDatabase(':memory:');
    const since = T0 + 25 * 60_000; // 12:25 on day 1
    const times = [
      since - 1, // before: excluded
      since, // partial hour (raw events)
      T0 + 50 * 60_000, // partial hour
      T0 + 3 * HOUR_MS, // whole hours of day 1 (hourly rollups)
      T0 + 11 * HOUR_MS + 59 * 60_000, // 23:59 day 1
      T0 + 12 * HOUR_MS, // day 2 00:00 (daily rollups)
      T0 + 40 * HOUR_MS, // day 3
    ];
    for (const ts of times) call(db, ts);
    expect(getCostSummary(db, since).total_llm_calls).toBe(6);
    expect(getCostSummary(db, T0 + 12 * HOUR_MS).total_llm_calls).toBe(2);
    const days = getCostBreakdown(db, { since, bucket: 'day' }, () => T0 + 40 * HOUR_MS);
    expect(days.series.map((p) => p.calls)).toEqual([4, 1, 1]);
    const hours = getCostBreakdown(db, { since, bucket: 'hour' }, () => T0 + 40 * HOUR_MS);
    expect(hours.series.reduce((n, p) => n + p.calls, 0)).toBe(6);
    expect(hours.series[0]).toMatchObject({ bucket_start: T0, calls: 2 });
  });

  test('sums money exactly without floating drift', () => {
    const db = openDatabase(':memory:');
    for (let i = 0; i < 10; i++) call(db, T0 + i, { cost_nusd: 100_000_000 }); // $0.1 each
    expect(getCostSummary(db).total_spent_usd).toBe(1);
  });

  test('records many cache hits at once with the same totals as one by one', () => {
    const recs = [0, 1, HOUR_MS + 5, DAY_MS + 7].map((offset, i) => ({
      provider: i === 1 ? 'anthropic' : 'openai',
      model: i === 1 ? 'claude-haiku' : 'gpt-4o-mini',
      input_tokens: 500,
      output_tokens: 200,
      saved_nusd: 1_000_000 * (i + 1),
      latency_ms: 0.1,
      tier: 'fingerprint_cache',
      ts: T0 + offset,
    }));
    const single = openDatabase(':memory:');
    for (const rec of recs) recordCacheHit(single, rec);
    const batched = openDatabase(':memory:');
    recordCacheHits(batched, recs);
    const rows = (db: ReturnType<typeof openDatabase>, table: string) => db.query(`SELECT * FROM ${table} ORDER BY bucket_start, provider`).all();
    for (const table of ['cost_rollups', 'cost_rollups_daily']) expect(rows(batched, table)).toEqual(rows(single, table));
    expect(getCostSummary(batched)).toEqual(getCostSummary(single));
    expect(getCostSummary(batched).total_cache_hits).toBe(4);
    expect(getCostBreakdown(batched, { since: T0, bucket: 'day' })).toEqual(getCostBreakdown(single, { since: T0, bucket: 'day' }));
  });

  test('keeps hour-aligned totals after raw events are pruned', () => {
    const db = openDatabase(':memory:');
    call(db, T0 + 1);
    call(db, T0 + HOUR_MS + 1);
    expect(pruneCostEvents(db, T0 + HOUR_MS)).toBe(1);
    expect(getCostSummary(db).total_llm_calls).toBe(2);
    expect(getCostSummary(db, T0 + HOUR_MS).total_llm_calls).toBe(1);
  });
});

describe('since and bucket parsing', () => {
  test('accepts integer milliseconds and treats empty as all time', () => {
    expect(parseSince('1700000000000')).toBe(1_700_000_000_000);
    expect(parseSince(undefined)).toBeUndefined();
    expect(parseSince('')).toBeUndefined();
  });

  for (const bad of ['abc', '-5', '1.5', '1e12', '0x10', '99999999999999999', 'NaN']) {
    test(`rejects since=${bad} with a bad request`, () => {
      expect(() => parseSince(bad)).toThrow(BadRequestError);
    });
  }

  test('accepts hour and day buckets and rejects others', () => {
    expect(parseBucket('hour')).toBe('hour');
    expect(parseBucket(undefined)).toBe('day');
    expect(() => parseBucket('week')).toThrow(BadRequestError);
  });
});

describe('cost breakdown', () => {
  test('groups by provider and model and fills the hourly series', () => {
    const db = openDatabase(':memory:');
    call(db, T0 + 1);
    call(db, T0 + 2, { provider: 'claude', model: 'claude-3-5-haiku', cost_nusd: 3_000_000 });
    hit(db, T0 + 2 * HOUR_MS + 5);
    const b = getCostBreakdown(db, { since: T0, bucket: 'hour' }, () => T0 + 3 * HOUR_MS + 1);
    expect(b.bucket).toBe('hour');
    expect(b.since).toBe(T0);
    expect(b.by_model).toEqual([
      { provider: 'claude', model: 'claude-3-5-haiku', calls: 1, cache_hits: 0, input_tokens: 500, output_tokens: 200, spent_usd: 0.003, saved_usd: 0 },
      { provider: 'openai', model: 'gpt-4o-mini', calls: 1, cache_hits: 1, input_tokens: 500, output_tokens: 200, spent_usd: 0.0012, saved_usd: 0.0012 },
    ]);
    expect(b.series.map((p) => p.bucket_start)).toEqual([T0, T0 + HOUR_MS, T0 + 2 * HOUR_MS, T0 + 3 * HOUR_MS]);
    expect(b.series.map((p) => p.calls)).toEqual([2, 0, 0, 0]);
    expect(b.series[2].cache_hits).toBe(1);
    expect(b.summary.total_llm_calls).toBe(2);
  });

  test('puts a partial first hour into its day bucket', () => {
    const db = openDatabase(':memory:');
    const since = T0 + 30 * 60_000;
    call(db, since - 1); // excluded
    call(db, since + 1); // partial hour, from events
    call(db, T0 + 5 * HOUR_MS); // whole hour, from rollups
    const b = getCostBreakdown(db, { since, bucket: 'day' }, () => T0 + 6 * HOUR_MS);
    expect(b.series).toHaveLength(1);
    expect(b.series[0].bucket_start).toBe(Date.UTC(2026, 0, 10));
    expect(b.series[0].calls).toBe(2);
  });

  test('returns an empty series when there is no data and no since', () => {
    const db = openDatabase(':memory:');
    expect(getCostBreakdown(db, { bucket: 'day' }).series).toEqual([]);
  });

  test('rejects a range with too many buckets', () => {
    const db = openDatabase(':memory:');
    expect(() => getCostBreakdown(db, { since: 1, bucket: 'hour' }, () => T0)).toThrow(BadRequestError);
  });
});

describe('prices', () => {
  test('matches the longest prefix and ignores a vendor prefix', () => {
    expect(resolvePrice('gpt-4o-mini-2024-07-18')).toMatchObject({ input_per_mtok: 0.15, source: 'table' });
    expect(resolvePrice('gpt-4o')).toMatchObject({ input_per_mtok: 2.5 });
    expect(resolvePrice('openai/gpt-4o-mini')).toMatchObject({ input_per_mtok: 0.15 });
    expect(resolvePrice('claude-3-5-haiku-20241022')).toMatchObject({ input_per_mtok: 0.8, output_per_mtok: 4 });
  });

  test('treats localhost models as free and honours overrides', () => {
    expect(resolvePrice('llama3', { baseUrl: 'http://127.0.0.1:11434/v1' }).source).toBe('local');
    expect(resolvePrice('x', { override: { input_per_mtok: 2, output_per_mtok: 3 } })).toMatchObject({ source: 'override' });
    expect(resolvePrice('totally-unknown').source).toBe('default');
  });

  test('computes haiku 1000 in / 500 out as $0.0028', () => {
    const price = resolvePrice('claude-3-5-haiku');
    expect(costNanoUsd(price, 1000, 500)).toBe(2_800_000);
  });
});
