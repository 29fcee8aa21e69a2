import type { ConfirmationLink } from '../auth/confirmations/types.ts';
import type { AgentPackage } from './package.ts';
import {
  answerText,
  chainForMention,
  paramsForQuery,
  parseMention,
  routeByIntent,
  type AgentRoute,
  type RouteIntent,
} from './routing.ts';
import type { AgentRunner } from './runs.ts';
import type { InstalledAgent } from './store.ts';

export type { AgentRoute, RouteIntent } from './routing.ts';

/**
 * Answering a query with an agent's chain, for the pipeline: `routeQuery` decides, `answerRoute`
 * runs the chain in `defer` mode (a Confirm step stops the run and the answer carries the link)
 * and turns its output into `{response_text, description}`.
 */
export interface AgentAnswer {
  response_text: string;
  description: string;
  agent: string;
  chain_id: string;
  /** `unavailable`: nothing ran (agent not running, params missing). */
  status: 'succeeded' | 'failed' | 'confirmation_required' | 'unavailable';
  run_id: string | null;
  /** Present when a step needs confirmation: the public link details for the query result. */
  confirmation?: ConfirmationLink;
  /** Agent answers depend on live state and side effects: never cache them. */
  cacheable: false;
}

export interface AnswerDeps {
  runner: AgentRunner;
  load: (id: string) => InstalledAgent;
  /** Running agents, for intent-filter routing. */
  running: () => { id: string; pkg: AgentPackage }[];
  statusOf: (id: string) => string;
}

export function createAgentAnswers(deps: AnswerDeps) {
  function routeQuery(query: string, intent: RouteIntent): AgentRoute | null {
    const mention = parseMention(query);
    if (mention) {
      let agent: InstalledAgent;
      try {
        agent = deps.load(mention.agent);
      } catch {
        return null; // not an installed agent: "@home" may just be text
      }
      const chainId = chainForMention(agent.pkg, intent);
      const chain = chainId ? agent.pkg.chains.get(chainId) : undefined;
      if (!chain) return null;
      const mapped = paramsForQuery(chain, mention.rest, intent);
      return { agent: agent.name, chain_id: chain.id, params: mapped.params, via: 'mention', query: mapped.query, missing: mapped.missing };
    }
    const candidates = deps.running();
    // Agents that could not run the query (a required param nothing supplies) are passed over,
    // so the rest of the pipeline still answers it.
    while (candidates.length > 0) {
      const hit = routeByIntent(candidates, intent);
      if (!hit) return null;
      const pkg = candidates.find((c) => c.id === hit.agent)!.pkg;
      const chain = pkg.chains.get(hit.chain);
      if (chain) {
        const mapped = paramsForQuery(chain, query, intent);
        if (mapped.missing.length === 0) {
          return { agent: hit.agent, chain_id: chain.id, params: mapped.params, via: 'intent_filter', query: mapped.query, missing: [] };
        }
      }
      candidates.splice(candidates.findIndex((c) => c.id === hit.agent), 1);
    }
    return null;
  }

  async function answerRoute(route: AgentRoute, options: { signal?: AbortSignal } = {}): Promise<AgentAnswer> {
    const base = { agent: route.agent, chain_id: route.chain_id, run_id: null, cacheable: false as const };
    const status = deps.statusOf(route.agent);
    if (status !== 'running') {
      return {
        ...base,
        status: 'unavailable',
        response_text: '',
        description: `Agent '${route.agent}' is ${status}, so it did not answer. Start it in the dashboard (Agents) or with POST /api/agents/${route.agent}/start.`,
      };
    }
    if (route.missing.length > 0) {
      const example = route.missing.map((m) => `${m}=...`).join(' ');
      return {
        ...base,
        status: 'unavailable',
        response_text: '',
        description: `Agent '${route.agent}' needs ${route.missing.join(', ')} to run chain '${route.chain_id}': add ${route.missing.length > 1 ? 'them' : 'it'} to the query, e.g. "@${route.agent} ${example} ${route.query}".`,
      };
    }
    const chain = deps.load(route.agent).pkg.chains.get(route.chain_id);
    if (!chain) {
      return { ...base, status: 'unavailable', response_text: '', description: `Agent '${route.agent}' has no chain '${route.chain_id}'.` };
    }
    const { summary, context } = await deps.runner.runChain(route.agent, chain, route.params, {
      mode: 'defer',
      source: 'query',
      signal: options.signal,
    });
    if (context.deferred) {
      const d = context.deferred;
      return {
        ...base,
        run_id: summary.run_id,
        status: 'confirmation_required',
        response_text: '',
        description: `${d.description} The step was not run; open the confirmation link before it expires to run the chain.`,
        confirmation: { id: d.id, url: d.url, expires_at: d.expires_at },
      };
    }
    if (summary.status === 'succeeded') {
      return {
        ...base,
        run_id: summary.run_id,
        status: 'succeeded',
        response_text: answerText(summary.output),
        description: `Answered by agent '${route.agent}' with chain '${route.chain_id}' (${route.via === 'mention' ? '@mention' : 'intent filter'}; run ${summary.run_id}, ${summary.steps} steps, ${summary.duration_ms} ms).`,
      };
    }
    return {
      ...base,
      run_id: summary.run_id,
      status: 'failed',
      response_text: '',
      description: `Agent '${route.agent}' could not answer: chain '${route.chain_id}' failed: ${summary.error ?? 'unknown error'} (run ${summary.run_id}).`,
    };
  }

  return { routeQuery, answerRoute };
}
