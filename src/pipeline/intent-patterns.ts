import {
  CURRENCIES,
  LANGUAGES,
  canonicalNumber,
  extractWhen,
  lookupCurrency,
  lookupUnit,
  numberWordsToDigits,
  parseClockTime,
  parseDuration,
} from './intent-entities.ts';
import type { IntentAction, IntentTarget } from './intent-lexicon.ts';
import { titleCase } from './intent-text.ts';

/**
 * High-precision sentence patterns, tried before the lexicon: each one recognises a whole
 * query shape (arithmetic, conversions, clock questions, timers, reminders, translation, text
 * transforms, hashing, security scans, definitions) and extracts its parameters exactly.
 * Patterns run on a short head of the query; payload parameters are sliced from the full text.
 */

export interface PatternHit {
  action: IntentAction;
  target: IntentTarget;
  params: Record<string, string>;
  confidence: number;
}

const LEAD_IN =
  /^(?:(?:hey|hi|hello|ok|okay|yo)\b[\s,!]*)?(?:(?:please|pls|plz|kindly)\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:(?:i\s+(?:want|need|would\s+like|'d\s+like)|i'd\s+like)\s+(?:you\s+)?to\s+)?(?:(?:please|just|quickly)\s+)?/i;

/** The query without greetings, politeness and trailing punctuation; case kept. */
export function stripLeadIn(display: string): string {
  return display
    .replace(LEAD_IN, '')
    .replace(/[\s?!.]+$/, '')
    .replace(/\s+(?:please|pls|thanks|thank you)$/i, '')
    .trim();
}

// ---- arithmetic --------------------------------------------------------------------------------

const MATH_LEAD =
  /^(?:(?:calculate|compute|solve|evaluate|eval|work\s+out|figure\s+out|what(?:'s|\s+is|\s+are)|whats|how\s+much\s+(?:is|are)|tell\s+me|give\s+me)\s+)+(?:the\s+(?:result|value|answer|sum|product)\s+of\s+)?/i;
const FUNCS = 'sqrt|sin|cos|tan|log|ln|abs|round|floor|ceil|exp';
const MATH_TOKENS = new RegExp(`^(?:\\d+(?:\\.\\d+)?|[-+*/^%()]|${FUNCS}|pi|e|\\s)+$`);

/** Turns spoken or written arithmetic into a compact expression ("two plus 2" gives "2+2"), or null. */
export function toExpression(text: string): string | null {
  let t = ` ${numberWordsToDigits(text.toLowerCase())} `;
  t = t
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\b(?:the\s+)?square\s+root\s+of\s+(\d+(?:\.\d+)?)/g, 'sqrt($1)')
    .replace(/\bsqrt\s+(\d+(?:\.\d+)?)/g, 'sqrt($1)')
    .replace(/(\d+(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(\d+(?:\.\d+)?)/g, '($1/100)*$2')
    .replace(/\bsquared\b/g, '^2')
    .replace(/\bcubed\b/g, '^3')
    .replace(/\b(?:to\s+the\s+power\s+of|raised\s+to(?:\s+the\s+power\s+of)?|to\s+the)\b/g, '^')
    .replace(/\b(?:multiplied\s+by|times)\b/g, '*')
    .replace(/\b(?:divided\s+by|over)\b/g, '/')
    .replace(/\bplus\b/g, '+')
    .replace(/\bminus\b/g, '-')
    .replace(/\bmod(?:ulo)?\b/g, '%')
    .replace(/(\d)\s*[x×]\s*(?=[\d(])/g, '$1*')
    .replace(/÷/g, '/')
    .replace(/[=?]\s*$/g, '')
    .replace(/\s*=\s*$/, '');
  t = t.trim();
  if (t === '' || !MATH_TOKENS.test(t) || !/\d/.test(t)) return null;
  if (!/[-+*/^%]|sqrt|sin|cos|tan|log|ln|abs|round|floor|ceil|exp/.test(t.replace(/^-/, ''))) return null;
  return t.replace(/\s+/g, '');
}

function matchMath(core: string): PatternHit | null {
  const body = core.replace(MATH_LEAD, '');
  const expression = toExpression(body);
  if (!expression) return null;
  return { action: 'calculate', target: 'math', params: { expression }, confidence: 0.95 };
}

// ---- unit and currency conversion -------------------------------------------------------------

const UNIT_WORDS = [
  'mm', 'millimeters?', 'millimetres?', 'cm', 'centimeters?', 'centimetres?', 'meters?', 'metres?', 'm',
  'kms?', 'kilometers?', 'kilometres?', 'inch(?:es)?', 'in', 'ft', 'foot', 'feet', 'yards?', 'yd',
  'miles?', 'mi', 'nautical miles?', 'nmi', 'mg', 'milligrams?', 'grams?', 'grammes?', 'g', 'kgs?',
  'kilos?', 'kilograms?', 'tonnes?', 'metric tons?', 'oz', 'ounces?', 'lbs?', 'pounds?', 'stones?',
  'st', 'ml', 'milliliters?', 'millilitres?', 'liters?', 'litres?', 'l', 'gallons?', 'gal', 'quarts?',
  'qt', 'pints?', 'pt', 'cups?', 'fl oz', 'fluid ounces?', 'tbsp', 'tablespoons?', 'tsp',
  'teaspoons?', '°c', '°f', 'degrees? celsius', 'degrees? fahrenheit', 'degrees? c', 'degrees? f',
  'celsius', 'centigrade', 'fahrenheit', 'kelvin', 'c', 'f', 'seconds?', 'secs?', 'minutes?',
  'mins?', 'hours?', 'hrs?', 'h', 'days?', 'weeks?', 'years?', 'km/h', 'kmh', 'kph', 'mph', 'm/s',
  'kilometers per hour', 'kilometres per hour', 'miles per hour', 'knots?', 'bytes?', 'kb', 'mb',
  'gb', 'tb', 'kilobytes?', 'megabytes?', 'gigabytes?', 'terabytes?', 'square meters?',
  'square metres?', 'square feet', 'square foot', 'sq ft', 'sq m', 'm2', 'ft2', 'acres?',
  'hectares?', 'ha', 'km2', 'joules?', 'kj', 'calories?', 'kcal', 'kwh', 's', 'j',
];
const CURRENCY_WORDS = Object.keys(CURRENCIES)
  .filter((k) => /^[a-z ]+$/.test(k))
  .map((k) => k.replace(/ /g, '\\s+'));
const QUANTITY_UNIT = [...CURRENCY_WORDS, ...UNIT_WORDS]
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/\//g, '\\/'))
  .join('|');
const NUM = '(-?\\d[\\d,]*(?:\\.\\d+)?)';
const UNIT = `(${QUANTITY_UNIT})(?![a-z])`;
const CONVERT_RE = new RegExp(
  `^(?:(?:convert|change|exchange|turn|transform|what(?:'s|\\s+is)|whats|how\\s+much\\s+(?:is|are)|how\\s+many\\s+[a-z]+\\s+(?:is|are))\\s+)?(?:([$€£¥₹])\\s?)?${NUM}\\s*(?:${UNIT})?\\s+(?:to|in|into|as|in\\s+to)\\s+(?:([$€£¥₹])|${UNIT})$`,
  'i',
);
const HOW_MANY_RE = new RegExp(
  `^how\\s+many\\s+${UNIT}\\s+(?:are\\s+|is\\s+|make\\s+|to\\s+)?(?:there\\s+)?(?:in\\s+)?(?:an?\\s+|one\\s+|${NUM}\\s*)?${UNIT}$`,
  'i',
);
const RATE_RE = new RegExp(
  `^(?:(?:what(?:'s|\\s+is)\\s+)?(?:the\\s+)?(?:exchange\\s+rate|rate)\\s+(?:(?:from|for|of|between)\\s+)?)?${UNIT}\\s+(?:to|in|into|vs|versus|and|\\/)\\s+${UNIT}(?:\\s+(?:exchange\\s+)?rate)?$`,
  'i',
);

function conversion(
  value: string,
  fromText: string | undefined,
  toText: string | undefined,
): PatternHit | null {
  if (!fromText || !toText) return null;
  const fromCur = lookupCurrency(fromText);
  const toCur = lookupCurrency(toText);
  if (fromCur && toCur && fromCur !== toCur) {
    return { action: 'convert', target: 'currency', params: { amount: value, from: fromCur, to: toCur }, confidence: 0.95 };
  }
  const from = lookupUnit(fromText);
  const to = lookupUnit(toText);
  if (from && to && from.dimension === to.dimension && from.symbol !== to.symbol) {
    return { action: 'convert', target: 'units', params: { value, from: from.symbol, to: to.symbol }, confidence: 0.95 };
  }
  return null;
}

function matchConversion(core: string): PatternHit | null {
  const text = numberWordsToDigits(core);
  let m = CONVERT_RE.exec(text);
  if (m) {
    const value = canonicalNumber(m[2]);
    const from = m[1] ?? m[3];
    const to = m[4] ?? m[5];
    // "convert 100 usd to eur" or "$100 to €"
    if (value !== null) return conversion(value, from, to);
  }
  m = HOW_MANY_RE.exec(text);
  if (m) {
    const value = m[2] ? canonicalNumber(m[2]) : '1';
    if (value !== null) return conversion(value, m[3], m[1]);
  }
  m = RATE_RE.exec(text);
  if (m) {
    const from = lookupCurrency(m[1]);
    const to = lookupCurrency(m[2]);
    if (from && to && from !== to) {
      return { action: 'convert', target: 'currency', params: { amount: '1', from, to }, confidence: 0.9 };
    }
  }
  return null;
}

// ---- clock, timers, alarms, reminders -----------------------------------------------------------

const TIME_RE =
  /^(?:(?:what(?:'s|\s+is)|whats|tell\s+me|do\s+you\s+(?:know|have)|give\s+me|show\s+me|check)\s+)?(?:the\s+)?(?:(?:current|local|exact)\s+)?time(?:\s+(?:is\s+it|now|right\s+now|currently))?(?:\s+(?:in|at|for)\s+(.+?))?(?:\s+(?:right\s+)?now)?$|^what\s+time\s+is\s+it(?:\s+(?:right\s+)?now)?(?:\s+(?:in|at|over\s+in)\s+(.+?))?(?:\s+(?:right\s+)?now)?$|^what\s+hour\s+is\s+it$/i;
const DATE_RE =
  /^(?:(?:what(?:'s|\s+is)|whats|tell\s+me|give\s+me|show\s+me)\s+)?(?:the\s+|today's\s+|todays\s+|the\s+current\s+)?date(?:\s+today)?$|^what\s+(?:day|date)\s+(?:is\s+(?:it|today)|of\s+the\s+week\s+is\s+it)(?:\s+today)?$|^today'?s\s+date$|^what\s+is\s+today$/i;

function matchClock(core: string): PatternHit | null {
  const t = TIME_RE.exec(core);
  if (t) {
    const place = (t[1] ?? t[2])?.trim();
    const params: Record<string, string> = {};
    if (place) params.location = titleCase(place.toLowerCase().replace(/\s+/g, ' '));
    return { action: 'check', target: 'time', params, confidence: 0.95 };
  }
  if (DATE_RE.test(core)) return { action: 'check', target: 'date', params: {}, confidence: 0.95 };
  return null;
}

const TIMER_RES = [
  /^(?:set|start|create|put\s+on|make)\s+(?:a|an|the|my)?\s*(?:timer|countdown)\s+(?:for|of|to)\s+(.+)$/i,
  /^(?:set|start|create|put\s+on|make)\s+(?:a|an|the|my)?\s*(.+?)\s+(?:timer|countdown)$/i,
  /^(?:timer|countdown)\s+(?:for\s+)?(.+)$/i,
  /^(?:an?\s+)?(.+?)\s+(?:timer|countdown)(?:\s+please)?$/i,
];
const ALARM_RES = [
  /^(?:wake\s+me(?:\s+up)?|set\s+(?:an?\s+|my\s+|the\s+)?alarm(?:\s+clock)?|alarm|create\s+an?\s+alarm)\s+(?:for\s+|at\s+)?(.+)$/i,
];
const REMINDER_RES = [
  /^remind\s+me\s+(?:to\s+|that\s+|about\s+|of\s+)?(.+)$/i,
  /^(?:set|create|add|make|schedule)\s+(?:a|an|me\s+a)?\s*reminder\s+(?:to\s+|that\s+|about\s+|for\s+)?(.+)$/i,
];

function matchTimers(core: string): PatternHit | null {
  for (const re of TIMER_RES) {
    const m = re.exec(core);
    const duration = m ? parseDuration(m[1]) : null;
    if (duration) return { action: 'set', target: 'timer', params: { duration }, confidence: 0.95 };
  }
  for (const re of ALARM_RES) {
    const m = re.exec(core);
    if (!m) continue;
    const time = parseClockTime(`at ${m[1]}`);
    if (!time) continue;
    const params: Record<string, string> = { time };
    const day = /\b(tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays|weekends|every\s+day|daily)\b/i.exec(m[1]);
    if (day) params.day = day[1].toLowerCase().replace(/\s+/g, ' ');
    return { action: 'set', target: 'alarm', params, confidence: 0.95 };
  }
  for (const re of REMINDER_RES) {
    const m = re.exec(core);
    if (!m) continue;
    const { when, spans } = extractWhen(m[1]);
    let text = m[1];
    for (const span of [...spans].reverse()) text = text.slice(0, span.start) + ' ' + text.slice(span.end);
    text = text.replace(/\s+/g, ' ').trim().replace(/^(?:to|that|about)\s+/i, '').replace(/\s+(?:to|at|on|by)$/i, '').trim();
    const params: Record<string, string> = {};
    if (text) params.text = text;
    if (when) params.when = when;
    return { action: 'set', target: 'reminder', params, confidence: 0.95 };
  }
  return null;
}

// ---- language and text tools ------------------------------------------------------------------

const LANGUAGE_LIST = [...LANGUAGES].join('|');
const TRANSLATE_RES: [RegExp, number, number][] = [
  [new RegExp(`^translate\\s+(?:this|the\\s+following|it)?\\s*(?:(?:in)?to|into)\\s+(${LANGUAGE_LIST})\\s*:?\\s+(.+)$`, 'is'), 2, 1],
  [new RegExp(`^translate\\s+(.+?)\\s+(?:from\\s+\\p{L}+\\s+)?(?:in)?to\\s+(${LANGUAGE_LIST})$`, 'isu'), 1, 2],
  [new RegExp(`^translate\\s+(.+?)\\s+(?:into|in)\\s+(${LANGUAGE_LIST})$`, 'is'), 1, 2],
  [new RegExp(`^how\\s+(?:do|would|can)\\s+(?:you|i|we)\\s+say\\s+(.+?)\\s+in\\s+(${LANGUAGE_LIST})$`, 'is'), 1, 2],
  [new RegExp(`^what(?:'s|\\s+is)\\s+(.+?)\\s+in\\s+(${LANGUAGE_LIST})$`, 'is'), 1, 2],
  [new RegExp(`^(?:say|write)\\s+(.+?)\\s+in\\s+(${LANGUAGE_LIST})$`, 'is'), 1, 2],
];

function matchTranslate(core: string): PatternHit | null {
  for (const [re, textGroup, langGroup] of TRANSLATE_RES) {
    const m = re.exec(core);
    if (!m) continue;
    const text = unquote(m[textGroup]);
    if (!text) continue;
    return { action: 'translate', target: 'text', params: { text, language: m[langGroup].toLowerCase() }, confidence: 0.95 };
  }
  return null;
}

const OPERATIONS: Record<string, string> = {
  uppercase: 'upper', 'upper case': 'upper', upcase: 'upper', upper: 'upper', 'all caps': 'upper', caps: 'upper', capitals: 'upper',
  lowercase: 'lower', 'lower case': 'lower', downcase: 'lower', lower: 'lower',
  capitalize: 'capitalize', capitalise: 'capitalize', titlecase: 'title', 'title case': 'title', title: 'title',
  slugify: 'slug', slug: 'slug', reverse: 'reverse', trim: 'trim', sentence: 'sentence',
  camel: 'camel', snake: 'snake', kebab: 'kebab',
};
const OP_WORDS = Object.keys(OPERATIONS).sort((a, b) => b.length - a.length).join('|').replace(/ /g, '\\s+');
const TRANSFORM_RES: [RegExp, number, number][] = [
  [new RegExp(`^(?:convert|change|make|turn|transform|put|format|rewrite)\\s+(.+?)\\s+(?:to|into|in)\\s+(${OP_WORDS})(?:[\\s-]?case)?$`, 'is'), 1, 2],
  [new RegExp(`^(?:make|turn|convert|change|put)\\s+(?:this|it|the\\s+following)\\s+(?:to\\s+|into\\s+|in\\s+)?(${OP_WORDS})(?:[\\s-]?case)?\\s*:?\\s*(.+)$`, 'is'), 2, 1],
  [new RegExp(`^make\\s+(.+?)\\s+(${OP_WORDS})$`, 'is'), 1, 2],
  [new RegExp(`^(${OP_WORDS})(?:[\\s-]?case)?\\s+(?:(?:the|this)\\s+)?(?:(?:text|string|word|words|sentence|following)\\s*)?:?\\s*(.+)$`, 'is'), 2, 1],
  [/^(?:turn|convert|make)\s+(.+?)\s+into\s+an?\s+(slug)$/is, 1, 2],
];
const BASE64_RES: [RegExp, number, number][] = [
  [/^base\s?64[\s-]?(encode|decode)\s*:?\s*(.+)$/is, 2, 1],
  [/^(encode|decode)\s+(.+?)\s+(?:in|as|from|to|with|using)\s+base\s?64$/is, 2, 1],
  [/^(encode|decode)\s+(?:in|as|from|to|with|using)?\s*base\s?64\s*:?\s*(.+)$/is, 2, 1],
];

function matchTransform(core: string): PatternHit | null {
  for (const [re, textGroup, opGroup] of TRANSFORM_RES) {
    const m = re.exec(core);
    if (!m) continue;
    const operation = OPERATIONS[m[opGroup].toLowerCase().replace(/\s+/g, ' ')];
    const text = unquote(m[textGroup]);
    if (operation && text) return { action: 'transform', target: 'text', params: { operation, text }, confidence: 0.92 };
  }
  for (const [re, textGroup, opGroup] of BASE64_RES) {
    const m = re.exec(core);
    if (!m) continue;
    const text = unquote(m[textGroup]);
    if (text) return { action: 'transform', target: 'text', params: { operation: `base64-${m[opGroup].toLowerCase()}`, text }, confidence: 0.92 };
  }
  const count =
    /^(?:count|how\s+many)\s+(?:the\s+)?(?:number\s+of\s+)?(words|characters|chars|letters|lines|sentences|paragraphs|vowels)\s+(?:are\s+|is\s+)?(?:there\s+)?(?:in|of)\s+(?:(?:this|the\s+following|the)\s+)?(?:(?:text|string|sentence|paragraph)\s*)?:?\s*(.+)$/is.exec(core) ??
    /^(word|character|char|letter|line)\s+count\s+(?:of|for)\s+(?:(?:this|the\s+following)\s+)?(?:(?:text|string)\s*)?:?\s*(.+)$/is.exec(core);
  if (count) {
    const unit = count[1].toLowerCase().replace(/^chars?$/, 'characters').replace(/^(word|character|letter|line)$/, '$1s');
    const text = unquote(count[2]);
    if (text) return { action: 'count', target: 'text', params: { unit, text }, confidence: 0.92 };
  }
  return null;
}

const HASH_ALGOS: Record<string, string> = { sha256: 'sha256', sha1: 'sha1', sha512: 'sha512', sha384: 'sha384', md5: 'md5' };

function matchHash(core: string): PatternHit | null {
  const named =
    /^(?:(?:compute|calculate|generate|get|give\s+me|what(?:'s|\s+is))\s+)?(?:the\s+|a\s+)?(sha-?256|sha-?1|sha-?512|sha-?384|md5)\s*(?:hash|checksum|digest|sum)?\s+(?:of|for)\s*:?\s*(.+)$/is.exec(core) ??
    /^(sha-?256|sha-?1|sha-?512|sha-?384|md5)\s*(?:hash|sum)?\s*:?\s+(.+)$/is.exec(core);
  if (named) {
    const text = unquote(named[2]);
    if (text) return { action: 'hash', target: 'text', params: { algorithm: HASH_ALGOS[named[1].toLowerCase().replace('-', '')], text }, confidence: 0.95 };
  }
  const plain = /^(?:hash|checksum)\s+(.+?)(?:\s+(?:with|using)\s+(sha-?256|sha-?1|sha-?512|sha-?384|md5))?$/is.exec(core);
  if (plain) {
    const text = unquote(plain[1].replace(/^(?:this|the\s+following|the\s+text)\s*:?\s*/i, ''));
    const algorithm = plain[2] ? HASH_ALGOS[plain[2].toLowerCase().replace('-', '')] : 'sha256';
    if (text) return { action: 'hash', target: 'text', params: { algorithm, text }, confidence: 0.9 };
  }
  return null;
}

// ---- security scan and definitions ------------------------------------------------------------

const SENSITIVE =
  '(?:secrets?|credentials?|passwords?|api[\\s-]?keys?|access\\s+keys?|tokens?|pii|personal\\s+(?:data|information|info|details)|sensitive\\s+(?:data|information|info|content)|(?:prompt\\s+)?injections?|jailbreaks?|leak(?:s|ed)?|private\\s+keys?|ssns?|credit\\s+card\\s+numbers?)';
const SCAN_RES = [
  /^(?:scan|redact|sanitize|sanitise)\b\s*(.*)$/is,
  new RegExp(`^(?:check|analy[sz]e|inspect|audit|examine|review|search|look\\s+through)\\b(.*?)\\bfor\\s+(?:any\\s+)?${SENSITIVE}\\b\\s*:?\\s*(.*)$`, 'is'),
  new RegExp(`^(?:does|do|is|are|could)\\s+(?:this|these|it|there|the\\s+following)\\b.*?\\b(?:contain|have|include|any|leak|expose)\\b.*?\\b${SENSITIVE}`, 'is'),
  new RegExp(`^(?:is|are)\\s+(?:this|these|it|the\\s+following)\\s+(?:text\\s+|message\\s+|prompt\\s+)?(?:safe|a\\s+prompt\\s+injection|an?\\s+injection|malicious)\\b\\s*(?:to\\s+share|to\\s+send|to\\s+post)?\\s*:?\\s*(.*)$`, 'is'),
];

function matchScan(core: string): PatternHit | null {
  for (const re of SCAN_RES) {
    const m = re.exec(core);
    if (!m) continue;
    const colon = core.indexOf(':');
    const params: Record<string, string> = {};
    const payload = colon >= 0 ? core.slice(colon + 1).trim() : '';
    if (payload) params.text = payload;
    return { action: 'scan', target: 'security', params, confidence: 0.92 };
  }
  return null;
}

const DEFINE_RES = [
  /^(?:define|definition\s+of|meaning\s+of|what(?:'s|\s+is)\s+the\s+(?:meaning|definition)\s+of|dictionary|look\s+up\s+the\s+word)\s+(?:the\s+(?:word|term)\s+)?["']?([\p{L}'-]+(?:\s[\p{L}'-]+)?)["']?$/iu,
  /^what\s+does\s+(?:the\s+(?:word|term)\s+)?["']?([\p{L}'-]+(?:\s[\p{L}'-]+)?)["']?\s+mean$/iu,
];

function matchDefine(core: string): PatternHit | null {
  for (const re of DEFINE_RES) {
    const m = re.exec(core);
    if (m) return { action: 'define', target: 'word', params: { word: m[1].toLowerCase() }, confidence: 0.92 };
  }
  return null;
}

function unquote(text: string): string {
  const t = text.trim();
  const q = /^(["'`])([\s\S]*)\1$/.exec(t);
  return (q ? q[2] : t).trim();
}

const MATCHERS = [matchTimers, matchClock, matchConversion, matchMath, matchTranslate, matchTransform, matchHash, matchScan, matchDefine];

/** The first sentence pattern that recognises `core` (a query after `stripLeadIn`), or null. */
export function matchPatterns(core: string): PatternHit | null {
  if (core === '') return null;
  for (const match of MATCHERS) {
    const hit = match(core);
    if (hit) return hit;
  }
  return null;
}
