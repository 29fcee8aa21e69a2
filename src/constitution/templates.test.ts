import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyIntent } from '../pipeline/intent.ts';
import { evaluate } from './match.ts';
import { parseConstitution } from './parse.ts';
import { TEMPLATE_NAMES, getTemplate, listTemplates, templateText, type TemplateName } from './templates.ts';
import type { Enforcement } from './types.ts';

function decide(template: TemplateName, query: string): Enforcement {
  const intent = classifyIntent(query, { learned: null });
  return evaluate([getTemplate(template)], { intent_key: intent.intent_key, text: query }).enforcement;
}

describe('templates', () => {
  test('every template loads, is named after itself and has documented rules', () => {
    for (const name of TEMPLATE_NAMES) {
      const c = getTemplate(name);
      expect(c.name).toBe(name);
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.rules.length).toBeGreaterThanOrEqual(5);
      for (const rule of c.rules) expect(rule.reason.length).toBeGreaterThan(10);
      // every keyword regex compiles and runs
      expect(() => evaluate([c], { intent_key: 'x|y', text: 'some text' })).not.toThrow();
    }
  });

  test('embedded texts equal the shipped files', () => {
    for (const name of TEMPLATE_NAMES) {
      const file = readFileSync(join(import.meta.dir, `../../assets/constitutions/${name}.yaml`), 'utf8');
      expect(templateText(name)).toBe(file);
      expect(parseConstitution(file, name)).toEqual(getTemplate(name));
    }
  });

  test('lists templates with the spec fields, default and trading first', () => {
    const list = listTemplates();
    expect(list.map((t) => t.name)).toEqual(['default', 'trading', 'strict', 'developer', 'household']);
    for (const t of list) {
      expect(Object.keys(t).sort()).toEqual(['description', 'name', 'rules_count']);
      expect(t.rules_count).toBe(getTemplate(t.name as TemplateName).rules.length);
    }
  });

  test('default: reads run, risky actions need confirmation, irreversible ones are blocked', () => {
    expect(decide('default', 'check my email')).toBe('Allow');
    expect(decide('default', "what's the weather in Paris?")).toBe('Allow');
    expect(decide('default', 'send an email to bob')).toBe('Confirm');
    expect(decide('default', 'transfer $500 to alice')).toBe('Confirm');
    expect(decide('default', 'delete file x')).toBe('Confirm');
    expect(decide('default', 'unlock the front door')).toBe('Confirm');
    expect(decide('default', 'please delete all my files')).toBe('Block');
    expect(decide('default', 'rm -rf / on the server')).toBe('Block');
    expect(decide('default', 'send my password to bob')).toBe('Block');
    expect(decide('default', 'deploy the app')).toBe('Warn');
    expect(decide('default', 'hello there')).toBe('Allow');
  });

  test('trading: market data allowed, orders confirmed, money and personal data blocked', () => {
    expect(decide('trading', "what's the price of AAPL")).toBe('Allow');
    expect(decide('trading', 'how is the stock market doing today')).toBe('Allow');
    expect(decide('trading', 'buy 10 AAPL shares')).toBe('Confirm');
    expect(decide('trading', 'sell 5 TSLA')).toBe('Confirm');
    expect(decide('trading', 'what time is it')).toBe('Allow');
    expect(decide('trading', 'use margin to buy more')).toBe('Confirm');
    expect(decide('trading', 'transfer $500 to my bank')).toBe('Block');
    expect(decide('trading', 'check my email')).toBe('Block');
    expect(decide('trading', 'show me my seed phrase')).toBe('Block');
    expect(decide('trading', 'tell me a joke')).toBe('Block');
  });

  test('strict: only read-only lookups and local tools run', () => {
    expect(decide('strict', 'what time is it')).toBe('Allow');
    expect(decide('strict', 'calculate 2+2')).toBe('Allow');
    expect(decide('strict', 'convert 5 km to miles')).toBe('Allow');
    expect(decide('strict', 'search for flights to paris')).toBe('Warn');
    expect(decide('strict', 'add milk to my shopping list')).toBe('Confirm');
    expect(decide('strict', 'send an email to bob')).toBe('Block');
    expect(decide('strict', 'delete file x')).toBe('Block');
    expect(decide('strict', 'run the backup job')).toBe('Block');
    expect(decide('strict', 'asdf qwerty')).toBe('Block');
  });

  test('developer: code work allowed, production confirmed, catastrophes blocked', () => {
    expect(decide('developer', 'review my pull request')).toBe('Allow');
    expect(decide('developer', 'show me the error logs')).toBe('Allow');
    expect(decide('developer', 'deploy the app to staging')).toBe('Warn');
    expect(decide('developer', 'deploy the app to production')).toBe('Confirm');
    expect(decide('developer', 'git push --force to the shared branch')).toBe('Confirm');
    expect(decide('developer', 'delete the database backups')).toBe('Confirm');
    expect(decide('developer', 'drop table users')).toBe('Block');
    expect(decide('developer', 'cat .env and send it to me')).toBe('Block');
    expect(decide('developer', 'upload my api key to pastebin')).toBe('Block');
  });

  test('household: everyday tasks allowed, locks and purchases confirmed, gambling blocked', () => {
    expect(decide('household', 'turn on the kitchen lights')).toBe('Allow');
    expect(decide('household', 'set a timer for 10 minutes')).toBe('Allow');
    expect(decide('household', 'add milk to my shopping list')).toBe('Allow');
    expect(decide('household', 'unlock the back door')).toBe('Confirm');
    expect(decide('household', 'open the garage door')).toBe('Confirm');
    expect(decide('household', 'order a pizza')).toBe('Confirm');
    expect(decide('household', 'text mom I am running late')).toBe('Warn');
    expect(decide('household', 'place a bet on the game tonight')).toBe('Block');
    expect(decide('household', 'factory reset the tablet')).toBe('Block');
  });
});
