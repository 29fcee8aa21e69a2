/**
 * The labelled corpus (tests/fixtures/security) against the targets of issue 3: credential and
 * personal-data recall ≥ 0.98 with ≤ 0.02 false positives on hard negatives, injection recall
 * ≥ 0.9 with ≤ 0.05 on benign look-alikes, per type and per language. A positive counts only
 * when a finding of the labelled type covers the value and the value is gone from `redacted`.
 */
import { describe, expect, test } from 'bun:test';
import { loadCorpus, type LabelledValue } from '../../tests/fixtures/security/corpus.ts';
import { scan } from './scanner.ts';

const corpus = loadCorpus();

function detected(item: LabelledValue, kind: 'credential' | 'pii'): boolean {
  const r = scan(item.text);
  const at = item.text.indexOf(item.value);
  const covered = r.findings.some((f) => f.kind === kind && f.type === item.type && f.start <= at && f.end >= at + item.value.length);
  return covered && !r.redacted.includes(item.value);
}

function recallByType(items: LabelledValue[], kind: 'credential' | 'pii') {
  const byType = new Map<string, { hit: number; total: number; misses: string[] }>();
  let hit = 0;
  for (const item of items) {
    const e = byType.get(item.type) ?? { hit: 0, total: 0, misses: [] };
    e.total++;
    if (detected(item, kind)) {
      e.hit++;
      hit++;
    } else e.misses.push(item.text.slice(0, 80));
    byType.set(item.type, e);
  }
  return { recall: hit / items.length, byType };
}

describe('credential corpus', () => {
  const { recall, byType } = recallByType(corpus.credentials, 'credential');

  test('covers at least 40 credential types', () => {
    expect(byType.size).toBeGreaterThanOrEqual(40);
  });

  test('credential recall is at least 0.98', () => {
    expect(recall).toBeGreaterThanOrEqual(0.98);
  });

  for (const [type, e] of byType) {
    test(`finds every ${type} sample`, () => {
      expect(e.misses).toEqual([]);
    });
  }
});

describe('personal data corpus', () => {
  const { recall, byType } = recallByType(corpus.pii, 'pii');

  test('personal-data recall is at least 0.98', () => {
    expect(recall).toBeGreaterThanOrEqual(0.98);
  });

  for (const [type, e] of byType) {
    test(`finds every ${type} sample`, () => {
      expect(e.misses).toEqual([]);
    });
  }
});

describe('hard negatives', () => {
  test('at most 2% of hard negatives yield a credential or personal-data finding', () => {
    const flagged = corpus.negatives.filter((n) => scan(n.text).findings.some((f) => f.kind !== 'injection'));
    expect(flagged.length / corpus.negatives.length).toBeLessThanOrEqual(0.02);
  });

  // each hard negative stands for a false positive that was fixed or designed out
  test('none yields a credential or personal-data finding', () => {
    expect(corpus.negatives.filter((n) => scan(n.text).findings.some((f) => f.kind !== 'injection')).map((n) => n.text)).toEqual([]);
  });

  test('hard negatives are returned unredacted', () => {
    const changed = corpus.negatives.filter((n) => scan(n.text).redacted !== n.text).map((n) => n.text.slice(0, 60));
    expect(changed.length).toBeLessThanOrEqual(Math.floor(corpus.negatives.length * 0.02));
  });
});

describe('injection corpus', () => {
  const results = corpus.injections.map((i) => ({ ...i, r: scan(i.text) }));

  test('injection recall is at least 0.9', () => {
    const hits = results.filter((x) => x.r.injection_detected).length;
    expect(hits / results.length).toBeGreaterThanOrEqual(0.9);
  });

  for (const lang of ['en', 'de', 'fr', 'es']) {
    test(`injection recall in ${lang} is at least 0.9`, () => {
      const subset = results.filter((x) => x.lang === lang);
      expect(subset.length).toBeGreaterThan(0);
      expect(subset.filter((x) => x.r.injection_detected).length / subset.length).toBeGreaterThanOrEqual(0.9);
    });
  }

  for (const category of ['instruction_override', 'role_play_jailbreak', 'system_prompt_extraction', 'delimiter_injection', 'data_exfiltration', 'obfuscation']) {
    test(`names the ${category} category for most of its samples`, () => {
      const subset = results.filter((x) => x.category === category);
      expect(subset.length).toBeGreaterThan(0);
      const named = subset.filter((x) => x.r.injection_category === category).length;
      expect(named / subset.length).toBeGreaterThanOrEqual(0.8);
    });
  }

  test('every detection has a confidence in (0, 1] and a category', () => {
    for (const x of results.filter((y) => y.r.injection_detected)) {
      expect(x.r.injection_max_confidence).toBeGreaterThan(0);
      expect(x.r.injection_max_confidence).toBeLessThanOrEqual(1);
      expect(x.r.injection_category).not.toBeNull();
      expect(x.r.injection_match_count).toBeGreaterThan(0);
    }
  });
});

describe('benign look-alikes', () => {
  test('at most 5% are flagged as injection', () => {
    const flagged = corpus.benign.filter((b) => scan(b.text).injection_detected);
    expect(flagged.length / corpus.benign.length).toBeLessThanOrEqual(0.05);
  });

  // each look-alike was added for a false positive that was fixed: none may come back unnoticed
  test('none is flagged', () => {
    expect(corpus.benign.filter((b) => scan(b.text).injection_detected).map((b) => b.text)).toEqual([]);
  });

  for (const text of ["Don't ignore the previous email from Bob, it has the invoice.", 'Please summarize the instructions in the manual for the new coffee machine.', 'Act as a tour guide and plan a two-day trip to Rome.']) {
    test(`the issue's example "${text.slice(0, 40)}..." is clean`, () => {
      const r = scan(text);
      expect(r.injection_detected).toBe(false);
      expect(r.injection_category).toBeNull();
      expect(r.injection_max_confidence).toBe(0);
    });
  }
});
