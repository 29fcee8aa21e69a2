import type { Logger } from './log.ts';
import { AppError, TooManyRequestsError } from './errors.ts';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** The engine's message when an object cannot be turned into a primitive (JSC, then V8). */
const TO_PRIMITIVE_FAILURE = /^(No default value|Cannot convert object to primitive value)$/;

/** The one way svc writes an error: `{error: string}` with a status. */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

interface ValueErrorLike {
  path?: string;
  message?: string;
  summary?: string;
  schema?: SchemaLike;
}

interface SchemaLike {
  type?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: SchemaLike[];
}

/** Whether a schema is a number that a query or path string is converted to (`t.Numeric`, `t.Integer`). */
function numericKind(schema: SchemaLike | undefined): 'a number' | 'an integer' | null {
  const options = schema?.anyOf;
  if (!options?.some((s) => s.format === 'numeric' || s.format === 'integer' || s.type === 'number' || s.type === 'integer')) return null;
  return options.some((s) => s.type === 'integer' || s.format === 'integer') ? 'an integer' : 'a number';
}

/**
 * A converted number out of its range is reported by the conversion without the field's name
 * (error type `property`, empty path): the query parameter whose number breaks the bounds is it.
 */
function outOfRangeParameter(request: Request | undefined, schema: SchemaLike | undefined): string | null {
  if (!request || !schema || (schema.minimum === undefined && schema.maximum === undefined)) return null;
  const search = request.url.indexOf('?');
  if (search < 0) return null;
  const names: string[] = [];
  for (const [name, value] of new URLSearchParams(request.url.slice(search + 1))) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) continue;
    if ((schema.minimum !== undefined && n < schema.minimum) || (schema.maximum !== undefined && n > schema.maximum)) names.push(name);
  }
  return names.length === 1 ? names[0] : null;
}

/** Turns an Elysia validation error into one readable line naming the field. */
export function describeValidationError(error: unknown, request?: Request): string {
  const err = error as { type?: string; all?: ValueErrorLike[]; valueError?: ValueErrorLike };
  let first: ValueErrorLike | undefined;
  try {
    first = err.all?.[0] ?? err.valueError;
  } catch {
    first = err.valueError;
  }
  const where = err.type === 'params' ? 'path parameter' : err.type === 'query' ? 'query parameter' : 'field';
  if (!first) return `invalid request ${err.type ?? 'input'}`;
  const field = (first.path ?? '').replace(/^\//, '').replace(/\//g, '.');
  let detail = (first.message ?? first.summary ?? 'is invalid').replace(/^Expected/, 'expected');
  const numeric = numericKind(first.schema ?? err.valueError?.schema);
  if (numeric && /union value/.test(detail)) detail = `expected ${numeric}`;
  if (!field && err.type === 'property') {
    const parameter = outOfRangeParameter(request, first.schema ?? err.valueError?.schema);
    if (parameter) return `query parameter "${parameter}": ${detail}`;
  }
  if (!field) {
    return err.type === 'body' || !err.type ? `invalid request body: ${detail}` : `invalid ${err.type}: ${detail}`;
  }
  return `${where} "${field}": ${detail}`;
}

/**
 * Root error mapping (registered globally before the routes): AppError → its status and public
 * message; Elysia VALIDATION/PARSE → 400 (SPEC says 400, Elysia defaults to 422); NOT_FOUND →
 * 404/405; anything else → 500 with a generic message, the cause only in the server log.
 */
export function createErrorHandler(log: Logger, notFound: (request: Request) => Response) {
  return ({ code, error, request }: { code: string | number; error: unknown; request: Request }) => {
    if (error instanceof TooManyRequestsError) {
      return errorResponse(429, error.message, { 'retry-after': String(error.retryAfterSecs) });
    }
    if (error instanceof AppError) return errorResponse(error.status, error.message);
    switch (code) {
      case 'VALIDATION':
        return errorResponse(400, describeValidationError(error, request));
      case 'PARSE':
        return errorResponse(400, 'malformed request body: expected valid JSON');
      case 'NOT_FOUND':
        return notFound(request);
      case 'INVALID_COOKIE_SIGNATURE':
        return errorResponse(400, 'invalid cookie signature');
    }
    if (error instanceof TypeError && TO_PRIMITIVE_FAILURE.test(error.message)) {
      // A body like {"text": {"toString": 1}} makes Elysia's type coercion call a non-function
      // `toString` before validation reports the wrong type: it is the client's input, not ours.
      return errorResponse(400, 'invalid request body: a field has the wrong type');
    }
    const status = (error as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Elysia's own client errors (e.g. an unsupported content type): keep the status, shape the body.
      return errorResponse(status, status === 413 ? 'request body too large' : 'bad request');
    }
    log.error('unhandled error', {
      method: request.method,
      path: new URL(request.url).pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return errorResponse(500, 'internal server error');
  };
}
