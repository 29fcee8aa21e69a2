import { describe, expect, test } from 'bun:test';
import { countText, transformText, TEXT_OPERATIONS } from './text.ts';

describe('transformText', () => {
  test.each([
    ['upper', 'straße', 'STRASSE'],
    ['lower', 'HeLLo', 'hello'],
    ['title', "the quick brown fox's tail", "The Quick Brown Fox's Tail"],
    ['sentence', 'hELLO World', 'Hello world'],
    ['slug', '  Héllo, Wörld! 2026 ', 'hello-world-2026'],
    ['snake', 'userAccountID', 'user_account_id'],
    ['kebab', 'User Account ID', 'user-account-id'],
    ['camel', 'user account id', 'userAccountId'],
    ['pascal', 'user-account-id', 'UserAccountId'],
    ['trim', '  x  ', 'x'],
    ['squish', ' a \n\t b  c ', 'a b c'],
    ['reverse', 'abc👍🏽', '👍🏽cba'],
    ['strip_diacritics', 'Crème brûlée', 'Creme brulee'],
    ['strip_html', '<p>Hi <b>there</b></p><script>alert(1)</script> &amp; bye', 'Hi there & bye'],
    ['base64_encode', 'hi!', 'aGkh'],
    ['base64_decode', 'aGkh', 'hi!'],
    ['url_encode', 'a b&c', 'a%20b%26c'],
    ['url_decode', 'a%20b+c', 'a b c'],
    ['html_escape', '<a href="x">\'</a>', '&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;'],
  ])('%s', (op, input, expected) => {
    expect(transformText(input, op)).toBe(expected);
  });

  test('rejects unknown operations and invalid encodings', () => {
    expect(() => transformText('x', 'explode')).toThrow('unknown operation "explode"');
    expect(() => transformText('%E0%A4%A', 'url_decode')).toThrow('not valid URL encoding');
    expect(() => transformText('not base64!', 'base64_decode')).toThrow('not valid base64');
  });

  test('handles a megabyte of hostile markup in linear time', () => {
    const start = performance.now();
    transformText('<'.repeat(500_000), 'strip_html');
    transformText('<script>'.repeat(100_000), 'strip_html');
    transformText('aA'.repeat(400_000), 'slug');
    expect(performance.now() - start).toBeLessThan(2000);
  });

  test('every listed operation is implemented', () => {
    for (const op of TEXT_OPERATIONS) expect(typeof transformText('aGkh', op)).toBe('string');
  });
});

describe('countText', () => {
  test('counts graphemes, words, lines, sentences and paragraphs', () => {
    const counts = countText('Hello world. How are you?\n\nFine 👍🏽!\n');
    expect(counts).toEqual({
      characters: 35,
      code_points: 36,
      bytes: 42,
      words: 6,
      lines: 3,
      sentences: 3,
      paragraphs: 2,
    });
  });

  test('counts nothing in empty text', () => {
    expect(countText('')).toMatchObject({ characters: 0, words: 0, lines: 0, sentences: 0, paragraphs: 0 });
  });

  test('a trailing newline does not add a line', () => {
    expect(countText('a\nb').lines).toBe(2);
    expect(countText('a\nb\n').lines).toBe(2);
    expect(countText('a\r\nb\r\nc').lines).toBe(3);
  });
});
