/**
 * `npm run bench`: throughput and latency of the compiled binary against a bare Bun.serve hello
 * handler measured in the same run, cold start to first healthy response, and idle RSS.
 * Targets (issue 2): >= 0.8 of bare Bun.serve throughput; cold start < 150 ms; idle RSS < 80 MB.
 * Prints figures only; asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, printTable, root, rssMiB } from './lib.ts';

const bin = process.env.SVC_BIN ?? join(root, 'build', 'svc');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function waitHealthy(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not yet listening
    }
    await Bun.sleep(1);
  }
}

// Bare Bun.serve in a child process, so both servers get the same treatment.
const barePort = await freePort();
const bare = Bun.spawn([process.execPath, '-e', `Bun.serve({hostname:'127.0.0.1',port:${barePort},fetch:()=>Response.json({status:'ok'})});`], {
  stdout: 'ignore',
  stderr: 'inherit',
});
await Bun.sleep(300);

const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
const port = await freePort();
const colds: number[] = [];
for (let i = 0; i < 5; i++) {
  const p = await freePort();
  const started = performance.now();
  const proc = Bun.spawn([bin, 'start', '--web-only', '--bind', `127.0.0.1:${p}`], {
    env: { PATH: '/usr/bin:/bin', SVC_DATA_DIR: dataDir, SVC_WEB_PASSWORD: 'bench' },
    stdout: 'ignore',
    stderr: 'ignore',
  });
  colds.push(await waitHealthy(`http://127.0.0.1:${p}`, started));
  proc.kill();
  await proc.exited;
}
const svc = Bun.spawn([bin, 'start', '--web-only', '--bind', `127.0.0.1:${port}`], {
  env: { PATH: '/usr/bin:/bin', SVC_DATA_DIR: dataDir, SVC_WEB_PASSWORD: 'bench' },
  stdout: 'ignore',
  stderr: 'ignore',
});
const url = `http://127.0.0.1:${port}`;
await waitHealthy(url, performance.now());
await Bun.sleep(500);
const idleRss = rssMiB(svc.pid);
const token = ((await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"password":"bench"}' })).json()) as { token: string }).token;

const bareResult = await load(`http://127.0.0.1:${barePort}/`, { seconds });
const health = await load(`${url}/api/health`, { seconds });
const status = await load(`${url}/api/auth/status`, { seconds, headers: { authorization: `Bearer ${token}` } });
const loadedRss = rssMiB(svc.pid);

printTable(
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio to bare'],
  [
    ['bare Bun.serve', bareResult.requestsPerSec, bareResult.p50, bareResult.p99, bareResult.errors, '1.00'],
    ['GET /api/health', health.requestsPerSec, health.p50, health.p99, health.errors + health.non2xx, (health.requestsPerSec / bareResult.requestsPerSec).toFixed(2)],
    ['GET /api/auth/status (token)', status.requestsPerSec, status.p50, status.p99, status.errors + status.non2xx, (status.requestsPerSec / bareResult.requestsPerSec).toFixed(2)],
  ],
);
colds.sort((a, b) => a - b);
console.log(`\ncold start to first healthy response: median ${colds[2].toFixed(1)} ms (min ${colds[0].toFixed(1)}, max ${colds[4].toFixed(1)})`);
console.log(`idle RSS: ${idleRss} MiB; after load: ${loadedRss} MiB`);
console.log('targets: ratio >= 0.8, cold start < 150 ms, idle RSS < 80 MB');

svc.kill();
bare.kill();
await Promise.all([svc.exited, bare.exited]);
