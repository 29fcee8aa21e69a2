import { describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import type { Ability, InvokeContext } from '../types.ts';
import { isValidAbilityName } from '../types.ts';
import { createBuiltinAbilities } from './index.ts';
import type { GuardedFetchRequest } from './external.ts';

const ctx = (now = Date.UTC(2026, 2, 1, 12, 30, 5)): InvokeContext => ({
  signal: new AbortController().signal,
  dataDir: '/nonexistent',
  now: () => now,
});

function byName(abilities: Ability[]): Map<string, Ability> {
  return new Map(abilities.map((a) => [a.name, a]));
}

describe('createBuiltinAbilities', () => {
  test('ships the offline abilities always and the wired ones only with their dependency', () => {
    const bare = createBuiltinAbilities().map((a) => a.name);
    expect(bare).toEqual([
      'time.now',
      'math.evaluate',
      'units.convert',
      'text.transform',
      'text.count',
      'json.query',
      'data.hash',
      'files.read',
      'files.write',
      'files.list',
      'files.delete',
    ]);
    const wired = createBuiltinAbilities({
      scan: () => ({}),
      checkConstitution: () => ({}),
      guardedFetch: async () => ({ status: 200, headers: {}, body: new Uint8Array() }),
      complete: async () => ({ text: '' }),
    }).map((a) => a.name);
    expect(wired).toEqual([...bare, 'security.scan', 'constitution.check', 'http.fetch', 'llm.complete', 'llm.query']);
  });

  test('every built-in is well formed', () => {
    const all = createBuiltinAbilities({
      scan: () => ({}),
      checkConstitution: () => ({}),
      guardedFetch: async () => ({ status: 200, headers: {}, body: new Uint8Array() }),
      complete: async () => ({ text: '' }),
    });
    for (const a of all) {
      expect(isValidAbilityName(a.name)).toBe(true);
      expect(a.source).toBe('built-in');
      expect(a.permission_tier).toBeGreaterThanOrEqual(0);
      expect(a.permission_tier).toBeLessThanOrEqual(4);
      expect(a.description.length).toBeGreaterThan(10);
    }
  });
});

describe('time.now', () => {
  const timeNow = byName(createBuiltinAbilities()).get('time.now')!;

  test('reports UTC and a zone-local time from the injected clock', async () => {
    expect(await timeNow.invoke({ timezone: 'UTC' }, ctx())).toEqual({
      iso: '2026-03-01T12:30:05.000Z',
      unix: 1772368205,
      unix_ms: 1772368205000,
      timezone: 'UTC',
      local: '2026-03-01T12:30:05Z',
      date: '2026-03-01',
      time: '12:30:05',
      weekday: 'Sunday',
      utc_offset: '+00:00',
    });
    const tokyo = await timeNow.invoke({ timezone: 'Asia/Tokyo' }, ctx());
    expect(tokyo).toMatchObject({ local: '2026-03-01T21:30:05+09:00', utc_offset: '+09:00', date: '2026-03-01' });
  });

  test('rejects an unknown time zone', async () => {
    await expect(timeNow.invoke({ timezone: 'Mars/Olympus' }, ctx())).rejects.toThrow('unknown time zone');
  });
});

describe('pure built-ins', () => {
  const all = byName(createBuiltinAbilities());

  test('math.evaluate returns the result and the expression', async () => {
    expect(await all.get('math.evaluate')!.invoke({ expression: '2 * (3 + 4)' }, ctx())).toEqual({ result: 14, expression: '2 * (3 + 4)' });
  });

  test('data.hash matches node:crypto for text and base64 input', async () => {
    const hash = all.get('data.hash')!;
    const expected = createHash('sha256').update('abc').digest('hex');
    expect(await hash.invoke({ text: 'abc', algorithm: 'sha256', encoding: 'hex', input_encoding: 'utf8' }, ctx())).toEqual({
      digest: expected,
      algorithm: 'sha256',
      encoding: 'hex',
      bytes: 3,
    });
    const md5 = await hash.invoke({ text: 'YWJj', algorithm: 'md5', encoding: 'base64', input_encoding: 'base64' }, ctx());
    expect(md5.digest).toBe(createHash('md5').update('abc').digest('base64'));
  });

  test('json.query parses a JSON string and returns single or multiple results', async () => {
    const query = all.get('json.query')!;
    expect(await query.invoke({ data: '{"a":{"b":[1,2]}}', path: '$.a.b[1]' }, ctx())).toMatchObject({ result: 2, count: 1 });
    expect(await query.invoke({ data: { a: [{ x: 1 }, { x: 2 }] }, path: '$.a[*].x' }, ctx())).toMatchObject({ result: [1, 2], count: 2 });
    expect(await query.invoke({ data: { a: 1 }, path: '$.b' }, ctx())).toMatchObject({ result: null, count: 0 });
    await expect(query.invoke({ data: '{oops', path: '$' }, ctx())).rejects.toThrow('not valid JSON');
  });
});

describe('wired built-ins', () => {
  test('security.scan and constitution.check pass their input to the injected functions', async () => {
    const seen: string[] = [];
    const all = byName(
      createBuiltinAbilities({
        scan: (text) => (seen.push(text), { credential_count: 1, redacted: '[REDACTED:api_key]' }),
        checkConstitution: async (q) => (seen.push(q), { allowed: false, enforcement: 'Block' }),
      }),
    );
    expect(await all.get('security.scan')!.invoke({ text: 'key' }, ctx())).toEqual({ credential_count: 1, redacted: '[REDACTED:api_key]' });
    expect(await all.get('constitution.check')!.invoke({ query: 'rm -rf' }, ctx())).toEqual({ allowed: false, enforcement: 'Block' });
    expect(seen).toEqual(['key', 'rm -rf']);
  });

  test('http.fetch only sends https GETs through the guard, with no redirect following', async () => {
    const calls: [string, GuardedFetchRequest][] = [];
    const all = byName(
      createBuiltinAbilities({
        guardedFetch: async (url, req) => {
          calls.push([url, req]);
          return { status: 200, headers: { 'Content-Type': 'application/json' }, body: new TextEncoder().encode('{"ok":true}') };
        },
      }),
    );
    const fetchAbility = all.get('http.fetch')!;
    const out = await fetchAbility.invoke({ url: 'https://example.com/data', accept: 'application/json', max_bytes: 1000 }, ctx());
    expect(out).toMatchObject({ status: 200, ok: true, body: '{"ok":true}', json: { ok: true }, bytes: 11 });
    expect(calls[0][0]).toBe('https://example.com/data');
    expect(calls[0][1]).toMatchObject({ method: 'GET', redirect: 'manual', maxBytes: 1000 });
    for (const url of ['http://example.com', 'file:///etc/passwd', 'https://user:pw@example.com', 'not a url']) {
      await expect(fetchAbility.invoke({ url, accept: '*/*', max_bytes: 1000 }, ctx())).rejects.toThrow();
    }
    await expect(fetchAbility.invoke({ url: 'https://example.com', accept: 'a\r\nX-Evil: 1', max_bytes: 10 }, ctx())).rejects.toThrow('single header');
    expect(calls).toHaveLength(1);
  });

  test('http.fetch reports a redirect instead of following it', async () => {
    const all = byName(
      createBuiltinAbilities({ guardedFetch: async () => ({ status: 302, headers: { location: 'https://elsewhere/' }, body: new Uint8Array() }) }),
    );
    expect(await all.get('http.fetch')!.invoke({ url: 'https://a.example', accept: '*/*', max_bytes: 10 }, ctx())).toMatchObject({
      status: 302,
      ok: false,
      location: 'https://elsewhere/',
    });
  });

  test('llm.complete and its catalog alias llm.query return the completion and usage', async () => {
    const all = byName(
      createBuiltinAbilities({
        complete: async (req) => ({ text: `echo: ${req.prompt}`, model: 'm1', provider: 'fake', input_tokens: 3, output_tokens: 2 }),
      }),
    );
    for (const name of ['llm.complete', 'llm.query']) {
      expect(await all.get(name)!.invoke({ prompt: 'hi' }, ctx())).toEqual({
        text: 'echo: hi',
        provider: 'fake',
        model: 'm1',
        input_tokens: 3,
        output_tokens: 2,
        cost_usd: null,
      });
    }
    await expect(all.get('llm.complete')!.invoke({ prompt: '  ' }, ctx())).rejects.toThrow('prompt is empty');
  });
});
