import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { diskUi, embeddedUi, type UiAssets } from '../server/static.ts';
import { runCli } from './main.ts';

/**
 * Process entry. `embedded` is the dashboard compiled into the binary (URL path → embedded
 * file); without it, `svc-web/dist/` is served when present (SPEC item 9), else a fallback page.
 */
export async function main(embedded?: Record<string, string>): Promise<never> {
  const ui = (): UiAssets => {
    if (embedded && Object.keys(embedded).length > 0) return embeddedUi(embedded);
    const candidates = [join(process.cwd(), 'svc-web', 'dist'), join(import.meta.dir, '..', '..', 'svc-web', 'dist')];
    const dir = candidates.find((c) => existsSync(join(c, 'index.html')));
    return diskUi(dir ?? candidates[0]);
  };
  const code = await runCli(process.argv.slice(2), ui);
  process.exit(code);
}
