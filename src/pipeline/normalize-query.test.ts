import { describe, expect, test } from 'bun:test';
import { canonicalQuery, intentParamsKey, learnedSignature } from './normalize-query.ts';
import { createTtlPolicy, ttlClassOf } from './ttl.ts';

describe('canonical query', () => {
  const same: Array<[string, string]> = [
    ['Check  My  Email', 'check my email'],
    ['  check   my   email  ', 'check my email'],
    ["What's the capital of France?", 'what is the capital of france'],
    ['can you please tell me what is 2+2?', 'what is 2 + 2'],
    ['what is two plus two', 'what is 2 + 2'],
    ['Convert 1,000 km to miles.', 'convert 1000 km to miles'],
    ['don\u2019t stop', 'do not stop'],
    ['Hey, weather in Paris please!!!', 'weather in paris'],
  ];
  for (const [input, expected] of same) {
    test(`canonicalises ${JSON.stringify(input)}`, () => {
      expect(canonicalQuery(input)).toBe(expected);
    });
  }

  test('touches whole words only', () => {
    expect(canonicalQuery('adjust the thermostat')).toBe('adjust the thermostat');
    expect(canonicalQuery('phone number')).toBe('phone number');
    expect(canonicalQuery('three times a day')).toBe('3 times a day');
  });

  test('keeps decimals, times and redaction placeholders', () => {
    expect(canonicalQuery('It costs $3.50 at 10:30.')).toBe('it costs $3.50 at 10:30');
    expect(canonicalQuery('use [REDACTED:api_key], ok?')).toBe('use [redacted:api_key] ok');
  });

  test('keeps word order in the learned signature', () => {
    expect(learnedSignature(canonicalQuery('What is the capital of France?'))).toBe('capital france');
    expect(learnedSignature('convert 5 km to miles')).not.toBe(learnedSignature('convert 5 miles to km'));
  });

  test('keys parameters independently of order and case', () => {
    expect(intentParamsKey('check|weather', { city: 'Paris', day: 'mon' })).toBe(
      intentParamsKey('check|weather', { day: 'MON', city: ' paris ' }),
    );
    expect(intentParamsKey('check|weather', { city: 'paris' })).not.toBe(intentParamsKey('check|weather', { city: 'rome' }));
  });
});

describe('ttl policy', () => {
  test('classes intents by how fast their answers go stale', () => {
    expect(ttlClassOf('check|time')).toBe('realtime');
    expect(ttlClassOf('send|email')).toBe('action');
    expect(ttlClassOf('check|email')).toBe('personal');
    expect(ttlClassOf('check|price')).toBe('volatile');
    expect(ttlClassOf('check|weather')).toBe('weather');
    expect(ttlClassOf('convert|units')).toBe('stable');
    expect(ttlClassOf('unknown|unknown')).toBe('unknown');
    expect(ttlClassOf('plan|trip')).toBe('default');
  });

  test('never replays side effects and honours overrides by intent, target and class', () => {
    const policy = createTtlPolicy({ 'check|weather': 1000, price: 5000, stable: 42, action: 0 });
    expect(policy.answerTtlMs('buy|stock')).toBe(0);
    expect(policy.answerTtlMs('check|weather')).toBe(1000);
    expect(policy.answerTtlMs('check|price')).toBe(5000);
    expect(policy.answerTtlMs('calculate|math')).toBe(42);
    expect(policy.answerTtlMs('check|forecast')).toBe(10 * 60_000);
  });
});
