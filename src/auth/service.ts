import type { Database } from 'bun:sqlite';
import { randomBytes } from 'node:crypto';
import { constantTimeEqual, sha256Hex } from '../lib/constant-time.ts';
import { TooManyRequestsError, UnauthorizedError } from '../server/errors.ts';
import { createFailureLimiter, type FailureLimiter } from './rate-limit.ts';

export interface AuthOptions {
  password: string;
  sessionTtlMs: number;
  now?: () => number;
  limiter?: FailureLimiter;
}

/**
 * Sessions and credentials. Tokens are 256-bit random base64url strings; only their SHA-256 is
 * stored, so sessions survive a restart and a leaked database leaks no usable token.
 */
export interface AuthService {
  login(password: string, clientKey: string): { token: string; expires_at: number };
  /** True when `token` is a live session token or the quick-start base64 of the password. */
  verify(token: string | undefined): boolean;
  logout(token: string | undefined): void;
  purgeExpired(): number;
}

export function createAuthService(db: Database, options: AuthOptions): AuthService {
  const { password, sessionTtlMs, now = () => Date.now() } = options;
  const limiter =
    options.limiter ??
    createFailureLimiter({ maxFailures: 5, windowMs: 60_000, globalMaxFailures: 100, maxKeys: 10_000, now });
  // SPEC "Authentication" rule 6: quick-start clients send base64(password) as the bearer.
  const quickStartToken = Buffer.from(password, 'utf8').toString('base64');

  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, created_at, expires_at) VALUES ($token_hash, $created_at, $expires_at)',
  );
  const findSession = db.prepare<{ expires_at: number }, { token_hash: string }>(
    'SELECT expires_at FROM sessions WHERE token_hash = $token_hash',
  );
  const deleteSession = db.prepare('DELETE FROM sessions WHERE token_hash = $token_hash');
  const deleteExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= $now');

  return {
    login(candidate, clientKey) {
      const wait = limiter.retryAfter(clientKey);
      if (wait > 0) {
        throw new TooManyRequestsError(`too many failed logins; retry in ${wait}s`, wait);
      }
      if (!constantTimeEqual(candidate, password)) {
        limiter.recordFailure(clientKey);
        throw new UnauthorizedError('invalid password');
      }
      limiter.reset(clientKey);
      const token = randomBytes(32).toString('base64url');
      const created_at = now();
      const expires_at = created_at + sessionTtlMs;
      insertSession.run({ token_hash: sha256Hex(token), created_at, expires_at });
      return { token, expires_at };
    },
    verify(token) {
      if (!token || token.length > 512) return false;
      const session = findSession.get({ token_hash: sha256Hex(token) });
      if (session) return session.expires_at > now();
      return constantTimeEqual(token, quickStartToken);
    },
    logout(token) {
      if (token && token.length <= 512) deleteSession.run({ token_hash: sha256Hex(token) });
    },
    purgeExpired() {
      return deleteExpired.run({ now: now() }).changes;
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1];
}
