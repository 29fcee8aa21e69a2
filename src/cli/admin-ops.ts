import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { MIGRATIONS } from '../db/migrations/index.ts';
import { openDatabase } from '../db/open.ts';
import { databasePath } from '../server/data-dir.ts';
import { parseArgs } from './args.ts';
import { EXIT, failure, out, usageError } from './output.ts';

export const BACKUP_HELP = `Usage: svc admin backup <file> [--force]

Writes a consistent copy of the svc database to <file> while svc may be running
(SQLite VACUUM INTO). Refuses to overwrite an existing file unless --force is given.`;

/** `svc admin backup <file>`: an online, consistent SQLite copy. */
export async function runAdminBackup(argv: string[], config: Config): Promise<number> {
  const args = parseArgs({ '--force': Boolean, '--help': Boolean, '-h': '--help' }, argv);
  if (args['--help']) {
    console.log(BACKUP_HELP);
    return EXIT.ok;
  }
  if (args._.length !== 1) return usageError('expected exactly one <file>', 'svc admin backup --help');
  const target = resolve(args._[0]);
  const source = databasePath(config.dataDir);
  if (!existsSync(source)) return failure(`no database at ${source} (has svc run with SVC_DATA_DIR=${config.dataDir}?)`);
  if (existsSync(target)) {
    if (!args['--force']) return failure(`${target} exists; pass --force to overwrite`);
    Bun.spawnSync(['rm', '-f', target]);
  }
  const db = openDatabase(source);
  try {
    db.prepare('VACUUM INTO ?').run(target);
  } catch (error) {
    return failure(`backup failed: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  const check = openDatabase(target, []);
  const result = check.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()?.integrity_check;
  check.close();
  if (result !== 'ok') return failure(`backup written to ${target} but its integrity check failed: ${result}`);
  console.log(`${out.green('✓')} backup written to ${target} (${statSync(target).size} bytes, integrity ok)`);
  return EXIT.ok;
}

export const DOCTOR_HELP = `Usage: svc admin doctor [--json]

Checks the data directory, the database (integrity and migrations), the configuration, the active
constitution, the model providers and the installed plugins, and prints one line per check.
Exits 1 when a check fails.`;

export interface DoctorCheck {
  name: string;
  ok: boolean;
  detail: string;
  /** A warning does not fail the run. */
  warning?: boolean;
}

/** Extra checks contributed by domains (constitution, providers, plugins, ...). */
export type DoctorProbe = (config: Config) => DoctorCheck[];

export function runDoctorChecks(config: Config, probes: DoctorProbe[] = []): DoctorCheck[] {
  const checks: DoctorCheck[] = [];
  const dir = config.dataDir;
  if (!existsSync(dir)) {
    checks.push({ name: 'data directory', ok: false, detail: `${dir} does not exist (svc start creates it)` });
    return checks;
  }
  const mode = statSync(dir).mode & 0o777;
  checks.push({
    name: 'data directory',
    ok: (mode & 0o077) === 0,
    detail: `${dir} mode ${mode.toString(8).padStart(4, '0')}${(mode & 0o077) === 0 ? '' : ' (should be 0700: chmod 700 it)'}`,
  });
  const path = databasePath(dir);
  if (!existsSync(path)) {
    checks.push({ name: 'database', ok: false, detail: `${path} does not exist (svc start creates it)` });
  } else {
    try {
      const db = openDatabase(path, []);
      const integrity = db.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()?.integrity_check;
      checks.push({ name: 'database integrity', ok: integrity === 'ok', detail: String(integrity) });
      const applied = new Set(
        db.query<{ name: string }, []>('SELECT name FROM _migrations').all().map((r) => r.name),
      );
      const pending = MIGRATIONS.filter((m) => !applied.has(m.name)).map((m) => m.name);
      checks.push({
        name: 'database migrations',
        ok: true,
        warning: pending.length > 0,
        detail: pending.length === 0 ? `${applied.size} applied` : `pending (applied at next start): ${pending.join(', ')}`,
      });
      db.close();
    } catch (error) {
      checks.push({ name: 'database', ok: false, detail: (error as Error).message });
    }
  }
  checks.push({
    name: 'dashboard password',
    ok: true,
    warning: !config.webPassword,
    detail: config.webPassword ? 'SVC_WEB_PASSWORD is set' : 'SVC_WEB_PASSWORD is not set: the dashboard is disabled',
  });
  for (const probe of probes) {
    try {
      checks.push(...probe(config));
    } catch (error) {
      checks.push({ name: 'probe', ok: false, detail: (error as Error).message });
    }
  }
  return checks;
}

export async function runAdminDoctor(argv: string[], config: Config, probes: DoctorProbe[] = []): Promise<number> {
  const args = parseArgs({ '--json': Boolean, '--help': Boolean, '-h': '--help' }, argv);
  if (args['--help']) {
    console.log(DOCTOR_HELP);
    return EXIT.ok;
  }
  if (args._.length > 0) return usageError(`unexpected argument '${args._[0]}'`, 'svc admin doctor --help');
  const checks = runDoctorChecks(config, probes);
  if (args['--json']) {
    console.log(JSON.stringify(checks, null, 2));
  } else {
    for (const c of checks) {
      const mark = !c.ok ? out.red('✗') : c.warning ? out.yellow('!') : out.green('✓');
      console.log(`${mark} ${c.name}: ${c.detail}`);
    }
  }
  return checks.every((c) => c.ok) ? EXIT.ok : EXIT.failure;
}
