/**
 * Scheduler benchmark (`npm run bench:scheduler`): N jobs at a fixed interval for a while, on a
 * real data directory and database, each run going through the real chain runner, ability
 * registry, receipts and run history. Reports run-start lateness (p50/p99/max) and the CPU the
 * process used. Targets (issue 5): p99 lateness < 50 ms, CPU < 20% of one core.
 *
 *   bun scripts/bench/scheduler.ts [--jobs 1000] [--interval 1s] [--duration 30s] [--spread]
 *                                  [--no-checkpointer] [--strict]
 *
 * All jobs start on the same instant unless --spread staggers them over one interval. The WAL
 * checkpoint worker runs as in `svc start` unless --no-checkpointer. --strict exits 1 when a
 * target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltinAbilities } from '../../src/abilities/builtins/index.ts';
import { createAbilityRegistry } from '../../src/abilities/registry.ts';
import { startWalCheckpointer } from '../../src/chains/checkpointer.ts';
import { createJobQueries, parseScheduleInterval } from '../../src/chains/jobs.ts';
import { createScheduler, type SchedulerRunInfo } from '../../src/chains/scheduler.ts';
import { createChainsService } from '../../src/chains/service.ts';
import { parseDurationMs } from '../../src/lib/duration.ts';
import { openDatabase } from '../../src/db/open.ts';

/** One pure step: the run still goes through the runner, the registry, a receipt and history. */
const BENCH_CHAIN = `id: bench-tick
description: scheduler benchmark chain
params:
  n: {type: int, default: 6}
steps:
  - id: calc
    ability: math.evaluate
    params:
      expression: '{{input.n}} * 7'
`;

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const jobs = Number(flag('--jobs', '1000'));
const intervalSecs = parseScheduleInterval(flag('--interval', '1s'));
const durationMs = parseDurationMs(flag('--duration', '30s')) ?? 30_000;
const spread = process.argv.includes('--spread');
const strict = process.argv.includes('--strict');
const useCheckpointer = !process.argv.includes('--no-checkpointer');

const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-scheduler-'));
const db = openDatabase(join(dataDir, 'svc.db'));
const checkpointer = useCheckpointer ? startWalCheckpointer(join(dataDir, 'svc.db')) : null;
const registry = createAbilityRegistry({ db, dataDir });
const builtins = createBuiltinAbilities();
registry.registerSource('built-in', () => builtins);
const chains = createChainsService({ db, dataDir, registry });
chains.store.save(BENCH_CHAIN);

const infos: SchedulerRunInfo[] = [];
const scheduler = createScheduler({ db, runChain: chains.runJob, onRun: (info) => infos.push(info) });

// Jobs are inserted directly so they all share one start instant (or a chosen stagger).
const start = Date.now() + 500;
const queries = createJobQueries(db);
db.transaction(() => {
  for (let i = 0; i < jobs; i++) {
    queries.insert({
      id: crypto.randomUUID(),
      chain_id: 'bench-tick',
      interval_secs: intervalSecs,
      params: {},
      created_at: Math.floor(start / 1000),
      next_run_at: spread ? start + Math.floor((i * intervalSecs * 1000) / jobs) : start,
      agent_id: null,
    });
  }
})();

console.log(
  `scheduler bench: ${jobs} jobs every ${intervalSecs}s for ${durationMs / 1000}s, ${spread ? 'staggered over the interval' : 'all on the same instant'}, WAL checkpoints ${useCheckpointer ? 'in a worker' : 'on the main thread'}`,
);
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
scheduler.start();
await Bun.sleep(durationMs + 500);
await scheduler.stop();
await checkpointer?.stop();
const wallMs = performance.now() - wall0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;

const lateness = infos.map((i) => i.lateness_ms).sort((a, b) => a - b);
// Slots at 0, 1, ..., duration: one more than duration / interval.
const expected = (Math.floor(durationMs / (intervalSecs * 1000)) + 1) * jobs;
const stats = scheduler.stats();
const p50 = percentile(lateness, 50);
const p99 = percentile(lateness, 99);
const cpuPercent = (cpuMs / wallMs) * 100;
const rows: [string, string][] = [
  ['runs completed', `${infos.length} (about ${expected} expected)`],
  ['failed runs', String(infos.filter((i) => i.status === 'failed').length)],
  ['skipped (overlap)', String(stats.skipped_overlaps)],
  ['lateness p50', `${p50.toFixed(1)} ms`],
  ['lateness p99', `${p99.toFixed(1)} ms   target < 50 ms   ${p99 < 50 ? 'PASS' : 'FAIL'}`],
  ['lateness max', `${(lateness.at(-1) ?? Number.NaN).toFixed(1)} ms`],
  ['CPU', `${cpuPercent.toFixed(1)}% of one core (${(cpuMs / 1000).toFixed(2)} s over ${(wallMs / 1000).toFixed(1)} s)   target < 20%   ${cpuPercent < 20 ? 'PASS' : 'FAIL'}`],
  ['run duration p50', `${percentile(infos.map((i) => i.duration_ms).sort((a, b) => a - b), 50).toFixed(1)} ms`],
  ['RSS', `${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`],
];
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);

db.close();
rmSync(dataDir, { recursive: true, force: true });
if (strict && (p99 >= 50 || cpuPercent >= 20)) process.exit(1);
