import { commitStagedDir } from '../lib/atomic-dir.ts';
import { chmodSync, copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ConflictError, ForbiddenError, NotFoundError } from '../server/errors.ts';
import { ManifestError } from './errors.ts';
import { type PluginManifest, parseManifestText, type TrustLevel } from './manifest.ts';
import { assertPluginName } from './names.ts';
import { compareSemver, parseSemver } from './semver.ts';
import { ensureDataDir } from '../server/data-dir.ts';

const MAX_MANIFEST_BYTES = 256 * 1024;
const MAX_LIBRARY_BYTES = 256 * 1024 * 1024;

export interface InstalledPlugin {
  name: string;
  version: string;
  trust_level: TrustLevel;
  ability: string;
  description: string;
  /** `command` (sandboxed executable), `native` (lib<name>.so, OFFICIAL only) or `none`. */
  runtime: 'command' | 'native' | 'none';
  has_library: boolean;
  dir: string;
  manifest: PluginManifest;
}

export interface InstallOptions {
  /** Required for COMMUNITY plugins (SPEC: the user must explicitly accept risk). */
  acceptRisk?: boolean;
  /** Allows reinstalling the same version or installing an older one. */
  force?: boolean;
  /** Tests only: runs after staging, before the commit rename, to prove a failure leaves nothing. */
  beforeCommit?: (stagingDir: string) => void;
}

export interface InstallResult {
  plugin: InstalledPlugin;
  action: 'installed' | 'upgraded' | 'reinstalled' | 'downgraded';
  previous_version?: string;
}

export function pluginsDir(dataDir: string): string {
  return join(dataDir, 'plugins');
}

export function libraryFileName(name: string): string {
  return `lib${name}.so`;
}

/** A file the installer copies must be a regular file, not a link that could point anywhere. */
function regularFile(path: string, what: string, max: number): boolean {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return false;
  }
  if (st.isSymbolicLink() || !st.isFile()) throw new ManifestError(`${what} ${path} must be a regular file, not a link or directory`);
  if (st.size > max) throw new ManifestError(`${what} ${path} is larger than ${max} bytes`);
  return true;
}

function toInstalled(dir: string, manifest: PluginManifest): InstalledPlugin {
  const has_library = (() => {
    try {
      return lstatSync(join(dir, libraryFileName(manifest.name))).isFile();
    } catch {
      return false;
    }
  })();
  return {
    name: manifest.name,
    version: manifest.version,
    trust_level: manifest.trust_level,
    ability: manifest.ability.name,
    description: manifest.ability.description,
    runtime: manifest.command !== undefined ? 'command' : has_library ? 'native' : 'none',
    has_library,
    dir,
    manifest,
  };
}

/** Reads one installed plugin; NotFoundError when absent. The name is checked before any file access. */
export function readPlugin(dataDir: string, name: string): InstalledPlugin {
  assertPluginName(name);
  const dir = join(pluginsDir(dataDir), name);
  let text: string;
  try {
    text = readFileSync(join(dir, 'manifest.yaml'), 'utf8');
  } catch {
    throw new NotFoundError(`plugin '${name}' is not installed`);
  }
  const manifest = parseManifestText(text, join(dir, 'manifest.yaml'));
  if (manifest.name !== name) throw new ManifestError(`${dir}: manifest name "${manifest.name}" does not match its directory`);
  return toInstalled(dir, manifest);
}

/** Every installed plugin, sorted by name; broken installs are reported beside them. */
export function listPlugins(dataDir: string): { plugins: InstalledPlugin[]; errors: Array<{ name: string; error: string }> } {
  let entries: string[];
  try {
    entries = readdirSync(pluginsDir(dataDir)).filter((e) => !e.startsWith('.')).sort();
  } catch {
    return { plugins: [], errors: [] };
  }
  const plugins: InstalledPlugin[] = [];
  const errors: Array<{ name: string; error: string }> = [];
  for (const entry of entries) {
    try {
      plugins.push(readPlugin(dataDir, entry));
    } catch (err) {
      errors.push({ name: entry, error: (err as Error).message });
    }
  }
  return { plugins, errors };
}

/**
 * Installs a plugin from its manifest (SPEC `svc admin plugin install`): validates it, copies
 * `manifest.yaml`, an adjacent `lib<name>.so` and the `./file` its command names into
 * `plugins/<name>/`. Files are staged in a temporary directory inside `plugins/` and moved in
 * with one rename, so a failed install leaves nothing and an upgrade never leaves a mix.
 */
export function installPlugin(dataDir: string, manifestPath: string, opts: InstallOptions = {}): InstallResult {
  const source = resolve(manifestPath);
  let st;
  try {
    st = statSync(source);
  } catch {
    throw new NotFoundError(`manifest ${manifestPath} does not exist`);
  }
  if (!st.isFile()) throw new ManifestError(`manifest ${manifestPath} is not a file`);
  if (st.size > MAX_MANIFEST_BYTES) throw new ManifestError(`manifest ${manifestPath} is larger than 256 KiB`);
  const text = readFileSync(source, 'utf8');
  const manifest = parseManifestText(text, manifestPath);
  const name = manifest.name;

  if (manifest.trust_level === 'COMMUNITY' && !opts.acceptRisk) {
    throw new ForbiddenError(
      `plugin '${name}' is COMMUNITY (community-written, unreviewed); re-run with --accept-risk to install it`,
    );
  }

  const srcDir = dirname(source);
  const library = join(srcDir, libraryFileName(name));
  const hasLibrary = regularFile(library, 'library', MAX_LIBRARY_BYTES);
  const program = manifest.template?.program.startsWith('./') ? basename(manifest.template.program) : undefined;
  if (program !== undefined && !regularFile(join(srcDir, program), 'program', MAX_LIBRARY_BYTES)) {
    throw new ManifestError(`${manifestPath}.command: program ./${program} is not next to the manifest`);
  }

  const root = pluginsDir(dataDir);
  const finalDir = join(root, name);
  const current = listPlugins(dataDir);
  const clash = current.plugins.find((p) => p.name !== name && p.ability === manifest.ability.name);
  if (clash) {
    throw new ConflictError(`ability '${manifest.ability.name}' is already provided by plugin '${clash.name}'`);
  }
  const previous = current.plugins.find((p) => p.name === name);
  const broken = current.errors.find((e) => e.name === name);
  let action: InstallResult['action'] = 'installed';
  if (previous) {
    const order = compareSemver(parseSemver(manifest.version)!, parseSemver(previous.version)!);
    if (order > 0) action = 'upgraded';
    else if (!opts.force) {
      throw new ConflictError(
        order === 0
          ? `plugin '${name}' ${previous.version} is already installed; use --force to reinstall it`
          : `plugin '${name}' ${previous.version} is newer than ${manifest.version}; use --force to downgrade`,
      );
    } else action = order === 0 ? 'reinstalled' : 'downgraded';
  } else if (broken && !opts.force) {
    throw new ConflictError(`plugin '${name}' has a broken install (${broken.error}); use --force to replace it`);
  }

  ensureDataDir(dataDir); // an admin command may be the first to create it: 0700, as the server does
  mkdirSync(root, { recursive: true, mode: 0o755 });
  const staging = mkdtempSync(join(root, `.tmp-${name}-`));
  try {
    writeFileSync(join(staging, 'manifest.yaml'), text, { mode: 0o644 });
    if (hasLibrary) copyFileSync(library, join(staging, libraryFileName(name)));
    if (program !== undefined) {
      copyFileSync(join(srcDir, program), join(staging, program));
      // the copy keeps the source mode; make sure it can run and nobody else can change it
      chmodSync(join(staging, program), 0o755);
    }
    opts.beforeCommit?.(staging);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  commitStagedDir(staging, finalDir, { replace: Boolean(previous || broken), asideIn: root, name });
  return {
    plugin: readPlugin(dataDir, name),
    action,
    ...(previous ? { previous_version: previous.version } : {}),
  };
}

/**
 * Removes an installed plugin. The name is validated before any file operation (SPEC "Name
 * validation"); the directory is renamed away first so a half-deleted plugin is never loaded.
 */
export function removePlugin(dataDir: string, name: string): { name: string; version?: string } {
  assertPluginName(name);
  const root = pluginsDir(dataDir);
  const dir = join(root, name);
  try {
    if (!lstatSync(dir).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new NotFoundError(`plugin '${name}' is not installed`);
  }
  let version: string | undefined;
  try {
    version = readPlugin(dataDir, name).version;
  } catch {
    // a broken install can still be removed
  }
  const trash = join(root, `.trash-${name}-${crypto.randomUUID()}`);
  renameSync(dir, trash);
  rmSync(trash, { recursive: true, force: true });
  return { name, ...(version ? { version } : {}) };
}
