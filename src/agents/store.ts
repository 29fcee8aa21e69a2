import { commitStagedDir } from '../lib/atomic-dir.ts';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { compareSemver, parseSemver } from '../plugins/semver.ts';
import { ensureDataDir } from '../server/data-dir.ts';
import { ConflictError, NotFoundError } from '../server/errors.ts';
import { BUILTIN_AGENTS } from './builtin.ts';
import { AgentPackageError, assertAgentName } from './manifest.ts';
import {
  CHAINS_DIR,
  CONSTITUTION_FILE,
  MANIFEST_FILE,
  MAX_PACKAGE_CHAINS,
  MAX_PACKAGE_FILE_BYTES,
  parsePackageFiles,
  type AgentPackage,
} from './package.ts';

/**
 * Agent packages on disk: `$SVC_DATA_DIR/agents/<name>/`. Installs are staged in a temporary
 * directory beside the target and moved in with one rename, so a failed install leaves nothing
 * and an upgrade never leaves a mix of two versions. Loaded packages are cached until any of
 * their files changes.
 */

export function agentsDir(dataDir: string): string {
  return join(dataDir, 'agents');
}

export interface InstalledAgent {
  name: string;
  dir: string;
  pkg: AgentPackage;
}

export interface AgentSource {
  /** Relative path → text. */
  files: Record<string, string>;
  /** Where it came from, for messages: a directory path or `built-in <name>`. */
  origin: string;
}

export interface InstallResult {
  agent: InstalledAgent;
  action: 'installed' | 'upgraded' | 'reinstalled' | 'downgraded';
  previous_version?: string;
}

/** Names of the agents shipped inside svc (`svc admin agent install <name>`). */
export function builtinAgentNames(): string[] {
  return Object.keys(BUILTIN_AGENTS).sort();
}

/** A bundled agent's files; NotFoundError listing the bundled names when unknown. */
export function builtinSource(name: string): AgentSource {
  const files = Object.hasOwn(BUILTIN_AGENTS, name) ? BUILTIN_AGENTS[name] : undefined;
  if (!files) {
    throw new NotFoundError(`no agent directory or bundled agent named "${name}" (bundled: ${builtinAgentNames().join(', ')})`);
  }
  return { files: { ...files }, origin: `built-in ${name}` };
}

function readRegular(path: string, label: string): string {
  const st = lstatSync(path);
  if (st.isSymbolicLink() || !st.isFile()) throw new AgentPackageError(label, null, 'must be a regular file, not a link or directory');
  if (st.size > MAX_PACKAGE_FILE_BYTES) throw new AgentPackageError(label, null, `is larger than ${MAX_PACKAGE_FILE_BYTES / 1024} KiB`);
  return readFileSync(path, 'utf8');
}

/**
 * Reads a package directory: manifest.yaml, constitution.yaml if present and chains/*.yaml.
 * Other files are not part of the package and are neither read nor installed. Links are refused.
 */
export function readPackageDir(path: string): AgentSource {
  const dir = resolve(path);
  let st;
  try {
    st = statSync(dir);
  } catch {
    throw new NotFoundError(`agent package directory ${path} does not exist`);
  }
  if (!st.isDirectory()) throw new AgentPackageError(path, null, 'is not a directory (give the folder holding manifest.yaml)');
  const files: Record<string, string> = {};
  const exists = (p: string) => {
    try {
      lstatSync(p);
      return true;
    } catch {
      return false;
    }
  };
  if (!exists(join(dir, MANIFEST_FILE))) throw new AgentPackageError(path, null, `${MANIFEST_FILE} is missing`);
  files[MANIFEST_FILE] = readRegular(join(dir, MANIFEST_FILE), MANIFEST_FILE);
  if (exists(join(dir, CONSTITUTION_FILE))) files[CONSTITUTION_FILE] = readRegular(join(dir, CONSTITUTION_FILE), CONSTITUTION_FILE);
  const chainsPath = join(dir, CHAINS_DIR);
  if (exists(chainsPath)) {
    const cst = lstatSync(chainsPath);
    if (cst.isSymbolicLink() || !cst.isDirectory()) throw new AgentPackageError(CHAINS_DIR, null, 'must be a directory');
    const names = readdirSync(chainsPath)
      .filter((n) => /\.ya?ml$/.test(n) && !n.startsWith('.'))
      .sort();
    if (names.length > MAX_PACKAGE_CHAINS) throw new AgentPackageError(CHAINS_DIR, null, `has more than ${MAX_PACKAGE_CHAINS} chains`);
    for (const name of names) files[`${CHAINS_DIR}/${name}`] = readRegular(join(chainsPath, name), `${CHAINS_DIR}/${name}`);
  }
  return { files, origin: path };
}

/** A directory argument or a bundled agent's name (a path wins when it exists). */
export function resolveSource(arg: string): AgentSource {
  const looksLikePath = /[\\/]/.test(arg) || arg === '.' || arg === '..';
  let isDir = false;
  try {
    isDir = statSync(arg).isDirectory();
  } catch {
    isDir = false;
  }
  if (looksLikePath || isDir) return readPackageDir(arg);
  return builtinSource(arg);
}

const cache = new Map<string, { signature: string; agent: InstalledAgent }>();

/** Changes whenever the directory is replaced or any package file is edited. */
function signatureOf(dir: string): string {
  const parts: string[] = [];
  const add = (p: string) => {
    try {
      const st = statSync(p);
      parts.push(`${p}:${st.ino}:${st.mtimeMs}:${st.size}`);
    } catch {
      parts.push(`${p}:-`);
    }
  };
  add(dir);
  add(join(dir, MANIFEST_FILE));
  add(join(dir, CONSTITUTION_FILE));
  const chains = join(dir, CHAINS_DIR);
  add(chains);
  try {
    for (const name of readdirSync(chains).sort()) add(join(chains, name));
  } catch {
    // no chains directory
  }
  return parts.join('|');
}

/** Loads one installed agent (cached); NotFoundError when absent, AgentPackageError when broken. */
export function readInstalled(dataDir: string, name: string): InstalledAgent {
  assertAgentName(name);
  const dir = join(agentsDir(dataDir), name);
  try {
    if (!lstatSync(dir).isDirectory()) throw new Error('not a directory');
  } catch {
    cache.delete(dir);
    throw new NotFoundError(`agent "${name}" is not installed`);
  }
  const signature = signatureOf(dir);
  const hit = cache.get(dir);
  if (hit && hit.signature === signature) return hit.agent;
  const pkg = parsePackageFiles(readPackageDir(dir).files, dir);
  if (pkg.manifest.name !== name) {
    throw new AgentPackageError(join(dir, MANIFEST_FILE), 'name', `"${pkg.manifest.name}" does not match its directory "${name}"`);
  }
  const agent = { name, dir, pkg };
  cache.set(dir, { signature, agent });
  return agent;
}

/** Every installed agent by name; broken ones are reported beside them with the reason. */
export function listInstalled(dataDir: string): { agents: InstalledAgent[]; errors: { name: string; error: string }[] } {
  let entries: string[];
  try {
    entries = readdirSync(agentsDir(dataDir)).filter((e) => !e.startsWith('.')).sort();
  } catch {
    return { agents: [], errors: [] };
  }
  const agents: InstalledAgent[] = [];
  const errors: { name: string; error: string }[] = [];
  for (const entry of entries) {
    try {
      agents.push(readInstalled(dataDir, entry));
    } catch (err) {
      if (err instanceof NotFoundError) continue;
      errors.push({ name: entry, error: (err as Error).message });
    }
  }
  return { agents, errors };
}

/**
 * Validates and installs a package into `agents/<name>/`. Reinstalling the same or an older
 * version needs `force`; a newer version upgrades. Only the validated files are written.
 */
export function installAgent(
  dataDir: string,
  source: AgentSource,
  opts: { force?: boolean; beforeCommit?: (staging: string) => void } = {},
): InstallResult {
  const pkg = parsePackageFiles(source.files, source.origin);
  const name = pkg.manifest.name;
  assertAgentName(name, MANIFEST_FILE, 'name');
  const root = agentsDir(dataDir);
  const finalDir = join(root, name);
  let previous: InstalledAgent | null = null;
  let broken: string | null = null;
  try {
    previous = readInstalled(dataDir, name);
  } catch (err) {
    if (!(err instanceof NotFoundError)) broken = (err as Error).message;
  }
  let action: InstallResult['action'] = 'installed';
  if (previous) {
    const order = compareSemver(parseSemver(pkg.manifest.version)!, parseSemver(previous.pkg.manifest.version)!);
    if (order > 0) action = 'upgraded';
    else if (!opts.force) {
      throw new ConflictError(
        order === 0
          ? `agent "${name}" ${previous.pkg.manifest.version} is already installed; use --force to reinstall it`
          : `agent "${name}" ${previous.pkg.manifest.version} is newer than ${pkg.manifest.version}; use --force to downgrade`,
      );
    } else action = order === 0 ? 'reinstalled' : 'downgraded';
  } else if (broken !== null && !opts.force) {
    throw new ConflictError(`agent "${name}" has a broken install (${broken}); use --force to replace it`);
  }

  ensureDataDir(dataDir); // an admin command may be the first to create it: 0700, as the server does
  mkdirSync(root, { recursive: true, mode: 0o755 });
  const staging = mkdtempSync(join(root, `.tmp-${name}-`));
  try {
    for (const [rel, text] of Object.entries(pkg.files)) {
      const target = join(staging, rel);
      mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
      writeFileSync(target, text, { mode: 0o644 });
    }
    opts.beforeCommit?.(staging);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  commitStagedDir(staging, finalDir, { replace: Boolean(previous || broken !== null), asideIn: root, name });
  return {
    agent: readInstalled(dataDir, name),
    action,
    ...(previous ? { previous_version: previous.pkg.manifest.version } : {}),
  };
}

/** Removes an installed agent's files (renamed away first, so a half-deleted package is never loaded). */
export function removeAgentFiles(dataDir: string, name: string): { name: string; version?: string } {
  assertAgentName(name);
  const root = agentsDir(dataDir);
  const dir = join(root, name);
  try {
    if (!lstatSync(dir).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new NotFoundError(`agent "${name}" is not installed`);
  }
  let version: string | undefined;
  try {
    version = readInstalled(dataDir, name).pkg.manifest.version;
  } catch {
    // a broken install can still be removed
  }
  const trash = join(root, `.trash-${name}-${crypto.randomUUID()}`);
  renameSync(dir, trash);
  rmSync(trash, { recursive: true, force: true });
  cache.delete(dir);
  return { name, ...(version ? { version } : {}) };
}
