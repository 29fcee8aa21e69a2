import { describe, expect, test } from 'bun:test';
import { isMultiPath, parseJsonPath, queryJson } from './json-query.ts';

const doc = {
  store: {
    book: [
      { title: 'A', price: 8, tags: ['x'] },
      { title: 'B', price: 12 },
      { title: 'C', price: 5, 'odd key': true },
    ],
    bicycle: { color: 'red', price: 20 },
  },
  n: 1,
};

const q = (path: string) => queryJson(doc, parseJsonPath(path));

describe('json query', () => {
  test.each([
    ['$', [doc]],
    ['$.n', [1]],
    ['n', [1]],
    ['$.store.book[0].title', ['A']],
    ['$.store.book[-1].title', ['C']],
    ["$['store']['bicycle'].color", ['red']],
    ['$.store.book[2]["odd key"]', [true]],
    ['$.store.book[*].title', ['A', 'B', 'C']],
    ['$.store.book[0:2].price', [8, 12]],
    ['$.store.book[1:].title', ['B', 'C']],
    ['$.store.bicycle.*', ['red', 20]],
    ['$..price', [8, 12, 5, 20]],
    ['$..tags[0]', ['x']],
    ['$.missing.deep', []],
    ['$.store.book[9]', []],
  ])('%s', (path, expected) => {
    expect(q(path)).toEqual(expected as unknown[]);
  });

  test('only own properties are reachable', () => {
    expect(q('$.constructor')).toEqual([]);
    expect(q('$.store.__proto__')).toEqual([]);
    expect(q('$.n.toString')).toEqual([]);
  });

  test('tells single-value paths from multi-value paths', () => {
    expect(isMultiPath(parseJsonPath('$.a.b[0]'))).toBe(false);
    expect(isMultiPath(parseJsonPath('$.a[*]'))).toBe(true);
    expect(isMultiPath(parseJsonPath('$..a'))).toBe(true);
  });

  test('rejects malformed paths with the position', () => {
    expect(() => parseJsonPath('$.a[')).toThrow('missing "]"');
    expect(() => parseJsonPath('$.a[?(@.x)]')).toThrow('unsupported selector');
    expect(() => parseJsonPath('$.')).toThrow('expected a member name');
  });

  test('recursive descent over a deep document does not overflow the stack', () => {
    let deep: unknown = { leaf: 1 };
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    expect(queryJson(deep, parseJsonPath('$..leaf'))).toEqual([1]);
  });
});
