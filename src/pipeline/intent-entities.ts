/**
 * Entity recognisers shared by the intent patterns and parameter extraction: times, durations,
 * money, units, currencies, languages, tickers, number words. Each returns canonical values so
 * paraphrases give identical params ("10 minutes" and "10 mins" are both `10m`).
 * All regexes are linear: no nested quantifiers over overlapping classes.
 */

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  sixty: 60, seventy: 70, eighty: 80, ninety: 90, a: 1, an: 1,
};
/** Fast pre-check: most queries contain no number word at all ("a"/"an" only count before a scale). */
const ANY_NUMBER_WORD =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozen|hundred|thousand|million|billion)\b/i;
const SCALES: Record<string, number> = { dozen: 12, hundred: 100, thousand: 1000, million: 1e6, billion: 1e9 };

/**
 * Replaces runs of number words with digits: "two hundred fifty" gives "250", "a dozen" "12".
 * Leaves "a"/"an" alone unless a scale or unit-like number word follows ("a hundred").
 */
export function numberWordsToDigits(text: string): string {
  if (!ANY_NUMBER_WORD.test(text)) return text;
  const words = text.split(' ');
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let total = 0;
    let current = 0;
    let j = i;
    let used = 0;
    while (j < words.length) {
      const w = words[j].toLowerCase().replace(/-/g, '');
      const hyphen = words[j].toLowerCase().split('-');
      if (hyphen.length === 2 && hyphen[0] in NUMBER_WORDS && hyphen[1] in NUMBER_WORDS && NUMBER_WORDS[hyphen[0]] >= 20) {
        current += NUMBER_WORDS[hyphen[0]] + NUMBER_WORDS[hyphen[1]];
      } else if (w in NUMBER_WORDS && !((w === 'a' || w === 'an') && !(words[j + 1]?.toLowerCase() in SCALES))) {
        current += NUMBER_WORDS[w];
      } else if (w in SCALES && (used > 0 || current > 0)) {
        current = (current || 1) * SCALES[w];
        if (SCALES[w] >= 1000) {
          total += current;
          current = 0;
        }
      } else if (w === 'and' && used > 0 && words[j + 1] && words[j + 1].toLowerCase() in NUMBER_WORDS) {
        // "one hundred and five"
      } else break;
      used++;
      j++;
    }
    if (used === 0) {
      out.push(words[i]);
      i++;
      continue;
    }
    if (words[j - 1]?.toLowerCase() === 'and') j--;
    out.push(String(total + current));
    i = j;
  }
  return out.join(' ');
}

/** Parses "1,000.5" or "1.5" to a canonical decimal string ("1000.5"), or null. */
export function canonicalNumber(text: string): string | null {
  const cleaned = text.replace(/,(?=\d{3}\b)/g, '').replace(',', '.');
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return null;
  return String(value);
}

// ---- durations and times -------------------------------------------------------------------

const DURATION_UNITS: Record<string, string> = {
  s: 's', sec: 's', secs: 's', second: 's', seconds: 's',
  m: 'm', min: 'm', mins: 'm', minute: 'm', minutes: 'm',
  h: 'h', hr: 'h', hrs: 'h', hour: 'h', hours: 'h',
  d: 'd', day: 'd', days: 'd', w: 'w', wk: 'w', week: 'w', weeks: 'w',
};
const DURATION_RE = /(\d+(?:\.\d+)?)\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w)\b/gi;

/** Canonical compact duration ("1 hour and 30 minutes" gives "1h30m"), or null. */
export function parseDuration(text: string): string | null {
  const parts = new Map<string, number>();
  let seen = false;
  const digits = numberWordsToDigits(text.replace(/\bhalf\s+an?\s+hour\b/gi, '30 minutes').replace(/\ban?\s+(?=(?:sec|min|hour|hr|day|week|wk)\w*\b)/gi, '1 '));
  for (const m of digits.matchAll(DURATION_RE)) {
    const unit = DURATION_UNITS[m[2].toLowerCase()];
    if (!unit) continue;
    parts.set(unit, (parts.get(unit) ?? 0) + Number(m[1]));
    seen = true;
  }
  if (!seen) return null;
  return ['w', 'd', 'h', 'm', 's']
    .filter((u) => parts.has(u))
    .map((u) => `${parts.get(u)}${u}`)
    .join('');
}

/** Canonical 24-hour clock time ("7am" gives "07:00", "7:30 pm" "19:30", "noon" "12:00"), or null. */
export function parseClockTime(text: string): string | null {
  const t = text.toLowerCase();
  if (/\bnoon\b|\bmidday\b/.test(t)) return '12:00';
  if (/\bmidnight\b/.test(t)) return '00:00';
  const m = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?!\d)/.exec(t);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  if (hour > 23 || minute > 59) return null;
  const meridiem = m[3]?.replace(/\./g, '');
  // a bare number is a time only after "at"/"for"/"by" or with "o'clock" ("alarm for 7")
  if (!m[2] && !meridiem && !/\b(?:at|for|by)\s*$/.test(t.slice(0, m.index)) && !/o'?clock/.test(t)) {
    return null;
  }
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const WHEN_RE = new RegExp(
  [
    `\\b(?:today|tonight|tomorrow|yesterday)(?:\\s+(?:morning|afternoon|evening|night))?\\b`,
    `\\bthis\\s+(?:morning|afternoon|evening|weekend|week|month|year)\\b`,
    `\\bnext\\s+(?:week|month|year|weekend|${DAYS})\\b`,
    `\\b(?:on\\s+)?(?:${DAYS})(?:\\s+(?:morning|afternoon|evening|night))?\\b`,
    `\\b(?:at|by)\\s+(?:\\d{1,2}(?:[:.]\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)?|noon|midnight)(?![\\w:])`,
    `\\b\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)\\b`,
    `\\bin\\s+(?:\\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty)\\s+(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?)\\b`,
    `\\b(?:right\\s+)?now\\b`,
    `\\bthis\\s+week\\b`,
  ].join('|'),
  'gi',
);

export interface Span {
  start: number;
  end: number;
}

/**
 * Finds time expressions ("tomorrow", "at 5pm", "in 10 minutes", "next friday") and returns
 * them joined in canonical form plus their spans, so callers can drop them from other params.
 * "now"/"right now" are consumed but not reported: they do not change what is asked.
 */
export function extractWhen(display: string): { when: string | null; spans: Span[] } {
  const found: string[] = [];
  const spans: Span[] = [];
  for (const m of display.matchAll(WHEN_RE)) {
    const start = m.index ?? 0;
    spans.push({ start, end: start + m[0].length });
    const text = m[0].toLowerCase().replace(/\s+/g, ' ').replace(/^on /, '');
    if (/^(?:right )?now$/.test(text)) continue;
    const clock = /\d/.test(text) && !/^in /.test(text) ? parseClockTime(text.replace(/^(?:at|by) /, 'at ')) : null;
    if (clock) found.push(clock);
    else if (/^in /.test(text)) found.push(`in ${parseDuration(text) ?? text.slice(3)}`);
    else found.push(text);
  }
  return { when: found.length ? found.join(' ') : null, spans };
}

// ---- money, currencies, units -----------------------------------------------------------------

export const CURRENCIES: Record<string, string> = {
  usd: 'USD', dollar: 'USD', dollars: 'USD', buck: 'USD', bucks: 'USD', '$': 'USD', 'us dollars': 'USD',
  eur: 'EUR', euro: 'EUR', euros: 'EUR', '€': 'EUR',
  gbp: 'GBP', 'british pounds': 'GBP', sterling: 'GBP', quid: 'GBP', '£': 'GBP', 'pounds sterling': 'GBP',
  jpy: 'JPY', yen: 'JPY', '¥': 'JPY', chf: 'CHF', franc: 'CHF', francs: 'CHF', 'swiss francs': 'CHF',
  cad: 'CAD', 'canadian dollars': 'CAD', aud: 'AUD', 'australian dollars': 'AUD',
  inr: 'INR', rupee: 'INR', rupees: 'INR', '₹': 'INR', cny: 'CNY', yuan: 'CNY', rmb: 'CNY',
  mxn: 'MXN', peso: 'MXN', pesos: 'MXN', krw: 'KRW', won: 'KRW', brl: 'BRL', reais: 'BRL',
  sek: 'SEK', nok: 'NOK', dkk: 'DKK', pln: 'PLN', zloty: 'PLN', nzd: 'NZD', hkd: 'HKD',
  sgd: 'SGD', zar: 'ZAR', rand: 'ZAR', try: 'TRY', lira: 'TRY', rub: 'RUB', ruble: 'RUB', rubles: 'RUB',
  btc: 'BTC', bitcoin: 'BTC', bitcoins: 'BTC', eth: 'ETH', ether: 'ETH', ethereum: 'ETH',
};
/** "pounds"/"pound" are a currency only next to another currency; otherwise a mass. */
const AMBIGUOUS_POUND = new Set(['pound', 'pounds']);

const MONEY_RE =
  /(?:([$€£¥₹])\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|bn|thousand|million|billion)?|(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|million|billion)?\s*(usd|dollars?|bucks|eur|euros?|gbp|pounds?|quid|jpy|yen|chf|francs?|cad|aud|inr|rupees?|cny|yuan|rmb|mxn|pesos?)\b)/i;

/** The first money amount: "$500" gives {amount: "500", currency: "USD"}; "2.5k euros" "2500"/"EUR". */
export function extractMoney(display: string): { amount: string; currency: string; span: Span } | null {
  const m = MONEY_RE.exec(display);
  if (!m) return null;
  const symbol = m[1];
  const amountText = m[2] ?? m[4];
  const scale = (m[3] ?? m[5] ?? '').toLowerCase();
  const name = (m[6] ?? '').toLowerCase();
  const base = canonicalNumber(amountText);
  if (base === null) return null;
  const factor = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 }[scale] ?? 1;
  const currency = symbol ? CURRENCIES[symbol] : CURRENCIES[name] ?? (AMBIGUOUS_POUND.has(name) ? 'GBP' : 'USD');
  const start = m.index;
  return { amount: String(Number(base) * factor), currency, span: { start, end: start + m[0].length } };
}

interface UnitInfo {
  symbol: string;
  dimension: string;
}

const UNIT_TABLE: [string, string, string[]][] = [
  ['length', 'mm', ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres']],
  ['length', 'cm', ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres']],
  ['length', 'm', ['m', 'meter', 'meters', 'metre', 'metres']],
  ['length', 'km', ['km', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres', 'k']],
  ['length', 'in', ['in', 'inch', 'inches', '"']],
  ['length', 'ft', ['ft', 'foot', 'feet', "'"]],
  ['length', 'yd', ['yd', 'yard', 'yards']],
  ['length', 'mi', ['mi', 'mile', 'miles']],
  ['length', 'nmi', ['nmi', 'nautical mile', 'nautical miles']],
  ['mass', 'mg', ['mg', 'milligram', 'milligrams']],
  ['mass', 'g', ['g', 'gram', 'grams', 'gramme', 'grammes']],
  ['mass', 'kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']],
  ['mass', 't', ['tonne', 'tonnes', 'metric ton', 'metric tons']],
  ['mass', 'oz', ['oz', 'ounce', 'ounces']],
  ['mass', 'lb', ['lb', 'lbs', 'pound', 'pounds']],
  ['mass', 'st', ['st', 'stone', 'stones']],
  ['volume', 'ml', ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']],
  ['volume', 'l', ['l', 'liter', 'liters', 'litre', 'litres']],
  ['volume', 'gal', ['gal', 'gallon', 'gallons']],
  ['volume', 'qt', ['qt', 'quart', 'quarts']],
  ['volume', 'pt', ['pt', 'pint', 'pints']],
  ['volume', 'cup', ['cup', 'cups']],
  ['volume', 'floz', ['fl oz', 'fluid ounce', 'fluid ounces']],
  ['volume', 'tbsp', ['tbsp', 'tablespoon', 'tablespoons']],
  ['volume', 'tsp', ['tsp', 'teaspoon', 'teaspoons']],
  ['temperature', 'C', ['c', '°c', 'celsius', 'centigrade', 'degrees celsius', 'degrees c']],
  ['temperature', 'F', ['f', '°f', 'fahrenheit', 'degrees fahrenheit', 'degrees f']],
  ['temperature', 'K', ['kelvin']],
  ['time', 's', ['s', 'sec', 'secs', 'second', 'seconds']],
  ['time', 'min', ['min', 'mins', 'minute', 'minutes']],
  ['time', 'h', ['h', 'hr', 'hrs', 'hour', 'hours']],
  ['time', 'd', ['day', 'days']],
  ['time', 'wk', ['week', 'weeks']],
  ['time', 'yr', ['year', 'years']],
  ['speed', 'km/h', ['km/h', 'kmh', 'kph', 'kilometers per hour', 'kilometres per hour']],
  ['speed', 'mph', ['mph', 'miles per hour']],
  ['speed', 'm/s', ['m/s', 'meters per second', 'metres per second']],
  ['speed', 'kn', ['knot', 'knots']],
  ['data', 'B', ['byte', 'bytes']],
  ['data', 'KB', ['kb', 'kilobyte', 'kilobytes']],
  ['data', 'MB', ['mb', 'megabyte', 'megabytes']],
  ['data', 'GB', ['gb', 'gigabyte', 'gigabytes']],
  ['data', 'TB', ['tb', 'terabyte', 'terabytes']],
  ['area', 'm2', ['m2', 'sq m', 'square meter', 'square meters', 'square metre', 'square metres']],
  ['area', 'ft2', ['ft2', 'sq ft', 'square foot', 'square feet']],
  ['area', 'acre', ['acre', 'acres']],
  ['area', 'ha', ['ha', 'hectare', 'hectares']],
  ['area', 'km2', ['km2', 'sq km', 'square kilometer', 'square kilometers']],
  ['energy', 'J', ['j', 'joule', 'joules']],
  ['energy', 'kJ', ['kj', 'kilojoule', 'kilojoules']],
  ['energy', 'cal', ['cal', 'calorie', 'calories']],
  ['energy', 'kcal', ['kcal', 'kilocalorie', 'kilocalories']],
  ['energy', 'kWh', ['kwh', 'kilowatt hour', 'kilowatt hours']],
];

const UNITS = new Map<string, UnitInfo>();
for (const [dimension, symbol, aliases] of UNIT_TABLE) {
  for (const alias of aliases) UNITS.set(alias, { symbol, dimension });
}

/** Looks a unit name up ("kilometres" gives km/length), tolerating "degrees" and a trailing dot. */
export function lookupUnit(text: string): UnitInfo | null {
  const t = text.toLowerCase().trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  return UNITS.get(t) ?? UNITS.get(t.replace(/^degrees? /, '')) ?? null;
}

export function lookupCurrency(text: string): string | null {
  const t = text.toLowerCase().trim().replace(/\s+/g, ' ');
  if (/^[a-z]{3}$/.test(t) && CURRENCIES[t]) return CURRENCIES[t];
  return CURRENCIES[t] ?? null;
}

// ---- languages, tickers, crypto, rooms --------------------------------------------------------

export const LANGUAGES = new Set([
  'english', 'french', 'german', 'spanish', 'italian', 'portuguese', 'dutch', 'russian', 'chinese',
  'mandarin', 'cantonese', 'japanese', 'korean', 'arabic', 'hindi', 'bengali', 'urdu', 'turkish',
  'polish', 'swedish', 'norwegian', 'danish', 'finnish', 'greek', 'hebrew', 'czech', 'ukrainian',
  'vietnamese', 'thai', 'indonesian', 'malay', 'latin', 'romanian', 'hungarian', 'persian',
  'farsi', 'swahili', 'tagalog', 'catalan', 'irish', 'welsh', 'icelandic', 'esperanto',
]);

export const COMPANY_TICKERS: Record<string, string> = {
  apple: 'AAPL', microsoft: 'MSFT', google: 'GOOGL', alphabet: 'GOOGL', amazon: 'AMZN',
  tesla: 'TSLA', nvidia: 'NVDA', meta: 'META', facebook: 'META', netflix: 'NFLX', ibm: 'IBM',
  intel: 'INTC', amd: 'AMD', disney: 'DIS', 'coca-cola': 'KO', coke: 'KO', walmart: 'WMT',
  nike: 'NKE', boeing: 'BA', spotify: 'SPOT', salesforce: 'CRM', oracle: 'ORCL', paypal: 'PYPL',
  adobe: 'ADBE', jpmorgan: 'JPM', visa: 'V', mastercard: 'MA', pfizer: 'PFE', starbucks: 'SBUX',
  mcdonalds: 'MCD', costco: 'COST', shopify: 'SHOP', palantir: 'PLTR', coinbase: 'COIN',
};

export const CRYPTO_SYMBOLS: Record<string, string> = {
  bitcoin: 'BTC', btc: 'BTC', ethereum: 'ETH', eth: 'ETH', ether: 'ETH', solana: 'SOL', sol: 'SOL',
  dogecoin: 'DOGE', doge: 'DOGE', litecoin: 'LTC', ltc: 'LTC', cardano: 'ADA', ada: 'ADA',
  ripple: 'XRP', xrp: 'XRP', tether: 'USDT', usdt: 'USDT', polkadot: 'DOT', chainlink: 'LINK',
  avalanche: 'AVAX', monero: 'XMR', usdc: 'USDC', bnb: 'BNB',
};

/** Upper-case words that are not tickers. */
const NOT_TICKERS = new Set([
  'I', 'A', 'OK', 'US', 'USA', 'UK', 'EU', 'AM', 'PM', 'AI', 'TV', 'ETF', 'CEO', 'CFO', 'PR', 'API',
  'PDF', 'CSV', 'JSON', 'SQL', 'HTML', 'URL', 'IP', 'ID', 'PIN', 'SMS', 'DM', 'FAQ', 'ASAP', 'FYI',
  'NYSE', 'NASDAQ', 'IPO', 'USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'BTC', 'ETH', 'ME',
  'MY', 'IT', 'IS', 'THE', 'AND', 'OR', 'TO', 'OF', 'IN', 'ON', 'AT', 'FOR', 'BUY', 'SELL', 'NOW',
  'PLEASE', 'WHAT', 'HOW', 'S', 'P', 'SP', 'DOW', 'GDP', 'CPU', 'GPU', 'RAM', 'SSD', 'AC', 'VPN',
  'NEWS', 'ALL', 'LLM', 'SSH', 'CI', 'CD', 'PRS', 'GB', 'MB', 'KB', 'TB', 'KM', 'KG', 'LB',
]);

/** Well-known tickers: recognised in lower-case or all-caps text when the query is about markets. */
const KNOWN_TICKERS = new Set([
  ...Object.values(COMPANY_TICKERS),
  'GOOG', 'BRK.B', 'UBER', 'LYFT', 'ABNB', 'ZM', 'SQ', 'CSCO', 'QCOM', 'AVGO', 'TXN', 'MU', 'VZ', 'XOM',
  'CVX', 'JNJ', 'UNH', 'BAC', 'WFC', 'GS', 'MS', 'QQQ', 'VOO', 'VTI', 'GME', 'AMC', 'BABA', 'TSM', 'ASML',
  'RIVN', 'SMCI', 'MSTR', 'SNOW', 'NET', 'DDOG', 'CRWD', 'PANW', 'SNAP', 'PINS', 'RBLX', 'SPY', 'ARM', 'HOOD',
]);
/** Tickers that are also everyday words (or too short to tell): taken only when written in capitals. */
const WORD_TICKERS = new Set(['V', 'MA', 'KO', 'BA', 'MU', 'GS', 'MS', 'ZM', 'SQ', 'DIS', 'COST', 'SHOP', 'COIN', 'SPOT', 'SNAP', 'SNOW', 'NET', 'PINS', 'ARM', 'HOOD', 'SPY', 'AMD']);
/** A query about markets: only then do lower-case words count as tickers. */
const FINANCE_CONTEXT =
  /\b(?:stocks?|shares?|quotes?|prices?|ticker|symbol|trading|traded|trades|market\s+cap|earnings|dividends?|nasdaq|nyse|invest(?:ed|ing|ment)?|portfolio|buy|sell|bought|sold)\b/i;
/** "<X> stock", "shares of <X>", "quote for <X>", "ticker <X>": the slot names a company or a symbol. */
const TICKER_SLOTS = [
  /\b(?:quotes?\s+(?:for|on|of)|shares?\s+(?:of|in)|stocks?\s+(?:of|in)|ticker(?:\s+symbol)?|symbol)\s+([A-Za-z][A-Za-z.&-]{0,19})/gi,
  /\b([A-Za-z][A-Za-z.&-]{0,19})(?:'s)?\s+(?:stocks?|shares?|share\s+price|stock\s+price|quote|ticker)\b/gi,
];
/** Words a ticker slot may hold that are no symbol ("my shares", "the stock", "tech stocks"). */
const NOT_SLOT_WORDS = new Set([
  'the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those',
  'some', 'any', 'all', 'many', 'more', 'most', 'few', 'much', 'which', 'what', 'of', 'for', 'in', 'on',
  'and', 'or', 'to', 'stock', 'stocks', 'share', 'shares', 'price', 'quote', 'ticker', 'symbol', 'buy',
  'sell', 'get', 'me', 'us', 'it', 'them', 'is', 'are', 'how', 'tech', 'bank', 'energy', 'growth', 'value',
  'penny', 'blue', 'chip', 'common', 'preferred', 'company', 'market', 'top', 'best', 'new',
]);

/** A stock ticker: `$TSLA`; an upper-case word of 1-5 letters; in a query about markets, a known
 * symbol or a company name in any case (`quote for amzn`, `apple stock`); in all-caps text, whatever
 * stands in a ticker slot (`QUOTE FOR XYZW`). In all-caps text capitals say nothing ("CAPITAL OF CUBA"). */
export function extractTicker(display: string): { ticker: string; span: Span } | null {
  const cash = /\$([A-Za-z]{1,5}(?:\.[A-Za-z])?)\b/.exec(display);
  if (cash) return { ticker: cash[1].toUpperCase(), span: { start: cash.index, end: cash.index + cash[0].length } };
  const allCaps = !/\p{Ll}/u.test(display);
  if (!allCaps) {
    for (const m of display.matchAll(/\b[A-Z]{1,5}(?:\.[A-Z])?\b/g)) {
      if (!NOT_TICKERS.has(m[0]) && m[0].length >= 2) {
        return { ticker: m[0], span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length } };
      }
    }
  }
  if (!FINANCE_CONTEXT.test(display)) return null;
  for (const m of display.matchAll(/\b[A-Za-z]{1,5}(?:\.[A-Za-z])?\b/g)) {
    const symbol = m[0].toUpperCase();
    if (KNOWN_TICKERS.has(symbol) && !(WORD_TICKERS.has(symbol) && !allCaps) && symbol.length >= 2) {
      return { ticker: symbol, span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length } };
    }
  }
  for (const slot of TICKER_SLOTS) {
    for (const m of display.matchAll(slot)) {
      const word = m[1].toLowerCase();
      const start = (m.index ?? 0) + m[0].indexOf(m[1]);
      const span = { start, end: start + m[1].length };
      if (COMPANY_TICKERS[word]) return { ticker: COMPANY_TICKERS[word], span };
      if (allCaps && /^[a-z]{1,5}$/.test(word) && !NOT_SLOT_WORDS.has(word) && !NOT_TICKERS.has(m[1].toUpperCase())) {
        return { ticker: m[1].toUpperCase(), span };
      }
    }
  }
  return null;
}

export const ROOMS = [
  'living room', 'dining room', 'bedroom', 'master bedroom', 'kitchen', 'bathroom', 'office',
  'garage', 'hallway', 'hall', 'basement', 'attic', 'porch', 'garden', 'backyard', 'kids room',
  'nursery', 'study', 'den', 'patio', 'upstairs', 'downstairs', 'lounge', 'balcony',
];
