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
