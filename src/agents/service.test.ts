import { afterEach, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtin } from '../abilities/builtins/core.ts';
import { until } from '../chains/fake-clock.fixture.ts';
import { createJobQueries } from '../chains/jobs.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../server/errors.ts';
import { ConfirmationRequiredError } from './gate.ts';
import { newRunContext, withRunContext } from './run-context.ts';
import { CATALOG_EXAMPLES } from './examples.fixture.ts';
import { builtinSource, installAgent, removeAgentFiles } from './store.ts';
import { createHarness, type Harness } from './test-harness.fixture.ts';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

const HOUR = 3_600_000;

function install(name: string, files?: Record<string, string>) {
  const source = files ? { files, origin: name } : name in CATALOG_EXAMPLES ? { files: CATALOG_EXAMPLES[name], origin: name } : builtinSource(name);
  return installAgent(h.config.dataDir, source);
}

function workspace(rel: string): string {
  return join(h.config.dataDir, 'workspace', rel);
}

/** A one-chain package for tests. */
function pkg(name: string, opts: { permissions: string[]; steps: string; triggers?: string; constitution?: string }) {
  return {
    'manifest.yaml': `name: ${name}\nversion: 1.0.0\ndescription: test agent\npermissions: [${opts.permissions.join(', ')}]\n${opts.triggers ?? ''}`,
    'chains/main.yaml': `id: main\nsteps:\n${opts.steps}`,
    ...(opts.constitution ? { 'constitution.yaml': opts.constitution } : {}),
  };
}

describe('agent lifecycle', () => {
  test('install, start, scheduled runs, stop and remove the workspace housekeeper', async () => {
    h = createHarness();
    install('workspace-housekeeper');
    expect(h.agents.list().map((a) => [a.id, a.status])).toEqual([['workspace-housekeeper', 'stopped']]);

    const started = await h.agents.start('workspace-housekeeper');
    expect(started.status).toBe('running');
    expect(started.started_at).toBe(new Date(h.clock.now()).toISOString());
    const jobs = h.core.chains.listJobsForAgent('workspace-housekeeper');
    expect(jobs.map((j) => [j.chain_id, j.interval_secs])).toEqual([['workspace-report', 86_400]]);

    await h.advance(0); // the first run is due at once
    const report = JSON.parse(readFileSync(workspace('reports/housekeeping.json'), 'utf8'));
    expect(report.stats.files).toBe(0);
    let record = h.agents.get('workspace-housekeeper');
    expect(record.run_count).toBe(1);
    expect(record.last_run_at).not.toBeNull();

    // Runs are in chain run history and receipts under the agent's id.
    const runs = h.core.chains.listRuns('workspace-report');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ agent_id: 'workspace-housekeeper', trigger: 'agent', status: 'succeeded' });
    const receipts = h.core.registry.listReceipts({ runId: runs[0].run_id });
    expect(receipts.map((r) => r.ability).sort()).toEqual(['files.write', 'time.now', 'workspace.stats']);
    expect(receipts.every((r) => r.agent_id === 'workspace-housekeeper')).toBe(true);

    await h.advance(24 * HOUR);
    expect(h.agents.get('workspace-housekeeper').run_count).toBe(2);

    record = await h.agents.stop('workspace-housekeeper');
    expect(record.status).toBe('stopped');
    expect(h.core.chains.listJobsForAgent('workspace-housekeeper')).toEqual([]);
    await h.advance(48 * HOUR);
    expect(h.agents.get('workspace-housekeeper').run_count).toBe(2);

    removeAgentFiles(h.config.dataDir, 'workspace-housekeeper');
    expect(h.agents.list()).toEqual([]);
    expect(() => h.agents.get('workspace-housekeeper')).toThrow(NotFoundError);
  });

  test('start and stop are idempotent; unknown agents are 404', async () => {
    h = createHarness();
    install('cost-watcher');
    await h.agents.start('cost-watcher');
    await h.agents.start('cost-watcher');
    expect(h.core.chains.listJobsForAgent('cost-watcher')).toHaveLength(1);
    await h.agents.stop('cost-watcher');
    expect((await h.agents.stop('cost-watcher')).status).toBe('stopped');
    await expect(h.agents.start('nope')).rejects.toThrow(NotFoundError);
    await expect(h.agents.stop('nope')).rejects.toThrow(NotFoundError);
  });

  test('stop waits for in-flight runs, and a transition in progress answers 409', async () => {
    h = createHarness();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const slow = builtin({
      name: 'test.slow',
      description: 'waits for the test',
      permission_tier: 0,
      input: {},
      receipt_fields: [],
      invoke: async () => {
        started++;
        await gate;
        return { done: true };
      },
    });
    h.core.registry.registerSource('built-in', () => [slow]);
    install('slow-agent', pkg('slow-agent', {
      permissions: ['test.slow'],
      steps: '  - {id: wait, ability: test.slow}\n',
      triggers: "triggers:\n  events:\n    - {'on': job.failed, chain: main}\n",
    }));
    await h.agents.start('slow-agent');
    h.bus.emit('job.failed', { namespace: 'scheduler' });
    await until(() => started === 1);

    const stopping = h.agents.stop('slow-agent');
    expect(h.agents.get('slow-agent').status).toBe('stopping');
    await expect(h.agents.start('slow-agent')).rejects.toThrow(ConflictError);
    await expect(h.agents.stop('slow-agent')).rejects.toThrow(ConflictError);
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(stopped).toBe(false);

    release();
    expect((await stopping).status).toBe('stopped');
    const run = h.core.chains.listRecentRuns(1)[0];
    expect(run).toMatchObject({ chain_id: 'main', agent_id: 'slow-agent', status: 'succeeded' });
    // No longer subscribed.
    h.bus.emit('job.failed', { namespace: 'scheduler' });
    await h.agents.idle();
    expect(started).toBe(1);
  });

  test('a trigger that cannot be scheduled puts the agent in error with the trigger named', async () => {
    h = createHarness();
    install('needs-input', pkg('needs-input', {
      permissions: ['time.now'],
      steps: "  - {id: now, ability: time.now, params: {timezone: '{{input.zone}}'}}\n",
      triggers: 'triggers:\n  scheduled:\n    - {chain: main, interval: 1h}\n',
    }));
    const record = await h.agents.start('needs-input');
    expect(record.status).toBe('error');
    expect(record.error).toContain('triggers.scheduled[0] (main every 1h)');
    expect(record.error).toContain('missing required parameter "zone"');
    expect(h.core.chains.listJobsForAgent('needs-input')).toEqual([]);
  });
});

describe('permissions and abilities', () => {
  test('an ability outside the manifest permissions is refused and the refusal recorded', async () => {
    h = createHarness();
    install('sneaky', pkg('sneaky', {
      permissions: ['time.now'],
      steps: '  - {id: now, ability: time.now}\n  - {id: write, ability: files.write, params: {path: x.txt, content: hi}}\n',
      triggers: 'triggers:\n  scheduled:\n    - {chain: main, interval: 1h}\n',
    }));
    await h.agents.start('sneaky');
    await h.advance(0);
    const run = h.core.chains.listRuns('main')[0];
    expect(run.status).toBe('failed');
    expect(run.agent_id).toBe('sneaky');
    const step = run.steps.find((s) => s.id === 'write')!;
    expect(step.status).toBe('failed');
    expect(step.error).toContain('agent "sneaky" may not use ability "files.write"');
    const receipt = h.core.registry.listReceipts({ runId: run.run_id }).find((r) => r.ability === 'files.write')!;
    expect(receipt).toMatchObject({ outcome: 'rejected', agent_id: 'sneaky' });
    expect(existsSync(workspace('x.txt'))).toBe(false);
    expect(h.agents.get('sneaky')).toMatchObject({ status: 'running', run_count: 1 });
  });

  test('an ability no source provides fails its step; the run is recorded failed and the agent keeps running', async () => {
    h = createHarness();
    install('bill-reminder');
    const record = await h.agents.start('bill-reminder');
    expect(record.status).toBe('running');
    expect(record.missing_abilities).toEqual(['gmail.search', 'calendar.create', 'llm.query']);
    await h.advance(0);
    const run = h.core.chains.listRuns('check-bills')[0];
    expect(run).toMatchObject({ status: 'failed', agent_id: 'bill-reminder' });
    expect(run.error).toContain('unknown ability "gmail.search"');
    expect(run.steps.map((s) => s.status)).toEqual(['failed', 'cancelled', 'cancelled']);
    const job = h.core.chains.listJobsForAgent('bill-reminder')[0];
    expect(job.last_output).toStartWith('ERROR:');
    expect(h.agents.get('bill-reminder').status).toBe('running');
    // The scheduler raised job.failed for it.
    expect(h.events.find((e) => e.name === 'job.failed')?.payload).toMatchObject({ chain_id: 'check-bills', agent_id: 'bill-reminder' });
  });

  test("the agent's constitution blocks on top of the active one and raises constitution.blocked", async () => {
    h = createHarness();
    install('deleter', pkg('deleter', {
      permissions: ['files.delete'],
      steps: '  - {id: rm, ability: files.delete, params: {path: old.txt}}\n',
      triggers: 'triggers:\n  scheduled:\n    - {chain: main, interval: 1h}\n',
      constitution: 'name: deleter-rules\nrules:\n  - {name: never-delete, enforcement: hard_block, trigger_actions: [remove], description: no deleting}\n',
    }));
    await h.agents.start('deleter');
    await h.advance(0);
    const run = h.core.chains.listRuns('main')[0];
    expect(run.status).toBe('failed');
    expect(run.steps[0].error).toContain("rule 'never-delete' of constitution 'deleter-rules'");
    const blocked = h.events.find((e) => e.name === 'constitution.blocked')!;
    expect(blocked.payload).toMatchObject({ rule: 'never-delete', agent_id: 'deleter', ability: 'files.delete' });
    expect(blocked.source_agent).toBe('deleter');
  });

  test('the active constitution applies too: a strict Block refuses the step', async () => {
    h = createHarness();
    h.constitution.current = { name: 'no-time', description: '', default_enforcement: 'Allow', rules: [
      { name: 'no-clock', enforcement: 'Block', trigger_actions: [], trigger_targets: ['time'], trigger_keywords: [], reason: 'no clocks' },
    ] };
    install('workspace-housekeeper');
    await h.agents.start('workspace-housekeeper');
    await h.advance(0);
    const run = h.core.chains.listRuns('workspace-report')[0];
    expect(run.status).toBe('failed');
    expect(run.steps[0].error).toContain("rule 'no-clock' of constitution 'no-time'");
  });
});

describe('event triggers', () => {
  test('svc events run the subscribed chains with payload fields as params', async () => {
    h = createHarness();
    install('incident-logger');
    await h.agents.start('incident-logger');
    h.bus.emit('job.failed', { namespace: 'scheduler', job_id: 'j1', chain_id: 'c1', agent_id: null, error: 'boom' });
    h.bus.emit('budget.exceeded', { namespace: 'costs', spent_usd: 7.5, budget_usd: 5, period: 'day', since: '2026-01-15T00:00:00.000Z' });
    await h.agents.idle();
    const log = readFileSync(workspace('alerts/incidents.log'), 'utf8');
    expect(log).toContain('job.failed chain=c1 job=j1 agent=: boom');
    expect(log).toContain('budget.exceeded spent=7.5 USD budget=5 USD period=day');
    expect(h.agents.get('incident-logger').run_count).toBe(2);
  });

  test('a failed scheduled job of one agent is logged by another', async () => {
    h = createHarness();
    install('bill-reminder');
    install('incident-logger');
    await h.agents.start('incident-logger');
    await h.agents.start('bill-reminder');
    await h.advance(0);
    await h.agents.idle();
    expect(readFileSync(workspace('alerts/incidents.log'), 'utf8')).toContain('job.failed chain=check-bills');
  });

  test('filters must match and an agent never triggers itself', async () => {
    h = createHarness();
    install('filtered', pkg('filtered', {
      permissions: ['time.now'],
      steps: '  - {id: now, ability: time.now}\n',
      triggers: "triggers:\n  events:\n    - {'on': AlertRaised, filter: {namespace: support}, chain: main}\n",
    }));
    await h.agents.start('filtered');
    h.bus.emit('AlertRaised', { namespace: 'billing' });
    h.bus.emit('AlertRaised', { namespace: 'support' }, { sourceAgent: 'filtered' });
    await h.agents.idle();
    expect(h.agents.get('filtered').run_count).toBe(0);
    h.bus.emit('AlertRaised', { namespace: 'support', extra: 1 });
    await h.agents.idle();
    expect(h.agents.get('filtered').run_count).toBe(1);
  });
});

describe('restart recovery', () => {
  test('running agents come back running with their jobs kept, nothing runs early', async () => {
    h = createHarness();
    install('workspace-housekeeper');
    install('incident-logger');
    install('cost-watcher');
    await h.agents.start('workspace-housekeeper');
    await h.agents.start('incident-logger');
    await h.advance(0);
    const jobBefore = h.core.chains.listJobsForAgent('workspace-housekeeper')[0];

    h = await h.restart();
    const statuses = Object.fromEntries(h.agents.list().map((a) => [a.id, a.status]));
    expect(statuses).toEqual({ 'cost-watcher': 'stopped', 'incident-logger': 'running', 'workspace-housekeeper': 'running' });
    const jobsAfter = h.core.chains.listJobsForAgent('workspace-housekeeper');
    expect(jobsAfter.map((j) => j.id)).toEqual([jobBefore.id]);
    await h.advance(HOUR);
    expect(h.agents.get('workspace-housekeeper').run_count).toBe(1);
    await h.advance(23 * HOUR);
    expect(h.agents.get('workspace-housekeeper').run_count).toBe(2);
    // Event subscriptions are back too.
    h.bus.emit('job.failed', { namespace: 'scheduler', job_id: 'j9', chain_id: 'x', error: 'late' });
    await h.agents.idle();
    expect(readFileSync(workspace('alerts/incidents.log'), 'utf8')).toContain('job=j9');
  });

  test('restore drops the state of an agent whose package was removed meanwhile', async () => {
    h = createHarness();
    install('workspace-housekeeper');
    await h.agents.start('workspace-housekeeper');
    removeAgentFiles(h.config.dataDir, 'workspace-housekeeper');
    h = await h.restart();
    expect(h.agents.list()).toEqual([]);
    expect(createJobQueries(h.db).listForAgent('workspace-housekeeper')).toEqual([]);
  });
});

describe('the chains-wide gate for runs of no agent', () => {
  const deleteAbility = builtin({
    name: 'files.delete',
    description: 'x',
    permission_tier: 2,
    input: {},
    receipt_fields: [],
    invoke: () => ({}),
  });

  test('holds a Confirm step of a scheduled run, refuses one it cannot hold, and leaves agent runs to their own gate', async () => {
    h = createHarness();
    const ctx = newRunContext({ agentId: null, chainId: 'cleanup', params: { dir: 'tmp' }, mode: 'defer', source: 'schedule' });
    const held = withRunContext(ctx, () => h.agents.chainGate(deleteAbility, { path: 'tmp/a' }));
    await expect(held).rejects.toBeInstanceOf(ConfirmationRequiredError);
    expect(h.confirmations.list({ status: 'pending' })[0]).toMatchObject({
      rule: 'confirm_deletions',
      source: 'schedule',
      agent_id: null,
      action: { kind: 'chain', chain_id: 'cleanup', params: { dir: 'tmp' }, ability: 'files.delete', ability_params: { path: 'tmp/a' } },
    });
    await expect(h.agents.chainGate(deleteAbility, { path: 'x' })).rejects.toThrow(
      /files.delete refused for this run: Needs confirmation by rule 'confirm_deletions'.*cannot be held/,
    );
    await expect(h.agents.chainGate(deleteAbility, { path: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    const agentCtx = newRunContext({ agentId: 'someone', chainId: 'c', params: {}, mode: 'wait', source: 'schedule' });
    await withRunContext(agentCtx, () => h.agents.chainGate(deleteAbility, { path: 'x' }));
  });
});
