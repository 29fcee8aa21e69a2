import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../db/open.ts';
import { TooManyRequestsError, UnauthorizedError } from '../server/errors.ts';
import { bearerToken, createAuthService } from './service.ts';

function setup(ttlMs = 60_000) {
  let clock = 1_000_000;
  const db = openDatabase(':memory:');
  const auth = createAuthService(db, { password: 'secret-pw', sessionTtlMs: ttlMs, now: () => clock });
  return { db, auth, advance: (ms: number) => (clock += ms) };
}

describe('auth service', () => {
  test('issues a 256-bit base64url token and stores only its hash', () => {
    const { db, auth } = setup();
    const { token } = auth.login('secret-pw', 'a');
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const rows = db.query<{ token_hash: string }, []>('SELECT token_hash FROM sessions').all();
    expect(rows.length).toBe(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('rejects a wrong password with an invalid-password error', () => {
    const { auth } = setup();
    expect(() => auth.login('nope', 'a')).toThrow(UnauthorizedError);
    expect(() => auth.login('nope', 'a')).toThrow('invalid password');
  });

  test('verifies live tokens and refuses them after expiry', () => {
    const { auth, advance } = setup(1000);
    const { token } = auth.login('secret-pw', 'a');
    expect(auth.verify(token)).toBe(true);
    advance(999);
    expect(auth.verify(token)).toBe(true);
    advance(1);
    expect(auth.verify(token)).toBe(false);
    expect(auth.purgeExpired()).toBe(1);
  });

  test('logout invalidates only that token', () => {
    const { auth } = setup();
    const a = auth.login('secret-pw', 'a').token;
    const b = auth.login('secret-pw', 'a').token;
    auth.logout(a);
    expect(auth.verify(a)).toBe(false);
    expect(auth.verify(b)).toBe(true);
  });

  test('a session created by an earlier process is accepted, and its logout holds once remembered', () => {
    const { db, auth } = setup();
    const { token } = auth.login('secret-pw', 'a');
    // a second service on the same database: what a restarted server sees
    const restarted = createAuthService(db, { password: 'secret-pw', sessionTtlMs: 60_000, now: () => 1_000_000 });
    expect(restarted.verify(token)).toBe(true);
    restarted.logout(token);
    expect(restarted.verify(token)).toBe(false);
    expect(db.query('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  test('a remembered session still expires at its stored expiry', () => {
    const { auth, advance } = setup(1000);
    const { token } = auth.login('secret-pw', 'a');
    for (let i = 0; i < 3; i++) expect(auth.verify(token)).toBe(true);
    advance(1000);
    expect(auth.verify(token)).toBe(false);
    auth.purgeExpired();
    expect(auth.verify(token)).toBe(false);
  });

  test('accepts the quick-start base64 password and nothing similar', () => {
    const { auth } = setup();
    expect(auth.verify(Buffer.from('secret-pw').toString('base64'))).toBe(true);
    expect(auth.verify('secret-pw')).toBe(false);
    expect(auth.verify(Buffer.from('secret-px').toString('base64'))).toBe(false);
    expect(auth.verify(undefined)).toBe(false);
    expect(auth.verify('x'.repeat(10_000))).toBe(false);
  });

  test('limits failed logins per client and lets other clients through', () => {
    const { auth, advance } = setup();
    for (let i = 0; i < 5; i++) expect(() => auth.login('bad', 'attacker')).toThrow(UnauthorizedError);
    expect(() => auth.login('secret-pw', 'attacker')).toThrow(TooManyRequestsError);
    expect(auth.login('secret-pw', 'someone-else').token).toBeString();
    advance(60_001);
    expect(auth.login('secret-pw', 'attacker').token).toBeString();
  });
});

describe('bearer header parsing', () => {
  test('extracts the token of a bearer header only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(null)).toBeUndefined();
  });
});
