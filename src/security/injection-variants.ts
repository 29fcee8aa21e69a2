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
}

export function mappedFromFold(f: Folded): Mapped {
  const flags = f.obf;
  return {
    text: f.text,
    from: (i) => f.start[i],
    to: (i) => f.end[i],
    obf: flags ? (i) => flags[i] === 1 : () => false,
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
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '|': 'l', '€': 'e' };
const LEET_CODES = new Map(Object.entries(LEET).map(([k, v]) => [k.charCodeAt(0), v.charCodeAt(0)]));
const LEET_CHAR = /[013457@$|€8]/g;
/**
 * Leet tokens: maximal runs of [a-z0-9@$|€] made only of letters and leet characters
 * ([a-z013457@$|€8]), 3-20 long, with at least one leet character and two letters.
 */
/** Numbers with a unit or ordinal suffix are not leetspeak. */
const UNIT = /^\d+(?:st|nd|rd|th|am|pm|km|kg|mg|ml|cm|mm|px|em|ms|gb|mb|kb|tb|hz|ghz|mhz|fps|k|m|g|h|s|d|x|l|b|v|w|p)$/;

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

const isTokenCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 64 || c === 36 || c === 124 || c === 0x20ac;
/** LEET_CHAR's characters: 0 1 3 4 5 7 8 @ $ | €. */
const isLeetCode = (c: number) =>
  c === 48 || c === 49 || c === 51 || c === 52 || c === 53 || c === 55 || c === 56 || c === 64 || c === 36 || c === 124 || c === 0x20ac;

/**
 * 26 x 26 x 26 table of the three-letter starts that words accepted by a relevance test may have
 * (`table[((a - 97) * 26 + (b - 97)) * 26 + (c - 97)]`), from the words and the prefixes that make
 * a word relevant: a shorter prefix allows every start it begins. Decoded leet tokens are all
 * letters (and at least three), so a prefix with another character in its first three can never
 * begin one.
 */
export function letterTriples(words: Iterable<string>): Uint8Array {
  const table = new Uint8Array(26 * 26 * 26);
  const letter = (c: number) => c >= 97 && c <= 122;
  for (const w of words) {
    if (w.length === 0) return table.fill(1); // the empty prefix begins every word
    let at = 0;
    let k = 0;
    for (; k < 3 && k < w.length; k++) {
      const c = w.charCodeAt(k);
      if (!letter(c)) break;
      at = at * 26 + (c - 97);
    }
    if (k < Math.min(3, w.length)) continue; // a non-letter among the first three
    const span = k === 3 ? 1 : k === 2 ? 26 : 26 * 26;
    table.fill(1, at * span, at * span + span);
  }
  return table;
}

/** The first three letters of the leet token at `at`, decoded with `1` as `i` or as `l`. */
function mayBeRelevant(text: string, at: number, triples: Uint8Array): boolean {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  if (triples[((deleetCode(a, 105) - 97) * 26 + (deleetCode(b, 105) - 97)) * 26 + (deleetCode(c, 105) - 97)] === 1) return true;
  if (a !== 49 && b !== 49 && c !== 49) return false;
  return triples[((deleetCode(a, 108) - 97) * 26 + (deleetCode(b, 108) - 97)) * 26 + (deleetCode(c, 108) - 97)] === 1;
}

/** One code of a leet token decoded (`1` as `one`). */
function deleetCode(c: number, one: number): number {
  return c === 49 ? one : (LEET_CODES.get(c) ?? c);
}

/** `token` with its leet characters replaced, `1` by `one` (a token is at most 20 characters). */
function deleet(token: string, one: number): string {
  const codes: number[] = [];
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    codes.push(c === 49 ? one : (LEET_CODES.get(c) ?? c));
  }
  return String.fromCharCode(...codes);
}

/**
 * Views with leet characters replaced (`1` read as `i`, then as `l` when a token has a `1`),
 * over windows around the leet tokens that decode to a word `relevant` accepts (a trigger word
 * of some pattern); every leet token inside a window is decoded.
 */
export function leetViews(base: Mapped, relevant: (word: string) => boolean, starts3?: Uint8Array): Mapped[] {
  const text = base.text;
  const n = text.length;
  const starts: number[] = [];
  const ends: number[] = [];
  // short tokens ("l35", "4r3"): decoded inside a window, never the reason for one
  const minorStarts: number[] = [];
  const minorEnds: number[] = [];
  let hasOne = false;
  // maximal runs of [a-z0-9@$|€] made only of letters and leet characters, 3-20 long, with a
  // leet character and two letters, and not a number with a unit: found from their leet characters
  let next = 0;
  while (next < n) {
    let at = next;
    while (at < n && !isLeetCode(text.charCodeAt(at))) at++;
    if (at >= n) break;
    let a = at;
    while (a > 0 && isTokenCode(text.charCodeAt(a - 1))) a--;
    let b = at + 1;
    while (b < n && isTokenCode(text.charCodeAt(b))) b++;
    next = b;
    if (b - a < 2 || b - a > 20) continue;
    let letters = 0;
    let foreign = false;
    for (let i = a; i < b; i++) {
      const c = text.charCodeAt(i);
      if (c >= 97 && c <= 122) letters++;
      else if (c === 50 || c === 54 || c === 57) foreign = true; // 2, 6, 9: not leet
    }
    if (letters < 1 || foreign) continue;
    const first = text.charCodeAt(a);
    if (first >= 48 && first <= 57 && UNIT.test(text.slice(a, b))) continue;
    if (b - a < 3 || letters < 2) {
      minorStarts.push(a);
      minorEnds.push(b);
      continue;
    }
    starts.push(a);
    ends.push(b);
  }
  if (starts.length === 0) return [];
  const keyStarts: number[] = [];
  const keyEnds: number[] = [];
  for (let k = 0; k < starts.length; k++) {
    // a relevant word begins with three letters that some relevant word may begin with
    if (starts3 !== undefined && !mayBeRelevant(text, starts[k], starts3)) continue;
    const token = text.slice(starts[k], ends[k]);
    if (relevant(deleet(token, 105 /* i */)) || (token.includes('1') && relevant(deleet(token, 108 /* l */)))) {
      keyStarts.push(starts[k]);
      keyEnds.push(ends[k]);
    }
  }
  if (keyStarts.length === 0) return [];
  const inToken = new Uint8Array(text.length);
  for (let k = 0; k < starts.length; k++) {
    inToken.fill(1, starts[k], ends[k]);
    if (!hasOne && text.slice(starts[k], ends[k]).includes('1')) hasOne = true;
  }
  for (let k = 0; k < minorStarts.length; k++) inToken.fill(1, minorStarts[k], minorEnds[k]);
  const windows = mergeSorted(keyStarts, keyEnds, text.length);
  const make = (one: number) =>
    windowsView(base, windows, (s, e, out) => {
      for (let i = s; i < e; i++) {
        const code = text.charCodeAt(i);
        const r = inToken[i] ? (code === 49 ? one : LEET_CODES.get(code)) : undefined;
        out.push(r ?? code, i, r !== undefined ? 1 : 0);
      }
    }, false);
  const views = [make(105 /* i */)];
  if (hasOne) views.push(make(108 /* l */));
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

/** Runs of at least four single letters, each followed by one separator ("i g n o r e"). Linear scan. */
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
    while (j + 2 < n && isSeparatorCode(text.charCodeAt(j + 1)) && single(j + 2)) {
      j += 2;
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
  // 1: a letter of a run, 2: a separator to drop
  const mark = new Uint8Array(base.text.length);
  for (const [s, e] of runs) for (let i = s; i < e; i++) mark[i] = (i - s) % 2 === 0 ? 1 : 2;
  const text = base.text;
  return windowsView(base, padMerge(runs, text.length), (s, e, out) => {
    for (let i = s; i < e; i++) if (mark[i] !== 2) out.push(text.charCodeAt(i), i, mark[i]);
  }, false);
}

// ------------------------------------------------------------------ reversed and ROT13
/** Reversed and ROT13 spellings of "ignore", "disregard", "forget", "instructions", "prompt", "previous". */
export const TURNED_KEYS = ['erongi', 'dragersid', 'tegrof', 'snoitcurtsni', 'tpmorp', 'vtaber', 'qvfertneq', 'sbetrg', 'vafgehpgvbaf', 'cebzcg', 'cerivbhf'];
/** Reversed (group 1) or ROT13 (group 2) spellings of "ignore", "disregard", "instructions", "system prompt"... */
const TURNED_HINT = /(erongi|dragersid|tegrof|snoitcurtsni|tpmorp|selur suoiverp)|(vtaber|qvfertneq|sbetrg|vafgehpgvbaf|flfgrz cebzcg|cerivbhf)/g;

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
