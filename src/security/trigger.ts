/**
 * Keyword prefilter shared by the detectors. One regex, the union of every keyword, runs once
 * over the (lower-cased) text and reports which keywords occur; rules whose keywords are absent
 * are skipped. One union pass is much cheaper than a substring search per keyword, and on
 * ordinary text most rules never run.
 */

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

export class TriggerIndex {
  /** Keyword → indices of the items that listed it (see `items`). */
  private readonly owners = new Map<string, number[]>();
  private readonly always: number[] = [];
  private readonly itemCount: number;
  private readonly re: RegExp;
  /** Keyword → every keyword it contains (a match of "secret_" implies "secret"). */
  private readonly implied = new Map<string, string[]>();

  /**
   * @param itemKeywords for each item (rule, pattern), its lower-case keywords; an item without
   *   keywords is always selected
   * @param wordStart when true, keywords that begin with a letter must begin a word
   */
  constructor(itemKeywords: ReadonlyArray<readonly string[]>, wordStart = false) {
    this.itemCount = itemKeywords.length;
    itemKeywords.forEach((kws, i) => {
      if (kws.length === 0) this.always.push(i);
      for (const k of kws) {
        const list = this.owners.get(k) ?? [];
        list.push(i);
        this.owners.set(k, list);
      }
    });
    const all = [...this.owners.keys()].sort((a, b) => b.length - a.length);
    for (const k of all) this.implied.set(k, all.filter((o) => k.includes(o)));
    this.re = new RegExp(triggerSource(all, wordStart), 'g');
  }

  /**
   * The keywords that occur in `lower`. Occurrences are found without overlap (one native
   * `match` call); a keyword inside a longer matched keyword is still reported, as implied.
   */
  present(lower: string): Set<string> {
    const found = new Set<string>();
    const hits = lower.match(this.re);
    if (hits === null) return found;
    for (const h of hits) if (!found.has(h)) for (const k of this.implied.get(h)!) found.add(k);
    return found;
  }

  /** Indices of the items with a keyword in `present`, plus the keyword-less ones, ascending. */
  selected(present: Set<string>): number[] {
    if (present.size === 0) return this.always;
    const mark = new Uint8Array(this.itemCount);
    for (const i of this.always) mark[i] = 1;
    for (const k of present) for (const i of this.owners.get(k)!) mark[i] = 1;
    const out: number[] = [];
    for (let i = 0; i < mark.length; i++) if (mark[i]) out.push(i);
    return out;
  }
}
