import { ConfigError, loadConfig, type Config } from '../config.ts';
import { runAdminBackup, runAdminDoctor } from './admin-ops.ts';
import { DOCTOR_PROBES } from './doctor-probes.ts';
import { runAdminAgent } from './admin-agent.ts';
import { runAdminChain } from './admin-chain.ts';
import { runAdminConstitution } from './admin-constitution.ts';
import { runAdminPlugin } from './admin-plugin.ts';
import { runAdminSecret } from './admin-secret.ts';
import { EXIT, failure, usageError } from './output.ts';

type AdminCommand = (args: string[], config: Config) => Promise<number>;

/** Admin areas, each implemented in `src/cli/admin-<area>.ts`; the table reads as the help. */
const AREAS: Record<string, { summary: string; run: AdminCommand }> = {
  plugin: { summary: 'install, list and remove plugins; register subprocess and cloud abilities', run: (a, c) => runAdminPlugin(a, c) },
  agent: { summary: 'install, list, remove or validate agents', run: (a, c) => runAdminAgent(a, c) },
  chain: { summary: 'add, list, remove or validate chains', run: runAdminChain },
  constitution: { summary: 'list, show, use or validate the constitution', run: runAdminConstitution },
  secret: { summary: 'set, list and remove secrets for cloud ability headers', run: (a, c) => runAdminSecret(a, c) },
  backup: { summary: 'write an online backup of the database: backup <file>', run: runAdminBackup },
  doctor: { summary: 'check the data directory, database and configuration', run: (a, c) => runAdminDoctor(a, c, DOCTOR_PROBES) },
};

export const ADMIN_HELP = `Usage: svc admin <area> <command> [options]

Areas:
${Object.entries(AREAS)
  .map(([name, area]) => `  ${name.padEnd(14)}${area.summary}`)
  .join('\n')}

Run 'svc admin <area> --help' for the commands of an area.
Exit codes: 0 ok, 1 failure, 2 usage.`;

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
