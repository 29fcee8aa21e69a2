import { describe, expect, test } from 'bun:test';
import { compareSemver, parseSemver } from './semver.ts';

const cmp = (a: string, b: string) => Math.sign(compareSemver(parseSemver(a)!, parseSemver(b)!));

describe('semver', () => {
  test('parses strict semantic versions', () => {
    expect(parseSemver('1.2.3')).toEqual({ major: 1, minor: 2, patch: 3, prerelease: [] });
    expect(parseSemver('1.0.0-rc.1+build.5')).toEqual({ major: 1, minor: 0, patch: 0, prerelease: ['rc', '1'] });
  });

  test('refuses loose forms', () => {
    for (const v of ['1.2', 'v1.2.3', '01.2.3', '1.2.3-01', '1.2.3-', ' 1.2.3', '1.2.3.4', '99999999999999999999.0.0']) {
      expect(parseSemver(v)).toBeNull();
    }
  });

  test('orders by the precedence rules of semver.org', () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.0.1', '1.1.0', '2.0.0'];
    for (let i = 0; i + 1 < ordered.length; i++) expect(cmp(ordered[i], ordered[i + 1])).toBe(-1);
    expect(cmp('1.0.0+a', '1.0.0+b')).toBe(0);
  });
});
