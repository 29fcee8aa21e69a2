/**
 * The scanner's prefilters must find exactly what the regexes they stand in for find: these
 * compare each against its regex on the corpus and on random texts.
 */
import { describe, expect, test } from 'bun:test';
import { corpusText, loadCorpus } from '../../tests/fixtures/security/corpus.ts';
import { schemeStarts, URL_PASSWORD_RE } from './credentials.ts';
import { base64Runs, BASE64_RE, hasRun } from './injection.ts';
import { KeywordGroup, TriggerIndex } from './trigger.ts';

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
const corpus = corpusText(loadCorpus());

describe('TriggerIndex', () => {
  /** Every keyword that occurs in the lower-cased text, overlapping occurrences included. */
  const occurring = (keywords: string[], text: string) => keywords.filter((k) => text.toLowerCase().includes(k)).sort();

  test('reports every keyword that occurs, overlapping ones included', () => {
    const r = rng(9);
    for (let round = 0; round < 100; round++) {
      const keywords = [...new Set(Array.from({ length: 1 + Math.floor(r() * 8) }, () => pick(r, 'abc-', 1 + Math.floor(r() * 4))))];
      const index = new TriggerIndex([keywords]);
      for (let t = 0; t < 10; t++) {
        const text = pick(r, 'aAbBc- ', Math.floor(r() * 60));
        expect([...index.scan(text).present].sort()).toEqual(occurring(keywords, text));
      }
    }
    // a keyword that overlaps the start of another does not hide it (`id:AKIA…` with `:a` and `akia`)
    expect([...new TriggerIndex([[':a', 'akia']]).scan('id:AKIA1234').present].sort()).toEqual([':a', 'akia']);
  });

  test('a keyword group answers for its words, and naming a word the index lacks is an error', () => {
    const index = new TriggerIndex([['pass', 'psk']]);
    expect(index.scan('wpa psk=x').present.hasAny(new KeywordGroup(['psk']))).toBe(true);
    expect(index.scan('no secrets').present.hasAny(new KeywordGroup(['pass', 'psk']))).toBe(false);
    expect(() => index.scan('psk').present.hasAny(new KeywordGroup(['psk', 'salt']))).toThrow(/salt/);
  });

  test('runs a registered regex at its candidates with the matches of a global scan', () => {
    const re = /(?<![a-z])ab+c?/g;
    const index = new TriggerIndex([['ab']], [re]);
    const r = rng(4);
    for (let round = 0; round < 300; round++) {
      const text = pick(r, 'aAbBc ', Math.floor(r() * 50));
      const got: string[] = [];
      index.scan(text).matches(re, (m) => got.push(`${m.index}:${m[0]}`));
      expect(got).toEqual([...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`));
    }
  });

  test('starts each scan with empty candidate lists, whatever the previous scan collected', () => {
    const re = /(?<![a-z])ab+c?/g;
    const index = new TriggerIndex([['ab']], [re]);
    const r = rng(12);
    for (let round = 0; round < 200; round++) {
      // a text dense with candidates, then a short one: the second must not see the first's
      index.scan(pick(r, 'ab ', 200));
      const text = pick(r, 'aAbBc ', Math.floor(r() * 30));
      const got: string[] = [];
      index.scan(text).matches(re, (m) => got.push(`${m.index}:${m[0]}`));
      expect(got).toEqual([...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`));
    }
  });

  test('refuses to run matches of a scan after the index scanned another text', () => {
    const re = /(?<![a-z])ab+c?/g;
    const index = new TriggerIndex([['ab']], [re]);
    const first = index.scan('x abbc y');
    index.scan('ab ab ab');
    expect(() => first.matches(re, () => {})).toThrow('after the next scan');
  });

  test('selects the items whose keywords occur and the keyword-less ones', () => {
    const index = new TriggerIndex([['ghp_'], [], ['xoxb-', 'xoxp-']]);
    expect(index.scan('token ghp_abc').selected()).toEqual([0, 1]);
    expect(index.scan('XOXP-1').selected()).toEqual([1, 2]);
    expect(index.scan('nothing').selected()).toEqual([1]);
  });
});

describe('base64Runs', () => {
  const runs = (text: string) => {
    const out: string[] = [];
    base64Runs(text, (s, e) => (out.push(`${s}:${text.slice(s, e)}`), true));
    return out;
  };
  const regex = (text: string) => [...text.matchAll(BASE64_RE)].map((m) => `${m.index}:${m[0]}`);

  test('finds exactly the matches of BASE64_RE', () => {
    for (const text of corpus) expect(runs(text)).toEqual(regex(text));
    const r = rng(2);
    for (let round = 0; round < 400; round++) {
      const text = pick(r, 'aB9+/=_- .', Math.floor(r() * 120));
      expect(runs(text)).toEqual(regex(text));
    }
  });
});

describe('hasRun', () => {
  const HEX = 1;
  const B64 = 2;
  const HEX_OR_SEPARATOR = 4;
  const byRegex = (text: string, min: number, cls: string) => new RegExp(`[${cls}]{${min}}`).test(text);

  test('finds a run of at least min characters of a class exactly when one exists', () => {
    const r = rng(14);
    for (let round = 0; round < 1500; round++) {
      const text = pick(r, 'aF9+/: ,gZ-é', Math.floor(r() * 90));
      const min = 1 + Math.floor(r() * 26);
      expect(hasRun(text, min, HEX)).toBe(byRegex(text, min, '0-9A-Fa-f'));
      expect(hasRun(text, min, B64)).toBe(byRegex(text, min, 'A-Za-z0-9+/'));
      expect(hasRun(text, min, HEX_OR_SEPARATOR)).toBe(byRegex(text, min, '0-9A-Fa-f :,'));
    }
  });

  test('probes long texts without missing a run that straddles a probe', () => {
    const filler = 'x-'.repeat(500);
    for (let at = 0; at < 60; at++) {
      const text = filler.slice(0, at) + 'ab12'.repeat(6) + filler;
      expect(hasRun(text, 24, HEX)).toBe(true);
      expect(hasRun(text, 25, HEX)).toBe(false);
    }
  });
});

describe('schemeStarts', () => {
  test('gives URL_PASSWORD_RE every start it can match from', () => {
    const sticky = new RegExp(URL_PASSWORD_RE.source, 'dy');
    let matched = 0;
    const check = (text: string) => {
      const separators = [...text.matchAll(/:\/\//g)].map((m) => m.index!);
      const got = schemeStarts(text, separators).flatMap((at) => {
        sticky.lastIndex = at;
        const m = sticky.exec(text);
        return m ? [`${at}:${m[0]}`] : [];
      });
      const expected = [...text.matchAll(URL_PASSWORD_RE)].map((m) => `${m.index}:${m[0]}`);
      // a global scan hides matches that start inside an earlier one; the starts must cover all of them
      for (const e of expected) expect(got).toContain(e);
      matched += expected.length;
    };
    for (const text of corpus) check(text);
    expect(matched).toBeGreaterThan(5);
    const r = rng(6);
    for (let round = 0; round < 400; round++) check(pick(r, 'ab1+.-:/@x ', Math.floor(r() * 60)));
  });
});
