/** Shared benchmark helpers: load generation with autocannon (under node) on loopback only. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dir, '..', '..');

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against a loopback URL for `seconds` with `connections`. */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string>; method?: string; body?: string } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('benchmarks only target loopback');
  const cli = join(root, 'node_modules', 'autocannon', 'autocannon.js');
  if (!existsSync(cli)) throw new Error('autocannon is not installed (npm ci)');
  const args = ['node', cli, '--json', '-c', String(options.connections ?? 50), '-d', String(options.seconds ?? 5)];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-b', options.body);
  args.push(url);
  const proc = Bun.spawn(args, { stdout: 'pipe', stderr: 'ignore' });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  const json = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSec: Math.round(json.requests.average),
    p50: json.latency.p50,
    p99: json.latency.p99,
    errors: json.errors,
    non2xx: json.non2xx,
  };
}

export function printTable(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = rows.map((r) => r.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  console.log(headers.map((h, i) => h.padEnd(widths[i])).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
}

export async function freePort(): Promise<number> {
  const server = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = server.port;
  server.stop(true);
  return port;
}

/** RSS in MiB of a process, from /proc. */
export function rssMiB(pid: number): number {
  const status = require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8') as string;
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}
