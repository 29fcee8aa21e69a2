import { describe, expect, test } from 'bun:test';
import { execAtCandidates, isWordCode, KeywordAutomaton } from './keyword-automaton.ts';

/** Deterministic pseudo-random generator (xorshift32). */
function rng(seed: number) {
  let s = seed || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}
const pick = (r: () => number, cs: string, n: number) => Array.from({ length: n }, () => cs[Math.floor(r() * cs.length)]).join('');

/** Every (key, start) occurrence by brute force, sorted. */
function bruteForce(text: string, keys: string[], wordStart: number[] = []): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  keys.forEach((k, id) => {
    for (let at = lower.indexOf(k); at >= 0; at = lower.indexOf(k, at + 1)) {
      if (wordStart[id] && at > 0 && isWordCode(text.charCodeAt(at - 1))) continue;
      out.push(`${id}@${at}`);
    }
  });
  return out.sort();
}

function occurrences(a: KeywordAutomaton, text: string): string[] {
  const occ = a.scan(text);
  const out: string[] = [];
  for (let i = 0; i < occ.count; i++) out.push(`${occ.key[i]}@${occ.start[i]}`);
  return out.sort();
}

describe('KeywordAutomaton', () => {
  test('finds every occurrence of every keyword, overlapping ones included', () => {
    const r = rng(11);
    for (let round = 0; round < 60; round++) {
      const keys = [...new Set(Array.from({ length: 1 + Math.floor(r() * 12) }, () => pick(r, 'ab c-', 1 + Math.floor(r() * 4))))];
      const a = new KeywordAutomaton(keys);
      for (let t = 0; t < 5; t++) {
        const text = pick(r, 'aAbBc -x', Math.floor(r() * 80));
        expect(occurrences(a, text)).toEqual(bruteForce(text, keys));
      }
    }
  });

  test('matches lower-cased text and reports offsets into the original', () => {
    const a = new KeywordAutomaton(['ghp_', 'contraseña', 'akia']);
    const text = 'x GHP_abc CONTRASEÑA: AKIAAKIA';
    const occ = a.scan(text);
    const found = Array.from({ length: occ.count }, (_, i) => text.slice(occ.start[i], occ.start[i] + a.keyLength[occ.key[i]]));
    expect(found).toEqual(['GHP_', 'CONTRASEÑA', 'AKIA', 'AKIA']);
  });

  test('reports a word-start keyword only where it begins a word, inner word starts included', () => {
    const r = rng(5);
    for (let round = 0; round < 60; round++) {
      const keys = [...new Set(Array.from({ length: 1 + Math.floor(r() * 10) }, () => pick(r, 'ab c#', 1 + Math.floor(r() * 4))))];
      const wordStart = keys.map((k) => (isWordCode(k.charCodeAt(0)) && r() < 0.6 ? 1 : 0));
      const a = new KeywordAutomaton(keys, wordStart);
      for (let t = 0; t < 5; t++) {
        const text = pick(r, 'ab c#_1\n', Math.floor(r() * 80));
        expect(occurrences(a, text)).toEqual(bruteForce(text, keys, wordStart));
      }
    }
  });

  test('refuses a word-start key that does not begin with a word character', () => {
    expect(() => new KeywordAutomaton(['#sys'], [1])).toThrow('must begin with a word character');
  });

  test('counts the characters it was asked to count', () => {
    const a = new KeywordAutomaton(['key'], undefined, '0123456789@');
    a.scan('k3y 42 at a@b.c, KEY 7');
    expect(a.countOf('4')).toBe(1);
    expect(a.countOf('@')).toBe(1);
    expect(a.countOf('k')).toBe(2);
    expect(a.countOf('7')).toBe(1);
  });

  test('gives the same results on long texts with many occurrences', () => {
    const a = new KeywordAutomaton(['aa', 'aaa', 'b']);
    const text = 'aaaa b '.repeat(5000);
    expect(occurrences(a, text)).toEqual(bruteForce(text, ['aa', 'aaa', 'b']));
  });
});

describe('execAtCandidates', () => {
  test('finds what a global scan finds when the candidates cover every possible start', () => {
    const r = rng(3);
    const re = /ab+c?|b{2,}/g;
    const sticky = new RegExp(re.source, 'y');
    for (let round = 0; round < 200; round++) {
      const text = pick(r, 'abc ', Math.floor(r() * 60));
      const expected = [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);
      const candidates = [...text].flatMap((ch, i) => (ch === 'a' || ch === 'b' ? [i] : []));
      const got: string[] = [];
      execAtCandidates(sticky, text, candidates, (m) => got.push(`${m.index}:${m[0]}`));
      expect(got).toEqual(expected);
    }
  });
});
