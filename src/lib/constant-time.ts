import { timingSafeEqual, createHash } from 'node:crypto';

/**
 * Compares two secrets in time independent of where they differ and of their lengths:
 * both sides are hashed first so the comparison always runs over 32 bytes.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

/** Hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
