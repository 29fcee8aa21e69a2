/** Minimal structured logger: text lines by default, one JSON object per line with SVC_LOG_FORMAT=json. */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Writes lines to stderr in batches: one write per event-loop turn instead of one per line (the
 * access log runs on every request). Pending lines are flushed on exit.
 */
export function batchedStderr(): (line: string) => void {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('\n') + '\n';
    pending = [];
    process.stderr.write(text);
  };
  process.on('exit', flush);
  return (line) => {
    pending.push(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

export function createLogger(format: 'text' | 'json', write: (line: string) => void = batchedStderr()): Logger {
  const emit = (level: string, msg: string, fields?: Record<string, unknown>) => {
    const time = new Date().toISOString();
    if (format === 'json') {
      write(JSON.stringify({ time, level, msg, ...fields }));
      return;
    }
    const extra = fields
      ? ' ' +
        Object.entries(fields)
          .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
          .join(' ')
      : '';
    write(`${time} ${level.toUpperCase()} ${msg}${extra}`);
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** A logger that drops everything, for tests. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
