import type { Database } from 'bun:sqlite';
import { recordModelCall } from '../costs/record.ts';
import { BadRequestError } from '../server/errors.ts';
import { silentLogger, type Logger } from '../server/log.ts';
import { answerKey, createAnswers, hasParams, templateKey, type SharedOutcome } from './answers.ts';
import { createPipelineCache, type CacheEntry, type PipelineCache } from './cache.ts';
import { createGroupCommit, type GroupCommit, type WriteBatch } from './group-commit.ts';
import { createLearnedStore, type LearnedExample, type LearnedStore } from './learned.ts';
import { Lru } from './lru.ts';
import { askModels } from './model-answer.ts';
import { canonicalQuery, learnedSignature, sha256Hex } from './normalize-query.ts';
import type { Provider, ProviderInfo } from './providers/types.ts';
import {
  build,
  describeBlock,
  describeConfirm,
  formatUsd,
  intentFromKey,
  normalizeIntent,
  toSecurity,
  warningsOf,
  type ResultBase,
} from './results.ts';
import { createStatsRecorder, getCacheStats, type CacheStats, type StatsRecorder } from './stats.ts';
import { createTtlPolicy, type TtlOverrides } from './ttl.ts';
import {
  UNKNOWN_INTENT,
  type AnswerLocallyFn,
  type CheckConstitutionFn,
  type ClassifyIntentFn,
  type IntentResult,
  type LocalAnswer,
  type QueryResult,
  type RequestConfirmationFn,
  type RouteToAgentFn,
  type RunTemplateFn,
  type ScanFn,
} from './types.ts';

export interface PipelineOptions {
  /** A model answer below this confidence is escalated from cheap_llm to deep_llm. */
  escalateBelow: number;
  /** Injection findings at or above this confidence never reach a model or a cache. */
  injectionBlockAt: number;
  /** Classifier results below this confidence count as unknown: learned examples apply. */
  weakIntentBelow: number;
  /** Minimum classifier confidence for the intent cache (same intent + params). */
  intentCacheMinConfidence: number;
  maxQueryLength: number;
  ttl: TtlOverrides;
}

export const PIPELINE_DEFAULTS: PipelineOptions = {
  escalateBelow: 0.5,
  injectionBlockAt: 0.8,
  weakIntentBelow: 0.5,
  intentCacheMinConfidence: 0.6,
  maxQueryLength: 10_000,
  ttl: {},
};

/** Everything the pipeline is wired with; the integrator passes the real modules, tests pass fakes. */
export interface PipelineDeps {
  db: Database;
  scan: ScanFn;
  checkConstitution: CheckConstitutionFn;
  classifyIntent: ClassifyIntentFn;
  /** Tier `local`: a built-in ability or chain answering directly. */
  answerLocally?: AnswerLocallyFn;
  /**
   * Called when a model resolves a query the classifier did not know, with the redacted query and
   * the model's intent, so the classifier learns it too (see `restoreLearnedIntents` for restarts).
   */
  learnIntent?: (query: string, intent: { intent_key: string; params: Record<string, string>; confidence: number }) => void;
  /** Re-runs a cached chain template with new parameters (tier `intent_cache`). */
  runTemplate?: RunTemplateFn;
  /** Hook for `Confirm` (agents issue). Without it, Confirm answers allowed:false and runs nothing. */
  requestConfirmation?: RequestConfirmationFn;
  /** Queries addressed to an agent (`@name ...` or its intent filters) run the agent's chain. */
  routeToAgent?: RouteToAgentFn;
  /** Ordered cheap → deep (see `createProviders`). Empty: tier `no_model`. */
  providers?: readonly Provider[];
  cache?: PipelineCache;
  learned?: LearnedStore;
  stats?: StatsRecorder;
  /** Group commit for the records of each query (one per database; created when omitted). */
  group?: GroupCommit;
  /** Wall clock, Unix ms (TTLs, cost timestamps). */
  now?: () => number;
  log?: Logger;
  options?: Partial<PipelineOptions>;
}

export interface Pipeline {
  /**
   * Runs one query through every stage; throws BadRequestError only for an empty or oversized query.
   * `confirmed`: a held query whose confirmation was given: `Confirm` rules pass, `Block` still holds.
   */
  query(text: string, options?: { signal?: AbortSignal; confirmed?: boolean }): Promise<QueryResult>;
  cacheStats(): CacheStats;
  providers(): ProviderInfo[];
  /** Writes batched counters; call on shutdown. */
  flush(): void;
}

type IntentSource = 'fingerprint' | 'classifier' | 'learned';

/** Memo of query fingerprints (redacted text only, never raw input), bounded in count and length. */
const FINGERPRINT_MEMO = 4096;
const FINGERPRINT_MEMO_MAX_CHARS = 512;

export function createPipeline(deps: PipelineDeps): Pipeline {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? silentLogger;
  const opts: PipelineOptions = { ...PIPELINE_DEFAULTS, ...deps.options };
  const providers = deps.providers ?? [];
  const cache = deps.cache ?? createPipelineCache(deps.db, { now });
  const learned = deps.learned ?? createLearnedStore(deps.db, { now });
  const stats = deps.stats ?? createStatsRecorder(deps.db, now);
  const ttl = createTtlPolicy(opts.ttl);
  const inflight = new Map<string, Promise<SharedOutcome>>();
  const answers = createAnswers({ db: deps.db, cache, ttl, now, redactOutput });
  const group = deps.group ?? createGroupCommit(deps.db);
  /** Canonical form and fingerprint of recent redacted queries: repeats skip the normalisation. */
  const fingerprints = new Lru<string, { canonical: string; fpKey: string }>(FINGERPRINT_MEMO);

  function fingerprint(redacted: string): { canonical: string; fpKey: string } {
    const memo = redacted.length <= FINGERPRINT_MEMO_MAX_CHARS ? fingerprints.get(redacted) : undefined;
    if (memo) return memo;
    const canonical = canonicalQuery(redacted);
    const computed = { canonical, fpKey: sha256Hex(canonical) };
    if (redacted.length <= FINGERPRINT_MEMO_MAX_CHARS) fingerprints.set(redacted, computed);
    return computed;
  }

  const isWeak = (intent: IntentResult) => intent.intent_key === UNKNOWN_INTENT || intent.confidence < opts.weakIntentBelow;
  /** Confident enough to share cached work between wordings with the same intent. */
  const intentCacheable = (intent: IntentResult) => !isWeak(intent) && intent.confidence >= opts.intentCacheMinConfidence;

  /** Passes a model-resolved intent to the classifier's own learned examples, if wired. */
  function teachClassifier(redacted: string, intent: IntentResult): void {
    if (!deps.learnIntent) return;
    try {
      deps.learnIntent(redacted, { intent_key: intent.intent_key, params: {}, confidence: intent.confidence });
    } catch (err) {
      log.warn('classifier refused a learned example', { intent: intent.intent_key, error: errorText(err) });
    }
  }

  /**
   * Runs the query, then waits for its group commit: the answer goes out only once the records it
   * made (constitution check, saved cost, cache entries) are committed, so they survive a crash.
   */
  async function query(text: string, options: { signal?: AbortSignal; confirmed?: boolean } = {}): Promise<QueryResult> {
    const writes = group.begin();
    let result: QueryResult;
    try {
      result = await runQuery(text, options, writes);
    } catch (err) {
      await writes.commit().catch((commitErr) => log.error('could not record a failed query', { error: errorText(commitErr) }));
      throw err;
    }
    await writes.commit();
    return result;
  }

  async function runQuery(text: string, options: { signal?: AbortSignal; confirmed?: boolean }, writes: WriteBatch): Promise<QueryResult> {
    const started = performance.now();
    if (typeof text !== 'string' || text.trim() === '') throw new BadRequestError('query must not be empty');
    if (text.length > opts.maxQueryLength) {
      throw new BadRequestError(`query is longer than ${opts.maxQueryLength} characters`);
    }

    // 1. Security scan first: from here on only the redacted text exists for the pipeline.
    const scan = await deps.scan(text);
    const redacted = typeof scan.redacted === 'string' ? scan.redacted : '';
    const security = toSecurity(text, scan);
    const { canonical, fpKey } = fingerprint(redacted);

    // 2. Intent: from the fingerprint entry, the classifier, or a learned example.
    const fpEntry = cache.get('fingerprint_cache', fpKey);
    let intent: IntentResult;
    let source: IntentSource;
    let learnedHit: LearnedExample | undefined;
    if (fpEntry) {
      intent = intentFromKey(fpEntry.intent_key, fpEntry.confidence, fpEntry.params);
      source = 'fingerprint';
    } else {
      intent = await classify(redacted);
      source = 'classifier';
      // A learned example supplies the intent only when the classifier has none; its answer is
      // replayed only when the classifier does not confidently say something else.
      const example = learned.find(learnedSignature(canonical));
      if (example && isWeak(intent)) {
        intent = intentFromKey(example.intent_key, example.confidence);
        source = 'learned';
        learnedHit = example;
      } else if (example && example.intent_key === intent.intent_key) {
        learnedHit = example;
      }
    }
    const base: ResultBase = { intent, security, warnings: [], started, writes };
    const finish = (result: QueryResult) => {
      stats.record(result.tier, result.intent_key, writes.defer);
      return result;
    };

    // 3. Constitution gate: Block and Confirm stop here, before any tier runs.
    const refused = await gate(redacted, intent, base, options.confirmed === true, writes);
    if (refused) return finish(refused);

    // Agents: an addressed or intent-filtered query runs the agent's chain (never cached).
    if (deps.routeToAgent) {
      const routed = await routeToAgent(redacted, intent, base, options.signal);
      if (routed) return finish(routed);
    }

    const injection = scan.injection_detected && scan.injection_max_confidence >= opts.injectionBlockAt;

    // 4. fingerprint_cache, 5. intent_cache (never for injection attempts: they are not cached either).
    if (!injection) {
      if (fpEntry) return finish(answers.replay(fpEntry, 'fingerprint_cache', 'Exact repeat of an earlier query (fingerprint cache)', base));
      if (learnedHit && learnedHit.expires_at > now() && learnedHit.response_text) {
        learned.markUsed(learnedHit.query_key, writes.defer);
        return finish(answers.replayLearned(learnedHit, fpKey, base));
      }
      if (source === 'classifier' && intentCacheable(intent)) {
        const answer = hasParams(intent) ? cache.get('intent_cache', answerKey(intent)) : undefined;
        if (answer) {
          answers.storeFingerprint(fpKey, answer, answer.expires_at - now(), base);
          return finish(answers.replay(answer, 'intent_cache', `Same intent (${intent.intent_key}) and parameters as an earlier query (intent cache)`, base));
        }
        const template = cache.get('intent_cache', templateKey(intent));
        if (template?.template) {
          const rerun = await runTemplate(template, redacted, intent, options.signal);
          if (rerun) return finish(await answers.templateResult(template, rerun, fpKey, base));
        }
      }
    }

    // 6. local: a built-in ability or chain.
    const local = await answerLocally(redacted, intent, options.signal);
    if (local) return finish(await answers.localResult(local, fpKey, source === 'classifier' && intentCacheable(intent), injection, base));

    if (injection) {
      return finish(
        build(base, {
          tier: 'blocked',
          svc_mode: 'blocked',
          allowed: false,
          description: `Blocked: prompt injection detected (${scan.injection_category ?? 'unknown category'}, confidence ${scan.injection_max_confidence.toFixed(2)}); the query was not sent to a model.`,
        }),
      );
    }

    // 7. cheap_llm → deep_llm, or no_model.
    if (providers.length === 0) {
      return finish(
        build(base, {
          tier: 'no_model',
          svc_mode: 'unavailable',
          description:
            'No language-model provider is configured, and neither the caches nor a built-in ability could answer this query. ' +
            'Add one under providers: in SVC_DATA_DIR/config.yaml or set SVC_LLM_PROVIDER (see docs/pipeline.md).',
        }),
      );
    }
    const leader = inflight.get(fpKey);
    if (leader) return finish(answers.follow(await leader, base));
    const run = askAndStore(redacted, canonical, fpKey, intent, source, base, writes, options.signal);
    inflight.set(fpKey, run);
    try {
      return finish((await run).result);
    } finally {
      inflight.delete(fpKey);
    }
  }

  async function classify(redacted: string): Promise<IntentResult> {
    try {
      return normalizeIntent(await deps.classifyIntent(redacted));
    } catch (err) {
      log.warn('intent classifier failed; treating the query as unknown', { error: errorText(err) });
      return normalizeIntent(undefined);
    }
  }

  /** Returns a refusal for Block/Confirm (or a failed check: fail closed); collects Warn rules. */
  async function gate(
    redacted: string,
    intent: IntentResult,
    base: ResultBase,
    confirmed: boolean,
    writes: WriteBatch,
  ): Promise<QueryResult | undefined> {
    let decision;
    try {
      // The check records itself (every check is recorded): inside `within`, into this query's commit.
      decision = await writes.within(() => deps.checkConstitution({ query: redacted, intent }));
    } catch (err) {
      log.error('constitution check failed; refusing the query', { error: errorText(err) });
      return build(base, {
        tier: 'blocked',
        svc_mode: 'blocked',
        allowed: false,
        description: 'The constitution check failed, so nothing was run (see the server log).',
      });
    }
    if (decision.enforcement === 'Confirm' && confirmed) {
      base.warnings.push(`confirmed by the user (${decision.matched_rules.map((r) => r.name).join(', ')})`);
      return undefined;
    }
    if (decision.enforcement === 'Confirm') {
      // Never run a Confirm action here: the agents issue's hook creates a pending confirmation.
      const extra = deps.requestConfirmation ? await deps.requestConfirmation({ query: redacted, intent, decision }) : {};
      return build(base, {
        tier: 'confirmation_required',
        svc_mode: 'confirm',
        allowed: false,
        description: extra.description ?? describeConfirm(decision),
        ...(extra.confirmation ? { confirmation: extra.confirmation } : {}),
      });
    }
    if (decision.enforcement === 'Block' || decision.allowed === false) {
      return build(base, { tier: 'blocked', svc_mode: 'blocked', allowed: false, description: describeBlock(decision, intent) });
    }
    base.warnings.push(...warningsOf(decision));
    return undefined;
  }

  async function routeToAgent(query: string, intent: IntentResult, base: ResultBase, signal?: AbortSignal): Promise<QueryResult | null> {
    let answer;
    try {
      answer = await deps.routeToAgent!({ query, intent, signal });
    } catch (err) {
      log.warn('agent routing failed; falling through to the tiers', { error: errorText(err) });
      return null;
    }
    if (!answer) return null;
    if (answer.status === 'confirmation_required') {
      return build(base, {
        tier: 'confirmation_required',
        svc_mode: 'confirm',
        allowed: false,
        description: answer.description,
        ...(answer.confirmation ? { confirmation: answer.confirmation } : {}),
      });
    }
    return build(base, {
      tier: 'agent',
      svc_mode: 'agent',
      allowed: true,
      description: answer.description,
      response_text: await redactOutput(answer.response_text),
    });
  }

  async function runTemplate(template: CacheEntry, query: string, intent: IntentResult, signal?: AbortSignal) {
    if (!deps.runTemplate || !template.template) return null;
    try {
      const params = { ...template.template.params, ...intent.params };
      return await deps.runTemplate(template.template, params, { query, intent, signal });
    } catch (err) {
      log.warn('cached template failed; falling through', { template: template.template.name, error: errorText(err) });
      return null;
    }
  }

  async function answerLocally(query: string, intent: IntentResult, signal?: AbortSignal): Promise<LocalAnswer | null> {
    if (!deps.answerLocally) return null;
    try {
      return await deps.answerLocally({ query, intent, signal });
    } catch (err) {
      log.warn('local answer failed; falling through', { intent: intent.intent_key, error: errorText(err) });
      return null;
    }
  }

  async function askAndStore(
    redacted: string,
    canonical: string,
    fpKey: string,
    classified: IntentResult,
    source: IntentSource,
    base: ResultBase,
    writes: WriteBatch,
    signal?: AbortSignal,
  ): Promise<SharedOutcome> {
    const outcome = await askModels(providers, { query: redacted, intent: classified, signal }, {
      escalateBelow: opts.escalateBelow,
      // Written at once, not in the group commit: money was spent even if this query never answers.
      onCall: (call) =>
        recordModelCall(
          deps.db,
          {
            provider: call.provider.id,
            model: call.response.model,
            input_tokens: call.response.input_tokens,
            output_tokens: call.response.output_tokens,
            cost_nusd: call.cost_nusd,
            latency_ms: call.response.latency_ms,
            tier: call.tier,
            intent_key: classified.intent_key,
          },
          now,
        ),
    });
    for (const note of outcome.notes) log.warn('model provider issue', { detail: note });
    const answer = outcome.answer;
    if (!answer) {
      return {
        result: build(base, {
          tier: 'model_error',
          svc_mode: 'unavailable',
          description: `Every configured model provider failed: ${outcome.notes.join('; ') || 'no answer'}.`,
          cost_usd: outcome.total_cost_nusd / 1e9,
        }),
      };
    }

    // A model that names a better intent for an unknown query: gate again before showing the answer.
    const weak = source !== 'fingerprint' && isWeak(classified);
    const effective = weak && answer.meta.intent_key ? intentFromKey(answer.meta.intent_key, answer.confidence) : classified;
    const effectiveBase = { ...base, intent: { ...effective, confidence: answer.confidence } };
    if (effective !== classified) {
      const refused = await gate(redacted, effective, effectiveBase, false, writes);
      if (refused) return { result: { ...refused, cost_usd: outcome.total_cost_nusd / 1e9 } };
    }

    const text = await redactOutput(answer.text);
    const answerTtl = answer.meta.cacheable ? ttl.answerTtlMs(effective.intent_key) : 0;
    const entry = answers.storeModelAnswer({
      answer,
      text,
      fpKey,
      intentKey: effective.intent_key,
      classified,
      shareClassified: source === 'classifier' && intentCacheable(classified),
      ttlMs: answerTtl,
      defer: writes.defer,
    });
    if (weak && answer.meta.intent_key) {
      learned.learn({ ...entry, query_key: learnedSignature(canonical), query_norm: canonical, ttl_ms: answerTtl }, writes.defer);
      teachClassifier(redacted, effective);
    }

    const tokens = `${answer.response.input_tokens} in / ${answer.response.output_tokens} out tokens`;
    const escalation = outcome.escalated ? ' after escalation' : '';
    const notes = outcome.notes.length > 0 ? ` Notes: ${outcome.notes.join('; ')}.` : '';
    return {
      answer,
      result: build(effectiveBase, {
        tier: answer.tier,
        svc_mode: answerTtl > 0 ? 'generate' : 'generate_nocache',
        description: `Answered by ${answer.response.model} via ${answer.provider.id}${escalation} (${tokens}, ${formatUsd(answer.cost_nusd)}, ${Math.round(answer.response.latency_ms)} ms).${notes}`,
        response_text: text,
        provider: answer.provider.id,
        model: answer.response.model,
        cost_usd: outcome.total_cost_nusd / 1e9,
      }),
    };
  }

  /** Answers are scanned too: a model or ability must not hand a credential or PII back out. */
  async function redactOutput(text: string): Promise<string> {
    if (!text) return text;
    const scanned = await deps.scan(text);
    return scanned.credential_count + scanned.pii_count > 0 ? scanned.redacted : text;
  }

  return {
    query,
    cacheStats: () => getCacheStats(deps.db, { cache, learned, recorder: stats }),
    providers: () => providers.map((p) => ({ ...p.info })),
    flush() {
      group.flush();
      stats.flush();
      cache.flush();
    },
  };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
