import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAgentStateStore } from '../agents/state.ts';
import { CATALOG_EXAMPLES, writeExample } from '../agents/examples.fixture.ts';
import { type Config, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import type { CliIo } from '../plugins/cli-io.ts';
import { databasePath, ensureDataDir } from '../server/data-dir.ts';
import { runAdminAgent } from './admin-agent.ts';

let root: string;
let config: Config;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'svc-cli-agent-'));
  config = loadConfig({ SVC_DATA_DIR: join(root, 'data') }, { version: 'test' });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function run(args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: CliIo = { out: (l) => stdout.push(l), err: (l) => stderr.push(l), readStdin: async () => '', stdinIsTTY: false, color: false };
  const code = await runAdminAgent(args, config, io);
  return { code, out: stdout.join('\n'), err: stderr.join('\n') };
}

describe('svc admin agent', () => {
  test('installs a bundled agent by name and an example package from its directory', async () => {
    const bundled = await run(['install', 'security-auditor']);
    expect(bundled).toMatchObject({ code: 0, err: '' });
    expect(bundled.out).toContain("Agent 'security-auditor' 1.0.0 installed (1 chain, 1 trigger, 3 permitted abilities)");
    const dir = writeExample(join(root, 'src'), 'escalation-router');
    const example = await run(['install', dir]);
    expect(example.code).toBe(0);
    expect(example.err).toContain('warning: manifest.yaml: triggers.events[0].on: svc never raises "AlertRaised"');
    expect(readdirSync(join(config.dataDir, 'agents')).sort()).toEqual(['escalation-router', 'security-auditor']);
    const again = await run(['install', 'security-auditor']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already installed; use --force to reinstall it');
    expect((await run(['install', '--force', 'security-auditor'])).out).toContain('reinstalled');
  });

  test('lists installed agents as a table or JSON, with the bundled ones not yet installed', async () => {
    await run(['install', 'cost-watcher']);
    const text = await run(['list']);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/NAME\s+VERSION\s+STATUS\s+CATEGORY\s+TRIGGERS\s+DESCRIPTION/);
    expect(text.out).toMatch(/cost-watcher\s+1\.0\.0\s+stopped\s+finance-budgeting\s+check-spend every 1h/);
    expect(text.out).toContain('Bundled, not installed (svc admin agent install <name>): incident-logger, security-auditor, workspace-housekeeper');
    const json = JSON.parse((await run(['list', '--json'])).out);
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ id: 'cost-watcher', status: 'stopped', run_count: 0 });
    expect(existsSync(databasePath(config.dataDir))).toBe(false); // listing never creates a database
  });

  test('validate checks without installing and names the file and field of a problem', async () => {
    const good = await run(['validate', writeExample(join(root, 'src'), 'codebase-qa')]);
    expect(good.code).toBe(0);
    expect(good.out).toContain("agent 'codebase-qa' 1.0.0 is valid (answer-code-question)");
    const bad = writeExample(join(root, 'src'), 'bad', { ...CATALOG_EXAMPLES['bill-reminder'], 'manifest.yaml': 'name: bad\nversion: 1.0.0\npermissions: [nope]\n' });
    const result = await run(['validate', bad]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('manifest.yaml: permissions[0]: "nope" is not an ability name');
    expect(existsSync(join(config.dataDir, 'agents'))).toBe(false);
  });

  test('remove refuses a running agent without --force and cleans its jobs and state', async () => {
    await run(['install', 'cost-watcher']);
    ensureDataDir(config.dataDir);
    const db = openDatabase(databasePath(config.dataDir));
    createAgentStateStore(db).setStatus('cost-watcher', 'running', { started_at: 1 });
    db.query(
      `INSERT INTO scheduled_jobs (id, chain_id, interval_secs, params_json, enabled, created_at, next_run_at, agent_id)
       VALUES ('j1', 'check-spend', 3600, '{}', 1, 0, 0, 'cost-watcher')`,
    ).run();
    db.close();
    const refused = await run(['remove', 'cost-watcher']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("agent 'cost-watcher' is running; stop it first");
    const forced = await run(['remove', '--force', 'cost-watcher']);
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('removed 1 scheduled job');
    const after = openDatabase(databasePath(config.dataDir));
    expect(after.query('SELECT COUNT(*) AS n FROM scheduled_jobs').get()).toEqual({ n: 0 });
    expect(createAgentStateStore(after).get('cost-watcher')).toBeNull();
    after.close();
    expect((await run(['remove', 'cost-watcher'])).code).toBe(1);
  });

  test('usage errors exit 2 and names are validated', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['install'])).code).toBe(2);
    expect((await run(['list', 'extra'])).code).toBe(2);
    expect((await run(['validate', '--json', 'x'])).code).toBe(2);
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Bundled agents: cost-watcher, incident-logger, security-auditor, workspace-housekeeper');
    const traversal = await run(['remove', '../../etc']);
    expect(traversal.code).toBe(1);
    expect(traversal.err).toContain('path traversal detected');
    const unknown = await run(['install', 'no-such-agent']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no agent directory or bundled agent named "no-such-agent"');
  });
});
