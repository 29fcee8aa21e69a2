import { normalizeForMatch } from '../lib/normalize.ts';

/**
 * Query canonicalisation for the fingerprint cache: two wordings that differ only in case,
 * spacing, punctuation, contractions, politeness or spelled-out small numbers hash the same.
 * Only whole words are touched (NabaOS replaced substrings and turned "adjust" into "ad ").
 * Redaction placeholders (`[REDACTED:type]`) survive as single tokens.
 */

const CONTRACTIONS: Record<string, string> = {
  "won't": 'will not',
  "can't": 'cannot',
  "shan't": 'shall not',
  "let's": 'let us',
  "i'm": 'i am',
};
const IS_CONTRACTIONS = new Set(['what', 'who', 'where', 'when', 'how', 'why', 'it', 'that', 'there', 'here', 'he', 'she', 'this']);
const SUFFIXES: Array<[RegExp, string]> = [
  [/n't$/, ' not'],
  [/'re$/, ' are'],
  [/'ll$/, ' will'],
  [/'ve$/, ' have'],
  [/'d$/, ' would'],
];

/** Politeness and lead-in phrases that do not change what is asked (longest first). */
const FILLER_PHRASES = [
  'i would like to know',
  'i want to know',
  'could you please',
  'can you please',
  'would you please',
  'do you know',
  'can you tell me',
  'could you tell me',
  'please tell me',
  'tell me',
  'could you',
  'can you',
  'would you',
  'will you',
  'thank you',
  'for me',
  'please',
  'kindly',
  'pls',
  'plz',
  'hey',
  'hi',
  'hello',
  'thanks',
].map((p) => p.split(' '));

const NUMBER_WORDS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8',
  nine: '9', ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15',
  sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19', twenty: '20', thirty: '30',
  forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90', hundred: '100',
};

const OPERATOR_PHRASES: Array<[string[], string]> = [
  [['multiplied', 'by'], '*'],
  [['divided', 'by'], '/'],
  [['plus'], '+'],
  [['minus'], '-'],
  [['times'], '*'],
];

const PLACEHOLDER = /\[redacted:[a-z0-9_]+\]/g;

/** The canonical form of a (redacted) query; its hash is the fingerprint-cache key. */
export function canonicalQuery(text: string): string {
  const placeholders: string[] = [];
  let s = normalizeForMatch(text)
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(PLACEHOLDER, (m) => ` \u0001${placeholders.push(m) - 1}\u0001 `);
  // Separators inside numbers ("1,000") vanish; other punctuation becomes space, except what
  // arithmetic and units need.
  s = s.replace(/(\d),(?=\d{3}\b)/g, '$1');
  s = s.replace(/[^\p{L}\p{N}\s'+\-*/^%=().$€£:@\u0001]/gu, ' ');
  s = s.replace(/(?<!\d)\.|\.(?!\d)/g, ' '); // keep decimal points only
  s = s.replace(/:(?!\d)|(?<!\d):/g, ' '); // keep "10:30"
  s = s.replace(/(?<=[\d)])\s*([+*/^=-])\s*(?=[\d(-])/g, ' $1 '); // "2+2" ≡ "2 + 2"

  let words = s.split(/\s+/).filter(Boolean).flatMap(expandContraction);
  words = removePhrases(words, FILLER_PHRASES);
  words = words.map((w) => NUMBER_WORDS[w] ?? w);
  words = replaceOperators(words);
  return words
    .join(' ')
    .replace(/[\s'?!]+$/g, '')
    .replace(/\u0001(\d+)\u0001/g, (_, i) => placeholders[Number(i)])
    .trim();
}

function expandContraction(word: string): string[] {
  const w = word.replace(/^'+|'+$/g, '');
  if (!w) return [];
  if (CONTRACTIONS[w]) return CONTRACTIONS[w].split(' ');
  if (w.endsWith("'s")) {
    const stem = w.slice(0, -2);
    return IS_CONTRACTIONS.has(stem) ? [stem, 'is'] : [stem]; // otherwise a possessive
  }
  for (const [suffix, expansion] of SUFFIXES) {
    if (suffix.test(w)) return (w.replace(suffix, '') + expansion).split(' ').filter(Boolean);
  }
  return [w.replace(/'/g, '')];
}

function removePhrases(words: string[], phrases: string[][]): string[] {
  const out: string[] = [];
  outer: for (let i = 0; i < words.length; ) {
    for (const phrase of phrases) {
      if (phrase.every((p, j) => words[i + j] === p)) {
        i += phrase.length;
        continue outer;
      }
    }
    out.push(words[i]);
    i++;
  }
  return out;
}

function replaceOperators(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const match = OPERATOR_PHRASES.find(([phrase]) => phrase.every((p, j) => words[i + j] === p));
    // Only between numbers: "2 times 3" → "2 * 3", but "three times a day" keeps its words.
    if (match && /^[\d.]+$/.test(words[i - 1] ?? '') && /^[\d.(]/.test(words[i + match[0].length] ?? '')) {
      out.push(match[1]);
      i += match[0].length - 1;
    } else {
      out.push(words[i]);
    }
  }
  return out;
}

/** Words that carry no content, dropped from the learned-example signature. */
const STOPWORDS = new Set(
  (
    'a an the is are was were be been am do does did of to in on at for from by with about into ' +
    'what whats which who whom whose how why when where me my i you your we our us it its this that ' +
    'these those there here some any and or but so if then than please tell give show let can could ' +
    'would will shall should may might must know want like need get'
  ).split(' '),
);

/**
 * The learned-example signature: the canonical query's content words, in order (so "5 km to miles"
 * and "5 miles to km" stay different). Empty when nothing is left.
 */
export function learnedSignature(canonical: string): string {
  return canonical
    .split(' ')
    .filter((w) => w && !STOPWORDS.has(w))
    .join(' ');
}

/** SHA-256 hex of a string (fingerprint and intent-cache keys). */
export function sha256Hex(text: string): string {
  return new Bun.CryptoHasher('sha256').update(text).digest('hex');
}

/**
 * A stable key for "same intent and same parameters": keys sorted, string values normalised, so
 * `{city: "Paris"}` from two wordings gives one key.
 */
export function intentParamsKey(intentKey: string, params: Record<string, unknown>): string {
  return sha256Hex(`${intentKey}\n${stableJson(params)}`);
}

function stableJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(normalizeForMatch(value));
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}
