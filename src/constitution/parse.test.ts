import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConstitutionError, parseConstitution, parseEnforcement } from './parse.ts';

const EXAMPLES = join(import.meta.dir, '../../../shared/examples/agents');

function errorOf(text: string, source = 'test.yaml'): ConstitutionError {
  try {
    parseConstitution(text, source);
  } catch (err) {
    if (err instanceof ConstitutionError) return err;
    throw err;
  }
  throw new Error('expected a ConstitutionError');
}

const VALID = `name: home
description: test policy
default_enforcement: Warn
rules:
  - name: no_money
    enforcement: Block
    trigger_actions: [transfer, pay]
    reason: no money
  - name: greetings
    enforcement: Allow
    trigger_keywords: [hello]
`;

describe('parseConstitution', () => {
  test('parses a valid document with every field', () => {
    const c = parseConstitution(VALID, 'home.yaml');
    expect(c.name).toBe('home');
    expect(c.description).toBe('test policy');
    expect(c.default_enforcement).toBe('Warn');
    expect(c.rules).toEqual([
      { name: 'no_money', enforcement: 'Block', trigger_actions: ['transfer', 'pay'], trigger_targets: [], trigger_keywords: [], reason: 'no money' },
      { name: 'greetings', enforcement: 'Allow', trigger_actions: [], trigger_targets: [], trigger_keywords: ['hello'], reason: '' },
    ]);
  });

  test('defaults a missing default_enforcement to Allow', () => {
    const c = parseConstitution('name: x\nrules:\n  - name: r\n    enforcement: Block\n    trigger_keywords: [a]\n', 'x.yaml');
    expect(c.default_enforcement).toBe('Allow');
  });

  test('accepts enforcement spellings from the catalog and the original files', () => {
    expect(parseEnforcement('hard_block')).toBe('Block');
    expect(parseEnforcement('HARD-BLOCK')).toBe('Block');
    expect(parseEnforcement('block')).toBe('Block');
    expect(parseEnforcement('confirm')).toBe('Confirm');
    expect(parseEnforcement('require_confirmation')).toBe('Confirm');
    expect(parseEnforcement('warn')).toBe('Warn');
    expect(parseEnforcement('Allow')).toBe('Allow');
    expect(parseEnforcement('blok')).toBeNull();
    expect(parseEnforcement(3)).toBeNull();
  });

  test('uses description as the reason when reason is missing, and prefers reason', () => {
    const c = parseConstitution(
      'name: x\nrules:\n  - name: a\n    enforcement: block\n    description: from description\n    trigger_actions: [send]\n  - name: b\n    enforcement: block\n    reason: from reason\n    description: ignored\n    trigger_actions: [pay]\n',
      'x.yaml',
    );
    expect(c.rules[0].reason).toBe('from description');
    expect(c.rules[1].reason).toBe('from reason');
  });

  test('parses all three example agent constitutions', () => {
    for (const agent of ['bill-reminder', 'codebase-qa', 'escalation-router']) {
      const path = join(EXAMPLES, agent, 'constitution.yaml');
      const c = parseConstitution(readFileSync(path, 'utf8'), path);
      expect(c.name).toBe(`${agent}-constitution`);
      expect(c.default_enforcement).toBe('Allow');
      expect(c.rules.map((r) => r.name)).toEqual(['scope', 'no-unauthorized-access', 'permission-boundary']);
      expect(c.rules.every((r) => r.enforcement === 'Block')).toBe(true);
      expect(c.rules[1].trigger_actions).toEqual([]);
      expect(c.rules[1].trigger_keywords).toEqual(['unauthorized', 'private', 'secret']);
      expect(c.rules[2].reason).toStartWith('Only use granted permissions');
    }
  });
});

describe('parseConstitution errors', () => {
  test('reports YAML syntax errors with the file and line', () => {
    const err = errorOf('name: x\nrules:\n  - name: a\n    trigger_actions: [send\n', 'bad.yaml');
    expect(err.message).toStartWith('bad.yaml:');
    expect(err.message).toContain('invalid YAML');
    expect(err.line).toBeGreaterThanOrEqual(4);
  });

  test('points an unknown enforcement level at its line and field', () => {
    const err = errorOf(VALID.replace('enforcement: Block', 'enforcement: blok'), 'home.yaml');
    expect(err.line).toBe(6);
    expect(err.field).toBe('rules[0] (no_money).enforcement');
    expect(err.message).toBe('home.yaml:6: rules[0] (no_money).enforcement: unknown level "blok" (use Block, Confirm, Warn or Allow)');
  });

  test('points a misspelled trigger field at its line', () => {
    const text = VALID.replace('trigger_keywords: [hello]', 'trigger_keyword: [hello]');
    const err = errorOf(text);
    expect(err.line).toBe(11);
    expect(err.field).toBe('rules[1].trigger_keyword');
    expect(err.message).toContain('unknown field');
  });

  test('points a non-string trigger at the line of the item', () => {
    const err = errorOf('name: x\nrules:\n  - name: a\n    enforcement: Block\n    trigger_actions:\n      - send\n      - 42\n');
    expect(err.line).toBe(7);
    expect(err.field).toBe('rules[0] (a).trigger_actions[1]');
  });

  test('rejects a missing name on line 1', () => {
    const err = errorOf('rules: []\n');
    expect(err.field).toBe('name');
    expect(err.line).toBe(1);
    expect(err.message).toContain('is required');
  });

  test('rejects a missing rules list', () => {
    expect(errorOf('name: x\n').field).toBe('rules');
    expect(errorOf('name: x\nrules: nope\n').detail).toBe('must be a list of rules');
  });

  test('rejects a rule without triggers at the rule line', () => {
    const err = errorOf('name: x\n# comment\nrules:\n  - name: a\n    enforcement: Block\n    trigger_keywords: [x]\n  - name: b\n    enforcement: Allow\n');
    expect(err.line).toBe(7);
    expect(err.field).toBe('rules[1] (b)');
    expect(err.detail).toContain('no triggers');
  });

  test('rejects duplicate rule names', () => {
    const err = errorOf('name: x\nrules:\n  - name: a\n    enforcement: Block\n    trigger_keywords: [x]\n  - name: A\n    enforcement: Allow\n    trigger_keywords: [y]\n');
    expect(err.line).toBe(6);
    expect(err.detail).toContain('duplicate rule name');
  });

  test('rejects a missing enforcement', () => {
    const err = errorOf('name: x\nrules:\n  - name: a\n    trigger_keywords: [x]\n');
    expect(err.field).toBe('rules[0] (a).enforcement');
    expect(err.line).toBe(3);
  });

  test('rejects unknown top-level fields with their line', () => {
    const err = errorOf('name: x\nrules: []\nchannel_permissions: {}\n');
    expect(err.line).toBe(3);
    expect(err.field).toBe('channel_permissions');
  });

  test('finds a root key placed after the rules list', () => {
    const err = errorOf('rules:\n  - name: description\n    enforcement: Block\n    trigger_keywords: [x]\nname: x\ndefault_enforcement: sometimes\n');
    expect(err.line).toBe(6);
    expect(err.field).toBe('default_enforcement');
  });

  test('rejects a document that is not a mapping', () => {
    expect(errorOf('- a\n- b\n').line).toBe(1);
    expect(errorOf('').detail).toContain('expected a mapping');
  });

  test('rejects duplicate YAML keys', () => {
    expect(errorOf('name: x\nname: y\nrules: []\n').message).toContain('invalid YAML');
  });
});
