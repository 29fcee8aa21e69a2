import { describe, expect, test } from 'bun:test';
import { formatFraction, formatInt, formatMs, formatPercent, formatRelative, formatSeconds, formatTime, formatUsd, toDate } from './format.ts';

describe('format', () => {
  test('formats money, integers and percentages, with a dash for missing values', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.000012)).toBe('$0.000012');
    expect(formatInt(1234567)).toBe('1,234,567');
    expect(formatPercent(28.84)).toBe('28.8%');
    expect(formatFraction(0.925)).toBe('92.5%');
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatInt(undefined as unknown as number)).toBe('—');
  });

  test('reads ISO strings, Unix seconds and Unix milliseconds as the same instant', () => {
    const iso = '2026-11-20T10:00:00.000Z';
    const ms = Date.parse(iso);
    expect(toDate(iso)!.getTime()).toBe(ms);
    expect(toDate(ms)!.getTime()).toBe(ms);
    expect(toDate(ms / 1000)!.getTime()).toBe(ms);
    expect(toDate(String(ms / 1000))!.getTime()).toBe(ms);
    expect(toDate(0)).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate('not a date')).toBeNull();
    expect(formatTime(null)).toBe('—');
    expect(formatTime(ms)).toBe(new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  });

  test('formats durations and intervals', () => {
    expect(formatMs(0.423)).toBe('0.42 ms');
    expect(formatMs(120)).toBe('120 ms');
    expect(formatMs(3400)).toBe('3.4 s');
    expect(formatMs(125_000)).toBe('2m 5s');
    expect(formatSeconds(5400)).toBe('1h 30m');
    expect(formatSeconds(30)).toBe('30s');
    expect(formatSeconds(0)).toBe('0s');
    expect(formatSeconds(3600)).toBe('1h');
  });

  test('says how far a time is from now', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(formatRelative(now + 5 * 60_000, now)).toMatch(/5 min/);
    expect(formatRelative(now - 3 * 3_600_000, now)).toMatch(/3 h/);
    expect(formatRelative(undefined, now)).toBe('—');
  });
});
