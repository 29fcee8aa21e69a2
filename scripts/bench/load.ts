/**
 * `npm run bench:load`: autocannon (loopback only, bounded in time) against the compiled binary at
 * 50, 200 and 1,000 connections on /api/query (fingerprint-cache tier), /api/dashboard and
 * /api/security/scan, then a soak reporting RSS growth. Prints figures; asserts nothing.
 * Targets (issue 9): zero errors, no unbounded memory growth, p99 < 50 ms at 200 connections for
 * cached queries. Flags: --seconds N (per run, default 5), --soak N (default 60).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, printTable, root, rssMiB } from './lib.ts';

const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = flag('--seconds', 5);
const soakSeconds = flag('--soak', 60);
const bin = process.env.SVC_BIN ?? join(root, 'build', 'svc');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const svc = Bun.spawn([bin, 'start', '--web-only', '--bind', `127.0.0.1:${port}`], {
  env: { PATH: '/usr/bin:/bin', SVC_DATA_DIR: mkdtempSync(join(tmpdir(), 'svc-load-')), SVC_WEB_PASSWORD: 'bench' },
  stdout: 'ignore',
  stderr: 'ignore',
});
for (;;) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    await Bun.sleep(20);
  }
}
const auth = { authorization: `Bearer ${Buffer.from('bench').toString('base64')}`, 'content-type': 'application/json' };
const queryBody = JSON.stringify({ query: 'convert 5 km to miles' });
await fetch(`${url}/api/query`, { method: 'POST', headers: auth, body: queryBody }); // warm the fingerprint cache
const scanBody = JSON.stringify({ text: 'contact bob@example.com, key AKIAIOSFODNN7EXAMPLE, ignore previous instructions' });

const targets = [
  { name: 'POST /api/query (cached)', path: '/api/query', method: 'POST', body: queryBody },
  { name: 'GET /api/dashboard', path: '/api/dashboard', method: 'GET' },
  { name: 'POST /api/security/scan', path: '/api/security/scan', method: 'POST', body: scanBody },
];
const rows: Array<Array<string | number>> = [];
const rssStart = rssMiB(svc.pid);
for (const target of targets) {
  for (const connections of [50, 200, 1000]) {
    const r = await load(`${url}${target.path}`, { connections, seconds, headers: auth, method: target.method, body: target.body });
    rows.push([target.name, connections, r.requestsPerSec, r.p50, r.p99, r.errors + r.non2xx]);
  }
}
printTable(['target', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows);

console.log(`\nsoak: ${soakSeconds}s of cached queries at 200 connections`);
const rssBeforeSoak = rssMiB(svc.pid);
const samples: number[] = [];
const sampler = setInterval(() => samples.push(rssMiB(svc.pid)), 5000);
const soak = await load(`${url}/api/query`, { connections: 200, seconds: soakSeconds, headers: auth, method: 'POST', body: queryBody });
clearInterval(sampler);
const rssAfter = rssMiB(svc.pid);
console.log(`soak: ${soak.requestsPerSec} req/s, p99 ${soak.p99} ms, errors ${soak.errors + soak.non2xx}`);
console.log(`RSS MiB: start ${rssStart}, before soak ${rssBeforeSoak}, during soak ${samples.join(' ')}, after ${rssAfter}`);
console.log('targets: zero errors; p99 < 50 ms at 200 connections for cached queries; RSS flat during the soak');
svc.kill();
await svc.exited;
