import { stripDiacritics } from '../lib/normalize.ts';

/**
 * Text preparation for the intent classifier: a display string that keeps case (for tickers,
 * names and payload text) and tokens carrying both a folded form and their original span.
 */

const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E]/g;

export interface Token {
  /** Lower case, diacritics stripped, contractions expanded (`what's` gives `what`, then `is`). */
  word: string;
  /** The original text of the token (for `is` from `what's`: `what's`). */
  raw: string;
  start: number;
  end: number;
  /** Index among tokens. */
  index: number;
}

/** NFKC, zero-width removed, typographic quotes folded, whitespace collapsed; case kept. */
export function toDisplay(query: string): string {
  return query
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folds a word for lexicon lookup: lower case without diacritics. */
export function fold(word: string): string {
  return stripDiacritics(word.toLowerCase());
}

const CONTRACTIONS: Record<string, string[]> = {
  "what's": ['what', 'is'],
  "whats": ['what', 'is'],
  "it's": ['it', 'is'],
  "that's": ['that', 'is'],
  "there's": ['there', 'is'],
  "here's": ['here', 'is'],
  "who's": ['who', 'is'],
  "where's": ['where', 'is'],
  "how's": ['how', 'is'],
  "when's": ['when', 'is'],
  "he's": ['he', 'is'],
  "she's": ['she', 'is'],
  "let's": ['let', 'us'],
  "i'm": ['i', 'am'],
  "im": ['i', 'am'],
  "can't": ['can', 'not'],
  "cannot": ['can', 'not'],
  "won't": ['will', 'not'],
  "shan't": ['shall', 'not'],
  "ain't": ['is', 'not'],
};

/**
 * Splits `display` into tokens: words (with inner apostrophes, dots, hyphens, `@`, so
 * `report.pdf`, `e-mail` and `bob@example.com` stay whole), numbers (`1,000.50`) and single
 * symbols (`$`, `+`, `%`). A number glued to a unit (`5km`) becomes two tokens.
 */
export function tokenize(display: string): Token[] {
  const tokens: Token[] = [];
  const re = /\d+(?:[.,]\d+)*|[\p{L}\p{N}_]+(?:['.@-][\p{L}\p{N}_]+)*|[^\s\p{L}\p{N}]/gu;
  for (const m of display.matchAll(re)) {
    const raw = m[0];
    const start = m.index ?? 0;
    // a number directly followed by letters ("5km", "10am") is split by the regex order above
    const parts = expand(raw);
    for (const word of parts) {
      tokens.push({ word: word.replace(/'/g, ''), raw, start, end: start + raw.length, index: tokens.length });
    }
  }
  // trailing dots of abbreviations and sentence ends are not part of words
  for (const t of tokens) if (t.word.length > 1 && t.word.endsWith('.')) t.word = t.word.slice(0, -1);
  return tokens;
}

function expand(raw: string): string[] {
  const word = fold(raw);
  const known = CONTRACTIONS[word];
  if (known) return known;
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  for (const [suffix, full] of [["'re", 'are'], ["'ve", 'have'], ["'ll", 'will'], ["'d", 'would']] as const) {
    if (word.endsWith(suffix) && word.length > suffix.length) return [word.slice(0, -suffix.length), full];
  }
  // possessive: "bob's" is "bob", "paris's" is "paris"
  if (word.endsWith("'s") && word.length > 2) return [word.slice(0, -2)];
  if (word.endsWith("s'") && word.length > 2) return [word.slice(0, -1)];
  return [word];
}

const IRREGULAR: Record<string, string> = {
  sent: 'send', bought: 'buy', sold: 'sell', paid: 'pay', wrote: 'write', written: 'write',
  made: 'make', found: 'find', told: 'tell', gave: 'give', given: 'give', took: 'take',
  taken: 'take', ran: 'run', got: 'get', gotten: 'get', saw: 'see', seen: 'see', went: 'go',
  gone: 'go', did: 'do', done: 'do', was: 'be', were: 'be', is: 'be', are: 'be', am: 'be',
  been: 'be', has: 'have', had: 'have', brought: 'bring', thought: 'think', caught: 'catch',
  taught: 'teach', sought: 'seek', spent: 'spend', built: 'build', meant: 'mean', woke: 'wake',
  woken: 'wake', chose: 'choose', chosen: 'choose', forgot: 'forget', forgotten: 'forget',
  people: 'person', children: 'child', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth',
  mice: 'mouse', shook: 'shake', drove: 'drive', driven: 'drive', flew: 'fly', flown: 'fly',
  ate: 'eat', eaten: 'eat', kept: 'keep', left: 'leave', began: 'begin', begun: 'begin',
  rang: 'ring', rung: 'ring', sang: 'sing', spoke: 'speak', spoken: 'speak', wore: 'wear',
  analyses: 'analysis',
};

/** Words whose endings look like inflections but are not (`news` is not `new` + s). */
const NO_STEM = new Set([
  'news', 'status', 'series', 'gas', 'bus', 'always', 'this', 'his', 'its', 'us', 'yes', 'alias',
  'analysis', 'thesis', 'crisis', 'bonus', 'virus', 'campus', 'canvas', 'atlas', 'chaos', 'species',
  'physics', 'mathematics', 'maths', 'politics', 'economics', 'glasses', 'clothes', 'sometimes',
  'lens', 'plus', 'minus', 'bias', 'basis', 'diagnosis', 'kudos', 'iris', 'settings', 'setting',
  'thing', 'nothing', 'something', 'anything', 'everything', 'during', 'morning', 'evening',
  'string', 'spring', 'king', 'ring', 'building', 'meeting', 'wedding', 'ceiling', 'earnings',
  'savings', 'holdings', 'headlines', 'lyrics', 'logs', 'pros', 'cons', 'dns', 'aws', 'ios', 'macos',
  'need', 'feed', 'speed', 'seed', 'red', 'bed', 'shed', 'used', 'bored', 'tired', 'united', 'limited',
  'detailed', 'advanced', 'need',
]);

/**
 * Candidate lemmas of a folded word, most literal first: the word itself, an irregular form,
 * then suffix-stripped stems (`emails`, `sending`, `deleted`, `batteries`, `stopping`).
 * The caller takes the first candidate its lexicon knows, so over-generation is harmless.
 */
export function lemmaCandidates(word: string): string[] {
  const cached = lemmaCache.get(word);
  if (cached) return cached;
  const out = computeLemmas(word);
  if (lemmaCache.size >= 50_000) lemmaCache.clear();
  lemmaCache.set(word, out);
  return out;
}

/** Memo of `lemmaCandidates`: the vocabulary of real queries is small; cleared when it grows large. */
const lemmaCache = new Map<string, string[]>();

function computeLemmas(word: string): string[] {
  const out = [word];
  if (NO_STEM.has(word)) return out;
  const push = (w: string) => {
    if (w.length >= 2 && !out.includes(w)) out.push(w);
  };
  const irregular = IRREGULAR[word];
  if (irregular) push(irregular);
  const n = word.length;
  if (n > 4 && word.endsWith('ies')) push(word.slice(0, -3) + 'y');
  if (n > 3 && word.endsWith('es')) {
    push(word.slice(0, -1));
    push(word.slice(0, -2));
  }
  if (n > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) push(word.slice(0, -1));
  if (n > 5 && word.endsWith('ing')) {
    const stem = word.slice(0, -3);
    push(stem);
    push(stem + 'e');
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) push(stem.slice(0, -1));
    if (stem.endsWith('y')) push(stem);
  }
  if (n > 4 && word.endsWith('ied')) push(word.slice(0, -3) + 'y');
  if (n > 3 && word.endsWith('ed')) {
    const stem = word.slice(0, -2);
    push(stem);
    push(stem + 'e');
    push(word.slice(0, -1));
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) push(stem.slice(0, -1));
  }
  return out;
}

/** Looks a word up through its lemma candidates; returns the first hit. */
export function lookupLemma<T>(word: string, table: ReadonlyMap<string, T>): T | undefined {
  for (const candidate of lemmaCandidates(word)) {
    const hit = table.get(candidate);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Title case for place and person names taken from folded text ("new york" gives "New York"). */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * The key under which learned examples are stored: folded tokens joined by single spaces,
 * contractions expanded, punctuation other than math symbols dropped. Idempotent.
 */
export function normalizeQueryForIntent(query: string): string {
  return tokenize(toDisplay(query))
    .map((t) => t.word)
    .filter((w) => /[\p{L}\p{N}]/u.test(w) || /^[+\-*/^%=$€£]$/.test(w))
    .join(' ');
}
