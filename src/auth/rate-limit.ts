/**
 * Sliding-window failure counter per key (client address) with a global ceiling, bounded in
 * memory: when `maxKeys` distinct keys are tracked, the oldest key is dropped. Per-key limits stop
 * one client's brute force; the global ceiling stops a spread-out one (and cannot lock out a
 * client that has not failed: only failures count).
 */
export interface FailureLimiter {
  /** Seconds to wait before another attempt is allowed, or 0 when allowed now. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
  size(): number;
}

export interface FailureLimiterOptions {
  maxFailures: number;
  windowMs: number;
  globalMaxFailures: number;
  maxKeys: number;
  now?: () => number;
}

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const { maxFailures, windowMs, globalMaxFailures, maxKeys, now = () => Date.now() } = options;
  const byKey = new Map<string, number[]>();
  let global: number[] = [];

  const prune = (times: number[], at: number) => {
    let drop = 0;
    while (drop < times.length && times[drop] <= at - windowMs) drop++;
    if (drop > 0) times.splice(0, drop);
    return times;
  };

  return {
    retryAfter(key) {
      const at = now();
      global = prune(global, at);
      const times = byKey.get(key);
      if (times) prune(times, at);
      let waitMs = 0;
      if (times && times.length >= maxFailures) waitMs = times[0] + windowMs - at;
      if (global.length >= globalMaxFailures) waitMs = Math.max(waitMs, global[0] + windowMs - at);
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
    recordFailure(key) {
      const at = now();
      let times = byKey.get(key);
      if (times) {
        byKey.delete(key); // re-insert so Map order tracks recency
      } else {
        times = [];
        if (byKey.size >= maxKeys) {
          const oldest = byKey.keys().next().value;
          if (oldest !== undefined) byKey.delete(oldest);
        }
      }
      times.push(at);
      if (times.length > maxFailures) times.splice(0, times.length - maxFailures);
      byKey.set(key, times);
      global.push(at);
      if (global.length > globalMaxFailures) global.splice(0, global.length - globalMaxFailures);
    },
    reset(key) {
      byKey.delete(key);
    },
    size: () => byKey.size,
  };
}
