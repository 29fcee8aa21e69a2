import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltinAbilities } from '../abilities/builtins/index.ts';
import { createAbilityRegistry } from '../abilities/registry.ts';
import { openDatabase } from '../db/open.ts';
import { ForbiddenError } from '../server/errors.ts';
import { parseChain } from './definition.ts';
import { CATALOG_CHAINS } from './examples.fixture.ts';
import { createChainsService, outputText } from './service.ts';

let dataDir: string;
let clock: number;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-chains-svc-'));
  clock = Date.UTC(2026, 3, 1, 8, 0, 0);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function setup(options: { authorize?: Parameters<typeof createChainsService>[0]['authorize'] } = {}) {
  const db = openDatabase(':memory:');
  const registry = createAbilityRegistry({ db, dataDir, now: () => clock });
  const builtins = createBuiltinAbilities();
  registry.registerSource('built-in', () => builtins);
  const chains = createChainsService({ db, dataDir, registry, now: () => clock, ...options });
  return { db, chains, registry };
}

describe('scheduling', () => {
  test('a new job is due at once and stores the given params', () => {
    const { db, chains } = setup();
    let changes = 0;
    chains.onJobsChanged(() => changes++);
    const { job_id } = chains.scheduleChain({ chain_id: 'note-append', interval: '30s', params: { text: 'hi' } });
    const row = db.query<{ next_run_at: number; params_json: string; created_at: number }, []>('SELECT * FROM scheduled_jobs').get()!;
    expect(row).toMatchObject({ next_run_at: clock, params_json: '{"text":"hi"}', created_at: clock / 1000 });
    expect(chains.getJob(job_id)).toMatchObject({ interval_secs: 30, enabled: true });
    expect(changes).toBe(1);
  });

  test('enabling resumes the cadence: due now if a whole interval passed, else one interval after the last run', async () => {
    const { db, chains } = setup();
    const { job_id } = chains.scheduleChain({ chain_id: 'workspace-heartbeat', interval: '10m', params: {} });
    db.query('UPDATE scheduled_jobs SET last_run_at = $t').run({ t: clock / 1000 - 60 });
    chains.disableJob(job_id);
    chains.disableJob(job_id); // idempotent
    expect(chains.getJob(job_id).enabled).toBe(false);
    chains.enableJob(job_id);
    const next = () => db.query<{ next_run_at: number }, []>('SELECT next_run_at FROM scheduled_jobs').get()!.next_run_at;
    expect(next()).toBe(clock + 540_000);
    chains.disableJob(job_id);
    clock += 3_600_000;
    chains.enableJob(job_id);
    expect(next()).toBe(clock);
  });

  test('unknown jobs are 404', () => {
    const { chains } = setup();
    expect(() => chains.disableJob('nope')).toThrow('unknown job "nope"');
    expect(() => chains.enableJob('nope')).toThrow('unknown job "nope"');
  });

  test('agents can own jobs and remove them', () => {
    const { chains } = setup();
    const { job_id } = chains.scheduleChain({ chain_id: 'workspace-heartbeat', interval: '1h', params: {} }, { agentId: 'housekeeper' });
    expect(chains.listJobsForAgent('housekeeper').map((j) => j.id)).toEqual([job_id]);
    expect(chains.deleteJob(job_id)).toBe(true);
    expect(chains.deleteJob(job_id)).toBe(false);
    expect(chains.listJobs()).toEqual([]);
  });

  test('the dashboard counts match the listings, disabled jobs included', () => {
    const { chains } = setup();
    expect(chains.countChains()).toBe(chains.listChains().length);
    expect(chains.countChains()).toBeGreaterThan(0);
    const { job_id } = chains.scheduleChain({ chain_id: 'workspace-heartbeat', interval: '1h', params: {} });
    chains.scheduleChain({ chain_id: 'note-append', interval: '30s', params: { text: 'hi' } });
    chains.disableJob(job_id);
    expect(chains.countJobs()).toBe(2);
    expect(chains.countJobs()).toBe(chains.listJobs().length);
  });
});

describe('runs', () => {
  test('runJob turns a run into last_output text and records it with the job id', async () => {
    const { chains } = setup();
    const ok = await chains.runJob(
      { id: 'j1', chain_id: 'workspace-heartbeat', params: { message: 'hello' }, agent_id: null, interval_secs: 60, scheduled_at: clock },
      new AbortController().signal,
    );
    expect(ok).toEqual({ status: 'succeeded', output: '2026-04-01T08:00:00.000Z hello' });
    const bad = await chains.runJob(
      { id: 'j1', chain_id: 'text-stats', params: {}, agent_id: null, interval_secs: 60, scheduled_at: clock },
      new AbortController().signal,
    );
    expect(bad).toEqual({ status: 'failed', output: 'ERROR: chain text-stats: missing required parameter "path"' });
    const runs = chains.listRecentRuns();
    expect(runs.map((r) => [r.chain_id, r.status, r.trigger, r.job_id])).toEqual([
      ['text-stats', 'failed', 'schedule', 'j1'],
      ['workspace-heartbeat', 'succeeded', 'schedule', 'j1'],
    ]);
  });

  test('runDefinition runs an agent chain that is not in the store, under an extra gate', async () => {
    const { chains } = setup();
    const def = parseChain(`id: agent-chain
steps:
  - {id: now, ability: time.now}
  - {id: calc, ability: math.evaluate, params: {expression: '6 * 7'}}
`);
    const refused = await chains.runDefinition(def, {}, {
      trigger: 'agent',
      agentId: 'calc-agent',
      authorize: (ability) => {
        if (ability.name !== 'time.now') throw new ForbiddenError(`agent calc-agent may not use ${ability.name}`);
      },
    });
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('agent calc-agent may not use math.evaluate');
    expect(refused.receipts.map((r) => [r.ability, r.outcome, r.agent_id])).toEqual([
      ['time.now', 'success', 'calc-agent'],
      ['math.evaluate', 'rejected', 'calc-agent'],
    ]);
    const allowed = await chains.runDefinition(def, {}, { trigger: 'agent', agentId: 'calc-agent' });
    expect(allowed.output).toEqual({ result: 42, expression: '6 * 7' });
    expect(chains.listRuns('agent-chain').map((r) => [r.status, r.agent_id])).toEqual([
      ['succeeded', 'calc-agent'],
      ['failed', 'calc-agent'],
    ]);
  });

  test('a global gate applies to every run', async () => {
    const { chains } = setup({
      authorize: (ability) => {
        if (ability.permission_tier >= 2) throw new ForbiddenError(`blocked by constitution: ${ability.name}`);
      },
    });
    const result = await chains.runChain('workspace-heartbeat', {});
    expect(result.status).toBe('failed');
    expect(result.error).toContain('blocked by constitution: files.write');
  });

  test('catalog chains run and fail per step with a clear unknown-ability error', async () => {
    const { chains } = setup();
    const result = await chains.runDefinition(parseChain(CATALOG_CHAINS['route-escalation']), { message_id: 'm1' });
    expect(result.status).toBe('failed');
    expect(result.error).toContain('unknown ability "gmail.read"');
    await expect(chains.runDefinition(parseChain(CATALOG_CHAINS['route-escalation']), {})).rejects.toThrow(
      'missing required parameter "message_id"',
    );
  });

  test('outputText reads strings as is and structures as JSON, capped', () => {
    expect(outputText('x')).toBe('x');
    expect(outputText({ a: 1 })).toBe('{"a":1}');
    expect(outputText(null)).toBe('');
    expect(outputText('y'.repeat(5000)).length).toBe(4001);
  });
});

describe('agent hooks', () => {
  test('agent jobs run the agent\'s own chain under the agent\'s gate', async () => {
    const { chains } = setup();
    const own = parseChain(`id: tidy
steps:
  - {id: calc, ability: math.evaluate, params: {expression: '2+2'}}
  - {id: write, ability: files.write, params: {path: x.txt, content: hi}}
`);
    chains.setAgentHooks({
      resolveChain: (agentId, chainId) => (agentId === 'housekeeper' && chainId === 'tidy' ? own : null),
      authorize: (agentId) => (ability) => {
        if (ability.name === 'files.write') throw new ForbiddenError(`agent ${agentId} may not use files.write`);
      },
    });
    expect(() => chains.scheduleChain({ chain_id: 'tidy', interval: '1h', params: {} })).toThrow('unknown chain "tidy"');
    const { job_id } = chains.scheduleChain({ chain_id: 'tidy', interval: '1h', params: {} }, { agentId: 'housekeeper' });
    const outcome = await chains.runJob(
      { id: job_id, chain_id: 'tidy', params: {}, agent_id: 'housekeeper', interval_secs: 3600, scheduled_at: clock },
      new AbortController().signal,
    );
    expect(outcome).toEqual({ status: 'failed', output: 'ERROR: step "write" (files.write) failed: agent housekeeper may not use files.write' });
    const [run] = chains.listRuns('tidy');
    expect(run).toMatchObject({ trigger: 'agent', agent_id: 'housekeeper', job_id });
    expect(run.steps.map((s) => s.status)).toEqual(['succeeded', 'failed']);
  });
});
