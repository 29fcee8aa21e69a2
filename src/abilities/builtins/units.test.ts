import { describe, expect, test } from 'bun:test';
import { convertUnits, findUnit, listUnits } from './units.ts';

describe('convertUnits', () => {
  test.each([
    [1, 'km', 'm', 1000],
    [1, 'mile', 'km', 1.609344],
    [12, 'in', 'ft', 1],
    [1, 'kg', 'lb', 2.20462262185],
    [16, 'oz', 'lb', 1],
    [1, 'gal', 'l', 3.785411784],
    [1000, 'ml', 'L', 1],
    [100, 'C', 'F', 212],
    [32, '°F', 'celsius', 0],
    [0, 'K', 'C', -273.15],
    [-40, 'F', 'C', -40],
    [90, 'min', 'h', 1.5],
    [1, 'day', 'seconds', 86400],
    [1, 'GiB', 'MiB', 1024],
    [1, 'GB', 'MB', 1000],
    [8, 'bit', 'B', 1],
    [1, 'Mbit', 'kB', 125],
    [100, 'km/h', 'm/s', 27.7777777778],
    [60, 'mph', 'km/h', 96.56064],
    [1, 'knot', 'km/h', 1.852],
  ])('%p %s → %s = %p', (value, from, to, expected) => {
    expect(convertUnits(value, from, to).result).toBeCloseTo(expected, 8);
  });

  test('reports the category and canonical symbols', () => {
    expect(convertUnits(3, 'Feet', 'metres')).toEqual({ result: 0.9144, value: 3, from: 'ft', to: 'm', category: 'length' });
  });

  test('refuses conversions across categories', () => {
    expect(() => convertUnits(1, 'kg', 'm')).toThrow('cannot convert mass (kg) to length (m)');
  });

  test('refuses temperatures below absolute zero', () => {
    expect(() => convertUnits(-300, 'C', 'K')).toThrow('absolute zero');
  });

  test('tells bits from bytes by case and refuses an ambiguous folded spelling', () => {
    expect(findUnit('b').symbol).toBe('bit');
    expect(findUnit('B').symbol).toBe('B');
    expect(findUnit('MB').symbol).toBe('MB');
    expect(findUnit('Mb').symbol).toBe('Mbit');
    expect(() => findUnit('mb')).toThrow('ambiguous');
  });

  test('rejects unknown units and non-finite values', () => {
    expect(() => convertUnits(1, 'parsec', 'm')).toThrow('unknown unit "parsec"');
    expect(() => convertUnits(Number.NaN, 'm', 'km')).toThrow('finite');
  });

  test('covers every documented category', () => {
    expect(Object.keys(listUnits())).toEqual(['length', 'mass', 'volume', 'temperature', 'time', 'data', 'speed']);
  });
});
