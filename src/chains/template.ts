/**
 * Chain templates: `{{input.<param>}}`, `{{<step>.output}}`, `{{<step>.output.<field>...}}`,
 * plus `{{<step>.status}}` and `{{<step>.error}}`. Templates are compiled once when a chain is
 * validated; rendering walks the compiled form in a single pass, so a value inserted from a
 * parameter or a step output is data and is never scanned for templates again (no injection).
 */

export type PathPart = string | number;

export type Ref =
  | { kind: 'input'; name: string; path: PathPart[] }
  | { kind: 'step'; step: string; field: 'output' | 'status' | 'error'; path: PathPart[] };

export type Segment = { text: string } | { ref: Ref; raw: string };

/** A chain value compiled for rendering: literals stay as they are, strings become segments. */
export type Compiled =
  | { kind: 'literal'; value: unknown }
  | { kind: 'template'; segments: Segment[] }
  | { kind: 'array'; items: Compiled[] }
  | { kind: 'object'; entries: [string, Compiled][] };

export class TemplateError extends Error {}

export const STEP_ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,63}$/;
const NAME = /^[A-Za-z0-9_-]+$/;
/** Guards against YAML alias bombs: a chain's values are small. */
export const MAX_COMPILED_NODES = 50_000;

/** Parses the inside of `{{ }}` (or a bare reference in a `when` condition). */
export function parseRef(text: string): Ref {
  const source = text.trim();
  const parts: PathPart[] = [];
  let i = 0;
  const first = /^[A-Za-z0-9_-]+/.exec(source);
  if (!first) throw new TemplateError(`"${source}" is not a reference`);
  parts.push(first[0]);
  i = first[0].length;
  while (i < source.length) {
    if (source[i] === '.') {
      const m = /^[A-Za-z0-9_-]+/.exec(source.slice(i + 1));
      if (!m) throw new TemplateError(`"${source}": expected a name after "."`);
      parts.push(/^\d+$/.test(m[0]) ? Number(m[0]) : m[0]);
      i += 1 + m[0].length;
    } else if (source[i] === '[') {
      const m = /^\[(\d+)\]/.exec(source.slice(i));
      if (!m) throw new TemplateError(`"${source}": expected [<index>]`);
      parts.push(Number(m[1]));
      i += m[0].length;
    } else {
      throw new TemplateError(`"${source}" is not a reference (unexpected "${source[i]}")`);
    }
  }
  const [head, second, ...rest] = parts;
  if (head === 'input') {
    if (typeof second !== 'string' || !NAME.test(second)) {
      throw new TemplateError(`"${source}": use input.<param>`);
    }
    return { kind: 'input', name: second, path: rest };
  }
  if (typeof head !== 'string' || !STEP_ID_PATTERN.test(head)) throw new TemplateError(`"${source}" is not a reference`);
  if (second === 'output') return { kind: 'step', step: head, field: 'output', path: rest };
  if ((second === 'status' || second === 'error') && rest.length === 0) {
    return { kind: 'step', step: head, field: second, path: [] };
  }
  throw new TemplateError(
    `"${source}": use input.<param>, <step>.output, <step>.output.<field>, <step>.status or <step>.error`,
  );
}

export function refToString(ref: Ref): string {
  const path = ref.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
  return ref.kind === 'input' ? `input.${ref.name}${path}` : `${ref.step}.${ref.field}${path}`;
}

/** Splits a string into literal text and references; `{{` without a closing `}}` is literal. */
export function parseTemplate(text: string): Segment[] {
  const segments: Segment[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{{', i);
    if (open < 0) break;
    const close = text.indexOf('}}', open + 2);
    if (close < 0) break;
    if (open > i) segments.push({ text: text.slice(i, open) });
    const raw = text.slice(open + 2, close);
    segments.push({ ref: parseRef(raw), raw: raw.trim() });
    i = close + 2;
  }
  if (i < text.length) segments.push({ text: text.slice(i) });
  return segments;
}

/** Compiles any YAML value; `visit` sees every reference (for validation and dependencies). */
export function compileValue(value: unknown, visit: (ref: Ref) => void): Compiled {
  let nodes = 0;
  const walk = (v: unknown): Compiled => {
    if (++nodes > MAX_COMPILED_NODES) throw new TemplateError('value is too large (too many nodes)');
    if (typeof v === 'string') {
      if (!v.includes('{{')) return { kind: 'literal', value: v };
      const segments = parseTemplate(v);
      if (segments.every((s) => 'text' in s)) return { kind: 'literal', value: v };
      for (const s of segments) if ('ref' in s) visit(s.ref);
      return { kind: 'template', segments };
    }
    if (Array.isArray(v)) return { kind: 'array', items: v.map(walk) };
    if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
      return { kind: 'object', entries: Object.entries(v).map(([k, x]) => [k, walk(x)]) };
    }
    return { kind: 'literal', value: v instanceof Date ? v.toISOString() : v };
  };
  return walk(value);
}

export interface StepState {
  status: string;
  output: Record<string, unknown> | null;
  error: string | null;
}

export interface Scope {
  input: Record<string, unknown>;
  steps: ReadonlyMap<string, StepState>;
}

function walkPath(value: unknown, path: PathPart[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || current === undefined) return null;
    if (Array.isArray(current)) {
      const index = typeof part === 'number' ? part : /^\d+$/.test(part) ? Number(part) : NaN;
      current = Number.isInteger(index) && index < current.length ? current[index] : null;
    } else if (typeof current === 'object') {
      const key = String(part);
      current = Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : null;
    } else {
      return null;
    }
  }
  return current ?? null;
}

/** The value a reference points at; a missing step, field or param yields null. */
export function resolveRef(ref: Ref, scope: Scope): unknown {
  if (ref.kind === 'input') {
    const value = Object.hasOwn(scope.input, ref.name) ? scope.input[ref.name] : null;
    return walkPath(value, ref.path);
  }
  const step = scope.steps.get(ref.step);
  if (!step) return null;
  if (ref.field === 'status') return step.status;
  if (ref.field === 'error') return step.error;
  return walkPath(step.output, ref.path);
}

/** How a value reads inside a larger string: text as is, null as nothing, structures as JSON. */
export function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * Renders a compiled value. A string that is exactly one `{{ref}}` becomes the referenced value
 * itself (an object stays an object, a number a number); otherwise references are stringified
 * into the surrounding text.
 */
export function render(compiled: Compiled, scope: Scope): unknown {
  switch (compiled.kind) {
    case 'literal':
      return compiled.value;
    case 'template': {
      const { segments } = compiled;
      if (segments.length === 1 && 'ref' in segments[0]) {
        const value = resolveRef(segments[0].ref, scope);
        return value !== null && typeof value === 'object' ? structuredClone(value) : value;
      }
      let out = '';
      for (const s of segments) out += 'text' in s ? s.text : stringify(resolveRef(s.ref, scope));
      return out;
    }
    case 'array':
      return compiled.items.map((c) => render(c, scope));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, c] of compiled.entries) {
        // defineProperty: a `__proto__` key from YAML stays a plain key, never a prototype.
        Object.defineProperty(out, k, { value: render(c, scope), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
  }
}
