import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BadRequestError } from '../server/errors.ts';
import { isSecretName } from './names.ts';

/**
 * Secrets for cloud ability headers (`${NAME}`), set with `svc admin secret set NAME`. They live
 * in `$SVC_DATA_DIR/secrets.json`, mode 0600, written atomically; they are read when a request
 * is made (so `set` takes effect without a restart) and never come from the environment.
 */
export interface SecretReader {
  get(name: string): string | undefined;
}

export interface SecretStore extends SecretReader {
  readonly path: string;
  set(name: string, value: string): void;
  /** True when the secret existed. */
  remove(name: string): boolean;
  /** Names and update times, never values. */
  list(): Array<{ name: string; updated_at: string }>;
  /** False when the file is readable or writable by group or others. */
  permissionsOk(): boolean;
}

interface SecretFile {
  version: 1;
  secrets: Record<string, { value: string; updated_at: string }>;
}

export const MAX_SECRET_BYTES = 64 * 1024;

export function secretsPath(dataDir: string): string {
  return join(dataDir, 'secrets.json');
}

export function assertSecretName(name: string): void {
  if (!isSecretName(name)) {
    throw new BadRequestError(`invalid secret name "${name.slice(0, 80)}": use letters, digits and "_", not starting with a digit (max 64)`);
  }
}

/** Header-safe: a value with CR, LF, NUL or other control characters could inject headers. */
export function assertSecretValue(value: string): void {
  if (value === '') throw new BadRequestError('secret value is empty');
  if (Buffer.byteLength(value) > MAX_SECRET_BYTES) throw new BadRequestError('secret value is larger than 64 KiB');
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) {
    throw new BadRequestError('secret value contains a control character (line breaks are not allowed in headers)');
  }
}

export function createFileSecretStore(dataDir: string, now: () => number = Date.now): SecretStore {
  const path = secretsPath(dataDir);
  const read = (): SecretFile => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return { version: 1, secrets: {} };
    }
    const parsed = JSON.parse(text) as SecretFile;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.secrets !== 'object') {
      throw new Error(`${path} is not a secrets file`);
    }
    return parsed;
  };
  const write = (data: SecretFile) => {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const tmp = `${path}.${process.pid}.${crypto.randomUUID()}.tmp`;
    try {
      writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
      chmodSync(tmp, 0o600);
      renameSync(tmp, path);
    } finally {
      rmSync(tmp, { force: true });
    }
  };
  return {
    path,
    get(name) {
      const secrets = read().secrets;
      return Object.hasOwn(secrets, name) ? secrets[name].value : undefined;
    },
    set(name, value) {
      assertSecretName(name);
      assertSecretValue(value);
      const data = read();
      data.secrets[name] = { value, updated_at: new Date(now()).toISOString() };
      write(data);
    },
    remove(name) {
      assertSecretName(name);
      const data = read();
      if (!Object.hasOwn(data.secrets, name)) return false;
      delete data.secrets[name];
      write(data);
      return true;
    },
    list() {
      return Object.entries(read().secrets)
        .map(([name, e]) => ({ name, updated_at: e.updated_at }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    permissionsOk() {
      try {
        return (statSync(path).mode & 0o077) === 0;
      } catch {
        return true;
      }
    },
  };
}
