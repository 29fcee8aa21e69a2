import { normalizeForMatch, stripDiacritics } from '../lib/normalize.ts';
import { canonicalAction, canonicalTarget } from '../pipeline/intent-lexicon.ts';
import {
  enforcementRank,
  type Constitution,
  type ConstitutionRule,
  type Enforcement,
  type MatchedRule,
} from './types.ts';

/** What a check looks at: the intent of the query and its (already redacted) text. */
export interface EvaluationInput {
  /** `<action>|<target>`; a key without `|` is read as `<action>|unknown`. */
  intent_key: string;
  text: string;
}

/** Why the final level was chosen: a rule, or the default of a constitution no rule of which matched. */
export type DecidedBy =
  | { kind: 'rule'; constitution: string; rule: MatchedRule }
  | { kind: 'default'; constitution: string };

export interface Evaluation {
  enforcement: Enforcement;
  /** All matching rules over all constitutions, most restrictive first (ties keep file order). */
  matched_rules: MatchedRule[];
  decided_by: DecidedBy;
}

type Predicate = (value: string) => boolean;

interface CompiledRule {
  rule: ConstitutionRule;
  actions: Predicate | null;
  targets: Predicate | null;
  keywords: RegExp | null;
}

const compiled = new WeakMap<Constitution, CompiledRule[]>();

/** Letters, digits and `_` make up a word; keywords match only between non-word characters. */
const WORD = '[\\p{L}\\p{N}_]';

/** Text as keywords see it: NFKC, no zero-width, lower case, no diacritics, collapsed spaces. */
export function normalizeKeywordText(text: string): string {
  return stripDiacritics(normalizeForMatch(text)).replace(/[\u2018\u2019\u02BC]/g, "'");
}

/**
 * Matches an intent part against trigger terms: `*` is a wildcard (`*` alone matches anything,
 * `buy*` any part starting with "buy"); other terms match case-insensitively, directly or through
 * the intent lexicon, so `remove` in a rule also matches the canonical action `delete`.
 */
function termPredicate(terms: string[], canonical: (word: string) => string | null): Predicate | null {
  if (terms.length === 0) return null;
  const exact = new Set<string>();
  const globs: RegExp[] = [];
  for (const raw of terms) {
    const term = raw.trim().toLowerCase();
    if (term.includes('*')) {
      globs.push(new RegExp(`^${term.split('*').map(escapeRegExp).join('.*')}$`, 's'));
      continue;
    }
    exact.add(term);
    const canon = canonical(term);
    if (canon) exact.add(canon);
  }
  return (value) => exact.has(value) || globs.some((g) => g.test(value));
}

/** One regex per rule: whole-word, case-insensitive alternation; `*` inside a keyword spans word characters. */
function keywordRegex(keywords: string[]): RegExp | null {
  if (keywords.length === 0) return null;
  const alternatives = keywords
    .map((k) => normalizeKeywordText(k))
    .filter((k) => k !== '')
    .map((k) =>
      k
        .split('*')
        .map((part) => part.split(' ').map(escapeRegExp).join('\\s+'))
        .join(`${WORD}*`),
    );
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<!${WORD})(?:${alternatives.join('|')})(?!${WORD})`, 'u');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function compile(constitution: Constitution): CompiledRule[] {
  let rules = compiled.get(constitution);
  if (!rules) {
    rules = constitution.rules.map((rule) => ({
      rule,
      actions: termPredicate(rule.trigger_actions, canonicalAction),
      targets: termPredicate(rule.trigger_targets, canonicalTarget),
      keywords: keywordRegex(rule.trigger_keywords),
    }));
    compiled.set(constitution, rules);
  }
  return rules;
}

/** Splits `<action>|<target>` into lower-case parts. */
export function splitIntentKey(intentKey: string): { action: string; target: string } {
  const bar = intentKey.indexOf('|');
  const action = (bar < 0 ? intentKey : intentKey.slice(0, bar)).trim().toLowerCase() || 'unknown';
  const target = (bar < 0 ? '' : intentKey.slice(bar + 1)).trim().toLowerCase() || 'unknown';
  return { action, target };
}

/**
 * A rule matches when its intent triggers match (every non-empty list among trigger_actions and
 * trigger_targets contains the intent's part; a target-only rule works too) or any keyword occurs
 * as a whole word in the normalised text.
 */
function ruleMatches(rule: CompiledRule, action: string, target: string, text: string): boolean {
  if (rule.actions || rule.targets) {
    const intentHit = (!rule.actions || rule.actions(action)) && (!rule.targets || rule.targets(target));
    if (intentHit) return true;
  }
  return rule.keywords !== null && rule.keywords.test(text);
}

/**
 * Evaluates constitutions together (the active one first, then e.g. an agent's). Within one
 * constitution the most restrictive matching rule wins and, when none matches, its
 * `default_enforcement` applies; across constitutions the most restrictive result wins.
 */
export function evaluate(constitutions: readonly Constitution[], input: EvaluationInput): Evaluation {
  const { action, target } = splitIntentKey(input.intent_key);
  const text = normalizeKeywordText(input.text);
  let enforcement: Enforcement = 'Allow';
  let decidedBy: DecidedBy | null = null;
  const matched: MatchedRule[] = [];
  for (const constitution of constitutions) {
    let own: { level: Enforcement; rule: MatchedRule | null } | null = null;
    for (const rule of compile(constitution)) {
      if (!ruleMatches(rule, action, target, text)) continue;
      const hit: MatchedRule = { name: rule.rule.name, enforcement: rule.rule.enforcement, reason: rule.rule.reason };
      matched.push(hit);
      if (!own || enforcementRank(hit.enforcement) > enforcementRank(own.level)) own = { level: hit.enforcement, rule: hit };
    }
    const level = own ? own.level : constitution.default_enforcement;
    if (decidedBy === null || enforcementRank(level) > enforcementRank(enforcement)) {
      decidedBy = own?.rule
        ? { kind: 'rule', constitution: constitution.name, rule: own.rule }
        : { kind: 'default', constitution: constitution.name };
      enforcement = level;
    }
  }
  matched.sort((a, b) => enforcementRank(b.enforcement) - enforcementRank(a.enforcement));
  return {
    enforcement,
    matched_rules: matched,
    decided_by: decidedBy ?? { kind: 'default', constitution: '(none)' },
  };
}

/** A one-line human explanation of an evaluation, for query descriptions and CLI output. */
export function describeEvaluation(evaluation: Evaluation): string {
  const verb: Record<Enforcement, string> = {
    Block: 'Blocked',
    Confirm: 'Needs confirmation',
    Warn: 'Allowed with a warning',
    Allow: 'Allowed',
  };
  const by = evaluation.decided_by;
  if (by.kind === 'rule') {
    const reason = by.rule.reason ? `: ${by.rule.reason}` : '';
    return `${verb[evaluation.enforcement]} by rule '${by.rule.name}' of constitution '${by.constitution}'${reason}`;
  }
  return `${verb[evaluation.enforcement]} by the default enforcement of constitution '${by.constitution}' (no rule matched)`;
}
