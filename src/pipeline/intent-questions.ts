import type { IntentTarget } from './intent-lexicon.ts';
import type { Token } from './intent-text.ts';

/**
 * Knowledge questions: "who invented the light bulb", "when was the telephone invented", "who
 * wrote hamlet", "who directed the movie titanic". Their nouns often look like assistant targets
 * (a bulb is a light, a press is news, a radio is music), but the question asks about history or
 * authorship, not about the user's lights or playlist. Such a question is classified like any
 * question about an unrecognised subject (`explain|concept`, low confidence), so the pipeline
 * reuses learned examples and asks a model for what it cannot know.
 */

const WH_WORDS = new Set(['who', 'whom', 'whose', 'what', 'which', 'when', 'where', 'why', 'how']);

/** Words that tie a question to the user, the moment or a thing at hand: not general knowledge. */
const PERSONAL = new Set([
  'i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'you', 'your', 'yours', 'this', 'these',
  'here', 'now', 'today', 'tonight', 'tomorrow', 'yesterday', 'currently', 'current', 'latest', 'recent',
  'recently', 'next', 'upcoming', 'last',
]);

/**
 * Targets that hold the user's own records: "who sent the email" asks about the inbox, not history.
 * Devices are not among them: "who invented the light bulb" is history, and "who turned off the
 * lights" is not only because "turn" is no verb of history.
 */
const PERSONAL_DATA = new Set<IntentTarget>([
  'email', 'message', 'contact', 'calendar', 'reminder', 'alarm', 'timer', 'task', 'note', 'shopping',
  'file', 'document', 'account', 'bill', 'invoice', 'budget', 'portfolio', 'package', 'photo', 'health',
  'log', 'ticket', 'job', 'agent', 'backup', 'credential', 'repository', 'code', 'server', 'database',
  'app', 'money',
]);

/** Targets too vague to make a question about the user's data ("who invented the world wide web"). */
const VAGUE_TARGETS = new Set<IntentTarget>(['price', 'product', 'concept', 'web', 'word', 'units', 'text', 'fact']);

/** Irregular past forms and participles, with their lemma. */
const IRREGULAR_PAST: Record<string, string> = {
  wrote: 'write', written: 'write', built: 'build', won: 'win', made: 'make', began: 'begin', begun: 'begin',
  became: 'become', ran: 'run', sang: 'sing', sung: 'sing', drew: 'draw', drawn: 'draw', took: 'take',
  taken: 'take', gave: 'give', given: 'give', led: 'lead', fought: 'fight', flew: 'fly', flown: 'fly',
  fell: 'fall', fallen: 'fall', rose: 'rise', risen: 'rise', sank: 'sink', sunk: 'sink', born: 'bear',
  bought: 'buy', sold: 'sell', sent: 'send', paid: 'pay', told: 'tell', thought: 'think', brought: 'bring',
  caught: 'catch', taught: 'teach', held: 'hold', kept: 'keep', lost: 'lose', met: 'meet', said: 'say',
  saw: 'see', seen: 'see', spoke: 'speak', spoken: 'speak', stood: 'stand', struck: 'strike', threw: 'throw',
  thrown: 'throw', wore: 'wear', hid: 'hide', froze: 'freeze', forgot: 'forget', drove: 'drive',
  driven: 'drive', ate: 'eat', chose: 'choose', chosen: 'choose', shot: 'shoot', came: 'come', went: 'go',
  gone: 'go', knew: 'know', grew: 'grow', grown: 'grow', beat: 'beat', beaten: 'beat', broke: 'break',
  broken: 'break', stole: 'steal', stolen: 'steal', swam: 'swim', shook: 'shake', found: 'find',
  did: 'do', spent: 'spend', got: 'get', left: 'leave', ruled: 'rule', slew: 'slay', dug: 'dig', hung: 'hang',
};

/** Words ending in -ed that are not past forms. */
const NOT_PAST = new Set([
  'need', 'speed', 'seed', 'feed', 'red', 'bed', 'shed', 'hundred', 'weed', 'breed', 'deed', 'reed', 'greed',
  'embed', 'ted', 'fred', 'ned', 'ahmed', 'mohammed', 'muhammad', 'sled', 'wed', 'bled', 'fled', 'led',
]);

/** Verbs of history, discovery, authorship and events: "who invented ...", "when did ... end". */
const HISTORY_VERBS = new Set([
  'invent', 'discover', 'found', 'create', 'design', 'develop', 'write', 'compose', 'paint', 'sculpt',
  'direct', 'produce', 'build', 'construct', 'patent', 'pioneer', 'introduce', 'coin', 'name', 'establish',
  'win', 'lose', 'bear', 'die', 'kill', 'assassinate', 'murder', 'marry', 'sign', 'land', 'sink', 'start',
  'end', 'begin', 'happen', 'occur', 'publish', 'sing', 'star', 'invade', 'conquer', 'rule', 'lead',
  'defeat', 'explore', 'climb', 'fly', 'launch', 'make', 'buy', 'acquire', 'sell', 'draw', 'record',
  'release', 'fight', 'fall', 'rise', 'become', 'elect', 'crown', 'abolish', 'declare', 'play', 'perform',
  'translate', 'propose', 'prove', 'formulate', 'theorize', 'describe', 'observe', 'isolate', 'synthesize',
  'manufacture', 'engineer', 'program', 'code', 'cure', 'vaccinate', 'settle', 'colonize', 'unify', 'split',
]);

interface PastVerb {
  index: number;
  /** Candidate lemmas, most likely first. */
  lemmas: string[];
}

/** The past form at `i` ("invented", "wrote", "did"), with candidate lemmas, or null. */
function pastVerbAt(tokens: Token[], i: number): PastVerb | null {
  const word = tokens[i].word;
  const irregular = IRREGULAR_PAST[word];
  if (irregular) return { index: i, lemmas: [irregular] };
  if (word.length < 5 || !word.endsWith('ed') || NOT_PAST.has(word) || !/^[a-z]+$/.test(word)) return null;
  const stem = word.slice(0, -2);
  const lemmas = [stem, word.slice(0, -1)];
  if (stem.endsWith('i')) lemmas.push(stem.slice(0, -1) + 'y'); // married → marry
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) lemmas.push(stem.slice(0, -1)); // starred → star
  return { index: i, lemmas };
}

/** Where a lexicon match lies among the tokens. */
export interface TargetSpan {
  value: IntentTarget;
  index: number;
  length: number;
}

/**
 * True when the (politeness-stripped) tokens form a knowledge question: a question word first (or
 * a lead-in such as "do you know" / "i want to know", `asked`), nothing tying it to the user or to
 * the moment, and a verb in the past. A question that names an assistant target needs a verb of
 * history or authorship, and never concerns the user's own records ("who sent the email" does).
 */
export function isKnowledgeQuestion(tokens: Token[], targets: readonly TargetSpan[], asked: boolean): boolean {
  if (tokens.length < 3) return false;
  if (!WH_WORDS.has(tokens[0].word) && !asked) return false;
  if (tokens.some((t) => PERSONAL.has(t.word))) return false;
  let past: PastVerb | null = null;
  for (let i = 1; i < tokens.length && !past; i++) past = pastVerbAt(tokens, i);
  if (!past) return false;
  const pastIndex = past.index;
  const named = targets.filter(
    (t) => !VAGUE_TARGETS.has(t.value) && !(t.index <= pastIndex && pastIndex < t.index + Math.max(1, t.length)),
  );
  if (named.length === 0) return true;
  if (named.some((t) => PERSONAL_DATA.has(t.value))) return false;
  return hasHistoryVerb(tokens, past);
}

function hasHistoryVerb(tokens: Token[], past: PastVerb): boolean {
  const verb = (lemmas: string[]) => lemmas.some((l) => HISTORY_VERBS.has(l));
  if (verb(past.lemmas)) return true;
  // "when did the titanic sink": the auxiliary is the past form, the verb follows in its base form
  if (tokens[past.index].word === 'did') return tokens.slice(past.index + 1).some((t) => HISTORY_VERBS.has(t.word));
  return false;
}
