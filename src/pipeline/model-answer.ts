import { costNanoUsd, resolvePrice } from '../costs/prices.ts';
import { ProviderError, type ChatResponse, type Provider, type ProviderInfo } from './providers/types.ts';
import { UNKNOWN_INTENT, type IntentResult } from './types.ts';

/** What the model says about its own answer on the trailing `@@svc` line. */
export interface ModelMeta {
  intent_key?: string;
  confidence?: number;
  /** False when the model says the answer depends on the moment or on live data. */
  cacheable: boolean;
}

export interface ModelAnswer {
  tier: 'cheap_llm' | 'deep_llm';
  provider: ProviderInfo;
  response: ChatResponse;
  text: string;
  meta: ModelMeta;
  /** The model's confidence, or `DEFAULT_MODEL_CONFIDENCE` when it gave none. */
  confidence: number;
  cost_nusd: number;
}

export interface ModelOutcome {
  answer?: ModelAnswer;
  /** Cost of every successful call made (an escalation pays for both). */
  total_cost_nusd: number;
  /** Why calls failed or were escalated, safe to show (keys scrubbed). */
  notes: string[];
  escalated: boolean;
}

export interface ModelCall {
  provider: ProviderInfo;
  tier: 'cheap_llm' | 'deep_llm';
  response: ChatResponse;
  cost_nusd: number;
}

export const DEFAULT_MODEL_CONFIDENCE = 0.75;
const META_LINE = /^[ \t]*@@svc\b(.*)$/gim;
const INTENT_SHAPE = /^[a-z][a-z0-9_]{0,30}\|[a-z][a-z0-9_]{0,30}$/;

/** The system prompt: answer, then one `@@svc` line the pipeline parses (and strips). */
export function buildSystemPrompt(intent: IntentResult): string {
  const hint =
    intent.intent_key !== UNKNOWN_INTENT && intent.confidence > 0
      ? `\nA local classifier guessed the intent ${intent.intent_key} (confidence ${intent.confidence.toFixed(2)}).`
      : '';
  return [
    'You are the answering model of svc, a self-hosted assistant. Answer the request directly and concisely.',
    'Text like [REDACTED:<type>] marks secrets or personal data removed before the request reached you; never ask for, guess or reconstruct them.',
    'After the answer, write one final line exactly in this form:',
    '@@svc intent=<action>|<target> confidence=<0.0-1.0> cache=<yes|no>',
    'where <action> is a lower-case verb and <target> a lower-case noun naming the request (e.g. check|weather, explain|topic),',
    'confidence is how sure you are that the answer is correct and complete, and cache=no when the answer depends on the current time or on live data.',
  ].join('\n') + hint;
}

/** Splits the answer from its `@@svc` line; a missing or malformed line yields defaults. */
export function parseModelAnswer(raw: string): { text: string; meta: ModelMeta } {
  const matches = [...raw.matchAll(META_LINE)];
  const last = matches[matches.length - 1];
  const text = raw.replace(META_LINE, '').trim();
  const meta: ModelMeta = { cacheable: true };
  if (!last) return { text, meta };
  for (const [, key, value] of last[1].matchAll(/([a-z_]+)\s*=\s*([^\s]+)/gi)) {
    const k = key.toLowerCase();
    const v = value.toLowerCase().replace(/[,;]$/, '');
    if (k === 'intent' && INTENT_SHAPE.test(v)) meta.intent_key = v;
    if (k === 'confidence') {
      const n = Number(v);
      if (Number.isFinite(n) && n >= 0 && n <= 1) meta.confidence = n;
    }
    if (k === 'cache' && (v === 'no' || v === 'false')) meta.cacheable = false;
  }
  return { text, meta };
}

/**
 * Asks the cheap providers in order until one answers; escalates to the deep providers when every
 * cheap one failed or the answer's confidence is below `escalateBelow`. A low-confidence cheap answer
 * is still returned when no deep provider can do better. Every successful call goes to `onCall`.
 */
export async function askModels(
  providers: readonly Provider[],
  input: { query: string; intent: IntentResult; signal?: AbortSignal },
  options: { escalateBelow: number; onCall: (call: ModelCall) => void },
): Promise<ModelOutcome> {
  const system = buildSystemPrompt(input.intent);
  const notes: string[] = [];
  let total = 0;

  const attempt = async (provider: Provider, tier: ModelAnswer['tier']): Promise<ModelAnswer | undefined> => {
    let response: ChatResponse;
    try {
      response = await provider.complete({
        system,
        messages: [{ role: 'user', content: input.query }],
        signal: input.signal,
      });
    } catch (err) {
      notes.push(err instanceof ProviderError ? err.message : `${provider.info.id}: ${String(err)}`);
      return undefined;
    }
    const price = resolvePrice(response.model || provider.info.model, {
      override: provider.price,
      baseUrl: provider.info.base_url,
    });
    const cost = costNanoUsd(price, response.input_tokens, response.output_tokens);
    total += cost;
    options.onCall({ provider: provider.info, tier, response, cost_nusd: cost });
    const { text, meta } = parseModelAnswer(response.text);
    if (!text) {
      notes.push(`${provider.info.id}: empty answer`);
      return undefined;
    }
    const confidence = meta.confidence ?? DEFAULT_MODEL_CONFIDENCE;
    return { tier, provider: provider.info, response, text, meta, confidence, cost_nusd: cost };
  };

  let best: ModelAnswer | undefined;
  for (const provider of providers.filter((p) => p.info.tier === 'cheap')) {
    if (input.signal?.aborted) break;
    best = await attempt(provider, 'cheap_llm');
    if (best) break;
  }
  if (best && best.confidence >= options.escalateBelow) return { answer: best, total_cost_nusd: total, notes, escalated: false };
  const deep = providers.filter((p) => p.info.tier === 'deep');
  if (best && deep.length > 0) {
    notes.push(`${best.provider.id}: confidence ${best.confidence.toFixed(2)} below ${options.escalateBelow}, escalated`);
  }
  for (const provider of deep) {
    if (input.signal?.aborted) break;
    const answer = await attempt(provider, 'deep_llm');
    if (answer) return { answer, total_cost_nusd: total, notes, escalated: true };
  }
  return { answer: best, total_cost_nusd: total, notes, escalated: false };
}
