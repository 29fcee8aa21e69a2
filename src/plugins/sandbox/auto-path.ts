import { basename, extname } from 'node:path';
import type { ParamSpec } from '../../abilities/types.ts';
import { ManifestError, SandboxRejectedError } from '../errors.ts';
import { printable } from '../names.ts';

/**
 * `auto` output-path patterns: `{param}` (its value), `{param.name}` (file name),
 * `{param.stem}` (file name without extension), `{param.ext}` (extension without the dot),
 * `{random}` (16 hex characters) and `{timestamp}` (milliseconds). The result's file name is
 * placed in the first write path, so a pattern can name a file but never choose a directory.
 */
const AUTO_TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)(?:\.(name|stem|ext))?\}/g;
const BUILTIN_TOKENS = ['random', 'timestamp'];

export function validateAutoPattern(pattern: string, param: string, params: Record<string, ParamSpec>, where: string): void {
  const rest = pattern.replace(AUTO_TOKEN, (_m, name: string, part: string | undefined) => {
    if (BUILTIN_TOKENS.includes(name) && part === undefined) return '';
    const ref = params[name];
    if (!ref || !Object.hasOwn(params, name)) {
      throw new ManifestError(`${where}: auto pattern references undeclared parameter {${name}}`);
    }
    if (name === param || ref.auto !== undefined) {
      throw new ManifestError(`${where}: auto pattern cannot reference another auto parameter ({${name}})`);
    }
    return '';
  });
  if (rest.includes('{') || rest.includes('}')) {
    throw new ManifestError(`${where}: malformed placeholder in auto pattern "${printable(pattern)}"`);
  }
  if (rest.includes('/') || rest.includes('\\')) {
    throw new ManifestError(`${where}: an auto pattern names a file, not a directory (no '/' or '\\')`);
  }
}

/** Expands a pattern into a bare file name; the caller joins it to the write path and confines it. */
export function expandAutoPattern(
  pattern: string,
  param: string,
  values: Record<string, string>,
  now: () => number,
): string {
  const text = pattern.replace(AUTO_TOKEN, (_m, name: string, part: string | undefined) => {
    if (name === 'random' && part === undefined) return crypto.getRandomValues(new Uint8Array(8)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), '');
    if (name === 'timestamp' && part === undefined) return String(now());
    const value = values[name];
    if (value === undefined) {
      throw new SandboxRejectedError(`output path '${param}' needs parameter '${name}', which has no value`);
    }
    const file = basename(value);
    const ext = extname(file);
    if (part === 'name') return file;
    if (part === 'stem') return ext ? file.slice(0, -ext.length) : file;
    if (part === 'ext') return ext.replace(/^\./, '');
    return value;
  });
  const name = basename(text);
  if (name === '' || name === '.' || name === '..') {
    throw new SandboxRejectedError(`output path '${param}' expands to no usable file name`);
  }
  return name;
}
