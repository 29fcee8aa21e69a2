import { describe, expect, test } from 'bun:test';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { TransformKind } from '@sinclair/typebox';
import { t } from 'elysia';
import { Integer } from './schema.ts';

describe('response integer schema', () => {
  test('is a plain JSON integer without a transform', () => {
    const schema = Integer({ minimum: 0 });
    expect(schema).toMatchObject({ type: 'integer', minimum: 0 });
    expect(TransformKind in schema).toBe(false);
    // what it replaces: Elysia's query-string integer, a transform over string-or-integer
    expect(TransformKind in t.Integer()).toBe(true);
  });

  test('accepts integers only', () => {
    const check = TypeCompiler.Compile(t.Object({ n: Integer() }));
    expect(check.Check({ n: 3 })).toBe(true);
    expect(check.Check({ n: 3.5 })).toBe(false);
    expect(check.Check({ n: '3' })).toBe(false);
  });
});
