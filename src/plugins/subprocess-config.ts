import type { ParamSpec } from '../abilities/types.ts';
import { AbilityConfigError, ManifestError } from './errors.ts';
import { parseOptionalString, parsePermissionTier, parseReceiptFields, parseYaml } from './fields.ts';
import { assertAbilityName } from './names.ts';
import { ARGV_PARAM_TYPES, assertKnownKeys, isPlainObject, parseParamSpecs } from './params.ts';
import { type CommandTemplate, parseCommandTemplate, resolveProgram } from './sandbox/command.ts';
import { validateCommandSpec } from './sandbox/execute.ts';
import { parseSandboxBlock, type SandboxPolicy } from './sandbox/policy.ts';

/** SPEC "Subprocess ability config" keys, plus `permission_tier` (default 3: it runs a program). */
export const SUBPROCESS_KEYS = [
  'type',
  'command',
  'description',
  'params',
  'sandbox',
  'receipt_fields',
  'permission_tier',
] as const;
export const SUBPROCESS_DEFAULT_TIER = 3;

export interface SubprocessAbilityConfig {
  name: string;
  description: string;
  command: string;
  template: CommandTemplate;
  params: Record<string, ParamSpec>;
  policy: SandboxPolicy;
  receipt_fields: string[];
  permission_tier: number;
}

/**
 * Validates one entry of a subprocess config. With `checkProgram`, the program must exist now
 * (registration); a stored entry is loaded without that check and fails clearly at call time.
 */
export function parseSubprocessEntry(
  name: string,
  raw: unknown,
  where: string,
  { checkProgram }: { checkProgram: boolean },
): SubprocessAbilityConfig {
  assertAbilityName(name, where);
  const at = `${where}: [${name}]`;
  if (!isPlainObject(raw)) throw new ManifestError(`${at}: must be a map`);
  assertKnownKeys(raw, SUBPROCESS_KEYS, at);
  if (raw.type !== 'subprocess') throw new ManifestError(`${at}.type: must be "subprocess"`);
  const params = parseParamSpecs(raw.params, `${at}.params`, { types: ARGV_PARAM_TYPES, allowAuto: true });
  const policy = parseSandboxBlock(raw.sandbox, `${at}.sandbox`);
  const template = parseCommandTemplate(raw.command, params, `${at}.command`, { allowRelative: false });
  validateCommandSpec(params, policy, `${at}.params`);
  if (checkProgram) {
    try {
      resolveProgram(template.program);
    } catch (err) {
      if (err instanceof AbilityConfigError) throw new ManifestError(`${at}.command: ${err.message}`);
      throw err;
    }
  }
  return {
    name,
    description: parseOptionalString(raw.description, `${at}.description`) ?? `Subprocess ability: ${name}`,
    command: raw.command as string,
    template,
    params,
    policy,
    receipt_fields: parseReceiptFields(raw.receipt_fields, `${at}.receipt_fields`),
    permission_tier: parsePermissionTier(raw.permission_tier, `${at}.permission_tier`, SUBPROCESS_DEFAULT_TIER),
  };
}

/**
 * Parses a whole config file (a map of ability name to entry); all entries or none. Programs are
 * not required to exist yet (SPEC's own example names ffmpeg): `missingProgram` says which are
 * absent so the caller can warn; a call fails clearly until the program is installed.
 */
export function parseSubprocessConfigText(
  text: string,
  where: string,
): Array<{ name: string; raw: Record<string, unknown>; config: SubprocessAbilityConfig }> {
  const doc = parseYaml(text, where);
  if (!isPlainObject(doc) || Object.keys(doc).length === 0) {
    throw new ManifestError(`${where}: must be a map of ability name to subprocess config`);
  }
  return Object.entries(doc).map(([name, raw]) => ({
    name,
    raw: raw as Record<string, unknown>,
    config: parseSubprocessEntry(name, raw, where, { checkProgram: false }),
  }));
}

/** Why `config`'s program cannot be run now (not found in the sandbox PATH), or null when it can. */
export function missingProgram(config: SubprocessAbilityConfig): string | null {
  try {
    resolveProgram(config.template.program);
    return null;
  } catch (err) {
    if (err instanceof AbilityConfigError) return err.message;
    throw err;
  }
}
