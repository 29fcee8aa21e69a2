import { describe, expect, test } from 'bun:test';
import { Elysia, t } from 'elysia';
import { parseBodyAsJson } from './body-parser.ts';
import { createErrorHandler } from './error-handler.ts';
import type { Logger } from './log.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as unknown as Logger;

function app() {
  return new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silent, () => new Response('nf', { status: 404 })))
    .onParse({ as: 'global' }, parseBodyAsJson)
    .post('/login', ({ body }) => ({ got: body.password }), { body: t.Object({ password: t.String() }) })
    .post('/bare', () => ({ ok: true }));
}

async function post(path: string, body: string | undefined, contentType?: string) {
  const headers: Record<string, string> = {};
  if (contentType !== undefined) headers['content-type'] = contentType;
  const req = new Request(`http://localhost${path}`, { method: 'POST', headers, body });
  if (contentType === undefined && body !== undefined) req.headers.delete('content-type');
  const res = await app().handle(req);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('json bodies whatever the content type', () => {
  const body = JSON.stringify({ password: 'pw' });

  test('parses the exact application/json type as before', async () => {
    expect(await post('/login', body, 'application/json')).toEqual({ status: 200, json: { got: 'pw' } });
  });

  test('parses json sent with an upper-case, +json, text/plain or missing content type', async () => {
    for (const type of ['APPLICATION/JSON', 'Application/Json; charset=utf-8', 'application/vnd.api+json', 'text/plain;charset=UTF-8', '', undefined]) {
      expect({ type, ...(await post('/login', body, type)) }).toEqual({ type, status: 200, json: { got: 'pw' } });
    }
  });

  test('still reads an urlencoded form with elysia', async () => {
    expect(await post('/login', 'password=pw', 'application/x-www-form-urlencoded')).toEqual({ status: 200, json: { got: 'pw' } });
  });

  test('malformed json under a json type is a 400 naming json', async () => {
    const r = await post('/login', '{"password":', 'APPLICATION/JSON');
    expect(r.status).toBe(400);
    expect(String(r.json.error)).toContain('JSON');
  });

  test('non-json text is left to validation, which answers 400', async () => {
    const r = await post('/login', 'hello', 'text/plain');
    expect(r.status).toBe(400);
    expect(typeof r.json.error).toBe('string');
  });

  test('a route without a body schema accepts an empty body of any type', async () => {
    expect(await post('/bare', '', 'text/plain')).toEqual({ status: 200, json: { ok: true } });
    expect(await post('/bare', undefined)).toEqual({ status: 200, json: { ok: true } });
  });
});
