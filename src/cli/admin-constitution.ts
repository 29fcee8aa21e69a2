import type { Config } from '../config.ts';
import {
  activeConstitutionPath,
  describeSource,
  loadActiveConstitution,
  loadConstitutionFile,
  parseConstitutionSpec,
  useConstitution,
} from '../constitution/active.ts';
import { ConstitutionError } from '../constitution/parse.ts';
import { listTemplates } from '../constitution/templates.ts';
import type { Constitution, Enforcement } from '../constitution/types.ts';
import { out as pc } from './output.ts';

const USAGE = `Usage: svc admin constitution <command>

Commands:
  list                        list the built-in templates (* marks the active constitution)
  show [--json]               show the active constitution and where it comes from
  use <template|file>         validate a template or YAML file and make it the active constitution
                              (copied to $SVC_DATA_DIR/constitution.yaml)
  validate <file>             check a constitution file without activating it

Templates: ${listTemplates()
  .map((t) => t.name)
  .join(', ')}. SVC_CONSTITUTION (a template name or file path) overrides the stored choice.`;

/**
 * `svc admin constitution list|show|use|validate`. Exit codes: 0 ok, 1 failure (invalid file,
 * unwritable data dir), 2 usage.
 */
export async function runAdminConstitution(args: string[], config: Config): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'list':
        return rest.length ? usage(`"list" takes no arguments`) : list(config);
      case 'show': {
        const unknown = rest.filter((a) => a !== '--json');
        return unknown.length ? usage(`unknown argument "${unknown[0]}"`) : show(config, rest.includes('--json'));
      }
      case 'use':
        return rest.length !== 1 ? usage('"use" needs exactly one template name or file path') : use(config, rest[0]);
      case 'validate':
        return rest.length !== 1 ? usage('"validate" needs exactly one file path') : validate(rest[0]);
      case undefined:
        console.error(USAGE);
        return 2;
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return 0;
      default:
        return usage(`unknown command "${command}"`);
    }
  } catch (err) {
    if (err instanceof ConstitutionError) {
      console.error(`error: ${err.message}`);
      return 1;
    }
    const code = (err as NodeJS.ErrnoException).code;
    if (code) {
      console.error(`error: ${(err as Error).message}`);
      return 1;
    }
    throw err;
  }
}

function usage(message: string): number {
  console.error(`error: ${message}\n\n${USAGE}`);
  return 2;
}

function activeName(config: Config): string | null {
  try {
    return loadActiveConstitution(config).constitution.name;
  } catch {
    return null;
  }
}

function list(config: Config): number {
  const active = activeName(config);
  const templates = listTemplates();
  const width = Math.max(...templates.map((t) => t.name.length));
  for (const t of templates) {
    const mark = t.name === active ? '*' : ' ';
    console.log(`${mark} ${t.name.padEnd(width)}  ${String(t.rules_count).padStart(2)} rules  ${t.description}`);
  }
  return 0;
}

const COLOR: Record<Enforcement, (s: string) => string> = {
  Block: pc.red,
  Confirm: pc.yellow,
  Warn: pc.magenta,
  Allow: pc.green,
};

function show(config: Config, json: boolean): number {
  const { constitution, source } = loadActiveConstitution(config);
  if (json) {
    console.log(JSON.stringify({ ...constitution, source }, null, 2));
    return 0;
  }
  console.log(`Active constitution: ${pc.bold(constitution.name)}`);
  console.log(`Source: ${describeSource(source)}`);
  if (constitution.description) console.log(`Description: ${constitution.description}`);
  console.log(`Default enforcement: ${COLOR[constitution.default_enforcement](constitution.default_enforcement)}`);
  console.log(`Rules (${constitution.rules.length}; the most restrictive matching rule wins):`);
  printRules(constitution);
  return 0;
}

function printRules(constitution: Constitution): void {
  for (const rule of constitution.rules) {
    console.log(`  ${COLOR[rule.enforcement](rule.enforcement.padEnd(7))}  ${rule.name}`);
    const triggers = [
      rule.trigger_actions.length ? `actions: ${rule.trigger_actions.join(', ')}` : '',
      rule.trigger_targets.length ? `targets: ${rule.trigger_targets.join(', ')}` : '',
      rule.trigger_keywords.length ? `keywords: ${rule.trigger_keywords.join(', ')}` : '',
    ].filter(Boolean);
    for (const line of triggers) console.log(`           ${pc.dim(line)}`);
    if (rule.reason) console.log(`           ${rule.reason}`);
  }
}

function use(config: Config, value: string): number {
  const spec = parseConstitutionSpec(value, 'svc admin constitution use');
  const constitution = useConstitution(config.dataDir, spec);
  console.log(
    `Active constitution is now "${constitution.name}" (${constitution.rules.length} rules, default ${constitution.default_enforcement}), stored in ${activeConstitutionPath(config.dataDir)}.`,
  );
  if (config.constitution) {
    console.error(`note: SVC_CONSTITUTION=${config.constitution} is set and overrides the stored choice until it is unset.`);
  }
  return 0;
}

function validate(path: string): number {
  const constitution = loadConstitutionFile(path);
  console.log(`${path}: valid constitution "${constitution.name}" (${constitution.rules.length} rules, default ${constitution.default_enforcement}).`);
  return 0;
}
