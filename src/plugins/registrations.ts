import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidAbilityName } from '../abilities/types.ts';
import { ManifestError } from './errors.ts';
import { ensureDataDir } from '../server/data-dir.ts';

/**
 * Registered subprocess and cloud abilities live as one JSON file per ability under
 * `$SVC_DATA_DIR/abilities/<kind>/<ability>.json`, holding the validated config as written by
 * the admin. Loaders re-validate every file, so a hand-edited file cannot skip a rule.
 */
export const REGISTRATION_KINDS = ['subprocess', 'cloud'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export interface StoredRegistration {
  name: string;
  kind: RegistrationKind;
  config: Record<string, unknown>;
  registered_at: string;
}

export function registrationDir(dataDir: string, kind: RegistrationKind): string {
  return join(dataDir, 'abilities', kind);
}

/** Writes every entry (temp file + rename each); a name already registered is replaced. */
export function saveRegistrations(
  dataDir: string,
  kind: RegistrationKind,
  entries: Array<{ name: string; config: Record<string, unknown> }>,
  now: () => number = Date.now,
): void {
  const dir = registrationDir(dataDir, kind);
  ensureDataDir(dataDir); // an admin command may be the first to create it: 0700, as the server does
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const staged: Array<{ tmp: string; final: string }> = [];
  try {
    for (const entry of entries) {
      if (!isValidAbilityName(entry.name)) throw new ManifestError(`invalid ability name "${entry.name}"`);
      const record: StoredRegistration = {
        name: entry.name,
        kind,
        config: entry.config,
        registered_at: new Date(now()).toISOString(),
      };
      const tmp = join(dir, `.${entry.name}.${process.pid}.${crypto.randomUUID()}.tmp`);
      writeFileSync(tmp, JSON.stringify(record, null, 2) + '\n', { mode: 0o644, flag: 'wx' });
      staged.push({ tmp, final: join(dir, `${entry.name}.json`) });
    }
    for (const s of staged) renameSync(s.tmp, s.final);
  } finally {
    for (const s of staged) rmSync(s.tmp, { force: true });
  }
}

/** Reads stored registrations of one kind; unreadable files are reported, not thrown. */
export function readRegistrations(
  dataDir: string,
  kind: RegistrationKind,
): { entries: StoredRegistration[]; errors: Array<{ file: string; error: string }> } {
  const dir = registrationDir(dataDir, kind);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort();
  } catch {
    return { entries: [], errors: [] };
  }
  const entries: StoredRegistration[] = [];
  const errors: Array<{ file: string; error: string }> = [];
  for (const file of files) {
    try {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredRegistration;
      const expected = file.slice(0, -'.json'.length);
      if (record?.name !== expected || typeof record.config !== 'object' || record.config === null) {
        throw new Error('file name and content do not match');
      }
      entries.push({ ...record, kind });
    } catch (err) {
      errors.push({ file: join(dir, file), error: (err as Error).message });
    }
  }
  return { entries, errors };
}

/** Removes a registered ability by name from whichever kind holds it; returns that kind or null. */
export function removeRegistration(dataDir: string, name: string): RegistrationKind | null {
  if (!isValidAbilityName(name)) throw new ManifestError(`invalid ability name "${name}"`);
  for (const kind of REGISTRATION_KINDS) {
    const path = join(registrationDir(dataDir, kind), `${name}.json`);
    try {
      rmSync(path);
      return kind;
    } catch {
      // not of this kind
    }
  }
  return null;
}
