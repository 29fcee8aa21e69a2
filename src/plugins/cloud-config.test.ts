import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerSecretNames, parseCloudConfigText, parseCloudEntry } from './cloud-config.ts';

const FIXTURES = join(import.meta.dir, '../../tests/fixtures/plugins');
const entry = (raw: Record<string, unknown>) => parseCloudEntry('api.call', { endpoint: 'https://api.example.com/x', ...raw }, 'cfg');

describe('cloud config', () => {
  test('applies the defaults of the spec', () => {
    expect(entry({})).toEqual({
      name: 'api.call',
      description: 'Cloud ability: api.call',
      endpoint: 'https://api.example.com/x',
      method: 'POST',
      headers: {},
      params: {},
      timeout_secs: 30,
      receipt_fields: [],
      permission_tier: 2,
    });
  });

  test('reads the fixture', () => {
    const [weather, translate] = parseCloudConfigText(readFileSync(join(FIXTURES, 'cloud.yaml'), 'utf8'), 'fixture');
    expect(weather.config).toMatchObject({ method: 'GET', timeout_secs: 10, receipt_fields: ['status_code'] });
    expect(headerSecretNames(weather.config.headers)).toEqual(['WEATHER_TOKEN']);
    expect(translate.config.method).toBe('POST');
  });

  test('requires an https endpoint outside blocked hosts and networks', () => {
    expect(() => parseCloudEntry('api.call', {}, 'cfg')).toThrow('endpoint: required');
    for (const [url, msg] of [
      ['http://api.example.com/', 'must be an https:// URL'],
      ['ftp://api.example.com/', 'must be an https:// URL'],
      ['https://localhost/', "host 'localhost' is blocked"],
      ['https://127.0.0.1/', 'loopback address'],
      ['https://0.0.0.0/', 'unspecified address'],
      ['https://[::1]/', 'loopback address'],
      ['https://169.254.169.254/', 'link-local address'],
      ['https://metadata.google.internal/', 'is blocked'],
      ['https://10.1.2.3/', 'private address'],
      ['https://192.168.0.1/', 'private address'],
      ['https://172.20.0.1/', 'private address'],
      ['https://user:pw@api.example.com/', 'embedded credentials'],
    ]) {
      expect(() => entry({ endpoint: url })).toThrow(msg);
    }
  });

  test('allows placeholders in the path but never in the host', () => {
    expect(entry({ endpoint: 'https://api.example.com/u/{id}?q={q}', params: { id: { type: 'int' }, q: { type: 'string' } } }).endpoint).toContain('{id}');
    expect(() => entry({ endpoint: 'https://{host}.example.com/', params: { host: { type: 'string' } } })).toThrow('never in the host');
    expect(() => entry({ endpoint: 'https://api.example.com/{nope}' })).toThrow('placeholder {nope} names no declared parameter');
  });

  test('checks method and timeout_secs', () => {
    expect(() => entry({ method: 'DELETE' })).toThrow('method: must be one of GET, POST, PUT');
    for (const t of [0, -1, 1.5, 301, '30']) expect(() => entry({ timeout_secs: t })).toThrow('timeout_secs');
  });

  test('checks headers and their secret placeholders', () => {
    expect(entry({ headers: { Authorization: 'Bearer ${TOKEN}', 'X-Id': '$plain' } }).headers.Authorization).toBe('Bearer ${TOKEN}');
    expect(() => entry({ headers: { 'Bad Header': 'x' } })).toThrow('invalid header name');
    expect(() => entry({ headers: { Host: 'evil.example' } })).toThrow('set by svc and cannot be configured');
    expect(() => entry({ headers: { 'Proxy-Authorization': 'x' } })).toThrow('cannot be configured');
    expect(() => entry({ headers: { 'X-A': 'a\r\nX-B: b' } })).toThrow('contains a control character');
    expect(() => entry({ headers: { 'X-A': '${lower-case}' } })).toThrow('malformed secret placeholder');
    expect(() => entry({ headers: { 'X-A': 'a', 'x-a': 'b' } })).toThrow('header given twice');
  });

  test('refuses type values other than cloud and unknown keys', () => {
    expect(() => entry({ type: 'subprocess' })).toThrow('type: must be "cloud" when given');
    expect(() => entry({ follow_redirects: true })).toThrow('unknown key "follow_redirects"');
  });
});
