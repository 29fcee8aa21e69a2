import pc from 'picocolors';

/** What the admin CLI commands touch of the terminal; injectable so tests capture output. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Reads standard input: one line when it is a terminal, everything otherwise. */
  readStdin(): Promise<string>;
  stdinIsTTY: boolean;
  /** Colour only when stdout is a TTY and NO_COLOR is unset. */
  color: boolean;
}

export function defaultIo(): CliIo {
  const stdinIsTTY = process.stdin.isTTY === true;
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    stdinIsTTY,
    // picocolors' own check honours NO_COLOR; it also enables colour under CI, which we do not want
    color: process.stdout.isTTY === true && pc.isColorSupported,
    async readStdin() {
      if (stdinIsTTY) {
        for await (const line of console) return line;
        return '';
      }
      return await Bun.stdin.text();
    },
  };
}

export function colors(io: CliIo) {
  return pc.createColors(io.color);
}

/** Left-aligned columns, two spaces apart. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}
