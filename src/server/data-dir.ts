import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Creates the data directory with mode 0700 (state includes session hashes and secrets). */
export function ensureDataDir(dir: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // mkdir's mode is filtered by the umask
    return;
  }
  if (!statSync(dir).isDirectory()) throw new Error(`SVC_DATA_DIR ${dir} exists and is not a directory`);
}

export function databasePath(dataDir: string): string {
  return join(dataDir, 'svc.db');
}
