/**
 * Text folding for injection matching, with an offset map back to the original text.
 *
 * One pass: compatibility decomposition (NFKD, so fullwidth and mathematical letters become
 * ASCII), diacritics dropped, lower case, `ß` → `ss`, Cyrillic/Greek look-alikes folded to Latin,
 * zero-width and bidi controls removed, Unicode "tag" characters (invisible ASCII smuggling)
 * decoded, typographic quotes and dashes made ASCII, whitespace runs collapsed to one space (a
 * run containing a line break becomes `\n`, so line-start patterns still work). Characters that
 * only change because of an obfuscation device are flagged in `obf`, so a match through them can
 * be reported as `obfuscation`. ASCII takes a table-free fast path; other code points are cached.
 */

export interface Folded {
  text: string;
  /** Original index of each folded character's source (computed on first use for ASCII input). */
  readonly start: ArrayLike<number>;
  /** Original index just after each folded character's source. */
  readonly end: ArrayLike<number>;
  /** 1 where the character was produced through an obfuscation device; null when none was. */
  obf: Uint8Array | null;
  /** Zero-width characters found between two Latin letters. */
  zeroWidthInWords: number;
  /** Unicode tag characters (U+E0020..U+E007E). */
  tagChars: number;
  /** The folded text is all ASCII. */
  ascii: boolean;
  /** Each folded character is the original character at the same index (ASCII, nothing collapsed). */
  readonly identity: boolean;
}

/** Cyrillic, Greek and other confusables → Latin (lower case). */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's',
  і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ɡ: 'g', һ: 'h', ӏ: 'l', ԛ: 'q', ԝ: 'w', ү: 'y', ց: 'g', օ: 'o', ս: 'u', ɑ: 'a',
  ı: 'i', ʟ: 'l', ɩ: 'i', ɪ: 'i', ɴ: 'n', ʀ: 'r', ᴀ: 'a', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ᴋ: 'k', ᴍ: 'm', ᴏ: 'o', ᴘ: 'p',
  ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z', ʏ: 'y', ꜱ: 's', ɢ: 'g', ʜ: 'h', ʙ: 'b', ꞯ: 'q',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', ω: 'w',
  ϲ: 'c', ϳ: 'j', ⅼ: 'l', ⅰ: 'i', ℓ: 'l', '׀': 'l', 'ǀ': 'l',
};
/** Punctuation variants that carry no obfuscation intent. */
const PLAIN: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u02BC': "'", '\u2032': "'", '\u00B4': "'", '\u0060': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u00AB': '"', '\u00BB': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
  ß: 'ss', ẞ: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th',
};

function isZeroWidth(cp: number): boolean {
  return (
    (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2064) ||
    (cp >= 0x2066 && cp <= 0x2069) || cp === 0xfeff || cp === 0x180e || cp === 0x034f || cp === 0x115f ||
    cp === 0x1160 || cp === 0x3164 || cp === 0xffa0 || cp === 0x00ad || (cp >= 0xfe00 && cp <= 0xfe0f)
  );
}

function isUnicodeSpace(cp: number): boolean {
  return cp === 0xa0 || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x2028 || cp === 0x2029 ||
    cp === 0x202f || cp === 0x205f || cp === 0x3000 || cp === 0x85;
}

interface FoldedChar {
  out: string;
  obf: boolean;
}
const cache = new Map<number, FoldedChar>();

/**
 * The letter (0 = a) of an enclosed capital that has no compatibility decomposition: negative
 * circled (🅐), negative squared (🅰) and regional indicators (🇦), which spell words as well as
 * the decomposable squared and circled ones; -1 for any other code point.
 */
function enclosedLetter(cp: number): number {
  if (cp >= 0x1f150 && cp <= 0x1f169) return cp - 0x1f150;
  if (cp >= 0x1f170 && cp <= 0x1f189) return cp - 0x1f170;
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return cp - 0x1f1e6;
  return -1;
}

function foldCodePoint(cp: number): FoldedChar {
  const hit = cache.get(cp);
  if (hit) return hit;
  const ch = String.fromCodePoint(cp);
  let res: FoldedChar;
  const lowered = ch.toLowerCase();
  const enclosed = enclosedLetter(cp);
  if (enclosed >= 0) res = { out: String.fromCharCode(97 + enclosed), obf: true };
  else if (HOMOGLYPHS[lowered] !== undefined) res = { out: HOMOGLYPHS[lowered], obf: true };
  else if (PLAIN[ch] !== undefined) res = { out: PLAIN[ch], obf: false };
  else if (PLAIN[lowered] !== undefined) res = { out: PLAIN[lowered], obf: false };
  else {
    const compat = ch.normalize('NFKC') !== ch.normalize('NFC');
    let out = ch.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
    let viaGlyph = false;
    out = Array.from(out, (c) => {
      if (HOMOGLYPHS[c] !== undefined) {
        viaGlyph = true;
        return HOMOGLYPHS[c];
      }
      return PLAIN[c] ?? c;
    }).join('');
    res = { out, obf: compat || viaGlyph };
  }
  if (cache.size < 65536) cache.set(cp, res);
  return res;
}

/**
 * What the fold does with each BMP code unit above 127, filled on first sight: UNSEEN, SINGLE
 * (folds to the one code unit in `bmpCode`), SINGLE_OBF (the same, through an obfuscation
 * device) or OTHER (zero-width, whitespace, or a fold to zero or several units: the general path).
 */
const UNSEEN = 0;
const SINGLE = 1;
const SINGLE_OBF = 2;
const OTHER = 3;
const bmpKind = new Uint8Array(0x10000);
const bmpCode = new Uint16Array(0x10000);

function classifyBmp(c: number): number {
  let kind = OTHER;
  if (!isZeroWidth(c) && !isUnicodeSpace(c)) {
    const f = foldCodePoint(c);
    if (f.out.length === 1) {
      kind = f.obf ? SINGLE_OBF : SINGLE;
      bmpCode[c] = f.out.charCodeAt(0);
    }
  }
  bmpKind[c] = kind;
  return kind;
}

const isLatinLetterCode = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);


/** UTF-16 code units to a string, unit for unit (lone surrogates are kept), so offsets hold. */
export function utf16(codes: Uint16Array, len: number): string {
  return Buffer.from(codes.buffer, codes.byteOffset, len * 2).toString('utf16le');
}
/**
 * The whitespace that folding rewrites: runs of two or more, and single tabs, line breaks, VT and
 * FF. Each match is a whole run, so the scan stays linear (a pattern that looks for a line break
 * after a run of spaces would retry the run from every space in it: quadratic on long runs).
 */
const WS_RUN = /[ \t\n\r\v\f]{2,}|[\t\n\r\v\f]/g;
/** A run holding a line break becomes `\n`, any other run one space. */
const foldRun = (run: string) => (run.includes('\n') || run.includes('\r') ? '\n' : ' ');

/**
 * ASCII input (the common case) folds to lower case with whitespace runs collapsed; its offset
 * map is only built if a caller asks for it (that is, when something matched).
 */
class AsciiFolded implements Folded {
  readonly obf = null;
  readonly zeroWidthInWords = 0;
  readonly tagChars = 0;
  readonly ascii = true;
  readonly identity: boolean;
  private startMap: Int32Array | null = null;
  private endMap: Int32Array | null = null;

  constructor(
    private readonly original: string,
    readonly text: string,
    private readonly collapsed: boolean,
  ) {
    this.identity = !collapsed;
  }

  get start(): Int32Array {
    if (this.startMap === null) this.build();
    return this.startMap!;
  }

  get end(): Int32Array {
    if (this.endMap === null) this.build();
    return this.endMap!;
  }

  private build(): void {
    const text = this.original;
    const start = new Int32Array(this.text.length);
    const end = new Int32Array(this.text.length);
    let j = 0;
    for (let i = 0; i < text.length; ) {
      const c = text.charCodeAt(i);
      const ws = c === 32 || (c >= 9 && c <= 13);
      if (ws && this.collapsed) {
        let k = i;
        while (k < text.length) {
          const d = text.charCodeAt(k);
          if (!(d === 32 || (d >= 9 && d <= 13))) break;
          k++;
        }
        start[j] = i;
        end[j] = k;
        j++;
        i = k;
      } else {
        start[j] = i;
        end[j] = i + 1;
        j++;
        i++;
      }
    }
    this.startMap = start;
    this.endMap = end;
  }
}

function foldAscii(text: string, lower: string, collapse: boolean): Folded {
  const folded = collapse ? lower.replace(WS_RUN, foldRun) : lower;
  return new AsciiFolded(text, folded, collapse);
}

/**
 * Scratch buffers of the non-ASCII fold, reused by the next call (results are copied out): the
 * folded code units, each one's original span, and its obfuscation flag.
 */
let outBuf = new Uint16Array(256);
let startBuf = new Int32Array(256);
let endBuf = new Int32Array(256);
let obfBuf = new Uint8Array(256);

/** A copy of `buf` with room for `size` entries, keeping its first `len`. */
function grown<T extends Uint8Array | Uint16Array | Int32Array>(buf: T, size: number, len: number): T {
  const out = new (buf.constructor as new (n: number) => T)(size);
  out.set(buf.subarray(0, len));
  return out;
}

/** Makes the scratch buffers hold at least `cap` entries, keeping the first `len`. */
function ensureCapacity(cap: number, len: number): void {
  if (cap <= outBuf.length) return;
  const size = Math.max(cap, outBuf.length * 2);
  outBuf = grown(outBuf, size, len);
  startBuf = grown(startBuf, size, len);
  endBuf = grown(endBuf, size, len);
  obfBuf = grown(obfBuf, size, len);
}

/** `lower` may be passed when the caller already has `text.toLowerCase()`. */
export function foldText(text: string, lower?: string): Folded {
  // one pass: is the text ASCII, and does it need collapsing (a tab, VT, FF, line break or two spaces)
  const n = text.length;
  let ascii = true;
  let collapse = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 32) {
      if (c < 128) continue;
      ascii = false;
      break;
    }
    if ((c >= 9 && c <= 13) || (c === 32 && text.charCodeAt(i + 1) === 32)) collapse = true;
  }
  if (ascii) return foldAscii(text, lower ?? text.toLowerCase(), collapse);
  return foldUnicode(text);
}

/** The general fold (see the file comment), for text with a code unit above 127. */
function foldUnicode(text: string): Folded {
  const n = text.length;
  ensureCapacity(n + 16, 0);
  let out = outBuf;
  let start = startBuf;
  let end = endBuf;
  let obf = obfBuf;
  let anyObf = false;
  let len = 0;
  let pendingSpace = -1; // original index of the first whitespace of a pending run
  let pendingNewline = false;
  let pendingObf = false;
  let zeroWidthInWords = 0;
  let tagChars = 0;
  let maxCode = 0;

  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // the common cases, kept short: a printable ASCII character, or a BMP character that folds
    // to one code unit (looked up in a table); the rest takes the general path below
    let single = -1;
    let singleObf = false;
    if (c > 32 && c < 128) single = c >= 65 && c <= 90 ? c + 32 : c;
    else if (c >= 128 && (c < 0xd800 || c > 0xdfff)) {
      const kind = bmpKind[c] === UNSEEN ? classifyBmp(c) : bmpKind[c];
      if (kind !== OTHER) {
        single = bmpCode[c];
        singleObf = kind === SINGLE_OBF;
      }
    }
    if (single >= 0) {
      if (len + 3 >= out.length) {
        ensureCapacity(len + 3, len);
        out = outBuf;
        start = startBuf;
        end = endBuf;
        obf = obfBuf;
      }
      if (pendingSpace >= 0) {
        out[len] = pendingNewline ? 10 : 32;
        start[len] = pendingSpace;
        end[len] = i;
        obf[len] = 0;
        len++;
        pendingSpace = -1;
        pendingNewline = false;
      }
      out[len] = single;
      if (single > maxCode) maxCode = single;
      start[len] = i;
      end[len] = i + 1;
      if (singleObf || pendingObf) {
        obf[len] = 1;
        anyObf = true;
        pendingObf = false;
      } else obf[len] = 0;
      len++;
      continue;
    }
    let code: number; // a single folded code unit to emit, or -1 (see `folded`)
    let from = i;
    let width = 1;
    let isObf = false;
    let folded: FoldedChar | null = null;
    if (c < 128) {
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12) {
        if (pendingSpace < 0) pendingSpace = i;
        if (c === 10 || c === 13) pendingNewline = true;
        continue;
      }
      code = c >= 65 && c <= 90 ? c + 32 : c;
    } else {
      let cp = c;
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
          width = 2;
        }
      }
      if (cp >= 0xe0000 && cp <= 0xe007f) {
        tagChars++;
        i += width - 1;
        if (!(cp >= 0xe0020 && cp <= 0xe007e)) continue;
        const a = cp - 0xe0000;
        code = a >= 65 && a <= 90 ? a + 32 : a;
        isObf = true;
      } else if (isZeroWidth(cp)) {
        if (cp !== 0x00ad && !(cp >= 0xfe00 && cp <= 0xfe0f)) {
          const prev = len > 0 ? out[len - 1] : 0;
          const next = i + 1 < n ? text.charCodeAt(i + 1) : 0;
          if (isLatinLetterCode(prev) && (isLatinLetterCode(next) || next >= 0x200b)) zeroWidthInWords++;
          pendingObf = true;
        }
        continue;
      } else if (isUnicodeSpace(cp)) {
        if (pendingSpace < 0) pendingSpace = i;
        if (cp === 0x2028 || cp === 0x2029 || cp === 0x85) pendingNewline = true;
        continue;
      } else {
        folded = foldCodePoint(cp);
        i += width - 1;
        if (folded.out.length === 0) continue;
        code = -1;
        isObf = folded.obf;
      }
    }
    // emit: the pending whitespace run first, then the code unit(s)
    const count = folded === null ? 1 : folded.out.length;
    if (len + count + 2 >= out.length) {
      ensureCapacity(len + count + 2, len);
      out = outBuf;
      start = startBuf;
      end = endBuf;
      obf = obfBuf;
    }
    if (pendingSpace >= 0) {
      out[len] = pendingNewline ? 10 : 32;
      start[len] = pendingSpace;
      end[len] = from;
      obf[len] = 0;
      len++;
      pendingSpace = -1;
      pendingNewline = false;
    }
    for (let k = 0; k < count; k++) {
      const u = folded === null ? code : folded.out.charCodeAt(k);
      out[len] = u;
      if (u > maxCode) maxCode = u;
      start[len] = from;
      end[len] = from + width;
      if (isObf || pendingObf) {
        obf[len] = 1;
        anyObf = true;
      } else obf[len] = 0;
      len++;
      pendingObf = false;
    }
  }
  return {
    text: utf16(out, len),
    start: start.slice(0, len),
    end: end.slice(0, len),
    obf: anyObf ? obf.slice(0, len) : null,
    zeroWidthInWords,
    tagChars,
    ascii: maxCode < 128,
    identity: false,
  };
}
