import { describe, expect, test } from 'bun:test';
import { corpusText, loadCorpus } from '../../tests/fixtures/security/corpus.ts';
import { TOKEN_RULES } from './credential-rules.ts';
import { foldText } from './fold.ts';
import { GENERIC_REGEXES } from './generic-secrets.ts';
import { INJECTION_PATTERNS, SQUASHED_PATTERNS } from './injection-patterns.ts';
import { execAtCandidates, isWordCode, KeywordAutomaton } from './keyword-automaton.ts';
import { PAIRED_REGEXES } from './paired-secrets.ts';
import { PII_REGEXES } from './pii.ts';
import { regexPrefixes } from './regex-prefixes.ts';

const texts = corpusText(loadCorpus());
/** Raw texts: the corpus, upper-cased, and joined into documents. */
const raw = [...texts, ...texts.slice(0, 200).map((t) => t.toUpperCase()), texts.join('\n'), texts.slice(300).join(' ')];
/** What injection patterns run on. */
const folded = raw.map((t) => foldText(t).text);

/** Global-scan matches of `re` in `text` as "index:match", skipping empty ones like the scanners do. */
function globalMatches(re: RegExp, text: string): string[] {
  const g = new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'g');
  const out: string[] = [];
  let m: RegExpExecArray | null;
  while ((m = g.exec(text)) !== null) {
    if (m[0].length === 0) {
      g.lastIndex++;
      continue;
    }
    out.push(`${m.index}:${m[0]}`);
  }
  return out;
}

const cases: Array<[string, RegExp, string[]]> = [
  ...INJECTION_PATTERNS.map((p) => [p.id, p.re, folded] as [string, RegExp, string[]]),
  ...SQUASHED_PATTERNS.map((p) => [p.id, p.re, folded.map((t) => t.replace(/ /g, ''))] as [string, RegExp, string[]]),
  ...TOKEN_RULES.map((r) => [r.type, r.re, raw] as [string, RegExp, string[]]),
  ...[...GENERIC_REGEXES, ...PAIRED_REGEXES, ...PII_REGEXES].map((re) => [re.source.slice(0, 30), re, raw] as [string, RegExp, string[]]),
];

describe('regexPrefixes', () => {
  test('every match of every scanner pattern starts with one of its prefixes, at a word start when it says so', () => {
    let checked = 0;
    for (const [name, re, inputs] of cases) {
      const start = regexPrefixes(re.source, 6);
      if (start === null) continue;
      for (const text of inputs) {
        const lower = text.toLowerCase();
        for (const m of globalMatches(re, text)) {
          const at = Number(m.slice(0, m.indexOf(':')));
          const ok = start.prefixes.some((p) => lower.startsWith(p, at));
          if (!ok) throw new Error(`${name}: match ${JSON.stringify(m)} has no prefix`);
          if (start.wordBoundary) expect(at === 0 || !isWordCode(text.charCodeAt(at - 1)) || !isWordCode(text.charCodeAt(at))).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  }, 30_000); // every scanner pattern on its inputs: seconds on a loaded machine

  test('trying a pattern only where a prefix occurs finds exactly what a global scan finds', () => {
    for (const [name, re, inputs] of cases) {
      const start = regexPrefixes(re.source, 5, 256);
      if (start === null) continue;
      const automaton = new KeywordAutomaton(start.prefixes);
      const sticky = new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y');
      for (const text of inputs) {
        const occ = automaton.scan(text);
        const candidates = [...new Set(Array.from(occ.start.subarray(0, occ.count)))].sort((a, b) => a - b);
        const got: string[] = [];
        execAtCandidates(sticky, text, candidates, (m) => got.push(`${m.index}:${m[0]}`));
        const expected = globalMatches(re, text);
        if (got.join('\n') !== expected.join('\n')) throw new Error(`${name} differs on ${JSON.stringify(text.slice(0, 80))}`);
      }
    }
  }, 30_000);

  test('gives up when a match can begin with any character or be empty', () => {
    expect(regexPrefixes('[a-z]+x')).toBeNull();
    expect(regexPrefixes('.{2}abc')).toBeNull();
    expect(regexPrefixes('\\w{3}')).toBeNull();
    expect(regexPrefixes('(?:ab)?')).toBeNull();
    expect(regexPrefixes('[^x]y')).toBeNull();
  });

  test('lists minimal lower-case prefixes and sees through assertions and optional parts', () => {
    expect(regexPrefixes('(?<![A-Za-z0-9_])(ghp_[A-Za-z0-9]{36})')?.prefixes).toEqual(['ghp_']);
    expect(regexPrefixes('(?:AKIA|ASIA)[A-Z0-9]{16}')?.prefixes).toEqual(['akia', 'asia']);
    expect(regexPrefixes('\\b(?:ignore|ign)\\b', 8)).toEqual({ prefixes: ['ign'], wordBoundary: true });
    expect(regexPrefixes('(?:^|\\n) ?#{1,2} ?sys', 4)?.prefixes).toEqual([
      '\n # ', '\n ##', '\n #s', '\n# s', '\n## ', '\n##s', '\n#sy', ' # s', ' ## ', ' ##s', ' #sy', '# sy', '## s', '##sy', '#sys',
    ]);
  });

  test('coarsens a large prefix set to the requested count', () => {
    const start = regexPrefixes('(?:key|token)[ =:"\'`\\t]{1,3}[a-z]', 8, 4);
    expect(start?.prefixes).toEqual(['key', 'token']);
  });
});
