import type { ChainDefinition } from '../chains/definition.ts';
import { stringify } from '../chains/template.ts';
import { canonicalAction, canonicalTarget } from '../pipeline/intent-lexicon.ts';
import { AGENT_NAME_PATTERN, type IntentFilter } from './manifest.ts';
import { queryChain, type AgentPackage } from './package.ts';

/**
 * How queries reach agents: `@<agent> <query>` names one; otherwise the intent filters of the
 * running agents are tried, highest priority first. Pure functions over packages; the agents
 * service supplies which agents are installed and running.
 */

/** The routing decision handed to `answerRoute`. */
export interface AgentRoute {
  agent: string;
  chain_id: string;
  params: Record<string, unknown>;
  /** How it was chosen. */
  via: 'mention' | 'intent_filter';
  /** The query text the chain receives (without the mention and `name=value` pairs). */
  query: string;
  /** Required chain params nothing supplied: the chain cannot run until the user gives them. */
  missing: string[];
}

/** The slice of the classifier's result routing looks at. */
export interface RouteIntent {
  intent_key: string;
  action?: string;
  target?: string;
  params?: Record<string, unknown>;
}

/** Splits `@name rest`; null when the text does not start with a well-formed mention. */
export function parseMention(text: string): { agent: string; rest: string } | null {
  const match = /^@(\S+)(?:\s+([\s\S]*))?$/.exec(text.trim());
  if (!match || !AGENT_NAME_PATTERN.test(match[1])) return null;
  return { agent: match[1], rest: (match[2] ?? '').trim() };
}

/** Param names that receive the query's text, in order of preference. */
const TEXT_PARAMS = ['query', 'question', 'text', 'prompt', 'input', 'message', 'request', 'topic', 'q'];

const termMatches = (terms: string[], value: string, canonical: (w: string) => string | null) =>
  terms.length === 0 || terms.some((t) => t === '*' || t === value || canonical(t) === value);

/**
 * Whether a filter matches an intent (case-insensitive; catalog words like `remove` also match
 * the canonical `delete`). An empty list matches anything, as in the catalog; a filter with both
 * lists empty matches every known intent, never `unknown|unknown`.
 */
export function filterMatches(filter: IntentFilter, intent: RouteIntent): boolean {
  const [keyAction = 'unknown', keyTarget = 'unknown'] = intent.intent_key.toLowerCase().split('|');
  const action = (intent.action ?? keyAction).toLowerCase();
  const target = (intent.target ?? keyTarget).toLowerCase();
  if (action === 'unknown' && target === 'unknown') return false;
  return termMatches(filter.actions, action, canonicalAction) && termMatches(filter.targets, target, canonicalTarget);
}

/**
 * Chooses the chain params for a routed query: `name=value` words in the text for params the
 * chain has, then the classifier's entities, then the remaining text for the first text-like
 * param (or the only required one). Reports required params still missing.
 */
export function paramsForQuery(
  chain: ChainDefinition,
  text: string,
  intent: RouteIntent,
): { params: Record<string, unknown>; query: string; missing: string[] } {
  const params: Record<string, unknown> = {};
  const names = Object.keys(chain.params);
  let rest = text;
  rest = rest.replace(/(?:^|\s)([A-Za-z_][A-Za-z0-9_-]{0,63})=("([^"]*)"|\S+)/g, (whole, name: string, raw: string, quoted?: string) => {
    if (!names.includes(name)) return whole;
    params[name] = quoted ?? raw;
    return ' ';
  });
  rest = rest.replace(/\s+/g, ' ').trim();
  for (const [name, value] of Object.entries(intent.params ?? {})) {
    if (names.includes(name) && !Object.hasOwn(params, name) && value !== null && value !== undefined) params[name] = value;
  }
  const unset = (name: string) => !Object.hasOwn(params, name);
  let textParam = TEXT_PARAMS.find((n) => names.includes(n) && unset(n));
  if (!textParam) {
    const required = names.filter((n) => unset(n) && chain.params[n].required && chain.params[n].default === undefined);
    if (required.length === 1) textParam = required[0];
  }
  if (textParam && rest !== '') params[textParam] = rest;
  const missing = names.filter(
    (n) => unset(n) && chain.params[n].required === true && chain.params[n].default === undefined,
  );
  return { params, query: rest, missing };
}

/** The agent and chain an intent routes to among `candidates` (running agents), or null. */
export function routeByIntent(
  candidates: { id: string; pkg: AgentPackage }[],
  intent: RouteIntent,
): { agent: string; chain: string } | null {
  const hits: { agent: string; chain: string; priority: number }[] = [];
  for (const { id, pkg } of candidates) {
    for (const filter of pkg.manifest.intent_filters) {
      if (!filterMatches(filter, intent)) continue;
      const chain = filter.chain ?? queryChain(pkg);
      if (chain) hits.push({ agent: id, chain, priority: filter.priority });
    }
  }
  hits.sort((a, b) => b.priority - a.priority || a.agent.localeCompare(b.agent));
  return hits[0] ? { agent: hits[0].agent, chain: hits[0].chain } : null;
}

/** The chain a mention of `pkg` runs: the filter matching the intent, else the query chain. */
export function chainForMention(pkg: AgentPackage, intent: RouteIntent): string | null {
  const filters = [...pkg.manifest.intent_filters].sort((a, b) => b.priority - a.priority);
  for (const filter of filters) if (filter.chain && filterMatches(filter, intent)) return filter.chain;
  return queryChain(pkg);
}

const ANSWER_FIELDS = ['response_text', 'text', 'answer', 'summary', 'result', 'message', 'output'];

/** What a chain's output reads as in a query answer. */
export function answerText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output !== null && typeof output === 'object' && !Array.isArray(output)) {
    for (const key of ANSWER_FIELDS) {
      const value = (output as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return JSON.stringify(output, null, 2);
  }
  return stringify(output);
}
