import { describe, expect, test } from 'bun:test';
import { parseDurationMs, parseIntervalSecs, parseSizeBytes } from './duration.ts';

describe('parseIntervalSecs', () => {
  test('accepts a number with s, m or h and compound forms', () => {
    expect(parseIntervalSecs('30s')).toBe(30);
    expect(parseIntervalSecs('10m')).toBe(600);
    expect(parseIntervalSecs('1h')).toBe(3600);
    expect(parseIntervalSecs('1h30m')).toBe(5400);
    expect(parseIntervalSecs('1h0m5s')).toBe(3605);
  });

  test('rejects malformed intervals', () => {
    for (const bad of ['', '10', 's', '1d', '-5s', '1.5h', '5 m', '30m1h', 'abc']) {
      expect(parseIntervalSecs(bad)).toBeNull();
    }
  });
});

describe('parseDurationMs and parseSizeBytes', () => {
  test('parse durations and sizes with units', () => {
    expect(parseDurationMs('90')).toBe(90_000);
    expect(parseDurationMs('2h')).toBe(7_200_000);
    expect(parseDurationMs('0')).toBeNull();
    expect(parseDurationMs('soon')).toBeNull();
    expect(parseSizeBytes('512MB')).toBe(512 * 1024 ** 2);
    expect(parseSizeBytes('2GB')).toBe(2 * 1024 ** 3);
    expect(parseSizeBytes('64k')).toBe(65_536);
    expect(parseSizeBytes('lots')).toBeNull();
    expect(parseSizeBytes('0MB')).toBeNull();
  });
});
