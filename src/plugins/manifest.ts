import type { ParamSpec } from '../abilities/types.ts';
import { ManifestError } from './errors.ts';
import { parseOptionalString, parsePermissionTier, parseReceiptFields, parseYaml } from './fields.ts';
import { assertAbilityName, assertPluginName } from './names.ts';
import { ALL_PARAM_TYPES, ARGV_PARAM_TYPES, assertKnownKeys, isPlainObject, parseParamSpecs } from './params.ts';
import { type CommandTemplate, parseCommandTemplate } from './sandbox/command.ts';
import { validateCommandSpec } from './sandbox/execute.ts';
import { parseMemoryLimit, parseSandboxTimeout, policyFromFields, type SandboxPolicy } from './sandbox/policy.ts';
import { parseSemver } from './semver.ts';

/** SPEC trust levels, in order LOCAL < COMMUNITY < VERIFIED < OFFICIAL (values 0-3). */
export const TRUST_LEVELS = ['LOCAL', 'COMMUNITY', 'VERIFIED', 'OFFICIAL'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];
export const FILESYSTEM_ACCESS = ['none', 'read_only', 'read_write'] as const;
export type FilesystemAccess = (typeof FILESYSTEM_ACCESS)[number];

/** SPEC manifest keys, plus `command` (how the plugin's executable is named; docs/plugins.md). */
export const MANIFEST_KEYS = [
  'name',
  'version',
  'author',
  'license',
  'trust_level',
  'ability',
  'input',
  'output',
  'receipt_fields',
  'security',
  'command',
] as const;
const ABILITY_KEYS = ['name', 'description', 'permission_tier'] as const;
const SECURITY_KEYS = ['filesystem_access', 'network_access', 'memory_limit', 'timeout', 'read_paths', 'write_paths'] as const;
const LICENSE = /^[A-Za-z0-9.+()\- ]{1,100}$/;
const OUTPUT_FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function trustValue(level: TrustLevel): number {
  return TRUST_LEVELS.indexOf(level);
}

export interface PluginManifest {
  name: string;
  version: string;
  author?: string;
  license?: string;
  trust_level: TrustLevel;
  ability: { name: string; description: string; permission_tier: number };
  input: Record<string, ParamSpec>;
  output: Record<string, string>;
  receipt_fields: string[];
  security: {
    filesystem_access: FilesystemAccess;
    network_access: boolean;
    memory_limit?: string;
    timeout?: string;
    read_paths: string[];
    write_paths: string[];
  };
  /** Command template run under the sandbox; a program `./file` lives next to the manifest. */
  command?: string;
  /** Derived: the sandbox the command runs under. */
  policy: SandboxPolicy;
  /** Derived: the parsed command, when there is one. */
  template?: CommandTemplate;
}

/** Parses and validates `manifest.yaml` text; `where` prefixes every error message. */
export function parseManifestText(text: string, where: string): PluginManifest {
  return validateManifest(parseYaml(text, where), where);
}

/** Checks every key of the SPEC "Plugin manifest" table and applies its defaults. */
export function validateManifest(raw: unknown, where: string): PluginManifest {
  if (!isPlainObject(raw)) throw new ManifestError(`${where}: a manifest must be a YAML map`);
  assertKnownKeys(raw, MANIFEST_KEYS, where);
  if (raw.name === undefined) throw new ManifestError(`${where}: missing required key "name"`);
  assertPluginName(raw.name);
  if (raw.version === undefined) throw new ManifestError(`${where}: missing required key "version"`);
  if (typeof raw.version !== 'string' || parseSemver(raw.version) === null) {
    throw new ManifestError(`${where}.version: "${String(raw.version)}" is not a semantic version (e.g. 1.2.3)`);
  }
  const author = parseOptionalString(raw.author, `${where}.author`, 200);
  const license = parseOptionalString(raw.license, `${where}.license`, 100);
  if (license !== undefined && !LICENSE.test(license)) {
    throw new ManifestError(`${where}.license: must be a license identifier such as MIT or Apache-2.0`);
  }
  const trust = raw.trust_level ?? 'LOCAL';
  if (typeof trust !== 'string' || !(TRUST_LEVELS as readonly string[]).includes(trust)) {
    throw new ManifestError(`${where}.trust_level: must be one of ${TRUST_LEVELS.join(', ')}`);
  }

  const ability = parseAbilityBlock(raw.ability, `${where}.ability`);
  const command = raw.command;
  if (command !== undefined && typeof command !== 'string') throw new ManifestError(`${where}.command: must be a string`);
  const input = parseParamSpecs(raw.input, `${where}.input`, {
    types: command !== undefined ? ARGV_PARAM_TYPES : ALL_PARAM_TYPES,
    // SPEC lists `auto` among input keys; only a command generates the path, a native plugin
    // (or a manifest without either) keeps it as a declaration.
    allowAuto: true,
  });
  const output = parseOutput(raw.output, `${where}.output`);
  const receipt_fields = parseReceiptFields(raw.receipt_fields, `${where}.receipt_fields`);
  const security = parseSecurity(raw.security, `${where}.security`);
  const policy = policyFromFields(
    {
      read_paths: security.read_paths,
      write_paths: security.write_paths,
      network_access: security.network_access,
      timeout: security.timeout,
      memory_limit: security.memory_limit,
    },
    `${where}.security`,
  );
  let template: CommandTemplate | undefined;
  if (command !== undefined) {
    template = parseCommandTemplate(command, input, `${where}.command`, { allowRelative: true });
    validateCommandSpec(input, policy, `${where}.input`);
  }
  return {
    name: raw.name,
    version: raw.version,
    ...(author !== undefined ? { author } : {}),
    ...(license !== undefined ? { license } : {}),
    trust_level: trust as TrustLevel,
    ability,
    input,
    output,
    receipt_fields,
    security,
    ...(command !== undefined ? { command } : {}),
    policy,
    ...(template ? { template } : {}),
  };
}

function parseAbilityBlock(raw: unknown, where: string): PluginManifest['ability'] {
  if (raw === undefined) throw new ManifestError(`${where}: missing required key "ability"`);
  if (!isPlainObject(raw)) throw new ManifestError(`${where}: must be a map with name and description`);
  assertKnownKeys(raw, ABILITY_KEYS, where);
  if (raw.name === undefined) throw new ManifestError(`${where}: missing required key "name"`);
  assertAbilityName(raw.name, `${where}.name`);
  if (typeof raw.description !== 'string' || raw.description.trim() === '') {
    throw new ManifestError(`${where}: missing required key "description"`);
  }
  if (raw.description.length > 1000) throw new ManifestError(`${where}.description: longer than 1000 characters`);
  return {
    name: raw.name,
    description: raw.description,
    permission_tier: parsePermissionTier(raw.permission_tier, `${where}.permission_tier`, 0),
  };
}

function parseOutput(raw: unknown, where: string): Record<string, string> {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) throw new ManifestError(`${where}: must be a map of field name to type description`);
  const out: Record<string, string> = {};
  for (const [field, type] of Object.entries(raw)) {
    if (!OUTPUT_FIELD.test(field)) throw new ManifestError(`${where}: invalid field name "${field}"`);
    if (typeof type !== 'string' || type.trim() === '' || type.length > 200) {
      throw new ManifestError(`${where}.${field}: must be a type description string`);
    }
    out[field] = type;
  }
  return out;
}

function parseSecurity(raw: unknown, where: string): PluginManifest['security'] {
  if (raw !== undefined && raw !== null && !isPlainObject(raw)) throw new ManifestError(`${where}: must be a map`);
  const block = (raw ?? {}) as Record<string, unknown>;
  assertKnownKeys(block, SECURITY_KEYS, where);
  const fs = block.filesystem_access ?? 'none';
  if (typeof fs !== 'string' || !(FILESYSTEM_ACCESS as readonly string[]).includes(fs)) {
    throw new ManifestError(`${where}.filesystem_access: must be one of ${FILESYSTEM_ACCESS.join(', ')}`);
  }
  if (block.network_access !== undefined && typeof block.network_access !== 'boolean') {
    throw new ManifestError(`${where}.network_access: must be true or false`);
  }
  if (block.memory_limit !== undefined) parseMemoryLimit(block.memory_limit, `${where}.memory_limit`);
  if (block.timeout !== undefined) parseSandboxTimeout(block.timeout, `${where}.timeout`);
  const policy = policyFromFields({ read_paths: block.read_paths, write_paths: block.write_paths }, where);
  if (fs === 'none' && policy.readPaths.length + policy.writePaths.length > 0) {
    throw new ManifestError(`${where}: read_paths and write_paths need filesystem_access read_only or read_write`);
  }
  if (fs === 'read_only' && policy.writePaths.length > 0) {
    throw new ManifestError(`${where}.write_paths: need filesystem_access read_write`);
  }
  return {
    filesystem_access: fs as FilesystemAccess,
    network_access: block.network_access === true,
    ...(block.memory_limit !== undefined ? { memory_limit: String(block.memory_limit) } : {}),
    ...(block.timeout !== undefined ? { timeout: String(block.timeout) } : {}),
    read_paths: policy.readPaths,
    write_paths: policy.writePaths,
  };
}
