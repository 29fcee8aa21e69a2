import { Database } from 'bun:sqlite';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { MAX_CHAIN_YAML_BYTES, parseChain, type ChainDefinition } from '../chains/definition.ts';
import { BUILTIN_CHAIN_SOURCES } from '../chains/library.ts';
import { scanChainDir, userChainsDir } from '../chains/store.ts';
import { databasePath } from '../server/data-dir.ts';
import { parseArgs, UsageError } from './args.ts';
import { EXIT, failure, table, usageError } from './output.ts';

export const ADMIN_CHAIN_HELP = `Usage: svc admin chain <command> [options]

Commands:
  add <file> [--force]   validate a chain YAML and install it as $SVC_DATA_DIR/chains/<id>.yaml
                         (--force replaces an installed chain with the same id)
  list [--json]          list built-in and installed chains with their run counters
  remove <id>            delete an installed chain (built-in chains cannot be removed)
  validate <file>        check a chain YAML without installing it

A running server picks up added and removed chains within a few seconds.
Exit codes: 0 ok, 1 failure, 2 usage.`;

interface ChainRow {
  chain_id: string;
  origin: 'built-in' | 'user';
  name: string;
  description: string;
  steps: number;
  trust_level: number;
  hit_count: number;
  success_count: number;
  file: string | null;
}

function builtinDefinitions(): ChainDefinition[] {
  return Object.values(BUILTIN_CHAIN_SOURCES).map((source) => parseChain(source));
}

function readChainFile(file: string): { source: string; definition: ChainDefinition } {
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new Error(`${file} is not a file`);
    size = st.size;
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (size > MAX_CHAIN_YAML_BYTES) throw new Error(`${file} is larger than ${MAX_CHAIN_YAML_BYTES} bytes`);
  const source = readFileSync(file, 'utf8');
  return { source, definition: parseChain(source) };
}

/** Counters from the database, read-only, when it exists (the CLI never creates one). */
function readCounters(dataDir: string): Map<string, { trust_level: number; hit_count: number; success_count: number }> {
  const counters = new Map<string, { trust_level: number; hit_count: number; success_count: number }>();
  const path = databasePath(dataDir);
  if (!existsSync(path)) return counters;
  let db: Database | null = null;
  try {
    db = new Database(path, { readonly: true, strict: true });
    db.run('PRAGMA busy_timeout = 5000');
    const rows = db
      .query<{ chain_id: string; trust_level: number; hit_count: number; success_count: number }, []>(
        'SELECT chain_id, trust_level, hit_count, success_count FROM chains',
      )
      .all();
    for (const row of rows) counters.set(row.chain_id, row);
  } catch {
    // no chains table yet (the server has not run the migration): counters stay empty
  } finally {
    db?.close();
  }
  return counters;
}

function add(args: string[], config: Config): number {
  const opts = parseArgs({ '--force': Boolean }, args);
  const [file, ...extra] = opts._;
  if (!file || extra.length > 0) return usageError('add takes one file', 'svc admin chain --help');
  let parsed: { source: string; definition: ChainDefinition };
  try {
    parsed = readChainFile(file);
  } catch (error) {
    return failure((error as Error).message);
  }
  const { definition, source } = parsed;
  if (builtinDefinitions().some((d) => d.id === definition.id)) {
    return failure(`chain "${definition.id}" is a built-in chain; choose another id`);
  }
  const dir = userChainsDir(config.dataDir);
  const existing = scanChainDir(dir).filter((f) => f.definition?.id === definition.id);
  if (existing.length > 0 && !opts['--force']) {
    return failure(`chain "${definition.id}" is already installed (${existing[0].file}); use --force to replace it`);
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const target = join(dir, `${definition.id}.yaml`);
  const temp = join(dir, `.${definition.id}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temp, source, { mode: 0o600, flag: 'wx' });
    renameSync(temp, target);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // nothing to clean up
    }
    return failure(`cannot write ${target}: ${(error as Error).message}`);
  }
  for (const old of existing) if (old.file !== target) unlinkSync(old.file);
  const params = Object.keys(definition.params);
  process.stdout.write(
    `${existing.length > 0 ? 'replaced' : 'added'} chain ${definition.id} (${definition.steps.length} step${definition.steps.length === 1 ? '' : 's'}${params.length ? `; params: ${params.join(', ')}` : ''}) at ${target}\n`,
  );
  return EXIT.ok;
}

function list(args: string[], config: Config): number {
  const opts = parseArgs({ '--json': Boolean }, args);
  if (opts._.length > 0) return usageError('list takes no arguments', 'svc admin chain --help');
  const counters = readCounters(config.dataDir);
  const rows: ChainRow[] = [];
  const problems: string[] = [];
  const row = (d: ChainDefinition, origin: ChainRow['origin'], file: string | null): ChainRow => {
    const c = counters.get(d.id);
    return {
      chain_id: d.id,
      origin,
      name: d.name,
      description: d.description,
      steps: d.steps.length,
      trust_level: c?.trust_level ?? 0,
      hit_count: c?.hit_count ?? 0,
      success_count: c?.success_count ?? 0,
      file,
    };
  };
  const builtins = builtinDefinitions();
  for (const d of builtins) rows.push(row(d, 'built-in', null));
  const seen = new Set(builtins.map((d) => d.id));
  for (const entry of scanChainDir(userChainsDir(config.dataDir))) {
    if (!entry.definition) problems.push(`${entry.file}: ${entry.error}`);
    else if (seen.has(entry.definition.id)) problems.push(`${entry.file}: id "${entry.definition.id}" is already used; ignored`);
    else {
      seen.add(entry.definition.id);
      rows.push(row(entry.definition, 'user', entry.file));
    }
  }
  if (opts['--json']) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    process.stdout.write(
      `${table(
        ['ID', 'ORIGIN', 'STEPS', 'TRUST', 'HITS', 'SUCCESSES', 'DESCRIPTION'],
        rows.map((r) => [
          r.chain_id,
          r.origin,
          String(r.steps),
          String(r.trust_level),
          String(r.hit_count),
          String(r.success_count),
          r.description.length > 60 ? `${r.description.slice(0, 57)}...` : r.description,
        ]),
      )}\n`,
    );
  }
  for (const p of problems) process.stderr.write(`warning: ${p}\n`);
  return EXIT.ok;
}

function remove(args: string[], config: Config): number {
  const opts = parseArgs({}, args);
  const [id, ...extra] = opts._;
  if (!id || extra.length > 0) return usageError('remove takes one chain id', 'svc admin chain --help');
  if (builtinDefinitions().some((d) => d.id === id)) return failure(`chain "${id}" is built in and cannot be removed`);
  const files = scanChainDir(userChainsDir(config.dataDir)).filter((f) => f.definition?.id === id);
  if (files.length === 0) return failure(`no installed chain "${id}"`);
  for (const f of files) unlinkSync(f.file);
  process.stdout.write(`removed chain ${id}\n`);
  return EXIT.ok;
}

function validate(args: string[]): number {
  const opts = parseArgs({}, args);
  const [file, ...extra] = opts._;
  if (!file || extra.length > 0) return usageError('validate takes one file', 'svc admin chain --help');
  try {
    const { definition } = readChainFile(file);
    process.stdout.write(`ok: chain ${definition.id}, ${definition.steps.length} steps, order ${definition.order.join(' -> ')}\n`);
    return EXIT.ok;
  } catch (error) {
    return failure((error as Error).message);
  }
}

/** `svc admin chain add|list|remove|validate`; returns the exit code (0 ok, 1 failure, 2 usage). */
export async function runAdminChain(args: string[], config: Config): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${ADMIN_CHAIN_HELP}\n`);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  try {
    switch (command) {
      case 'add':
        return add(rest, config);
      case 'list':
        return list(rest, config);
      case 'remove':
        return remove(rest, config);
      case 'validate':
        return validate(rest);
      default:
        return usageError(`unknown chain command '${command}'`, 'svc admin chain --help');
    }
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, 'svc admin chain --help');
    return failure((error as Error).message);
  }
}
