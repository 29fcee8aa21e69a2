/**
 * Prompt-injection detection: the phrasings in injection-patterns.ts are matched against the
 * folded text (fold.ts) and against de-obfuscated views of it (injection-variants.ts: leetspeak,
 * spaced-out letters, reversed and ROT13 text), against decoded base64/hex/percent payloads, and
 * invisible Unicode tag characters or zero-width characters inside words count on their own. A
 * match that needed a de-obfuscation step is reported as `obfuscation`, whatever the phrase was.
 *
 * Confidence rule: every pattern carries a confidence in [0.5, 1]; a match seen only through an
 * obfuscation device gains 0.05. Overlapping matches of one category count once (the strongest).
 * The overall confidence is c1 + (1 - c1) * (1 - Π(1 - ci / 2)) over the other matches: the
 * strongest match sets the base and each further distinct match closes half its own confidence
 * of the remaining gap. The category is the strongest match's.
 */
import { foldText, type Folded } from './fold.ts';
import {
  leetViews,
  LetterTrie,
  mappedFromFold,
  squashedView,
  commentJoinedView,
  TURNED_KEYS,
  turnedViews,
  type Mapped,
} from './injection-variants.ts';
import { CIPHER_CUE_KEYS, cipherReadings } from './ciphers.ts';
import { findEncodedRuns } from './encoded-views.ts';
import { JOIN_CUE_KEYS, splitStringReadings } from './split-strings.ts';
import { lexicalMatches } from './injection-lexicon.ts';
import { CLAUSE_PATTERNS } from './injection-clauses.ts';
import { INJECTION_PATTERNS, SQUASHED_PATTERNS } from './injection-patterns.ts';
import { runScriptPatterns } from './injection-scripts.ts';
import { PatternIndex } from './pattern-index.ts';
import { documentsChatFormat, quotedMentions } from './quoted-mentions.ts';
import { hasRunOf } from './runs.ts';
import type { InjectionCategory } from './types.ts';

export interface InjectionMatch {
  pattern: string;
  category: InjectionCategory;
  confidence: number;
  start: number;
  end: number;
}

export interface InjectionAssessment {
  matches: InjectionMatch[];
  maxConfidence: number;
  category: InjectionCategory | null;
}

/** Limits on decoding work, so a large input of base64 cannot be made expensive. */
const MAX_DECODE_CANDIDATES = 64;
const MAX_DECODE_CHARS = 65_536;
const MAX_DEPTH = 2;

/** The characters leetspeak replaces letters with (see injection-variants.ts). */
const LEET_CHARS = '013456789@$|€';
/**
 * The pattern indexes are built on first use (a few hundred milliseconds of analysis and tables
 * when cold), so importing the scanner stays cheap for processes that never scan.
 */
let mainIndex: PatternIndex | null = null;
let squashedIndex: PatternIndex | null = null;
const MAIN_PATTERNS = [...INJECTION_PATTERNS, ...CLAUSE_PATTERNS];
/** Bits of MAIN's extra key groups: reversed/ROT13 spellings, cipher names. */
const SEEN_TURNED = 1;
const SEEN_CIPHER_CUE = 2;
const SEEN_JOIN_CUE = 4;
const MAIN = () => (mainIndex ??= new PatternIndex(MAIN_PATTERNS, [TURNED_KEYS, CIPHER_CUE_KEYS, JOIN_CUE_KEYS], LEET_CHARS));
const SQUASHED = () => (squashedIndex ??= new PatternIndex(SQUASHED_PATTERNS));
/** A letter of a script runScriptPatterns reads, as it is after folding (Cyrillic keeps its non-Latin-looking letters; Hangul is jamo). */
const OTHER_SCRIPT_RE = /[\u0400-\u04ff\u1100-\u11ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const LEET_CHAR_LIST = [...LEET_CHARS];
const hasLeetChar = () => {
  for (let i = 0; i < LEET_CHAR_LIST.length; i++) if (MAIN().countOf(LEET_CHAR_LIST[i]) > 0) return true;
  return false;
};
const WEAK_PATTERNS = new Set(MAIN_PATTERNS.filter((p) => p.weak).map((p) => p.id));
/** Matches of chat-template tokens and role tags: examples when the text documents a chat format. */
const TEMPLATE_TOKEN_PATTERNS = new Set(['delim.chat-template', 'delim.role-tags', 'delim.close-open']);
// named by id: a renamed pattern must not drop out of the set unnoticed
for (const id of TEMPLATE_TOKEN_PATTERNS) if (!MAIN_PATTERNS.some((p) => p.id === id)) throw new Error(`injection: no pattern ${id}`);

// ------------------------------------------------------------------ encoded payloads
/** The base64 candidates, as a regex: `base64Runs` finds exactly its matches without running it. */
export const BASE64_RE = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{20,}={0,2}(?![A-Za-z0-9+/=_-])/g;
/** A base64 value assigned to a name (`CONFIG=…`, `payload=…`), which BASE64_RE skips. */
const ASSIGNED_BASE64 = /(?<=(?:^|[^A-Za-z0-9+/=_-])[A-Za-z_][A-Za-z0-9_]{0,40}=)[A-Za-z0-9+/]{20,}={0,2}(?![A-Za-z0-9+/=_-])/g;
/** Contiguous hex (even length is checked after), `\\xNN` runs (words may keep plain spaces), spaced/colon hex bytes, percent-escapes. */
const HEX_RES = [
  /(?<![0-9A-Fa-f])[0-9A-Fa-f]{24,}(?![0-9A-Fa-f])/g,
  /\\x[0-9A-Fa-f]{2}(?: ?\\x[0-9A-Fa-f]{2}){7,4096}/g,
  /(?<![0-9A-Fa-f])[0-9A-Fa-f]{2}(?:[ :,][0-9A-Fa-f]{2}){8,4096}(?![0-9A-Fa-f])/g,
  /(?:%[0-9A-Fa-f]{2}){8,4096}/g,
];
const isHexCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isB64Code = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47;
/** BASE64_RE's alphabet: base64 plus the URL-safe `-` and `_`. */
const isB64UrlCode = (c: number) => isB64Code(c) || c === 45 || c === 95;

/** Character classes of the encoding gates, as bits of CODE_CLASS (ASCII only). */
const HEX = 1;
const B64 = 2;
/** A hex digit or one of the separators of HEX_RES[2] (` `, `:`, `,`). */
const HEX_OR_SEPARATOR = 4;
/** BASE64_RE's alphabet. */
const B64URL = 8;
const CODE_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  CODE_CLASS[c] = (isHexCode(c) ? HEX : 0) | (isB64Code(c) ? B64 : 0) | (isHexCode(c) || c === 32 || c === 58 || c === 44 ? HEX_OR_SEPARATOR : 0) | (isB64UrlCode(c) ? B64URL : 0);
}
const inClass = (c: number, bit: number) => c < 128 && (CODE_CLASS[c] & bit) !== 0;

/** Predicates of the CODE_CLASS bits, made once (a closure per call would cost more than the probe). */
const IN_CLASS: Record<number, (c: number) => boolean> = {};
for (const bit of [HEX, B64, HEX_OR_SEPARATOR, B64URL]) IN_CLASS[bit] = (c) => inClass(c, bit);

/** Whether `text` has a run of at least `min` characters of a class (a CODE_CLASS bit); see runs.ts. */
export function hasRun(text: string, min: number, bit: number): boolean {
  return hasRunOf(text, min, IN_CLASS[bit] ?? ((c) => inClass(c, bit)));
}

/** Two hex digits on both sides of a ` `, `:` or `,` (`ab:cd`): HEX_RES[2] needs it. */
function hasHexPairSeparator(text: string): boolean {
  for (let i = 2, n = text.length - 2; i < n; i++) {
    const c = text.charCodeAt(i);
    if (
      (c === 32 || c === 58 || c === 44) &&
      isHexCode(text.charCodeAt(i - 1)) &&
      isHexCode(text.charCodeAt(i - 2)) &&
      isHexCode(text.charCodeAt(i + 1)) &&
      isHexCode(text.charCodeAt(i + 2))
    ) {
      return true;
    }
  }
  return false;
}

/** Bits of `encodingGates`: base64, then one per regex of HEX_RES. */
const GATE_BASE64 = 1;
const GATE_HEX0 = 2;

/**
 * Cheap gates: which encodings can occur at all, as GATE_* bits (0: none). `base64` is a run of
 * 20 [A-Za-z0-9+/]; each hex bit is a necessary condition of the regex of HEX_RES at that index
 * (a run of 24 hex digits, `\\x`, 26 hex digits and separators holding hex digits around a
 * separator, `%`), so a regex whose gate is false has no match.
 */
function encodingGates(text: string): number {
  // every candidate is at least 20 characters long (a base64 run; the hex forms need 24 or more)
  if (text.length < 20) return 0;
  let gates = 0;
  if (hasRun(text, 20, B64)) gates |= GATE_BASE64;
  if (hasRun(text, 24, HEX)) gates |= GATE_HEX0;
  if (text.includes('\\x')) gates |= GATE_HEX0 << 1;
  if (hasRun(text, 26, HEX_OR_SEPARATOR) && hasHexPairSeparator(text)) gates |= GATE_HEX0 << 2;
  if (text.includes('%')) gates |= GATE_HEX0 << 3;
  return gates;
}

/**
 * BASE64_RE's matches without the regex: a maximal run of [A-Za-z0-9+/_-] of 20 or more, not
 * after `=`, with up to two `=` after it and then neither another `=` nor a run character.
 */
export function base64Runs(text: string, onRun: (start: number, end: number, mixedCase: boolean) => boolean): void {
  const n = text.length;
  let next = 0; // runs before this were handled
  for (let p = 19; p < n; p += 20) {
    if (p < next || !inClass(text.charCodeAt(p), B64URL)) continue;
    let start = p;
    while (start > next && inClass(text.charCodeAt(start - 1), B64URL)) start--;
    let i = p + 1;
    while (i < n && inClass(text.charCodeAt(i), B64URL)) i++;
    next = i;
    if (i - start < 20 || (start > 0 && text.charCodeAt(start - 1) === 61)) continue;
    let end = i;
    while (end < n && end - i < 2 && text.charCodeAt(end) === 61) end++;
    if (end < n && (text.charCodeAt(end) === 61 || inClass(text.charCodeAt(end), B64URL))) continue;
    let lower = false;
    let upper = false;
    for (let k = start; k < i && !(lower && upper); k++) {
      const c = text.charCodeAt(k);
      if (c >= 97 && c <= 122) lower = true;
      else if (c >= 65 && c <= 90) upper = true;
    }
    if (!onRun(start, end, lower && upper)) return;
  }
}

/**
 * In base64 of ASCII text the first character of every 4-character group encodes a byte below
 * 0x80, so it is one of A-Z or a-f. Random keys fail this, so they are never decoded. Reads
 * text[start, end).
 */
function base64LooksLikeText(text: string, start: number, end: number): boolean {
  let bad = 0;
  const groups = Math.floor((end - start) / 4);
  for (let i = start; i + 3 < end; i += 4) {
    const c = text.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 102))) bad++;
  }
  return bad <= Math.max(1, groups * 0.15);
}

/** Decoded bytes that read as text: mostly printable, mostly letters, with spaces between words. */
function readableText(s: string): boolean {
  if (s.length < 8) return false;
  let printable = 0;
  let spaces = 0;
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) spaces++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 0xbf) letters++;
    if ((c >= 32 && c < 127) || c === 10 || c === 13 || c === 9 || (c > 0xbf && c !== 0xfffd)) printable++;
  }
  return printable / s.length > 0.9 && letters / s.length > 0.5 && spaces >= 2;
}

/** Bytes that are all base64 characters (padding only at the end), at least 20 of them. */
function isBase64Text(bytes: Uint8Array): boolean {
  let n = bytes.length;
  while (n > 0 && bytes[n - 1] === 61) n--;
  if (n < 20 || bytes.length - n > 2) return false;
  for (let i = 0; i < n; i++) if (!inClass(bytes[i], B64URL)) return false;
  return true;
}

/**
 * The candidate decoded, or null when it cannot read as text. `readableText` needs two spaces,
 * and a 0x20 byte always decodes to a space of its own, so bytes with fewer than two are rejected
 * before building a string. Buffer's base64 decoder reads the URL-safe alphabet (`-`, `_`) too.
 */
function decodeCandidate(raw: string, kind: 'base64' | 'hex'): string | null {
  let bytes: Buffer;
  if (kind === 'base64') bytes = Buffer.from(raw, 'base64');
  else if (raw.startsWith('\\x') && raw.includes(' ')) {
    // `\x` escapes may keep the words' spaces as plain spaces ("\x69\x67 \x61\x6c"): decode each word
    const decoded = raw.split(' ').map((w) => Buffer.from(w.replace(/\\x/g, ''), 'hex').toString('utf8')).join(' ');
    return readableText(decoded) ? decoded : null;
  } else {
    const hex = raw.replace(/\\x|%|[ :,]/g, '');
    if (hex.length % 2 !== 0) return null;
    bytes = Buffer.from(hex, 'hex');
  }
  let spaces = 0;
  for (let i = 0; i < bytes.length && spaces < 2; i++) if (bytes[i] === 32) spaces++;
  // base64 wrapped in base64 decodes to one unbroken base64 run: hand it on, and the next level
  // (assessInjection at depth + 1) decodes it again
  if (spaces < 2) return kind === 'base64' && isBase64Text(bytes) ? bytes.toString('latin1') : null;
  const decoded = bytes.toString('utf8');
  return readableText(decoded) ? decoded : null;
}

/** Whether one of the pieces of a joined reading (cut at `joints`) holds an attack on its own. */
function anyPieceAttacks(decoded: string, joints: number[], depth: number): boolean {
  let from = 0;
  for (const j of [...joints, decoded.length]) {
    if (assessInjection(decoded.slice(from, j), depth + 1).matches.length > 0) return true;
    from = j;
  }
  return false;
}

/** `seen`: the SEEN_* bits of the text's keyword pass. */
function findEncodedPayloads(text: string, out: InjectionMatch[], depth: number, seen: number): void {
  const gates = encodingGates(text);
  // collect first: the recursive assessment below reuses the global regexes
  const candidates: Array<{ start: number; raw: string; kind: 'base64' | 'hex' }> = [];
  if ((gates & GATE_BASE64) !== 0) {
    base64Runs(text, (start, end, mixedCase) => {
      if (end - start > MAX_DECODE_CHARS || !mixedCase) return true;
      if (base64LooksLikeText(text, start, end)) candidates.push({ start, raw: text.slice(start, end), kind: 'base64' });
      return candidates.length < MAX_DECODE_CANDIDATES;
    });
    // BASE64_RE never starts after `=` (inside padding); an assignment's value does ("CONFIG=RGlz…")
    if (text.includes('=')) {
      ASSIGNED_BASE64.lastIndex = 0;
      for (let m = ASSIGNED_BASE64.exec(text); m !== null && candidates.length < MAX_DECODE_CANDIDATES; m = ASSIGNED_BASE64.exec(text)) {
        if (m[0].length <= MAX_DECODE_CHARS && base64LooksLikeText(text, m.index, m.index + m[0].length)) candidates.push({ start: m.index, raw: m[0], kind: 'base64' });
      }
    }
  }
  for (let k = 0; k < HEX_RES.length; k++) {
    if ((gates & (GATE_HEX0 << k)) === 0 || candidates.length >= MAX_DECODE_CANDIDATES) continue;
    const re = HEX_RES[k];
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null && candidates.length < MAX_DECODE_CANDIDATES) {
      if (m[0].length > MAX_DECODE_CHARS) continue;
      candidates.push({ start: m.index, raw: m[0], kind: 'hex' });
    }
  }
  const decodedRuns: Array<{ start: number; end: number; kind: string; decoded: string | null; joints?: number[] }> = candidates.map((c) => ({
    start: c.start,
    end: c.start + c.raw.length,
    kind: c.kind,
    decoded: decodeCandidate(c.raw, c.kind),
  }));
  // entities, character codes, binary, base32 and mixed percent-escapes (encoded-views.ts); a run
  // the base64/hex pass already took is not decoded twice
  if (candidates.length < MAX_DECODE_CANDIDATES) {
    for (const run of findEncodedRuns(text, MAX_DECODE_CANDIDATES - candidates.length, MAX_DECODE_CHARS)) {
      if (candidates.some((c) => c.start < run.end && run.start < c.start + c.raw.length)) continue;
      decodedRuns.push(run);
    }
  }
  // named ciphers (Caesar, ROT47), Morse and \u escapes; a Caesar reading counts only when it
  // holds an attack, so the 25 shifts of a harmless text cost 25 scans of at most 4 KB
  for (const reading of cipherReadings(text, (seen & SEEN_CIPHER_CUE) !== 0)) decodedRuns.push(reading);
  for (const reading of splitStringReadings(text, (seen & SEEN_JOIN_CUE) !== 0)) decodedRuns.push(reading);
  for (const run of decodedRuns) {
    if (run.decoded === null) continue;
    const inner = assessInjection(run.decoded, depth + 1);
    if (inner.matches.length === 0) continue;
    // joined pieces count only for an attack that no single piece holds: one inside a piece is
    // the text's own (and a quoted mention of it may be excused)
    if (run.joints && (!inner.matches.some((m) => run.joints!.some((j) => m.start < j && j < m.end)) || anyPieceAttacks(run.decoded, run.joints, depth))) continue;
    out.push({
      pattern: `obf.${run.kind}`,
      category: 'obfuscation',
      confidence: Math.min(1, inner.maxConfidence + 0.05),
      start: run.start,
      end: run.end,
    });
  }
}

// ------------------------------------------------------------------ invisible characters
const ZW_IN_WORD = /(?<=[A-Za-z])[\u200B-\u200D\u2060\uFEFF\u180E]+(?=[A-Za-z])/g;
const TAG_CHARS = /(?:\uDB40[\uDC00-\uDC7F])+/g;

/** Hidden ASCII in tag characters, or zero-width characters splitting several words, is never innocent. */
function findInvisible(text: string, f: Folded, out: InjectionMatch[]): void {
  if (f.tagChars >= 4) {
    TAG_CHARS.lastIndex = 0;
    const m = TAG_CHARS.exec(text);
    if (m) out.push({ pattern: 'obf.tag-chars', category: 'obfuscation', confidence: 0.8, start: m.index, end: m.index + m[0].length });
  }
  if (f.zeroWidthInWords >= 3) {
    ZW_IN_WORD.lastIndex = 0;
    const first = ZW_IN_WORD.exec(text);
    if (first) {
      let last = text.length - 1;
      while (last > first.index && !isZeroWidthCode(text.charCodeAt(last))) last--;
      out.push({ pattern: 'obf.zero-width', category: 'obfuscation', confidence: 0.6, start: first.index, end: last + 1 });
    }
  }
}

/**
 * Text hidden as zero-width bits: each character eight (or seven) of U+200B and U+200C, the
 * characters joined by U+200D or U+FEFF. Decoded both ways round; an attack in the readable reading
 * is obfuscation.
 */
const ZW_BITS_RUN = /[\u200b\u200c\u200d\ufeff]{24,}/g;
function findZeroWidthBinary(text: string, out: InjectionMatch[], depth: number): void {
  ZW_BITS_RUN.lastIndex = 0;
  for (let m = ZW_BITS_RUN.exec(text); m !== null; m = ZW_BITS_RUN.exec(text)) {
    const groups = m[0].split(/[\u200d\ufeff]+/).filter((g) => g.length > 0);
    if (groups.length < 4 || !groups.every((g) => g.length === 7 || g.length === 8)) continue;
    for (const one of ['\u200c', '\u200b']) {
      let decoded = '';
      for (const g of groups) {
        let code = 0;
        for (let i = 0; i < g.length; i++) code = code * 2 + (g[i] === one ? 1 : 0);
        decoded += String.fromCharCode(code);
      }
      if (!readableText(decoded)) continue;
      const inner = assessInjection(decoded, depth + 1);
      if (inner.matches.length > 0) {
        out.push({ pattern: 'obf.zero-width-bits', category: 'obfuscation', confidence: Math.min(1, inner.maxConfidence + 0.05), start: m.index, end: m.index + m[0].length });
        return;
      }
    }
  }
}

const isZeroWidthCode = (c: number) => (c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff || c === 0x180e;

// ------------------------------------------------------------------ combination
/**
 * Stable insertion sort of `items` (in place) by `before`: the match lists are a handful long,
 * where this beats `Array.prototype.sort` with its comparator calls, and keeps the same order.
 */
function sortSmall<T>(items: T[], before: (a: T, b: T) => boolean): T[] {
  // a long list (an adversarial text full of matches) takes the engine's stable sort: insertion
  // sort is quadratic
  if (items.length > 32) return items.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  for (let i = 1; i < items.length; i++) {
    const x = items[i];
    let j = i - 1;
    while (j >= 0 && before(x, items[j])) {
      items[j + 1] = items[j];
      j--;
    }
    items[j + 1] = x;
  }
  return items;
}

const stronger = (a: InjectionMatch, b: InjectionMatch) => b.confidence - a.confidence < 0 || (b.confidence === a.confidence && a.start < b.start);
const earlier = (a: InjectionMatch, b: InjectionMatch) => a.start < b.start;

/**
 * Distinct matches reported at most: a text with more (1 MB of repeated attack phrases) reports
 * the strongest ones, and the overlap check below stays bounded per match.
 */
export const MAX_DISTINCT_MATCHES = 256;

/** Keeps the strongest match of each category among overlapping ones (at most MAX_DISTINCT_MATCHES). */
export function dedupeMatches(matches: InjectionMatch[]): InjectionMatch[] {
  if (matches.length < 2) return matches;
  const ranked = sortSmall(matches.slice(), stronger);
  const kept: InjectionMatch[] = [];
  for (let i = 0; i < ranked.length && kept.length < MAX_DISTINCT_MATCHES; i++) {
    const m = ranked[i];
    let dup = false;
    for (let j = 0; j < kept.length && !dup; j++) {
      const k = kept[j];
      dup = k.category === m.category && m.start < k.end && k.start < m.end;
    }
    if (!dup) kept.push(m);
  }
  return sortSmall(kept, earlier);
}

const larger = (a: number, b: number) => a > b;

/** c1 + (1 - c1) * (1 - Π(1 - ci / 2)), rounded to 3 decimals. */
export function combineConfidence(confidences: number[]): number {
  if (confidences.length === 0) return 0;
  const sorted = sortSmall(confidences.slice(), larger);
  const base = sorted[0];
  let rest = 1;
  for (let i = 1; i < sorted.length; i++) rest *= 1 - sorted[i] / 2;
  return Math.min(1, Math.round((base + (1 - base) * (1 - rest)) * 1000) / 1000);
}

/** Words that injections spell in leetspeak besides the trigger words themselves. */
const LEET_VOCAB = new Set([
  'all', 'previous', 'prior', 'above', 'earlier', 'instructions', 'instruction', 'rules', 'prompt', 'prompts', 'system',
  'guidelines', 'restrictions', 'filters', 'everything', 'password', 'passwords', 'secret', 'secrets', 'mode',
  'developer', 'anweisungen', 'vorherigen', 'regeln', 'alle', 'consignes', 'precedentes', 'instrucciones', 'anteriores',
  'reglas', 'todas', 'oublie', 'toutes', 'tes', 'regles', 'donne', 'mot', 'passe', 'vergiss', 'deine', 'zeig', 'olvida', 'tus', 'normas',
  'muestra', 'ignora', 'ignoriere', 'ignore', 'systemprompt', 'reveal', 'show', 'forget', 'your',
]);
/** A leet token counts when it decodes to a word of LEET_VOCAB or to a word beginning with a trigger key. */
let leetWords: LetterTrie | null = null;
const LEET_WORDS = () => (leetWords ??= new LetterTrie(LEET_VOCAB, MAIN().triggerKeys()));

/** `lower` may be passed when the caller already has `text.toLowerCase()`. */
export function assessInjection(text: string, depth = 0, lower?: string): InjectionAssessment {
  const f = foldText(text, lower);
  const base = mappedFromFold(f);
  const raw: InjectionMatch[] = [];
  const index = MAIN();
  const seen = index.run(base, raw);
  // a leet token needs a leet character: the run just counted them
  if (hasLeetChar()) {
    for (const v of leetViews(base, LEET_WORDS())) {
      index.run(v, raw);
      lexicalMatches(v, raw, depth > 0);
    }
  }
  const squashed = squashedView(base, !f.ascii);
  if (squashed) {
    index.run(squashed, raw);
    SQUASHED().run(squashed, raw);
    lexicalMatches(squashed, raw, depth > 0);
  }
  if ((seen & SEEN_TURNED) !== 0) for (const v of turnedViews(base)) index.run(v, raw);
  // a phrase wrapped over comment lines (`// paste your\n// complete system prompt`)
  const joined = commentJoinedView(base);
  if (joined) {
    index.run(joined, raw);
    lexicalMatches(joined, raw, depth > 0);
  }
  if (!f.ascii && OTHER_SCRIPT_RE.test(f.text)) runScriptPatterns(base, raw);
  lexicalMatches(base, raw, depth > 0);
  if (depth < MAX_DEPTH) findEncodedPayloads(text, raw, depth, seen);
  findInvisible(text, f, raw);
  if (depth < MAX_DEPTH && text.includes('\u200c') && text.includes('\u200b')) findZeroWidthBinary(text, raw, depth);

  // ambiguous cues ("stay in character") and attacks quoted to talk about them only add to a
  // detection, they never make one
  const mentioned = depth === 0 ? quotedMentions(text, raw) : null;
  let documented: boolean | null = null; // chat-format documentation, read only when a template token matched
  let strong = false;
  for (let i = 0; i < raw.length && !strong; i++) {
    if (WEAK_PATTERNS.has(raw[i].pattern) || (mentioned !== null && mentioned[i])) continue;
    if (depth === 0 && TEMPLATE_TOKEN_PATTERNS.has(raw[i].pattern) && (documented ??= documentsChatFormat(text))) continue;
    strong = true;
  }
  const matches = dedupeMatches(strong ? raw : []);
  if (matches.length === 0) return { matches, maxConfidence: 0, category: null };
  let top = matches[0];
  const confidences: number[] = [];
  for (let i = 0; i < matches.length; i++) {
    if (matches[i].confidence > top.confidence) top = matches[i];
    confidences.push(matches[i].confidence);
  }
  return { matches, maxConfidence: combineConfidence(confidences), category: top.category };
}
