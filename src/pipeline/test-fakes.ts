/**
 * Small stand-ins for the modules the pipeline is wired with (scanner, classifier, constitution,
 * local abilities), for the pipeline's tests and `npm run bench:pipeline` while the real ones are
 * built. They are deliberately simple and are not used by the server.
 */
import type {
  AnswerLocallyFn,
  CheckConstitutionFn,
  ClassifyIntentFn,
  ConstitutionDecision,
  IntentResult,
  RunTemplateFn,
  ScanResult,
} from './types.ts';

const SECRET = /\bsk-[A-Za-z0-9_-]{10,}\b/g;
const EMAIL = /\b[\w.+-]+@[\w-]+\.[\w.]+\b/g;
const INJECTION = /ignore (all )?(the )?previous instructions/i;

export function fakeScan(text: string): ScanResult {
  const credentials = text.match(SECRET)?.length ?? 0;
  const emails = text.match(EMAIL)?.length ?? 0;
  const injection = INJECTION.test(text);
  return {
    credential_count: credentials,
    pii_count: emails,
    types_found: [...(credentials ? ['api_key'] : []), ...(emails ? ['email'] : [])],
    injection_detected: injection,
    injection_match_count: injection ? 1 : 0,
    injection_max_confidence: injection ? 0.95 : 0,
    injection_category: injection ? 'instruction_override' : null,
    redacted: text.replace(SECRET, '[REDACTED:api_key]').replace(EMAIL, '[REDACTED:email]'),
  };
}

const intent = (intent_key: string, confidence: number, params: Record<string, unknown> = {}): IntentResult => {
  const [action, target] = intent_key.split('|');
  return { intent_key, confidence, action, target, params };
};

const UNIT = '(km|kilometers?|kilometres?|miles?|mi|kg|kilograms?|lbs?|pounds?|c|celsius|f|fahrenheit)';
const UNIT_ALIASES: Record<string, string> = {
  km: 'km', kilometer: 'km', kilometers: 'km', kilometre: 'km', kilometres: 'km', mile: 'mi', miles: 'mi',
  mi: 'mi', kg: 'kg', kilogram: 'kg', kilograms: 'kg', lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb',
  c: 'c', celsius: 'c', f: 'f', fahrenheit: 'f',
};

export const fakeClassify: ClassifyIntentFn = (query) => {
  const q = query.toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = /weather (?:in|for) ([a-z ]+?)(?:\?|$| today| tomorrow| now)|([a-z]+)(?:'s)? weather/.exec(q))) {
    return intent('check|weather', 0.9, { city: (m[1] ?? m[2]).trim() });
  }
  if ((m = new RegExp(`(-?[\\d.]+) ?${UNIT} (?:to|in|into) ${UNIT}\\b`).exec(q))) {
    return intent('convert|units', 0.92, { value: Number(m[1]), from: UNIT_ALIASES[m[2]], to: UNIT_ALIASES[m[3]] });
  }
  if ((m = /(-?\d+(?:\.\d+)?(?:\s*[-+*/]\s*-?\d+(?:\.\d+)?)+)/.exec(q))) {
    return intent('calculate|math', 0.95, { expression: m[1].replace(/\s+/g, '') });
  }
  if (/\btime\b|\bwhat day\b/.test(q)) return intent('check|time', 0.9);
  if ((m = /\b(?:buy|purchase) (\d+ )?(?:shares? of )?([a-z]+)/.exec(q))) return intent('buy|stock', 0.9, { symbol: m[2] });
  if ((m = /\b(?:price|quote) (?:of|for) ([a-z]+)|\b([a-z]+) (?:stock )?price\b/.exec(q))) {
    return intent('check|price', 0.85, { symbol: (m[1] ?? m[2]).trim() });
  }
  if ((m = /\b(?:send|write) (?:an )?(?:email|mail) to (\S+)/.exec(q))) return intent('send|email', 0.9, { to: m[1] });
  if ((m = /\buppercase (.+)$/.exec(q))) return intent('transform|text', 0.9, { op: 'upper', text: m[1] });
  return intent('unknown|unknown', 0.1);
};

/** Blocks trading, asks confirmation for e-mail, warns when "password" is mentioned. */
export const fakeConstitution: CheckConstitutionFn = ({ query, intent: i }) => {
  const rules: ConstitutionDecision['matched_rules'] = [];
  if (i.action === 'buy' || i.action === 'sell') rules.push({ name: 'no_trading', enforcement: 'Block', reason: 'trading is disabled' });
  if (i.intent_key === 'send|email') rules.push({ name: 'confirm_email', enforcement: 'Confirm', reason: 'sending e-mail needs approval' });
  if (/\bpassword\b/i.test(query)) rules.push({ name: 'password_talk', enforcement: 'Warn', reason: 'mentions passwords' });
  const order = ['Block', 'Confirm', 'Warn', 'Allow'] as const;
  const enforcement = rules.map((r) => r.enforcement).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? 'Allow';
  return { allowed: enforcement === 'Allow' || enforcement === 'Warn', enforcement, matched_rules: rules };
};

const FACTORS: Record<string, [string, (v: number) => number]> = {
  'km>mi': ['mi', (v) => v * 0.621371],
  'mi>km': ['km', (v) => v / 0.621371],
  'kg>lb': ['lb', (v) => v * 2.204623],
  'lb>kg': ['kg', (v) => v / 2.204623],
  'c>f': ['°F', (v) => (v * 9) / 5 + 32],
  'f>c': ['°C', (v) => ((v - 32) * 5) / 9],
};

/** A tiny arithmetic evaluator (left to right with * / before + -); never eval. */
export function evaluate(expression: string): number | null {
  const tokens = expression.match(/-?\d+(?:\.\d+)?|[-+*/]/g);
  if (!tokens) return null;
  const terms: number[] = [];
  let op = '+';
  for (let i = 0; i < tokens.length; i++) {
    const value = Number(tokens[i]);
    if (Number.isNaN(value)) {
      op = tokens[i];
      continue;
    }
    if (op === '*') terms.push(terms.pop()! * value);
    else if (op === '/') terms.push(terms.pop()! / value);
    else terms.push(op === '-' ? -value : value);
  }
  const sum = terms.reduce((a, b) => a + b, 0);
  return Number.isFinite(sum) ? sum : null;
}

export const fakeRunTemplate: RunTemplateFn = (template, params) => {
  if (template.name === 'units.convert') {
    // Like the real local tier: the real classifier gives string values ("5") and symbols `mi`, `C`.
    const from = String(params.from ?? '').toLowerCase();
    const to = String(params.to ?? '').toLowerCase();
    const value = typeof params.value === 'number' ? params.value : Number(params.value);
    const conv = FACTORS[`${from}>${to}`];
    if (!conv || params.value === '' || !Number.isFinite(value)) return null;
    const out = Math.round(conv[1](value) * 1000) / 1000;
    return { response_text: `${value} ${from} = ${out} ${conv[0]}`, description: 'units.convert' };
  }
  if (template.name === 'math.evaluate') {
    const value = evaluate(String(params.expression ?? ''));
    return value === null ? null : { response_text: String(value), description: 'math.evaluate' };
  }
  return null;
};

export const fakeAnswerLocally: AnswerLocallyFn = async ({ intent: i }) => {
  if (i.intent_key === 'check|time') {
    return { response_text: new Date().toISOString(), description: 'Built-in ability time.now.', cacheable: false };
  }
  if (i.intent_key === 'convert|units') {
    const template = { kind: 'ability' as const, name: 'units.convert' };
    const answer = await fakeRunTemplate(template, i.params, { query: '', intent: i });
    return answer && { ...answer, description: 'Built-in ability units.convert.', template };
  }
  if (i.intent_key === 'calculate|math') {
    const template = { kind: 'ability' as const, name: 'math.evaluate' };
    const answer = await fakeRunTemplate(template, i.params, { query: '', intent: i });
    return answer && { ...answer, description: 'Built-in ability math.evaluate.', template };
  }
  if (i.intent_key === 'transform|text') {
    return { response_text: String(i.params.text ?? '').toUpperCase(), description: 'Built-in ability text.transform.' };
  }
  return null;
};
