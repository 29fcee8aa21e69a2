/**
 * Literal start prefixes of a regex, so a pattern can be tried only where a match can begin.
 *
 * `regexPrefixes(source, k)` returns a set of lower-case strings (each at most `k` characters)
 * such that every match of the regex, lower-cased, starts with one of them; or `null` when no such
 * finite set exists (the regex can begin with a wide character class, `.`, or match empty text).
 * The analysis over-approximates: assertions (`\b`, `^`, `$`, lookarounds) are treated as
 * matching nothing, and classes are expanded only when small. A scanner finds the prefixes with
 * one keyword automaton pass (keyword-automaton.ts) and tries the regex, sticky, at each hit; that
 * finds exactly the matches a global scan would, because no match can start anywhere else.
 *
 * Only the syntax the security patterns use is supported (groups, lookarounds, classes, escapes,
 * greedy and lazy quantifiers, backreferences); anything else makes the result `null`.
 */

/** A character class larger than this is "wide": it ends a prefix. */
const MAX_CLASS = 12;
/** More prefixes than this: give up at this length and retry shorter. */
const MAX_SET = 1024;

type Node =
  | { t: 'char'; chars: string[] }
  | { t: 'boundary' }
  | { t: 'wide' }
  | { t: 'empty' }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number };

class Unsupported extends Error {}

const lowerUnit = (ch: string) => {
  const l = ch.toLowerCase();
  return l.length === 1 ? l : ch;
};

const DIGITS = '0123456789'.split('');

function parse(source: string): Node {
  let i = 0;
  const peek = () => source[i];

  const parseEscapeChar = (): string[] | 'wide' | 'assert' | 'boundary' => {
    const c = source[i++];
    switch (c) {
      case 'b':
        return 'boundary';
      case 'B':
        return 'assert';
      case 'd':
        return DIGITS;
      case 'D':
      case 'w':
      case 'W':
      case 's':
      case 'S':
        return 'wide';
      case 'n':
        return ['\n'];
      case 'r':
        return ['\r'];
      case 't':
        return ['\t'];
      case 'f':
        return ['\f'];
      case 'v':
        return ['\v'];
      case '0':
        return ['\0'];
      case 'x': {
        const h = source.slice(i, i + 2);
        i += 2;
        return [String.fromCharCode(parseInt(h, 16))];
      }
      case 'u': {
        const h = source.slice(i, i + 4);
        i += 4;
        return [String.fromCharCode(parseInt(h, 16))];
      }
      case 'c':
        throw new Unsupported('\\c');
      default:
        if (c >= '1' && c <= '9') {
          while (i < source.length && source[i] >= '0' && source[i] <= '9') i++;
          return 'wide'; // backreference
        }
        return [c];
    }
  };

  const parseClass = (): Node => {
    // at '[' already consumed
    let negated = false;
    if (peek() === '^') {
      negated = true;
      i++;
    }
    const set = new Set<string>();
    let wide = false;
    let first = true;
    while (i < source.length && (source[i] !== ']' || first)) {
      first = false;
      let lo: string[] | 'wide' | 'assert' | 'boundary';
      if (source[i] === '\\') {
        i++;
        lo = source[i] === 'b' ? (i++, ['\b']) : parseEscapeChar();
      } else lo = [source[i++]];
      if (lo === 'assert' || lo === 'boundary') throw new Unsupported('class assert');
      if (lo === 'wide') {
        wide = true;
        continue;
      }
      if (source[i] === '-' && source[i + 1] !== ']' && lo.length === 1) {
        i++;
        let hi: string[] | 'wide' | 'assert' | 'boundary';
        if (source[i] === '\\') {
          i++;
          hi = parseEscapeChar();
        } else hi = [source[i++]];
        if (hi === 'wide' || hi === 'assert' || hi === 'boundary' || hi.length !== 1) {
          wide = true;
          continue;
        }
        const a = lo[0].charCodeAt(0);
        const b = hi[0].charCodeAt(0);
        if (b - a > 64) wide = true;
        else for (let c = a; c <= b; c++) set.add(String.fromCharCode(c));
        continue;
      }
      for (const ch of lo) set.add(ch);
    }
    i++; // ']'
    if (negated || wide) return { t: 'wide' };
    const chars = [...new Set([...set].map(lowerUnit))];
    return chars.length > MAX_CLASS ? { t: 'wide' } : { t: 'char', chars };
  };

  const parseAtom = (): Node | null => {
    const c = source[i];
    if (c === '(') {
      i++;
      if (source.startsWith('?:', i)) {
        i += 2;
        const inner = parseAlt();
        i++;
        return inner;
      }
      if (source.startsWith('?=', i) || source.startsWith('?!', i)) {
        i += 2;
        parseAlt();
        i++;
        return { t: 'empty' };
      }
      if (source.startsWith('?<=', i) || source.startsWith('?<!', i)) {
        i += 3;
        parseAlt();
        i++;
        return { t: 'empty' };
      }
      if (source.startsWith('?<', i)) {
        const close = source.indexOf('>', i);
        i = close + 1;
      } else if (source[i] === '?') throw new Unsupported('group kind');
      const inner = parseAlt();
      i++;
      return inner;
    }
    if (c === '[') {
      i++;
      return parseClass();
    }
    if (c === '\\') {
      i++;
      const e = parseEscapeChar();
      if (e === 'boundary') return { t: 'boundary' };
      if (e === 'assert') return { t: 'empty' };
      if (e === 'wide') return { t: 'wide' };
      const chars = [...new Set(e.map(lowerUnit))];
      return chars.length > MAX_CLASS ? { t: 'wide' } : { t: 'char', chars };
    }
    if (c === '.') {
      i++;
      return { t: 'wide' };
    }
    if (c === '^' || c === '$') {
      i++;
      return { t: 'empty' };
    }
    i++;
    return { t: 'char', chars: [lowerUnit(c)] };
  };

  const QUANT = /\{(\d+)(?:(,)(\d*))?\}|[*+?]/y;
  const parseSeq = (): Node => {
    const items: Node[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      const atom = parseAtom();
      if (atom === null) continue;
      const next = source[i];
      let q: RegExpExecArray | null = null;
      if (next === '*' || next === '+' || next === '?' || next === '{') {
        QUANT.lastIndex = i;
        q = QUANT.exec(source);
      }
      if (!q) {
        items.push(atom);
        continue;
      }
      i += q[0].length;
      if (source[i] === '?') i++; // lazy: same language
      let min: number;
      let max: number;
      if (q[0] === '*') [min, max] = [0, Infinity];
      else if (q[0] === '+') [min, max] = [1, Infinity];
      else if (q[0] === '?') [min, max] = [0, 1];
      else {
        min = Number(q[1]);
        max = q[2] === undefined ? min : q[3] === '' ? Infinity : Number(q[3]);
      }
      items.push({ t: 'rep', node: atom, min, max });
    }
    return items.length === 1 ? items[0] : { t: 'seq', items };
  };

  const parseAlt = (): Node => {
    const items = [parseSeq()];
    while (source[i] === '|') {
      i++;
      items.push(parseSeq());
    }
    return items.length === 1 ? items[0] : { t: 'alt', items };
  };

  const node = parseAlt();
  if (i !== source.length) throw new Unsupported(`unbalanced at ${i}`);
  return node;
}

/**
 * Prefix sets: `done` strings were matched completely by the node (it may end there), `open`
 * strings reached `k` characters or a wide element (anything may follow).
 */
interface Pre {
  done: Set<string>;
  open: Set<string>;
}

class TooMany extends Error {}

function check(p: Pre): Pre {
  if (p.done.size + p.open.size > MAX_SET) throw new TooMany();
  return p;
}

/** `b`'s strings cut to `room` characters, deduplicated: those still complete, and the rest. */
function cut(b: Pre, room: number): Pre {
  const out: Pre = { done: new Set(), open: new Set() };
  for (const t of b.done) (t.length < room ? out.done : out.open).add(t.slice(0, room));
  for (const t of b.open) out.open.add(t.slice(0, room));
  return out;
}

function concat(a: Pre, b: Pre, k: number): Pre {
  const out: Pre = { done: new Set(), open: new Set(a.open) };
  // b cut to the room each length of `a` leaves: far fewer distinct strings to join
  const byRoom = new Map<number, Pre>();
  let size = a.open.size;
  for (const s of a.done) {
    const room = k - s.length;
    let tail = byRoom.get(room);
    if (tail === undefined) byRoom.set(room, (tail = cut(b, room)));
    size += tail.done.size + tail.open.size;
    if (size > MAX_SET * 4) throw new TooMany();
    for (const t of tail.done) out.done.add(s + t);
    for (const t of tail.open) out.open.add(s + t);
  }
  return check(out);
}

function prefixes(node: Node, k: number): Pre {
  switch (node.t) {
    case 'empty':
    case 'boundary':
      return { done: new Set(['']), open: new Set() };
    case 'wide':
      return { done: new Set(), open: new Set(['']) };
    case 'char':
      return k === 0 ? { done: new Set(), open: new Set(['']) } : { done: new Set(node.chars), open: new Set() };
    case 'seq': {
      let acc: Pre = { done: new Set(['']), open: new Set() };
      for (const item of node.items) {
        if (acc.done.size === 0) break;
        acc = concat(acc, prefixes(item, k), k);
      }
      return acc;
    }
    case 'alt': {
      const out: Pre = { done: new Set(), open: new Set() };
      for (const item of node.items) {
        const p = prefixes(item, k);
        for (const s of p.done) out.done.add(s);
        for (const s of p.open) out.open.add(s);
      }
      return check(out);
    }
    case 'rep': {
      const one = prefixes(node.node, k);
      let acc: Pre = { done: new Set(['']), open: new Set() };
      for (let r = 0; r < node.min && acc.done.size > 0; r++) acc = concat(acc, one, k);
      // optional repetitions: each adds at least one character unless the item can match empty,
      // so k + 1 rounds reach every prefix up to length k
      let frontier = acc;
      const extra = Math.min(node.max - node.min, k + 1);
      for (let r = 0; r < extra && frontier.done.size > 0; r++) {
        frontier = concat({ done: frontier.done, open: new Set() }, one, k);
        const before = acc.done.size + acc.open.size;
        for (const s of frontier.done) acc.done.add(s);
        for (const s of frontier.open) acc.open.add(s);
        check(acc);
        if (acc.done.size + acc.open.size === before) break;
      }
      return acc;
    }
  }
}

/** Whether every match begins at a `\b` word boundary (an explicit `\b` before any character). */
function startsAtBoundary(node: Node): boolean {
  switch (node.t) {
    case 'boundary':
      return true;
    case 'seq':
      for (const item of node.items) {
        if (item.t === 'empty') continue; // another zero-width assertion
        return startsAtBoundary(item);
      }
      return false;
    case 'alt':
      return node.items.every(startsAtBoundary);
    case 'rep':
      return node.min >= 1 && startsAtBoundary(node.node);
    default:
      return false;
  }
}

export interface RegexStart {
  /** Lower-case prefixes (length 1..k), minimal: no element is a prefix of another. */
  prefixes: string[];
  /** Every match begins at a `\b` word boundary. */
  wordBoundary: boolean;
}

function minimalSet(all: string[]): string[] {
  all.sort();
  const minimal: string[] = [];
  for (const s of all) {
    const last = minimal[minimal.length - 1];
    if (last !== undefined && s.startsWith(last)) continue;
    minimal.push(s);
  }
  return minimal;
}

/**
 * The lower-case start prefixes (length 1..k) of every match of `source`, or null when a match
 * can begin without a literal prefix. Tries shorter `k` when the set would be too large, and
 * shortens the prefixes (a sound, coarser set) until there are at most `maxCount`.
 */
export function regexPrefixes(source: string, k = 8, maxCount = Infinity): RegexStart | null {
  let node: Node;
  try {
    node = parse(source);
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  for (let len = k; len >= 1; len--) {
    let p: Pre;
    try {
      p = prefixes(node, len);
    } catch (e) {
      if (e instanceof TooMany) continue;
      throw e;
    }
    const all = [...p.done, ...p.open];
    if (all.some((s) => s === '')) return null;
    return { prefixes: coarsen(minimalSet(all), maxCount), wordBoundary: startsAtBoundary(node) };
  }
  return null;
}

/**
 * At most `maxCount` prefixes: the longest uniform length that fits, then each prefix deepened
 * one character at a time while the total still fits, so the other prefixes stay long and
 * selective (`key\t`, `key `, `key=` become `key`, while `contr` stays `contr`).
 */
function coarsen(prefixes: string[], maxCount: number): string[] {
  if (prefixes.length <= maxCount) return prefixes;
  const longest = Math.max(...prefixes.map((p) => p.length));
  let cur = prefixes;
  for (let d = longest - 1; d >= 1 && cur.length > maxCount; d--) cur = minimalSet(prefixes.map((p) => p.slice(0, d)));
  let changed = true;
  while (changed) {
    changed = false;
    const next: string[] = [];
    let total = cur.length;
    for (const p of cur) {
      const deeper = minimalSet(prefixes.filter((s) => s.startsWith(p)).map((s) => s.slice(0, p.length + 1)));
      if (deeper.length > 1 || deeper[0] !== p) {
        if (total - 1 + deeper.length <= maxCount) {
          next.push(...deeper);
          total += deeper.length - 1;
          changed = true;
          continue;
        }
      }
      next.push(p);
    }
    cur = minimalSet(next);
  }
  return cur;
}

