import { describe, expect, test } from 'bun:test';
import { stripPoliteness } from './intent-politeness.ts';

describe('stripPoliteness', () => {
  test('removes greetings, address terms and requests around a command', () => {
    expect(stripPoliteness('hey assistant, could you please convert 5 km to miles, thanks!')).toEqual({ text: 'convert 5 km to miles', asked: false });
    expect(stripPoliteness('Good morning! Would you be so kind as to turn on the lights?')).toEqual({ text: 'turn on the lights?', asked: false });
    expect(stripPoliteness('please, please help me find a restaurant')).toEqual({ text: 'find a restaurant', asked: false });
    expect(stripPoliteness('I want you to set a timer')).toEqual({ text: 'set a timer', asked: false });
  });

  test('marks lead-ins that turn the rest into a question', () => {
    expect(stripPoliteness('i want to know the capital of finland')).toEqual({ text: 'the capital of finland', asked: true });
    expect(stripPoliteness('Do you know who invented the radio?')).toEqual({ text: 'who invented the radio?', asked: true });
    expect(stripPoliteness('please tell me who invented the light bulb')).toEqual({ text: 'who invented the light bulb', asked: true });
    expect(stripPoliteness('I was wondering what the weather is in Paris')).toEqual({ text: 'what the weather is in Paris', asked: true });
  });

  test('keeps words that only look polite, and whatever carries the request', () => {
    expect(stripPoliteness('pleased to meet you').text).toBe('pleased to meet you');
    expect(stripPoliteness('tell me a joke').text).toBe('tell me a joke');
    expect(stripPoliteness('help me with my taxes').text).toBe('help me with my taxes');
    expect(stripPoliteness('so what is entropy').text).toBe('so what is entropy');
    expect(stripPoliteness('thanks').text).toBe('');
  });

  test('stays linear on long polite input', () => {
    const long = 'please '.repeat(20_000) + 'convert 5 km to miles' + ' please'.repeat(20_000);
    const start = performance.now();
    expect(stripPoliteness(long).text.length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});
