import { describe, expect, test } from 'bun:test';
import { constantTimeEqual, sha256, sha256Hex } from './constant-time.ts';

describe('hashing and constant-time comparison', () => {
  test('sha256 matches the standard test vectors, text taken as utf-8', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(Buffer.from(sha256('é')).toString('hex')).toBe(sha256Hex('é'));
    expect(sha256('x').byteLength).toBe(32);
  });

  test('equal secrets compare equal whatever their length, different ones never', () => {
    expect(constantTimeEqual('secret', 'secret')).toBe(true);
    expect(constantTimeEqual('secret', 'secreT')).toBe(false);
    expect(constantTimeEqual('secret', 'secret-but-longer')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
