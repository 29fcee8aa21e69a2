import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AbilityOutput, InvokeContext, ParamSpec } from '../../abilities/types.ts';
import { AbilityFailedError, ManifestError } from '../errors.ts';
import { resolveParams } from '../params.ts';
import { expandAutoPattern, validateAutoPattern } from './auto-path.ts';
import { assertNoBlockedChars, buildArgs, type CommandTemplate, findBlockedChar, resolveProgram } from './command.ts';
import type { IsolationSupport } from './isolation.ts';
import { canonicalRoots, confinePath } from './paths.ts';
import type { SandboxPolicy } from './policy.ts';
import { runSandboxed } from './runner.ts';

/** Everything needed to run one command-backed ability (subprocess config or plugin `command`). */
export interface CommandSpec {
  name: string;
  template: CommandTemplate;
  params: Record<string, ParamSpec>;
  policy: SandboxPolicy;
  /** Plugin directory, for a `./file` program. */
  baseDir?: string;
}

/**
 * Registration-time checks that need both the parameters and the policy: an `auto` output needs
 * a write path, a `filepath` input needs some path to live in.
 */
export function validateCommandSpec(
  params: Record<string, ParamSpec>,
  policy: SandboxPolicy,
  where: string,
): void {
  for (const [name, spec] of Object.entries(params)) {
    if (spec.default !== undefined) {
      const hit = findBlockedChar(String(spec.default));
      if (hit) throw new ManifestError(`${where}.${name}.default: contains a blocked character (${hit.name})`);
    }
    if (spec.auto !== undefined) {
      if (policy.writePaths.length === 0) {
        throw new ManifestError(`${where}.${name}.auto: output paths need at least one write path`);
      }
      validateAutoPattern(spec.auto, name, params, `${where}.${name}.auto`);
    } else if (spec.type === 'filepath' && policy.readPaths.length + policy.writePaths.length === 0) {
      throw new ManifestError(`${where}.${name}: a filepath parameter needs read_paths or write_paths`);
    }
  }
}

function argString(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/**
 * Validates parameters and runs the command in the sandbox. Order matters: every value is
 * type-checked and scanned for blocked characters, every path confined, and the program
 * resolved, before anything is spawned.
 */
export async function executeCommand(
  spec: CommandSpec,
  input: Record<string, unknown>,
  ctx: InvokeContext,
  support?: IsolationSupport,
): Promise<AbilityOutput> {
  const resolved = resolveParams(spec.params, input, spec.name);
  const writeRoots = canonicalRoots(spec.policy.writePaths);
  const readRoots = [...canonicalRoots(spec.policy.readPaths), ...writeRoots];
  const values: Record<string, string> = {};
  const outputPaths: Record<string, string> = {};

  for (const [name, value] of Object.entries(resolved)) {
    const param = spec.params[name];
    let text = argString(value);
    assertNoBlockedChars(name, text);
    if (param.auto !== undefined) {
      text = confinePath(name, text, writeRoots, 'write');
      outputPaths[name] = text;
    } else if (param.type === 'filepath') {
      text = confinePath(name, text, readRoots, 'read');
    }
    assertNoBlockedChars(name, text);
    values[name] = text;
  }
  for (const [name, param] of Object.entries(spec.params)) {
    if (param.auto === undefined || values[name] !== undefined) continue;
    const file = expandAutoPattern(param.auto, name, values, ctx.now);
    assertNoBlockedChars(name, file);
    const path = confinePath(name, join(writeRoots[0] ?? spec.policy.writePaths[0], file), writeRoots, 'write');
    assertNoBlockedChars(name, path);
    values[name] = path;
    outputPaths[name] = path;
  }

  const args = buildArgs(spec.template.args, values);
  const program = resolveProgram(spec.template.program, spec.baseDir);
  const scratch = writeRoots.length === 0 ? mkdtempSync(join(tmpdir(), 'svc-run-')) : undefined;
  try {
    const result = await runSandboxed({
      argv: [program, ...args],
      policy: spec.policy,
      cwd: writeRoots[0] ?? (scratch as string),
      label: spec.name,
      signal: ctx.signal,
      support,
    });
    if (result.exit_code !== 0) {
      const how = result.signal ? `was killed by ${result.signal}` : `failed with exit code ${result.exit_code}`;
      const detail = result.stderr.trim().slice(0, 200);
      throw new AbilityFailedError(`'${spec.name}' ${how}${detail ? `: ${detail}` : ''}`);
    }
    return {
      exit_code: result.exit_code,
      stdout: result.stdout,
      stderr: result.stderr,
      duration_ms: result.duration_ms,
      command: [spec.template.program, ...args].join(' '),
      output_paths: outputPaths,
      sandbox: result.isolation,
    };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
