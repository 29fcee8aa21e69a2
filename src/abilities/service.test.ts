import { describe, expect, test } from 'bun:test';
import { canonicalParamType, describeAbility, validateParams } from './service.ts';
import type { ParamSpec } from './types.ts';

const spec: Record<string, ParamSpec> = {
  name: { type: 'string', required: true },
  count: { type: 'int', default: 3 },
  ratio: { type: 'number' },
  loud: { type: 'bool', default: false },
  mode: { type: 'string', enum: ['a', 'b'], default: 'a' },
  tags: { type: 'array', default: ['x'] },
  meta: { type: 'object' },
  file: { type: 'filepath' },
  out: { type: 'filepath', required: true, auto: '{name}.out' },
};

describe('validateParams', () => {
  test('applies defaults and keeps given values', () => {
    expect(validateParams(spec, { name: 'n' }, 'x')).toEqual({ name: 'n', count: 3, loud: false, mode: 'a', tags: ['x'] });
  });

  test('coerces template strings to int, number and bool', () => {
    expect(validateParams(spec, { name: 5, count: '42', ratio: '0.5', loud: 'TRUE' }, 'x')).toMatchObject({
      name: '5',
      count: 42,
      ratio: 0.5,
      loud: true,
    });
  });

  test('deep-copies defaults so a run cannot mutate the declaration', () => {
    const out = validateParams(spec, { name: 'n' }, 'x');
    (out.tags as string[]).push('y');
    expect(spec.tags.default).toEqual(['x']);
  });

  test.each([
    [{}, 'missing required parameter "name"'],
    [{ name: 'n', extra: 1 }, 'unknown parameter "extra"'],
    [{ name: 'n', count: 1.5 }, 'parameter "count": expected an integer'],
    [{ name: 'n', count: '1e3' }, 'expected an integer'],
    [{ name: 'n', ratio: 'abc' }, 'expected a number'],
    [{ name: 'n', loud: 'yes' }, 'expected true or false'],
    [{ name: 'n', mode: 'c' }, 'must be one of a, b'],
    [{ name: 'n', tags: 'x' }, 'expected an array'],
    [{ name: 'n', meta: [1] }, 'expected an object'],
    [{ name: 'n', file: 'a\0b' }, 'NUL'],
    [{ name: { a: 1 } }, 'expected a string'],
  ])('rejects %p', (params, message) => {
    expect(() => validateParams(spec, params, 'ability t.x')).toThrow(message);
  });

  test('rejects params that are not an object and names the caller', () => {
    expect(() => validateParams(spec, [1], 'chain c')).toThrow('chain c: params must be an object');
    expect(() => validateParams(spec, 'x', 'chain c')).toThrow('params must be an object');
  });

  test('own-property checks keep prototype names out', () => {
    expect(() => validateParams({}, JSON.parse('{"__proto__": {"x": 1}}'), 'x')).toThrow('unknown parameter "__proto__"');
    expect(() => validateParams({}, { constructor: 1 }, 'x')).toThrow('unknown parameter "constructor"');
  });

  test('maps type names of the catalog and manifests', () => {
    expect(['text', 'url', 'boolean', 'integer', 'u8', 'float', 'list', 'map', 'weird'].map(canonicalParamType)).toEqual([
      'string',
      'string',
      'bool',
      'int',
      'int',
      'number',
      'array',
      'object',
      'any',
    ]);
  });
});

describe('describeAbility', () => {
  test('lists the public fields only', () => {
    const info = describeAbility({
      name: 'a.b',
      description: 'd',
      source: 'plugin',
      permission_tier: 2,
      input: { x: { type: 'string', enum: ['p'] as const } },
      receipt_fields: ['x'],
      invoke: async () => ({}),
    });
    expect(info).toEqual({ name: 'a.b', description: 'd', source: 'plugin', input: { x: { type: 'string', enum: ['p'] } }, permission_tier: 2 });
  });
});
