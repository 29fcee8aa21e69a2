import { fold, lookupLemma } from './intent-text.ts';

/**
 * The intent classifier's vocabulary: canonical actions and targets and the words (lemmas and
 * short phrases) that mean them. An intent key is `<action>|<target>` over these names; the
 * constitution matcher uses `canonicalAction` / `canonicalTarget` so a rule may say `remove`
 * and still match the canonical `delete`. Documented in docs/intent.md.
 */

export const INTENT_ACTIONS = [
  'check', 'search', 'send', 'create', 'write', 'add', 'update', 'delete', 'set', 'cancel',
  'schedule', 'book', 'buy', 'sell', 'transfer', 'pay', 'convert', 'calculate', 'translate',
  'transform', 'count', 'hash', 'summarize', 'explain', 'define', 'analyze', 'scan', 'play',
  'control', 'call', 'run', 'deploy', 'install', 'backup', 'restore', 'download', 'upload',
  'share', 'archive', 'tell', 'unknown',
] as const;
export type IntentAction = (typeof INTENT_ACTIONS)[number];

export const INTENT_TARGETS = [
  'weather', 'time', 'date', 'math', 'units', 'currency', 'text', 'word', 'email', 'message',
  'contact', 'calendar', 'reminder', 'alarm', 'timer', 'task', 'note', 'shopping', 'file',
  'document', 'stock', 'portfolio', 'crypto', 'money', 'account', 'bill', 'invoice', 'budget',
  'price', 'news', 'web', 'music', 'video', 'podcast', 'lights', 'thermostat', 'lock', 'device',
  'security', 'credential', 'code', 'repository', 'server', 'database', 'app', 'log', 'package',
  'flight', 'hotel', 'restaurant', 'food', 'ride', 'directions', 'traffic', 'recipe', 'joke',
  'fact', 'health', 'photo', 'system', 'deal', 'product', 'concept', 'ticket', 'job', 'agent',
  'backup', 'social', 'unknown',
] as const;
export type IntentTarget = (typeof INTENT_TARGETS)[number];

/** Verb lemmas (and short phrases, space-separated) for each action. */
const ACTION_WORDS: Record<Exclude<IntentAction, 'unknown'>, string[]> = {
  check: ['check', 'show', 'get', 'see', 'view', 'display', 'list', 'fetch', 'read', 'open', 'look at', 'track', 'monitor', 'watch', 'pull up', 'bring up', 'give me', 'show me', 'let me see', 'find out'],
  search: ['search', 'find', 'look up', 'look for', 'lookup', 'google', 'browse', 'research', 'seek', 'locate', 'discover', 'hunt for', 'recommend', 'suggest'],
  send: ['send', 'forward', 'reply', 'respond', 'notify', 'post', 'shoot', 'drop a line'],
  create: ['create', 'make', 'new', 'build', 'generate', 'set up', 'setup', 'save', 'produce', 'register', 'sign up', 'copy', 'duplicate', 'clone'],
  write: ['write', 'draft', 'compose', 'author', 'rewrite', 'rephrase', 'paraphrase', 'proofread', 'jot down'],
  add: ['add', 'append', 'insert', 'put', 'include', 'attach', 'enter', 'log'],
  update: ['update', 'edit', 'change', 'modify', 'rename', 'adjust', 'fix', 'replace', 'correct', 'reschedule', 'move', 'mark', 'upgrade', 'patch', 'reset', 'organize', 'organise', 'tidy', 'rearrange'],
  delete: ['delete', 'remove', 'erase', 'wipe', 'destroy', 'trash', 'clear', 'purge', 'drop', 'uninstall', 'discard', 'rm', 'del', 'shred', 'get rid of', 'clean up', 'empty'],
  set: ['set', 'configure', 'wake me', 'wake me up', 'remind', 'remind me'],
  cancel: ['cancel', 'abort', 'revoke', 'call off', 'unsubscribe', 'terminate', 'stop'],
  schedule: ['schedule', 'plan', 'arrange', 'set up a meeting'],
  book: ['book', 'reserve'],
  buy: ['buy', 'purchase', 'order', 'acquire', 'invest in', 'pick up', 'go long on', 'place an order', 'place a buy order', 'put in an order', 'place a order'],
  sell: ['sell', 'dump', 'short', 'liquidate', 'unload', 'cash out', 'place a sell order'],
  transfer: ['transfer', 'wire', 'move money', 'venmo', 'zelle', 'remit', 'deposit', 'withdraw'],
  pay: ['pay', 'settle', 'pay off'],
  convert: ['convert', 'exchange', 'turn into'],
  calculate: ['calculate', 'compute', 'solve', 'evaluate', 'work out', 'add up', 'sum', 'total', 'multiply', 'divide', 'subtract', 'estimate', 'figure out'],
  translate: ['translate'],
  transform: ['uppercase', 'upcase', 'lowercase', 'downcase', 'capitalize', 'capitalise', 'titlecase', 'slugify', 'reverse', 'trim', 'encode', 'decode', 'escape', 'minify', 'prettify', 'sort', 'dedupe', 'deduplicate'],
  count: ['count', 'tally'],
  hash: ['hash', 'checksum', 'sha256', 'sha1', 'md5', 'sha512'],
  summarize: ['summarize', 'summarise', 'sum up', 'tldr', 'recap', 'condense', 'shorten', 'digest'],
  explain: ['explain', 'describe', 'clarify', 'teach', 'elaborate', 'help me understand', 'tell me about', 'tell me more about'],
  define: ['define', 'meaning of', 'definition of'],
  analyze: ['analyze', 'analyse', 'review', 'assess', 'examine', 'investigate', 'diagnose', 'inspect', 'compare', 'audit', 'debug'],
  scan: ['scan', 'redact', 'sanitize', 'sanitise'],
  play: ['play', 'listen to', 'stream', 'put on', 'queue', 'shuffle', 'resume'],
  control: ['restart', 'reboot', 'turn', 'switch', 'turn on', 'turn off', 'switch on', 'switch off', 'dim', 'brighten', 'lock', 'unlock', 'close', 'shut', 'activate', 'deactivate', 'enable', 'disable', 'pause', 'mute', 'unmute', 'arm', 'disarm', 'raise', 'lower', 'power on', 'power off'],
  call: ['call', 'phone', 'dial', 'ring', 'facetime', 'video call'],
  run: ['run', 'execute', 'launch', 'trigger', 'invoke', 'kick off', 'start'],
  deploy: ['deploy', 'release', 'ship', 'roll out', 'rollback', 'roll back', 'publish'],
  install: ['install'],
  backup: ['backup', 'back up', 'snapshot'],
  restore: ['restore', 'recover', 'undelete'],
  download: ['download', 'pull'],
  upload: ['upload', 'push'],
  share: ['share', 'invite'],
  archive: ['archive', 'snooze', 'star', 'flag'],
  tell: ['tell'],
};

/** Nouns (and phrases) for each target, with a weight: how surely the word names the target. */
const TARGET_WORDS: Record<Exclude<IntentTarget, 'unknown'>, string[]> = {
  weather: ['weather', 'forecast', 'rain', 'raining', 'rainy', 'snow', 'snowing', 'sunny', 'umbrella', 'humidity', 'wind', 'windy', 'storm', 'hot outside', 'cold outside', 'uv index', 'sunrise', 'sunset', 'degrees outside', 'temperature outside', 'temperature', 'heatwave', 'fog', 'hail'],
  time: ['time', 'clock', "o'clock", 'timezone', 'time zone', 'what hour'],
  date: ['date', 'day of the week', 'what day', 'day is it', 'day is today'],
  math: ['math', 'maths', 'equation', 'expression', 'calculation', 'arithmetic', 'square root', 'percentage', 'factorial', 'integral', 'derivative'],
  units: ['unit', 'units', 'unit conversion', 'metric', 'imperial'],
  currency: ['currency', 'exchange rate', 'forex', 'fx rate', 'rate of exchange'],
  text: ['text', 'string', 'sentence', 'paragraph', 'words', 'characters', 'letters', 'poem', 'story', 'essay', 'blog', 'blog post', 'caption', 'headline', 'slogan', 'tagline', 'bio', 'summary', 'outline', 'copy', 'lyrics', 'speech', 'cover letter', 'letter'],
  word: ['word', 'term', 'phrase', 'definition', 'synonym', 'antonym', 'spelling', 'pronunciation', 'meaning'],
  email: ['email', 'e-mail', 'mail', 'inbox', 'gmail', 'outlook', 'newsletter', 'reply', 'emails', 'unread', 'mailbox', 'spam'],
  message: ['message', 'sms', 'text message', 'dm', 'chat', 'whatsapp', 'slack', 'telegram', 'signal message', 'discord', 'imessage', 'voicemail', 'tweet', 'messages'],
  contact: ['contact', 'contacts', 'phone number', 'address book', 'number for', 'birthday'],
  calendar: ['calendar', 'meeting', 'appointment', 'event', 'schedule', 'agenda', 'invite', 'invitation', 'standup', 'call with', 'availability', 'free time', 'busy'],
  reminder: ['reminder', 'reminders'],
  alarm: ['alarm', 'alarms', 'wake up call', 'wake-up'],
  timer: ['timer', 'countdown', 'stopwatch'],
  task: ['task', 'todo', 'to-do', 'to do', 'todo list', 'to-do list', 'to do list', 'chore', 'checklist', 'backlog'],
  note: ['note', 'notes', 'memo', 'journal', 'diary', 'notebook'],
  shopping: ['shopping list', 'grocery list', 'groceries', 'grocery', 'shopping', 'cart', 'basket', 'wishlist'],
  file: ['file', 'files', 'folder', 'directory', 'attachment', 'workspace', 'zip', 'archive file', 'path'],
  document: ['document', 'doc', 'docs', 'report', 'spreadsheet', 'presentation', 'slides', 'pdf', 'contract', 'resume', 'cv', 'paper', 'article', 'book', 'manual', 'page'],
  stock: ['stock', 'stocks', 'share', 'shares', 'equity', 'equities', 'ticker', 'nasdaq', 'nyse', 'dow jones', 's&p', 'stock market', 'etf', 'index fund', 'dividend'],
  portfolio: ['portfolio', 'holdings', 'positions', 'investments', 'net worth', 'returns'],
  crypto: ['crypto', 'cryptocurrency', 'cryptocurrencies', 'bitcoin', 'btc', 'ethereum', 'eth', 'solana', 'dogecoin', 'doge', 'litecoin', 'cardano', 'ripple', 'xrp', 'tether', 'usdt', 'coinbase', 'binance', 'nft', 'wallet'],
  money: ['money', 'cash', 'funds', 'dollars', 'euros', 'bucks', 'payment', 'wire transfer', 'paypal', 'venmo'],
  account: ['account', 'balance', 'bank', 'bank account', 'savings', 'checking account', 'credit card', 'statement', 'transactions', 'transaction'],
  bill: ['bill', 'bills', 'rent', 'utility', 'utilities', 'electricity bill', 'phone bill', 'mortgage', 'subscription', 'subscriptions', 'loan'],
  invoice: ['invoice', 'invoices', 'receipt', 'receipts', 'quote for'],
  budget: ['budget', 'spending', 'expense', 'expenses', 'costs', 'spend', 'finances', 'tax', 'taxes'],
  price: ['price', 'prices', 'cost', 'how much', 'pricing', 'quote', 'worth', 'value of'],
  news: ['news', 'headlines', 'breaking news', 'latest news', 'articles', 'press', 'current events'],
  web: ['web', 'internet', 'online', 'website', 'site', 'url', 'link', 'webpage', 'search engine', 'wikipedia'],
  music: ['music', 'song', 'songs', 'playlist', 'album', 'artist', 'spotify', 'radio', 'track', 'tune'],
  video: ['video', 'videos', 'movie', 'movies', 'film', 'tv show', 'youtube', 'netflix', 'episode', 'trailer', 'series'],
  podcast: ['podcast', 'podcasts', 'audiobook'],
  lights: ['light', 'lights', 'lamp', 'lamps', 'bulb', 'bulbs', 'lighting', 'led'],
  thermostat: ['thermostat', 'heating', 'heater', 'ac', 'air conditioning', 'air conditioner', 'hvac', 'radiator', 'boiler'],
  lock: ['lock', 'locks', 'door', 'front door', 'back door', 'deadbolt', 'gate'],
  device: ['tv', 'television', 'fan', 'vacuum', 'roomba', 'speaker', 'smart plug', 'plug', 'garage', 'garage door', 'blinds', 'curtains', 'shades', 'oven', 'washer', 'dryer', 'dishwasher', 'sprinkler', 'sprinklers', 'camera', 'cameras', 'doorbell', 'alarm system', 'coffee maker', 'kettle', 'appliance', 'device', 'devices', 'smart home'],
  security: ['security', 'secret', 'secrets', 'vulnerability', 'vulnerabilities', 'malware', 'virus', 'threat', 'pii', 'personal data', 'prompt injection', 'injection', 'leak', 'leaks', 'exposure', 'cve', 'phishing', 'sensitive data'],
  credential: ['password', 'passwords', 'credential', 'credentials', 'api key', 'api keys', 'token', 'tokens', 'passcode', 'pin', 'ssh key', 'private key', '2fa', 'login'],
  code: ['code', 'codebase', 'script', 'function', 'module', 'program', 'snippet', 'source code', 'class', 'method', 'bug', 'bugs', 'test', 'tests', 'unit test', 'regex', 'query', 'algorithm', 'api'],
  repository: ['repo', 'repository', 'repositories', 'git', 'github', 'gitlab', 'branch', 'commit', 'commits', 'pull request', 'pr', 'prs', 'merge request', 'issue', 'issues', 'changelog'],
  server: ['server', 'servers', 'service', 'services', 'container', 'containers', 'docker', 'kubernetes', 'k8s', 'pod', 'pods', 'cluster', 'vm', 'instance', 'uptime', 'ci', 'pipeline', 'build'],
  database: ['database', 'databases', 'db', 'table', 'sql', 'postgres', 'mysql', 'sqlite', 'records'],
  app: ['app', 'apps', 'application', 'applications', 'release', 'version', 'update available', 'production', 'staging'],
  log: ['log', 'logs', 'error log', 'logfile', 'errors'],
  package: ['package', 'parcel', 'delivery', 'shipment', 'tracking number', 'order status', 'my order'],
  flight: ['flight', 'flights', 'plane', 'airline', 'plane ticket', 'boarding pass', 'airport'],
  hotel: ['hotel', 'hotels', 'accommodation', 'airbnb', 'lodging', 'motel', 'hostel'],
  restaurant: ['restaurant', 'restaurants', 'table for', 'dinner reservation', 'cafe', 'bar'],
  food: ['food', 'pizza', 'meal', 'takeout', 'takeaway', 'sushi', 'burger', 'lunch', 'dinner', 'breakfast'],
  ride: ['ride', 'uber', 'lyft', 'taxi', 'cab'],
  directions: ['directions', 'route', 'navigation', 'navigate', 'map', 'maps', 'how far', 'distance to', 'commute', 'way to'],
  traffic: ['traffic', 'road conditions', 'congestion'],
  recipe: ['recipe', 'recipes', 'cook', 'cooking', 'bake', 'baking', 'ingredients'],
  joke: ['joke', 'jokes', 'funny', 'pun', 'riddle'],
  fact: ['fact', 'facts', 'trivia', 'fun fact'],
  health: ['health', 'steps', 'heart rate', 'sleep', 'workout', 'exercise', 'calories', 'fitness', 'medication', 'medicine', 'pill', 'pills', 'symptoms', 'weight', 'blood pressure'],
  photo: ['photo', 'photos', 'picture', 'pictures', 'image', 'images', 'screenshot', 'selfie'],
  system: ['system', 'computer', 'cpu', 'memory usage', 'disk', 'disk space', 'battery', 'wifi', 'wi-fi', 'bluetooth', 'volume', 'brightness', 'settings', 'storage', 'ram', 'network'],
  deal: ['deal', 'deals', 'coupon', 'coupons', 'discount', 'discounts', 'promo code', 'sale'],
  product: ['product', 'products', 'item', 'items'],
  concept: ['concept', 'topic', 'theory', 'idea', 'history of'],
  ticket: ['ticket', 'tickets', 'incident', 'support case', 'support request', 'escalation'],
  job: ['job', 'jobs', 'cron', 'scheduled job', 'workflow', 'workflows', 'chain', 'chains', 'automation'],
  agent: ['agent', 'agents', 'assistant', 'bot'],
  backup: ['backup', 'backups', 'snapshot', 'snapshots'],
  social: ['social media', 'twitter', 'facebook', 'instagram', 'linkedin', 'tiktok', 'reddit', 'mastodon', 'followers', 'feed'],
};

/** Action assumed when the query names only a target ("weather in Paris", "AAPL price"). */
export const TARGET_DEFAULT_ACTION: Partial<Record<IntentTarget, IntentAction>> = {
  math: 'calculate', units: 'convert', currency: 'convert', word: 'define', concept: 'explain',
  joke: 'tell', fact: 'tell', recipe: 'search', deal: 'search', web: 'search', directions: 'check',
};

/** Target assumed when the query names only an action ("calculate 6*7", "play something"). */
export const ACTION_DEFAULT_TARGET: Partial<Record<IntentAction, IntentTarget>> = {
  calculate: 'math', translate: 'text', transform: 'text', count: 'text', hash: 'text',
  summarize: 'text', scan: 'security', search: 'web', play: 'music', call: 'contact',
  define: 'word', explain: 'concept', write: 'text', transfer: 'money', pay: 'bill',
  convert: 'units', buy: 'product', sell: 'product', book: 'calendar', schedule: 'calendar',
  tell: 'fact', send: 'message', deploy: 'app', backup: 'backup', restore: 'backup', install: 'app',
};

/**
 * Targets an action usually takes: a small bonus when several targets appear, so "send the
 * report by email" prefers `document` for send over nothing and "buy 10 shares" `stock`.
 */
export const ACTION_PREFERRED_TARGETS: Partial<Record<IntentAction, IntentTarget[]>> = {
  send: ['email', 'message', 'money', 'file', 'document', 'invoice'],
  buy: ['stock', 'crypto', 'product', 'food', 'flight', 'hotel'],
  sell: ['stock', 'crypto', 'product'],
  transfer: ['money', 'file', 'crypto'],
  pay: ['bill', 'invoice', 'money'],
  set: ['alarm', 'timer', 'reminder', 'thermostat', 'lights'],
  control: ['lights', 'thermostat', 'lock', 'device', 'music', 'video'],
  play: ['music', 'video', 'podcast'],
  book: ['flight', 'hotel', 'restaurant', 'ride', 'calendar'],
  schedule: ['calendar', 'email', 'message', 'task', 'job'],
  convert: ['units', 'currency', 'file', 'document'],
  summarize: ['document', 'email', 'news', 'text', 'web', 'video'],
  scan: ['security'],
  deploy: ['app', 'server'],
  run: ['job', 'code', 'agent', 'backup'],
  check: ['weather', 'time', 'news', 'stock', 'email', 'calendar'],
  write: ['email', 'message', 'document', 'code', 'text', 'note'],
  add: ['shopping', 'task', 'calendar', 'note', 'contact', 'reminder'],
};

/**
 * Nouns that act as verbs at the start of a command: "email bob", "text mom I'm late",
 * "google the eiffel tower". Checked before the plain action table.
 */
export const NOUN_VERBS: ReadonlyMap<string, { action: IntentAction; target: IntentTarget }> = new Map([
  ['email', { action: 'send', target: 'email' }],
  ['e-mail', { action: 'send', target: 'email' }],
  ['mail', { action: 'send', target: 'email' }],
  ['text', { action: 'send', target: 'message' }],
  ['message', { action: 'send', target: 'message' }],
  ['sms', { action: 'send', target: 'message' }],
  ['dm', { action: 'send', target: 'message' }],
  ['ping', { action: 'send', target: 'message' }],
  ['slack', { action: 'send', target: 'message' }],
  ['whatsapp', { action: 'send', target: 'message' }],
  ['tweet', { action: 'send', target: 'social' }],
  ['google', { action: 'search', target: 'web' }],
  ['call', { action: 'call', target: 'contact' }],
  ['phone', { action: 'call', target: 'contact' }],
  ['facetime', { action: 'call', target: 'contact' }],
  ['venmo', { action: 'transfer', target: 'money' }],
  ['wire', { action: 'transfer', target: 'money' }],
  ['note', { action: 'create', target: 'note' }],
  ['lock', { action: 'control', target: 'lock' }],
  ['contact', { action: 'send', target: 'message' }],
  ['unlock', { action: 'control', target: 'lock' }],
  ['remind', { action: 'set', target: 'reminder' }],
]);

/**
 * Whole phrases that name both the action and the target ("take a note", "next song"), matched
 * before anything else. Optional params are fixed values the phrase implies.
 */
export const INTENT_PHRASES: readonly { words: string[]; action: IntentAction; target: IntentTarget; params?: Record<string, string> }[] = (
  [
    ['take a note', 'create', 'note'], ['make a note', 'create', 'note'], ['note down', 'create', 'note'],
    ['jot down', 'create', 'note'], ['take a picture', 'create', 'photo'], ['take a photo', 'create', 'photo'],
    ['take a screenshot', 'create', 'photo'], ['snap a photo', 'create', 'photo'],
    ['next song', 'control', 'music', { state: 'next' }], ['skip song', 'control', 'music', { state: 'next' }],
    ['skip this song', 'control', 'music', { state: 'next' }], ['next track', 'control', 'music', { state: 'next' }],
    ['previous song', 'control', 'music', { state: 'previous' }],
    ['turn the volume up', 'control', 'system', { state: 'volume up' }], ['turn up the volume', 'control', 'system', { state: 'volume up' }],
    ['volume up', 'control', 'system', { state: 'volume up' }], ['turn the volume down', 'control', 'system', { state: 'volume down' }],
    ['turn down the volume', 'control', 'system', { state: 'volume down' }], ['volume down', 'control', 'system', { state: 'volume down' }],
    ['how hot', 'check', 'weather'], ['how cold', 'check', 'weather'], ['how warm', 'check', 'weather'],
    ['open a new', 'create', 'unknown'], ['open new', 'create', 'unknown'],
    ['wake me up', 'set', 'alarm'], ['get me a ride', 'book', 'ride'],
    ['what do i have', 'check', 'calendar'], ['what am i doing', 'check', 'calendar'],
    ['do i have anything', 'check', 'calendar'], ['what is on my plate', 'check', 'calendar'],
  ] as [string, IntentAction, IntentTarget, Record<string, string>?][]
).map(([phrase, action, target, params]) => ({ words: fold(phrase).split(' '), action, target, params }));

/**
 * Verbs that count as the query's action even away from the command position ("how do I
 * delete my account"); other action words there are read as ordinary words ("any new emails").
 */
export const STRONG_VERBS: ReadonlySet<IntentAction> = new Set<IntentAction>([
  'delete', 'send', 'transfer', 'buy', 'sell', 'pay', 'cancel', 'translate', 'convert', 'calculate',
  'schedule', 'install', 'deploy', 'summarize', 'explain', 'scan', 'search', 'play', 'create', 'update',
  'write', 'book', 'share', 'download', 'upload', 'backup', 'restore', 'control', 'define', 'hash',
]);

export interface LexiconEntry<T> {
  value: T;
  /** Number of words in the phrase. */
  length: number;
}

/** Phrase tables keyed by their first word, longest phrase first. */
function buildIndex<K extends string>(table: Record<K, string[]>): {
  phrases: ReadonlyMap<string, { words: string[]; value: K }[]>;
  single: ReadonlyMap<string, K>;
} {
  const phrases = new Map<string, { words: string[]; value: K }[]>();
  const single = new Map<string, K>();
  for (const [value, words] of Object.entries(table) as [K, string[]][]) {
    for (const phrase of words) {
      const parts = fold(phrase).replace(/'/g, '').split(' ');
      if (parts.length === 1) {
        if (!single.has(parts[0])) single.set(parts[0], value);
        continue;
      }
      const list = phrases.get(parts[0]) ?? [];
      list.push({ words: parts, value });
      list.sort((a, b) => b.words.length - a.words.length);
      phrases.set(parts[0], list);
    }
  }
  return { phrases, single };
}

export const ACTION_INDEX = buildIndex(ACTION_WORDS);
export const TARGET_INDEX = buildIndex(TARGET_WORDS);

/** Canonical action for a word or phrase ("remove" gives "delete"), or null. */
export function canonicalAction(word: string): IntentAction | null {
  return canonical(word, ACTION_INDEX, INTENT_ACTIONS);
}

/** Canonical target for a word or phrase ("shares" gives "stock"), or null. */
export function canonicalTarget(word: string): IntentTarget | null {
  return canonical(word, TARGET_INDEX, INTENT_TARGETS);
}

function canonical<K extends string>(
  word: string,
  index: { phrases: ReadonlyMap<string, { words: string[]; value: K }[]>; single: ReadonlyMap<string, K> },
  names: readonly K[],
): K | null {
  const folded = fold(word.trim()).replace(/'/g, '').replace(/[\s_]+/g, ' ');
  if ((names as readonly string[]).includes(folded)) return folded as K;
  if (folded.includes(' ')) {
    const parts = folded.split(' ');
    const hit = index.phrases.get(parts[0])?.find((p) => p.words.join(' ') === folded);
    return hit ? hit.value : null;
  }
  return lookupLemma(folded, index.single) ?? null;
}

/** Words that carry no intent or parameter on their own (folded forms). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the is are was were be been being am do does did done to of in on at for from with by about as into onto ' +
    'over under this that these those it its my me i we us our ours you your yours he she they them their his her ' +
    'mine please pls plz can could would will should shall may might must just really very so and or but if then ' +
    'than also too some any all what which who whom whose when where why how there here now currently current ' +
    'right like want need know let go going gonna wanna gotta kindly hey hi hello ok okay thanks thank yes no not ' +
    'up out one bit many much quick quickly maybe possibly actually basically literally have has had get got something ' +
    'anything everything thing things stuff today tomorrow tonight'
  ).split(' '),
);
