import { extractMoney, extractTicker } from './intent-entities.ts';
import { defaultLearnedIntents, type LearnedIntents } from './intent-learned.ts';
import {
  ACTION_DEFAULT_TARGET,
  ACTION_INDEX,
  ACTION_PREFERRED_TARGETS,
  NOUN_VERBS,
  TARGET_DEFAULT_ACTION,
  TARGET_INDEX,
  INTENT_PHRASES,
  STRONG_VERBS,
  STOP_WORDS,
  type IntentAction,
  type IntentTarget,
} from './intent-lexicon.ts';
import { extractParams } from './intent-params.ts';
import { matchPatterns, stripLeadIn } from './intent-patterns.ts';
import { stripPoliteness } from './intent-politeness.ts';
import { isKnowledgeQuestion } from './intent-questions.ts';
import { lemmaCandidates, lookupLemma, toDisplay, tokenize, type Token } from './intent-text.ts';

export { learnIntent, lookupLearnedIntent, LearnedIntents, defaultLearnedIntents, isIntentKey } from './intent-learned.ts';
export { normalizeQueryForIntent } from './intent-text.ts';
export { canonicalAction, canonicalTarget, INTENT_ACTIONS, INTENT_TARGETS } from './intent-lexicon.ts';

/**
 * The local intent classifier: query → `<action>|<target>` with a confidence and parameters,
 * without any network. Order: learned examples, sentence patterns, then the verb/object
 * lexicon. Unknown queries give `unknown|unknown` with confidence ≤ 0.2, never an error.
 * See docs/intent.md.
 */
export interface IntentResult {
  intent_key: string;
  confidence: number;
  action: string;
  target: string;
  params: Record<string, string>;
}

export interface ClassifyOptions {
  /** Learned examples to consult first; the module's default store when omitted. */
  learned?: LearnedIntents | null;
}

/** Only the head of a long query is classified: intents are stated early, and this bounds the work. */
const HEAD_CHARS = 1000;

/**
 * A question about something the lexicon does not know ("what is the capital of finland", "who
 * invented the radio"): below the pipeline's weak-intent line (0.5), so learned examples and a
 * model supply the real intent and no answer is shared on a guessed one.
 */
const QUESTION_CONFIDENCE = 0.45;

const UNKNOWN: IntentResult = { intent_key: 'unknown|unknown', confidence: 0.1, action: 'unknown', target: 'unknown', params: {} };

const PHRASES_BY_FIRST = new Map<string, (typeof INTENT_PHRASES)[number][]>();
for (const p of INTENT_PHRASES) PHRASES_BY_FIRST.set(p.words[0], [...(PHRASES_BY_FIRST.get(p.words[0]) ?? []), p]);

/** Tokens that may precede the verb of a command ("please", "can you", "I want to"). */
const LEAD_FILLERS = new Set([
  'please', 'pls', 'plz', 'kindly', 'hey', 'hi', 'hello', 'ok', 'okay', 'yo', 'can', 'could', 'would',
  'will', 'you', 'i', 'we', 'want', 'need', 'to', 'like', 'just', 'quickly', 'now', 'go', 'ahead',
  'and', 'then', 'also', 'let', 'us', 'lets', 'do', 'try', 'help', 'me', 'would', 'd', 'wanna',
  'gotta', 'must', 'should', 'svc', 'assistant', ',', '!', ':',
]);
const VERB_AFTER = new Set(['to', 'and', 'then', 'please', 'you', 'i', 'we', 'us', 'also', 'pls', 'me']);
const QUESTION_WORDS = new Set(['what', 'which', 'how', 'when', 'where', 'who', 'whose', 'why', 'is', 'are', 'will', 'does', 'do', 'did', 'any', 'whats', 'am', 'was', 'were', 'should', 'has', 'have']);
const WEAK_TARGETS = new Set<IntentTarget>(['price', 'product', 'concept', 'web', 'word', 'units', 'text', 'app']);
const HOME_TARGETS = new Set<IntentTarget>(['lights', 'thermostat', 'lock', 'device']);
/** Verbs that are usually other parts of speech away from the command position ("any new emails"). */
const SLOT_ONLY_WORDS = new Set([
  'new', 'open', 'close', 'total', 'sum', 'short', 'copy', 'post', 'book', 'order', 'save', 'set', 'start',
  'stop', 'run', 'play', 'list', 'review', 'track', 'watch', 'log', 'star', 'flag', 'clear', 'empty',
  'mark', 'plan', 'release', 'ship', 'push', 'pull', 'record', 'back', 'share', 'clean', 'drop', 'fix',
]);
/** Leading words of place names whose next word is never a command or an object ("Fort Worth"). */
const PLACE_PREFIXES = new Set(['fort', 'ft', 'port', 'mount', 'mt', 'saint', 'st', 'san', 'santa', 'santo', 'sao', 'los', 'las', 'cape']);
/** Preferred when several targets appear, so policies on credentials and money see them. */
const SENSITIVE_TARGETS = new Set<IntentTarget>(['credential', 'security', 'money', 'account']);
const MEDIA_TARGETS = new Set<IntentTarget>(['music', 'video', 'podcast']);

/** Markers after which a query's words are payload, not the intent's object ("search for ..."). */
const PAYLOAD_MARKERS: Partial<Record<IntentAction, string[]>> = {
  search: ['for', 'about', 'on', 'regarding'],
  write: ['about', 'saying', 'that', 'regarding'],
  create: ['about', 'saying', 'that'],
  send: ['about', 'saying', 'that', 'regarding'],
  summarize: ['about', 'regarding'],
  tell: ['about', 'that'],
};

interface Found<T> {
  value: T;
  index: number;
  length: number;
  words: string;
}

/** Matches lexicon phrases and words over the tokens; a token belongs to at most one entry. */
function scan(tokens: Token[]): {
  actions: (Found<IntentAction> & { slot: boolean })[];
  targets: Found<IntentTarget>[];
  nounVerb: Found<IntentTarget> | null;
  fixed: Record<string, string>;
} {
  const slots = verbSlots(tokens);
  const claimed = new Set<number>();
  const actions: (Found<IntentAction> & { slot: boolean })[] = [];
  const targets: Found<IntentTarget>[] = [];
  let nounVerb: Found<IntentTarget> | null = null;
  const phraseAt = <K>(index: ReadonlyMap<string, { words: string[]; value: K }[]>, i: number) => {
    const first = lemmaCandidates(tokens[i].word);
    for (const cand of first) {
      for (const p of index.get(cand) ?? []) {
        if (i + p.words.length > tokens.length) continue;
        let ok = true;
        for (let k = 1; k < p.words.length; k++) {
          if (claimed.has(i + k) || !lemmaCandidates(tokens[i + k].word).includes(p.words[k])) {
            ok = false;
            break;
          }
        }
        if (ok) return p;
      }
    }
    return null;
  };
  const fixed: Record<string, string> = {};
  // the word after "Fort", "San", "St." ... is part of a place name ("Fort Worth" is no price)
  for (let i = 1; i < tokens.length; i++) if (PLACE_PREFIXES.has(tokens[i - 1].word)) claimed.add(i);
  for (let i = 0; i < tokens.length; i++) {
    const phrase = PHRASES_BY_FIRST.get(tokens[i].word)?.find(
      (p) => i + p.words.length <= tokens.length && p.words.every((w, k) => !claimed.has(i + k) && tokens[i + k].word === w),
    );
    if (!phrase) continue;
    const words = phrase.words.join(' ');
    actions.push({ value: phrase.action, index: i, length: phrase.words.length, words, slot: true });
    if (phrase.target !== 'unknown') targets.push({ value: phrase.target, index: i, length: phrase.words.length, words });
    Object.assign(fixed, phrase.params);
    for (let k = 0; k < phrase.words.length; k++) claimed.add(i + k);
  }
  for (let i = 0; i < tokens.length; i++) {
    if (claimed.has(i)) continue;
    const a = phraseAt(ACTION_INDEX.phrases, i);
    const t = phraseAt(TARGET_INDEX.phrases, i);
    const pick = a && t ? (a.words.length > t.words.length || (a.words.length === t.words.length && slots.has(i)) ? 'a' : 't') : a ? 'a' : t ? 't' : null;
    if (pick === 'a' && a) {
      actions.push({ value: a.value, index: i, length: a.words.length, words: a.words.join(' '), slot: slots.has(i) });
      for (let k = 0; k < a.words.length; k++) claimed.add(i + k);
    } else if (pick === 't' && t) {
      targets.push({ value: t.value, index: i, length: t.words.length, words: t.words.join(' ') });
      for (let k = 0; k < t.words.length; k++) claimed.add(i + k);
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    if (claimed.has(i)) continue;
    const word = tokens[i].word;
    const slot = slots.has(i);
    const nv = slot ? NOUN_VERBS.get(word) : undefined;
    if (nv && actions.every((x) => !x.slot)) {
      actions.push({ value: nv.action, index: i, length: 1, words: word, slot });
      nounVerb = { value: nv.target, index: i, length: 1, words: word };
      claimed.add(i);
      continue;
    }
    // "new" is a command only before a thing to create ("new email"), not in "New York"
    const next = tokens[i + 1]?.word;
    const action =
      word === 'new' && !(next && lookupLemma(next, TARGET_INDEX.single)) ? undefined : lookupLemma(word, ACTION_INDEX.single);
    const target = lookupLemma(word, TARGET_INDEX.single);
    if (action && (slot || !target)) {
      actions.push({ value: action, index: i, length: 1, words: word, slot });
      claimed.add(i);
    } else if (target) {
      targets.push({ value: target, index: i, length: 1, words: word });
      claimed.add(i);
    }
  }
  actions.sort((x, y) => x.index - y.index);
  targets.sort((x, y) => x.index - y.index);
  return { actions, targets, nounVerb, fixed };
}

/** Token positions where a command verb can stand: the first content token, and after "to", "and", ... */
function verbSlots(tokens: Token[]): Set<number> {
  const slots = new Set<number>();
  const first = tokens.findIndex((t) => !LEAD_FILLERS.has(t.word));
  if (first >= 0) slots.add(first);
  tokens.forEach((t, i) => {
    if (i > 0 && VERB_AFTER.has(tokens[i - 1].word) && !LEAD_FILLERS.has(t.word)) slots.add(i);
  });
  return slots;
}

/** Re-maps pairs the words alone get wrong ("send $50" is a transfer, "watch a movie" is play). */
function adjust(
  action: IntentAction,
  target: IntentTarget,
  words: string,
  targetWords: string,
  ctx: { ticker: boolean; money: boolean; question: boolean; onOff: boolean },
): [IntentAction, IntentTarget] {
  if (action === 'update' && /^move/.test(words) && ctx.money && (target === 'unknown' || target === 'money')) return ['transfer', 'money'];
  if (HOME_TARGETS.has(target) && action === 'check' && ctx.onOff && !ctx.question) action = 'control';
  // finance words with a ticker: "quote for AMZN" is a stock quote, not a quote for a job
  const quoted = target === 'invoice' && /^quote/.test(targetWords);
  if (ctx.ticker && (['price', 'unknown', 'product'].includes(target) || quoted) && ['check', 'buy', 'sell', 'unknown', 'search'].includes(action)) target = 'stock';
  if (action === 'send' && (target === 'money' || (target === 'unknown' && ctx.money))) return ['transfer', 'money'];
  if ((action === 'buy' || action === 'sell') && target === 'unknown' && ctx.ticker) target = 'stock';
  if (['set', 'update', 'control'].includes(action) && target === 'weather' && /temp|heat|degree/.test(targetWords)) target = 'thermostat';
  if (HOME_TARGETS.has(target)) {
    if (target === 'thermostat' && ['update', 'control'].includes(action)) action = 'set';
    else if (['update', 'set', 'check', 'cancel', 'run'].includes(action) && /^(?:open|close|shut|stop|start|run|change|adjust|set|update)/.test(words)) action = target === 'thermostat' ? 'set' : 'control';
  }
  if (['alarm', 'timer', 'reminder'].includes(target) && ['create', 'add', 'update', 'schedule'].includes(action)) action = 'set';
  if (MEDIA_TARGETS.has(target) && action === 'check' && /^watch|^put on/.test(words)) action = 'play';
  if (MEDIA_TARGETS.has(target) && action === 'cancel') action = 'control';
  if ((action === 'schedule' || action === 'create' || action === 'book') && target === 'calendar') action = 'schedule';
  if (action === 'schedule' && !(ACTION_PREFERRED_TARGETS.schedule ?? []).includes(target)) target = 'calendar';
  if (action === 'tell' && !['joke', 'fact', 'text'].includes(target)) action = 'check';
  if (action === 'check' && target === 'ride') action = 'book';
  if (action === 'scan') target = 'security';
  return [action, target];
}

/**
 * Classifies a query. Deterministic and local; `options.learned` (default: the module store)
 * is consulted first so model-resolved examples are reused.
 */
export function classifyIntent(query: string, options: ClassifyOptions = {}): IntentResult {
  const display = toDisplay(typeof query === 'string' ? query : '');
  if (display === '') return { ...UNKNOWN, params: {}, confidence: 0 };
  const head = display.length > HEAD_CHARS ? display.slice(0, HEAD_CHARS) : display;

  const learned = options.learned === undefined ? defaultLearnedIntents : options.learned;
  const example = learned?.lookup(head);
  if (example) {
    const [action, target] = example.intent_key.split('|');
    return { intent_key: example.intent_key, confidence: example.confidence, action, target, params: example.params };
  }

  // "hey, could you please ..." is classified as "...": politeness never changes the intent
  const polite = stripPoliteness(head);
  if (polite.text === '') return { ...UNKNOWN, params: {} };
  const core = stripLeadIn(polite.text);
  const hit = matchPatterns(core);
  if (hit) {
    const params = { ...hit.params };
    // payloads run to the end of the query, beyond the classified head
    if (head !== display && params.text && head.endsWith(params.text)) params.text = display.slice(head.length - params.text.length);
    return result(hit.action, hit.target, hit.confidence, params);
  }
  return classifyByLexicon(polite.text, polite.asked);
}

function result(action: string, target: string, confidence: number, params: Record<string, string>): IntentResult {
  const c = Math.round(Math.min(0.97, Math.max(0, confidence)) * 100) / 100;
  return { intent_key: `${action}|${target}`, confidence: c, action, target, params };
}

/**
 * The lexicon classifier over a politeness-stripped query. `asked`: a lead-in such as "do you
 * know" or "i want to know" made it a question.
 */
function classifyByLexicon(display: string, asked = false): IntentResult {
  const tokens = tokenize(display);
  if (tokens.length === 0) return { ...UNKNOWN, params: {} };
  const { actions, targets, nounVerb, fixed } = scan(tokens);
  const ticker = extractTicker(display) !== null;
  const money = extractMoney(display) !== null;

  const firstContent = tokens.find((t) => !LEAD_FILLERS.has(t.word) || QUESTION_WORDS.has(t.word));
  const question = asked || (firstContent !== undefined && QUESTION_WORDS.has(firstContent.word)) || display.trimEnd().endsWith('?');

  // "who invented the light bulb" asks about history, whatever a bulb is to the lexicon
  if (question && isKnowledgeQuestion(tokens, targets, asked)) return questionResult(display, tokens);

  // a verb in command position wins; another verb only when it precedes the object or there is none
  const firstTarget = targets[0]?.index ?? Infinity;
  const chosen =
    actions.find((a) => a.slot) ??
    actions.find((a) => a.index < firstTarget && STRONG_VERBS.has(a.value) && !SLOT_ONLY_WORDS.has(a.words)) ??
    null;
  let action: IntentAction | null = chosen?.value ?? null;
  const actionIndex = chosen?.index ?? -1;
  // "tell me the capital of finland" asks a question; "tell me a joke" (a target) is a request
  if (action === 'tell' && chosen && targets.length === 0 && !nounVerb && contentWords(tokens, actionIndex) >= 2) {
    return questionResult(display, tokens, new Set([chosen.index]));
  }

  // entities stand in for objects: a file name, or an amount when money is being moved
  const fileToken = tokens.find((t) => FILE_NAME.test(t.raw));
  if (fileToken && !targets.some((t) => t.value === 'file' || t.value === 'document')) {
    targets.push({ value: 'file', index: fileToken.index, length: 0, words: fileToken.word });
  }
  const movesMoney = ['transfer', 'pay', 'send'].includes(action ?? '') || chosen?.words === 'move';
  if (money && movesMoney && !targets.some((t) => t.value === 'bill' || t.value === 'invoice')) {
    targets.push({ value: 'money', index: (chosen?.index ?? 0) + 1, length: 0, words: '' });
  }
  // targets after a payload marker ("search for ...") describe the payload, not the object
  let candidates = targets;
  let payloadAt = -1;
  const markers = action ? PAYLOAD_MARKERS[action] : undefined;
  if (markers && chosen) {
    const markerAt = tokens.findIndex((t, i) => i > chosen.index && markers.includes(t.word));
    if (markerAt >= 0) {
      const before = targets.filter((t) => t.index < markerAt);
      if (before.length || action === 'search') {
        candidates = before;
        payloadAt = markerAt;
      }
    }
  }
  if (nounVerb && !candidates.some((t) => t.index > nounVerb.index && ACTION_PREFERRED_TARGETS[action ?? 'check']?.includes(t.value))) {
    candidates = [nounVerb, ...candidates];
  }
  let best: Found<IntentTarget> | null = null;
  let bestScore = -Infinity;
  for (const t of candidates) {
    let score = WEAK_TARGETS.has(t.value) ? 0.5 : SENSITIVE_TARGETS.has(t.value) ? 1.2 : 1;
    if (action && ACTION_PREFERRED_TARGETS[action]?.includes(t.value)) score += 0.3;
    if (actionIndex >= 0) score += (t.index > actionIndex ? 0.1 : 0) - 0.01 * Math.abs(t.index - actionIndex);
    else score -= 0.01 * t.index;
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  let target: IntentTarget | null = best?.value ?? null;
  if (!target && ticker && (action === null || ['buy', 'sell', 'check'].includes(action)) && (action !== null || tokens.length <= 4)) target = 'stock';

  let confidence: number;
  if (action && target) {
    confidence = chosen?.slot ? 0.9 : 0.8;
  } else if (target) {
    action = TARGET_DEFAULT_ACTION[target] ?? 'check';
    confidence = question ? 0.85 : 0.8;
  } else if (action) {
    const fallback = ACTION_DEFAULT_TARGET[action];
    target = fallback ?? (action === 'transfer' || (action === 'send' && money) ? 'money' : null);
    confidence = target ? (chosen?.slot ? 0.72 : 0.55) : 0.35;
    target = target ?? 'unknown';
  } else if (question && tokens.filter((t) => /[\p{L}]/u.test(t.word)).length >= 3) {
    action = 'explain';
    target = 'concept';
    confidence = QUESTION_CONFIDENCE;
  } else {
    return { ...UNKNOWN, params: {} };
  }
  const actionWords = chosen ? chosen.words : '';
  const onOff = tokens.some((t) => t.word === 'on' || t.word === 'off');
  [action, target] = adjust(action, target, actionWords, best?.words ?? '', { ticker, money, question, onOff });
  if (WEAK_TARGETS.has(target) && best?.value === target) confidence -= 0.12;

  // the chosen verb and the object words are explained; payload words stay for the params
  const consumed = new Set<number>();
  if (chosen) for (let k = 0; k < chosen.length; k++) consumed.add(chosen.index + k);
  for (const t of targets) {
    const absorbed = t.value === best?.value || t === nounVerb || WEAK_TARGETS.has(t.value) || (target === 'stock' && /^quote/.test(t.words));
    if ((payloadAt >= 0 && t.index > payloadAt) || !absorbed) continue;
    for (let k = 0; k < t.length; k++) consumed.add(t.index + k);
  }
  const payload = payloadAt >= 0 ? payloadText(display, tokens[payloadAt]) : undefined;
  const { params, leftover } = extractParams({ display, tokens, consumed, action, target, actionWords, actionIndex, payload, payloadAt });
  Object.assign(params, fixed);
  if (action === 'explain' && target === 'concept' && !params.topic && !params.subject) return { ...UNKNOWN, params: {} };
  confidence *= Math.max(0.6, 1 - 0.06 * leftover);
  return result(action, target, confidence, params);
}

/** A question about a subject the lexicon does not cover: `explain|concept` with its topic, weak. */
function questionResult(display: string, tokens: Token[], consumed = new Set<number>()): IntentResult {
  const { params, leftover } = extractParams({ display, tokens, consumed, action: 'explain', target: 'concept', actionWords: '', actionIndex: -1 });
  if (!params.topic && !params.subject) return { ...UNKNOWN, params: {} };
  return result('explain', 'concept', QUESTION_CONFIDENCE * Math.max(0.6, 1 - 0.06 * leftover), params);
}

/** Content words (letters, not stop words) after token `from`. */
function contentWords(tokens: Token[], from: number): number {
  return tokens.filter((t, i) => i > from && /\p{L}/u.test(t.word) && !STOP_WORDS.has(t.word)).length;
}

const FILE_NAME = /^[\w.-]*[A-Za-z][\w-]*\.(?:txt|pdf|docx?|xlsx?|csv|json|ya?ml|md|png|jpe?g|gif|svg|zip|tar|gz|tgz|log|py|js|ts|tsx|html?|css|sh|mp3|mp4|wav|pptx?|xml|toml|ini|conf|sql|db|bak|rs|go|java|rb|php|c|h|cpp)$/i;

/** The words after a payload marker, as typed (lower-cased, leading article dropped). */
function payloadText(display: string, marker: Token): string {
  return display
    .slice(marker.end)
    .replace(/^[\s:,]+/, '')
    .replace(/^(?:the|a|an|some)\s+/i, '')
    .replace(/[\s?!.]+$/, '')
    .toLowerCase();
}

/** The intent of an ability name for constitution checks: `files.write` is `write|file`. */
export function abilityIntentKey(abilityName: string): string {
  const [category = 'unknown', ...rest] = abilityName.toLowerCase().split('.');
  const verb = rest.join('_') || 'unknown';
  const action = lookupLemma(verb, ACTION_INDEX.single) ?? verb;
  const target = lookupLemma(category, TARGET_INDEX.single) ?? category;
  return `${action}|${target}`;
}

