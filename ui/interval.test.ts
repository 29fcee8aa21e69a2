import { describe, expect, test } from 'bun:test';
import { parseScheduleInterval } from '../src/chains/jobs.ts';
import { intervalError, parseInterval } from './interval.ts';

const SAMPLES = [
  '30s', '10m', '1h', '1h30m', '2h5s', '1H', ' 45s ', '0s', '10', '1m30h', '-5m', '1.5h', 'soon', '', '1h 30m',
  '90m', '0h0m1s', '7d', '1d12h', '1d 12h', 'every 10m', '367d', '366d', '0d', '1d0s', 'd', '1w',
];

/** The API's verdict: the seconds it would store, or null when it answers 400. */
function api(sample: string): number | null {
  try {
    return parseScheduleInterval(sample);
  } catch {
    return null;
  }
}

describe('interval validation', () => {
  test('accepts and refuses exactly what the api does', () => {
    for (const sample of SAMPLES) {
      const ours = intervalError(sample) === '' ? parseInterval(sample) : null;
      expect([sample, ours]).toEqual([sample, api(sample)]);
    }
  });

  test('explains each kind of mistake', () => {
    expect(intervalError('1s')).toBe('');
    expect(intervalError('0s')).toContain('at least 1 second');
    expect(intervalError('10')).toContain('number with s, m, h or d');
    expect(intervalError('400d')).toContain('at most 366 days');
    expect(intervalError(' ')).toContain('Enter an interval');
  });
});
