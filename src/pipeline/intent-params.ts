import {
  COMPANY_TICKERS,
  CRYPTO_SYMBOLS,
  ROOMS,
  canonicalNumber,
  numberWordsToDigits,
  extractMoney,
  extractTicker,
  extractWhen,
  type Span,
} from './intent-entities.ts';
import { STOP_WORDS, type IntentAction, type IntentTarget } from './intent-lexicon.ts';
import { titleCase, type Token } from './intent-text.ts';

/**
 * Parameter extraction for intents found by the lexicon. Values are canonical so paraphrases
 * agree: "weather in Paris?" and "what's the Paris weather" both give `{location: "Paris"}`.
 */

export interface ParamInput {
  display: string;
  tokens: Token[];
  /** Token indices already explained by the action and target words. */
  consumed: Set<number>;
  action: IntentAction;
  target: IntentTarget;
  /** The words that gave the action ("turn off"), for device states. */
  actionWords: string;
  /** Index of the action token, or -1. */
  actionIndex: number;
  /** Text after a payload marker ("search for <payload>"), when the action takes one. */
  payload?: string;
  /** Index of the payload marker token, or -1. */
  payloadAt?: number;
}

export interface ParamOutput {
  params: Record<string, string>;
  /** Content words no parameter or intent word explains (lowers confidence). */
  leftover: number;
}

const HOME_TARGETS = new Set<IntentTarget>(['lights', 'thermostat', 'lock', 'device']);
const PLACE_TARGETS = new Set<IntentTarget>(['weather', 'time', 'traffic']);
/** Live data whose default time frame is today (`when: today` is dropped as implied). */
const LIVE_TARGETS = new Set<IntentTarget>(['weather', 'time', 'traffic', 'news']);
const TRAVEL_TARGETS = new Set<IntentTarget>(['flight', 'directions', 'ride', 'hotel']);
const PEOPLE_TARGETS = new Set<IntentTarget>(['email', 'message', 'contact', 'money']);
const MONEY_TARGETS = new Set<IntentTarget>(['money', 'bill', 'invoice', 'account', 'budget', 'stock', 'crypto', 'product', 'price']);
const TOPIC_TARGETS = new Set<IntentTarget>(['news', 'web', 'concept', 'music', 'video', 'podcast', 'recipe', 'deal', 'joke', 'fact', 'text']);
const QUERY_TARGETS = new Set<IntentTarget>(['music', 'video', 'podcast', 'restaurant', 'hotel', 'food', 'recipe', 'deal']);

/** Noise around places and topics ("what's the weather LIKE OUTSIDE in Paris"). */
const NOISE = new Set([
  'like', 'outside', 'forecast', 'weather', 'latest', 'news', 'search', 'web', 'internet', 'online',
  'info', 'information', 'details', 'status', 'update', 'updates', 'report', 'local', 'near', 'nearby',
  'around', 'area', 'city', 'town', 'please', 'again', 'else', 'more', 'some', 'good', 'best',
  'doing', 'going', 'looking', 'performing', 'working', 'happening', 'today', 'currently', 'exactly',
  'contents', 'content', 'called', 'named', 'titled',
]);

const DEVICE_STATES: [RegExp, string][] = [
  [/\b(?:turn|switch|power)\s+on\b|\bactivate\b|\benable\b|\bon$/, 'on'],
  [/\b(?:turn|switch|power)\s+off\b|\bdeactivate\b|\bdisable\b|\boff$/, 'off'],
  [/\bunlock\b/, 'unlocked'],
  [/\block\b/, 'locked'],
  [/\bdim\b|\blower\b/, 'dim'],
  [/\bbrighten\b|\braise\b/, 'bright'],
  [/\bopen\b/, 'open'],
  [/\bclose\b|\bshut\b/, 'closed'],
  [/\bunmute\b/, 'unmuted'],
  [/\bmute\b/, 'muted'],
  [/\bpause\b|\bstop\b/, 'paused'],
  [/\bdisarm\b/, 'disarmed'],
  [/\barm\b/, 'armed'],
];

const ROOM_PATTERNS: [string, RegExp][] = ROOMS.map((r) => [r, new RegExp(`\\b${r}\\b`)]);

function overlaps(t: Token, spans: Span[]): boolean {
  return spans.some((s) => t.start < s.end && t.end > s.start);
}

function isContent(t: Token): boolean {
  return /[\p{L}\p{N}]/u.test(t.word) && !STOP_WORDS.has(t.word);
}

/** Runs of content tokens after the first of `preps`, up to the next stop word (max `max` tokens). */
function phraseAfter(tokens: Token[], used: Set<number>, preps: string[], max = 4): Token[] {
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!preps.includes(tokens[i].word)) continue;
    const run: Token[] = [];
    for (let j = i + 1; j < tokens.length && run.length < max; j++) {
      const t = tokens[j];
      if (used.has(j)) {
        if (run.length) break;
        continue;
      }
      if (t.word === 'the' && run.length === 0) continue;
      if (!isContent(t) || NOISE.has(t.word)) break;
      run.push(t);
    }
    if (run.length) return run;
  }
  return [];
}

function words(run: Token[]): string {
  return run.map((t) => t.word).join(' ');
}

/** Extracts the parameters of a lexicon-classified query. */
export function extractParams(input: ParamInput): ParamOutput {
  const { display, tokens, action, target } = input;
  const used = new Set(input.consumed);
  const params: Record<string, string> = {};
  const claim = (run: Token[]) => run.forEach((t) => used.add(t.index));
  const claimSpan = (span: Span) => tokens.forEach((t) => overlaps(t, [span]) && used.add(t.index));

  if (input.payload && input.payloadAt !== undefined && input.payloadAt >= 0) {
    params[action === 'search' ? 'query' : 'topic'] = input.payload;
    tokens.forEach((t) => t.index >= (input.payloadAt as number) && used.add(t.index));
  }
  const { when, spans } = extractWhen(display);
  tokens.forEach((t) => overlaps(t, spans) && used.add(t.index));
  // live data is about today unless said otherwise: "weather in Paris today" asks what "weather in Paris" does
  if (when && !(when === 'today' && LIVE_TARGETS.has(target))) params.when = when;

  if (MONEY_TARGETS.has(target) || ['transfer', 'pay', 'buy', 'sell'].includes(action)) {
    const money = extractMoney(display);
    if (money) {
      params.amount = money.amount;
      params.currency = money.currency;
      claimSpan(money.span);
    }
  }

  if (target === 'stock' || target === 'portfolio' || ((action === 'buy' || action === 'sell') && target !== 'crypto')) {
    const ticker = extractTicker(display);
    if (ticker) {
      params.ticker = ticker.ticker;
      claimSpan(ticker.span);
    } else {
      const company = tokens.find((t) => COMPANY_TICKERS[t.word] && !used.has(t.index));
      if (company) {
        params.ticker = COMPANY_TICKERS[company.word];
        used.add(company.index);
      }
    }
  }
  if (target === 'crypto') {
    const coin = tokens.find((t) => CRYPTO_SYMBOLS[t.word]);
    if (coin) {
      params.symbol = CRYPTO_SYMBOLS[coin.word];
      used.add(coin.index);
    }
  }
  if (['stock', 'crypto', 'product', 'food', 'shopping'].includes(target) || action === 'buy' || action === 'sell') {
    const qty = tokens.find((t) => /^\d/.test(t.word) && !used.has(t.index));
    if (qty && canonicalNumber(qty.word) !== null) {
      params.quantity = canonicalNumber(qty.word) as string;
      used.add(qty.index);
    }
  }
  if ((action === 'transfer' || action === 'pay') && !params.amount) {
    const num = tokens.find((t) => /^\d/.test(t.word) && !used.has(t.index));
    if (num && canonicalNumber(num.word) !== null) {
      params.amount = canonicalNumber(num.word) as string;
      used.add(num.index);
    }
  }

  if (PEOPLE_TARGETS.has(target) || ['send', 'transfer', 'pay', 'call', 'share'].includes(action)) {
    const address = tokens.find((t) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(t.raw));
    if (address) {
      params.recipient = address.raw.toLowerCase();
      used.add(address.index);
    } else {
      let run = phraseAfter(tokens, used, ['to'], 3);
      if (!run.length && input.actionIndex >= 0) run = nextContent(tokens, used, input.actionIndex, 2);
      if (run.length) {
        params.recipient = words(run);
        claim(run);
      }
    }
  }
  if (['email', 'message', 'calendar', 'note', 'task', 'document', 'text'].includes(target)) {
    const topic = tokensAfter(tokens, used, ['about', 'regarding', 'saying', 're']);
    if (topic.length) {
      params.topic = words(topic);
      claim(topic);
    }
  }
  if (target === 'calendar') {
    const who = phraseAfter(tokens, used, ['with'], 3);
    if (who.length) {
      params.with = words(who);
      claim(who);
    }
  }
  if (TRAVEL_TARGETS.has(target)) {
    const dest = phraseAfter(tokens, used, ['to', 'in', 'at'], 3);
    if (dest.length) {
      params.destination = titleCase(words(dest));
      claim(dest);
    }
    const origin = phraseAfter(tokens, used, ['from'], 3);
    if (origin.length) {
      params.origin = titleCase(words(origin));
      claim(origin);
    }
  }
  if (target === 'restaurant' || target === 'food') {
    const place = phraseAfter(tokens, used, ['in', 'near', 'around'], 3);
    if (place.length) {
      params.location = titleCase(words(place));
      claim(place);
    }
    const party = /\bfor\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)(?:\s+(?:people|persons|guests))?\b/i.exec(display);
    if (party) {
      params.party_size = /\d/.test(party[1]) ? party[1] : numberWordsToDigits(party[1].toLowerCase());
      claimSpan({ start: party.index, end: party.index + party[0].length });
    }
  }
  if (HOME_TARGETS.has(target) || (target === 'music' && action === 'control')) {
    const lowerDisplay = display.toLowerCase();
    const state = DEVICE_STATES.find(([re]) => re.test(input.actionWords)) ?? DEVICE_STATES.find(([re]) => re.test(lowerDisplay));
    const onOff = tokens.find((t, i) => t.word === 'off' || (t.word === 'on' && !/^(?:the|a|my|\d.*|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(tokens[i + 1]?.word ?? '')));
    if (state && !(state[1] === 'on' || state[1] === 'off') ) params.state = state[1];
    else if (onOff) params.state = onOff.word;
    else if (state) params.state = state[1];
    for (const t of tokens) if (t.word === 'on' || t.word === 'off') used.add(t.index);
    const room = ROOM_PATTERNS.find(([, re]) => re.test(lowerDisplay))?.[0];
    if (room) {
      params.room = room;
      tokens.forEach((t) => room.split(' ').includes(t.word) && used.add(t.index));
    }
    const level = /(\d+(?:\.\d+)?)\s*(%|percent|degrees?|°\s?[cf]?)?/i.exec(display);
    if (level) {
      const percent = level[2] !== undefined && /^(?:%|percent)/i.test(level[2]);
      params[target === 'thermostat' ? 'temperature' : 'level'] = level[1] + (percent ? '%' : '');
      const span = { start: level.index, end: level.index + level[0].length };
      tokens.forEach((t) => overlaps(t, [span]) && used.add(t.index));
    }
  }
  if (target === 'file' || target === 'document') {
    const isName = (t: Token) => /\.[a-z0-9]{1,6}$/i.test(t.raw) && /[a-z]/i.test(t.raw) && !t.raw.includes('@') && !used.has(t.index);
    const named = tokens.find(isName);
    const quoted = /["']([^"']{1,200})["']/.exec(display);
    if (named) {
      params.name = named.raw;
      used.add(named.index);
      const renamed = action === 'update' ? tokens.find(isName) : undefined;
      if (renamed) {
        params.new_name = renamed.raw;
        used.add(renamed.index);
      }
    } else if (quoted) {
      params.name = quoted[1];
      tokens.forEach((t) => overlaps(t, [{ start: quoted.index, end: quoted.index + quoted[0].length }]) && used.add(t.index));
    } else {
      const rest = residual(tokens, used).filter((t) => !NOISE.has(t.word));
      if (rest.length && ['delete', 'create', 'update', 'check', 'download', 'upload', 'share', 'send', 'backup', 'restore', 'archive'].includes(action)) {
        params.name = rest.map((t) => t.raw).join(' ');
        claim(rest);
      }
    }
  }

  const rest = residual(tokens, used).filter((t) => !NOISE.has(t.word) || (PLACE_TARGETS.has(target) && isPlaceNoun(t, tokens, used)));
  if (rest.length) {
    if (PLACE_TARGETS.has(target) && target !== 'news') {
      params.location = canonicalPlace(titleCase(words(rest)));
    } else if (action === 'search' && !params.query) {
      params.query = words(rest);
    } else if (action === 'send' && (target === 'message' || target === 'email') && !params.text) {
      params.text = rest.map((t) => t.raw).join(' ');
    } else if (target === 'shopping' || (action === 'add' && target === 'task')) {
      params.item = words(rest);
    } else if (target === 'note' || target === 'reminder') {
      params.text = rest.map((t) => t.raw).join(' ');
    } else if (target === 'job' || target === 'agent' || target === 'backup') {
      params.name = words(rest);
    } else if (target === 'calendar') {
      params.title = words(rest);
    } else if (QUERY_TARGETS.has(target)) {
      params.query = words(rest);
    } else if (action === 'explain' || TOPIC_TARGETS.has(target)) {
      params[target === 'music' || target === 'video' || target === 'podcast' ? 'query' : 'topic'] = words(rest);
    } else {
      params.subject = words(rest);
    }
  }
  return { params, leftover: Math.max(0, rest.length - 3) };
}

/** "City" and "Town" right after a name belong to it ("Mexico City", "Cape Town", "Salt Lake City"). */
function isPlaceNoun(t: Token, tokens: Token[], used: Set<number>): boolean {
  const before = tokens[t.index - 1];
  return (t.word === 'city' || t.word === 'town') && before !== undefined && !used.has(before.index) && isContent(before) && !NOISE.has(before.word);
}

/** One name per place: "New York City" and "NYC" are "New York". */
const PLACE_ALIASES: Record<string, string> = { 'New York City': 'New York', Nyc: 'New York', 'Ny City': 'New York' };

function canonicalPlace(name: string): string {
  return PLACE_ALIASES[name] ?? name;
}

function residual(tokens: Token[], used: Set<number>): Token[] {
  return tokens.filter((t) => !used.has(t.index) && isContent(t));
}

function nextContent(tokens: Token[], used: Set<number>, from: number, max: number): Token[] {
  const run: Token[] = [];
  for (let j = from + 1; j < tokens.length && run.length < max; j++) {
    const t = tokens[j];
    if (used.has(j) || !isContent(t) || NOISE.has(t.word) || /^\d/.test(t.word)) break;
    run.push(t);
  }
  return run;
}

function tokensAfter(tokens: Token[], used: Set<number>, markers: string[]): Token[] {
  const at = tokens.findIndex((t) => markers.includes(t.word));
  if (at < 0) return [];
  return tokens.slice(at + 1).filter((t) => !used.has(t.index) && /[\p{L}\p{N}]/u.test(t.word) && t.word !== 'the');
}
