import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { ConstitutionError, parseConstitution } from './parse.ts';
import { TEMPLATE_NAMES, getTemplate, isTemplateName, templateText, type TemplateName } from './templates.ts';
import type { Constitution } from './types.ts';

/**
 * Which constitution is in force. Order: `SVC_CONSTITUTION` (a template name or a file path),
 * then `$SVC_DATA_DIR/constitution.yaml` (written by `svc admin constitution use`), then the
 * built-in `default` template. A file that fails validation is an error, never a silent fallback.
 */

/** The file `svc admin constitution use` writes, relative to the data dir. */
export const ACTIVE_FILE_NAME = 'constitution.yaml';
const MAX_FILE_BYTES = 1024 * 1024;

export type ConstitutionSource =
  | { kind: 'env-template'; template: TemplateName }
  | { kind: 'env-file'; path: string }
  | { kind: 'data-dir'; path: string }
  | { kind: 'built-in'; template: TemplateName };

export interface ActiveConstitution {
  constitution: Constitution;
  source: ConstitutionSource;
}

export type ConstitutionSpec = { kind: 'template'; name: TemplateName } | { kind: 'file'; path: string };

/**
 * Reads a `use` argument or `SVC_CONSTITUTION`: a template name, else a file path. A bare word
 * that is neither a template nor an existing file is an error listing the templates.
 */
export function parseConstitutionSpec(value: string, origin: string): ConstitutionSpec {
  const text = value.trim();
  if (isTemplateName(text)) return { kind: 'template', name: text };
  const looksLikePath = /[\\/]/.test(text) || /\.ya?ml$/i.test(text);
  if (looksLikePath || isFile(text)) return { kind: 'file', path: resolve(text) };
  throw new ConstitutionError(
    origin,
    null,
    null,
    `"${text}" is neither a template (${TEMPLATE_NAMES.join(', ')}) nor a file`,
  );
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `$SVC_DATA_DIR/constitution.yaml`. */
export function activeConstitutionPath(dataDir: string): string {
  // asked on every query: joined once per data dir
  let path = activePaths.get(dataDir);
  if (path === undefined) {
    path = join(dataDir, ACTIVE_FILE_NAME);
    activePaths.set(dataDir, path);
  }
  return path;
}

const activePaths = new Map<string, string>();

/** Reads a constitution file's text, refusing missing and oversized files with file-named errors. */
function readConstitutionText(path: string): string {
  let size: number;
  try {
    size = statSync(path).size;
  } catch (err) {
    throw new ConstitutionError(path, null, null, `cannot read file (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (size > MAX_FILE_BYTES) throw new ConstitutionError(path, null, null, `file is larger than ${MAX_FILE_BYTES} bytes`);
  try {
    return readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch (err) {
    throw new ConstitutionError(path, null, null, `cannot read file (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** Reads and validates a constitution file; errors name the file and line. */
export function loadConstitutionFile(path: string): Constitution {
  return parseConstitution(readConstitutionText(path), path);
}

const fileCache = new Map<string, { mtimeMs: number; size: number; constitution: Constitution }>();

/** Loads a file, reusing the parsed result while its mtime and size are unchanged. */
function loadCached(path: string): Constitution | null {
  // No exception for the common case of no stored file: this runs on every query.
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return null;
  const hit = fileCache.get(path);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.constitution;
  const constitution = loadConstitutionFile(path);
  fileCache.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, constitution });
  return constitution;
}

/**
 * The constitution in force for `config`. Cheap to call per request: templates are parsed once
 * and files are re-parsed only when they change, so `svc admin constitution use` takes effect
 * on a running server without a restart. Throws ConstitutionError on an invalid file.
 */
export function loadActiveConstitution(config: Pick<Config, 'dataDir' | 'constitution'>): ActiveConstitution {
  if (config.constitution) {
    const spec = parseConstitutionSpec(config.constitution, 'SVC_CONSTITUTION');
    if (spec.kind === 'template') return { constitution: getTemplate(spec.name), source: { kind: 'env-template', template: spec.name } };
    const constitution = loadCached(spec.path);
    if (!constitution) throw new ConstitutionError(spec.path, null, null, 'SVC_CONSTITUTION names a file that does not exist');
    return { constitution, source: { kind: 'env-file', path: spec.path } };
  }
  const path = activeConstitutionPath(config.dataDir);
  const stored = loadCached(path);
  if (stored) return { constitution: stored, source: { kind: 'data-dir', path } };
  return { constitution: getTemplate('default'), source: { kind: 'built-in', template: 'default' } };
}

/** A short human description of where the active constitution comes from. */
export function describeSource(source: ConstitutionSource): string {
  switch (source.kind) {
    case 'env-template':
      return `template "${source.template}" (SVC_CONSTITUTION)`;
    case 'env-file':
      return `file ${source.path} (SVC_CONSTITUTION)`;
    case 'data-dir':
      return `file ${source.path}`;
    case 'built-in':
      return `built-in template "${source.template}" (nothing chosen yet)`;
  }
}

/**
 * Makes `spec` the stored constitution: validates it, then writes its YAML (comments kept, with
 * a header saying where it came from) to `$SVC_DATA_DIR/constitution.yaml` through a temp file
 * and a rename, so a failed write never leaves a half file. Returns the parsed constitution.
 */
export function useConstitution(dataDir: string, spec: ConstitutionSpec, now: () => number = Date.now): Constitution {
  const text = spec.kind === 'template' ? templateText(spec.name) : readConstitutionText(spec.path);
  const constitution = parseConstitution(text, spec.kind === 'template' ? `template ${spec.name}` : spec.path);
  const origin = spec.kind === 'template' ? `built-in template "${spec.name}"` : spec.path;
  const header = `# Active svc constitution, copied from ${origin} on ${new Date(now()).toISOString()}.\n# Edit freely; svc validates it on load. Change it with: svc admin constitution use <template|file>\n`;
  mkdirSync(dataDir, { recursive: true });
  const target = activeConstitutionPath(dataDir);
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, header + text, { mode: 0o644 });
  renameSync(temp, target);
  fileCache.delete(target);
  return constitution;
}

