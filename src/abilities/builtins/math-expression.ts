import { BadRequestError } from '../../server/errors.ts';

/**
 * A recursive-descent arithmetic evaluator (never `eval`). Grammar, loosest binding first:
 *
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/' | '%') unary)*
 *   unary   := ('-' | '+') unary | power
 *   power   := primary (('^' | '**') unary)?        right-associative, so 2^3^2 = 512, -2^2 = -4
 *   primary := number | constant | name '(' args ')' | '(' expr ')'
 *
 * Functions: sqrt cbrt abs round(x[, digits]) floor ceil trunc sign exp ln log(x[, base])
 * log10 log2 sin cos tan asin acos atan atan2 sinh cosh tanh hypot pow min max avg;
 * constants pi, e, tau. `log` is base 10 (calculator convention); `ln` is natural.
 */
export const MAX_EXPRESSION_CHARS = 1000;
const MAX_DEPTH = 64;

type Token =
  | { kind: 'num'; value: number; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number }
  | { kind: 'end'; at: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = /^(?:\d+(?:_\d+)*\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (num && /[\d.]/.test(c)) {
      const value = Number(num[0].replaceAll('_', ''));
      if (!Number.isFinite(value)) throw new BadRequestError(`invalid number "${num[0]}" at position ${i + 1}`);
      tokens.push({ kind: 'num', value, at: i });
      i += num[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i, i + 32));
    if (name) {
      tokens.push({ kind: 'name', value: name[0].toLowerCase(), at: i });
      i += name[0].length;
      continue;
    }
    if (text.startsWith('**', i)) {
      tokens.push({ kind: 'op', value: '^', at: i });
      i += 2;
      continue;
    }
    const normalized = c === '×' ? '*' : c === '÷' ? '/' : c === '−' ? '-' : c;
    if ('+-*/%^(),'.includes(normalized)) {
      tokens.push({ kind: 'op', value: normalized, at: i });
      i++;
      continue;
    }
    throw new BadRequestError(`unexpected character "${c}" at position ${i + 1}`);
  }
  tokens.push({ kind: 'end', at: text.length });
  return tokens;
}

const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E, tau: 2 * Math.PI };

function roundTo(x: number, digits = 0): number {
  if (!Number.isInteger(digits) || digits < 0 || digits > 15) {
    throw new BadRequestError('round: digits must be an integer from 0 to 15');
  }
  const f = 10 ** digits;
  return Math.round((x + Number.EPSILON * Math.sign(x)) * f) / f;
}

/** name → [min args, max args (Infinity = variadic), implementation]. */
const FUNCTIONS: Record<string, [number, number, (...a: number[]) => number]> = {
  sqrt: [1, 1, Math.sqrt],
  cbrt: [1, 1, Math.cbrt],
  abs: [1, 1, Math.abs],
  round: [1, 2, (x, d) => roundTo(x, d ?? 0)],
  floor: [1, 1, Math.floor],
  ceil: [1, 1, Math.ceil],
  trunc: [1, 1, Math.trunc],
  sign: [1, 1, Math.sign],
  exp: [1, 1, Math.exp],
  ln: [1, 1, Math.log],
  log: [1, 2, (x, b) => (b === undefined ? Math.log10(x) : Math.log(x) / Math.log(b))],
  log10: [1, 1, Math.log10],
  log2: [1, 1, Math.log2],
  sin: [1, 1, Math.sin],
  cos: [1, 1, Math.cos],
  tan: [1, 1, Math.tan],
  asin: [1, 1, Math.asin],
  acos: [1, 1, Math.acos],
  atan: [1, 1, Math.atan],
  atan2: [2, 2, Math.atan2],
  sinh: [1, 1, Math.sinh],
  cosh: [1, 1, Math.cosh],
  tanh: [1, 1, Math.tanh],
  hypot: [1, Infinity, Math.hypot],
  pow: [2, 2, Math.pow],
  min: [1, Infinity, Math.min],
  max: [1, Infinity, Math.max],
  avg: [1, Infinity, (...a) => a.reduce((s, x) => s + x, 0) / a.length],
};

export const MATH_FUNCTIONS = Object.keys(FUNCTIONS);
export const MATH_CONSTANTS = Object.keys(CONSTANTS);

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.pos];
  }
  private isOp(value: string): boolean {
    const t = this.peek();
    return t.kind === 'op' && t.value === value;
  }
  private expectOp(value: string): void {
    if (!this.isOp(value)) throw this.unexpected(`expected "${value}"`);
    this.pos++;
  }
  private unexpected(hint: string): BadRequestError {
    const t = this.peek();
    const what = t.kind === 'end' ? 'end of expression' : `"${t.kind === 'num' ? t.value : t.value}"`;
    return new BadRequestError(`${hint}, found ${what} at position ${t.at + 1}`);
  }
  private enter(): void {
    if (++this.depth > MAX_DEPTH) throw new BadRequestError('expression is nested too deeply');
  }

  parse(): number {
    const value = this.expr();
    if (this.peek().kind !== 'end') throw this.unexpected('expected an operator');
    return value;
  }

  private expr(): number {
    this.enter();
    let left = this.term();
    while (this.isOp('+') || this.isOp('-')) {
      const op = (this.tokens[this.pos++] as { value: string }).value;
      const right = this.term();
      left = op === '+' ? left + right : left - right;
    }
    this.depth--;
    return left;
  }

  private term(): number {
    let left = this.unary();
    while (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
      const op = (this.tokens[this.pos++] as { value: string }).value;
      const right = this.unary();
      if ((op === '/' || op === '%') && right === 0) throw new BadRequestError('division by zero');
      left = op === '*' ? left * right : op === '/' ? left / right : left % right;
    }
    return left;
  }

  private unary(): number {
    if (this.isOp('-') || this.isOp('+')) {
      const negate = this.isOp('-');
      this.pos++;
      this.enter();
      const value = this.unary();
      this.depth--;
      return negate ? -value : value;
    }
    return this.power();
  }

  private power(): number {
    const base = this.primary();
    if (this.isOp('^')) {
      this.pos++;
      this.enter();
      const exponent = this.unary();
      this.depth--;
      return base ** exponent;
    }
    return base;
  }

  private primary(): number {
    const t = this.peek();
    if (t.kind === 'num') {
      this.pos++;
      return t.value;
    }
    if (t.kind === 'name') {
      this.pos++;
      if (this.isOp('(')) return this.call(t.value, t.at);
      if (Object.hasOwn(CONSTANTS, t.value)) return CONSTANTS[t.value];
      throw new BadRequestError(`unknown name "${t.value}" at position ${t.at + 1}`);
    }
    if (this.isOp('(')) {
      this.pos++;
      const value = this.expr();
      this.expectOp(')');
      return value;
    }
    throw this.unexpected('expected a number, name or "("');
  }

  private call(name: string, at: number): number {
    if (!Object.hasOwn(FUNCTIONS, name)) throw new BadRequestError(`unknown function "${name}" at position ${at + 1}`);
    const [min, max, fn] = FUNCTIONS[name];
    this.expectOp('(');
    const args: number[] = [];
    if (!this.isOp(')')) {
      args.push(this.expr());
      while (this.isOp(',')) {
        this.pos++;
        args.push(this.expr());
      }
    }
    this.expectOp(')');
    if (args.length < min || args.length > max) {
      const want = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      throw new BadRequestError(`${name}() takes ${want} argument${want === '1' ? '' : 's'}, got ${args.length}`);
    }
    return fn(...args);
  }
}

/**
 * Evaluates an arithmetic expression. Results are rounded to 15 significant digits so binary
 * noise does not show (0.1 + 0.2 → 0.3); a non-finite result is an error.
 */
export function evaluateExpression(text: string): number {
  if (typeof text !== 'string' || text.trim() === '') throw new BadRequestError('expression is empty');
  if (text.length > MAX_EXPRESSION_CHARS) {
    throw new BadRequestError(`expression is longer than ${MAX_EXPRESSION_CHARS} characters`);
  }
  const value = new Parser(tokenize(text)).parse();
  if (!Number.isFinite(value)) throw new BadRequestError('result is not a finite number');
  const rounded = Number(value.toPrecision(15));
  return Object.is(rounded, -0) ? 0 : rounded;
}
