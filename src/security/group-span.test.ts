import { describe, expect, test } from 'bun:test';
import { TOKEN_RULES } from './credential-rules.ts';
import { groupOneSpan, spanEnd, spanStart, withoutIndices } from './group-span.ts';

describe('groupOneSpan', () => {
  test('locates group 1 only when lookarounds alone surround it', () => {
    expect(groupOneSpan('(?<!x)(a+)(?!y)')).toBe('opens');
    expect(groupOneSpan('key=(\\w+)(?![a-z])')).toBe('closes');
    expect(groupOneSpan('abc')).toBe('whole');
    expect(groupOneSpan('x(a)y')).toBe('indices');
    expect(groupOneSpan('x(a)?')).toBe('indices');
    expect(groupOneSpan('(a)|b')).toBe('indices');
    expect(groupOneSpan('(?:(a))(b)')).toBe('indices');
    expect(groupOneSpan('[(](a)')).toBe('closes');
  });

  test('gives every token rule the offsets match indices give', () => {
    const samples = ['token ghp_' + 'aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5' + ' end', 'AKIAIOSFODNN7EXAMPLE', 'aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"'];
    for (const rule of TOKEN_RULES) {
      const withIdx = new RegExp(rule.re.source, rule.re.flags.replace('d', '') + 'd');
      for (const text of samples) {
        const a = [...text.matchAll(withIdx)].map((m) => (m.indices![1] ?? m.indices![0]).join(':'));
        const b = [...text.matchAll(rule.re)].map((m) => `${spanStart(rule.span, m)}:${spanEnd(rule.span, m)}`);
        expect(b).toEqual(a);
      }
    }
  });

  test('drops the d flag only where the span is known', () => {
    expect(withoutIndices(/(?<!x)(a)/dg).re.flags).toBe('g');
    expect(withoutIndices(/x(a)y/dg).re.flags).toBe('dg');
  });
});
