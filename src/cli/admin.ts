import { ConfigError, loadConfig, type Config } from '../config.ts';
import { EXIT, failure, usageError } from './output.ts';

type AdminCommand = (args: string[], config: Config) => Promise<number>;

/** Admin areas, each implemented in `src/cli/admin-<area>.ts`. */
const AREAS: Record<string, { summary: string; run: AdminCommand }> = {};

export const ADMIN_HELP_HEADER = `Usage: svc admin <area> <command> [options]

Areas:`;

export let ADMIN_HELP = renderHelp();

function renderHelp(): string {
  const lines = Object.entries(AREAS).map(([name, area]) => `  ${name.padEnd(14)}${area.summary}`);
  return `${ADMIN_HELP_HEADER}\n${lines.join('\n')}\n\nRun 'svc admin <area> --help' for the commands of an area.`;
}

/** Registers an admin area; called once per area at module load. */
export function registerAdminArea(name: string, summary: string, run: AdminCommand): void {
  AREAS[name] = { summary, run };
  ADMIN_HELP = renderHelp();
}

export async function runAdmin(argv: string[], version: string): Promise<number> {
  const [area, ...rest] = argv;
  if (area === undefined || area === '--help' || area === '-h') {
    console.log(ADMIN_HELP);
    return EXIT.ok;
  }
  const entry = AREAS[area];
  if (!entry) return usageError(`unknown admin area '${area}'`, 'svc admin --help');
  let config: Config;
  try {
    config = loadConfig(process.env, { version });
  } catch (error) {
    if (error instanceof ConfigError) return failure(error.message);
    throw error;
  }
  return entry.run(rest, config);
}
