import type { Database } from 'bun:sqlite';
import { recordCacheHits, type CacheHitRecord } from '../costs/record.ts';
import type { CacheEntry, PipelineCache } from './cache.ts';
import type { Collector, Defer } from './group-commit.ts';
import type { LearnedExample } from './learned.ts';
import type { ModelAnswer } from './model-answer.ts';
import { intentParamsKey } from './normalize-query.ts';
import { build, describeReplay, formatUsd, intentFromKey, round, type ResultBase } from './results.ts';
import type { TtlPolicy } from './ttl.ts';
import type { IntentResult, LocalAnswer, QueryResult, Tier } from './types.ts';

/**
 * How answers are replayed from and written to the caches, and how each hit is costed. The
 * orchestrator (`service.ts`) decides which tier runs; this module turns the outcome into a
 * result and keeps the caches and the cost records in step.
 */

/** A model-phase outcome that concurrent identical queries can share. */
export interface SharedOutcome {
  result: QueryResult;
  answer?: ModelAnswer;
}

export interface AnswerEnv {
  db: Database;
  cache: PipelineCache;
  ttl: TtlPolicy;
  now: () => number;
  /** Scans an answer and returns it with any credential or personal datum redacted. */
  redactOutput: (text: string) => Promise<string>;
}

export type Answers = ReturnType<typeof createAnswers>;

export function createAnswers(env: AnswerEnv) {
  const { cache, ttl, now, redactOutput } = env;
  /** Saved-cost records of a group commit, written together (their rollup rows once per commit). */
  const savedCosts: Collector<CacheHitRecord> = { write: (records) => recordCacheHits(env.db, records) };

  function replay(entry: CacheEntry, tier: 'fingerprint_cache' | 'intent_cache', how: string, base: ResultBase): QueryResult {
    cache.hit(entry, base.writes.defer);
    const result = build(base, {
      tier,
      svc_mode: 'replay',
      confidence: entry.confidence,
      description: describeReplay(entry, now(), how),
      response_text: entry.response_text,
      provider: entry.origin_tier === 'local' ? null : entry.provider,
      model: entry.origin_tier === 'local' ? null : entry.model,
      saved_usd: entry.cost_nusd / 1e9,
    });
    recordHit(entry, tier, result.latency_ms, base);
    return result;
  }

  function replayLearned(example: LearnedExample, fpKey: string, base: ResultBase): QueryResult {
    const entry: CacheEntry = {
      tier: 'intent_cache',
      key: `l:${example.query_key}`,
      kind: 'answer',
      intent_key: example.intent_key,
      params: {},
      confidence: example.confidence,
      response_text: example.response_text,
      template: null,
      origin_tier: 'cheap_llm',
      provider: example.provider,
      model: example.model,
      input_tokens: example.input_tokens,
      output_tokens: example.output_tokens,
      cost_nusd: example.cost_nusd,
      created_at: example.created_at,
      expires_at: example.expires_at,
      last_hit_at: now(),
      hits: example.uses,
    };
    storeFingerprint(fpKey, entry, example.expires_at - now(), base);
    const result = build(base, {
      tier: 'intent_cache',
      svc_mode: 'replay',
      confidence: example.confidence,
      description: describeReplay(entry, now(), `Learned example: an earlier query worded like this one was resolved as ${example.intent_key}`),
      response_text: example.response_text,
      provider: example.provider,
      model: example.model,
      saved_usd: example.cost_nusd / 1e9,
    });
    recordHit(entry, 'intent_cache', result.latency_ms, base);
    return result;
  }

  /** Every cache hit records the cost it saved, in the query's group commit (durable before it answers). */
  function recordHit(entry: CacheEntry, tier: Tier, latencyMs: number, base: ResultBase): void {
    const record = {
      provider: entry.provider,
      model: entry.model,
      input_tokens: entry.input_tokens,
      output_tokens: entry.output_tokens,
      saved_nusd: entry.cost_nusd,
      latency_ms: latencyMs,
      tier,
      intent_key: entry.intent_key,
      ts: now(),
    };
    base.writes.collect(savedCosts, record);
  }

  async function templateResult(template: CacheEntry, answer: LocalAnswer, fpKey: string, base: ResultBase): Promise<QueryResult> {
    cache.hit(template, base.writes.defer);
    const text = await redactOutput(answer.response_text);
    const intent = base.intent;
    if (answer.cacheable !== false) {
      const answerTtl = ttl.answerTtlMs(intent.intent_key);
      const stored = { ...answerFields(template), response_text: text, params: intent.params, confidence: intent.confidence };
      cache.put({ ...stored, tier: 'fingerprint_cache', key: fpKey, ttl_ms: answerTtl }, base.writes.defer);
      if (hasParams(intent)) cache.put({ ...stored, tier: 'intent_cache', key: answerKey(intent), ttl_ms: answerTtl }, base.writes.defer);
    }
    const result = build(base, {
      tier: 'intent_cache',
      svc_mode: 'template',
      description: `Cached ${template.template!.kind} template ${template.template!.name} for ${intent.intent_key} re-run with new parameters: ${answer.description}`,
      response_text: text,
      saved_usd: template.cost_nusd / 1e9,
    });
    recordHit(template, 'intent_cache', result.latency_ms, base);
    return result;
  }

  async function localResult(
    answer: LocalAnswer,
    fpKey: string,
    /** The classifier is confident: templates and answers may be shared between wordings. */
    shareable: boolean,
    injection: boolean,
    base: ResultBase,
  ): Promise<QueryResult> {
    const text = await redactOutput(answer.response_text);
    const intent = base.intent;
    const name = answer.template?.name ?? 'local';
    const common = {
      intent_key: intent.intent_key,
      params: intent.params,
      confidence: intent.confidence,
      origin_tier: 'local' as const,
      provider: 'local',
      model: name,
      input_tokens: 0,
      output_tokens: 0,
      cost_nusd: 0,
    };
    if (!injection && answer.template && shareable) {
      cache.put({ ...common, tier: 'intent_cache', key: templateKey(intent), kind: 'template', response_text: '', template: answer.template, ttl_ms: ttl.templateTtlMs() }, base.writes.defer);
    }
    if (!injection && answer.cacheable !== false) {
      const answerTtl = ttl.answerTtlMs(intent.intent_key);
      const entry = { ...common, kind: 'answer' as const, response_text: text, template: null };
      cache.put({ ...entry, tier: 'fingerprint_cache', key: fpKey, ttl_ms: answerTtl }, base.writes.defer);
      if (shareable && hasParams(intent)) cache.put({ ...entry, tier: 'intent_cache', key: answerKey(intent), ttl_ms: answerTtl }, base.writes.defer);
    }
    return build(base, { tier: 'local', svc_mode: 'direct', description: answer.description, response_text: text });
  }

  /** An identical query answered concurrently: share the leader's outcome as a cache replay. */
  function follow(shared: SharedOutcome, base: ResultBase): QueryResult {
    const { answer, result } = shared;
    if (!answer || !result.allowed) return { ...result, latency_ms: round(performance.now() - base.started, 3) };
    const replayed = build({ ...base, intent: intentFromKey(result.intent_key, result.confidence) }, {
      tier: 'fingerprint_cache',
      svc_mode: 'replay',
      description: `Identical query answered concurrently by ${answer.response.model} via ${answer.provider.id}; its answer was shared, saved ${formatUsd(answer.cost_nusd)}.`,
      response_text: result.response_text,
      provider: answer.provider.id,
      model: answer.response.model,
      saved_usd: answer.cost_nusd / 1e9,
    });
    const record = {
      provider: answer.provider.id,
      model: answer.response.model,
      input_tokens: answer.response.input_tokens,
      output_tokens: answer.response.output_tokens,
      saved_nusd: answer.cost_nusd,
      latency_ms: replayed.latency_ms,
      tier: 'fingerprint_cache',
      intent_key: result.intent_key,
      ts: now(),
    };
    base.writes.collect(savedCosts, record);
    return replayed;
  }

  function storeFingerprint(fpKey: string, from: CacheEntry, ttlMs: number, base: ResultBase): void {
    cache.put({ ...answerFields(from), tier: 'fingerprint_cache', key: fpKey, ttl_ms: ttlMs }, base.writes.defer);
  }

  /** Stores a model answer under its fingerprint and, when shareable, its intent + parameters. */
  function storeModelAnswer(input: {
    answer: ModelAnswer;
    text: string;
    fpKey: string;
    intentKey: string;
    classified: IntentResult;
    shareClassified: boolean;
    ttlMs: number;
    defer: Defer;
  }) {
    const { answer } = input;
    const entry = {
      kind: 'answer' as const,
      intent_key: input.intentKey,
      params: input.classified.params,
      confidence: answer.confidence,
      response_text: input.text,
      template: null,
      origin_tier: answer.tier,
      provider: answer.provider.id,
      model: answer.response.model,
      input_tokens: answer.response.input_tokens,
      output_tokens: answer.response.output_tokens,
      cost_nusd: answer.cost_nusd,
    };
    cache.put({ ...entry, tier: 'fingerprint_cache', key: input.fpKey, ttl_ms: input.ttlMs }, input.defer);
    if (input.shareClassified && hasParams(input.classified)) {
      cache.put({ ...entry, tier: 'intent_cache', key: answerKey(input.classified), ttl_ms: input.ttlMs }, input.defer);
    }
    return entry;
  }

  return { replay, replayLearned, templateResult, localResult, storeModelAnswer, storeFingerprint, follow };
}

/** The replayable part of an entry, ready to be stored under another key. */
export function answerFields(e: CacheEntry) {
  return {
    kind: 'answer' as const,
    intent_key: e.intent_key,
    params: e.params,
    confidence: e.confidence,
    response_text: e.response_text,
    template: null,
    origin_tier: e.origin_tier,
    provider: e.provider,
    model: e.model,
    input_tokens: e.input_tokens,
    output_tokens: e.output_tokens,
    cost_nusd: e.cost_nusd,
  };
}

/**
 * Answers are shared between wordings only when the intent carries parameters: without them,
 * "explain X" and "explain Y" would collapse into one key if the classifier missed the object.
 */
export const hasParams = (intent: IntentResult) => Object.keys(intent.params).length > 0;

export const answerKey = (intent: IntentResult) => `a:${intentParamsKey(intent.intent_key, intent.params)}`;
export const templateKey = (intent: IntentResult) => `t:${intent.intent_key}`;
