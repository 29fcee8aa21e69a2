import { afterEach, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtin } from '../abilities/builtins/core.ts';
import { CATALOG_EXAMPLES } from './examples.fixture.ts';
import { answerText, filterMatches, paramsForQuery, parseMention } from './routing.ts';
import { parseChain } from '../chains/definition.ts';
import { builtinSource, installAgent } from './store.ts';
import { createHarness, type Harness } from './test-harness.fixture.ts';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

const intent = (intent_key: string, params: Record<string, unknown> = {}) => {
  const [action, target] = intent_key.split('|');
  return { intent_key, action, target, params };
};

/** Stand-ins for the catalog's github.* and llm.query abilities. */
function fakeCatalogAbilities(h: Harness, calls: string[]) {
  const fake = (name: string, out: (p: Record<string, unknown>) => Record<string, unknown>) =>
    builtin({
      name,
      description: 'fake',
      permission_tier: 0,
      input: { query: { type: 'any' }, repo: { type: 'any' }, prompt: { type: 'any' } },
      receipt_fields: [],
      invoke: (p) => {
        calls.push(name);
        return out(p);
      },
    });
  const abilities = [
    fake('github.issues', () => ({ issues: ['#12 parser crash'] })),
    fake('github.prs', () => ({ prs: [] })),
    fake('llm.query', (p) => ({ text: `answer to: ${String(p.prompt).slice(0, 60)}` })),
  ];
  h.core.registry.registerSource('built-in', () => abilities);
}

describe('routing helpers', () => {
  test('parses @mentions like the original and ignores malformed ones', () => {
    expect(parseMention('@morning-briefing check my schedule')).toEqual({ agent: 'morning-briefing', rest: 'check my schedule' });
    expect(parseMention('@my-agent')).toEqual({ agent: 'my-agent', rest: '' });
    expect(parseMention('hello world')).toBeNull();
    expect(parseMention('@ something')).toBeNull();
    expect(parseMention('@../etc hi')).toBeNull();
  });

  test('intent filters match canonical words, empty lists match anything but never the unknown intent', () => {
    const filter = { actions: ['explain', 'how'], targets: ['code', 'function', 'module'], priority: 10, chain: null };
    expect(filterMatches(filter, intent('explain|code'))).toBe(true);
    expect(filterMatches(filter, intent('explain|weather'))).toBe(false);
    const remove = { actions: ['remove'], targets: [], priority: 0, chain: null };
    expect(filterMatches(remove, intent('delete|file'))).toBe(true);
    const all = { actions: [], targets: [], priority: 0, chain: null };
    expect(filterMatches(all, intent('check|weather'))).toBe(true);
    expect(filterMatches(all, intent('unknown|unknown'))).toBe(false);
  });

  test('maps name=value words, entities and the remaining text onto chain params', () => {
    const chain = parseChain(CATALOG_EXAMPLES['codebase-qa']['chains/answer-code-question.yaml']);
    expect(paramsForQuery(chain, 'how does the parser work repo=acme/app', intent('explain|code'))).toEqual({
      params: { repo: 'acme/app', question: 'how does the parser work' },
      query: 'how does the parser work',
      missing: [],
    });
    expect(paramsForQuery(chain, 'repo="acme app" why', intent('explain|code')).params).toEqual({ repo: 'acme app', question: 'why' });
    expect(paramsForQuery(chain, 'how does it work', intent('explain|code')).missing).toEqual(['repo']);
  });

  test('answer text prefers text-like fields, else JSON', () => {
    expect(answerText('plain')).toBe('plain');
    expect(answerText({ text: 'hello', other: 1 })).toBe('hello');
    expect(answerText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(answerText(null)).toBe('');
  });
});

describe('routeQuery and answerRoute', () => {
  test('@agent addresses an installed agent; params it lacks are asked for, not guessed', async () => {
    h = createHarness();
    installAgent(h.config.dataDir, { files: CATALOG_EXAMPLES['codebase-qa'], origin: 'codebase-qa' });
    const route = h.agents.routeQuery('@codebase-qa how does the parser work', intent('explain|code'));
    expect(route).toMatchObject({ agent: 'codebase-qa', chain_id: 'answer-code-question', via: 'mention', missing: ['repo'] });
    expect(h.agents.routeQuery('@nobody hi', intent('unknown|unknown'))).toBeNull();

    // Stopped: the agent does not answer, and says how to start it.
    const stopped = await h.agents.answerRoute(route!);
    expect(stopped.status).toBe('unavailable');
    expect(stopped.description).toContain("Agent 'codebase-qa' is stopped");

    await h.agents.start('codebase-qa');
    const missing = await h.agents.answerRoute(route!);
    expect(missing.status).toBe('unavailable');
    expect(missing.description).toContain('needs repo');
    expect(missing.description).toContain('@codebase-qa repo=...');
  });

  test("a catalog agent answers through its chain; its own scope rules do not block its steps", async () => {
    h = createHarness();
    const calls: string[] = [];
    fakeCatalogAbilities(h, calls);
    installAgent(h.config.dataDir, { files: CATALOG_EXAMPLES['codebase-qa'], origin: 'codebase-qa' });
    await h.agents.start('codebase-qa');
    const route = h.agents.routeQuery('@codebase-qa how does the parser work repo=acme/app', intent('explain|code'))!;
    const answer = await h.agents.answerRoute(route);
    expect(answer.status).toBe('succeeded');
    expect(answer.response_text).toStartWith('answer to: Answer this question about the codebase: how does the parser');
    expect(answer.description).toContain("Answered by agent 'codebase-qa' with chain 'answer-code-question'");
    expect(answer.cacheable).toBe(false);
    expect(calls.sort()).toEqual(['github.issues', 'github.prs', 'llm.query']);
    const run = h.core.chains.getRun(answer.run_id!);
    expect(run).toMatchObject({ agent_id: 'codebase-qa', status: 'succeeded', params: { question: 'how does the parser work', repo: 'acme/app' } });
  });

  test('intent filters route to running agents only, highest priority first', async () => {
    h = createHarness();
    installAgent(h.config.dataDir, builtinSource('security-auditor'));
    installAgent(h.config.dataDir, {
      origin: 'low',
      files: {
        'manifest.yaml': 'name: low-auditor\nversion: 1.0.0\npermissions: [time.now]\nintent_filters:\n  - {actions: [analyze], targets: [security], priority: 1}\n',
        'chains/tell.yaml': 'id: tell\nsteps:\n  - {id: now, ability: time.now}\n',
      },
    });
    expect(h.agents.routeQuery('audit my workspace security', intent('analyze|security'))).toBeNull();
    await h.agents.start('low-auditor');
    expect(h.agents.routeQuery('audit my workspace security', intent('analyze|security'))).toMatchObject({ agent: 'low-auditor', chain_id: 'tell' });
    await h.agents.start('security-auditor');
    const route = h.agents.routeQuery('audit my workspace security', intent('analyze|security'))!;
    expect(route).toMatchObject({ agent: 'security-auditor', chain_id: 'audit-workspace', via: 'intent_filter' });
    expect(h.agents.routeQuery('what is the weather', intent('check|weather'))).toBeNull();

    mkdirSync(join(h.config.dataDir, 'workspace'), { recursive: true });
    writeFileSync(join(h.config.dataDir, 'workspace/notes.txt'), 'key AKIAABCDEFGHIJKLMNOP here\n');
    const answer = await h.agents.answerRoute(route);
    expect(answer.status).toBe('succeeded');
    expect(answer.response_text).toBe('Scanned 1 workspace files: 1 with findings ["aws_access_key"]. Report saved to reports/security-audit.json.');
    expect(existsSync(join(h.config.dataDir, 'workspace/alerts/security.log'))).toBe(true);
    expect(h.events.filter((e) => e.name === 'security.finding').map((e) => e.payload.path)).toEqual(['notes.txt']);
  });

  test('intent routing passes over an agent that cannot run the query without more params', async () => {
    h = createHarness();
    installAgent(h.config.dataDir, { files: CATALOG_EXAMPLES['codebase-qa'], origin: 'codebase-qa' });
    await h.agents.start('codebase-qa');
    expect(h.agents.routeQuery('explain this function', intent('explain|code'))).toBeNull();
    expect(h.agents.routeQuery('explain this function repo=acme/app', intent('explain|code'))).toMatchObject({
      agent: 'codebase-qa',
      params: { question: 'explain this function', repo: 'acme/app' },
    });
  });
});
