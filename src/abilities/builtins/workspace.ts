import { constants as fsc } from 'node:fs';
import { lstat, mkdir, open, readdir, realpath, rename, rmdir, stat, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../server/errors.ts';

/** Largest file `files.read` returns and `files.write` writes. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Most entries `files.list` returns. */
export const MAX_LIST_ENTRIES = 1000;
const MAX_REL_PATH_CHARS = 1024;

/** `<dataDir>/workspace`, the only directory the `files.*` abilities can touch. */
export function workspaceRoot(dataDir: string): string {
  return join(dataDir, 'workspace');
}

/**
 * Checks a user-supplied relative path lexically: no NUL, not absolute, no `..` segment,
 * no backslashes (a Windows separator smuggled into a POSIX name). Returns it normalised.
 */
export function checkRelativePath(path: string, allowRoot = false): string {
  if (typeof path !== 'string') throw new BadRequestError('path must be a string');
  if (path.includes('\0')) throw new BadRequestError('path contains a NUL byte');
  if (path.length > MAX_REL_PATH_CHARS) throw new BadRequestError('path is too long');
  if (path.includes('\\')) throw new BadRequestError('path must use "/" separators');
  const trimmed = path.trim();
  if (isAbsolute(trimmed)) throw new ForbiddenError('path must be relative to the workspace');
  if (trimmed.split('/').some((part) => part === '..')) {
    throw new ForbiddenError('path must stay inside the workspace ("..")');
  }
  const normal = normalize(trimmed === '' ? '.' : trimmed).replace(/\/+$/, '');
  if (!allowRoot && (normal === '.' || normal === '')) throw new BadRequestError('path names the workspace itself');
  return normal === '' ? '.' : normal;
}

function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

async function rootReal(dataDir: string, create: boolean): Promise<string> {
  const root = workspaceRoot(dataDir);
  if (create) await mkdir(root, { recursive: true, mode: 0o700 });
  try {
    return await realpath(root);
  } catch {
    throw new NotFoundError('the workspace is empty (nothing has been written yet)');
  }
}

/** Resolves an existing path with symlinks followed and proves it is still inside the workspace. */
async function resolveExisting(dataDir: string, path: string, allowRoot = false): Promise<{ root: string; real: string }> {
  const rel = checkRelativePath(path, allowRoot);
  const root = await rootReal(dataDir, false);
  let real: string;
  try {
    real = await realpath(join(root, rel));
  } catch {
    throw new NotFoundError(`no such file in the workspace: ${rel}`);
  }
  if (!isInside(root, real)) throw new ForbiddenError(`path leaves the workspace through a symlink: ${rel}`);
  return { root, real };
}

export async function readWorkspaceFile(
  dataDir: string,
  path: string,
  maxBytes = MAX_FILE_BYTES,
): Promise<{ path: string; bytes: Buffer; size: number }> {
  const { root, real } = await resolveExisting(dataDir, path);
  const info = await stat(real);
  if (!info.isFile()) throw new BadRequestError(`not a regular file: ${relative(root, real)}`);
  if (info.size > maxBytes) throw new BadRequestError(`file is larger than ${maxBytes} bytes (${info.size})`);
  // O_NOFOLLOW: the resolved path is final; a symlink swapped in after the check is refused.
  const handle = await open(real, fsc.O_RDONLY | fsc.O_NOFOLLOW);
  try {
    const bytes = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
    if (bytesRead > maxBytes) throw new BadRequestError(`file is larger than ${maxBytes} bytes`);
    return { path: relative(root, real), bytes: bytes.subarray(0, bytesRead), size: bytesRead };
  } finally {
    await handle.close();
  }
}

/**
 * Creates the parent directories of `rel` one level at a time, checking after each step that
 * the real directory is still inside the workspace (a symlinked component cannot redirect it).
 */
async function ensureParent(root: string, rel: string): Promise<string> {
  let current = root;
  const parts = dirname(rel) === '.' ? [] : dirname(rel).split('/');
  for (const part of parts) {
    const next = join(current, part);
    try {
      await mkdir(next, { mode: 0o700 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const real = await realpath(next);
    if (!isInside(root, real)) throw new ForbiddenError(`path leaves the workspace through a symlink: ${rel}`);
    const info = await stat(real);
    if (!info.isDirectory()) throw new BadRequestError(`not a directory: ${relative(root, real)}`);
    current = real;
  }
  return current;
}

export const WRITE_MODES = ['overwrite', 'append', 'create'] as const;
export type WriteMode = (typeof WRITE_MODES)[number];

export async function writeWorkspaceFile(
  dataDir: string,
  path: string,
  content: Buffer,
  mode: WriteMode,
  maxBytes = MAX_FILE_BYTES,
): Promise<{ path: string; bytes_written: number; size: number }> {
  if (content.length > maxBytes) throw new BadRequestError(`content is larger than ${maxBytes} bytes`);
  const rel = checkRelativePath(path);
  const root = await rootReal(dataDir, true);
  const parent = await ensureParent(root, rel);
  const target = join(parent, basename(rel));
  const existing = await lstat(target).catch(() => null);
  if (existing?.isSymbolicLink()) throw new ForbiddenError(`refusing to write through a symlink: ${rel}`);
  if (existing && !existing.isFile()) throw new BadRequestError(`not a regular file: ${rel}`);
  if (mode === 'create' && existing) throw new BadRequestError(`file already exists: ${rel}`);

  if (mode === 'append') {
    if ((existing?.size ?? 0) + content.length > maxBytes) {
      throw new BadRequestError(`file would grow beyond ${maxBytes} bytes`);
    }
    const handle = await open(target, fsc.O_WRONLY | fsc.O_APPEND | fsc.O_CREAT | fsc.O_NOFOLLOW, 0o600);
    try {
      await handle.write(content);
      const size = (await handle.stat()).size;
      return { path: relative(root, target), bytes_written: content.length, size };
    } finally {
      await handle.close();
    }
  }

  // Whole-file writes go to a temp file then rename, so a reader never sees half a file and a
  // symlink planted at the target is replaced, not followed.
  const temp = join(parent, `.${basename(rel)}.${crypto.randomUUID()}.tmp`);
  const flags = fsc.O_WRONLY | fsc.O_CREAT | fsc.O_EXCL | fsc.O_NOFOLLOW;
  const handle = await open(temp, flags, 0o600);
  try {
    await handle.write(content);
  } finally {
    await handle.close();
  }
  try {
    if (mode === 'create' && (await lstat(target).catch(() => null))) {
      throw new BadRequestError(`file already exists: ${rel}`);
    }
    await rename(temp, target);
  } catch (err) {
    await unlink(temp).catch(() => {});
    throw err;
  }
  return { path: relative(root, target), bytes_written: content.length, size: content.length };
}

export interface WorkspaceEntry {
  path: string;
  type: 'file' | 'directory' | 'symlink' | 'other';
  size: number;
  modified_at: string;
}

/** Lists a workspace directory (optionally recursively, symlinks listed but never followed). */
export async function listWorkspace(
  dataDir: string,
  path: string,
  recursive: boolean,
): Promise<{ entries: WorkspaceEntry[]; truncated: boolean }> {
  const root = await rootReal(dataDir, true);
  const { real } = await resolveExisting(dataDir, path, true);
  const info = await stat(real);
  if (!info.isDirectory()) throw new BadRequestError(`not a directory: ${relative(root, real) || '.'}`);
  const entries: WorkspaceEntry[] = [];
  const queue = [real];
  let truncated = false;
  while (queue.length > 0 && !truncated) {
    const dir = queue.shift()!;
    const names = (await readdir(dir)).sort();
    for (const name of names) {
      if (entries.length >= MAX_LIST_ENTRIES) {
        truncated = true;
        break;
      }
      const full = join(dir, name);
      const st = await lstat(full).catch(() => null);
      if (!st) continue;
      const type = st.isSymbolicLink() ? 'symlink' : st.isDirectory() ? 'directory' : st.isFile() ? 'file' : 'other';
      entries.push({
        path: relative(root, full).split(sep).join('/'),
        type,
        size: st.isFile() ? st.size : 0,
        modified_at: st.mtime.toISOString(),
      });
      if (recursive && type === 'directory') queue.push(full);
    }
  }
  return { entries, truncated };
}

/** Deletes one file or an empty directory (never recursively, never through a symlinked parent). */
export async function deleteWorkspaceEntry(dataDir: string, path: string): Promise<{ path: string; deleted: boolean }> {
  const rel = checkRelativePath(path);
  const root = await rootReal(dataDir, false);
  const parentReal = await realpath(join(root, dirname(rel))).catch(() => null);
  if (!parentReal) return { path: rel, deleted: false };
  if (!isInside(root, parentReal)) throw new ForbiddenError(`path leaves the workspace through a symlink: ${rel}`);
  const target = join(parentReal, basename(rel));
  const st = await lstat(target).catch(() => null);
  if (!st) return { path: rel, deleted: false };
  if (st.isDirectory()) {
    await rmdir(target).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOTEMPTY' || err.code === 'EEXIST'
        ? new BadRequestError(`directory is not empty: ${rel}`)
        : err;
    });
  } else {
    await unlink(target); // a symlink itself is removed, its target untouched
  }
  return { path: relative(root, target), deleted: true };
}
