import { ChainValidationError, parseChain, type ChainDefinition } from '../chains/definition.ts';
import { ConstitutionError, parseConstitution } from '../constitution/parse.ts';
import type { Constitution } from '../constitution/types.ts';
import { AgentPackageError, parseManifest, type AgentManifest } from './manifest.ts';

/**
 * A whole agent package: `manifest.yaml`, an optional `constitution.yaml` and `chains/*.yaml`,
 * held as a map of relative path to text so a package from a directory and one compiled into
 * the binary (bundled agents) go through the same validation. What is validated is exactly what
 * gets installed.
 */

export const MANIFEST_FILE = 'manifest.yaml';
export const CONSTITUTION_FILE = 'constitution.yaml';
export const CHAINS_DIR = 'chains';
export const MAX_PACKAGE_FILE_BYTES = 256 * 1024;
export const MAX_PACKAGE_CHAINS = 50;
const CHAIN_FILE = /^chains\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.ya?ml$/;

export interface AgentPackage {
  manifest: AgentManifest;
  /** Null when the package has no constitution.yaml: only the active constitution applies. */
  constitution: Constitution | null;
  /** Chain id → definition. */
  chains: Map<string, ChainDefinition>;
  /** Relative path → text, exactly what is installed. */
  files: Record<string, string>;
  /** Things accepted but worth telling the user (ignored fields, steps that will be refused). */
  warnings: string[];
}

/** Whether a relative path is one a package may contain. */
export function isPackageFile(path: string): boolean {
  return path === MANIFEST_FILE || path === CONSTITUTION_FILE || CHAIN_FILE.test(path);
}

/** Whether `ability` is granted by `permissions` (exact names, or `category.*`). */
export function isPermitted(permissions: readonly string[], ability: string): boolean {
  for (const p of permissions) {
    if (p === ability) return true;
    if (p.endsWith('.*') && ability.startsWith(p.slice(0, -1))) return true;
  }
  return false;
}

/**
 * The chain a query routed to this agent runs when its intent filter names none: the only
 * chain, else the first (by id) that no trigger uses, else the first by id.
 */
export function queryChain(pkg: Pick<AgentPackage, 'chains' | 'manifest'>): string | null {
  const ids = [...pkg.chains.keys()].sort();
  if (ids.length <= 1) return ids[0] ?? null;
  const triggered = new Set([
    ...pkg.manifest.triggers.scheduled.map((t) => t.chain),
    ...pkg.manifest.triggers.events.map((t) => t.chain),
  ]);
  return ids.find((id) => !triggered.has(id)) ?? ids[0];
}

/**
 * Validates a package given as files. Throws AgentPackageError naming the file and field of the
 * first problem; chain files report every problem of that chain at once.
 */
export function parsePackageFiles(files: Record<string, string>, origin: string): AgentPackage {
  const warnings: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (!isPackageFile(path)) throw new AgentPackageError(`${origin}/${path}`, null, 'not part of an agent package');
    if (Buffer.byteLength(text, 'utf8') > MAX_PACKAGE_FILE_BYTES) {
      throw new AgentPackageError(path, null, `is larger than ${MAX_PACKAGE_FILE_BYTES / 1024} KiB`);
    }
  }
  const manifestText = files[MANIFEST_FILE];
  if (manifestText === undefined) throw new AgentPackageError(origin, null, `${MANIFEST_FILE} is missing`);
  const parsed = parseManifest(stripBom(manifestText), MANIFEST_FILE);
  const manifest = parsed.manifest;
  warnings.push(...parsed.warnings);

  let constitution: Constitution | null = null;
  const constitutionText = files[CONSTITUTION_FILE];
  if (constitutionText !== undefined) {
    try {
      constitution = parseConstitution(stripBom(constitutionText), CONSTITUTION_FILE);
    } catch (err) {
      if (err instanceof ConstitutionError) {
        const where = err.line === null ? err.source : `${err.source}:${err.line}`;
        throw new AgentPackageError(where, err.field, err.detail);
      }
      throw err;
    }
  }

  const chains = new Map<string, ChainDefinition>();
  const chainFiles = Object.keys(files)
    .filter((p) => p.startsWith(`${CHAINS_DIR}/`))
    .sort();
  if (chainFiles.length > MAX_PACKAGE_CHAINS) {
    throw new AgentPackageError(CHAINS_DIR, null, `has more than ${MAX_PACKAGE_CHAINS} chains`);
  }
  for (const path of chainFiles) {
    let chain: ChainDefinition;
    try {
      chain = parseChain(stripBom(files[path]));
    } catch (err) {
      if (err instanceof ChainValidationError) throw new AgentPackageError(path, null, err.issues.join('; '));
      throw err;
    }
    const previous = [...chains.values()].find((c) => c.id === chain.id);
    if (previous) throw new AgentPackageError(path, 'id', `chain id "${chain.id}" is used by another file`);
    const stem = path.slice(CHAINS_DIR.length + 1).replace(/\.ya?ml$/, '');
    if (stem !== chain.id) warnings.push(`${path}: id: "${chain.id}" differs from the file name; the id is what triggers use`);
    for (const step of chain.steps) {
      if (!isPermitted(manifest.permissions, step.ability)) {
        warnings.push(
          `${path}: step "${step.id}" uses ${step.ability}, which is not in the manifest's permissions: it will be refused`,
        );
      }
    }
    chains.set(chain.id, chain);
  }

  const requireChain = (id: string, field: string) => {
    if (!chains.has(id)) {
      const known = [...chains.keys()];
      throw new AgentPackageError(
        MANIFEST_FILE,
        field,
        `no chain "${id}" in ${CHAINS_DIR}/ (${known.length ? `chains: ${known.join(', ')}` : 'the package has no chains'})`,
      );
    }
  };
  manifest.triggers.scheduled.forEach((t, i) => requireChain(t.chain, `triggers.scheduled[${i}].chain`));
  manifest.triggers.events.forEach((t, i) => requireChain(t.chain, `triggers.events[${i}].chain`));
  manifest.intent_filters.forEach((f, i) => {
    if (f.chain !== null) requireChain(f.chain, `intent_filters[${i}].chain`);
  });
  if (manifest.intent_filters.length > 0 && chains.size === 0) {
    throw new AgentPackageError(MANIFEST_FILE, 'intent_filters', `the package has no chains in ${CHAINS_DIR}/ to answer with`);
  }

  return { manifest, constitution, chains, files: { ...files }, warnings };
}

function stripBom(text: string): string {
  return text.replace(/^\uFEFF/, '');
}
