/** Where an ability comes from, in resolution order (SPEC "Resolution order"). */
export const ABILITY_SOURCES = ['built-in', 'plugin', 'subprocess', 'cloud'] as const;
export type AbilitySource = (typeof ABILITY_SOURCES)[number];

export const PARAM_TYPES = [
  'string',
  'int',
  'number',
  'bool',
  'filepath',
  'object',
  'array',
  'any',
] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

/** One declared input of an ability (manifest `input`, subprocess `params`, cloud `params`). */
export interface ParamSpec {
  type: ParamType | string;
  required?: boolean;
  default?: unknown;
  description?: string;
  /** Output path pattern for subprocess/plugin abilities (SPEC "Plugin manifest" `input.auto`). */
  auto?: string;
  /** Allowed values, when the ability restricts them. */
  enum?: readonly string[];
}

/** What an invocation can see of the runtime; nothing request- or HTTP-specific. */
export interface InvokeContext {
  signal: AbortSignal;
  dataDir: string;
  now: () => number;
}

export type AbilityOutput = Record<string, unknown>;

/** A callable ability, whatever its source. */
export interface Ability {
  name: string;
  description: string;
  source: AbilitySource;
  /** 0 (harmless) to 4 (most dangerous); SPEC "Permission tier". */
  permission_tier: number;
  input: Record<string, ParamSpec>;
  /** Output fields copied into the execution receipt. */
  receipt_fields: string[];
  invoke(params: Record<string, unknown>, ctx: InvokeContext): Promise<AbilityOutput>;
}

/** Ability names: alphanumerics, dots, hyphens, underscores, `<category>.<action>`, no traversal. */
export const ABILITY_NAME_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export function isValidAbilityName(name: string): boolean {
  return name.length <= 128 && ABILITY_NAME_PATTERN.test(name) && !name.includes('..');
}
