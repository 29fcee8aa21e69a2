import { describe, expect, test } from 'bun:test';
import { leetViews, letterTriples, mappedFromFold } from './injection-variants.ts';
import { foldText } from './fold.ts';

const at = (table: Uint8Array, word: string) => table[((word.charCodeAt(0) - 97) * 26 + (word.charCodeAt(1) - 97)) * 26 + (word.charCodeAt(2) - 97)];

describe('letterTriples', () => {
  test('marks the first three letters of each word', () => {
    const table = letterTriples(['ignore', 'system']);
    expect(at(table, 'ign')).toBe(1);
    expect(at(table, 'sys')).toBe(1);
    expect(at(table, 'igo')).toBe(0);
    expect(table.reduce((n, x) => n + x, 0)).toBe(2);
  });

  test('lets a one- or two-letter prefix allow every start it begins', () => {
    const table = letterTriples(['do', 'x']);
    expect(at(table, 'doa')).toBe(1);
    expect(at(table, 'doz')).toBe(1);
    expect(at(table, 'dpa')).toBe(0);
    expect(at(table, 'xqq')).toBe(1);
    expect(table.reduce((n, x) => n + x, 0)).toBe(26 + 26 * 26);
  });

  test('ignores prefixes that cannot begin an all-letter word', () => {
    const table = letterTriples(['<|im', 'a b', '#sys', 'dan:']);
    expect(at(table, 'dan')).toBe(1);
    expect(table.reduce((n, x) => n + x, 0)).toBe(1);
  });
});

describe('leetViews', () => {
  const view = (text: string, starts3?: Uint8Array) =>
    leetViews(mappedFromFold(foldText(text)), (w) => w.startsWith('ignor') || w === 'previous', starts3).map((v) => v.text);

  test('decodes the windows around relevant leet tokens, with 1 as i and then as l', () => {
    expect(view('please 1gn0r3 all')).toEqual(['please ignore all', 'please lgnore all']);
    expect(view('3rr0r 404 only')).toEqual([]);
  });

  test('gives the same views with the three-letter prefilter as without it', () => {
    const starts3 = letterTriples(['ignor', 'previous']);
    for (const text of ['1gn0r3 pr3v10us', 'x 1gn0r3', 'h3ll0 w0rld', 'l33t 5p34k', 'pr3v10u5 st4t3', '']) {
      expect(view(text, starts3)).toEqual(view(text));
    }
  });
});
