import { Type, type IntegerOptions, type TInteger } from '@sinclair/typebox';

/**
 * A JSON integer for response schemas. Elysia's `t.Integer` is a transform that also accepts
 * numeric strings, which is right for query strings and wrong for what we send: every response
 * holding one went through TypeBox's slow `Encode` walk, and OpenAPI showed those fields as
 * "string or integer". Request query/params keep `t.Integer`/`t.Numeric`.
 */
export function Integer(options?: IntegerOptions): TInteger {
  return Type.Integer(options);
}
