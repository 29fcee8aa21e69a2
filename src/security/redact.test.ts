import { describe, expect, test } from 'bun:test';
import { applyRedaction, mergeSpans, redactionMarker } from './redact.ts';
import type { Finding } from './types.ts';

const f = (type: string, kind: Finding['kind'], start: number, end: number): Finding => ({ type, kind, start, end });

describe('redaction', () => {
  test('replaces each finding with [REDACTED:<type>]', () => {
    expect(redactionMarker('ssn')).toBe('[REDACTED:ssn]');
    const text = 'a 111 b 222 c';
    expect(applyRedaction(text, [f('x', 'pii', 2, 5), f('y', 'credential', 8, 11)])).toBe('a [REDACTED:x] b [REDACTED:y] c');
  });

  test('merges overlapping findings into one replacement named after the credential', () => {
    const text = 'key=abcdef@example.com end';
    const out = applyRedaction(text, [f('email', 'pii', 4, 22), f('password', 'credential', 4, 10)]);
    expect(out).toBe('key=[REDACTED:password] end');
  });

  test('keeps touching findings separate and ignores injection findings', () => {
    expect(mergeSpans([f('a', 'pii', 0, 3), f('b', 'pii', 3, 6), f('instruction_override', 'injection', 0, 6)])).toEqual([
      { start: 0, end: 3, type: 'a' },
      { start: 3, end: 6, type: 'b' },
    ]);
  });

  test('leaves every character outside the findings unchanged', () => {
    const text = 'ünï\u200bcode 🔑 secret here\r\n\ttail';
    const start = text.indexOf('secret');
    const out = applyRedaction(text, [f('secret', 'credential', start, start + 6)]);
    expect(out).toBe(text.slice(0, start) + '[REDACTED:secret]' + text.slice(start + 6));
  });

  test('returns the input itself when nothing is redacted', () => {
    expect(applyRedaction('plain', [])).toBe('plain');
  });
});
