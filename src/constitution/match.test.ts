import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEvaluation, evaluate, splitIntentKey } from './match.ts';
import { parseConstitution } from './parse.ts';
import type { Constitution } from './types.ts';

function constitution(yaml: string): Constitution {
  return parseConstitution(yaml, 'test.yaml');
}

const POLICY = constitution(`name: policy
default_enforcement: Allow
rules:
  - name: allow_checks
    enforcement: Allow
    trigger_actions: [check]
  - name: warn_email
    enforcement: Warn
    trigger_targets: [email]
  - name: confirm_send
    enforcement: Confirm
    trigger_actions: [send]
    trigger_targets: [email, message]
  - name: block_buy_keyword
    enforcement: Block
    trigger_keywords: [buy, rm -rf, "delet*"]
    reason: no buying
`);

describe('evaluate', () => {
  test('applies the default enforcement when no rule matches', () => {
    const e = evaluate([POLICY], { intent_key: 'play|music', text: 'play some jazz' });
    expect(e.enforcement).toBe('Allow');
    expect(e.matched_rules).toEqual([]);
    expect(e.decided_by).toEqual({ kind: 'default', constitution: 'policy' });
  });

  test('lets the most restrictive matching rule win regardless of file order', () => {
    // allow_checks (Allow) and warn_email (Warn) both match check|email
    const e = evaluate([POLICY], { intent_key: 'check|email', text: 'check my email' });
    expect(e.enforcement).toBe('Warn');
    expect(e.matched_rules.map((r) => r.name)).toEqual(['warn_email', 'allow_checks']);
  });

  test('ranks Block over Confirm over Warn over Allow', () => {
    const e = evaluate([POLICY], { intent_key: 'send|email', text: 'send an email about what to buy' });
    expect(e.enforcement).toBe('Block');
    expect(e.matched_rules.map((r) => r.enforcement)).toEqual(['Block', 'Confirm', 'Warn']);
    expect(e.decided_by).toEqual({ kind: 'rule', constitution: 'policy', rule: { name: 'block_buy_keyword', enforcement: 'Block', reason: 'no buying' } });
  });

  test('matches a rule with only trigger_targets (a bug of the original)', () => {
    const e = evaluate([POLICY], { intent_key: 'delete|email', text: 'remove that email' });
    expect(e.matched_rules.map((r) => r.name)).toEqual(['warn_email']);
  });

  test('needs both the action and the target when a rule names both', () => {
    expect(evaluate([POLICY], { intent_key: 'send|money', text: 'x' }).matched_rules).toEqual([]);
    expect(evaluate([POLICY], { intent_key: 'send|message', text: 'x' }).enforcement).toBe('Confirm');
  });

  test('matches keywords as whole words only', () => {
    expect(evaluate([POLICY], { intent_key: 'unknown|unknown', text: 'Who is the buyer?' }).enforcement).toBe('Allow');
    expect(evaluate([POLICY], { intent_key: 'unknown|unknown', text: 'I want to BUY it' }).enforcement).toBe('Block');
    expect(evaluate([POLICY], { intent_key: 'unknown|unknown', text: 'buy.' }).enforcement).toBe('Block');
    expect(evaluate([POLICY], { intent_key: 'unknown|unknown', text: 'rebuy' }).enforcement).toBe('Allow');
  });

  test('matches multi-word and punctuated keywords with any spacing', () => {
    expect(evaluate([POLICY], { intent_key: 'x|y', text: 'run rm   -rf / now' }).enforcement).toBe('Block');
    expect(evaluate([POLICY], { intent_key: 'x|y', text: 'run rm -rfv' }).enforcement).toBe('Allow');
  });

  test('supports a wildcard inside keywords', () => {
    expect(evaluate([POLICY], { intent_key: 'x|y', text: 'deleting things' }).enforcement).toBe('Block');
    expect(evaluate([POLICY], { intent_key: 'x|y', text: 'undelete things' }).enforcement).toBe('Allow');
  });

  test('matches keywords on normalised text (case, width, zero-width, diacritics)', () => {
    const c = constitution('name: n\nrules:\n  - name: r\n    enforcement: Block\n    trigger_keywords: [cafe, drop table]\n');
    expect(evaluate([c], { intent_key: 'x|y', text: 'ＤＲＯＰ　TABLE users' }).enforcement).toBe('Block');
    expect(evaluate([c], { intent_key: 'x|y', text: 'dr\u200bop table' }).enforcement).toBe('Block');
    expect(evaluate([c], { intent_key: 'x|y', text: 'Café au lait' }).enforcement).toBe('Block');
  });

  test('supports the * wildcard in actions and targets', () => {
    const c = constitution(`name: w
rules:
  - name: block_all_deletes
    enforcement: Block
    trigger_actions: [delete]
    trigger_targets: ['*']
  - name: confirm_buy_any
    enforcement: Confirm
    trigger_actions: ['buy*']
  - name: warn_everything
    enforcement: Warn
    trigger_actions: ['*']
`);
    expect(evaluate([c], { intent_key: 'delete|file', text: '' }).enforcement).toBe('Block');
    expect(evaluate([c], { intent_key: 'buyback|stock', text: '' }).enforcement).toBe('Confirm');
    expect(evaluate([c], { intent_key: 'unknown|unknown', text: '' }).enforcement).toBe('Warn');
  });

  test('matches trigger words through the intent lexicon', () => {
    const c = constitution('name: s\nrules:\n  - name: r\n    enforcement: Block\n    trigger_actions: [remove, erase]\n    trigger_targets: [files, shares]\n');
    expect(evaluate([c], { intent_key: 'delete|file', text: '' }).enforcement).toBe('Block');
    expect(evaluate([c], { intent_key: 'delete|stock', text: '' }).enforcement).toBe('Block');
    expect(evaluate([c], { intent_key: 'check|file', text: '' }).enforcement).toBe('Allow');
  });

  test('combines constitutions: the most restrictive result across all wins', () => {
    const active = constitution('name: active\ndefault_enforcement: Allow\nrules:\n  - name: ok\n    enforcement: Allow\n    trigger_actions: [send]\n');
    const agent = constitution('name: agent\nrules:\n  - name: no_send\n    enforcement: Confirm\n    trigger_actions: [send]\n');
    const e = evaluate([active, agent], { intent_key: 'send|email', text: 'send it' });
    expect(e.enforcement).toBe('Confirm');
    expect(e.decided_by).toMatchObject({ kind: 'rule', constitution: 'agent' });
    const strictDefault = constitution('name: strict\ndefault_enforcement: Block\nrules:\n  - name: ok\n    enforcement: Allow\n    trigger_actions: [check]\n');
    const both = evaluate([active, strictDefault], { intent_key: 'play|music', text: 'x' });
    expect(both.enforcement).toBe('Block');
    expect(both.decided_by).toEqual({ kind: 'default', constitution: 'strict' });
    expect(describeEvaluation(both)).toContain("default enforcement of constitution 'strict'");
  });

  test('applies the example agent constitutions on top of another', () => {
    const path = join(import.meta.dir, '../../../shared/examples/agents/bill-reminder/constitution.yaml');
    const agent = parseConstitution(readFileSync(path, 'utf8'), path);
    expect(evaluate([POLICY, agent], { intent_key: 'check|calendar', text: 'what is due this week' }).enforcement).toBe('Allow');
    const secret = evaluate([POLICY, agent], { intent_key: 'check|bill', text: 'show my secret bills' });
    expect(secret.enforcement).toBe('Block');
    expect(secret.matched_rules[0].name).toBe('no-unauthorized-access');
    expect(evaluate([agent], { intent_key: 'use_permission|gmail.search', text: '' }).enforcement).toBe('Block');
  });

  test('splits intent keys defensively', () => {
    expect(splitIntentKey('Send|Email')).toEqual({ action: 'send', target: 'email' });
    expect(splitIntentKey('send')).toEqual({ action: 'send', target: 'unknown' });
    expect(splitIntentKey('')).toEqual({ action: 'unknown', target: 'unknown' });
  });
});
