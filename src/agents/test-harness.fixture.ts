import type { Database } from 'bun:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfirmationService, type ConfirmationService } from '../auth/confirmations/service.ts';
import { FakeClock, until } from '../chains/fake-clock.fixture.ts';
import { createScheduler, type Scheduler } from '../chains/scheduler.ts';
import { loadConfig, type Config } from '../config.ts';
import { getTemplate } from '../constitution/templates.ts';
import type { Constitution } from '../constitution/types.ts';
import { openDatabase } from '../db/open.ts';
import { MetricsRegistry } from '../lib/metrics.ts';
import type { ScanResult } from '../pipeline/types.ts';
import { databasePath, ensureDataDir } from '../server/data-dir.ts';
import { silentLogger } from '../server/log.ts';
import { createCoreServices, type CoreServices } from '../server/services.ts';
import { createAgentAbilities } from './abilities.ts';
import { createEventBus, type BusEvent, type EventBus } from './events.ts';
import { createAgentService, type AgentService } from './service.ts';

/** A scanner stand-in: AWS access key ids are credentials, `ignore previous instructions` is injection. */
export function fakeScan(text: string): ScanResult {
  const keys = text.match(/AKIA[0-9A-Z]{16}/g) ?? [];
  const injection = /ignore (all )?previous instructions/i.test(text);
  return {
    credential_count: keys.length,
    pii_count: 0,
    types_found: keys.length ? ['aws_access_key'] : [],
    injection_detected: injection,
    injection_match_count: injection ? 1 : 0,
    injection_max_confidence: injection ? 0.95 : 0,
    injection_category: injection ? 'direct_injection' : null,
    redacted: text.replace(/AKIA[0-9A-Z]{16}/g, '[REDACTED:aws_access_key]'),
  };
}

export interface Harness {
  root: string;
  config: Config;
  db: Database;
  clock: FakeClock;
  core: CoreServices;
  bus: EventBus;
  events: BusEvent[];
  confirmations: ConfirmationService;
  agents: AgentService;
  scheduler: Scheduler;
  constitution: { current: Constitution };
  /**
   * Advances the fake clock, letting every run (real file and SQLite I/O) finish, except those
   * waiting on a confirmation.
   */
  advance(ms: number): Promise<void>;
  /** A second service over the same data dir and database file, as after a restart. */
  restart(): Promise<Harness>;
  close(): Promise<void>;
}

/**
 * A real temp data dir and database with the core services, the agent abilities, a
 * confirmation service and a scheduler on a fake clock (nothing sleeps).
 */
export function createHarness(existing?: { root: string; clock: FakeClock }): Harness {
  const root = existing?.root ?? mkdtempSync(join(tmpdir(), 'svc-agents-'));
  const config = loadConfig({ SVC_DATA_DIR: join(root, 'data') }, { version: 'test' });
  ensureDataDir(config.dataDir);
  const db = openDatabase(databasePath(config.dataDir));
  const clock = existing?.clock ?? new FakeClock(Date.UTC(2026, 0, 15, 12));
  const core = createCoreServices({ db, config, log: silentLogger, metrics: new MetricsRegistry(), now: clock.now });
  const bus = createEventBus({ now: clock.now });
  const events: BusEvent[] = [];
  bus.subscribe((e) => events.push(e));
  const agentAbilities = createAgentAbilities({ db, scan: fakeScan, bus, now: clock.now });
  core.registry.registerSource('built-in', () => agentAbilities);
  const confirmations = createConfirmationService({
    db,
    baseUrl: 'http://127.0.0.1:8919',
    now: clock.now,
    setTimer: clock.setTimer,
  });
  const constitution = { current: getTemplate('default') };
  const agents = createAgentService({
    db,
    dataDir: config.dataDir,
    chains: core.chains,
    registry: core.registry,
    activeConstitution: () => constitution.current,
    confirmations,
    bus,
    now: clock.now,
    log: silentLogger,
  });
  const scheduler = createScheduler({ db, runChain: agents.runJob, now: clock.now, setTimer: clock.setTimer });
  core.chains.onJobsChanged(() => scheduler.reschedule());
  scheduler.start();
  // Runs waiting on a confirmation stay in flight: "settled" means every other run has finished.
  const settled = () => until(() => agents.busy() <= confirmations.waiting());
  clock.afterFire = settled;

  const harness: Harness = {
    root,
    config,
    db,
    clock,
    core,
    bus,
    events,
    confirmations,
    agents,
    scheduler,
    constitution,
    async advance(ms) {
      await clock.advance(ms);
      await settled();
      await confirmations.idle();
      await settled();
    },
    async restart() {
      // Shutdown order matters: releasing waiting runs first lets the scheduler's stop finish.
      await agents.shutdown();
      await scheduler.stop();
      db.close();
      const next = createHarness({ root, clock });
      next.agents.restore();
      return next;
    },
    async close() {
      await agents.shutdown();
      await scheduler.stop();
      db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return harness;
}
