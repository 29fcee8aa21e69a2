import type { Database } from 'bun:sqlite';
import { randomBytes } from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';
import { constantTimeEqual, sha256, sha256Hex } from '../lib/constant-time.ts';
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
  /**
   * True when `token` is a live session token or the quick-start base64 of the password. Runs on
   * every authenticated request: one SHA-256, then memory; the database only for a token not seen
   * since start (sessions survive restarts).
   */
  verify(token: string | undefined): boolean;
  logout(token: string | undefined): void;
  purgeExpired(): number;
}

const MAX_TOKEN_LENGTH = 512;
const MAX_REMEMBERED_SESSIONS = 10_000;

export function createAuthService(db: Database, options: AuthOptions): AuthService {
  const { password, sessionTtlMs, now = () => Date.now() } = options;
  const limiter =
    options.limiter ??
    createFailureLimiter({ maxFailures: 5, windowMs: 60_000, globalMaxFailures: 100, maxKeys: 10_000, now });
  // SPEC "Authentication" rule 6: quick-start clients send base64(password) as the bearer.
  // Compared as digests: equal-length, constant-time, and the request's digest is needed anyway.
  const quickStartDigest = sha256(Buffer.from(password, 'utf8').toString('base64'));
  // Digests of sessions known to be live → their expiry. Only this service writes `sessions`, so
  // logout and purge keep it exact; bounded so that a flood of logins cannot grow it without end.
  const liveSessions = new Map<string, number>();
  const remember = (tokenHash: string, expiresAt: number) => {
    if (liveSessions.size >= MAX_REMEMBERED_SESSIONS) liveSessions.clear();
    liveSessions.set(tokenHash, expiresAt);
  };

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
      const token_hash = sha256Hex(token);
      insertSession.run({ token_hash, created_at, expires_at });
      remember(token_hash, expires_at);
      return { token, expires_at };
    },
    verify(token) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      const digest = sha256(token);
      if (timingSafeEqual(digest, quickStartDigest)) return true;
      const token_hash = Buffer.from(digest.buffer, digest.byteOffset, digest.byteLength).toString('hex');
      let expiresAt = liveSessions.get(token_hash);
      if (expiresAt === undefined) {
        expiresAt = findSession.get({ token_hash })?.expires_at;
        if (expiresAt === undefined) return false;
        remember(token_hash, expiresAt);
      }
      return expiresAt > now();
    },
    logout(token) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return;
      const token_hash = sha256Hex(token);
      liveSessions.delete(token_hash);
      deleteSession.run({ token_hash });
    },
    purgeExpired() {
      const at = now();
      for (const [hash, expiresAt] of liveSessions) if (expiresAt <= at) liveSessions.delete(hash);
      return deleteExpired.run({ now: at }).changes;
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1];
}
