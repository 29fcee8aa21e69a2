import { describe, expect, test } from 'bun:test';
import { ConfigError, loadConfig, parseBindAddress, resolveBind } from './config.ts';

describe('bind address', () => {
  test('follows --bind > SVC_WEB_BIND > SVC_WEB_PORT > default', () => {
    const env = { SVC_WEB_BIND: '0.0.0.0:9000', SVC_WEB_PORT: '9100' };
    expect(resolveBind('127.0.0.1:9200', env)).toEqual({ host: '127.0.0.1', port: 9200 });
    expect(resolveBind(undefined, env)).toEqual({ host: '0.0.0.0', port: 9000 });
    expect(resolveBind(undefined, { SVC_WEB_PORT: '9100' })).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(resolveBind(undefined, {})).toEqual({ host: '127.0.0.1', port: 8919 });
  });

  test('takes the port of a host-only SVC_WEB_BIND from SVC_WEB_PORT, else 8919', () => {
    expect(resolveBind(undefined, { SVC_WEB_BIND: '0.0.0.0', SVC_WEB_PORT: '9100' })).toEqual({ host: '0.0.0.0', port: 9100 });
    expect(resolveBind(undefined, { SVC_WEB_BIND: 'localhost' })).toEqual({ host: 'localhost', port: 8919 });
    expect(resolveBind(undefined, { SVC_WEB_BIND: '[::1]', SVC_WEB_PORT: '9101' })).toEqual({ host: '::1', port: 9101 });
    expect(() => resolveBind(undefined, { SVC_WEB_BIND: '0.0.0.0', SVC_WEB_PORT: 'x' })).toThrow('SVC_WEB_PORT');
    expect(() => resolveBind(undefined, { SVC_WEB_BIND: 'a:b:c' })).toThrow('SVC_WEB_BIND');
    // --bind keeps its documented host:port shape
    expect(() => resolveBind('0.0.0.0', { SVC_WEB_PORT: '9100' })).toThrow('--bind');
  });

  test('parses ipv6 and rejects malformed addresses naming the source', () => {
    expect(parseBindAddress('[::1]:8080', 'x')).toEqual({ host: '::1', port: 8080 });
    for (const bad of ['', 'host', ':80', 'h:0', 'h:65536', 'h:-1', 'a:b:c', 'h:80x']) {
      expect(() => parseBindAddress(bad, '--bind')).toThrow(ConfigError);
      expect(() => parseBindAddress(bad, '--bind')).toThrow('--bind');
    }
  });
});

describe('loadConfig', () => {
  test('defaults the session ttl to 24 hours and accepts seconds and ms durations', () => {
    expect(loadConfig({}, { version: 't' }).sessionTtlMs).toBe(86_400_000);
    expect(loadConfig({ SVC_WEB_SESSION_TTL: '3600' }, { version: 't' }).sessionTtlMs).toBe(3_600_000);
    expect(loadConfig({ SVC_WEB_SESSION_TTL: '30m' }, { version: 't' }).sessionTtlMs).toBe(1_800_000);
    expect(loadConfig({ SVC_WEB_SESSION_TTL: '7d' }, { version: 't' }).sessionTtlMs).toBe(604_800_000);
  });

  test('refuses a nonsense session ttl naming the variable', () => {
    for (const bad of ['forever', '0', '-5m', 'abc123']) {
      expect(() => loadConfig({ SVC_WEB_SESSION_TTL: bad }, { version: 't' })).toThrow('SVC_WEB_SESSION_TTL');
    }
  });

  test('defaults the data dir to ~/.svc and treats an empty password as unset', () => {
    const config = loadConfig({ HOME: '/home/u', SVC_WEB_PASSWORD: '' }, { version: 't' });
    expect(config.dataDir).toBe('/home/u/.svc');
    expect(config.webPassword).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });
});
