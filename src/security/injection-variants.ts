/**
 * De-obfuscated views of the folded text for injection matching: leetspeak ("1gn0r3"), spaced-out
 * letters ("i g n o r e"), reversed and ROT13 text. Each view covers only windows around the
 * tokens that need it, so a large input with one odd token does not pay for a full extra pass,
 * and every character keeps a way back to its original offsets.
 */
import { utf16, type Folded } from './fold.ts';

/** A text to match, with each character's original span and whether a de-obfuscation step made it. */
export interface Mapped {
  text: string;
  from(i: number): number;
  to(i: number): number;
  obf(i: number): boolean;
  /** False when `obf` is false everywhere, so a match need not ask it character by character. */
  anyObf: boolean;
}

/** Offsets of an identity fold: character i comes from [i, i + 1). */
const startAtSelf = (i: number) => i;
const endAfterSelf = (i: number) => i + 1;
const never = () => false;

export function mappedFromFold(f: Folded): Mapped {
  const flags = f.obf;
  return {
    text: f.text,
    // offsets that map to themselves need no offset arrays (AsciiFolded builds them on first use)
    from: f.identity ? startAtSelf : (i) => f.start[i],
    to: f.identity ? endAfterSelf : (i) => f.end[i],
    obf: flags ? (i) => flags[i] === 1 : never,
    anyObf: flags !== null,
  };
}

/** Context kept on each side of a token that needs a view. */
const PAD = 160;

/** Pads, clamps and merges [start, end) ranges; sorted output. */
export function padMerge(ranges: Array<[number, number]>, n: number, pad = PAD): Array<[number, number]> {
  const sorted = ranges.map(([s, e]) => [Math.max(0, s - pad), Math.min(n, e + pad)] as [number, number]).sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

/** Accumulates a view: UTF-16 codes, the base index of each (-1 for a separator), de-obfuscation flags. */
class ViewBuilder {
  codes: Uint16Array;
  idx: Int32Array;
  flag: Uint8Array;
  len = 0;
  constructor(capacity: number) {
    this.codes = new Uint16Array(capacity);
    this.idx = new Int32Array(capacity);
    this.flag = new Uint8Array(capacity);
  }
  push(code: number, index: number, flag: number): void {
    this.codes[this.len] = code;
    this.idx[this.len] = index;
    this.flag[this.len] = flag;
    this.len++;
  }
  build(base: Mapped, forceObf: boolean): Mapped {
    const { idx, flag, len } = this;
    const safe = (j: number) => {
      let k = j;
      while (k > 0 && idx[k] < 0) k--;
      return Math.max(0, idx[k]);
    };
    return {
      text: utf16(this.codes, len),
      from: (j) => base.from(safe(j)),
      to: (j) => base.to(safe(j)),
      obf: (j) => forceObf || flag[j] === 1 || (idx[j] >= 0 && base.obf(idx[j])),
      anyObf: true,
    };
  }
}

/** Concatenates windows of `base` (joined by `\n`); `transform` writes each window's characters. */
function windowsView(
  base: Mapped,
  windows: Array<[number, number]>,
  transform: (start: number, end: number, out: ViewBuilder) => void,
  forceObf: boolean,
): Mapped {
  let capacity = windows.length;
  for (const [s, e] of windows) capacity += e - s;
  const out = new ViewBuilder(capacity);
  windows.forEach(([s, e], w) => {
    if (w > 0) out.push(10, -1, 0);
    transform(s, e, out);
  });
  return out.build(base, forceObf);
}

// ------------------------------------------------------------------ leetspeak
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '|': 'l', '€': 'e' };
const LEET_CODES = new Map(Object.entries(LEET).map(([k, v]) => [k.charCodeAt(0), v.charCodeAt(0)]));
/** Numbers with a unit or ordinal suffix are not leetspeak. */
const UNIT_SUFFIXES = new Set([
  'st', 'nd', 'rd', 'th', 'am', 'pm', 'km', 'kg', 'mg', 'ml', 'cm', 'mm', 'px', 'em', 'ms', 'gb', 'mb', 'kb', 'tb', 'hz', 'ghz', 'mhz', 'fps',
  'k', 'm', 'g', 'h', 's', 'd', 'x', 'l', 'b', 'v', 'w', 'p',
]);
/** Whether text[a, b) is digits then one of UNIT_SUFFIXES ("10am", "3rd"), without a regex. */
function isNumberWithUnit(text: string, a: number, b: number): boolean {
  let i = a;
  while (i < b && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  return i > a && i < b && b - i <= 3 && UNIT_SUFFIXES.has(text.slice(i, b));
}

/** Merges already sorted, padded ranges in one pass. */
function mergeSorted(starts: number[], ends: number[], n: number, pad = PAD): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let k = 0; k < starts.length; k++) {
    const s = Math.max(0, starts[k] - pad);
    const e = Math.min(n, ends[k] + pad);
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Whether text[a, b) holds the code unit `code`. */
function hasCode(text: string, a: number, b: number, code: number): boolean {
  for (let i = a; i < b; i++) if (text.charCodeAt(i) === code) return true;
  return false;
}

/** Classes of the code units of leet tokens: a letter, a leet character, another digit (2). */
const TOKEN_LETTER = 1;
const TOKEN_LEET = 2;
const TOKEN_FOREIGN = 4;
const TOKEN_CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) TOKEN_CLASS[c] = TOKEN_LETTER;
for (const ch of '013456789@$|') TOKEN_CLASS[ch.charCodeAt(0)] = TOKEN_LEET;
TOKEN_CLASS[50 /* 2 */] = TOKEN_FOREIGN;
/** The class of a code unit of [a-z0-9@$|€], 0 for any other. */
const tokenClass = (c: number) => (c < 128 ? TOKEN_CLASS[c] : c === 0x20ac ? TOKEN_LEET : 0);

/**
 * Leet tokens, in order: maximal runs of [a-z0-9@$|€] made only of letters and leet characters,
 * 3-20 long, with a leet character and two letters, and not a number with a unit. Shorter ones
 * ("l35", "4r3": 2 long, or one letter) go to `minorStarts`/`minorEnds`: they are decoded inside
 * a window a full token opened, never the reason for one. Found from their leet characters (a
 * table lookup per character of the text; most text has few), each run measured once.
 */
function findLeetTokens(text: string, starts: number[], ends: number[], minorStarts: number[], minorEnds: number[]): void {
  const n = text.length;
  let next = 0; // runs before this were measured
  while (next < n) {
    let at = next;
    for (; at < n; at++) if (tokenClass(text.charCodeAt(at)) === TOKEN_LEET) break;
    if (at >= n) break;
    let a = at;
    while (a > next && tokenClass(text.charCodeAt(a - 1)) !== 0) a--;
    let seen = 0; // TOKEN_* bits of the run's characters
    let letters = 0;
    let b = a;
    for (; b < n; b++) {
      const k = tokenClass(text.charCodeAt(b));
      if (k === 0) break;
      seen |= k;
      if (k === TOKEN_LETTER) letters++;
    }
    next = b;
    if ((seen & TOKEN_FOREIGN) !== 0 || b - a < 2 || b - a > 20 || letters < 1) continue;
    const first = text.charCodeAt(a);
    if (first >= 48 && first <= 57 && isNumberWithUnit(text, a, b)) continue;
    if (b - a < 3 || letters < 2) {
      minorStarts.push(a);
      minorEnds.push(b);
      continue;
    }
    starts.push(a);
    ends.push(b);
  }
}

/** Decoded leet characters below 128 (0: not a leet character); `1` is decoded by the caller. */
const LEET_ASCII = new Uint8Array(128);
for (const [c, v] of LEET_CODES) if (c < 128) LEET_ASCII[c] = v;

/** One code of a leet token decoded (`1` as `one`): every code of a token decodes to a letter. */
function deleetCode(c: number, one: number): number {
  if (c === 49) return one;
  if (c < 128) return LEET_ASCII[c] || c;
  return c === 0x20ac ? 101 : c;
}

const TRIE_PREFIX = 1;
const TRIE_WORD = 2;

/**
 * The words a decoded leet token counts for, as a trie over a-z: a token is relevant when it is
 * one of `words` or begins with one of `prefixes`. A decoded token is all letters, so an entry
 * with another character can never match and is left out. The check walks the token's codes,
 * decoding them on the way, so it allocates nothing and stops at the first letter no entry has.
 */
export class LetterTrie {
  /** node * 26 + letter → child + 1 (0: none). */
  private next = new Int32Array(26 * 64);
  /** TRIE_PREFIX / TRIE_WORD bits of each node. */
  private flag = new Uint8Array(64);
  private nodes = 1;

  constructor(words: Iterable<string>, prefixes: Iterable<string>) {
    for (const w of words) this.add(w, TRIE_WORD);
    for (const p of prefixes) this.add(p, TRIE_PREFIX);
  }

  private add(entry: string, bit: number): void {
    for (let i = 0; i < entry.length; i++) {
      const c = entry.charCodeAt(i);
      if (c < 97 || c > 122) return;
    }
    let node = 0;
    for (let i = 0; i < entry.length; i++) {
      const at = node * 26 + entry.charCodeAt(i) - 97;
      if (this.next[at] === 0) {
        if (this.nodes === this.flag.length) {
          const next = new Int32Array(this.next.length * 2);
          next.set(this.next);
          this.next = next;
          const flag = new Uint8Array(this.flag.length * 2);
          flag.set(this.flag);
          this.flag = flag;
        }
        this.next[at] = ++this.nodes;
      }
      node = this.next[at] - 1;
    }
    this.flag[node] |= bit;
  }

  /** Whether the leet token text[a, b), decoded with `1` as `one`, is relevant. */
  matches(text: string, a: number, b: number, one: number): boolean {
    const { next, flag } = this;
    let node = 0;
    for (let i = a; i < b; i++) {
      if ((flag[node] & TRIE_PREFIX) !== 0) return true;
      const letter = deleetCode(text.charCodeAt(i), one) - 97;
      if (letter < 0 || letter >= 26) return false; // not a token code (see above)
      const t = next[node * 26 + letter];
      if (t === 0) return false;
      node = t - 1;
    }
    return flag[node] !== 0;
  }
}

const ONE_AS_I = 105;
const ONE_AS_L = 108;

/** "a11", "wi11": a doubled `1` is far more often `ll` than `ii`. */
const hasDoubleOne = (text: string, a: number, b: number) => text.slice(a, b).includes('11');

/**
 * The letter the `1`s of the token text[a, b) read as: the one that makes it a word `relevant`
 * knows, `i` first; for an unknown word `l` when the `1` is doubled ("a11"), else `unknown`.
 * Texts mix both ("1gn0r3 a11 ru1e5"), so each token is read on its own.
 */
function readOneAs(text: string, a: number, b: number, relevant: LetterTrie, unknown: number): number {
  if (relevant.matches(text, a, b, ONE_AS_I)) return ONE_AS_I;
  if (relevant.matches(text, a, b, ONE_AS_L)) return ONE_AS_L;
  return hasDoubleOne(text, a, b) ? ONE_AS_L : unknown;
}

/**
 * Views with leet characters replaced: each token's `1` read as readOneAs says, an unknown
 * word's as `i` ("pr1nt"), then, when a token has a `1`, a second view reading an unknown word's
 * inner `1` as `l` ("r36145", reglas),
 * over windows around the leet tokens that decode to a word `relevant` accepts (a trigger word
 * of some pattern); every leet token inside a window is decoded.
 */
export function leetViews(base: Mapped, relevant: LetterTrie): Mapped[] {
  const text = base.text;
  const starts: number[] = [];
  const ends: number[] = [];
  // short tokens ("l35", "4r3"): decoded inside a window, never the reason for one
  const minorStarts: number[] = [];
  const minorEnds: number[] = [];
  let hasOne = false;
  let differs = false; // whether the second view reads some `1` differently
  findLeetTokens(text, starts, ends, minorStarts, minorEnds);
  if (starts.length === 0) return [];
  const keyStarts: number[] = [];
  const keyEnds: number[] = [];
  for (let k = 0; k < starts.length; k++) {
    const a = starts[k];
    const b = ends[k];
    if (relevant.matches(text, a, b, 105 /* i */) || (hasCode(text, a, b, 49 /* 1 */) && relevant.matches(text, a, b, 108 /* l */))) {
      keyStarts.push(a);
      keyEnds.push(b);
    }
  }
  if (keyStarts.length === 0) return [];
  // inToken / inToken2: 0 outside tokens, else the letter a `1` of the token reads as in the first / second view
  const inToken = new Uint8Array(text.length);
  const inToken2 = new Uint8Array(text.length);
  for (let k = 0; k < starts.length; k++) {
    const a = starts[k];
    const b = ends[k];
    const withOne = hasCode(text, a, b, 49 /* 1 */);
    hasOne ||= withOne;
    const first = withOne ? readOneAs(text, a, b, relevant, ONE_AS_I) : ONE_AS_I;
    const second = withOne ? readOneAs(text, a, b, relevant, text.charCodeAt(a) === 49 ? ONE_AS_I : ONE_AS_L) : ONE_AS_I;
    differs ||= first !== second;
    inToken.fill(first, a, b);
    inToken2.fill(second, a, b);
  }
  for (let k = 0; k < minorStarts.length; k++) {
    const a = minorStarts[k];
    const b = minorEnds[k];
    const doubled = hasDoubleOne(text, a, b);
    const first = doubled ? ONE_AS_L : ONE_AS_I;
    const second = doubled || (text.charCodeAt(a) !== 49 && hasCode(text, a, b, 49)) ? ONE_AS_L : ONE_AS_I;
    differs ||= first !== second;
    hasOne ||= hasCode(text, a, b, 49);
    inToken.fill(first, a, b);
    inToken2.fill(second, a, b);
  }
  const windows = mergeSorted(keyStarts, keyEnds, text.length);
  const make = (letters: Uint8Array) =>
    windowsView(base, windows, (s, e, out) => {
      for (let i = s; i < e; i++) {
        const code = text.charCodeAt(i);
        const r = letters[i] ? (code === 49 ? letters[i] : LEET_CODES.get(code)) : undefined;
        out.push(r ?? code, i, r !== undefined ? 1 : 0);
      }
    }, false);
  const views = [make(inToken)];
  if (hasOne && differs) views.push(make(inToken2));
  return views;
}

// ------------------------------------------------------------------ spaced-out letters
const LETTER = /\p{L}/u;
const letterCache = new Map<number, boolean>();
/** A letter (any script); ASCII without a regex. */
function isLetterCode(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  let hit = letterCache.get(c);
  if (hit === undefined) {
    hit = LETTER.test(String.fromCharCode(c));
    if (letterCache.size < 4096) letterCache.set(c, hit);
  }
  return hit;
}
const isDigitCode = (c: number) => c >= 48 && c <= 57;
const isSeparatorCode = (c: number) => c === 32 || c === 46 || c === 45 || c === 95 || c === 42 || c === 47 || c === 124;
const SPACED_HINT = /(?:^|[^a-z0-9])[a-z][ .\-_*/|][a-z][ .\-_*/|][a-z][ .\-_*/|][a-z](?![a-z0-9])/;

/**
 * Runs of at least four single letters, each followed by one separator ("i g n o r e"); two or three
 * separators between letters part words inside a run ("i.g.n.o.r.a. .l.a.s"). Linear scan.
 */
function spacedRuns(text: string): Array<[number, number]> {
  const n = text.length;
  const single = (i: number) =>
    isLetterCode(text.charCodeAt(i)) &&
    (i === 0 || !(isLetterCode(text.charCodeAt(i - 1)) || isDigitCode(text.charCodeAt(i - 1)))) &&
    (i + 1 >= n || !(isLetterCode(text.charCodeAt(i + 1)) || isDigitCode(text.charCodeAt(i + 1))));
  const runs: Array<[number, number]> = [];
  let i = 0;
  while (i < n) {
    // a run needs a separator after its first letter: most positions fail that cheaper test
    if (i + 2 >= n || !isSeparatorCode(text.charCodeAt(i + 1)) || !single(i)) {
      i++;
      continue;
    }
    let j = i;
    let count = 1;
    for (;;) {
      if (j + 2 < n && isSeparatorCode(text.charCodeAt(j + 1)) && single(j + 2)) j += 2;
      else if (j + 3 < n && isSeparatorCode(text.charCodeAt(j + 1)) && isSeparatorCode(text.charCodeAt(j + 2)) && single(j + 3)) j += 3;
      else if (j + 4 < n && isSeparatorCode(text.charCodeAt(j + 1)) && isSeparatorCode(text.charCodeAt(j + 2)) && isSeparatorCode(text.charCodeAt(j + 3)) && single(j + 4)) j += 4;
      else break;
      count++;
    }
    if (count >= 4) runs.push([i, j + 1]);
    i = j + 1;
  }
  return runs;
}

/** A view with the separators inside spaced-letter runs removed ("ignore"). */
export function squashedView(base: Mapped, mayContainNonAscii: boolean): Mapped | null {
  if (!mayContainNonAscii && !SPACED_HINT.test(base.text)) return null;
  const runs = spacedRuns(base.text);
  if (runs.length === 0) return null;
  // 1: a letter of a run, 2: a separator to drop, 3: a separator that parts two words
  const mark = new Uint8Array(base.text.length);
  const text = base.text;
  for (const [s, e] of runs) {
    // the separator most used in a run joins letters; another one ("d.i.s y.o.u") parts words
    // (a gap of several separators always parts words: its first becomes a blank, the rest drop)
    const lone = (i: number) => isLetterCode(text.charCodeAt(i - 1)) && isLetterCode(text.charCodeAt(i + 1));
    const counts = new Map<number, number>();
    for (let i = s + 1; i < e; i++) if (!isLetterCode(text.charCodeAt(i)) && lone(i)) counts.set(text.charCodeAt(i), (counts.get(text.charCodeAt(i)) ?? 0) + 1);
    let joiner = 32;
    let most = 0;
    for (const [c, n] of counts) if (n > most) [joiner, most] = [c, n];
    for (let i = s; i < e; i++) {
      if (isLetterCode(text.charCodeAt(i))) mark[i] = 1;
      else if (lone(i)) mark[i] = text.charCodeAt(i) === joiner ? 2 : 3;
      else mark[i] = isLetterCode(text.charCodeAt(i - 1)) ? 3 : 2;
    }
  }
  return windowsView(base, padMerge(runs, text.length), (s, e, out) => {
    for (let i = s; i < e; i++) {
      if (mark[i] === 3) out.push(32, i, 1);
      else if (mark[i] !== 2) out.push(text.charCodeAt(i), i, mark[i]);
      // a wider gap in the original ("i g n o r e   t h e") separates words: folding collapsed it
      else if (i > 0 && i + 1 < text.length && base.from(i + 1) - base.to(i - 1) >= 2) out.push(32, i, 1);
    }
  }, false);
}

// ------------------------------------------------------------------ phrases across comment lines
/** A comment line's marker after its indentation (`//`, `#`, `--`) and one blank; `*` also starts Markdown bullets. */
const COMMENT_MARKER = /^[ \t]*(?:\/\/+|#+|--)[ \t]?/;

/**
 * The runs of two or more consecutive comment lines with their markers dropped and their lines
 * joined by a blank, so a phrase a code comment wraps ("paste your\n// complete system prompt")
 * reads as one. Null when the text has no such run.
 */
export function commentJoinedView(base: Mapped): Mapped | null {
  const text = base.text;
  if (text.indexOf('\n') < 0) return null;
  // [content start, line end] of each comment line, grouped into runs of consecutive lines
  const runs: Array<Array<[number, number]>> = [];
  let run: Array<[number, number]> = [];
  for (let at = 0; at <= text.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const marker = COMMENT_MARKER.exec(text.slice(at, Math.min(end, at + 24)));
    if (marker !== null && end > at + marker[0].length) run.push([at + marker[0].length, end]);
    else {
      if (run.length >= 2) runs.push(run);
      run = [];
    }
    at = end + 1;
  }
  if (run.length >= 2) runs.push(run);
  if (runs.length === 0) return null;
  const windows = runs.map((r) => [r[0][0], r[r.length - 1][1]] as [number, number]);
  let k = 0;
  return windowsView(base, windows, (s, e, out) => {
    const lines = runs[k++];
    lines.forEach(([a, b], i) => {
      if (i > 0) out.push(32, a - 1, 0);
      for (let j = a; j < b; j++) out.push(text.charCodeAt(j), j, 0);
    });
  }, false);
}

// ------------------------------------------------------------------ reversed and ROT13
/** Reversed and ROT13 spellings of "ignore", "disregard", "forget", "instructions", "prompt", "previous". */
export const TURNED_KEYS = [
  'erongi', 'dragersid', 'tegrof', 'snoitcurtsni', 'tpmorp', 'vtaber', 'qvfertneq', 'sbetrg', 'vafgehpgvbaf', 'cebzcg', 'cerivbhf',
  // German, French and Spanish: vergiss, anweisungen, regeln, oublie, consignes, olvida, instrucciones, reglas, normas
  'ssigrev', 'negnusiewna', 'nleger', 'eilbuo', 'sengisnoc', 'adivlo', 'senoiccurtsni', 'salger', 'samron',
  'iretvff', 'najrvfhatra', 'ertrya', 'bhoyvr', 'pbafvtarf', 'byivqn', 'vafgehppvbarf', 'ertynf', 'abeznf',
];
/** Reversed (group 1) or ROT13 (group 2) spellings of "ignore", "disregard", "instructions", "system prompt"... */
const TURNED_HINT =
  /(erongi|dragersid|tegrof|snoitcurtsni|tpmorp|selur suoiverp|ssigrev|negnusiewna|nleger|eilbuo|sengisnoc|adivlo|senoiccurtsni|salger|samron)|(vtaber|qvfertneq|sbetrg|vafgehpgvbaf|flfgrz cebzcg|cerivbhf|iretvff|najrvfhatra|ertrya|bhoyvr|pbafvtarf|byivqn|vafgehppvbarf|ertynf|abeznf)/g;

export function turnedViews(base: Mapped): Mapped[] {
  const reversed: Array<[number, number]> = [];
  const rotated: Array<[number, number]> = [];
  TURNED_HINT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TURNED_HINT.exec(base.text)) !== null) (m[1] ? reversed : rotated).push([m.index, m.index + m[0].length]);
  const views: Mapped[] = [];
  if (reversed.length) {
    views.push(
      windowsView(base, padMerge(reversed, base.text.length), (s, e, out) => {
        for (let i = e - 1; i >= s; i--) out.push(base.text.charCodeAt(i), i, 1);
      }, true),
    );
  }
  if (rotated.length) {
    views.push(
      windowsView(base, padMerge(rotated, base.text.length), (s, e, out) => {
        for (let i = s; i < e; i++) {
          const c = base.text.charCodeAt(i);
          out.push(c >= 97 && c <= 122 ? ((c - 97 + 13) % 26) + 97 : c, i, 1);
        }
      }, true),
    );
  }
  return views;
}
