import { BadRequestError } from '../../server/errors.ts';

/**
 * A JSONPath subset, enough for extraction in chains:
 *   `$`            the root (optional: `a.b` means `$.a.b`)
 *   `.key` `['key']` `["key"]`   a member (own properties only)
 *   `[0]` `[-1]`   an array element (negative counts from the end)
 *   `[1:3]`        a slice (start inclusive, end exclusive, either may be omitted)
 *   `[*]` `.*`     every element or member value
 *   `..key` `..*` `..[0]`   recursive descent: the selector applied at every depth
 */
type Segment =
  | { kind: 'key'; key: string }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start: number | null; end: number | null }
  | { kind: 'wildcard' }
  | { kind: 'descend' };

export const MAX_PATH_CHARS = 1000;
const MAX_MATCHES = 10_000;
/** Nodes a query may hold between segments (recursive descent visits every node). */
const MAX_NODES = 200_000;

export function parseJsonPath(path: string): Segment[] {
  if (typeof path !== 'string') throw new BadRequestError('path must be a string');
  if (path.length > MAX_PATH_CHARS) throw new BadRequestError('path is too long');
  let text = path.trim();
  if (text.startsWith('$')) text = text.slice(1);
  else if (text !== '' && !text.startsWith('.') && !text.startsWith('[')) text = `.${text}`;
  const segments: Segment[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new BadRequestError(`invalid path "${path}": ${why} at position ${i + 1}`);
  };
  const readName = (): string => {
    const m = /^[^.[\]\s]+/.exec(text.slice(i, i + 256));
    if (!m) fail('expected a member name');
    i += m![0].length;
    return m![0];
  };
  while (i < text.length) {
    if (text.startsWith('..', i)) {
      i += 2;
      segments.push({ kind: 'descend' });
      if (text[i] === '*') {
        i++;
        segments.push({ kind: 'wildcard' });
      } else if (text[i] !== '[') {
        segments.push({ kind: 'key', key: readName() });
      }
      continue;
    }
    if (text[i] === '.') {
      i++;
      if (text[i] === '*') {
        i++;
        segments.push({ kind: 'wildcard' });
      } else {
        segments.push({ kind: 'key', key: readName() });
      }
      continue;
    }
    if (text[i] === '[') {
      const close = text.indexOf(']', i);
      if (close < 0) fail('missing "]"');
      const inner = text.slice(i + 1, close).trim();
      const quoted = /^(['"])(.*)\1$/s.exec(inner);
      if (quoted) segments.push({ kind: 'key', key: quoted[2].replace(/\\(['"\\])/g, '$1') });
      else if (inner === '*') segments.push({ kind: 'wildcard' });
      else if (/^-?\d+$/.test(inner)) segments.push({ kind: 'index', index: Number(inner) });
      else if (/^-?\d*\s*:\s*-?\d*$/.test(inner)) {
        const [a, b] = inner.split(':').map((s) => s.trim());
        segments.push({ kind: 'slice', start: a === '' ? null : Number(a), end: b === '' ? null : Number(b) });
      } else fail(`unsupported selector "[${inner}]"`);
      i = close + 1;
      continue;
    }
    fail(`unexpected "${text[i]}"`);
  }
  return segments;
}

function children(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return Object.values(value);
  return [];
}

function member(value: unknown, key: string): unknown[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key)) {
    return [(value as Record<string, unknown>)[key]];
  }
  if (Array.isArray(value) && /^\d+$/.test(key) && Number(key) < value.length) return [value[Number(key)]];
  return [];
}

/** The node and every node below it, depth-first in document order (iterative: no stack overflow). */
function collectSelfAndDescendants(value: unknown, out: unknown[]): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    if (out.length > MAX_NODES) throw new BadRequestError(`the document is too large to search (over ${MAX_NODES} nodes)`);
    const node = stack.pop();
    out.push(node);
    const kids = children(node);
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]);
  }
}

/** Whether the path can select several values (then `result` is the list of matches). */
export function isMultiPath(segments: Segment[]): boolean {
  return segments.some((s) => s.kind === 'wildcard' || s.kind === 'slice' || s.kind === 'descend');
}

/** Every value the path selects, in document order. */
export function queryJson(data: unknown, segments: Segment[]): unknown[] {
  let current: unknown[] = [data];
  for (const seg of segments) {
    const next: unknown[] = [];
    for (const value of current) {
      switch (seg.kind) {
        case 'key':
          next.push(...member(value, seg.key));
          break;
        case 'index':
          if (Array.isArray(value)) {
            const at = seg.index < 0 ? value.length + seg.index : seg.index;
            if (at >= 0 && at < value.length) next.push(value[at]);
          }
          break;
        case 'slice':
          if (Array.isArray(value)) next.push(...value.slice(seg.start ?? undefined, seg.end ?? undefined));
          break;
        case 'wildcard':
          next.push(...children(value));
          break;
        case 'descend':
          collectSelfAndDescendants(value, next);
          break;
      }
      if (next.length > MAX_NODES) throw new BadRequestError(`the path selects more than ${MAX_NODES} values`);
    }
    current = next;
  }
  if (current.length > MAX_MATCHES) throw new BadRequestError(`the path selects more than ${MAX_MATCHES} values`);
  return current;
}
