import { describe, expect, test } from 'bun:test';
import { evaluateExpression } from './math-expression.ts';

describe('evaluateExpression', () => {
  test.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 / 4', 2.5],
    ['10 % 4', 2],
    ['2 ^ 10', 1024],
    ['2 ** 3', 8],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', -4],
    ['(-2) ^ 2', 4],
    ['2 ^ -1', 0.5],
    ['--3', 3],
    ['-(1 + 2)', -3],
    ['+5', 5],
    ['0.1 + 0.2', 0.3],
    ['.5 * 4', 2],
    ['1e3 + 1', 1001],
    ['1_000 * 2', 2000],
    ['sqrt(16) + abs(-3)', 7],
    ['round(2.675, 2)', 2.68],
    ['round(2.5)', 3],
    ['min(3, 1, 2) + max(4, 9)', 10],
    ['avg(1, 2, 3, 4)', 2.5],
    ['log(1000)', 3],
    ['log(8, 2)', 3],
    ['ln(e)', 1],
    ['floor(-1.5) + ceil(1.2)', 0],
    ['2 * pi', 6.28318530717959],
    ['sin(0) + cos(0)', 1],
    ['hypot(3, 4)', 5],
    ['3 × 4 ÷ 2 − 1', 5],
    ['  7  ', 7],
  ])('%s = %p', (expr, expected) => {
    expect(evaluateExpression(expr)).toBe(expected);
  });

  test.each([
    ['', 'empty'],
    ['1 +', 'end of expression'],
    ['(1 + 2', 'expected ")"'],
    ['1 + 2)', 'expected an operator'],
    ['2 3', 'expected an operator'],
    ['1 / 0', 'division by zero'],
    ['5 % 0', 'division by zero'],
    ['sqrt(-1)', 'not a finite number'],
    ['10 ^ 400', 'not a finite number'],
    ['foo(1)', 'unknown function "foo"'],
    ['x + 1', 'unknown name "x"'],
    ['max()', 'max() takes at least 1 argument'],
    ['sqrt(1, 2)', 'sqrt() takes 1 argument'],
    ['1; 2', 'unexpected character ";"'],
    ['process.exit(1)', 'unexpected character'],
    ['constructor', 'unknown name "constructor"'],
    ['round(1.5, 99)', 'digits'],
  ])('rejects %p', (expr, message) => {
    expect(() => evaluateExpression(expr)).toThrow(message);
  });

  test('refuses expressions nested deeper than the limit instead of overflowing the stack', () => {
    expect(() => evaluateExpression(`${'('.repeat(200)}1${')'.repeat(200)}`)).toThrow('nested too deeply');
    expect(() => evaluateExpression(`${'-'.repeat(200)}1`)).toThrow('nested too deeply');
  });

  test('refuses overlong expressions', () => {
    expect(() => evaluateExpression('1+'.repeat(600) + '1')).toThrow('longer than');
  });

  test('never reaches object prototype members through names', () => {
    for (const name of ['__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(() => evaluateExpression(`${name}(1)`)).toThrow('unknown function');
    }
  });
});
