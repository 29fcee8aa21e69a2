/**
 * Keyword prefilter shared by the credential and personal-data detectors, and regex candidates.
 *
 * One keyword-automaton pass over the text (keyword-automaton.ts) reports which keywords occur
 * (rules whose keywords are absent are skipped) and, for each registered regex that starts with
 * a literal prefix (regex-prefixes.ts), where a match can begin; the regex is then tried only
 * there instead of scanning the whole text. The keyword set is the longest keyword at every
 * start, each implying the keywords it contains; overlapping occurrences all count (a leftmost
 * `:a` must not hide the `akia` of `id:AKIA…`, as a trie regex's non-overlapping matches did).
 */
import { execAtCandidates, KeywordAutomaton } from './keyword-automaton.ts';
import { regexPrefixes } from './regex-prefixes.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

/**
 * The keywords as one regex shaped like a trie (`s(?:k(?:-|_live_)|ecret)`), so the engine
 * tries one branch per character instead of every keyword at every position. Longer
 * continuations come before the end of a shorter keyword, so the longest keyword wins.
 */
export function trieSource(words: readonly string[]): string {
  const root: TrieNode = { end: false, next: new Map() };
  for (const w of words) {
    let node = root;
    for (const ch of w) {
      let child = node.next.get(ch);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.next.entries()].map(([ch, child]) => escape(ch) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
    if (!node.end) return body;
    return branches.length === 1 && branches[0].length === 1 ? `${body}?` : `(?:${body})?`;
  };
  return emit(root);
}

/** Trie regex source for `keys`; with `wordStart`, keys that begin with a letter must begin a word. */
export function triggerSource(keys: readonly string[], wordStart: boolean): string {
  const wordy = wordStart ? keys.filter((k) => /^[a-z]/.test(k)) : [];
  const other = keys.filter((k) => !wordy.includes(k));
  const parts: string[] = [];
  if (wordy.length) parts.push(`\\b(?:${trieSource(wordy)})`);
  if (other.length) parts.push(trieSource(other));
  return parts.length ? parts.join('|') : '(?!)';
}

/** A regex is tried at its prefixes only when it has few of them, none shorter than this. */
const MAX_PREFIXES = 64;
const MIN_PREFIX = 2;
const NO_CANDIDATES: number[] = [];
/** From this many candidates on, one scan of the text is cheaper than trying each. */
const scanInstead = (length: number) => ((length + 256) >> 4) + 1;

/** Characters whose number `TriggerHits.countOf` reports (cheap gates for the detectors). */
export const COUNTED_CHARS = '0123456789@+.:=';

/**
 * Keywords a detector tests together (`hasAny`): their ids in the index are looked up once, so
 * the test is a few array reads instead of a hash lookup per keyword.
 */
export class KeywordGroup {
  /** Ids in `resolvedFor`'s keyword table (resolving throws for a keyword it does not know: a silent gap would never fire). */
  ids: Int32Array = new Int32Array(0);
  resolvedFor: object | null = null;
  constructor(readonly keywords: readonly string[]) {}
}

/** The keywords found in a text (lower case). */
export interface KeywordsPresent extends Iterable<string> {
  readonly size: number;
  has(keyword: string): boolean;
  /** Whether any keyword of the group occurs. */
  hasAny(group: KeywordGroup): boolean;
}

/** What one pass found in a text. */
export interface TriggerHits {
  /** The keywords that occur (lower case). */
  readonly present: KeywordsPresent;
  /** Number of ASCII digits in the text. */
  readonly digits: number;
  /** How often `ch`, one of COUNTED_CHARS, occurs in the text. */
  countOf(ch: string): number;
  /** Indices of the items with a keyword present, plus the keyword-less ones, ascending. */
  selected(): readonly number[];
  /**
   * Calls `onMatch` with every match of `re` (a global regex) in the text, in order, exactly as
   * `while ((m = re.exec(text)))` would; a registered regex is tried only at its candidates.
   * The candidates live in the index: call this before the index's next scan (it throws after).
   */
  matches(re: RegExp, onMatch: (m: RegExpExecArray) => void): void;
  /**
   * Ascending offsets of every occurrence of `keyword` (one of the index's `positionKeys`), or
   * null when offsets are not available for this text (the caller must scan).
   */
  positionsOf(keyword: string): readonly number[] | null;
}

export class TriggerIndex {
  /** Keyword id → indices of the items that listed it. */
  private readonly owners: number[][] = [];
  private readonly always: number[] = [];
  private readonly itemCount: number;
  /** Trigger keywords (id = index); the automaton's keys start with them. */
  private readonly keywords: string[];
  /** Keyword id → ids of every keyword it contains (itself included). */
  private readonly implied: number[][];
  private readonly regexes: readonly RegExp[];
  private readonly regexId = new Map<RegExp, number>();
  private readonly sticky: RegExp[];
  /** Per regex: 1 when it is tried at candidates (it has a usable prefix set). */
  private readonly hasPrefixes: Uint8Array;
  private readonly keywordId = new Map<string, number>();
  /** Keyword ids whose positions are recorded. */
  private readonly positionKeys: number[];
  private readonly isPositionKey: Uint8Array;
  /** Automaton key id → regexes that may start with it. */
  private readonly prefixOwners: number[][];
  private readonly automaton: KeywordAutomaton;

  /**
   * @param itemKeywords for each item (rule), its lower-case keywords; an item without keywords
   *   is always selected
   * @param regexes global regexes that `matches` may run at their candidates
   * @param positionKeys keywords whose offsets `positionsOf` reports
   */
  constructor(itemKeywords: ReadonlyArray<readonly string[]>, regexes: readonly RegExp[] = [], positionKeys: readonly string[] = []) {
    this.itemCount = itemKeywords.length;
    const ids = new Map<string, number>();
    itemKeywords.forEach((kws, i) => {
      if (kws.length === 0) this.always.push(i);
      for (const k of kws) {
        let id = ids.get(k);
        if (id === undefined) {
          id = ids.size;
          ids.set(k, id);
          this.owners.push([]);
        }
        this.owners[id].push(i);
      }
    });
    this.keywords = [...ids.keys()];
    this.keywords.forEach((k, i) => this.keywordId.set(k, i));
    this.positionKeys = positionKeys.map((k) => {
      const id = ids.get(k);
      if (id === undefined) throw new Error(`position key ${k} is not a keyword`);
      return id;
    });
    this.isPositionKey = new Uint8Array(this.keywords.length);
    for (const id of this.positionKeys) this.isPositionKey[id] = 1;
    this.implied = this.keywords.map((k) => this.keywords.flatMap((o, j) => (k.includes(o) ? [j] : [])));
    this.regexes = regexes;
    const owners: number[][] = this.keywords.map(() => []);
    this.hasPrefixes = new Uint8Array(regexes.length);
    regexes.forEach((re, ri) => {
      this.regexId.set(re, ri);
      const prefixes = regexPrefixes(re.source, 8, MAX_PREFIXES)?.prefixes;
      if (prefixes === undefined || prefixes.length > MAX_PREFIXES || prefixes.some((p) => p.length < MIN_PREFIX)) return;
      this.hasPrefixes[ri] = 1;
      for (const p of prefixes) {
        let id = ids.get(p);
        if (id === undefined) {
          id = ids.size;
          ids.set(p, id);
          owners.push([]);
        }
        owners[id].push(ri);
      }
    });
    this.prefixOwners = owners;
    this.sticky = regexes.map((re) => new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y'));
    this.automaton = new KeywordAutomaton([...ids.keys()], undefined, COUNTED_CHARS);
    this.candidateLists = regexes.map(() => []);
    this.selectMark = new Uint8Array(this.itemCount);
  }

  /**
   * Scratch state of `scan`, reused by the next scan: the longest keyword id + 1 at each start
   * (zero outside a scan), the starts set, and one candidate list per regex (emptied by the next
   * scan; `generation` tells a stale TriggerHits apart).
   */
  private longestAt = new Int32Array(256);
  private touched = new Int32Array(64);
  private readonly candidateLists: number[][];
  private readonly filledLists: number[] = [];
  private readonly selectMark: Uint8Array;
  /** Incremented by every scan: the candidates of a TriggerHits are valid while it is unchanged. */
  generation = 0;

  /**
   * One pass over `text`: keywords present and regex candidates. The result's `matches` is valid
   * until the next scan of this index.
   */
  scan(text: string): TriggerHits {
    const generation = ++this.generation;
    for (const ri of this.filledLists) this.candidateLists[ri].length = 0;
    this.filledLists.length = 0;
    // U+0130 is the one code unit whose lower case is two units: match on the lower-cased copy,
    // whose offsets differ from the text's, and let registered regexes scan
    const aligned = text.indexOf('\u0130') < 0;
    const automaton = this.automaton;
    const occ = automaton.scan(aligned ? text : text.toLowerCase());
    const counts: number[] = [];
    for (let i = 0; i < COUNTED_CHARS.length; i++) counts.push(automaton.countOf(COUNTED_CHARS[i]));
    if (occ.count === 0) return new Hits(this, text, aligned, this.nothing, counts, null, generation);

    const nk = this.keywords.length;
    let present = this.nothing;
    let anyCandidates = false;
    let positions: Map<number, number[]> | null = null;
    // the longest keyword at each start (id + 1); every start counts, overlapping or not
    if (this.longestAt.length <= occ.scanned) this.longestAt = new Int32Array(Math.max(occ.scanned + 1, this.longestAt.length * 2));
    if (this.touched.length < occ.count) this.touched = new Int32Array(Math.max(occ.count, this.touched.length * 2));
    const longest = this.longestAt;
    const touched = this.touched;
    let nt = 0;
    // a regex with this many candidates scans instead (see runMatches): stop collecting them
    const tooMany = scanInstead(text.length);
    const lists = this.candidateLists;
    for (let i = 0; i < occ.count; i++) {
      const id = occ.key[i];
      const at = occ.start[i];
      if (id < nk) {
        const prev = longest[at];
        if (prev === 0) {
          touched[nt++] = at;
          longest[at] = id + 1;
        } else if (this.keywords[prev - 1].length < this.keywords[id].length) longest[at] = id + 1;
        if (aligned && this.isPositionKey[id] === 1) {
          positions ??= new Map();
          const list = positions.get(id);
          if (list === undefined) positions.set(id, [at]);
          else list.push(at);
        }
      }
      if (!aligned) continue;
      const owners = this.prefixOwners[id];
      if (owners.length === 0) continue;
      anyCandidates = true;
      for (let j = 0; j < owners.length; j++) {
        const ri = owners[j];
        const list = lists[ri];
        if (list.length === 0) {
          this.filledLists.push(ri);
          list.push(at);
        } else if (list.length < tooMany && list[list.length - 1] !== at) list.push(at);
      }
    }
    if (nt > 0) {
      // a mark per keyword id and the list of ids marked: no set of strings to build
      const marks = new Uint8Array(nk);
      const ids: number[] = [];
      for (let t = 0; t < nt; t++) {
        const at = touched[t];
        const id = longest[at] - 1;
        longest[at] = 0;
        if (marks[id] === 1) continue;
        for (const j of this.implied[id]) {
          if (marks[j] === 0) {
            marks[j] = 1;
            ids.push(j);
          }
        }
      }
      present = new Present(this, marks, ids);
    }
    if (anyCandidates) for (const ri of this.filledLists) if (!isAscending(lists[ri])) lists[ri].sort((a, b) => a - b);
    if (positions !== null) for (const list of positions.values()) if (!isAscending(list)) list.sort((a, b) => a - b);
    return new Hits(this, text, aligned, present, counts, positions, generation);
  }

  /** `TriggerHits.positionsOf` for a scan. */
  keywordPositions(aligned: boolean, positions: Map<number, number[]> | null, keyword: string): readonly number[] | null {
    if (!aligned) return null;
    const id = this.keywordId.get(keyword);
    if (id === undefined || !this.positionKeys.includes(id)) throw new Error(`${keyword} is not a position key`);
    return positions?.get(id) ?? NO_CANDIDATES;
  }

  /** `TriggerHits.matches` for a scan of `text`. */
  runMatches(
    text: string,
    aligned: boolean,
    generation: number,
    re: RegExp,
    onMatch: (m: RegExpExecArray) => void,
  ): void {
    const ri = this.regexId.get(re);
    if (aligned && ri !== undefined && this.hasPrefixes[ri] === 1) {
      if (generation !== this.generation) throw new Error('trigger index: matches() of a scan after the next scan');
      const cands = this.candidateLists[ri];
      if (cands.length < scanInstead(text.length)) {
        if (cands.length > 0) execAtCandidates(this.sticky[ri], text, cands, onMatch);
        return;
      }
    }
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) onMatch(m);
  }

  /** Indices of the items owning a keyword of `ids` (keyword ids), plus the keyword-less ones, ascending. */
  selected(ids: readonly number[]): readonly number[] {
    if (ids.length === 0) return this.always;
    const mark = this.selectMark;
    const out = this.always.slice();
    for (const i of out) mark[i] = 1;
    for (const id of ids) {
      for (const i of this.owners[id]) {
        if (mark[i] === 0) {
          mark[i] = 1;
          out.push(i);
        }
      }
    }
    for (const i of out) mark[i] = 0;
    // a handful of items: an insertion sort beats the generic sort
    for (let i = 1; i < out.length; i++) {
      const v = out[i];
      let j = i - 1;
      for (; j >= 0 && out[j] > v; j--) out[j + 1] = out[j];
      out[j + 1] = v;
    }
    return out;
  }

  /** Keyword id of `keyword`, or undefined. */
  idOf(keyword: string): number | undefined {
    return this.keywordId.get(keyword);
  }

  /** The keywords of `ids`. */
  keywordsOf(ids: readonly number[]): string[] {
    return ids.map((id) => this.keywords[id]);
  }

  /** `group`'s keyword ids in this index, resolved on first use. */
  groupIds(group: KeywordGroup): Int32Array {
    if (group.resolvedFor !== this) {
      const ids: number[] = [];
      for (const k of group.keywords) {
        const id = this.keywordId.get(k);
        if (id === undefined) throw new Error(`keyword group word ${JSON.stringify(k)} is not a keyword of the index`);
        ids.push(id);
      }
      group.ids = Int32Array.from(ids);
      group.resolvedFor = this;
    }
    return group.ids;
  }

  /** The empty keyword set of this index. */
  readonly nothing: Present = new Present(this, new Uint8Array(0), []);
}

/** The keywords a scan found: a mark per keyword id, and the ids marked in order. */
class Present implements KeywordsPresent {
  constructor(
    private readonly index: TriggerIndex,
    private readonly marks: Uint8Array,
    readonly ids: readonly number[],
  ) {}

  get size(): number {
    return this.ids.length;
  }

  has(keyword: string): boolean {
    if (this.ids.length === 0) return false;
    const id = this.index.idOf(keyword);
    return id !== undefined && this.marks[id] === 1;
  }

  hasAny(group: KeywordGroup): boolean {
    if (this.ids.length === 0) return false;
    const ids = this.index.groupIds(group);
    for (let i = 0; i < ids.length; i++) if (this.marks[ids[i]] === 1) return true;
    return false;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.index.keywordsOf(this.ids)[Symbol.iterator]();
  }
}

class Hits implements TriggerHits {
  readonly digits: number;
  constructor(
    private readonly index: TriggerIndex,
    private readonly text: string,
    private readonly aligned: boolean,
    readonly present: Present,
    private readonly counts: number[],
    private readonly positions: Map<number, number[]> | null,
    private readonly generation: number,
  ) {
    let digits = 0;
    for (let i = 0; i < 10; i++) digits += counts[i];
    this.digits = digits;
  }

  countOf(ch: string): number {
    return this.counts[COUNTED_CHARS.indexOf(ch)];
  }

  selected(): readonly number[] {
    return this.index.selected(this.present.ids);
  }

  matches(re: RegExp, onMatch: (m: RegExpExecArray) => void): void {
    this.index.runMatches(this.text, this.aligned, this.generation, re, onMatch);
  }

  positionsOf(keyword: string): readonly number[] | null {
    return this.index.keywordPositions(this.aligned, this.positions, keyword);
  }
}

function isAscending(list: number[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i] < list[i - 1]) return false;
  return true;
}
