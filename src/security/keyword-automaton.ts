/**
 * Aho-Corasick keyword automaton: every occurrence of every keyword in one pass over a text, at
 * a few nanoseconds per character whatever the number of keywords. A regex alternation of
 * keywords (the usual prefilter) costs a trie walk at every position and a native `match` per
 * call; this walks a precomputed transition table once.
 *
 * Matching is on lower-cased code units (`String.prototype.toLowerCase` of each unit, which is
 * what `text.toLowerCase()` does for every unit except U+0130), so keywords are lower case and
 * positions are offsets into the original text.
 *
 * Keywords that only count where they begin a word are matched exactly there, inside the
 * automaton: the walk reads a virtual BOUNDARY symbol before every word character that follows
 * a non-word character (or starts the text), and such a keyword is stored with BOUNDARY in
 * front (every keyword carries BOUNDARY at its own inner word starts). So `the` inside `other`
 * never reaches an output state, and common short keywords cost nothing where they do not count.
 */

/** Lower-case of one UTF-16 code unit (U+0130, whose lower case is two units, maps to itself). */
function lowerCode(c: number): number {
  if (c < 128) return c >= 65 && c <= 90 ? c + 32 : c;
  const l = String.fromCharCode(c).toLowerCase();
  return l.length === 1 ? l.charCodeAt(0) : c;
}

/** A `\b` word character: ASCII letter, digit or `_`. */
export const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** Occurrences found by one scan: keyword index and start offset, in order of their end. */
export interface Occurrences {
  count: number;
  /** Length of the scanned text (starts are below it). */
  scanned: number;
  key: Int32Array;
  start: Int32Array;
}

/** Class value of a code unit not seen yet (filled on first sight). */
const UNKNOWN = 255;
/** Stand-in code for the virtual word-start symbol inside stored keywords. */
const BOUNDARY_CODE = 0xffff;

export class KeywordAutomaton {
  readonly keys: readonly string[];
  /** Length of each keyword. */
  readonly keyLength: Int32Array;
  private readonly classCount: number;
  /** Character class of each lower-cased code unit (0: in no keyword, non-word). */
  private readonly classOfLower: Uint8Array;
  /** Character class of each raw code unit: exact below 128, UNKNOWN above until first seen. */
  private readonly classOf: Uint8Array;
  /** 1 for the classes of word characters (boundary mode only). */
  private readonly wordClass: Uint8Array;
  /** The BOUNDARY class, or 0 when no keyword needs a word start. */
  private readonly boundary: number;
  /**
   * Full transition table, indexed by state * classCount + class. An entry is the next state + 1,
   * negated when that state has an output, so the walk needs no second lookup from one character
   * to the next. 16-bit entries (automata up to 32766 states) keep the table small and cached.
   */
  private readonly next: Int16Array | Int32Array;
  /** Keyword ending exactly at a state, or -1. */
  private readonly outKey: Int32Array;
  /** The nearest proper suffix state with an output, or -1. */
  private readonly outLink: Int32Array;
  /** How many code units of each class the last scan read (see `countOf`). */
  private readonly classCounts: Int32Array;
  /** Reused result buffers (a scan's result is valid until the next scan). */
  private occKey = new Int32Array(256);
  private occStart = new Int32Array(256);
  /** The result of the last scan (reused: read it before the next scan). */
  private readonly result: Occurrences = { count: 0, scanned: 0, key: this.occKey, start: this.occStart };

  /**
   * `keys` must be lower case and distinct; `wordStart[i]` set means key i (which must begin with
   * a word character) only counts where it begins a word (not after an ASCII letter, digit or
   * `_`). With word-start keys, code units
   * above 127 whose lower case is ASCII (the Kelvin sign) are treated as non-word characters in
   * no keyword: such automata are meant for folded text, where they cannot occur. `countChars`
   * get their own classes, so `countOf` can report them.
   */
  constructor(keys: readonly string[], wordStart?: ArrayLike<number>, countChars = '') {
    this.keys = keys;
    this.keyLength = Int32Array.from(keys, (k) => k.length);
    const boundaryMode = wordStart !== undefined && Array.from(wordStart).some(Boolean);
    // stored keys: BOUNDARY before every inner word start, and in front of word-start keys
    const stored = keys.map((k, id) => {
      if (!boundaryMode) return k;
      if (wordStart![id] && !isWordCode(k.charCodeAt(0))) throw new Error(`keyword automaton: word-start key ${k} must begin with a word character`);
      let out = wordStart![id] ? String.fromCharCode(BOUNDARY_CODE) : '';
      for (let i = 0; i < k.length; i++) {
        if (i > 0 && isWordCode(k.charCodeAt(i)) && !isWordCode(k.charCodeAt(i - 1))) out += String.fromCharCode(BOUNDARY_CODE);
        out += k[i];
      }
      return out;
    });
    const classOfLower = new Uint8Array(65536);
    let classes = 1;
    const classify = (c: number) => {
      if (classOfLower[c] !== 0) return;
      if (classes === UNKNOWN) throw new Error('keyword automaton: too many distinct characters');
      classOfLower[c] = classes++;
    };
    for (const k of [...stored, countChars]) for (let i = 0; i < k.length; i++) classify(k.charCodeAt(i));
    // in boundary mode, word characters in no keyword get a class of their own
    const otherWord = boundaryMode ? classes++ : 0;
    this.boundary = boundaryMode ? classOfLower[BOUNDARY_CODE] || (classify(BOUNDARY_CODE), classOfLower[BOUNDARY_CODE]) : 0;
    this.classCount = classes;
    this.classCounts = new Int32Array(classes);
    this.classOfLower = classOfLower;
    this.classOf = new Uint8Array(65536).fill(UNKNOWN);
    this.wordClass = new Uint8Array(classes);
    for (let c = 0; c < 128; c++) {
      let cls = classOfLower[lowerCode(c)];
      if (cls === 0 && boundaryMode && isWordCode(c)) cls = otherWord;
      this.classOf[c] = cls;
      if (boundaryMode && isWordCode(c)) this.wordClass[cls] = 1;
    }
    if (boundaryMode) this.classOf[BOUNDARY_CODE] = 0; // a real U+FFFF is just another character

    const C = classes;
    let total = 1;
    for (const k of stored) total += k.length;
    // trie in insertion order (child + 1, 0 for none)
    const trie = new Int32Array(total * C);
    const keyAt = new Int32Array(total).fill(-1);
    let n = 1;
    stored.forEach((k, id) => {
      let st = 0;
      for (let i = 0; i < k.length; i++) {
        const at = st * C + classOfLower[k.charCodeAt(i)];
        if (trie[at] === 0) trie[at] = ++n;
        st = trie[at] - 1;
      }
      keyAt[st] = id;
    });
    // renumber breadth-first, so the shallow states a scan visits most sit together
    const order = new Int32Array(n);
    const rank = new Int32Array(n);
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const st = order[head];
      for (let cls = 1; cls < C; cls++) {
        const t = trie[st * C + cls];
        if (t !== 0) {
          rank[t - 1] = tail;
          order[tail++] = t - 1;
        }
      }
    }
    const delta = new Int32Array(n * C); // next state + 1
    const outKey = new Int32Array(n);
    for (let r = 0; r < n; r++) {
      const st = order[r];
      outKey[r] = keyAt[st];
      for (let cls = 1; cls < C; cls++) {
        const t = trie[st * C + cls];
        if (t !== 0) delta[r * C + cls] = rank[t - 1] + 1;
      }
    }
    // breadth-first (state order): a state's failure is shallower, so its row is complete; the
    // missing transitions are the failure's, the child's failure is the failure's transition
    const fail = new Int32Array(n);
    const outLink = new Int32Array(n).fill(-1);
    for (let st = 0; st < n; st++) {
      const f = fail[st];
      if (st > 0) outLink[st] = outKey[f] >= 0 ? f : outLink[f];
      delta[st * C] = 1; // class 0 is in no keyword: back to the root
      for (let cls = 1; cls < C; cls++) {
        const t = delta[st * C + cls];
        if (t !== 0 && (st === 0 || t - 1 > st)) fail[t - 1] = st === 0 ? 0 : delta[f * C + cls] - 1;
        else delta[st * C + cls] = st === 0 ? 1 : delta[f * C + cls];
      }
    }
    this.outKey = outKey;
    this.outLink = outLink;
    const next = n < 32767 ? new Int16Array(n * C) : new Int32Array(n * C);
    for (let i = 0; i < n * C; i++) {
      const t = delta[i] - 1;
      next[i] = outKey[t] >= 0 || outLink[t] >= 0 ? -(t + 1) : t + 1;
    }
    this.next = next;
  }

  /**
   * Every occurrence of every keyword in `text` (overlapping ones included), in order of their
   * end. The arrays are reused: read them before the next scan.
   */
  scan(text: string): Occurrences {
    const { classOf, classCounts } = this;
    classCounts.fill(0);
    this.count = 0;
    const n = text.length;
    let i = 0;
    let state = 0;
    let word = 0;
    const next = this.next;
    while (i < n) {
      // the hot loop: a plain table walk that stops at output states (kept in a buffer) and at
      // code units not classified yet
      const hits =
        next instanceof Int16Array
          ? walk16(next, this.classCount, classOf, classCounts, this.wordClass, this.boundary, text, i, state, word, this.hitState, this.hitAt)
          : walk32(next, this.classCount, classOf, classCounts, this.wordClass, this.boundary, text, i, state, word, this.hitState, this.hitAt);
      i = WALK[0];
      state = WALK[1];
      word = WALK[2];
      for (let h = 0; h < hits; h++) this.emit(this.hitState[h], this.hitAt[h]);
      if (i < n && hits < this.hitState.length) {
        // stopped at a code unit not classified yet: classify it, the walk reads it again
        const c = text.charCodeAt(i);
        const l = lowerCode(c);
        classOf[c] = this.boundary !== 0 && l < 128 ? 0 : this.classOfLower[l];
      }
    }
    const r = this.result;
    r.count = this.count;
    r.scanned = n;
    r.key = this.occKey;
    r.start = this.occStart;
    return r;
  }

  /** Occurrences found so far by the current scan. */
  private count = 0;
  /** Output states the walk entered and where. */
  private readonly hitState = new Int32Array(64);
  private readonly hitAt = new Int32Array(64);

  /** Records the keywords ending at `i`, where the walk entered state `st`. */
  private emit(st: number, i: number): void {
    const { outKey, outLink, keyLength } = this;
    let o = outKey[st] >= 0 ? st : outLink[st];
    while (o >= 0) {
      const id = outKey[o];
      if (this.count === this.occKey.length) this.grow();
      this.occKey[this.count] = id;
      this.occStart[this.count] = i + 1 - keyLength[id];
      this.count++;
      o = outLink[o];
    }
  }

  /**
   * How many times `ch` (lower case, one of the constructor's `countChars` or a keyword
   * character) occurred in the last scanned text, counting every code unit that lower-cases to it.
   */
  countOf(ch: string): number {
    const cls = this.classOfLower[ch.charCodeAt(0)];
    return cls === 0 ? 0 : this.classCounts[cls];
  }

  private grow(): void {
    const key = new Int32Array(this.occKey.length * 2);
    key.set(this.occKey);
    const start = new Int32Array(this.occStart.length * 2);
    start.set(this.occStart);
    this.occKey = key;
    this.occStart = start;
  }
}

/** Where a walk stopped: the next index, the state, whether the last character was a word character. */
const WALK = new Int32Array(3);

/**
 * The automaton walk from `i` in state `st`: counts classes, reads the virtual BOUNDARY before
 * each word start when `boundary` is set, and records each output state entered (and where)
 * until `hitState` is full or a code unit is not classified yet. Returns the number recorded and
 * leaves where it stopped in WALK. No calls: the hot loop of every scan (one copy per table type,
 * so each stays monomorphic).
 */
function walk16(
  next: Int16Array,
  C: number,
  classOf: Uint8Array,
  classCounts: Int32Array,
  wordClass: Uint8Array,
  boundary: number,
  text: string,
  i: number,
  st: number,
  word: number,
  hitState: Int32Array,
  hitAt: Int32Array,
): number {
  const n = text.length;
  const cap = hitState.length;
  let hits = 0;
  for (; i < n; i++) {
    const cls = classOf[text.charCodeAt(i)];
    if (cls === UNKNOWN) break;
    classCounts[cls]++;
    if (boundary !== 0) {
      const w = wordClass[cls];
      if (w > word) {
        const b = next[st * C + boundary];
        st = (b > 0 ? b : -b) - 1; // no keyword ends with BOUNDARY, so never an output
      }
      word = w;
    }
    const v = next[st * C + cls];
    if (v > 0) {
      st = v - 1;
      continue;
    }
    st = -v - 1;
    hitState[hits] = st;
    hitAt[hits] = i;
    if (++hits === cap) {
      i++;
      break;
    }
  }
  WALK[0] = i;
  WALK[1] = st;
  WALK[2] = word;
  return hits;
}

/**
 * The automaton walk from `i` in state `st`: counts classes, reads the virtual BOUNDARY before
 * each word start when `boundary` is set, and records each output state entered (and where)
 * until `hitState` is full or a code unit is not classified yet. Returns the number recorded and
 * leaves where it stopped in WALK. No calls: the hot loop of every scan (one copy per table type,
 * so each stays monomorphic).
 */
function walk32(
  next: Int32Array,
  C: number,
  classOf: Uint8Array,
  classCounts: Int32Array,
  wordClass: Uint8Array,
  boundary: number,
  text: string,
  i: number,
  st: number,
  word: number,
  hitState: Int32Array,
  hitAt: Int32Array,
): number {
  const n = text.length;
  const cap = hitState.length;
  let hits = 0;
  for (; i < n; i++) {
    const cls = classOf[text.charCodeAt(i)];
    if (cls === UNKNOWN) break;
    classCounts[cls]++;
    if (boundary !== 0) {
      const w = wordClass[cls];
      if (w > word) {
        const b = next[st * C + boundary];
        st = (b > 0 ? b : -b) - 1; // no keyword ends with BOUNDARY, so never an output
      }
      word = w;
    }
    const v = next[st * C + cls];
    if (v > 0) {
      st = v - 1;
      continue;
    }
    st = -v - 1;
    hitState[hits] = st;
    hitAt[hits] = i;
    if (++hits === cap) {
      i++;
      break;
    }
  }
  WALK[0] = i;
  WALK[1] = st;
  WALK[2] = word;
  return hits;
}

/**
 * The matches a global scan of `re` over `text` would find, trying `sticky` (the same source with
 * the `y` flag) only at `candidates` (ascending start offsets that include every position where a
 * match can begin, see regex-prefixes.ts). Like a global scan, a match hides the candidates inside
 * it and an empty match is skipped.
 */
export function execAtCandidates(
  sticky: RegExp,
  text: string,
  candidates: ArrayLike<number>,
  onMatch: (m: RegExpExecArray) => void,
): void {
  let next = 0;
  for (let i = 0; i < candidates.length; i++) {
    const at = candidates[i];
    if (at < next) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m === null) continue;
    if (m[0].length === 0) {
      next = at + 1;
      continue;
    }
    onMatch(m);
    next = at + m[0].length;
  }
}
