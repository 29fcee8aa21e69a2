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
  LEET_HINT,
  leetViews,
  mappedFromFold,
  squashedView,
  TURNED_KEYS,
  turnedViews,
  type Mapped,
} from './injection-variants.ts';
import { INJECTION_PATTERNS, SQUASHED_PATTERNS, type InjectionPattern } from './injection-patterns.ts';
import { triggerSource } from './trigger.ts';
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
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Runs a pattern set over a text with one pass of a trie regex over every pattern's keys
 * (trigger.ts). `start` patterns are tried, sticky, only where one of their start stems begins a
 * word; `anchor` patterns scan the text only when one of their anchors occurs. On ordinary text
 * few keys occur, and no pattern walks the whole text on its own.
 */
class PatternIndex {
  private readonly re: RegExp;
  /** Hit → the start patterns whose start stem is a prefix of it. */
  private readonly startsByHit = new Map<string, InjectionPattern[]>();
  /** Matches when a word begins with one of the keys. */
  private readonly keyPrefix: RegExp;
  /** Global-scan copies of start patterns, for keys too frequent to try one position at a time. */
  private readonly globals = new Map<InjectionPattern, RegExp>();
  /** Hit → indices (into `scans`) of the anchor patterns with an anchor inside it. */
  private readonly anchorsByHit = new Map<string, number[]>();
  private readonly scans: InjectionPattern[];

  /** `extraKeys` are only reported by `run` (they gate work outside this index). */
  constructor(patterns: readonly InjectionPattern[], extraKeys: readonly string[] = []) {
    this.scans = patterns.filter((p) => p.trigger.mode === 'anchor');
    const keys = [...new Set([...patterns.flatMap((p) => p.trigger.keys), ...extraKeys])];
    for (const hit of keys) {
      this.startsByHit.set(hit, patterns.filter((p) => p.trigger.mode === 'start' && p.trigger.keys.some((k) => hit.startsWith(k))));
      const anchored: number[] = [];
      this.scans.forEach((p, i) => {
        if (p.trigger.keys.some((k) => hit.includes(k))) anchored.push(i);
      });
      this.anchorsByHit.set(hit, anchored);
    }
    this.re = new RegExp(triggerSource(keys, true), 'g');
    this.keyPrefix = new RegExp(`^(?:${triggerSource(keys, false)})`);
  }

  /** Whether `word` begins with a trigger key of this index. */
  startsWithKey(word: string): boolean {
    return this.keyPrefix.test(word);
  }

  private global(p: InjectionPattern): RegExp {
    let g = this.globals.get(p);
    if (!g) {
      g = new RegExp(p.re.source, 'g');
      this.globals.set(p, g);
    }
    return g;
  }

  /** A start pattern whose key occurs this often scans the text once instead. */
  private static readonly FREQUENT = 48;

  /** Records the matches in `v`; returns the keys that occurred. */
  run(v: Mapped, out: InjectionMatch[]): Set<string> {
    const text = v.text;
    const seen = new Set<string>();
    let scanHit: Uint8Array | null = null;
    const hitAt: number[] = [];
    const hitKey: string[] = [];
    const counts = new Map<string, number>();
    this.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = this.re.exec(text)) !== null) {
      const key = m[0];
      seen.add(key);
      if (this.startsByHit.get(key)!.length > 0) {
        hitAt.push(m.index);
        hitKey.push(key);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const anchored = this.anchorsByHit.get(key)!;
      if (anchored.length > 0) {
        scanHit ??= new Uint8Array(this.scans.length);
        for (const i of anchored) scanHit[i] = 1;
      }
      this.re.lastIndex = m.index + 1;
    }
    // a start pattern of a frequent key scans the text once instead of being tried at each hit
    const scanned = new Set<InjectionPattern>();
    for (const [key, count] of counts) {
      if (count >= PatternIndex.FREQUENT) for (const p of this.startsByHit.get(key)!) scanned.add(p);
    }
    for (const p of scanned) {
      const g = this.global(p);
      g.lastIndex = 0;
      while ((m = g.exec(text)) !== null) {
        if (m[0].length === 0) {
          g.lastIndex++;
          continue;
        }
        record(v, p, m, m.index, m.index + m[0].length, out);
      }
    }
    for (let h = 0; h < hitAt.length; h++) {
      const at = hitAt[h];
      for (const p of this.startsByHit.get(hitKey[h])!) {
        if (scanned.has(p)) continue;
        p.re.lastIndex = at;
        const hit = p.re.exec(text);
        if (hit !== null && hit[0].length > 0) record(v, p, hit, at, at + hit[0].length, out);
      }
    }
    if (scanHit === null) return seen;
    for (let i = 0; i < this.scans.length; i++) {
      if (!scanHit[i]) continue;
      const p = this.scans[i];
      p.re.lastIndex = 0;
      while ((m = p.re.exec(text)) !== null) {
        if (m[0].length === 0) {
          p.re.lastIndex++;
          continue;
        }
        record(v, p, m, m.index, m.index + m[0].length, out);
      }
    }
    return seen;
  }
}

function record(v: Mapped, p: InjectionPattern, m: RegExpExecArray, s: number, e: number, out: InjectionMatch[]): void {
  if (p.follow && !p.follow(v.text.slice(e, e + 500), m)) return;
  if (p.precede && !p.precede(v.text.slice(Math.max(0, s - 24), s))) return;
  let obf = false;
  for (let i = s; i < e && !obf; i++) if (v.obf(i)) obf = true;
  out.push({
    pattern: p.id,
    category: obf ? 'obfuscation' : p.category,
    confidence: obf ? Math.min(1, p.confidence + 0.05) : p.confidence,
    start: v.from(s),
    end: v.to(e - 1),
  });
}

const MAIN_INDEX = new PatternIndex(INJECTION_PATTERNS, TURNED_KEYS);
const WEAK_PATTERNS = new Set(INJECTION_PATTERNS.filter((p) => p.weak).map((p) => p.id));
const SQUASHED_INDEX = new PatternIndex(SQUASHED_PATTERNS);

// ------------------------------------------------------------------ encoded payloads
const BASE64_RE = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{20,}={0,2}(?![A-Za-z0-9+/=_-])/g;
/** Contiguous hex (even length is checked after), `\\xNN` runs, spaced/colon hex bytes, percent-escapes. */
const HEX_RES = [
  /(?<![0-9A-Fa-f])[0-9A-Fa-f]{24,}(?![0-9A-Fa-f])/g,
  /(?:\\x[0-9A-Fa-f]{2}){8,4096}/g,
  /(?<![0-9A-Fa-f])[0-9A-Fa-f]{2}(?:[ :,][0-9A-Fa-f]{2}){8,4096}(?![0-9A-Fa-f])/g,
  /(?:%[0-9A-Fa-f]{2}){8,4096}/g,
];
/** Cheap gates: a long base64 run, or hex/escaped bytes, must exist before the full regexes run. */
const BASE64_HINT = /[A-Za-z0-9+/]{20}/;
const HEX_RUN_HINT = /[0-9A-Fa-f]{24}/;
const HEX_SPACED_HINT = /[0-9A-Fa-f]{2}[ :,][0-9A-Fa-f]{2}[ :,][0-9A-Fa-f]{2}[ :,][0-9A-Fa-f]{2}/;
const hexHint = (t: string) => t.includes('\\x') || t.includes('%') || HEX_RUN_HINT.test(t) || HEX_SPACED_HINT.test(t);

/**
 * In base64 of ASCII text the first character of every 4-character group encodes a byte below
 * 0x80, so it is one of A-Z or a-f. Random keys fail this, so they are never decoded.
 */
function base64LooksLikeText(raw: string): boolean {
  let bad = 0;
  const groups = Math.floor(raw.length / 4);
  for (let i = 0; i + 3 < raw.length; i += 4) {
    const c = raw.charCodeAt(i);
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

function decodeCandidate(raw: string, kind: 'base64' | 'hex'): string | null {
  if (kind === 'base64') return Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  const hex = raw.replace(/\\x|%|[ :,]/g, '');
  return hex.length % 2 === 0 ? Buffer.from(hex, 'hex').toString('utf8') : null;
}

function findEncodedPayloads(text: string, out: InjectionMatch[], depth: number): void {
  // collect first: the recursive assessment below reuses these global regexes
  const candidates: Array<{ start: number; raw: string; kind: 'base64' | 'hex' }> = [];
  const hexHinted = hexHint(text);
  const sources: Array<[RegExp, 'base64' | 'hex']> = [];
  if (BASE64_HINT.test(text)) sources.push([BASE64_RE, 'base64']);
  if (hexHinted) for (const re of HEX_RES) sources.push([re, 'hex']);
  for (const [re, kind] of sources) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null && candidates.length < MAX_DECODE_CANDIDATES) {
      const raw = m[0];
      if (raw.length > MAX_DECODE_CHARS) continue;
      if (kind === 'base64' && !(/[a-z]/.test(raw) && /[A-Z]/.test(raw) && base64LooksLikeText(raw))) continue;
      candidates.push({ start: m.index, raw, kind });
    }
  }
  for (const c of candidates) {
    const decoded = decodeCandidate(c.raw, c.kind);
    if (!decoded || !readableText(decoded)) continue;
    const inner = assessInjection(decoded, depth + 1);
    if (inner.matches.length === 0) continue;
    out.push({
      pattern: `obf.${c.kind}`,
      category: 'obfuscation',
      confidence: Math.min(1, inner.maxConfidence + 0.05),
      start: c.start,
      end: c.start + c.raw.length,
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

const isZeroWidthCode = (c: number) => (c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff || c === 0x180e;

// ------------------------------------------------------------------ combination
/** Keeps the strongest match of each category among overlapping ones. */
export function dedupeMatches(matches: InjectionMatch[]): InjectionMatch[] {
  if (matches.length < 2) return matches;
  const ranked = matches.slice().sort((a, b) => b.confidence - a.confidence || a.start - b.start);
  const kept: InjectionMatch[] = [];
  for (const m of ranked) {
    const dup = kept.some((k) => k.category === m.category && m.start < k.end && k.start < m.end);
    if (!dup) kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** c1 + (1 - c1) * (1 - Π(1 - ci / 2)), rounded to 3 decimals. */
export function combineConfidence(confidences: number[]): number {
  if (confidences.length === 0) return 0;
  const sorted = confidences.slice().sort((a, b) => b - a);
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
  'reglas', 'todas',
]);
const leetRelevant = (word: string) => LEET_VOCAB.has(word) || MAIN_INDEX.startsWithKey(word);

/** `lower` may be passed when the caller already has `text.toLowerCase()`. */
export function assessInjection(text: string, depth = 0, lower?: string): InjectionAssessment {
  const f = foldText(text, lower);
  const base = mappedFromFold(f);
  const raw: InjectionMatch[] = [];
  const seen = MAIN_INDEX.run(base, raw);
  if (LEET_HINT.test(f.text)) for (const v of leetViews(base, leetRelevant)) MAIN_INDEX.run(v, raw);
  const squashed = squashedView(base, NON_ASCII.test(f.text));
  if (squashed) {
    MAIN_INDEX.run(squashed, raw);
    SQUASHED_INDEX.run(squashed, raw);
  }
  if (TURNED_KEYS.some((k) => seen.has(k))) for (const v of turnedViews(base)) MAIN_INDEX.run(v, raw);
  if (depth < MAX_DEPTH) findEncodedPayloads(text, raw, depth);
  findInvisible(text, f, raw);

  // ambiguous cues ("stay in character") only add to a detection, they never make one
  const strong = raw.some((m) => !WEAK_PATTERNS.has(m.pattern));
  const matches = dedupeMatches(strong ? raw : []);
  if (matches.length === 0) return { matches, maxConfidence: 0, category: null };
  const top = matches.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  return { matches, maxConfidence: combineConfidence(matches.map((m) => m.confidence)), category: top.category };
}
