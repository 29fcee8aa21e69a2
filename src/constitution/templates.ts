import defaultText from '../../assets/constitutions/default.yaml' with { type: 'text' };
import developerText from '../../assets/constitutions/developer.yaml' with { type: 'text' };
import householdText from '../../assets/constitutions/household.yaml' with { type: 'text' };
import strictText from '../../assets/constitutions/strict.yaml' with { type: 'text' };
import tradingText from '../../assets/constitutions/trading.yaml' with { type: 'text' };
import { parseConstitution } from './parse.ts';
import type { Constitution } from './types.ts';

/**
 * Built-in templates, embedded through static text imports so the compiled binary carries them
 * (nothing is read from disk at runtime). Order is the order `list` and the API show.
 */
export const TEMPLATE_NAMES = ['default', 'trading', 'strict', 'developer', 'household'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

const TEXTS: Record<TemplateName, string> = {
  default: defaultText as unknown as string,
  trading: tradingText as unknown as string,
  strict: strictText as unknown as string,
  developer: developerText as unknown as string,
  household: householdText as unknown as string,
};

export function isTemplateName(value: string): value is TemplateName {
  return (TEMPLATE_NAMES as readonly string[]).includes(value);
}

/** The YAML text of a template, as shipped. */
export function templateText(name: TemplateName): string {
  return TEXTS[name];
}

const parsed = new Map<TemplateName, Constitution>();

/** A parsed template (parsed once, then shared: callers must not mutate it). */
export function getTemplate(name: TemplateName): Constitution {
  let constitution = parsed.get(name);
  if (!constitution) {
    constitution = parseConstitution(TEXTS[name], `template ${name}`);
    parsed.set(name, constitution);
  }
  return constitution;
}

/** `{name, description, rules_count}` for every template (SPEC "Constitution" template). */
export function listTemplates(): { name: string; description: string; rules_count: number }[] {
  return TEMPLATE_NAMES.map((name) => {
    const c = getTemplate(name);
    return { name, description: c.description, rules_count: c.rules.length };
  });
}
