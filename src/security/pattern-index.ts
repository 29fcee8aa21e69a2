/**
 * Runs a set of injection patterns over a (folded) text with one keyword-automaton pass.
 *
 * The pass finds, at once, the trigger keys of every pattern and the literal prefixes every match
 * of a pattern must start with (regex-prefixes.ts). Then:
 * - `start` patterns are tried, sticky, only where one of their start stems begins a word;
 * - `anchor` patterns run only when one of their anchors occurs, and then only at the positions
 *   where one of their prefixes occurs, so a common anchor no longer costs a walk of the whole
 *   text per pattern. Hiding the candidates inside a match reproduces a global scan exactly;
 * - a start key that occurs FREQUENT times or more switches its patterns to global-scan
 *   semantics (a scan of the text, as the stems alone are every candidate).
 * Patterns without a usable prefix set, or with more candidates than a scan would cost, scan.
 */
import type { InjectionMatch } from './injection.ts';
import type { InjectionPattern } from './injection-patterns.ts';
import type { Mapped } from './injection-variants.ts';
import { execAtCandidates, isWordCode, KeywordAutomaton, type Occurrences } from './keyword-automaton.ts';
import { regexPrefixes } from './regex-prefixes.ts';

/**
 * Prefix sets larger than this, or with a letter or digit prefix shorter than MIN_PREFIX, are not
 * worth the candidates. A lone punctuation prefix (`@`, `[`) is rare in prose and kept: without
 * it, a pattern such as an `@`-mention would scan the whole text.
 */
const MAX_PREFIXES = 1024;
const MIN_PREFIX = 2;
const tooShort = (prefix: string) => prefix.length < MIN_PREFIX && (prefix.length === 0 || /[\p{L}\p{N}]/u.test(prefix));
/** Prefix length the analysis aims for. */
const PREFIX_LENGTH = 5;
/** A start pattern whose key occurs this often is run with global-scan semantics. */
const FREQUENT = 48;

const isLetterCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** How much text before a match a `precede` check sees (checks anchor at its end, `$`). */
const PRECEDE_WINDOW = 160;

export function record(v: Mapped, p: InjectionPattern, m: RegExpExecArray, s: number, e: number, out: InjectionMatch[]): void {
  if (p.follow && !p.follow(v.text.slice(e, e + 500), m, () => v.text.slice(Math.max(0, s - (p.beforeWindow ?? 160)), s))) return;
  if (p.precede && !p.precede(v.text.slice(Math.max(0, s - PRECEDE_WINDOW), s))) return;
  let obf = false;
  if (v.anyObf && !p.nativeScript) for (let i = s; i < e && !obf; i++) if (v.obf(i)) obf = true;
  out.push({
    pattern: p.id,
    category: obf ? 'obfuscation' : p.category,
    confidence: obf ? Math.min(1, p.confidence + 0.05) : p.confidence,
    start: v.from(s),
    end: v.to(e - 1),
  });
}

export class PatternIndex {
  private readonly patterns: readonly InjectionPattern[];
  /** Trigger keys (index = key id; automaton key ids start with them). */
  private readonly keys: string[];
  private readonly wordy: Uint8Array;
  /** Key id → indices of the start patterns whose start stem is a prefix of the key. */
  private readonly startsByKey: number[][];
  /** Key id → indices of the anchor patterns with an anchor inside the key. */
  private readonly anchorsByKey: number[][];
  /** Per key id: the bits of the `extraKeyGroups` it belongs to. */
  private readonly extra: Uint8Array;
  /** Automaton key id → patterns that have it as a start prefix. */
  private readonly prefixOwners: number[][];
  /** Per pattern: whether its candidates come from the automaton. */
  private readonly hasPrefixes: Uint8Array;
  private readonly sticky: RegExp[];
  private readonly globals: RegExp[];
  /**
   * Per pattern: the earlier pattern with the same regex and trigger whose matches it reuses (-1:
   * none), and whether a later pattern reuses its own. Patterns that share a clause (an addressee
   * label with different acts after it) then run the regex once per text.
   */
  private readonly sameAs: Int32Array;
  private readonly reused: Uint8Array;
  /** Matches of the patterns marked `reused`, per pattern, for the current run. */
  private readonly reusable: (RegExpExecArray[] | null)[];
  private readonly automaton: KeywordAutomaton;

  /**
   * `extraKeyGroups` (at most 8) only make `run` report which groups occurred, as bit g for group g
   * (they gate work outside this index);
   * `countChars` are counted by every run (see `countOf`).
   */
  constructor(patterns: readonly InjectionPattern[], extraKeyGroups: readonly (readonly string[])[] = [], countChars = '') {
    if (extraKeyGroups.length > 8) throw new Error('at most 8 extra key groups');
    const extraKeys = extraKeyGroups.flat();
    this.patterns = patterns;
    this.keys = [...new Set([...patterns.flatMap((p) => p.trigger.keys), ...extraKeys])];
    this.wordy = Uint8Array.from(this.keys, (k) => (/^[a-z]/.test(k) ? 1 : 0));
    this.extra = Uint8Array.from(this.keys, (k) => extraKeyGroups.reduce((bits, group, g) => (group.includes(k) ? bits | (1 << g) : bits), 0));
    // stem → start patterns, anchor → anchor patterns; then every prefix / substring of each key
    const byStem = new Map<string, number[]>();
    const byAnchor = new Map<string, number[]>();
    patterns.forEach((p, i) => {
      const index = p.trigger.mode === 'start' ? byStem : byAnchor;
      for (const k of p.trigger.keys) {
        const list = index.get(k) ?? [];
        if (list[list.length - 1] !== i) list.push(i);
        index.set(k, list);
      }
    });
    const collect = (hit: string, index: Map<string, number[]>, prefixOnly: boolean) => {
      const found = new Set<number>();
      for (let a = 0; a < (prefixOnly ? 1 : hit.length); a++) {
        for (let b = a + 1; b <= hit.length; b++) for (const i of index.get(hit.slice(a, b)) ?? []) found.add(i);
      }
      return [...found].sort((x, y) => x - y);
    };
    this.startsByKey = this.keys.map((hit) => collect(hit, byStem, true));
    this.anchorsByKey = this.keys.map((hit) => collect(hit, byAnchor, false));

    // automaton keys: the trigger keys, then the patterns' start prefixes; a key is only reported
    // at a word start when every use of it requires one
    const ids = new Map<string, number>();
    const wordStart: number[] = [];
    this.keys.forEach((k, i) => {
      ids.set(k, i);
      wordStart.push(this.wordy[i]);
    });
    const owners: number[][] = this.keys.map(() => []);
    this.hasPrefixes = new Uint8Array(patterns.length);
    patterns.forEach((p, pi) => {
      // start patterns only need candidates when a start key is frequent: they scan then instead
      if (p.trigger.mode === 'start') return;
      const lead = p.trigger.lead;
      if (lead !== undefined && !p.re.source.startsWith('\\b')) throw new Error(`pattern ${p.id}: a lead pattern must open with \\b`);
      const start = regexPrefixes(lead?.core ?? p.re.source, PREFIX_LENGTH, MAX_PREFIXES);
      if (start === null || start.prefixes.length > MAX_PREFIXES || start.prefixes.some(tooShort)) {
        if (lead !== undefined) throw new Error(`pattern ${p.id}: its lead core has no usable prefixes`);
        return;
      }
      this.hasPrefixes[pi] = 1;
      // a lead core follows a lead word's space or the pattern's opening \b: always a word start
      const coreAtWordStart = lead !== undefined || start.wordBoundary;
      for (const s of start.prefixes) {
        const needsWordStart = coreAtWordStart && isLetterCode(s.charCodeAt(0)) ? 1 : 0;
        let id = ids.get(s);
        if (id === undefined) {
          id = owners.length;
          ids.set(s, id);
          owners.push([]);
          wordStart.push(needsWordStart);
        } else wordStart[id] &= needsWordStart;
        owners[id].push(pi);
      }
    });
    this.prefixOwners = owners;
    this.automaton = new KeywordAutomaton([...ids.keys()], wordStart, countChars);
    this.selectedMark = new Uint8Array(patterns.length);
    this.candidateLists = patterns.map(() => []);
    this.sticky = patterns.map((p) => new RegExp(p.re.source, 'y'));
    this.globals = patterns.map((p) => new RegExp(p.re.source, 'g'));
    const shape = (p: InjectionPattern) =>
      JSON.stringify([p.re.source, p.trigger.mode, p.trigger.keys, p.trigger.lead?.words ?? null, p.trigger.lead?.core ?? null]);
    const firstOfShape = new Map<string, number>();
    this.sameAs = new Int32Array(patterns.length).fill(-1);
    this.reused = new Uint8Array(patterns.length);
    patterns.forEach((p, pi) => {
      if (p.trigger.mode !== 'anchor') return;
      const first = firstOfShape.get(shape(p));
      if (first === undefined) firstOfShape.set(shape(p), pi);
      else {
        this.sameAs[pi] = first;
        this.reused[first] = 1;
      }
    });
    this.reusable = patterns.map(() => null);
  }

  /** How often `ch` (one of `countChars`) occurred in the text of the last run. */
  countOf(ch: string): number {
    return this.automaton.countOf(ch);
  }

  /** The trigger keys. */
  triggerKeys(): readonly string[] {
    return this.keys;
  }

  /** Global-scan semantics for pattern `pi`: at its candidates when it has them and they are few. */
  private scanPattern(pi: number, v: Mapped, candidates: number[] | undefined, out: InjectionMatch[]): void {
    const p = this.patterns[pi];
    const same = this.sameAs[pi];
    const earlier = same >= 0 ? this.reusable[same] : null;
    if (earlier !== null) {
      for (let i = 0; i < earlier.length; i++) record(v, p, earlier[i], earlier[i].index, earlier[i].index + earlier[i][0].length, out);
      return;
    }
    if (this.reused[pi] === 1) {
      const found: RegExpExecArray[] = [];
      this.matchPattern(pi, v, candidates, (m) => {
        found.push(m);
        record(v, p, m, m.index, m.index + m[0].length, out);
      });
      this.reusable[pi] = found;
      return;
    }
    this.matchPattern(pi, v, candidates, (m) => record(v, p, m, m.index, m.index + m[0].length, out));
  }

  /** Every match of pattern `pi` in `v` (global-scan semantics), in order. */
  private matchPattern(pi: number, v: Mapped, candidates: number[] | undefined, onMatch: (m: RegExpExecArray) => void): void {
    const p = this.patterns[pi];
    const text = v.text;
    const lead = p.trigger.lead;
    if (lead !== undefined && candidates !== undefined) candidates = leadStarts(text, candidates, lead.words, this.leadScratch);
    if (this.hasPrefixes[pi] === 1 && (candidates === undefined || candidates.length * 16 < text.length + 256)) {
      if (candidates !== undefined) execAtCandidates(this.sticky[pi], text, candidates, onMatch);
      return;
    }
    const g = this.globals[pi];
    g.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      onMatch(m);
    }
  }

  /**
   * Scratch state of `run`, reused from one run to the next (a run never re-enters itself): the
   * longest key id + 1 at each position (zero outside a run), the positions set, the start hits,
   * the per-pattern selection and candidate lists.
   */
  private longestAt = new Int32Array(256);
  private touched = new Int32Array(64);
  private hitAt = new Int32Array(64);
  private hitKey = new Int32Array(64);
  private readonly selectedMark: Uint8Array;
  private readonly candidateLists: number[][];
  private leadScratch: number[] = [];
  /** The anchor patterns marked by the current run, and the patterns whose candidate list was filled. */
  private triggered = new Int32Array(16);
  private filled: number[] = [];

  /** Records the matches in `v`; returns the bits of the `extraKeyGroups` whose keys occurred. */
  run(v: Mapped, out: InjectionMatch[]): number {
    const text = v.text;
    const occ = this.automaton.scan(text);
    if (occ.count === 0) return 0;
    const nk = this.keys.length;
    const keyLength = this.automaton.keyLength;

    // the longest trigger key beginning at each position (+1; letter keys only at a word start)
    if (this.longestAt.length <= text.length) this.longestAt = new Int32Array(Math.max(text.length + 1, this.longestAt.length * 2));
    const longest = this.longestAt;
    if (this.touched.length < occ.count) this.touched = new Int32Array(Math.max(occ.count, this.touched.length * 2));
    const touched = this.touched;
    let nt = 0;
    let sorted = true;
    let extraSeen = 0;
    for (let i = 0; i < occ.count; i++) {
      const k = occ.key[i];
      if (k >= nk) continue;
      const at = occ.start[i];
      if (this.wordy[k] === 1 && at > 0 && isWordCode(text.charCodeAt(at - 1))) continue;
      extraSeen |= this.extra[k];
      const prev = longest[at];
      if (prev === 0) {
        if (nt > 0 && touched[nt - 1] > at) sorted = false;
        touched[nt++] = at;
        longest[at] = k + 1;
      } else if (keyLength[prev - 1] < keyLength[k]) longest[at] = k + 1;
    }
    if (nt === 0) return extraSeen;
    if (!sorted) touched.subarray(0, nt).sort();

    let nTriggered = 0;
    const mark = this.selectedMark; // 1: triggered anchor pattern, 2: scanned start pattern
    if (this.hitAt.length < nt) {
      this.hitAt = new Int32Array(Math.max(nt, this.hitAt.length * 2));
      this.hitKey = new Int32Array(this.hitAt.length);
    }
    const hitAt = this.hitAt;
    const hitKey = this.hitKey;
    let nh = 0;
    for (let t = 0; t < nt; t++) {
      const at = touched[t];
      const k = longest[at] - 1;
      longest[at] = 0;
      if (this.startsByKey[k].length > 0) {
        hitAt[nh] = at;
        hitKey[nh] = k;
        nh++;
      }
      const anchored = this.anchorsByKey[k];
      for (let j = 0; j < anchored.length; j++) {
        const pi = anchored[j];
        if (mark[pi] !== 0) continue;
        mark[pi] = 1;
        if (nTriggered === this.triggered.length) {
          const grown = new Int32Array(nTriggered * 2);
          grown.set(this.triggered);
          this.triggered = grown;
        }
        this.triggered[nTriggered++] = pi;
      }
    }
    const anyAnchor = nTriggered > 0;
    // anchor patterns run in pattern order
    const triggered = this.triggered;
    for (let i = 1; i < nTriggered; i++) {
      const x = triggered[i];
      let j = i - 1;
      for (; j >= 0 && triggered[j] > x; j--) triggered[j + 1] = triggered[j];
      triggered[j + 1] = x;
    }

    // patterns that run with global-scan semantics: frequent start keys, then triggered anchors
    let scanned: number[] | null = null;
    if (nh >= FREQUENT) {
      // keys in order of first occurrence
      const counts = new Map<number, number>();
      for (let h = 0; h < nh; h++) counts.set(hitKey[h], (counts.get(hitKey[h]) ?? 0) + 1);
      for (const [k, count] of counts) {
        if (count < FREQUENT) continue;
        for (const pi of this.startsByKey[k]) {
          if ((mark[pi] & 2) === 0) {
            mark[pi] |= 2;
            (scanned ??= []).push(pi);
          }
        }
      }
    }
    try {
      if (scanned !== null || anyAnchor) this.collectCandidates(occ);
      if (scanned !== null) for (const pi of scanned) this.scanPattern(pi, v, this.candidatesOf(pi), out);
      for (let h = 0; h < nh; h++) {
        const at = hitAt[h];
        for (const pi of this.startsByKey[hitKey[h]]) {
          if ((mark[pi] & 2) !== 0) continue;
          const re = this.sticky[pi];
          re.lastIndex = at;
          const hit = re.exec(text);
          if (hit !== null && hit[0].length > 0) record(v, this.patterns[pi], hit, at, at + hit[0].length, out);
        }
      }
      for (let t = 0; t < nTriggered; t++) this.scanPattern(triggered[t], v, this.candidatesOf(triggered[t]), out);
    } finally {
      for (let t = 0; t < nTriggered; t++) {
        mark[triggered[t]] = 0;
        this.reusable[triggered[t]] = null;
      }
      if (scanned !== null) for (const pi of scanned) mark[pi] = 0;
      const filled = this.filled;
      for (let i = 0; i < filled.length; i++) this.candidateLists[filled[i]].length = 0;
      filled.length = 0;
    }
    return extraSeen;
  }

  /** The candidate starts collected for pattern `pi`, or undefined when it had none. */
  private candidatesOf(pi: number): number[] | undefined {
    const list = this.candidateLists[pi];
    return list.length > 0 ? list : undefined;
  }

  /** Ascending candidate starts of the patterns marked in `selectedMark`, from the prefix occurrences. */
  private collectCandidates(occ: Occurrences): void {
    const mark = this.selectedMark;
    const lists = this.candidateLists;
    const filled = this.filled;
    let unsorted = false;
    for (let i = 0; i < occ.count; i++) {
      const owners = this.prefixOwners[occ.key[i]];
      if (owners.length === 0) continue;
      const at = occ.start[i];
      for (let j = 0; j < owners.length; j++) {
        const pi = owners[j];
        if (mark[pi] === 0) continue;
        const list = lists[pi];
        if (list.length === 0) filled.push(pi);
        else if (list[list.length - 1] > at) unsorted = true;
        list.push(at);
      }
    }
    if (unsorted) for (let i = 0; i < filled.length; i++) if (lists[filled[i]].length > 1) lists[filled[i]].sort((x, y) => x - y);
  }
}

const isLeadSeparator = (c: number) => c === 32 || c === 10;
const isLeadWordCode = (c: number) => isWordCode(c) || c === 45;

/**
 * Where a lead pattern's match can begin, ascending, given the ascending starts of its core: every
 * `\b` position from which at most `words` words (`[\w-]+` and one space or newline each) reach a
 * core start, the core start included. Consecutive cores share their windows, so each position is
 * listed once.
 */
function leadStarts(text: string, cores: readonly number[], words: number, out: number[]): number[] {
  out.length = 0;
  let listedTo = -1;
  for (let i = 0; i < cores.length; i++) {
    const core = cores[i];
    if (core <= listedTo) continue;
    let from = core;
    for (let seps = 0; from > 0; from--) {
      const c = text.charCodeAt(from - 1);
      if (isLeadSeparator(c)) {
        if (seps === words) break;
        seps++;
      } else if (!isLeadWordCode(c)) break;
    }
    for (let at = Math.max(from, listedTo + 1); at <= core; at++) {
      const here = at < text.length && isWordCode(text.charCodeAt(at));
      const prev = at > 0 && isWordCode(text.charCodeAt(at - 1));
      if (here !== prev) out.push(at);
    }
    listedTo = core;
  }
  return out;
}
