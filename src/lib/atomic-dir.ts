import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Moves a fully written `staging` directory to `finalDir` in one rename, so readers see either
 * the old or the new tree, never a half-written one. When `replace` is set, the current
 * `finalDir` is first renamed aside (and restored if the swap fails), then deleted. `staging` is
 * always gone afterwards.
 */
export function commitStagedDir(staging: string, finalDir: string, options: { replace: boolean; asideIn: string; name: string }): void {
  let old: string | undefined;
  try {
    if (options.replace) {
      old = join(options.asideIn, `.old-${options.name}-${crypto.randomUUID()}`);
      renameSync(finalDir, old);
      try {
        renameSync(staging, finalDir);
      } catch (err) {
        renameSync(old, finalDir);
        old = undefined;
        throw err;
      }
    } else {
      renameSync(staging, finalDir);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    if (old) rmSync(old, { recursive: true, force: true });
  }
}
