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
    const time = isoNow();
    if (format === 'json') {
      write(JSON.stringify({ time, level, msg, ...fields }));
      return;
    }
    // Plain loop and String() for numbers: the access log formats a line per request.
    let line = `${time} ${level.toUpperCase()} ${msg}`;
    if (fields) {
      for (const k in fields) {
        const v = fields[k];
        line += ` ${k}=${typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v)}`;
      }
    }
    write(line);
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

let lastMs = 0;
let lastIso = '';
/** `new Date().toISOString()`, formatted once per millisecond however many lines share it. */
function isoNow(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

/** A logger that drops everything, for tests. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
