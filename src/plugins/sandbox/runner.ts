import { AbilityConfigError, AbilityFailedError } from '../errors.ts';
import { SANDBOX_PATH } from './command.ts';
import { type IsolationReport, type IsolationSupport, wrapArgv } from './isolation.ts';
import type { SandboxPolicy } from './policy.ts';

export interface RunOptions {
  /** `[absolute program, ...arguments]`, already validated. */
  argv: string[];
  policy: SandboxPolicy;
  cwd: string;
  /** Ability name, for messages. */
  label: string;
  signal?: AbortSignal;
  support?: IsolationSupport;
}

export interface RunResult {
  exit_code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  duration_ms: number;
  isolation: IsolationReport;
}

/** How long to wait for pipes to close once the process group is gone. */
const DRAIN_GRACE_MS = 1000;

/**
 * Runs a program with no shell, an environment of only `PATH=/usr/bin:/bin`, stdin closed, in
 * its own process group (and namespaces when available). The timeout, an output overflow or an
 * abort SIGKILLs the whole group; after a normal exit the group is killed too, so background
 * grandchildren never outlive the call. Throws AbilityFailedError for those three cases.
 */
export async function runSandboxed(opts: RunOptions): Promise<RunResult> {
  const { argv, report } = wrapArgv(opts.argv, opts.policy, opts.support);
  const started = performance.now();
  let proc: Bun.Subprocess<'ignore', 'pipe', 'pipe'>;
  try {
    proc = Bun.spawn(argv, {
      cwd: opts.cwd,
      env: { PATH: SANDBOX_PATH },
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: 'pipe',
      detached: true,
    });
  } catch (err) {
    throw new AbilityConfigError(`'${opts.label}' could not be started`, { cause: err });
  }
  let reason: 'timeout' | 'output' | 'abort' | null = null;
  const killGroup = () => {
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // the group is already gone
    }
  };
  const stop = (why: 'timeout' | 'output' | 'abort') => {
    reason ??= why;
    killGroup();
  };
  const timer = setTimeout(() => stop('timeout'), opts.policy.timeoutMs);
  const onAbort = () => stop('abort');
  if (opts.signal?.aborted) stop('abort');
  opts.signal?.addEventListener('abort', onAbort, { once: true });

  const max = opts.policy.maxOutputBytes;
  const stdout = collect(proc.stdout, max, () => stop('output'));
  const stderr = collect(proc.stderr, max, () => stop('output'));
  try {
    await proc.exited;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
    killGroup();
  }
  const [out, err] = await Promise.all([stdout.done(DRAIN_GRACE_MS), stderr.done(DRAIN_GRACE_MS)]);
  const duration_ms = Math.round(performance.now() - started);

  const secs = opts.policy.timeoutMs / 1000;
  if (reason === 'timeout') {
    throw new AbilityFailedError(`'${opts.label}' timed out after ${secs}s; its processes were killed`);
  }
  if (reason === 'output') {
    throw new AbilityFailedError(`'${opts.label}' wrote more than ${max} bytes of output; its processes were killed`);
  }
  if (reason === 'abort') throw new AbilityFailedError(`'${opts.label}' was cancelled; its processes were killed`);
  return {
    exit_code: proc.exitCode,
    signal: proc.signalCode === null ? null : String(proc.signalCode),
    stdout: out,
    stderr: err,
    duration_ms,
    isolation: report,
  };
}

interface Collector {
  /** Resolves with the text read, waiting at most `graceMs` for the pipe to close. */
  done(graceMs: number): Promise<string>;
}

function collect(stream: ReadableStream<Uint8Array>, max: number, onOverflow: () => void): Collector {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const finished = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (size + value.length > max) {
          chunks.push(value.subarray(0, max - size));
          size = max;
          onOverflow();
          break;
        }
        chunks.push(value);
        size += value.length;
      }
    } catch {
      // stream cancelled or errored: keep what was read
    }
  })();
  return {
    async done(graceMs) {
      let timer: Timer | undefined;
      await Promise.race([finished, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
      reader.cancel().catch(() => {});
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
