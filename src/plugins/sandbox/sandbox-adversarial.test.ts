/**
 * Adversarial suite for subprocess execution (issue 6): injection through every blocked
 * character, argument smuggling, path traversal, symlink escape, environment leakage, a fork
 * bomb, a memory hog and grandchildren that try to outlive the timeout. Every attempt must be
 * refused with a clear error (or contained), and the suite prints how many it tried.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ability, InvokeContext } from '../../abilities/types.ts';
import { createSubprocessAbility } from '../../abilities/kinds/subprocess.ts';
import { AbilityFailedError, SandboxRejectedError } from '../errors.ts';
import { parseSubprocessEntry } from '../subprocess-config.ts';
import { BLOCKED_CHARS } from './command.ts';
import { detectIsolation, type IsolationSupport } from './isolation.ts';

let root: string;
let readDir: string;
let writeDir: string;
let outside: string;
const counts = { injection: 0, smuggling: 0, traversal: 0, symlink: 0, env: 0, resources: 0 };
let refused = 0;
/** A copy of sleep under a unique path, so leftover processes can be found by name. */
let sleeper: string;

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'svc-adv-')));
  readDir = join(root, 'read');
  writeDir = join(root, 'write');
  outside = join(root, 'outside');
  for (const d of [readDir, writeDir, outside]) mkdirSync(d);
  writeFileSync(join(readDir, 'ok.txt'), 'fine\n');
  writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET\n');
  symlinkSync(join(outside, 'secret.txt'), join(readDir, 'link-to-secret'));
  symlinkSync(outside, join(readDir, 'dir-link'));
  symlinkSync(join(outside, 'created-by-attacker'), join(writeDir, 'dangling'));
  symlinkSync(outside, join(writeDir, 'out-link'));
  sleeper = join(root, `svcsleep${process.pid}`);
  copyFileSync('/bin/sleep', sleeper);
  chmodSync(sleeper, 0o755);
});

afterAll(() => {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `subprocess adversarial suite: tried ${total} attacks (injection ${counts.injection}, smuggling ${counts.smuggling}, ` +
      `traversal ${counts.traversal}, symlink ${counts.symlink}, env ${counts.env}, resources ${counts.resources}); refused or contained ${refused}`,
  );
  rmSync(root, { recursive: true, force: true });
});

const ctx = (): InvokeContext => ({ signal: new AbortController().signal, dataDir: root, now: Date.now });

function ability(config: Record<string, unknown>, support?: IsolationSupport): Ability {
  return createSubprocessAbility(
    parseSubprocessEntry('adv.run', { type: 'subprocess', ...config }, 'adversarial', { checkProgram: true }),
    { support },
  );
}

async function expectRefused(a: Ability, params: Record<string, unknown>, message: RegExp | string): Promise<void> {
  const err = await a.invoke(params, ctx()).catch((e) => e);
  expect(err).toBeInstanceOf(SandboxRejectedError);
  expect(err.status).toBe(400);
  if (typeof message === 'string') expect(err.message).toContain(message);
  else expect(err.message).toMatch(message);
  refused++;
}

/** Live (non-zombie) processes whose command line contains `marker`, as `pid stat args` lines. */
function survivors(marker: string): string[] {
  const ps = Bun.spawnSync(['ps', '-eo', 'pid=,stat=,args='], { stdout: 'pipe' }).stdout.toString();
  return ps
    .split('\n')
    .filter((l) => l.includes(marker) && !l.includes('ps -eo') && l.trim().split(/\s+/)[1]?.[0] !== 'Z');
}

async function settleSurvivors(marker: string): Promise<string[]> {
  for (let i = 0; i < 20; i++) {
    const left = survivors(marker);
    if (left.length === 0) return left;
    await Bun.sleep(100);
  }
  return survivors(marker);
}

describe('injection through blocked characters', () => {
  // `touch {name}` would create a file in the write dir if anything got through
  const touch = () =>
    ability({ command: '/usr/bin/touch {name}', params: { name: { type: 'string', required: true } }, sandbox: { write_paths: [writeDir] } });

  for (const { char, name } of BLOCKED_CHARS) {
    test(`rejects a value containing ${JSON.stringify(char)} (${name})`, async () => {
      counts.injection++;
      await expectRefused(touch(), { name: `canary${char}x` }, `contains a blocked character (${name})`);
    });
  }

  const payloads = [
    'x; rm -rf /',
    'x | cat /etc/passwd',
    'x && id',
    'x || id',
    '`id`',
    '$(id)',
    '${IFS}id',
    '$HOME',
    'x > /tmp/owned',
    'x < /etc/shadow',
    'x\nid',
    'x\r\nid',
    "x' ; id ; '",
    'x" ; id ; "',
    'x\\',
    'a\tb',
    'x\0y',
    '{name}',
    'x&',
    '(id)',
  ];
  for (const payload of payloads) {
    test(`rejects the payload ${JSON.stringify(payload)}`, async () => {
      counts.injection++;
      await expectRefused(touch(), { name: payload }, 'contains a blocked character');
    });
  }

  test('rejects blocked characters in defaults at registration', () => {
    counts.injection++;
    expect(() => parseSubprocessEntry('adv.run', { type: 'subprocess', command: 'echo {a}', params: { a: { type: 'string', default: 'x;y' } } }, 'adv', { checkProgram: true })).toThrow(
      'a.default: contains a blocked character (semicolon',
    );
    refused++;
  });

  test('created no file for any refused value', () => {
    expect(readdirSync(writeDir).filter((f) => !['dangling', 'out-link'].includes(f))).toEqual([]);
  });
});

describe('argument smuggling', () => {
  const echo = () => ability({ command: 'echo {text}', params: { text: { type: 'string' } } });

  for (const value of ['-e', '-n', '--help', '--output=/etc/passwd', '--checkpoint-action=exec=id', '-rf']) {
    test(`refuses ${JSON.stringify(value)} where the template has a plain argument`, async () => {
      counts.smuggling++;
      await expectRefused(echo(), { text: value }, "would be read as an option (value starts with '-')");
    });
  }

  test('refuses a value that becomes an option through an empty prefix parameter', async () => {
    counts.smuggling++;
    const a = ability({ command: 'echo {a}{b}', params: { a: { type: 'string', default: '' }, b: { type: 'string' } } });
    await expectRefused(a, { b: '-n' }, "parameter 'b' would be read as an option");
  });

  test('keeps a value with unicode spaces as a single argument', async () => {
    counts.smuggling++;
    const printf = ability({ command: 'printf [%s] {text}', params: { text: { type: 'string' } } });
    const out = await printf.invoke({ text: 'a\u00a0b\u2003c' }, ctx());
    expect(out.stdout).toBe('[a\u00a0b\u2003c]');
    refused++;
  });

  test('does not expand placeholders inside a value', async () => {
    counts.smuggling++;
    const a = ability({ command: 'echo {a} {b}', params: { a: { type: 'string' }, b: { type: 'string', default: 'B' } } });
    await expectRefused(a, { a: '{b}' }, 'blocked character');
  });

  test('allows a leading dash where the template itself writes an option', async () => {
    const a = ability({ command: 'echo --value={text}', params: { text: { type: 'string' } } });
    expect((await a.invoke({ text: '-5' }, ctx())).stdout).toBe('--value=-5\n');
  });

  test('refuses a placeholder as the program at registration', () => {
    counts.smuggling++;
    expect(() => parseSubprocessEntry('adv.run', { type: 'subprocess', command: '{prog} x', params: { prog: { type: 'string' } } }, 'adv', { checkProgram: true })).toThrow(
      'the program (first word) cannot be a placeholder',
    );
    refused++;
  });

  test('refuses a program outside /usr/bin:/bin given as a relative path', () => {
    counts.smuggling++;
    expect(() => parseSubprocessEntry('adv.run', { type: 'subprocess', command: '../../bin/sh -c id' }, 'adv', { checkProgram: true })).toThrow(
      'must be an absolute path, a bare name',
    );
    refused++;
  });
});

describe('path traversal', () => {
  const cat = () =>
    ability({
      command: 'cat {file}',
      params: { file: { type: 'filepath', required: true } },
      sandbox: { read_paths: [readDir] },
    });
  const values = () => [
    '../outside/secret.txt',
    '../../../../../../etc/passwd',
    '/etc/passwd',
    `${readDir}/../outside/secret.txt`,
    `${readDir}/./../outside/secret.txt`,
    `${readDir}/../outside`,
    '..',
    '/',
    `${readDir}-evil/x`,
  ];
  for (const i of values().keys()) {
    test(`refuses read path #${i + 1}`, async () => {
      counts.traversal++;
      const value = values()[i];
      await expectRefused(cat(), { file: value }, /is outside the allowed read paths|does not exist|is not a file path/);
    });
  }

  test('refuses an auto output given explicitly outside the write paths', async () => {
    counts.traversal++;
    const a = ability({
      command: 'touch {out}',
      params: { out: { type: 'filepath', auto: 'result-{random}.txt' } },
      sandbox: { write_paths: [writeDir] },
    });
    await expectRefused(a, { out: '../outside/pwned' }, 'is outside the allowed write paths');
    counts.traversal++;
    await expectRefused(a, { out: join(readDir, 'pwned') }, 'is outside the allowed write paths');
  });

  test('refuses a file path parameter when no paths are configured', async () => {
    counts.traversal++;
    expect(() =>
      parseSubprocessEntry('adv.run', { type: 'subprocess', command: 'cat {f}', params: { f: { type: 'filepath' } } }, 'adv', { checkProgram: true }),
    ).toThrow('a filepath parameter needs read_paths or write_paths');
    refused++;
  });

  test('refuses an auto pattern that names a directory', () => {
    counts.traversal++;
    expect(() =>
      parseSubprocessEntry('adv.run', { type: 'subprocess', command: 'touch {o}', params: { o: { type: 'filepath', auto: '../{random}' } }, sandbox: { write_paths: [writeDir] } }, 'adv', { checkProgram: true }),
    ).toThrow("an auto pattern names a file, not a directory");
    refused++;
  });
});

describe('symlink escape', () => {
  const cat = () =>
    ability({ command: 'cat {file}', params: { file: { type: 'filepath', required: true } }, sandbox: { read_paths: [readDir] } });

  test('refuses a symlink to a file outside the read paths', async () => {
    counts.symlink++;
    await expectRefused(cat(), { file: 'link-to-secret' }, 'is outside the allowed read paths');
  });

  test('refuses a path through a symlinked directory', async () => {
    counts.symlink++;
    await expectRefused(cat(), { file: 'dir-link/secret.txt' }, 'is outside the allowed read paths');
  });

  test('refuses writing through a dangling symlink', async () => {
    counts.symlink++;
    const touch = ability({ command: 'touch {out}', params: { out: { type: 'filepath', auto: 'x' } }, sandbox: { write_paths: [writeDir] } });
    await expectRefused(touch, { out: 'dangling' }, 'is a symlink to a missing target');
  });

  test('refuses creating a file under a symlinked directory', async () => {
    counts.symlink++;
    const touch = ability({ command: 'touch {out}', params: { out: { type: 'filepath', auto: 'x' } }, sandbox: { write_paths: [writeDir] } });
    await expectRefused(touch, { out: 'out-link/new.txt' }, 'is outside the allowed write paths');
  });

  test('refuses a configured read path that is itself a link to the secret, judged by its target', async () => {
    counts.symlink++;
    const a = ability({ command: 'cat {file}', params: { file: { type: 'filepath', required: true } }, sandbox: { read_paths: [join(readDir, 'dir-link')] } });
    // the root resolves to `outside`, so only files really inside `outside` pass, never `read/ok.txt`
    await expectRefused(a, { file: join(readDir, 'ok.txt') }, 'is outside the allowed read paths');
  });
});

describe('environment leakage', () => {
  test('gives the child only PATH=/usr/bin:/bin', async () => {
    counts.env++;
    process.env.SVC_WEB_PASSWORD_LEAK_PROBE = 'hunter2';
    try {
      const env = ability({ command: 'env' });
      const out = await env.invoke({}, ctx());
      expect(out.stdout).toBe('PATH=/usr/bin:/bin\n');
      refused++;
    } finally {
      delete process.env.SVC_WEB_PASSWORD_LEAK_PROBE;
    }
  });

  test('gives the child no environment through /proc either', async () => {
    counts.env++;
    const environ = ability({ command: 'cat /proc/self/environ' });
    const out = await environ.invoke({}, ctx());
    expect(out.stdout).toBe('PATH=/usr/bin:/bin\0');
    refused++;
  });

  test('closes stdin', async () => {
    counts.env++;
    const cat = ability({ command: 'cat', sandbox: { timeout: '5s' } });
    const out = await cat.invoke({}, ctx());
    expect(out.stdout).toBe('');
    refused++;
  });
});

describe('resource limits', () => {
  test('contains a fork bomb and leaves no process behind', async () => {
    counts.resources++;
    const script = join(root, 'bomb.sh');
    // exponential, but capped at depth 11 so a failed kill could not take the test host down
    writeFileSync(script, `b() { [ "$1" -gt 11 ] && exec ${sleeper} 300; ${sleeper} 0.1; b $(($1+1)) & b $(($1+1)) & wait; }; b 0\n`);
    const bomb = ability({ command: `/bin/sh ${script}`, sandbox: { timeout: '1s' } });
    const started = Date.now();
    await expect(bomb.invoke({}, ctx())).rejects.toThrow('timed out after 1s; its processes were killed');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await settleSurvivors(script)).toEqual([]);
    expect(await settleSurvivors(sleeper)).toEqual([]);
    refused++;
  });

  test('stops a memory hog at the memory limit', async () => {
    counts.resources++;
    const program = join(root, 'hog.awk');
    writeFileSync(program, 'BEGIN { s = "x"; while (1) s = s s }\n');
    const hog = ability({ command: `awk -f ${program}`, sandbox: { memory_limit: '64MB', timeout: '20s' } });
    const started = Date.now();
    const err = await hog.invoke({}, ctx()).catch((e) => e);
    expect(err).toBeInstanceOf(AbilityFailedError);
    expect(err.message).not.toContain('timed out');
    expect(err.message).toMatch(/out of memory|was killed by SIG(SEGV|KILL|ABRT)/);
    expect(Date.now() - started).toBeLessThan(10_000);
    refused++;
  });

  test('kills grandchildren, including ones that start a new session, at the timeout', async () => {
    counts.resources++;
    const marker = sleeper;
    const script = join(root, 'grand.sh');
    writeFileSync(
      script,
      `${sleeper} 301 & (${sleeper} 302 &) ; setsid ${sleeper} 303 & sh -c '${sleeper} 304 & wait' & wait\n`,
    );
    const a = ability({ command: `/bin/sh ${script}`, sandbox: { timeout: '1s' } });
    await expect(a.invoke({}, ctx())).rejects.toThrow('timed out after 1s');
    const left = await settleSurvivors(marker);
    if (detectIsolation().unshareUserFlags === null) {
      // without a PID namespace a setsid escapee leaves the group; everything else must be gone
      expect(left.filter((l) => !l.includes(' 303'))).toEqual([]);
      // clean up the escapee this test itself started, by pid
      for (const l of left) process.kill(Number(l.trim().split(/\s+/)[0]), 'SIGKILL');
    } else {
      expect(left).toEqual([]);
    }
    refused++;
  });

  test('kills background grandchildren when the main process exits normally', async () => {
    counts.resources++;
    const marker = sleeper;
    const script = join(root, 'bg.sh');
    writeFileSync(script, `${sleeper} 305 &\necho started\n`);
    const a = ability({ command: `/bin/sh ${script}`, sandbox: { timeout: '10s' } });
    const out = await a.invoke({}, ctx());
    expect(out.stdout).toBe('started\n');
    expect(await settleSurvivors(marker)).toEqual([]);
    refused++;
  });

  test('kills the process group at the timeout even without namespaces', async () => {
    counts.resources++;
    const marker = sleeper;
    const script = join(root, 'nons.sh');
    writeFileSync(script, `${sleeper} 306 & ${sleeper} 307 & wait\n`);
    const a = ability({ command: `/bin/sh ${script}`, sandbox: { timeout: '1s' } }, { unshareUserFlags: null, prlimit: true });
    await expect(a.invoke({}, ctx())).rejects.toThrow('timed out after 1s');
    expect(await settleSurvivors(marker)).toEqual([]);
    refused++;
  });

  test('refuses to run without prlimit when a memory limit is configured', async () => {
    counts.resources++;
    const a = ability({ command: 'true', sandbox: { memory_limit: '256MB' } }, { unshareUserFlags: null, prlimit: false });
    await expect(a.invoke({}, ctx())).rejects.toThrow('memory_limit is set but /usr/bin/prlimit is not available');
    refused++;
  });
});
