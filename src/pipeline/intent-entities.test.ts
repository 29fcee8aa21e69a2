import { describe, expect, test } from 'bun:test';
import {
  canonicalNumber,
  extractMoney,
  extractTicker,
  extractWhen,
  lookupUnit,
  numberWordsToDigits,
  parseClockTime,
  parseDuration,
} from './intent-entities.ts';
import { lemmaCandidates, normalizeQueryForIntent, tokenize } from './intent-text.ts';

describe('intent entities', () => {
  test('turns number words into digits', () => {
    expect(numberWordsToDigits('two plus two')).toBe('2 plus 2');
    expect(numberWordsToDigits('two hundred fifty apples')).toBe('250 apples');
    expect(numberWordsToDigits('one hundred and five')).toBe('105');
    expect(numberWordsToDigits('twenty-one pilots')).toBe('21 pilots');
    expect(numberWordsToDigits('a dozen eggs')).toBe('12 eggs');
    expect(numberWordsToDigits('a cat and an apple')).toBe('a cat and an apple');
  });

  test('canonicalises numbers', () => {
    expect(canonicalNumber('1,000')).toBe('1000');
    expect(canonicalNumber('1,250.50')).toBe('1250.5');
    expect(canonicalNumber('2,5')).toBe('2.5');
    expect(canonicalNumber('abc')).toBeNull();
  });

  test('parses durations into a compact canonical form', () => {
    expect(parseDuration('10 minutes')).toBe('10m');
    expect(parseDuration('10 mins')).toBe('10m');
    expect(parseDuration('ten minute')).toBe('10m');
    expect(parseDuration('1 hour and 30 minutes')).toBe('1h30m');
    expect(parseDuration('an hour')).toBe('1h');
    expect(parseDuration('half an hour')).toBe('30m');
    expect(parseDuration('90 seconds')).toBe('90s');
    expect(parseDuration('egg')).toBeNull();
  });

  test('parses clock times to 24-hour form', () => {
    expect(parseClockTime('at 7am')).toBe('07:00');
    expect(parseClockTime('7:30 pm')).toBe('19:30');
    expect(parseClockTime('12 am')).toBe('00:00');
    expect(parseClockTime('noon')).toBe('12:00');
    expect(parseClockTime('for 7')).toBe('07:00');
    expect(parseClockTime('7')).toBeNull();
    expect(parseClockTime('at 25:00')).toBeNull();
  });

  test('finds time expressions and their spans', () => {
    const text = 'call mom tomorrow at 5pm';
    const { when, spans } = extractWhen(text);
    expect(when).toBe('tomorrow 17:00');
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['tomorrow', 'at 5pm']);
    expect(extractWhen('in 10 minutes').when).toBe('in 10m');
    expect(extractWhen('next friday').when).toBe('next friday');
    expect(extractWhen('right now').when).toBeNull();
    expect(extractWhen('right now').spans).toHaveLength(1);
  });

  test('extracts money amounts with currencies', () => {
    expect(extractMoney('transfer $500')).toMatchObject({ amount: '500', currency: 'USD' });
    expect(extractMoney('send 20 euros')).toMatchObject({ amount: '20', currency: 'EUR' });
    expect(extractMoney('€2.5k please')).toMatchObject({ amount: '2500', currency: 'EUR' });
    expect(extractMoney('£40')).toMatchObject({ amount: '40', currency: 'GBP' });
    expect(extractMoney('500 apples')).toBeNull();
  });

  test('extracts tickers but not ordinary acronyms', () => {
    expect(extractTicker('buy 10 AAPL shares')?.ticker).toBe('AAPL');
    expect(extractTicker('how is $tsla doing')?.ticker).toBe('TSLA');
    expect(extractTicker('I want the USD rate')).toBeNull();
    expect(extractTicker('what is an ETF')).toBeNull();
  });

  test('finds tickers in lower-case and all-caps text only when the query is about markets', () => {
    expect(extractTicker('quote for amzn')?.ticker).toBe('AMZN');
    expect(extractTicker('QUOTE FOR AMZN')?.ticker).toBe('AMZN');
    expect(extractTicker('PRICE OF NFLX')?.ticker).toBe('NFLX');
    expect(extractTicker('get a quote for amazon')?.ticker).toBe('AMZN');
    expect(extractTicker('buy 10 shares of Apple')?.ticker).toBe('AAPL');
    expect(extractTicker('XYZW STOCK PRICE')?.ticker).toBe('XYZW');
    // capitals in an all-caps query are no evidence, and lower-case words need a market context
    expect(extractTicker('CAPITAL OF CUBA')).toBeNull();
    expect(extractTicker('WHO INVENTED THE RADIO')).toBeNull();
    expect(extractTicker('amzn')).toBeNull();
    expect(extractTicker('price of milk')).toBeNull();
    expect(extractTicker('how are tech stocks doing')).toBeNull();
    expect(extractTicker('sell my shares')).toBeNull();
    // tickers that are everyday words count only in capitals
    expect(extractTicker('what does the coffee shop stock cost')).toBeNull();
    expect(extractTicker('price of COST stock')?.ticker).toBe('COST');
  });

  test('looks up units by any alias', () => {
    expect(lookupUnit('Kilometres')).toEqual({ symbol: 'km', dimension: 'length' });
    expect(lookupUnit('degrees fahrenheit')).toEqual({ symbol: 'F', dimension: 'temperature' });
    expect(lookupUnit('parsecs')).toBeNull();
  });
});

describe('intent text', () => {
  test('expands contractions and drops possessives', () => {
    expect(tokenize("what's bob's number").map((t) => t.word)).toEqual(['what', 'is', 'bob', 'number']);
    expect(tokenize("don't delete it").map((t) => t.word)).toEqual(['do', 'not', 'delete', 'it']);
    expect(tokenize('5km report.pdf bob@example.com').map((t) => t.word)).toEqual(['5', 'km', 'report.pdf', 'bob@example.com']);
  });

  test('generates lemma candidates for inflected words', () => {
    expect(lemmaCandidates('emails')).toContain('email');
    expect(lemmaCandidates('sending')).toContain('send');
    expect(lemmaCandidates('deleted')).toContain('delete');
    expect(lemmaCandidates('batteries')).toContain('battery');
    expect(lemmaCandidates('stopping')).toContain('stop');
    expect(lemmaCandidates('bought')).toContain('buy');
    expect(lemmaCandidates('news')).toEqual(['news']);
  });

  test('normalises queries for learned-example keys idempotently', () => {
    const key = normalizeQueryForIntent("  What's the WEATHER in Paris?? ");
    expect(key).toBe('what is the weather in paris');
    expect(normalizeQueryForIntent(key)).toBe(key);
    expect(normalizeQueryForIntent('2 + 2')).toBe('2 + 2');
  });
});
