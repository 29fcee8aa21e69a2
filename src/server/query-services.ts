import type { Database } from 'bun:sqlite';
import type { Config } from '../config.ts';
import { activeConstitution, checkQuery } from '../constitution/index.ts';
import { CallbackGauge, type MetricsRegistry } from '../lib/metrics.ts';
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
  requestConfirmation?: RequestConfirmationFn;
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
    scan,
    classifyIntent: (query) => classifyIntent(query),
    learnIntent,
    // The pipeline hands over the redacted query only, so the recorded check holds no secret.
    checkConstitution: ({ query, intent }) =>
      checkQuery(
        db,
        {
          text: query,
          constitutions: [activeConstitution(config).constitution],
          intent_key: intent.intent_key,
          source: 'query',
        },
        now,
      ),
    answerLocally: local.answerLocally,
    runTemplate: local.runTemplate,
    requestConfirmation: deps.requestConfirmation,
    providers,
    cache: createPipelineCache(db, { ...pipelineConfig.cache, now }),
    options: pipelineConfig.options,
  });
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
  return pipeline;
}
