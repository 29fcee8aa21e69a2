import { createColors } from 'picocolors';

/** Colours only for a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function colorsFor(stream: { isTTY?: boolean }, env: Record<string, string | undefined> = process.env) {
  const enabled = Boolean(stream.isTTY) && !('NO_COLOR' in env && env.NO_COLOR !== undefined);
  return createColors(enabled);
}

export const out = colorsFor(process.stdout);
export const err = colorsFor(process.stderr);

/** Exit codes shared by every command: 0 ok, 1 failure, 2 usage. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** Prints a one-line usage error with the help hint and returns the usage exit code. */
export function usageError(message: string, helpCommand = 'svc --help'): number {
  process.stderr.write(`${err.red('error:')} ${message}\nRun '${helpCommand}' for usage.\n`);
  return EXIT.usage;
}

export function failure(message: string): number {
  process.stderr.write(`${err.red('error:')} ${message}\n`);
  return EXIT.failure;
}

/** Renders rows as an aligned plain-text table. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (c ?? '').padEnd(widths[i])).join('  ').trimEnd();
  return [out.bold(line(headers)), ...rows.map(line)].join('\n');
}
