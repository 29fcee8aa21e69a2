import { describe, expect, test } from 'bun:test';
import { conditionRefs, evaluateCondition, parseCondition, truthy } from './condition.ts';
import { compileValue, parseRef, parseTemplate, render, type Ref, type Scope, type StepState } from './template.ts';

function scope(input: Record<string, unknown>, steps: Record<string, StepState> = {}): Scope {
  return { input, steps: new Map(Object.entries(steps)) };
}

const ok = (output: Record<string, unknown>): StepState => ({ status: 'succeeded', output, error: null });

describe('references', () => {
  test.each([
    ['input.city', { kind: 'input', name: 'city', path: [] }],
    [' input.user.name ', { kind: 'input', name: 'user', path: ['name'] }],
    ['fetch.output', { kind: 'step', step: 'fetch', field: 'output', path: [] }],
    ['fetch.output.items[0].name', { kind: 'step', step: 'fetch', field: 'output', path: ['items', 0, 'name'] }],
    ['search-bills.output.0', { kind: 'step', step: 'search-bills', field: 'output', path: [0] }],
    ['a.status', { kind: 'step', step: 'a', field: 'status', path: [] }],
    ['a.error', { kind: 'step', step: 'a', field: 'error', path: [] }],
  ])('parses %p', (text, ref) => {
    expect(parseRef(text)).toEqual(ref as Ref);
  });

  test.each(['input', 'a', 'a.result', 'a.status.x', 'a b', 'a.output.', 'a.output[x]', '$.a', ''])('rejects %p', (text) => {
    expect(() => parseRef(text)).toThrow();
  });
});

describe('rendering', () => {
  const s = scope(
    { city: 'Paris', n: 3, obj: { a: [1, 2] }, evil: '{{input.secret}}', secret: 's3cr3t' },
    { fetch: ok({ temp: 21.5, items: [{ name: 'x' }], nested: { deep: true } }), failed: { status: 'failed', output: null, error: 'boom' } },
  );
  const r = (value: unknown) => render(compileValue(value, () => {}), s);

  test('a string that is one reference keeps the value type', () => {
    expect(r('{{input.n}}')).toBe(3);
    expect(r('{{input.obj}}')).toEqual({ a: [1, 2] });
    expect(r('{{fetch.output.nested}}')).toEqual({ deep: true });
    expect(r('{{fetch.output.items[0].name}}')).toBe('x');
  });

  test('references inside text are stringified (objects as JSON, null as nothing)', () => {
    expect(r('Weather in {{input.city}}: {{fetch.output.temp}}C')).toBe('Weather in Paris: 21.5C');
    expect(r('obj={{input.obj}}')).toBe('obj={"a":[1,2]}');
    expect(r('[{{fetch.output.missing}}]')).toBe('[]');
    expect(r('{{failed.status}}: {{failed.error}} / {{failed.output}}')).toBe('failed: boom / ');
  });

  test('values are inserted as data and never re-parsed as templates', () => {
    expect(r('{{input.evil}}')).toBe('{{input.secret}}');
    expect(r('x {{input.evil}} y')).toBe('x {{input.secret}} y');
    expect(r({ nested: ['{{input.evil}}'] })).toEqual({ nested: ['{{input.secret}}'] });
  });

  test('walks arrays and objects and leaves non-strings alone', () => {
    expect(r({ a: ['{{input.city}}', 2, true, null], b: { c: '{{input.n}}' } })).toEqual({ a: ['Paris', 2, true, null], b: { c: 3 } });
  });

  test('a __proto__ key stays a plain key', () => {
    const out = r(JSON.parse('{"__proto__": {"polluted": "{{input.city}}"}}')) as Record<string, unknown>;
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('rendering copies objects, so a step cannot change another step\'s output', () => {
    const copy = r('{{input.obj}}') as { a: number[] };
    copy.a.push(3);
    expect(s.input.obj).toEqual({ a: [1, 2] });
  });

  test('unclosed braces are literal text', () => {
    expect(parseTemplate('a {{ b')).toEqual([{ text: 'a {{ b' }]);
    expect(r('{ not a template }')).toBe('{ not a template }');
  });
});

describe('conditions', () => {
  const s = scope(
    { mode: 'full', n: '5', list: ['a', 'b'], empty: '' },
    { scan: ok({ credential_count: 2, types_found: ['api_key'], text: 'Hello World' }), skip: { status: 'skipped', output: null, error: null } },
  );
  const when = (text: string | boolean) => evaluateCondition(parseCondition(text), s);

  test.each([
    ['scan.output.credential_count > 0', true],
    ['scan.output.credential_count >= 3', false],
    ["input.mode == 'full'", true],
    ['input.mode != "full"', false],
    ['input.n == 5', true],
    ['input.n < 10 && input.n > 1', true],
    ['input.n < 1 || input.mode == "full"', true],
    ['not (input.n > 1)', false],
    ['!input.empty', true],
    ['input.list contains "b"', true],
    ["'a' in input.list", true],
    ["scan.output.text contains 'World'", true],
    ["scan.output.types_found contains 'api_key'", true],
    ['scan.output contains "credential_count"', true],
    ['{{scan.output.credential_count}} == 2', true],
    ["skip.status == 'skipped'", true],
    ['skip.output', false],
    ['scan.output.missing == null', true],
    ['input.mode > 3', false],
    ["'2026-01-02' > '2026-01-01'", true],
    ['true and not false', true],
  ])('%s → %p', (text, expected) => {
    expect(when(text)).toBe(expected);
  });

  test('booleans are accepted as conditions', () => {
    expect(when(true)).toBe(true);
    expect(when(false)).toBe(false);
  });

  test('lists the references a condition reads', () => {
    const refs = conditionRefs(parseCondition("a.status == 'failed' or input.x > b.output.n"));
    expect(refs.map((r) => (r.kind === 'input' ? `input.${r.name}` : `${r.step}.${r.field}`))).toEqual(['a.status', 'input.x', 'b.output']);
  });

  test.each(['', '==', 'a.status ==', '(a.status', "'unterminated", 'a.status = 1', 'a.status == 1 2', 'x;y', 'foo'])(
    'rejects %p',
    (text) => {
      expect(() => parseCondition(text)).toThrow();
    },
  );

  test('refuses deep nesting', () => {
    expect(() => parseCondition(`${'('.repeat(100)}true${')'.repeat(100)}`)).toThrow('nested too deeply');
    expect(() => parseCondition(`${'!'.repeat(100)}true`)).toThrow('nested too deeply');
  });

  test('truthiness', () => {
    expect([null, false, 0, '', 'false', 'FALSE', [], {}].map(truthy)).toEqual(Array(8).fill(false));
    expect([true, 1, 'x', [0], { a: 0 }].map(truthy)).toEqual(Array(5).fill(true));
  });
});
