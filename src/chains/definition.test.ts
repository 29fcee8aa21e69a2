import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseChain, ChainValidationError, nameFromId } from './definition.ts';
import { CATALOG_CHAINS } from './examples.fixture.ts';
import { BUILTIN_CHAIN_SOURCES } from './library.ts';

const chain = (steps: string, head = 'id: t\ndescription: test\n') => `${head}steps:\n${steps}`;

function issuesOf(text: string): string[] {
  try {
    parseChain(text);
  } catch (err) {
    if (err instanceof ChainValidationError) return err.issues;
    throw err;
  }
  throw new Error('expected a validation error');
}

describe('catalog compatibility', () => {
  test.each(Object.entries(CATALOG_CHAINS))('accepts the example chain %s', (id, text) => {
    const def = parseChain(text);
    expect(def.id).toBe(id);
    expect(def.params_declared).toBe(false);
  });

  test('infers required inputs from {{input.x}} when params are not declared', () => {
    const def = parseChain(CATALOG_CHAINS['answer-code-question']);
    expect(def.params).toEqual({ question: { type: 'any', required: true }, repo: { type: 'any', required: true } });
    expect(def.name).toBe('Answer Code Question');
    expect(def.steps.find((s) => s.id === 'answer')!.needs.sort()).toEqual(['search-issues', 'search-prs']);
    expect(def.order).toEqual(['search-issues', 'search-prs', 'answer']);
  });

  const shared = '/work/shared/examples/agents';
  test.skipIf(!existsSync(shared))('accepts every chain file of the shared examples', () => {
    for (const agent of readdirSync(shared)) {
      const dir = join(shared, agent, 'chains');
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) expect(() => parseChain(readFileSync(join(dir, file), 'utf8'))).not.toThrow();
    }
  });
});

describe('built-in library', () => {
  test('every assets/chains file is compiled into the library and validates', () => {
    const dir = join(import.meta.dir, '../../assets/chains');
    expect(Object.keys(BUILTIN_CHAIN_SOURCES).sort()).toEqual(readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort());
    for (const [file, source] of Object.entries(BUILTIN_CHAIN_SOURCES)) {
      const def = parseChain(source);
      expect(`${def.id}.yaml`).toBe(file);
      expect(def.description.length).toBeGreaterThan(10);
      expect(def.params_declared).toBe(true);
    }
  });
});

describe('the svc chain format', () => {
  test('parses params, steps and their options', () => {
    const def = parseChain(`id: full
name: Full example
description: everything
params:
  city: {type: string, required: true}
  days: {type: int, default: 3}
  mode: boolean
timeout: 5m
steps:
  - id: a
    ability: text.transform
    params: {text: '{{input.city}}', operation: upper}
    retries: 2
    backoff: 250ms
    timeout: 10s
  - id: b
    ability: text.count
    args: {text: '{{a.output.result}}'}
    when: a.status == 'succeeded' and input.days > 1
    on_failure: continue
  - id: c
    ability: time.now
    depends_on: a
    on_failure: retry
output: '{{b.output.words}}'
`);
    expect(def.name).toBe('Full example');
    expect(def.timeout_ms).toBe(300_000);
    expect(def.params).toEqual({ city: { type: 'string', required: true }, days: { type: 'int', default: 3 }, mode: { type: 'bool' } });
    const [a, b, c] = def.steps;
    expect([a.retries, a.backoff_ms, a.timeout_ms, a.on_failure]).toEqual([2, 250, 10_000, 'abort']);
    expect([b.on_failure, b.needs, b.when_source]).toEqual(['continue', ['a'], "a.status == 'succeeded' and input.days > 1"]);
    expect([c.on_failure, c.retries, c.depends_on]).toEqual(['retry', 3, ['a']]);
    expect(def.output).not.toBeNull();
  });

  test('accepts the original list form of params', () => {
    const def = parseChain(`id: legacy
params:
  - {name: city, param_type: text, required: true}
  - {name: count, param_type: number, default: 2}
steps:
  - {id: s, ability: text.count, params: {text: '{{input.city}}'}}
`);
    expect(def.params).toEqual({ city: { type: 'string', required: true }, count: { type: 'number', default: 2 } });
  });

  test('derives a display name from the id', () => {
    expect(nameFromId('check-bills')).toBe('Check Bills');
    expect(nameFromId('weather_check')).toBe('Weather Check');
  });
});

describe('validation errors name the step', () => {
  test('a cycle names the steps in it', () => {
    const issues = issuesOf(
      chain(`- {id: a, ability: x.y, depends_on: [c]}
- {id: b, ability: x.y, depends_on: [a]}
- {id: c, ability: x.y, params: {v: '{{b.output}}'}}
- {id: d, ability: x.y}
`),
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^steps form a cycle: /);
    for (const id of ['a', 'b', 'c']) expect(issues[0]).toContain(id);
    expect(issues[0]).not.toContain('d');
  });

  test('a dangling depends_on', () => {
    expect(issuesOf(chain('- {id: a, ability: x.y, depends_on: [ghost]}\n'))).toEqual([
      'step "a": depends_on references unknown step "ghost"',
    ]);
  });

  test('an unknown step in a template', () => {
    expect(issuesOf(chain("- {id: a, ability: x.y, params: {v: 'hi {{ghost.output.x}}'}}\n"))).toEqual([
      'step "a" params: unknown template reference "ghost.output.x" (no step "ghost")',
    ]);
  });

  test('an undeclared input when params are declared', () => {
    expect(issuesOf(chain("- {id: a, ability: x.y, params: {v: '{{input.nope}}'}}\n", 'id: t\nparams: {city: string}\n'))).toEqual([
      'step "a" params: unknown template reference "input.nope" (no param "nope" is declared)',
    ]);
  });

  test('a malformed template reference', () => {
    expect(issuesOf(chain("- {id: a, ability: x.y, params: {v: '{{a b}}'}}\n"))[0]).toContain('step "a" params: "a b" is not a reference');
    expect(issuesOf(chain("- {id: a, ability: x.y, params: {v: '{{b.outputs}}'}}\n- {id: b, ability: x.y}\n"))[0]).toContain(
      'use input.<param>, <step>.output',
    );
  });

  test('self references, duplicates and bad fields', () => {
    const issues = issuesOf(
      chain(`- {id: a, ability: x.y, params: {v: '{{a.output}}'}}
- {id: a, ability: x.y}
- {id: b, ability: '../etc', on_failure: jump, retries: 99, timeout: forever, backoff: 5h, colour: red}
- {id: c, ability: x.y, depends_on: [c], when: 'a.status = 1'}
`),
    );
    expect(issues).toEqual([
      'step "a": duplicate step id',
      'step "a" params: a step cannot reference its own output',
      'step "b": unknown key "colour"',
      'step "b": ability must be a name like category.action',
      'step "b": on_failure must be one of abort, continue, retry',
      'step "b": retries must be an integer from 0 to 10',
      'step "b": backoff must be a duration like 500ms or 2s (at most 60s)',
      'step "b": timeout must be a duration like 30s (at most 1h)',
      'step "c": depends on itself',
      'step "c" when: unexpected "="',
    ]);
  });

  test('document-level problems', () => {
    expect(issuesOf('id: schedule\nsteps: [{id: a, ability: x.y}]')).toEqual(['id: "schedule" is reserved']);
    expect(issuesOf('id: "../x"\nsteps: [{id: a, ability: x.y}]')[0]).toMatch(/^id: required/);
    expect(issuesOf('id: t\nsteps: []')).toEqual(['steps: required, a non-empty list']);
    expect(issuesOf('id: t\nsurprise: 1\nsteps: [{id: a, ability: x.y}]')).toEqual(['unknown key "surprise"']);
    expect(issuesOf('- just\n- a list')).toEqual(['the document must be a mapping with id and steps']);
    expect(issuesOf('id: t\nid: u\nsteps: []')[0]).toContain('not valid YAML: duplicated mapping key');
    expect(issuesOf('id: [unclosed')[0]).toContain('not valid YAML');
  });

  test('the error message carries every issue and is a 400', () => {
    try {
      parseChain(chain('- {id: a, ability: x.y, depends_on: [ghost]}\n'));
    } catch (err) {
      expect((err as ChainValidationError).status).toBe(400);
      expect((err as Error).message).toBe('invalid chain "t": step "a": depends_on references unknown step "ghost"');
    }
  });

  test('a YAML alias bomb is refused, not expanded', () => {
    const bomb = `id: bomb
a: &a [x, x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
steps:
  - {id: s, ability: x.y, params: {v: *e}}
`;
    const issues = issuesOf(bomb);
    expect(issues.some((i) => i.includes('too many nodes'))).toBe(true);
  });
});
