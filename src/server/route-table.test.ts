import { expect, test } from 'bun:test';
import { createRouteTable } from './route-table.ts';

test('lists the methods a path is served with, including parameters', () => {
  const table = createRouteTable([
    { method: 'GET', path: '/api/chains' },
    { method: 'POST', path: '/api/chains/schedule' },
    { method: 'DELETE', path: '/api/chains/schedule/:id' },
    { method: 'GET', path: '/*' },
  ]);
  expect(table.allowedMethods('/api/chains')).toEqual(['GET', 'HEAD']);
  expect(table.allowedMethods('/api/chains/schedule/abc')).toEqual(['DELETE']);
  expect(table.allowedMethods('/api/chains/schedule/abc/def')).toEqual([]);
  expect(table.allowedMethods('/api/unknown')).toEqual([]);
});

test('names the template of a path, preferring static segments', () => {
  const table = createRouteTable([
    { method: 'GET', path: '/api/chains/:id' },
    { method: 'GET', path: '/api/chains/schedule' },
  ]);
  expect(table.templateOf('/api/chains/schedule')).toBe('/api/chains/schedule');
  expect(table.templateOf('/api/chains/abc')).toBe('/api/chains/:id');
  expect(table.templateOf('/api/other')).toBeUndefined();
});

test('pathOf extracts the path without query or fragment', async () => {
  const { pathOf } = await import('./http.ts');
  expect(pathOf('http://127.0.0.1:8919/api/costs?since=5')).toBe('/api/costs');
  expect(pathOf('http://h/a/b#frag')).toBe('/a/b');
  expect(pathOf('http://h')).toBe('/');
  expect(pathOf('http://h/?x=/y')).toBe('/');
  expect(pathOf('http://h/p?q#f')).toBe('/p');
});
