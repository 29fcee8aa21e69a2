import { UNKNOWN_INTENT } from './types.ts';

/**
 * How long a cached answer stays valid, by intent class. A TTL of 0 means "never replay": the
 * answer depends on the moment (time), on live personal data (inbox), or the intent has side
 * effects (send, buy), where replaying "done" without doing it would be a lie. Templates are code,
 * not data, and are re-run live, so they use `template` whatever the class.
 */
export const TTL_CLASSES = [
  'realtime',
  'action',
  'personal',
  'volatile',
  'weather',
  'stable',
  'unknown',
  'default',
  'template',
] as const;
export type TtlClass = (typeof TTL_CLASSES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_TTLS_MS: Record<TtlClass, number> = {
  realtime: 0,
  action: 0,
  personal: 0,
  volatile: 1 * MINUTE,
  weather: 10 * MINUTE,
  stable: 7 * DAY,
  unknown: 1 * DAY,
  default: 1 * DAY,
  template: 7 * DAY,
};

const REALTIME_TARGETS = new Set(['time', 'date', 'clock', 'now', 'day', 'timezone', 'random', 'uuid', 'timer', 'alarm']);
const VOLATILE_TARGETS = new Set([
  'price', 'prices', 'stock', 'stocks', 'quote', 'crypto', 'bitcoin', 'btc', 'eth', 'market', 'exchange',
  'rate', 'rates', 'fx', 'news', 'headlines', 'traffic', 'score', 'scores', 'status', 'flight', 'shipment',
  'inventory', 'portfolio', 'balance', 'server', 'uptime', 'metrics',
]);
const WEATHER_TARGETS = new Set(['weather', 'forecast', 'temperature', 'rain', 'snow', 'wind', 'air_quality', 'pollen']);
const PERSONAL_TARGETS = new Set([
  'email', 'emails', 'mail', 'inbox', 'message', 'messages', 'calendar', 'event', 'events', 'meeting',
  'meetings', 'reminder', 'reminders', 'task', 'tasks', 'todo', 'notification', 'notifications', 'contact',
  'contacts', 'file', 'files', 'document', 'documents', 'schedule', 'agenda', 'account', 'order', 'orders',
  'home', 'lights', 'thermostat', 'device', 'devices', 'job', 'jobs', 'agent', 'agents',
]);
const ACTION_VERBS = new Set([
  'send', 'buy', 'sell', 'trade', 'pay', 'transfer', 'delete', 'remove', 'create', 'add', 'set', 'update',
  'edit', 'write', 'post', 'publish', 'book', 'order', 'cancel', 'schedule', 'control', 'turn', 'start',
  'stop', 'restart', 'install', 'uninstall', 'run', 'execute', 'deploy', 'move', 'rename', 'reply',
  'forward', 'invite', 'approve', 'reject', 'submit', 'upload', 'download', 'save', 'lock', 'unlock', 'open',
  'close', 'enable', 'disable', 'archive', 'share', 'subscribe', 'unsubscribe', 'call', 'text', 'message',
]);
const STABLE_TARGETS = new Set([
  'math', 'arithmetic', 'calculation', 'expression', 'units', 'unit', 'conversion', 'text', 'string',
  'definition', 'word', 'translation', 'fact', 'facts', 'hash', 'json', 'code', 'regex', 'capital',
  'history', 'science', 'topic', 'concept',
]);
const STABLE_VERBS = new Set(['calculate', 'compute', 'evaluate', 'convert', 'transform', 'translate', 'define', 'explain', 'count', 'hash', 'format', 'spell']);

/** The class of an intent, from its action and target (most volatile reading wins). */
export function ttlClassOf(intentKey: string): TtlClass {
  if (intentKey === UNKNOWN_INTENT || !intentKey.includes('|')) return 'unknown';
  const [action, target] = intentKey.split('|');
  if (REALTIME_TARGETS.has(target)) return 'realtime';
  if (ACTION_VERBS.has(action)) return 'action';
  if (PERSONAL_TARGETS.has(target)) return 'personal';
  if (VOLATILE_TARGETS.has(target)) return 'volatile';
  if (WEATHER_TARGETS.has(target)) return 'weather';
  if (STABLE_TARGETS.has(target) || STABLE_VERBS.has(action)) return 'stable';
  return 'default';
}

/** Overrides from config.yaml `cache.ttl`: keys are an intent key, a target, an action or a class. */
export type TtlOverrides = Record<string, number>;

export interface TtlPolicy {
  answerTtlMs(intentKey: string): number;
  templateTtlMs(): number;
  classOf(intentKey: string): TtlClass;
}

export function createTtlPolicy(overrides: TtlOverrides = {}): TtlPolicy {
  const table = { ...DEFAULT_TTLS_MS };
  for (const cls of TTL_CLASSES) if (overrides[cls] !== undefined) table[cls] = overrides[cls];
  return {
    classOf: ttlClassOf,
    answerTtlMs(intentKey) {
      if (overrides[intentKey] !== undefined) return overrides[intentKey];
      const [action, target] = intentKey.split('|');
      if (target !== undefined && overrides[target] !== undefined && !TTL_CLASSES.includes(target as TtlClass)) {
        return overrides[target];
      }
      if (action !== undefined && overrides[action] !== undefined && !TTL_CLASSES.includes(action as TtlClass)) {
        return overrides[action];
      }
      return table[ttlClassOf(intentKey)];
    },
    templateTtlMs: () => table.template,
  };
}
