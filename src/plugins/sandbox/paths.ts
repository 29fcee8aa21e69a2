import { lstatSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, sep } from 'node:path';
import { SandboxRejectedError } from '../errors.ts';

/** Resolves configured roots through symlinks; a root that does not exist allows nothing. */
export function canonicalRoots(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    try {
      out.push(realpathSync(p));
    } catch {
      // a missing root cannot contain anything
    }
  }
  return out;
}

export function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root === '/' ? '/' : root + sep);
}

/**
 * Confines a `filepath` value to `roots` (issue 6: checked after resolving symlinks and `..`).
 * A relative value is taken from the first root. The existing file, or the parent directory of
 * a file to be created, is resolved by the kernel's rules (`realpath`), so `link/../x` and
 * symlinks pointing outside are judged by where they really lead. Returns the canonical path,
 * which is what the program receives.
 */
export function confinePath(param: string, value: string, roots: readonly string[], kind: 'read' | 'write'): string {
  if (roots.length === 0) {
    throw new SandboxRejectedError(
      `parameter '${param}': no existing ${kind === 'read' ? 'read_paths or write_paths' : 'write_paths'} are configured, so no file may be ${kind === 'read' ? 'read' : 'written'}`,
    );
  }
  if (value.includes('\0')) throw new SandboxRejectedError(`parameter '${param}' contains a blocked character (NUL)`);
  const raw = isAbsolute(value) ? value : join(roots[0], value);
  let canonical: string;
  try {
    canonical = realpathSync(raw);
  } catch {
    if (existsAsLink(raw)) {
      // a dangling symlink: writing through it would create its target, wherever that is
      throw new SandboxRejectedError(`parameter '${param}': "${value}" is a symlink to a missing target`);
    }
    const name = basename(raw);
    if (name === '' || name === '.' || name === '..') {
      throw new SandboxRejectedError(`parameter '${param}': "${value}" is not a file path`);
    }
    let parent: string;
    try {
      parent = realpathSync(dirname(raw));
    } catch {
      throw new SandboxRejectedError(`parameter '${param}': the directory of "${value}" does not exist`);
    }
    canonical = join(parent, name);
  }
  if (!roots.some((root) => isInside(canonical, root))) {
    throw new SandboxRejectedError(
      `parameter '${param}': "${value}" is outside the allowed ${kind === 'read' ? 'read' : 'write'} paths`,
    );
  }
  return canonical;
}

function existsAsLink(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
