import { BadRequestError } from '../../server/errors.ts';
import type { Ability } from '../types.ts';
import { builtin } from './core.ts';
import {
  deleteWorkspaceEntry,
  listWorkspace,
  MAX_FILE_BYTES,
  readWorkspaceFile,
  writeWorkspaceFile,
  WRITE_MODES,
  type WriteMode,
} from './workspace.ts';

const filesRead = builtin({
  name: 'files.read',
  description: `Reads a file from the workspace ($SVC_DATA_DIR/workspace), at most ${MAX_FILE_BYTES} bytes.`,
  permission_tier: 1,
  input: {
    path: { type: 'filepath', required: true, description: 'relative to the workspace' },
    encoding: { type: 'string', default: 'utf8', enum: ['utf8', 'base64'] },
  },
  receipt_fields: ['path', 'size'],
  invoke: async (params, ctx) => {
    const file = await readWorkspaceFile(ctx.dataDir, String(params.path));
    const encoding = params.encoding === 'base64' ? 'base64' : 'utf8';
    let content: string;
    if (encoding === 'utf8') {
      try {
        content = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
      } catch {
        throw new BadRequestError(`${file.path} is not UTF-8 text; read it with encoding base64`);
      }
    } else {
      content = file.bytes.toString('base64');
    }
    return { path: file.path, content, size: file.size, encoding };
  },
});

const filesWrite = builtin({
  name: 'files.write',
  description: `Writes a file in the workspace (overwrite, append or create), at most ${MAX_FILE_BYTES} bytes.`,
  permission_tier: 2,
  input: {
    path: { type: 'filepath', required: true, description: 'relative to the workspace; parents are created' },
    content: { type: 'string', required: true },
    mode: { type: 'string', default: 'overwrite', enum: WRITE_MODES },
    encoding: { type: 'string', default: 'utf8', enum: ['utf8', 'base64'] },
  },
  receipt_fields: ['path', 'bytes_written', 'size'],
  invoke: async (params, ctx) => {
    const content = Buffer.from(String(params.content), params.encoding === 'base64' ? 'base64' : 'utf8');
    return { ...(await writeWorkspaceFile(ctx.dataDir, String(params.path), content, params.mode as WriteMode)) };
  },
});

const filesList = builtin({
  name: 'files.list',
  description: 'Lists a workspace directory (symlinks are shown, never followed).',
  permission_tier: 1,
  input: {
    path: { type: 'string', default: '.', description: 'relative to the workspace' },
    recursive: { type: 'bool', default: false },
  },
  receipt_fields: ['path', 'count'],
  invoke: async (params, ctx) => {
    const path = String(params.path);
    const { entries, truncated } = await listWorkspace(ctx.dataDir, path, params.recursive === true);
    return { path, entries, count: entries.length, truncated };
  },
});

const filesDelete = builtin({
  name: 'files.delete',
  description: 'Deletes one workspace file or empty directory (never recursive).',
  permission_tier: 2,
  input: { path: { type: 'filepath', required: true } },
  receipt_fields: ['path', 'deleted'],
  invoke: async (params, ctx) => ({ ...(await deleteWorkspaceEntry(ctx.dataDir, String(params.path))) }),
});

/** Workspace file abilities, confined to `<dataDir>/workspace` (see workspace.ts for the checks). */
export function createFileAbilities(): Ability[] {
  return [filesRead, filesWrite, filesList, filesDelete];
}
