import { canonicalJson } from '../abilities/receipts.ts';
import { parseRef, resolveRef, TemplateError, type Ref, type Scope } from './template.ts';

/**
 * `when` conditions: a small boolean language over references, parsed once at validation.
 *
 *   or      := and (('||' | 'or') and)*
 *   and     := not (('&&' | 'and') not)*
 *   not     := ('!' | 'not') not | compare
 *   compare := operand (('==' | '!=' | '<' | '<=' | '>' | '>=' | 'contains' | 'in') operand)?
 *   operand := 'string' | "string" | number | true | false | null | reference | '(' or ')'
 *
 * References are the template ones (`input.mode`, `scan.output.credential_count`,
 * `fetch.status`), bare or wrapped in `{{ }}`; either way they are looked up, never spliced
 * into the expression text.
 */
export type Condition =
  | { kind: 'literal'; value: unknown }
  | { kind: 'ref'; ref: Ref }
  | { kind: 'not'; operand: Condition }
  | { kind: 'and' | 'or'; left: Condition; right: Condition }
  | { kind: 'compare'; op: CompareOp; left: Condition; right: Condition };

type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'contains' | 'in';

type Token =
  | { t: 'lit'; value: unknown }
  | { t: 'ref'; ref: Ref }
  | { t: 'op'; value: string }
  | { t: 'end' };

const MAX_CONDITION_CHARS = 2000;
const MAX_DEPTH = 32;
const KEYWORD_OPS = new Set(['and', 'or', 'not', 'contains', 'in']);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (text.startsWith('{{', i)) {
      const close = text.indexOf('}}', i + 2);
      if (close < 0) throw new TemplateError('"{{" without "}}"');
      tokens.push({ t: 'ref', ref: parseRef(text.slice(i + 2, close)) });
      i = close + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== c; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
      }
      if (j >= text.length) throw new TemplateError('unterminated string');
      tokens.push({ t: 'lit', value });
      i = j + 1;
      continue;
    }
    const num = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (num && (/\d/.test(c) || (c === '-' && /[\d.]/.test(text[i + 1] ?? '')) || c === '.')) {
      tokens.push({ t: 'lit', value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
      tokens.push({ t: 'op', value: two });
      i += 2;
      continue;
    }
    if ('<>!()'.includes(c)) {
      tokens.push({ t: 'op', value: c });
      i++;
      continue;
    }
    const word = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+|\[\d+\])*/.exec(text.slice(i, i + 512));
    if (word) {
      const w = word[0];
      const lower = w.toLowerCase();
      if (lower === 'true' || lower === 'false') tokens.push({ t: 'lit', value: lower === 'true' });
      else if (lower === 'null') tokens.push({ t: 'lit', value: null });
      else if (KEYWORD_OPS.has(lower)) tokens.push({ t: 'op', value: lower });
      else tokens.push({ t: 'ref', ref: parseRef(w) });
      i += w.length;
      continue;
    }
    throw new TemplateError(`unexpected "${c}"`);
  }
  tokens.push({ t: 'end' });
  return tokens;
}

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peekOp(...values: string[]): string | null {
    const t = this.tokens[this.pos];
    return t.t === 'op' && values.includes(t.value) ? t.value : null;
  }

  parse(): Condition {
    const c = this.or();
    if (this.tokens[this.pos].t !== 'end') throw new TemplateError('unexpected text after the condition');
    return c;
  }

  private or(): Condition {
    if (++this.depth > MAX_DEPTH) throw new TemplateError('condition is nested too deeply');
    let left = this.and();
    while (this.peekOp('||', 'or')) {
      this.pos++;
      left = { kind: 'or', left, right: this.and() };
    }
    this.depth--;
    return left;
  }

  private and(): Condition {
    let left = this.not();
    while (this.peekOp('&&', 'and')) {
      this.pos++;
      left = { kind: 'and', left, right: this.not() };
    }
    return left;
  }

  private not(): Condition {
    if (this.peekOp('!', 'not')) {
      this.pos++;
      if (++this.depth > MAX_DEPTH) throw new TemplateError('condition is nested too deeply');
      const operand = this.not();
      this.depth--;
      return { kind: 'not', operand };
    }
    return this.compare();
  }

  private compare(): Condition {
    const left = this.operand();
    const op = this.peekOp('==', '!=', '<', '<=', '>', '>=', 'contains', 'in');
    if (!op) return left;
    this.pos++;
    return { kind: 'compare', op: op as CompareOp, left, right: this.operand() };
  }

  private operand(): Condition {
    const t = this.tokens[this.pos];
    if (t.t === 'lit') {
      this.pos++;
      return { kind: 'literal', value: t.value };
    }
    if (t.t === 'ref') {
      this.pos++;
      return { kind: 'ref', ref: t.ref };
    }
    if (this.peekOp('(')) {
      this.pos++;
      const inner = this.or();
      if (!this.peekOp(')')) throw new TemplateError('missing ")"');
      this.pos++;
      return inner;
    }
    throw new TemplateError(t.t === 'end' ? 'condition ends too early' : `unexpected "${t.value}"`);
  }
}

/** Parses a `when` value: a boolean, or an expression string. */
export function parseCondition(source: unknown): Condition {
  if (typeof source === 'boolean') return { kind: 'literal', value: source };
  if (typeof source !== 'string' || source.trim() === '') throw new TemplateError('must be a boolean or an expression string');
  if (source.length > MAX_CONDITION_CHARS) throw new TemplateError('is too long');
  return new Parser(tokenize(source)).parse();
}

/** Every reference a condition reads, for validation and implied dependencies. */
export function conditionRefs(c: Condition, out: Ref[] = []): Ref[] {
  switch (c.kind) {
    case 'ref':
      out.push(c.ref);
      break;
    case 'not':
      conditionRefs(c.operand, out);
      break;
    case 'and':
    case 'or':
    case 'compare':
      conditionRefs(c.left, out);
      conditionRefs(c.right, out);
      break;
  }
  return out;
}

/** Falsy: null, false, 0, NaN, '', 'false', empty arrays and objects. */
export function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '' && value.toLowerCase() !== 'false';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function looseEqual(a: unknown, b: unknown): boolean {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull && bNull;
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na === nb;
  if (typeof a === 'object' || typeof b === 'object') return canonicalJson(a) === canonicalJson(b);
  return String(a) === String(b);
}

function compare(op: CompareOp, a: unknown, b: unknown): boolean {
  switch (op) {
    case '==':
      return looseEqual(a, b);
    case '!=':
      return !looseEqual(a, b);
    case 'contains':
      if (typeof a === 'string') return b !== null && b !== undefined && a.includes(String(b));
      if (Array.isArray(a)) return a.some((x) => looseEqual(x, b));
      if (a !== null && typeof a === 'object') return b !== null && Object.hasOwn(a, String(b));
      return false;
    case 'in':
      return compare('contains', b, a);
    default: {
      const na = asNumber(a);
      const nb = asNumber(b);
      let order: number;
      if (na !== null && nb !== null) order = na - nb;
      else if (typeof a === 'string' && typeof b === 'string') order = a < b ? -1 : a > b ? 1 : 0;
      else return false;
      return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : order >= 0;
    }
  }
}

function value(c: Condition, scope: Scope): unknown {
  switch (c.kind) {
    case 'literal':
      return c.value;
    case 'ref':
      return resolveRef(c.ref, scope);
    default:
      return evaluateCondition(c, scope);
  }
}

/** Evaluates a parsed condition; never throws (a comparison that makes no sense is false). */
export function evaluateCondition(c: Condition, scope: Scope): boolean {
  switch (c.kind) {
    case 'literal':
    case 'ref':
      return truthy(value(c, scope));
    case 'not':
      return !evaluateCondition(c.operand, scope);
    case 'and':
      return evaluateCondition(c.left, scope) && evaluateCondition(c.right, scope);
    case 'or':
      return evaluateCondition(c.left, scope) || evaluateCondition(c.right, scope);
    case 'compare':
      return compare(c.op, value(c.left, scope), value(c.right, scope));
  }
}
