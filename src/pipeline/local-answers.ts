import type { AbilityRegistry } from '../abilities/registry.ts';
import type { ChainsService } from '../chains/service.ts';
import type { AnswerLocallyFn, IntentResult, ChainTemplate, LocalAnswer, LocalInput, RunTemplateFn } from './types.ts';

/**
 * Tier `local`: intents a built-in ability answers directly, without a model. Each entry maps the
 * classifier's parameters onto the ability's input and phrases its output as an answer.
 */
interface LocalRoute {
  ability: string;
  params(intent: IntentResult): Record<string, unknown> | null;
  answer(output: Record<string, unknown>, params: Record<string, unknown>, query: string): string;
  /** Live answers (the clock) are never replayed from a cache. */
  cacheable: boolean;
}

const num = (value: unknown): string =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(12)))) : String(value);

const REDACTED = /\[REDACTED:([a-z0-9_]+)\]/g;

const ROUTES: Record<string, LocalRoute> = {
  'check|time': {
    ability: 'time.now',
    params: (i) => (i.params.timezone ? { timezone: i.params.timezone } : {}),
    answer: (o) => `It is ${String(o.time)} on ${String(o.weekday)} ${String(o.date)} (${String(o.timezone)}).`,
    cacheable: false,
  },
  'check|date': {
    ability: 'time.now',
    params: (i) => (i.params.timezone ? { timezone: i.params.timezone } : {}),
    answer: (o) => `Today is ${String(o.weekday)} ${String(o.date)} (${String(o.timezone)}).`,
    cacheable: false,
  },
  'calculate|math': {
    ability: 'math.evaluate',
    params: (i) => (i.params.expression ? { expression: i.params.expression } : null),
    answer: (o, p) => `${String(p.expression)} = ${num(o.result)}`,
    cacheable: true,
  },
  'convert|units': {
    ability: 'units.convert',
    params: (i) => {
      const value = Number(i.params.value);
      return i.params.from && i.params.to && Number.isFinite(value) ? { value, from: i.params.from, to: i.params.to } : null;
    },
    answer: (o, p) => `${num(p.value)} ${String(o.from ?? p.from)} = ${num(o.result)} ${String(o.to ?? p.to)}`,
    cacheable: true,
  },
  'transform|text': {
    ability: 'text.transform',
    params: (i) => (i.params.text !== undefined && i.params.operation ? { text: i.params.text, operation: i.params.operation } : null),
    answer: (o) => String(o.result),
    cacheable: true,
  },
  'count|text': {
    ability: 'text.count',
    params: (i) => (i.params.text !== undefined ? { text: i.params.text } : null),
    answer: (o) => `${num(o.words)} words, ${num(o.characters)} characters, ${num(o.lines)} lines.`,
    cacheable: true,
  },
  'hash|text': {
    ability: 'data.hash',
    params: (i) =>
      i.params.text !== undefined ? { text: i.params.text, ...(i.params.algorithm ? { algorithm: i.params.algorithm } : {}) } : null,
    answer: (o) => `${String(o.algorithm)}: ${String(o.digest)}`,
    cacheable: true,
  },
  'scan|security': {
    ability: 'security.scan',
    params: (i) => ({ text: i.params.text ?? '' }),
    // The pipeline scanned (and redacted) the raw query first, so findings show here as markers.
    answer: (o, _p, query) => {
      const redactedTypes = [...query.matchAll(REDACTED)].map((m) => m[1]);
      const found = [...new Set([...redactedTypes, ...((o.types_found as string[] | undefined) ?? [])])];
      if (found.length === 0 && !o.injection_detected) return 'No credentials, personal data or prompt injection found.';
      const parts = found.length > 0 ? [`Found and redacted: ${found.join(', ')}.`] : [];
      if (o.injection_detected) parts.push(`Prompt injection detected (${String(o.injection_category)}).`);
      return parts.join(' ');
    },
    cacheable: false,
  },
};

export interface LocalAnswerDeps {
  registry: Pick<AbilityRegistry, 'invoke'>;
  chains?: Pick<ChainsService, 'runChain'>;
}

async function runAbility(
  deps: LocalAnswerDeps,
  route: LocalRoute,
  params: Record<string, unknown>,
  input: LocalInput,
): Promise<LocalAnswer | null> {
  const result = await deps.registry.invoke(route.ability, params, { signal: input.signal });
  if (result.outcome !== 'success' || !result.output) return null;
  return {
    response_text: route.answer(result.output, params, input.query),
    description: `answered locally by the built-in ability ${route.ability}`,
    template: { kind: 'ability', name: route.ability },
    cacheable: route.cacheable,
  };
}

/** Builds the pipeline's `answerLocally` and `runTemplate` over the ability registry and chains. */
export function createLocalAnswers(deps: LocalAnswerDeps): { answerLocally: AnswerLocallyFn; runTemplate: RunTemplateFn } {
  const answerLocally: AnswerLocallyFn = async (input) => {
    const route = ROUTES[input.intent.intent_key];
    if (!route) return null;
    const params = route.params(input.intent);
    return params ? runAbility(deps, route, params, input) : null;
  };

  const runTemplate: RunTemplateFn = async (template: ChainTemplate, params, input) => {
    if (template.kind === 'ability') {
      const route = Object.values(ROUTES).find((r) => r.ability === template.name);
      if (!route) return null;
      const mapped = route.params({ ...input.intent, params: { ...(template.params ?? {}), ...params } as Record<string, string> });
      return mapped ? runAbility(deps, route, mapped, input) : null;
    }
    if (!deps.chains) return null;
    const run = await deps.chains.runChain(template.name, { ...(template.params ?? {}), ...params }, { signal: input.signal });
    if (run.status !== 'succeeded') return null;
    return {
      response_text: typeof run.output === 'string' ? run.output : JSON.stringify(run.output),
      description: `answered by re-running the cached chain ${template.name}`,
      template,
    };
  };

  return { answerLocally, runTemplate };
}

/** Intent keys the local tier answers (documented in docs/pipeline.md). */
export const LOCAL_INTENTS = Object.keys(ROUTES);
