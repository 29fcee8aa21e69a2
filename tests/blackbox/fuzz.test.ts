/**
 * Property-based fuzzing of every operation in the served OpenAPI document, against the compiled
 * binary: generated and mutated bodies, params and query strings. Criterion: no 5xx, every error
 * body is `{error: string}`, and the server is still healthy afterwards.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import fc from 'fast-check';
import { join } from 'node:path';
import { isolatedBinary, startSvc, type RunningSvc } from '../helpers/binary.ts';

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
const iso = isolatedBinary();
let svc: RunningSvc;
// The quick-start credential cannot be logged out by a fuzzed logout call.
const AUTH = `Bearer ${Buffer.from('test-password').toString('base64')}`;

interface Operation {
  method: string;
  path: string;
  bodyKeys: string[];
}

beforeAll(async () => {
  svc = await startSvc({ bin: iso.bin, dataDir: join(iso.dir, 'data') });
});

afterAll(async () => {
  await svc?.stop();
  iso.cleanup();
});

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '..', '../../etc/passwd', '%2e%2e%2f', '\u0000', '\ud800', '\u202e', 'null', '-1', '1e309', 'NaN', '{{input.x}}', '$(id)', '<script>'),
  fc.integer().map(String),
);

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nasty,
  fc.double(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
);

function bodyFor(keys: string[]): fc.Arbitrary<string | Uint8Array> {
  const object = fc.record(Object.fromEntries(keys.map((k) => [k, jsonish])), { requiredKeys: [] }).map((o) => JSON.stringify(o));
  return fc.oneof(
    object,
    jsonish.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constant('{'),
    fc.constant('[' .repeat(5000) + ']'.repeat(5000)),
    fc.constant(`{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`),
    fc.constant(JSON.stringify(Object.fromEntries(keys.map((k) => [k, 'x'.repeat(200_000)])))),
    keys.length > 0 ? fc.constant(`{"${keys[0]}":"a","${keys[0]}":1}`) : fc.constant('{"a":1,"a":2}'),
    fc.constant(new Uint8Array([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])),
    fc.constant('"\\ud800"'),
    fc.string().map((s) => s),
  );
}

/** Percent-encodes a segment; a lone surrogate becomes invalid UTF-8 bytes, which is fuzz too. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80' + encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''));
  }
}

async function operations(): Promise<Operation[]> {
  const doc = (await (await fetch(`${svc.url}/api/openapi.json`, { headers: { authorization: AUTH } })).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({ method: method.toUpperCase(), path, bodyKeys: Object.keys(schema?.properties ?? {}) });
    }
  }
  return ops;
}

test('no operation answers 5xx or a malformed error to generated input', async () => {
  const ops = await operations();
  expect(ops.length).toBeGreaterThan(3);
  let sent = 0;
  const failures: string[] = [];
  for (const op of ops) {
    await fc.assert(
      fc.asyncProperty(
        fc.array(nasty, { minLength: 4, maxLength: 4 }),
        bodyFor(op.bodyKeys),
        fc.dictionary(fc.constantFrom('limit', 'since', 'bucket', 'status', 'x'), nasty, { maxKeys: 3 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        async (segments, body, query, contentType) => {
          let i = 0;
          const path = op.path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, () => encodeSegment(segments[i++ % segments.length] || 'x'));
          const qs = Object.entries(query as Record<string, string>).map(([k, v]) => `${k}=${encodeSegment(v)}`).join('&');
          const headers: Record<string, string> = { authorization: AUTH };
          if (contentType) headers['content-type'] = contentType;
          const hasBody = !['GET', 'HEAD'].includes(op.method);
          const res = await fetch(`${svc.url}${path}${qs ? `?${qs}` : ''}`, {
            method: op.method,
            headers,
            body: hasBody ? (body as BodyInit) : undefined,
          });
          sent++;
          const text = await res.text();
          if (res.status >= 500) {
            const sentBody = typeof body === 'string' ? body.slice(0, 300) : `<${body.length} bytes>`;
            failures.push(`${op.method} ${path} → ${res.status} ${text.slice(0, 200)} for body ${sentBody} (${contentType})`);
          }
          if (res.status >= 400) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = undefined;
            }
            const ok = parsed !== null && typeof parsed === 'object' && typeof (parsed as { error?: unknown }).error === 'string';
            if (!ok) failures.push(`${op.method} ${path} → ${res.status} non-{error} body: ${text.slice(0, 200)}`);
          }
          return true;
        },
      ),
      { numRuns: RUNS_PER_OPERATION },
    );
  }
  console.log(`fuzz: ${ops.length} operations, ${sent} requests, ${failures.length} failures`);
  if (failures.length > 0) {
    // The server log holds the cause of a 5xx; show it with the failing input.
    await svc.stop();
    const log = await new Response(svc.proc.stderr).text();
    console.log(log.split('\n').filter((l) => /ERROR|error/.test(l) && !/"msg":"request"| request /.test(l)).slice(0, 5).join('\n'));
    svc = await startSvc({ bin: iso.bin, dataDir: join(iso.dir, 'data') });
  }
  expect(failures.slice(0, 10)).toEqual([]);
  const health = await fetch(`${svc.url}/api/health`);
  expect(health.status).toBe(200);
}, 300_000);

test('path tricks never escape to files or 5xx', async () => {
  const tricks = ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/api/../api/health', '/api/%00', '//api//health', '/api/auth/confirm/..%2f..%2f', '/index.html%00.js'];
  for (const trick of tricks) {
    const res = await fetch(`${svc.url}${trick}`, { headers: { authorization: AUTH } });
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toContain('root:x:0:0');
  }
});

test('objects whose toString is not a function are a 400, not a 500', async () => {
  const hostile = { toString: -5.4e-323, valueOf: null };
  for (const [path, field] of [
    ['/api/security/scan', 'text'],
    ['/api/query', 'query'],
    ['/api/constitution/check', 'query'],
    ['/api/chains/schedule', 'chain_id'],
  ] as const) {
    const res = await fetch(`${svc.url}${path}`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ interval: '1m', params: {}, [field]: hostile }),
    });
    expect(res.status).toBe(400);
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
  }
});
