/**
 * Politeness, greetings and lead-ins that open (or close) a query without changing what is asked:
 * "hey assistant, could you please tell me who invented the radio?" asks the same as "who
 * invented the radio". The classifier strips them before its patterns and its lexicon run, so
 * "please X" is always classified as X. Some lead-ins turn what follows into a question
 * ("i want to know the capital of finland", "do you know ...", "tell me who ..."): `asked` says so.
 * Only whole leading (or trailing) phrases are removed, repeatedly; regexes are anchored and linear.
 */

export interface Politeness {
  /** The query without its polite opening and closing; case kept. */
  text: string;
  /** A lead-in such as "i want to know" or "do you know" made the rest a question. */
  asked: boolean;
}

const SEP = String.raw`[\s,!.:;]*`;
const WH = String.raw`(?:who|whom|whose|what|which|when|where|why|how|whether|if)\b`;

/** Openers that carry nothing: greetings, interjections, address terms, plain politeness. */
const OPENER = new RegExp(
  '^(?:' +
    [
      String.raw`(?:hey|hi|hiya|hello|howdy|yo)(?:\s+there)?(?:\s+(?:assistant|svc|buddy|computer))?`,
      String.raw`good\s+(?:morning|afternoon|evening|day)`,
      String.raw`(?:ok|okay|oh|um+|uh+|hm+|erm|so|well|right|alright)(?=\s*,)`,
      String.raw`(?:ok|okay)(?=\s)`,
      String.raw`excuse\s+me`,
      String.raw`(?:sorry|pardon)(?=\s*[,!.])`,
      String.raw`(?:thanks|thank\s+you|cheers)(?=\s*[,!.])`,
      String.raw`(?:quick\s+)?question(?=\s*[:,])`,
      String.raw`(?:assistant|svc|computer)(?=\s*[,:!])`,
      String.raw`(?:please|pls|plz|kindly)`,
      String.raw`just(?=\s)`,
    ].join('|') +
    String.raw`)\b` +
    SEP,
  'i',
);

/** Requests wrapped around a command ("could you please", "would you mind", "help me"). */
const REQUEST = new RegExp(
  '^(?:' +
    [
      String.raw`would\s+you\s+(?:mind|be\s+(?:so\s+kind|kind\s+enough)\s+(?:as\s+)?to|be\s+able\s+to)`,
      String.raw`(?:(?:can|could|would|will)\s+(?:you|u|ya)|(?:please\s+)?be\s+so\s+kind\s+as\s+to|do\s+me\s+a\s+favou?r\s+and)(?:\s+(?:please|kindly|possibly|quickly|just))?`,
      String.raw`(?:i\s+(?:would|'d)\s+like|i'd\s+like|i\s+(?:want|need)|i\s+wanna)\s+you\s+to`,
      String.raw`(?:i\s+(?:would|'d)\s+like|i'd\s+like|i\s+(?:want|need))\s+to(?!\s+know\b|\s+find\s+out\b)`,
      String.raw`(?:can\s+you\s+)?help\s+me(?:\s+to)?(?=\s+(?!with\b|out\b|understand\b)\p{L})`,
    ].join('|') +
    String.raw`)\b` +
    SEP,
  'iu',
);

/** Lead-ins after which the rest is a question, even without a question word. */
const ASKING = new RegExp(
  '^(?:' +
    [
      String.raw`(?:i\s+(?:would|'d)\s+like|i'd\s+like|i\s+(?:want|need)|i\s+wanna)\s+to\s+(?:know|find\s+out|learn)(?:\s+(?:if|whether))?`,
      String.raw`i\s+(?:was\s+|am\s+|'m\s+)?wonder(?:ing)?(?:\s+(?:if|whether)\s+you\s+(?:could|can|would)(?:\s+tell\s+me)?)?`,
      String.raw`do\s+you\s+(?:happen\s+to\s+)?know(?:\s+(?:if|whether))?`,
      String.raw`let\s+me\s+know`,
      String.raw`(?:tell|show)\s+me(?=\s+${WH})`,
      String.raw`any\s+idea(?=\s+${WH})`,
    ].join('|') +
    ')' +
    SEP,
  'i',
);

const CLOSER = /[\s,]*\b(?:please|pls|plz|thanks|thank\s+you|thx|cheers|kindly)[\s!.?]*$/i;

/** Strips polite openings and closings (see the module comment); never returns more than it got. */
export function stripPoliteness(display: string): Politeness {
  let text = display.trim();
  let asked = false;
  // Each round removes at least one character, so this ends; the bound is a second safety net.
  for (let round = 0; round < 12; round++) {
    const before = text;
    const ask = ASKING.exec(text);
    if (ask && ask[0].length > 0) {
      asked = true;
      text = text.slice(ask[0].length);
    } else {
      text = text.replace(OPENER, '').replace(REQUEST, '');
    }
    text = text.replace(CLOSER, '').trim();
    if (text === before) break;
  }
  return { text, asked };
}
