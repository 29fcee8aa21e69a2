import { Database } from 'bun:sqlite';
import { existsSync } from 'node:fs';
import arg from 'arg';
import type { Config } from '../config.ts';
import { singleArg, UsageError, withExitCodes } from './args.ts';
import { agentRecord, brokenAgentRecord, type AgentRecord } from '../agents/records.ts';
import { createAgentStateStore, type AgentStateRow } from '../agents/state.ts';
import { builtinAgentNames, installAgent, listInstalled, removeAgentFiles, resolveSource } from '../agents/store.ts';
import { parsePackageFiles } from '../agents/package.ts';
import { openDatabase } from '../db/open.ts';
import { type CliIo, colors, defaultIo, table } from '../plugins/cli-io.ts';
import { databasePath } from '../server/data-dir.ts';

export const ADMIN_AGENT_USAGE = `Usage: svc admin agent <command>

Commands:
  install <dir|bundled-name> [--force]  validate and install an agent package into
                                        $SVC_DATA_DIR/agents/<name>/ (reinstalling the same or an
                                        older version needs --force)
  list [--json]                         installed agents with their status, and the bundled agents
  remove <name> [--force]               remove an agent (a running one needs --force)
  validate <dir|bundled-name>           check a package without installing it

Bundled agents: ${builtinAgentNames().join(', ')}
Start and stop agents from the dashboard or with POST /api/agents/<name>/start|stop.`;


/**
 * `svc admin agent ...`. Exit codes: 0 ok, 1 failure, 2 usage. `args` are the words after
 * `svc admin agent`. Works on the data directory directly; the server picks up changes on its
 * next listing (a removed agent's triggers are dropped then).
 */
export async function runAdminAgent(args: string[], config: Config, io: CliIo = defaultIo()): Promise<number> {
  const c = colors(io);
  let parsed: arg.Result<{ '--force': BooleanConstructor; '--json': BooleanConstructor; '--help': BooleanConstructor; '-h': string }>;
  try {
    parsed = arg({ '--force': Boolean, '--json': Boolean, '--help': Boolean, '-h': '--help' }, { argv: args });
  } catch (err) {
    io.err(`${c.red('error:')} ${(err as Error).message}`);
    io.err(ADMIN_AGENT_USAGE);
    return 2;
  }
  if (parsed['--help']) {
    io.out(ADMIN_AGENT_USAGE);
    return 0;
  }
  const [command, ...rest] = parsed._;
  const force = parsed['--force'] === true;
  const json = parsed['--json'] === true;
  return withExitCodes({ err: io.err, label: c.red }, ADMIN_AGENT_USAGE, async () => {
    if (json && command !== 'list') throw new UsageError(`--json does not apply to '${command ?? ''}'`);
    if (force && command !== 'install' && command !== 'remove') throw new UsageError(`--force does not apply to '${command ?? ''}'`);
    switch (command) {
      case 'install':
        return install(singleArg(rest, '<dir|bundled-name>'), config, io, force);
      case 'list':
        if (rest.length > 0) throw new UsageError(`unexpected argument '${rest[0]}'`);
        return list(config, io, json);
      case 'remove':
        return remove(singleArg(rest, '<name>'), config, io, force);
      case 'validate':
        return validate(singleArg(rest, '<dir|bundled-name>'), io);
      case undefined:
        throw new UsageError('missing command');
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  });
}


function install(source: string, config: Config, io: CliIo, force: boolean): number {
  const c = colors(io);
  const result = installAgent(config.dataDir, resolveSource(source), { force });
  const { pkg } = result.agent;
  for (const warning of pkg.warnings) io.err(c.yellow(`warning: ${warning}`));
  const verb = {
    installed: 'installed',
    upgraded: `upgraded from ${result.previous_version}`,
    reinstalled: 'reinstalled',
    downgraded: `downgraded from ${result.previous_version}`,
  }[result.action];
  const m = pkg.manifest;
  const triggers = m.triggers.scheduled.length + m.triggers.events.length;
  io.out(
    `${c.green('✓')} Agent '${m.name}' ${m.version} ${verb} (${pkg.chains.size} chain${pkg.chains.size === 1 ? '' : 's'}, ${triggers} trigger${triggers === 1 ? '' : 's'}, ${m.permissions.length} permitted abilit${m.permissions.length === 1 ? 'y' : 'ies'}).`,
  );
  if (result.action !== 'installed') io.out(`  A running '${m.name}' picks up new triggers when it is stopped and started again.`);
  else io.out(`  Start it from the dashboard (Agents) or with POST /api/agents/${m.name}/start.`);
  return 0;
}

function validate(source: string, io: CliIo): number {
  const c = colors(io);
  const src = resolveSource(source);
  const pkg = parsePackageFiles(src.files, src.origin);
  for (const warning of pkg.warnings) io.err(c.yellow(`warning: ${warning}`));
  io.out(`${c.green('✓')} ${src.origin}: agent '${pkg.manifest.name}' ${pkg.manifest.version} is valid (${[...pkg.chains.keys()].join(', ') || 'no chains'}).`);
  return 0;
}

/** Persisted agent states, read-only; empty when the database does not exist yet. */
function readStates(dataDir: string): Map<string, AgentStateRow> {
  const out = new Map<string, AgentStateRow>();
  const path = databasePath(dataDir);
  if (!existsSync(path)) return out;
  let db: Database | null = null;
  try {
    db = new Database(path, { readonly: true, strict: true });
    db.run('PRAGMA busy_timeout = 5000');
    for (const row of db.query<AgentStateRow, []>('SELECT * FROM agents').all()) out.set(row.id, row);
  } catch {
    // no agents table yet: every agent is stopped
  } finally {
    db?.close();
  }
  return out;
}

function list(config: Config, io: CliIo, json: boolean): number {
  const c = colors(io);
  const { agents, errors } = listInstalled(config.dataDir);
  const states = readStates(config.dataDir);
  const records: AgentRecord[] = [
    ...agents.map((a) => {
      const row = states.get(a.name) ?? null;
      return agentRecord(a, row, row?.status ?? 'stopped', () => true);
    }),
    ...errors.map((e) => brokenAgentRecord(e.name, e.error, states.get(e.name) ?? null)),
  ].sort((a, b) => a.id.localeCompare(b.id));
  const installed = new Set(records.map((r) => r.id));
  const bundled = builtinAgentNames().filter((n) => !installed.has(n));
  if (json) {
    io.out(JSON.stringify(records, null, 2));
    return 0;
  }
  if (records.length === 0) io.out('No agents installed.');
  else {
    const rows = records.map((r) => [
      r.id,
      r.version,
      r.status,
      r.category,
      [...r.triggers.scheduled.map((t) => `${t.chain} every ${t.interval}`), ...r.triggers.events.map((t) => `${t.chain} on ${t.on}`)].join(', ') || '-',
      r.status === 'error' ? (r.error ?? '') : r.description,
    ]);
    for (const line of table(['NAME', 'VERSION', 'STATUS', 'CATEGORY', 'TRIGGERS', 'DESCRIPTION'], rows)) io.out(line);
  }
  if (bundled.length > 0) io.out(c.dim(`Bundled, not installed (svc admin agent install <name>): ${bundled.join(', ')}`));
  return 0;
}

function remove(name: string, config: Config, io: CliIo, force: boolean): number {
  const c = colors(io);
  const path = databasePath(config.dataDir);
  const db = existsSync(path) ? openDatabase(path) : null;
  try {
    const state = db ? createAgentStateStore(db) : null;
    const row = state?.get(name) ?? null;
    if (row?.status === 'running' && !force) {
      throw new Error(`agent '${name}' is running; stop it first (dashboard, or POST /api/agents/${name}/stop) or pass --force`);
    }
    const removed = removeAgentFiles(config.dataDir, name);
    if (db && state) {
      // What the server would do on stop: no jobs, no pending confirmations, no state left behind.
      const jobs = db.query('DELETE FROM scheduled_jobs WHERE agent_id = $id').run({ id: name }).changes;
      db.query(
        `UPDATE confirmations SET status = 'cancelled', decided_at = $now, error = 'the agent was removed'
         WHERE agent_id = $id AND status = 'pending'`,
      ).run({ id: name, now: Date.now() });
      state.remove(name);
      if (jobs > 0) io.out(`  removed ${jobs} scheduled job${jobs === 1 ? '' : 's'} of '${name}'`);
    }
    io.out(`${c.green('✓')} Agent '${name}'${removed.version ? ` ${removed.version}` : ''} removed.`);
    return 0;
  } finally {
    db?.close();
  }
}
