import { accessSync, constants } from 'node:fs';
import { AbilityConfigError } from '../errors.ts';
import { SANDBOX_PATH } from './command.ts';
import type { SandboxPolicy } from './policy.ts';

const UNSHARE = '/usr/bin/unshare';
const PRLIMIT = '/usr/bin/prlimit';

/** What the host offers; probed once per process. */
export interface IsolationSupport {
  /** `unshare` user-namespace flags that worked, or null when namespaces are unavailable. */
  unshareUserFlags: string[] | null;
  prlimit: boolean;
}

/** What a given run actually got; reported in the ability output so nothing is silently weaker. */
export interface IsolationReport {
  namespaces: boolean;
  network_isolated: boolean;
  memory_limited: boolean;
}

let cached: IsolationSupport | undefined;

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Probes for util-linux `unshare` with unprivileged user namespaces (new user, network and PID
 * namespaces) and for `prlimit`. Both ship with util-linux on Debian and Ubuntu.
 */
export function detectIsolation(): IsolationSupport {
  if (cached) return cached;
  let unshareUserFlags: string[] | null = null;
  if (executable(UNSHARE)) {
    for (const flags of [['--user', '--map-current-user'], ['--user', '--map-root-user']]) {
      const probe = Bun.spawnSync(
        [UNSHARE, ...flags, '--net', '--pid', '--fork', '--kill-child', '--', '/bin/true'],
        { env: { PATH: SANDBOX_PATH }, stdout: 'ignore', stderr: 'ignore', timeout: 5000 },
      );
      if (probe.exitCode === 0) {
        unshareUserFlags = flags;
        break;
      }
    }
  }
  cached = { unshareUserFlags, prlimit: executable(PRLIMIT) };
  return cached;
}

/** For tests: pretend the host lacks some isolation. */
export function setIsolationSupportForTests(support: IsolationSupport | undefined): void {
  cached = support;
}

/**
 * Wraps `argv` so that, when the host allows it, the child runs in fresh PID and (unless
 * `network_access`) network namespaces — killing the namespace's first process kills every
 * descendant, even one that left the process group with `setsid` — under `prlimit` address-space,
 * CPU-time and core-dump limits. No shell is involved at any layer.
 */
export function wrapArgv(
  argv: string[],
  policy: SandboxPolicy,
  support: IsolationSupport = detectIsolation(),
): { argv: string[]; report: IsolationReport } {
  let out = argv;
  const namespaces = support.unshareUserFlags !== null;
  if (namespaces) {
    out = [
      UNSHARE,
      ...(support.unshareUserFlags as string[]),
      ...(policy.networkAccess ? [] : ['--net']),
      '--pid',
      '--fork',
      '--kill-child',
      '--',
      ...out,
    ];
  }
  if (support.prlimit) {
    const cpuSecs = Math.ceil(policy.timeoutMs / 1000) + 1;
    out = [PRLIMIT, `--as=${policy.memoryBytes}`, '--core=0', `--cpu=${cpuSecs}`, '--', ...out];
  } else if (policy.memoryExplicit) {
    throw new AbilityConfigError(`memory_limit is set but ${PRLIMIT} is not available to enforce it`);
  }
  return {
    argv: out,
    report: {
      namespaces,
      network_isolated: namespaces && !policy.networkAccess,
      memory_limited: support.prlimit,
    },
  };
}
