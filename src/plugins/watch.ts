import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Ability } from '../abilities/types.ts';

/**
 * An ability source for the registry: call it to get the current abilities. It re-reads its
 * directory only when the directory's signature changed, so installs and removals show up in
 * `GET /api/abilities` on the next listing without a restart, at the cost of a few `stat` calls.
 */
export type AbilityProvider = (() => Ability[]) & {
  /** Opaque value that changes whenever the set of abilities may have changed. */
  version(): string;
};

/** Signature of a directory: its entries plus inode, size and mtime (ns) of each entry's `file`. */
export function dirSignature(dir: string, file?: (entry: string) => string): string {
  let entries: string[];
  try {
    entries = readdirSync(dir).filter((e) => !e.startsWith('.')).sort();
  } catch {
    return 'absent';
  }
  const parts: string[] = [];
  for (const entry of entries) {
    const path = file ? join(dir, file(entry)) : join(dir, entry);
    try {
      const st = statSync(path, { bigint: true });
      parts.push(`${entry}:${st.ino}:${st.size}:${st.mtimeNs}`);
    } catch {
      parts.push(`${entry}:-`);
    }
  }
  return parts.join('|');
}

/** Caches `load()` until `signature()` changes. */
export function cachedProvider(signature: () => string, load: () => Ability[]): AbilityProvider {
  let lastSig: string | undefined;
  let last: Ability[] = [];
  const provider = (() => {
    const sig = signature();
    if (sig !== lastSig) {
      last = load();
      lastSig = sig;
    }
    return last;
  }) as AbilityProvider;
  provider.version = () => signature();
  return provider;
}
