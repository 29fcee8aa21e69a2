import pkg from '../../package.json' with { type: 'json' };
import type { UiAssets } from '../server/static.ts';
import { parseArgs, UsageError } from './args.ts';
import { EXIT, failure, usageError } from './output.ts';
import { shutdownSignal } from './signals.ts';

export const VERSION: string = pkg.version;

export const HELP = `svc ${VERSION}: self-hosted agent orchestration runtime

Usage: svc <command> [options]

Commands:
  start [--web-only] [--bind host:port]   start the runtime (dashboard + REST API)
  admin <area> <command>                  administer plugins, chains, constitution, ...

Options:
  -h, --help      show help (also: svc <command> --help)
  -v, --version   print the version (also -V)

Run 'svc <command> --help' for the options of a command.`;

/** Commands load their modules on demand, so `--version`, `--help` and admin commands start fast. */
const HELP_BY_COMMAND: Record<string, () => Promise<string>> = {
  start: async () => (await import('./start.ts')).START_HELP,
  admin: async () => (await import('./admin.ts')).ADMIN_HELP,
};

/** Dispatches one CLI invocation and returns its exit code. */
export async function runCli(argv: string[], ui: () => UiAssets): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === undefined) {
      console.log(HELP);
      return EXIT.ok;
    }
    if (command.startsWith('-')) {
      const args = parseArgs({ '--version': Boolean, '-v': '--version', '-V': '--version', '--help': Boolean, '-h': '--help' }, argv);
      if (args['--version']) {
        console.log(VERSION);
        return EXIT.ok;
      }
      if (args['--help']) {
        console.log(HELP);
        return EXIT.ok;
      }
      return usageError(`unexpected argument '${args._[0]}'`);
    }
    switch (command) {
      case 'start': {
        const signal = shutdownSignal();
        return await (await import('./start.ts')).runStart(rest, VERSION, ui(), signal);
      }
      case 'admin':
        return await (await import('./admin.ts')).runAdmin(rest, VERSION);
      case 'help': {
        const topic = rest[0];
        console.log(topic && HELP_BY_COMMAND[topic] ? await HELP_BY_COMMAND[topic]() : HELP);
        return EXIT.ok;
      }
      default:
        return usageError(`unknown command '${command}'`);
    }
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message);
    return failure((error as Error).message);
  }
}
