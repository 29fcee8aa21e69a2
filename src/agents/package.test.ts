import { describe, expect, test } from 'bun:test';
import { BUILTIN_AGENTS } from './builtin.ts';
import { CATALOG_EXAMPLES } from './examples.fixture.ts';
import { AgentPackageError, parseManifest } from './manifest.ts';
import { isPermitted, parsePackageFiles, queryChain } from './package.ts';

const CHAIN = 'id: main\nsteps:\n  - {id: now, ability: time.now}\n';

function manifest(extra: string): Record<string, string> {
  return { 'manifest.yaml': `name: demo\nversion: 1.0.0\npermissions: [time.now]\n${extra}`, 'chains/main.yaml': CHAIN };
}

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AgentPackageError);
    return (err as Error).message;
  }
  throw new Error('expected an AgentPackageError');
}

describe('catalog packages', () => {
  test('every example package of the public catalog parses', () => {
    const bill = parsePackageFiles(CATALOG_EXAMPLES['bill-reminder'], 'bill-reminder');
    expect(bill.manifest).toMatchObject({
      name: 'bill-reminder',
      version: '1.0.0',
      category: 'finance-budgeting',
      author: 'nyaya-official',
      permissions: ['gmail.search', 'calendar.create', 'llm.query'],
      intent_filters: [],
    });
    expect(bill.manifest.triggers.scheduled).toEqual([{ chain: 'check-bills', interval: '24h', interval_secs: 86_400, params: {} }]);
    // hard_block, `description` as the reason, missing trigger lists: the catalog variants.
    expect(bill.constitution!.rules[0]).toMatchObject({ name: 'scope', enforcement: 'Block', reason: 'Only operate within bill-reminder designated scope', trigger_keywords: [] });

    const qa = parsePackageFiles(CATALOG_EXAMPLES['codebase-qa'], 'codebase-qa');
    expect(qa.manifest.intent_filters).toEqual([{ actions: ['explain', 'how'], targets: ['code', 'function', 'module'], priority: 10, chain: null }]);
    expect(queryChain(qa)).toBe('answer-code-question');

    const router = parsePackageFiles(CATALOG_EXAMPLES['escalation-router'], 'escalation-router');
    expect(router.manifest.triggers.events).toEqual([{ on: 'AlertRaised', filter: { namespace: 'support' }, chain: 'route-escalation', params: {} }]);
    expect(router.warnings).toEqual(['manifest.yaml: triggers.events[0].on: svc never raises "AlertRaised"; this trigger fires only if something emits it']);
  });

  test('every bundled agent parses without warnings and only uses abilities it declares', () => {
    expect(Object.keys(BUILTIN_AGENTS).length).toBeGreaterThanOrEqual(3);
    for (const [name, files] of Object.entries(BUILTIN_AGENTS)) {
      const pkg = parsePackageFiles({ ...files }, name);
      expect(pkg.manifest.name).toBe(name);
      expect(pkg.warnings).toEqual([]);
      expect(pkg.constitution).not.toBeNull();
      for (const chain of pkg.chains.values()) {
        for (const step of chain.steps) expect(isPermitted(pkg.manifest.permissions, step.ability)).toBe(true);
      }
    }
  });

  test('accepts the catalog loader fields svc does not use, with warnings', () => {
    const pkg = parsePackageFiles(
      manifest(
        'signature: abc\nbackground: true\nhomepage: x\ntriggers:\n  scheduled:\n    - {chain: main, interval: 24h, at: "08:00", params: {k: v}}\n  webhooks: []\n',
      ),
      'demo',
    );
    expect(pkg.manifest.triggers.scheduled[0].params).toEqual({ k: 'v' });
    expect(pkg.warnings).toEqual([
      'manifest.yaml: signature: not used by svc (ignored)',
      'manifest.yaml: background: not used by svc (ignored)',
      'manifest.yaml: homepage: not used by svc (ignored)',
      'manifest.yaml: triggers.webhooks: not supported by svc (ignored; use scheduled or events)',
      'manifest.yaml: triggers.scheduled[0].at: a time of day is not supported; the chain runs every 24h from when the agent starts',
    ]);
  });

  test('warns about steps that use abilities outside the permissions', () => {
    const pkg = parsePackageFiles(
      { 'manifest.yaml': 'name: demo\nversion: 1.0.0\npermissions: [files.*]\n', 'chains/main.yaml': 'id: main\nsteps:\n  - {id: a, ability: files.read, params: {path: x}}\n  - {id: b, ability: http.fetch}\n' },
      'demo',
    );
    expect(pkg.warnings).toEqual(['chains/main.yaml: step "b" uses http.fetch, which is not in the manifest\'s permissions: it will be refused']);
  });
});

describe('validation errors name the file and the field', () => {
  test.each([
    ['manifest.yaml: name: invalid agent name "../evil": path traversal detected', 'name: ../evil\nversion: 1.0.0\n'],
    ['manifest.yaml: name: invalid agent name "a/b": path traversal detected', 'name: a/b\nversion: 1.0.0\n'],
    ['manifest.yaml: version: "one" is not a semantic version (e.g. 1.0.0)', 'name: ok\nversion: one\n'],
    ['manifest.yaml: name: is required', 'version: 1.0.0\n'],
    ['manifest.yaml: permissions[0]: "bad" is not an ability name', 'name: ok\nversion: 1.0.0\npermissions: [bad]\n'],
    ['manifest.yaml: permissions: must be a list', 'name: ok\nversion: 1.0.0\npermissions: time.now\n'],
    ['manifest.yaml: triggers.scheduled[0].interval: invalid interval "soon"', 'name: ok\nversion: 1.0.0\ntriggers:\n  scheduled:\n    - {chain: main, interval: soon}\n'],
    ['manifest.yaml: triggers.scheduled[0].chain: no chain "nope" in chains/ (chains: main)', 'name: ok\nversion: 1.0.0\ntriggers:\n  scheduled:\n    - {chain: nope, interval: 1h}\n'],
    ['manifest.yaml: triggers.events[0].on: is required', 'name: ok\nversion: 1.0.0\ntriggers:\n  events:\n    - {chain: main}\n'],
    ['manifest.yaml: intent_filters[0].priority: must be an integer', 'name: ok\nversion: 1.0.0\nintent_filters:\n  - {actions: [x], priority: high}\n'],
    ['manifest.yaml: description: must be a string', 'name: ok\nversion: 1.0.0\ndescription: [1]\n'],
    ['manifest.yaml: not valid YAML', 'name: [unclosed\n'],
  ])('reports %s', (expected, text) => {
    expect(errorOf(() => parsePackageFiles({ 'manifest.yaml': text, 'chains/main.yaml': CHAIN }, 'pkg'))).toContain(expected);
  });

  test('constitution and chain errors name their file, line and field', () => {
    const badConstitution = 'name: c\nrules:\n  - name: r\n    enforcement: maybe\n    trigger_actions: [x]\n';
    expect(errorOf(() => parsePackageFiles({ ...manifest(''), 'constitution.yaml': badConstitution }, 'pkg'))).toBe(
      'constitution.yaml:4: rules[0] (r).enforcement: unknown level "maybe" (use Block, Confirm, Warn or Allow)',
    );
    const badChain = 'id: main\nsteps:\n  - {id: a, ability: time.now, depends_on: [ghost]}\n';
    expect(errorOf(() => parsePackageFiles({ ...manifest(''), 'chains/main.yaml': badChain }, 'pkg'))).toBe(
      'chains/main.yaml: step "a": depends_on references unknown step "ghost"',
    );
    expect(errorOf(() => parsePackageFiles({ ...manifest(''), 'chains/other.yaml': CHAIN }, 'pkg'))).toBe(
      'chains/other.yaml: id: chain id "main" is used by another file',
    );
    expect(errorOf(() => parsePackageFiles({ 'chains/main.yaml': CHAIN }, 'pkg'))).toBe('pkg: manifest.yaml is missing');
    expect(errorOf(() => parsePackageFiles({ ...manifest(''), 'run.sh': 'x' }, 'pkg'))).toBe('pkg/run.sh: not part of an agent package');
  });

  test('a bare `on:` key stays a string (YAML 1.2 core schema)', () => {
    const { manifest: m } = parseManifest('name: ok\nversion: 1.0.0\ntriggers:\n  events:\n    - on: job.failed\n      chain: main\n');
    expect(m.triggers.events[0].on).toBe('job.failed');
  });
});
