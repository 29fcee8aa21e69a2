import arg from 'arg';

export class UsageError extends Error {}

/** `arg` with its errors turned into UsageError (unknown flag, missing value). */
export function parseArgs<T extends arg.Spec>(spec: T, argv: string[], options: { permissive?: boolean } = {}) {
  try {
    return arg(spec, { argv, permissive: options.permissive ?? false });
  } catch (error) {
    const message = (error as Error).message.replace(/^unknown or unexpected option: /, 'unknown option: ');
    throw new UsageError(message);
  }
}

/** The single positional argument `what` of a command, or a UsageError. */
export function singleArg(rest: string[], what: string): string {
  if (rest.length === 0) throw new UsageError(`missing ${what}`);
  if (rest.length > 1) throw new UsageError(`unexpected argument '${rest[1]}'`);
  return rest[0];
}

/**
 * Runs a command body with the shared exit-code contract: a UsageError prints the message and
 * the usage (exit 2); any other error prints its message (exit 1).
 */
export async function withExitCodes(
  report: { err(line: string): void; label(text: string): string },
  usage: string,
  body: () => number | Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    report.err(`${report.label('error:')} ${(error as Error).message}`);
    if (error instanceof UsageError) {
      report.err(usage);
      return 2;
    }
    return 1;
  }
}
