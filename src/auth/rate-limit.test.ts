import { expect, test } from 'bun:test';
import { createFailureLimiter } from './rate-limit.ts';

test('blocks a key after max failures within the window and reports the wait', () => {
  let now = 0;
  const limiter = createFailureLimiter({ maxFailures: 3, windowMs: 10_000, globalMaxFailures: 100, maxKeys: 10, now: () => now });
  for (let i = 0; i < 3; i++) {
    expect(limiter.retryAfter('k')).toBe(0);
    limiter.recordFailure('k');
    now += 1000;
  }
  expect(limiter.retryAfter('k')).toBe(7); // first failure at 0 leaves the window at 10 s
  now = 10_001;
  expect(limiter.retryAfter('k')).toBe(0);
});

test('applies a global ceiling across keys', () => {
  const limiter = createFailureLimiter({ maxFailures: 5, windowMs: 60_000, globalMaxFailures: 4, maxKeys: 100, now: () => 0 });
  for (let i = 0; i < 4; i++) limiter.recordFailure(`k${i}`);
  expect(limiter.retryAfter('fresh')).toBeGreaterThan(0);
});

test('stays bounded in memory, evicting the oldest key', () => {
  const limiter = createFailureLimiter({ maxFailures: 5, windowMs: 60_000, globalMaxFailures: 1e9, maxKeys: 100, now: () => 0 });
  for (let i = 0; i < 10_000; i++) limiter.recordFailure(`k${i}`);
  expect(limiter.size()).toBe(100);
});

test('reset clears a key after a successful login', () => {
  const limiter = createFailureLimiter({ maxFailures: 1, windowMs: 60_000, globalMaxFailures: 100, maxKeys: 10, now: () => 0 });
  limiter.recordFailure('k');
  expect(limiter.retryAfter('k')).toBeGreaterThan(0);
  limiter.reset('k');
  expect(limiter.retryAfter('k')).toBe(0);
});
