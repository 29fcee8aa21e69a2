/**
 * Password comparison timing (issue 9 "auth abuse"): median and p99 of the password check for a
 * nearly-right password, a wrong password of another length and the right password, in process
 * with the real auth service (rate limiter disabled). Prints figures; asserts nothing.
 */
import { createAuthService } from '../../src/auth/service.ts';
import { createFailureLimiter } from '../../src/auth/rate-limit.ts';
import { openDatabase } from '../../src/db/open.ts';
import { printTable } from './lib.ts';

const PASSWORD = 'correct horse battery staple';
const db = openDatabase(':memory:');
const auth = createAuthService(db, {
  password: PASSWORD,
  sessionTtlMs: 60_000,
  limiter: createFailureLimiter({ maxFailures: 1e9, windowMs: 1, globalMaxFailures: 1e9, maxKeys: 1, now: () => 0 }),
});
const ROUNDS = Number(process.env.ROUNDS ?? 20_000);

function measure(candidate: string): number[] {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = Bun.nanoseconds();
    try {
      auth.login(candidate, 'bench');
    } catch {
      // wrong passwords throw; the time of the check is what counts
    }
    times.push(Bun.nanoseconds() - t);
  }
  return times.sort((a, b) => a - b);
}

const cases = [
  ['nearly right (last char differs)', PASSWORD.slice(0, -1) + 'X'],
  ['wrong, different length', 'x'],
  ['wrong, much longer', 'y'.repeat(4000)],
];
for (const [, c] of cases) measure(c); // warm up
const rows = cases.map(([name, c]) => {
  const t = measure(c);
  return [name, (t[t.length >> 1] / 1000).toFixed(2), (t[Math.floor(t.length * 0.99)] / 1000).toFixed(2)];
});
const right = measure(PASSWORD);
rows.push(['right password (creates a session)', (right[right.length >> 1] / 1000).toFixed(2), (right[Math.floor(right.length * 0.99)] / 1000).toFixed(2)]);
printTable(['candidate', 'p50 µs', 'p99 µs'], rows);
console.log('\nBoth sides are SHA-256 hashed before timingSafeEqual, so a wrong password costs the same whatever its');
console.log('length or common prefix; the right password additionally writes a session row.');
