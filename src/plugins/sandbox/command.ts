import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { ParamSpec } from '../../abilities/types.ts';
import { AbilityConfigError, ManifestError, SandboxRejectedError } from '../errors.ts';
import { printable } from '../names.ts';

/** The only PATH a sandboxed child sees (SPEC subprocess rule 4). */
export const SANDBOX_PATH = '/usr/bin:/bin';

/** SPEC subprocess rule 3, in the spec's order, with names for error messages. */
export const BLOCKED_CHARS: ReadonlyArray<{ char: string; name: string }> = [
  { char: ';', name: "semicolon ';'" },
  { char: '|', name: "pipe '|'" },
  { char: '&', name: "ampersand '&'" },
  { char: '`', name: 'backtick' },
  { char: '$', name: "dollar sign '$'" },
  { char: '\n', name: 'line feed' },
  { char: '\r', name: 'carriage return' },
  { char: '\0', name: 'NUL' },
  { char: '(', name: "left parenthesis '('" },
  { char: ')', name: "right parenthesis ')'" },
  { char: '<', name: "less-than '<'" },
  { char: '>', name: "greater-than '>'" },
  { char: '{', name: "left curly brace '{'" },
  { char: '}', name: "right curly brace '}'" },
  { char: "'", name: 'single quote' },
  { char: '"', name: 'double quote' },
  { char: '\\', name: 'backslash' },
  { char: ' ', name: 'space' },
  { char: '\t', name: 'tab' },
];
const BLOCKED_SET = new Map(BLOCKED_CHARS.map((b) => [b.char, b]));

export function findBlockedChar(value: string): { char: string; name: string } | null {
  for (const ch of value) {
    const hit = BLOCKED_SET.get(ch);
    if (hit) return hit;
  }
  return null;
}

/** Throws SandboxRejectedError when `value` holds any blocked character. */
export function assertNoBlockedChars(param: string, value: string): void {
  const hit = findBlockedChar(value);
  if (hit) throw new SandboxRejectedError(`parameter '${param}' contains a blocked character (${hit.name})`);
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const BARE_PROGRAM = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$/;
const RELATIVE_PROGRAM = /^\.\/([A-Za-z0-9][A-Za-z0-9._+-]{0,127})$/;
const MAX_TEMPLATE = 4096;
export const MAX_ARG_BYTES = 4096;

export interface CommandTemplate {
  /** `/abs/path`, a bare name looked up in /usr/bin:/bin, or `./file` inside a plugin dir. */
  program: string;
  /** Argument tokens with their `{param}` placeholders still in place. */
  args: string[];
  /** Parameter names referenced by the arguments. */
  placeholders: string[];
}

/**
 * Parses a command template (SPEC subprocess rule 1): split on whitespace, the first token is
 * the program and may hold no placeholder, every `{param}` names a declared parameter, and a
 * stray brace is an error.
 */
export function parseCommandTemplate(
  template: unknown,
  params: Record<string, ParamSpec>,
  where: string,
  { allowRelative }: { allowRelative: boolean },
): CommandTemplate {
  if (typeof template !== 'string' || template.trim() === '') {
    throw new ManifestError(`${where}: must be a non-empty command template`);
  }
  if (template.length > MAX_TEMPLATE) throw new ManifestError(`${where}: longer than ${MAX_TEMPLATE} characters`);
  if (template.includes('\0')) throw new ManifestError(`${where}: contains a NUL character`);
  const tokens = template.trim().split(/\s+/);
  const [program, ...args] = tokens;
  if (program.includes('{') || program.includes('}')) {
    throw new ManifestError(`${where}: the program (first word) cannot be a placeholder`);
  }
  const isAbs = program.startsWith('/');
  if (isAbs ? normalize(program) !== program : !(BARE_PROGRAM.test(program) || (allowRelative && RELATIVE_PROGRAM.test(program)))) {
    throw new ManifestError(
      `${where}: program "${printable(program)}" must be an absolute path, a bare name found in ${SANDBOX_PATH}` +
        (allowRelative ? ', or ./<file> next to the manifest' : ''),
    );
  }
  const placeholders: string[] = [];
  for (const token of args) {
    const rest = token.replace(PLACEHOLDER, (_m, name: string) => {
      if (!Object.hasOwn(params, name)) {
        throw new ManifestError(`${where}: placeholder {${name}} names no declared parameter`);
      }
      if (!placeholders.includes(name)) placeholders.push(name);
      return '';
    });
    if (rest.includes('{') || rest.includes('}')) {
      throw new ManifestError(`${where}: malformed placeholder in "${printable(token)}"`);
    }
  }
  return { program, args, placeholders };
}

/**
 * Substitutes values into each argument token separately (SPEC subprocess rule 2): a value is
 * inserted as data and never re-scanned, so it can neither split into two arguments nor expand
 * another placeholder. A value that would turn a plain argument into an option (`-x`, `--exec=`)
 * is refused: only the template author decides which arguments are options.
 */
export function buildArgs(args: readonly string[], values: Record<string, string>): string[] {
  return args.map((token) => {
    let firstValueParam: string | null = null;
    const out = token.replace(PLACEHOLDER, (_m, name: string) => {
      const value = values[name];
      if (value === undefined) throw new SandboxRejectedError(`missing value for parameter '${name}'`);
      if (firstValueParam === null && value !== '') firstValueParam = name;
      return value;
    });
    if (!token.startsWith('-') && out.startsWith('-') && firstValueParam !== null) {
      throw new SandboxRejectedError(
        `parameter '${firstValueParam}' would be read as an option (value starts with '-')`,
      );
    }
    if (Buffer.byteLength(out) > MAX_ARG_BYTES) {
      throw new SandboxRejectedError(`argument built from parameters is longer than ${MAX_ARG_BYTES} bytes`);
    }
    return out;
  });
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the program file. Bare names are looked up only in /usr/bin:/bin; `./file` must stay
 * inside `baseDir` after symlinks are resolved. Throws AbilityConfigError when absent.
 */
export function resolveProgram(program: string, baseDir?: string): string {
  if (program.startsWith('/')) {
    if (isExecutableFile(program)) return program;
    throw new AbilityConfigError(`program ${program} does not exist or is not executable`);
  }
  const rel = RELATIVE_PROGRAM.exec(program);
  if (rel) {
    if (!baseDir) throw new AbilityConfigError(`program ${program} is relative but has no plugin directory`);
    const candidate = join(baseDir, rel[1]);
    let real: string;
    try {
      real = realpathSync(candidate);
    } catch {
      throw new AbilityConfigError(`program ${program} is missing from the plugin directory`);
    }
    const realBase = realpathSync(baseDir);
    if (!real.startsWith(realBase + sep) || !isExecutableFile(real)) {
      throw new AbilityConfigError(`program ${program} is not an executable file inside the plugin directory`);
    }
    return real;
  }
  const found = Bun.which(program, { PATH: SANDBOX_PATH });
  if (!found) throw new AbilityConfigError(`program '${program}' was not found in ${SANDBOX_PATH}`);
  return found;
}
