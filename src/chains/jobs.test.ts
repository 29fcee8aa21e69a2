import { describe, expect, test } from 'bun:test';
import { MAX_INTERVAL_SECS, nextSlot, parseScheduleInterval } from './jobs.ts';

describe('parseScheduleInterval', () => {
  test.each([
    ['30s', 30],
    ['10m', 600],
    ['1h', 3600],
    ['1h30m', 5400],
    ['2h0m5s', 7205],
    [' 5M ', 300],
    ['every 5m', 300],
    ['1s', 1],
    ['7d', 604_800],
    ['1d12h', 129_600],
  ])('%p → %p seconds', (text, secs) => {
    expect(parseScheduleInterval(text)).toBe(secs);
  });

  test.each([
    ['0s', 'at least 1s'],
    ['0h0m', 'at least 1s'],
    ['-5m', 'invalid interval'],
    ['5', 'invalid interval'],
    ['1.5h', 'invalid interval'],
    ['5x', 'invalid interval'],
    ['', 'invalid interval'],
    ['h', 'invalid interval'],
    ['1m1h', 'invalid interval'],
    ['367d', 'at most 366d'],
    ['99999999999h', 'at most 366d'],
    ['10ms', 'invalid interval'],
    ['5ḿ', 'invalid interval'],
  ])('rejects %p', (text, message) => {
    expect(() => parseScheduleInterval(text)).toThrow(message);
  });

  test('rejects non-strings', () => {
    expect(() => parseScheduleInterval(30)).toThrow('must be a string');
  });

  test('the maximum is accepted', () => {
    expect(parseScheduleInterval('366d')).toBe(MAX_INTERVAL_SECS);
  });
});

describe('nextSlot', () => {
  test('keeps the cadence anchored to the slot, not to when the run started', () => {
    expect(nextSlot(10_000, 1000, 10_050)).toBe(11_000);
  });

  test('skips every slot missed while down: one catch-up, then back on the grid', () => {
    expect(nextSlot(0, 10_000, 3_600_005)).toBe(3_610_000);
    expect(nextSlot(0, 10_000, 3_600_000)).toBe(3_610_000);
  });
});

describe('takeDue', () => {
  test('moves due jobs exactly as nextSlot says, in SQL, and leaves others alone', async () => {
    const { openDatabase } = await import('../db/open.ts');
    const { createJobQueries } = await import('./jobs.ts');
    const db = openDatabase(':memory:');
    const jobs = createJobQueries(db);
    const now = 1_900_000_000_123;
    const cases = [
      { id: 'a', interval_secs: 1, next_run_at: now },
      { id: 'b', interval_secs: 10, next_run_at: now - 3_600_000 - 7 },
      { id: 'c', interval_secs: 60, next_run_at: now - 59_999 },
      { id: 'd', interval_secs: 5, next_run_at: now + 1 },
      { id: 'e', interval_secs: 86_400 * 366, next_run_at: now - 86_400_000 * 400 },
    ];
    for (const c of cases) jobs.insert({ ...c, chain_id: 'x', params: {}, created_at: 0, agent_id: null });
    jobs.insert({ id: 'off', chain_id: 'x', interval_secs: 1, params: {}, created_at: 0, next_run_at: now - 5000, agent_id: null });
    jobs.setEnabled('off', false, now - 5000);
    const taken = jobs.takeDue(now);
    expect(taken.map((j) => j.id)).toEqual(['e', 'b', 'c', 'a']);
    const after = new Map(db.query<{ id: string; next_run_at: number }, []>('SELECT id, next_run_at FROM scheduled_jobs').all().map((r) => [r.id, r.next_run_at]));
    for (const c of cases) {
      const expected = c.next_run_at <= now ? nextSlot(c.next_run_at, c.interval_secs * 1000, now) : c.next_run_at;
      expect(after.get(c.id)).toBe(expected);
    }
    expect(after.get('off')).toBe(now - 5000);
    expect(jobs.takeDue(now)).toEqual([]);
  });
});
