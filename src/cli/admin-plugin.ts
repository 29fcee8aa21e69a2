import { readFileSync, statSync } from 'node:fs';
import arg from 'arg';
import type { Config } from '../config.ts';
import { singleArg, UsageError, withExitCodes } from './args.ts';
import { NotFoundError } from '../server/errors.ts';
import { type CliIo, colors, defaultIo, table } from '../plugins/cli-io.ts';
import { headerSecretNames, parseCloudConfigText, parseCloudEntry } from '../plugins/cloud-config.ts';
import { ManifestError } from '../plugins/errors.ts';
import { MAX_CONFIG_BYTES } from '../plugins/fields.ts';
import { readRegistrations, removeRegistration, saveRegistrations } from '../plugins/registrations.ts';
import { createFileSecretStore } from '../plugins/secrets.ts';
import { missingProgram, parseSubprocessConfigText, parseSubprocessEntry } from '../plugins/subprocess-config.ts';
import { installPlugin, libraryFileName, listPlugins, removePlugin } from '../plugins/store.ts';

export const ADMIN_PLUGIN_USAGE = `Usage: svc admin plugin <command>

Commands:
  install <manifest_path> [--accept-risk] [--force]
                                     install or upgrade a plugin (COMMUNITY needs --accept-risk;
                                     reinstalling the same or an older version needs --force)
  list [--json]                      list installed plugins and registered abilities
  remove <name>                      remove an installed plugin
  register-subprocess <config.yaml>  register subprocess abilities from a YAML config
  register-cloud <config.yaml>       register cloud abilities from a YAML config
  unregister <ability>               remove a registered subprocess or cloud ability`;

/** A command-line mistake: usage is printed and the exit code is 2. */

interface Flags {
  acceptRisk: boolean;
  force: boolean;
  json: boolean;
}

/**
 * `svc admin plugin ...` (SPEC "Command-line interface"). Exit codes: 0 ok, 1 failure, 2 usage.
 * `args` are the words after `svc admin plugin`.
 */
export async function runAdminPlugin(args: string[], config: Config, io: CliIo = defaultIo()): Promise<number> {
  const c = colors(io);
  let parsed: arg.Result<{ '--accept-risk': BooleanConstructor; '--force': BooleanConstructor; '--json': BooleanConstructor; '--help': BooleanConstructor; '-h': string }>;
  try {
    parsed = arg(
      { '--accept-risk': Boolean, '--force': Boolean, '--json': Boolean, '--help': Boolean, '-h': '--help' },
      { argv: args },
    );
  } catch (err) {
    io.err(`${c.red('error:')} ${(err as Error).message}`);
    io.err(ADMIN_PLUGIN_USAGE);
    return 2;
  }
  const [command, ...rest] = parsed._;
  if (parsed['--help']) {
    io.out(ADMIN_PLUGIN_USAGE);
    return 0;
  }
  const flags: Flags = {
    acceptRisk: parsed['--accept-risk'] === true,
    force: parsed['--force'] === true,
    json: parsed['--json'] === true,
  };
  return withExitCodes({ err: io.err, label: c.red }, ADMIN_PLUGIN_USAGE, async () => {
    switch (command) {
      case 'install':
        onlyFlags(flags, ['acceptRisk', 'force'], command);
        return install(singleArg(rest, '<manifest_path>'), config, io, flags);
      case 'list':
        onlyFlags(flags, ['json'], command);
        none(rest);
        return list(config, io, flags);
      case 'remove':
        onlyFlags(flags, [], command);
        return remove(singleArg(rest, '<name>'), config, io);
      case 'register-subprocess':
        onlyFlags(flags, [], command);
        return registerSubprocess(singleArg(rest, '<config.yaml>'), config, io);
      case 'register-cloud':
        onlyFlags(flags, [], command);
        return registerCloud(singleArg(rest, '<config.yaml>'), config, io);
      case 'unregister':
        onlyFlags(flags, [], command);
        return unregister(singleArg(rest, '<ability>'), config, io);
      case undefined:
        throw new UsageError('missing command');
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  });
}


function none(rest: string[]): void {
  if (rest.length > 0) throw new UsageError(`unexpected argument '${rest[0]}'`);
}

function onlyFlags(flags: Flags, allowed: Array<keyof Flags>, command: string): void {
  const names: Record<keyof Flags, string> = { acceptRisk: '--accept-risk', force: '--force', json: '--json' };
  for (const key of Object.keys(flags) as Array<keyof Flags>) {
    if (flags[key] && !allowed.includes(key)) throw new UsageError(`${names[key]} does not apply to '${command}'`);
  }
}

function install(manifestPath: string, config: Config, io: CliIo, flags: Flags): number {
  const c = colors(io);
  const result = installPlugin(config.dataDir, manifestPath, { acceptRisk: flags.acceptRisk, force: flags.force });
  const p = result.plugin;
  if (p.trust_level === 'COMMUNITY') io.err(c.yellow(`warning: '${p.name}' is a COMMUNITY plugin (unreviewed); installed at your own risk`));
  if (p.has_library && p.runtime === 'native' && p.trust_level === 'OFFICIAL') {
    io.err(c.yellow(`note: ${libraryFileName(p.name)} will be loaded into the svc process (OFFICIAL trust, no sandbox)`));
  } else if (p.has_library && p.runtime === 'native') {
    io.err(c.yellow(`warning: ${libraryFileName(p.name)} is loaded only at OFFICIAL trust and '${p.name}' has no command, so its ability will refuse to run`));
  } else if (p.runtime === 'none') {
    io.err(c.yellow(`warning: '${p.name}' declares no command, so its ability will refuse to run`));
  }
  const verb = {
    installed: 'installed',
    upgraded: `upgraded from ${result.previous_version}`,
    reinstalled: 'reinstalled',
    downgraded: `downgraded from ${result.previous_version}`,
  }[result.action];
  io.out(`${c.green('✓')} Plugin '${p.name}' ${p.version} ${verb}. Ability '${p.ability}' is now available.`);
  return 0;
}

interface RegisteredRow {
  name: string;
  source: 'subprocess' | 'cloud';
  description: string;
  detail: string;
  missing_secrets?: string[];
}

function registered(config: Config): { rows: RegisteredRow[]; errors: Array<{ name: string; error: string }> } {
  const rows: RegisteredRow[] = [];
  const errors: Array<{ name: string; error: string }> = [];
  const secrets = createFileSecretStore(config.dataDir);
  const sub = readRegistrations(config.dataDir, 'subprocess');
  for (const e of sub.errors) errors.push({ name: e.file, error: e.error });
  for (const entry of sub.entries) {
    try {
      const cfg = parseSubprocessEntry(entry.name, entry.config, 'subprocess ability', { checkProgram: false });
      rows.push({ name: cfg.name, source: 'subprocess', description: cfg.description, detail: cfg.command });
    } catch (err) {
      errors.push({ name: entry.name, error: (err as Error).message });
    }
  }
  const cloud = readRegistrations(config.dataDir, 'cloud');
  for (const e of cloud.errors) errors.push({ name: e.file, error: e.error });
  for (const entry of cloud.entries) {
    try {
      const cfg = parseCloudEntry(entry.name, entry.config, 'cloud ability');
      const missing = headerSecretNames(cfg.headers).filter((s) => secrets.get(s) === undefined);
      rows.push({ name: cfg.name, source: 'cloud', description: cfg.description, detail: `${cfg.method} ${cfg.endpoint}`, missing_secrets: missing });
    } catch (err) {
      errors.push({ name: entry.name, error: (err as Error).message });
    }
  }
  rows.sort((a, b) => a.name.localeCompare(b.name));
  return { rows, errors };
}

function list(config: Config, io: CliIo, flags: Flags): number {
  const c = colors(io);
  const { plugins, errors } = listPlugins(config.dataDir);
  const reg = registered(config);
  if (flags.json) {
    io.out(
      JSON.stringify(
        {
          plugins: plugins.map((p) => ({
            name: p.name,
            version: p.version,
            trust_level: p.trust_level,
            ability: p.ability,
            description: p.description,
            runtime: p.runtime,
            has_library: p.has_library,
          })),
          abilities: reg.rows,
          errors: [...errors, ...reg.errors],
        },
        null,
        2,
      ),
    );
    return 0;
  }
  if (plugins.length === 0 && reg.rows.length === 0 && errors.length === 0 && reg.errors.length === 0) {
    io.out('No plugins installed.');
    io.out('Install a plugin: svc admin plugin install <manifest.yaml>');
    io.out('Register subprocess abilities: svc admin plugin register-subprocess <config.yaml>');
    return 0;
  }
  if (plugins.length > 0) {
    io.out(c.bold(`Installed plugins (${plugins.length})`));
    for (const l of table(
      ['NAME', 'VERSION', 'TRUST', 'ABILITY', 'RUNTIME', 'DESCRIPTION'],
      plugins.map((p) => [p.name, p.version, p.trust_level, p.ability, p.runtime, p.description]),
    )) io.out(l);
  }
  if (reg.rows.length > 0) {
    if (plugins.length > 0) io.out('');
    io.out(c.bold(`Registered abilities (${reg.rows.length})`));
    for (const l of table(
      ['ABILITY', 'SOURCE', 'DESCRIPTION'],
      reg.rows.map((r) => [r.name, r.source, r.missing_secrets?.length ? `${r.description} (missing secret: ${r.missing_secrets.join(', ')})` : r.description]),
    )) io.out(l);
  }
  const broken = [...errors, ...reg.errors];
  if (broken.length > 0) {
    io.err(c.yellow(`warning: ${broken.length} broken ${broken.length === 1 ? 'entry' : 'entries'} skipped:`));
    for (const b of broken) io.err(`  ${b.name}: ${b.error}`);
  }
  return 0;
}

function remove(name: string, config: Config, io: CliIo): number {
  const c = colors(io);
  const removed = removePlugin(config.dataDir, name);
  io.out(`${c.green('✓')} Plugin '${removed.name}'${removed.version ? ` ${removed.version}` : ''} removed.`);
  return 0;
}

function readConfigFile(path: string): string {
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new NotFoundError(`config file ${path} does not exist`);
  }
  if (!st.isFile()) throw new ManifestError(`${path} is not a file`);
  if (st.size > MAX_CONFIG_BYTES) throw new ManifestError(`${path} is larger than 1 MiB`);
  return readFileSync(path, 'utf8');
}

function registerSubprocess(path: string, config: Config, io: CliIo): number {
  const c = colors(io);
  const entries = parseSubprocessConfigText(readConfigFile(path), path);
  saveRegistrations(config.dataDir, 'subprocess', entries.map((e) => ({ name: e.name, config: e.raw })));
  io.out(`${c.green('✓')} Subprocess abilities registered from: ${path}`);
  for (const e of entries) {
    io.out(`  + ${e.name}: ${e.config.description}`);
    const missing = missingProgram(e.config);
    if (missing) io.err(c.yellow(`warning: ${missing}; calls to ${e.name} fail until it is installed`));
  }
  return 0;
}

function registerCloud(path: string, config: Config, io: CliIo): number {
  const c = colors(io);
  const entries = parseCloudConfigText(readConfigFile(path), path);
  saveRegistrations(config.dataDir, 'cloud', entries.map((e) => ({ name: e.name, config: e.raw })));
  io.out(`${c.green('✓')} Cloud abilities registered from: ${path}`);
  const secrets = createFileSecretStore(config.dataDir);
  for (const e of entries) {
    io.out(`  + ${e.name}: ${e.config.description}`);
    for (const s of headerSecretNames(e.config.headers)) {
      if (secrets.get(s) === undefined) io.err(c.yellow(`warning: secret ${s} is not set; run: svc admin secret set ${s}`));
    }
  }
  return 0;
}

function unregister(name: string, config: Config, io: CliIo): number {
  const c = colors(io);
  const kind = removeRegistration(config.dataDir, name);
  if (kind === null) throw new NotFoundError(`no subprocess or cloud ability named '${name}' is registered`);
  io.out(`${c.green('✓')} ${kind === 'subprocess' ? 'Subprocess' : 'Cloud'} ability '${name}' unregistered.`);
  return 0;
}
