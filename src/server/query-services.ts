import type { Database } from 'bun:sqlite';
import type { Config } from '../config.ts';
import { activeConstitution, checkQuery } from '../constitution/index.ts';
import { CallbackGauge, type MetricsRegistry } from '../lib/metrics.ts';
import { getCostSummary } from '../costs/index.ts';
import {
  createPipeline,
  createPipelineCache,
  restoreLearnedIntents,
  type Pipeline,
  type PipelineConfig,
  type RequestConfirmationFn,
} from '../pipeline/index.ts';
import { classifyIntent, learnIntent } from '../pipeline/intent.ts';
import type { Provider } from '../pipeline/providers/index.ts';
import { createLocalAnswers } from '../pipeline/local-answers.ts';
import { scan } from '../security/scanner.ts';
import { emit } from '../agents/index.ts';
import type { Logger } from './log.ts';
import type { CoreServices } from './services.ts';

export interface QueryServiceDeps {
  db: Database;
  config: Config;
  log: Logger;
  metrics: MetricsRegistry;
  core: CoreServices;
  providers: readonly Provider[];
  pipelineConfig: PipelineConfig;
  now: () => number;
}

/**
 * The query pipeline of `POST /api/query`, wired to the real scanner, constitution, classifier,
 * local abilities, chains and model providers.
 */
export function createQueryPipeline(deps: QueryServiceDeps): Pipeline {
  const { db, config, log, metrics, core, providers, pipelineConfig, now } = deps;
  restoreLearnedIntents(db, learnIntent);
  const local = createLocalAnswers({ registry: core.registry, chains: core.chains });
  const pipeline = createPipeline({
    db,
    now,
    log,
    scan: (text) => {
      const result = scan(text);
      if (result.credential_count + result.pii_count > 0 || result.injection_detected) {
        // Counts and kinds only: an event never carries the finding itself.
        emit('security.finding', {
          namespace: 'security',
          source: 'query',
          types_found: result.types_found,
          credential_count: result.credential_count,
          pii_count: result.pii_count,
          injection_detected: result.injection_detected,
        });
      }
      return result;
    },
    classifyIntent: (query) => classifyIntent(query),
    learnIntent,
    // The pipeline hands over the redacted query only, so the recorded check holds no secret.
    checkConstitution: ({ query, intent }) => {
      const result = checkQuery(
        db,
        {
          text: query,
          constitutions: [activeConstitution(config).constitution],
          intent_key: intent.intent_key,
          source: 'query',
        },
        now,
      );
      const blocking = result.matched_rules.find((r) => r.enforcement === 'Block');
      if (result.enforcement === 'Block' && blocking) {
        emit('constitution.blocked', {
          namespace: 'constitution',
          source: 'query',
          rule: blocking.name,
          reason: blocking.reason,
          intent_key: intent.intent_key,
        });
      }
      return result;
    },
    answerLocally: local.answerLocally,
    runTemplate: local.runTemplate,
    requestConfirmation: core.confirmations.requestForQuery,
    routeToAgent: async ({ query, intent, signal }) => {
      const route = core.agents.routeQuery(query, intent);
      return route ? core.agents.answerRoute(route, { signal }) : null;
    },
    providers,
    cache: createPipelineCache(db, { ...pipelineConfig.cache, now }),
    options: pipelineConfig.options,
  });
  // A confirmed held query runs again with its Confirm rule satisfied; Block rules still apply.
  core.confirmations.setExecutor('query', async (action) =>
    action.kind === 'query' ? pipeline.query(action.query, { confirmed: true }) : undefined,
  );
  metrics.register(
    new CallbackGauge('svc_cache_queries', 'Answered queries by tier since the data dir was created.', () =>
      Object.entries(pipeline.cacheStats().by_tier).map(([tier, stats]) => ({
        labels: { tier },
        value: stats.queries,
      })),
    ),
  );
  metrics.register(
    new CallbackGauge('svc_cache_hits', 'Cache hits and misses since the data dir was created.', () => {
      const stats = pipeline.cacheStats();
      return [
        { labels: { result: 'hit' }, value: stats.hits },
        { labels: { result: 'miss' }, value: stats.misses },
      ];
    }),
  );
  metrics.register(
    new CallbackGauge('svc_model_calls', 'Language-model calls recorded in the cost ledger (all time).', () => [
      { value: getCostSummary(db).total_llm_calls },
    ]),
  );
  metrics.register(
    new CallbackGauge('svc_model_cost_usd', 'Money spent on model calls and saved by cache hits, USD (all time).', () => {
      const costs = getCostSummary(db);
      return [
        { labels: { kind: 'spent' }, value: costs.total_spent_usd },
        { labels: { kind: 'saved' }, value: costs.total_saved_usd },
      ];
    }),
  );
  return pipeline;
}
