import arg from 'arg';
import type { Config } from '../config.ts';
import { singleArg, UsageError, withExitCodes } from './args.ts';
import { NotFoundError } from '../server/errors.ts';
import { type CliIo, colors, defaultIo, table } from '../plugins/cli-io.ts';
import { assertSecretName, createFileSecretStore } from '../plugins/secrets.ts';

export const ADMIN_SECRET_USAGE = `Usage: svc admin secret <command>

Commands:
  set <NAME>       store a secret; the value is read from standard input, never from arguments
                   (e.g. printf %s "$TOKEN" | svc admin secret set API_TOKEN)
  list [--json]    list secret names (never values)
  remove <NAME>    delete a secret

Cloud ability headers refer to secrets as \${NAME}.`;


/**
 * `svc admin secret ...`: manages `$SVC_DATA_DIR/secrets.json` (mode 0600). Values never pass
 * through argv (visible in `ps` and shell history) and are never printed.
 */
export async function runAdminSecret(args: string[], config: Config, io: CliIo = defaultIo()): Promise<number> {
  const c = colors(io);
  let parsed: arg.Result<{ '--json': BooleanConstructor; '--help': BooleanConstructor; '-h': string }>;
  try {
    parsed = arg({ '--json': Boolean, '--help': Boolean, '-h': '--help' }, { argv: args });
  } catch (err) {
    io.err(`${c.red('error:')} ${(err as Error).message}`);
    io.err(ADMIN_SECRET_USAGE);
    return 2;
  }
  if (parsed['--help']) {
    io.out(ADMIN_SECRET_USAGE);
    return 0;
  }
  const [command, ...rest] = parsed._;
  const store = createFileSecretStore(config.dataDir);
  return withExitCodes({ err: io.err, label: c.red }, ADMIN_SECRET_USAGE, async () => {
    if (parsed['--json'] && command !== 'list') throw new UsageError(`--json does not apply to '${command ?? ''}'`);
    switch (command) {
      case 'set': {
        if (rest.length === 0) throw new UsageError('missing <NAME>');
        if (rest.length > 1) throw new UsageError('the value is read from standard input, never from arguments');
        const name = rest[0];
        assertSecretName(name);
        if (io.stdinIsTTY) io.err(`Value for ${name} (one line; it will be shown as you type, prefer piping it):`);
        const value = stripFinalNewline(await io.readStdin());
        store.set(name, value);
        io.out(`${c.green('✓')} Secret ${name} stored.`);
        return 0;
      }
      case 'list': {
        if (rest.length > 0) throw new UsageError(`unexpected argument '${rest[0]}'`);
        const secrets = store.list();
        if (!store.permissionsOk()) io.err(c.yellow(`warning: ${store.path} is readable by other users; run: chmod 600 ${store.path}`));
        if (parsed['--json']) {
          io.out(JSON.stringify({ secrets }, null, 2));
        } else if (secrets.length === 0) {
          io.out('No secrets stored. Add one with: svc admin secret set <NAME>');
        } else {
          for (const l of table(['NAME', 'UPDATED'], secrets.map((s) => [s.name, s.updated_at]))) io.out(l);
        }
        return 0;
      }
      case 'remove': {
        if (rest.length !== 1) throw new UsageError(rest.length === 0 ? 'missing <NAME>' : `unexpected argument '${rest[1]}'`);
        if (!store.remove(rest[0])) throw new NotFoundError(`secret ${rest[0]} is not set`);
        io.out(`${c.green('✓')} Secret ${rest[0]} removed.`);
        return 0;
      }
      case undefined:
        throw new UsageError('missing command');
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  });
}

function stripFinalNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}
