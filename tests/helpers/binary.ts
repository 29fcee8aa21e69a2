/**
 * Harness for black-box tests: copies the compiled `build/svc` alone into an empty temp
 * directory (proving it needs nothing beside it), starts it on a free loopback port and waits
 * until it answers.
 */
import { copyFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Subprocess } from 'bun';

export const SOURCE_BINARY = resolve(process.env.SVC_BIN ?? join(import.meta.dir, '..', '..', 'build', 'svc'));

export function requireBinary(): void {
  if (!existsSync(SOURCE_BINARY)) throw new Error(`${SOURCE_BINARY} is missing: run 'npm run build' first`);
}

/** A fresh directory holding only a copy of the binary. */
export function isolatedBinary(): { dir: string; bin: string; cleanup(): void } {
  requireBinary();
  const dir = mkdtempSync(join(tmpdir(), 'svc-bb-'));
  const bin = join(dir, 'svc');
  copyFileSync(SOURCE_BINARY, bin);
  Bun.spawnSync(['chmod', '755', bin]);
  return { dir, bin, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  const server = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = server.port;
  server.stop(true);
  return port;
}

export interface RunningSvc {
  url: string;
  port: number;
  proc: Subprocess<'ignore', 'pipe', 'pipe'>;
  dataDir: string;
  stdout(): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<number>;
}

export interface StartOptions {
  bin: string;
  dataDir: string;
  env?: Record<string, string>;
  args?: string[];
  port?: number;
  /** Skip the default `--bind`; the test controls the address through env or args. */
  noBind?: boolean;
  cwd?: string;
}

export async function startSvc(options: StartOptions): Promise<RunningSvc> {
  const port = options.port ?? (await freePort());
  const args = ['start', '--web-only', ...(options.noBind ? [] : ['--bind', `127.0.0.1:${port}`]), ...(options.args ?? [])];
  const proc = Bun.spawn([options.bin, ...args], {
    cwd: options.cwd ?? dirname(options.bin),
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: options.dataDir,
      SVC_DATA_DIR: options.dataDir,
      SVC_WEB_PASSWORD: 'test-password',
      NO_COLOR: '1',
      ...options.env,
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (proc.exitCode !== null) {
      const err = await new Response(proc.stderr).text();
      throw new Error(`svc exited with ${proc.exitCode}: ${err}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error('svc did not become healthy within 10 s');
    }
    await Bun.sleep(25);
  }
  return {
    url,
    port,
    proc,
    dataDir: options.dataDir,
    stdout: () => new Response(proc.stdout).text(),
    async stop(signal = 'SIGTERM') {
      proc.kill(signal);
      return await proc.exited;
    },
  };
}

/** Runs the binary to completion (for CLI tests). */
export function runSvc(bin: string, args: string[], env: Record<string, string> = {}, stdin?: string) {
  const result = Bun.spawnSync([bin, ...args], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', NO_COLOR: '1', ...env },
    stdin: stdin === undefined ? 'ignore' : new TextEncoder().encode(stdin),
    stdout: 'pipe',
    stderr: 'pipe',
  });
  return {
    code: result.exitCode,
    stdout: result.stdout.toString(),
    stderr: result.stderr.toString(),
  };
}

export async function login(url: string, password = 'test-password'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
