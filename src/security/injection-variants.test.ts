import { describe, expect, test } from 'bun:test';
import { leetViews, LetterTrie, mappedFromFold } from './injection-variants.ts';
import { foldText } from './fold.ts';

describe('LetterTrie', () => {
  const trie = new LetterTrie(['previous'], ['ignor', 'do', 'a b']);
  const relevant = (token: string, one = 105) => trie.matches(token, 0, token.length, one);

  test('accepts the words themselves and every word beginning with a prefix', () => {
    expect(relevant('previous')).toBe(true);
    expect(relevant('ignore')).toBe(true);
    expect(relevant('ignor')).toBe(true);
    expect(relevant('dozen')).toBe(true);
    expect(relevant('previously')).toBe(false);
    expect(relevant('prev')).toBe(false);
    expect(relevant('abc')).toBe(false);
  });

  test('decodes leet characters on the way, with 1 read as the given letter', () => {
    expect(relevant('1gn0r3')).toBe(true);
    expect(relevant('1gn0r3', 108)).toBe(false);
    expect(relevant('pr3v10u5')).toBe(true);
    expect(relevant('pr3v|0u5')).toBe(false);
  });
});

describe('leetViews', () => {
  const view = (text: string) =>
    leetViews(mappedFromFold(foldText(text)), new LetterTrie(['previous'], ['ignor'])).map((v) => v.text);

  test('decodes the windows around relevant leet tokens, reading each 1 as the letter of the known word', () => {
    expect(view('please 1gn0r3 all')).toEqual(['please ignore all']);
    expect(view('pr3v10u5 st4t3')).toEqual(['previous state']);
    expect(view('1gn0r3 r36145 pr1nt')).toEqual(['ignore regias print', 'ignore reglas prlnt']);
    expect(view('3rr0r 404 only')).toEqual([]);
    expect(view('h3ll0 w0rld')).toEqual([]);
  });

  test('reads each token\'s 1 on its own: as the letter that makes a known word, else l when doubled', () => {
    const trie = new LetterTrie(['previous', 'rules'], ['ignor']);
    const views = (text: string) => leetViews(mappedFromFold(foldText(text)), trie).map((v) => v.text);
    expect(views('1gn0r3 a11 ru135')[0]).toBe('ignore all rules');
    expect(views('1gn0r3 wi11 pr3v10u5')[0]).toBe('ignore will previous');
  });

  test('reads 6 and 9 as g inside a token, and leaves a lone number alone', () => {
    expect(view('i9n0re all')).toEqual(['ignore all']);
    expect(view('i6n0re all')).toEqual(['ignore all']);
    expect(view('2 f0r 9 pr3v10u5')).toEqual(['2 for 9 previous']);
  });
});
