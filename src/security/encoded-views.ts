/**
 * Decoded views of text hidden in encodings that injection.ts does not decode itself: HTML
 * numeric character references, decimal character-code lists, 8-bit binary groups, base32, and
 * percent escapes mixed with plain letters. The scanner re-scans each decoded run, so an
 * instruction written as `&#73;&#103;...` is found like a plain one.
 *
 * Cost: every kind is one forward pass with bounded look-ahead and no regexes that can
 * backtrack. Runs of one kind never overlap, so decoding them is linear in total too. The kinds
 * are generators merged lazily, so once `max` runs are found the rest of the text is not read.
 * A run longer than `maxChars` is skipped, not decoded, like injection.ts's MAX_DECODE_CHARS.
 */

import { hasRunOf } from './runs.ts';

export const ENCODED_RUN_KINDS = ['html_entities', 'char_codes', 'binary', 'base32', 'url_encoded'] as const;
export type EncodedRunKind = (typeof ENCODED_RUN_KINDS)[number];

export interface EncodedRun {
  start: number;
  end: number;
  kind: EncodedRunKind;
  decoded: string;
}

/** Fewest encoded units a run needs: fewer is as likely to be data as a hidden sentence. */
const MIN_UNITS = 8;
/** Plain characters allowed between two references or escapes of one run (html, url). */
const MAX_GAP = 32;
/**
 * Letters a run takes in on each side (the rest of a word half-encoded, `&#73;gnore`). Half of
 * MAX_GAP, so two runs of one kind, which are more than MAX_GAP apart, never overlap.
 */
const MAX_EXTEND = 16;
/** Space-separated numbers are character codes only when one of these precedes them closely. */
const CHAR_CODE_CUES = ['ascii', 'char code', 'charcode', 'character code', 'decimal', 'codes'];
const CUE_WINDOW = 40;
const MIN_BASE32 = 16;

const utf8 = new TextDecoder('utf-8');

/** Encoded runs of `text` that decode to readable text (at most `max` runs, each at most `maxChars` long). */
/** Necessary conditions of the kinds (each a run of one fixed shape, so linear). */
const MAYBE_CHAR_CODES = /\d,[ \t]*\d{1,3}[ \t]*,[ \t]*\d{1,3}[ \t]*,/;
/** A space-separated list counts only after one of these cue words (see charCodeRuns); the rarer shape is tested first. */
const maybeCuedCodes = (text: string) => /\d \d{1,3} \d{1,3} \d/.test(text) && /ascii|code|decimal/i.test(text);
const MAYBE_BINARY = /[01]{8}[ ,]{0,2}[01]{8}/;
const MAYBE_BASE32 = /[A-Z2-7]{16}|[a-z2-7]{16}=/;
const isUpperBase32 = (c: number) => (c >= 65 && c <= 90) || (c >= 50 && c <= 55);
const MAYBE_URL_ENCODED = /%[0-9A-Fa-f]{2}[^%\s]{0,32}%[0-9A-Fa-f]{2}[^%\s]{0,32}%[0-9A-Fa-f]{2}/;

/** MAYBE_BASE32's answer: its upper-case half is a plain run, the padded lower-case half needs an `=`. */
const maybeBase32 = (text: string) => hasRunOf(text, MIN_BASE32, isUpperBase32) || (text.includes('=') && MAYBE_BASE32.test(text));

export function findEncodedRuns(text: string, max = 64, maxChars = 65_536): EncodedRun[] {
  const out: EncodedRun[] = [];
  // the shortest possible run is 8 one-digit codes and 7 commas
  if (max <= 0 || text.length < 2 * MIN_UNITS - 1) return out;
  // each kind's pass runs only when a cheap necessary condition holds: most texts hold none
  const sources: Generator<EncodedRun>[] = [];
  if (text.includes('&#')) sources.push(htmlEntityRuns(text, maxChars));
  if ((text.includes(',') && MAYBE_CHAR_CODES.test(text)) || maybeCuedCodes(text)) sources.push(charCodeRuns(text, maxChars));
  if (MAYBE_BINARY.test(text)) sources.push(binaryRuns(text, maxChars));
  if (maybeBase32(text)) sources.push(base32Runs(text, maxChars));
  if (text.includes('%') && MAYBE_URL_ENCODED.test(text)) sources.push(urlEncodedRuns(text, maxChars));
  if (sources.length === 0) return out;
  const pull = (k: number): EncodedRun | null => {
    const r = sources[k].next();
    return r.done ? null : r.value;
  };
  const heads = sources.map((_, k) => pull(k));
  let lastEnd = 0;
  while (out.length < max) {
    // the earliest head; on a tie the longer one, then the kind listed first
    let best = -1;
    for (let k = 0; k < heads.length; k++) {
      const h = heads[k];
      if (h === null) continue;
      const b = best < 0 ? null : heads[best];
      if (b === null || h.start < b.start || (h.start === b.start && h.end > b.end)) best = k;
    }
    if (best < 0) break;
    const run = heads[best] as EncodedRun;
    heads[best] = pull(best);
    if (run.start < lastEnd) continue; // overlaps a run already taken
    out.push(run);
    lastEnd = run.end;
  }
  return out;
}

// ------------------------------------------------------------------ readability
const isDigit = (c: number) => c >= 48 && c <= 57;
const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isAlnum = (c: number) => isDigit(c) || isAsciiLetter(c);
const isBlank = (c: number) => c === 32 || c === 9;
const isWhite = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;
/** Scripts written without spaces (kana, CJK ideographs, hangul): a sentence there has none. */
const isSpacelessScript = (c: number) => (c >= 0x3040 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af);

/**
 * Decoded text that reads as text: at least 90% printable, at least 60% letters and spaces, and
 * two spaces between words. With `spaceless`, a run mostly in a script written without spaces
 * needs none. Letters are ASCII letters or anything above U+00BF (accents, other scripts), as in
 * injection.ts's readableText.
 */
function looksLikeText(s: string, spaceless: boolean): boolean {
  const n = s.length;
  if (n < MIN_UNITS) return false;
  let printable = 0;
  let letters = 0;
  let spaces = 0;
  let unspaced = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (isWhite(c)) {
      spaces++;
      printable++;
    } else if (c >= 32 && c < 127) {
      printable++;
      if (isAsciiLetter(c)) letters++;
    } else if (c > 0xbf && c !== 0xfffd) {
      printable++;
      letters++;
      if (isSpacelessScript(c)) unspaced++;
    }
  }
  if (printable < n * 0.9 || letters + spaces < n * 0.6) return false;
  return spaces >= 2 || (spaceless && unspaced >= 4 && unspaced * 2 >= n);
}

/** Code points to a string, in chunks (a spread of tens of thousands of arguments can overflow the stack). */
function fromCodes(codes: number[]): string {
  let s = '';
  for (let i = 0; i < codes.length; i += 4096) s += String.fromCodePoint(...codes.slice(i, i + 4096));
  return s;
}

/** Bytes as UTF-8 text when that reads as text, else null. Invalid sequences become U+FFFD. */
function bytesAsText(bytes: Uint8Array, spaceless: boolean): string | null {
  const s = utf8.decode(bytes);
  return looksLikeText(s, spaceless) ? s : null;
}

// ------------------------------------------------------------------ html_entities
/** The named references decoded inside a run of numeric ones (alone they start nothing). */
const NAMED_REFS: ReadonlyArray<readonly [string, number]> = [
  ['amp;', 38],
  ['lt;', 60],
  ['gt;', 62],
  ['quot;', 34],
  ['apos;', 39],
  ['nbsp;', 0xa0],
];
/** Set by refAt: the code point of the reference read, and whether it was numeric. */
let refCode = 0;
let refNumeric = false;

const hexValue = (c: number) => (isDigit(c) ? c - 48 : (c | 32) >= 97 && (c | 32) <= 102 ? (c | 32) - 87 : -1);

/**
 * Length of the character reference at text[i] (an `&`), 0 when there is none. Numeric ones are
 * `&#` and up to 7 decimal or `x` and up to 6 hex digits, with the `;` optional as in browsers;
 * they must name a scalar value other than NUL.
 */
function refAt(text: string, i: number): number {
  const n = text.length;
  if (text.charCodeAt(i + 1) === 35) {
    let p = i + 2;
    const hex = p < n && (text.charCodeAt(p) | 32) === 120;
    if (hex) p++;
    const first = p;
    const most = hex ? 6 : 7;
    let v = 0;
    while (p < n && p - first <= most) {
      const d = hex ? hexValue(text.charCodeAt(p)) : isDigit(text.charCodeAt(p)) ? text.charCodeAt(p) - 48 : -1;
      if (d < 0) break;
      v = v * (hex ? 16 : 10) + d;
      p++;
    }
    if (p === first || p - first > most || v === 0 || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) return 0;
    if (p < n && text.charCodeAt(p) === 59) p++;
    refCode = v;
    refNumeric = true;
    return p - i;
  }
  for (const [name, code] of NAMED_REFS) {
    if (text.startsWith(name, i + 1)) {
      refCode = code;
      refNumeric = false;
      return name.length + 1;
    }
  }
  return 0;
}

/**
 * A character an HTML author never needs to escape: a letter, digit or space. Typographic
 * references (`&#8217;`, `&#8212;`, `&#169;`) are everyday HTML, so a run needs half of its numeric
 * references to be these before it counts as hiding text.
 */
const isWordCode = (c: number) =>
  isAlnum(c) || isWhite(c) || (c >= 0xc0 && !(c >= 0x2000 && c <= 0x2bff) && !(c >= 0x3000 && c <= 0x303f) && c < 0x1f000);

/**
 * Runs of numeric references, each within MAX_GAP characters of the previous one, plus the rest
 * of the words they cut (`&#73;gnore`). Plain characters between them are kept as they are.
 */
function* htmlEntityRuns(text: string, maxChars: number): Generator<EncodedRun> {
  const n = text.length;
  let i = text.indexOf('&#');
  let floor = 0; // end of the last run yielded
  let runStart = -1;
  let runEnd = -1;
  let numeric = 0;
  let wordy = 0;
  const finish = (): EncodedRun | null => {
    if (numeric < MIN_UNITS || wordy * 2 < numeric) return null;
    let s = runStart;
    while (s > floor && runStart - s < MAX_EXTEND && isAsciiLetter(text.charCodeAt(s - 1))) s--;
    let e = runEnd;
    while (e < n && e - runEnd < MAX_EXTEND && isAsciiLetter(text.charCodeAt(e))) e++;
    if (e - s > maxChars) return null;
    let decoded = '';
    for (let p = s; p < e; ) {
      const len = text.charCodeAt(p) === 38 ? refAt(text, p) : 0;
      if (len > 0) {
        decoded += String.fromCodePoint(refCode);
        p += len;
      } else {
        decoded += text[p++];
      }
    }
    return looksLikeText(decoded, true) ? { start: s, end: e, kind: 'html_entities', decoded } : null;
  };
  while (i >= 0 && i < n) {
    const len = refAt(text, i);
    if (len === 0) {
      i = text.indexOf('&', i + 1);
      continue;
    }
    if (runStart >= 0 && i - runEnd > MAX_GAP) {
      const run = finish();
      runStart = -1;
      if (run) {
        floor = run.end;
        yield run;
      }
    }
    if (runStart < 0) {
      if (!refNumeric) {
        i = text.indexOf('&', i + len);
        continue;
      }
      runStart = i;
      numeric = 0;
      wordy = 0;
    }
    if (refNumeric) {
      numeric++;
      if (isWordCode(refCode)) wordy++;
    }
    runEnd = i + len;
    i = text.indexOf('&', runEnd);
  }
  if (runStart >= 0) {
    const run = finish();
    if (run) yield run;
  }
}

// ------------------------------------------------------------------ char_codes
const isCharCode = (v: number) => (v >= 32 && v <= 126) || v === 9 || v === 10 || v === 13;
const COMMA_LIST = 1;
const SPACE_LIST = 2;

function hasCharCodeCue(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - CUE_WINDOW), start).toLowerCase();
  return CHAR_CODE_CUES.some((cue) => before.includes(cue));
}

/**
 * Lists of decimal codes in 32..126 (or 9, 10, 13): comma-separated (`String.fromCharCode(105,
 * 103, ...)`), or space-separated right after a cue word ("ASCII: 73 103 ..."), since bare
 * numbers with spaces are common in prose and tables. One list keeps one kind of separator.
 */
function* charCodeRuns(text: string, maxChars: number): Generator<EncodedRun> {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let p = i;
    let end = i;
    let mode = 0;
    const codes: number[] = [];
    let count = 0;
    for (;;) {
      let q = p;
      let v = 0;
      while (q < n && isDigit(text.charCodeAt(q))) {
        if (q - p < 4) v = v * 10 + text.charCodeAt(q) - 48;
        q++;
      }
      i = q; // a number that is no code cannot start a list either
      if (q - p > 3 || !isCharCode(v)) break;
      count++;
      end = q;
      if (end - start <= maxChars) codes.push(v);
      let s = q;
      while (s < n && isBlank(text.charCodeAt(s))) s++;
      let sep = SPACE_LIST;
      if (s < n && text.charCodeAt(s) === 44) {
        sep = COMMA_LIST;
        s++;
        while (s < n && isBlank(text.charCodeAt(s))) s++;
      } else if (s === q) break;
      if (s >= n || !isDigit(text.charCodeAt(s)) || (mode !== 0 && mode !== sep)) break;
      mode = sep;
      p = s;
    }
    if (count < MIN_UNITS || end - start > maxChars) continue;
    if (mode === SPACE_LIST && !hasCharCodeCue(text, start)) continue;
    const decoded = fromCodes(codes);
    if (looksLikeText(decoded, false)) yield { start, end, kind: 'char_codes', decoded };
  }
}

// ------------------------------------------------------------------ binary
const isBit = (c: number) => c === 48 || c === 49;

/**
 * Groups of exactly eight bits read as UTF-8 bytes, separated by one space, one comma, `, ` or
 * nothing (then the digit run's length is a multiple of eight). A digit run with other digits
 * or a length that is no multiple of eight ends the run.
 */
function* binaryRuns(text: string, maxChars: number): Generator<EncodedRun> {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let p = i;
    let end = i;
    let groups = 0;
    for (;;) {
      let q = p;
      let bits = true;
      while (q < n && isDigit(text.charCodeAt(q))) {
        if (!isBit(text.charCodeAt(q))) bits = false;
        q++;
      }
      i = q;
      if (!bits || (q - p) % 8 !== 0) break;
      groups += (q - p) / 8;
      end = q;
      let s = q;
      if (s < n && text.charCodeAt(s) === 44) s++;
      if (s < n && text.charCodeAt(s) === 32) s++;
      if (s === q || s >= n || !isBit(text.charCodeAt(s))) break;
      p = s;
    }
    if (groups < MIN_UNITS || end - start > maxChars) continue;
    const bytes = new Uint8Array(groups);
    let k = 0;
    let byte = 0;
    let nbits = 0;
    for (let p2 = start; p2 < end; p2++) {
      const c = text.charCodeAt(p2);
      if (!isBit(c)) continue;
      byte = (byte << 1) | (c - 48);
      if (++nbits === 8) {
        bytes[k++] = byte;
        byte = 0;
        nbits = 0;
      }
    }
    const decoded = bytesAsText(bytes, true);
    if (decoded !== null) yield { start, end, kind: 'binary', decoded };
  }
}

// ------------------------------------------------------------------ base32
/** RFC 4648 base32 values by character code (either case), -1 elsewhere. */
const BASE32 = new Int8Array(128).fill(-1);
for (let v = 0; v < 26; v++) {
  BASE32[65 + v] = v;
  BASE32[97 + v] = v;
}
for (let v = 0; v < 6; v++) BASE32[50 + v] = 26 + v;
/** The base64 alphabet (with the URL-safe `-` and `_`): a base32 candidate is a whole token of it. */
const isTokenCode = (c: number) => isAlnum(c) || c === 43 || c === 47 || c === 45 || c === 95;

/**
 * Whole tokens of one case in A-Z2-7 with optional `=` padding, at least 16 long, holding a digit
 * or padding (so upper-case words are never read), of a length base32 can have. Mixed case,
 * 0, 1, 8, 9, `+` or `/` make the token hex or base64, which injection.ts decodes.
 */
function* base32Runs(text: string, maxChars: number): Generator<EncodedRun> {
  const n = text.length;
  let covered = 0; // tokens before this were read
  // a token of MIN_BASE32 or more covers a position MIN_BASE32 - 1 (mod MIN_BASE32): only those are probed
  for (let probe = MIN_BASE32 - 1; probe < n; probe += MIN_BASE32) {
    if (probe < covered || !isTokenCode(text.charCodeAt(probe))) continue;
    let start = probe;
    while (start > covered && isTokenCode(text.charCodeAt(start - 1))) start--;
    let i = start;
    let upper = false;
    let lower = false;
    let digit = false;
    let alphabet = true;
    while (i < n && isTokenCode(text.charCodeAt(i))) {
      const c = text.charCodeAt(i++);
      if (BASE32[c] < 0) alphabet = false;
      else if (c <= 57) digit = true;
      else if (c <= 90) upper = true;
      else lower = true;
    }
    const dataEnd = i;
    while (i < n && i - dataEnd < 6 && text.charCodeAt(i) === 61) i++;
    covered = i;
    const pad = i - dataEnd;
    const len = dataEnd - start;
    if (i < n && (text.charCodeAt(i) === 61 || isTokenCode(text.charCodeAt(i)))) continue;
    if (!alphabet || (upper && lower) || len < MIN_BASE32 || (!digit && pad === 0) || i - start > maxChars) continue;
    const rest = len % 8;
    if (rest === 1 || rest === 3 || rest === 6 || (pad > 0 && (len + pad) % 8 !== 0)) continue;
    const bytes = new Uint8Array(Math.floor((len * 5) / 8));
    let k = 0;
    let buf = 0;
    let bits = 0;
    for (let p = start; p < dataEnd; p++) {
      buf = ((buf << 5) | BASE32[text.charCodeAt(p)]) & 0xfff;
      bits += 5;
      if (bits >= 8) {
        bits -= 8;
        bytes[k++] = (buf >> bits) & 0xff;
      }
    }
    const decoded = bytesAsText(bytes.subarray(0, k), false);
    if (decoded !== null) yield { start, end: i, kind: 'base32', decoded };
  }
}

// ------------------------------------------------------------------ url_encoded
/** Characters a percent-encoded run may keep plain: unreserved and the URL delimiters, no `%` or space. */
const isUrlPlain = (c: number) =>
  isAlnum(c) || (c < 128 && "-._~!*'()+,;:@/?=&$".includes(String.fromCharCode(c)));
const isEscapeAt = (text: string, i: number) =>
  i + 2 < text.length && hexValue(text.charCodeAt(i + 1)) >= 0 && hexValue(text.charCodeAt(i + 2)) >= 0;

function allUrlPlain(text: string, from: number, to: number): boolean {
  for (let p = from; p < to; p++) if (!isUrlPlain(text.charCodeAt(p))) return false;
  return true;
}

/** decodeURIComponent, or when its UTF-8 is malformed the same bytes decoded leniently (U+FFFD), never throwing. */
function percentDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    const bytes: number[] = [];
    for (let p = 0; p < raw.length; ) {
      if (raw.charCodeAt(p) === 37) {
        bytes.push(hexValue(raw.charCodeAt(p + 1)) * 16 + hexValue(raw.charCodeAt(p + 2)));
        p += 3;
      } else bytes.push(raw.charCodeAt(p++));
    }
    return utf8.decode(new Uint8Array(bytes));
  }
}

/**
 * `%XX` escapes, each within MAX_GAP plain URL characters of the previous one, plus the letters
 * of the words at either end (`ignore%20all%20...`). Only escapes that leave two spaces between
 * words are hiding a sentence; a link with a `%20` or two is not.
 */
function* urlEncodedRuns(text: string, maxChars: number): Generator<EncodedRun> {
  const n = text.length;
  let i = text.indexOf('%');
  let floor = 0;
  let runStart = -1;
  let runEnd = -1;
  let escapes = 0;
  const finish = (): EncodedRun | null => {
    if (escapes < MIN_UNITS) return null;
    let s = runStart;
    while (s > floor && runStart - s < MAX_EXTEND && isAlnum(text.charCodeAt(s - 1))) s--;
    let e = runEnd;
    while (e < n && e - runEnd < MAX_EXTEND && isAlnum(text.charCodeAt(e))) e++;
    if (e - s > maxChars) return null;
    const raw = text.slice(s, e);
    const decoded = percentDecode(raw);
    return decoded !== raw && looksLikeText(decoded, false) ? { start: s, end: e, kind: 'url_encoded', decoded } : null;
  };
  while (i >= 0) {
    if (!isEscapeAt(text, i)) {
      i = text.indexOf('%', i + 1);
      continue;
    }
    if (runStart >= 0 && (i - runEnd > MAX_GAP || !allUrlPlain(text, runEnd, i))) {
      const run = finish();
      runStart = -1;
      if (run) {
        floor = run.end;
        yield run;
      }
    }
    if (runStart < 0) {
      runStart = i;
      escapes = 0;
    }
    escapes++;
    runEnd = i + 3;
    i = text.indexOf('%', runEnd);
  }
  if (runStart >= 0) {
    const run = finish();
    if (run) yield run;
  }
}
