import { $, $$, cleanup, deepText, mockFetch, mount, type, until } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { groupAbilities } from './abilities-view.ts';
import './abilities-view.ts';

const ABILITIES = [
  { name: 'weather.lookup', description: 'Weather from a cloud API', source: 'cloud' },
  { name: 'time.now', description: 'Current time', source: 'built-in', input: { timezone: { type: 'string', default: 'UTC' } }, permission_tier: 0 },
  { name: 'files.write', description: 'Write a workspace file', source: 'built-in', input: { path: { type: 'filepath', required: true } }, permission_tier: 2 },
  { name: 'img.resize', description: 'Resize an image', source: 'subprocess', permission_tier: 1 },
  { name: 'pdf.extract', description: 'Extract text from PDF', source: 'plugin' },
];

afterEach(cleanup);

describe('groupAbilities', () => {
  test('groups by source in resolution order and sorts names', () => {
    expect(groupAbilities(ABILITIES, '').map((g) => [g.source, g.items.map((a) => a.name)])).toEqual([
      ['built-in', ['files.write', 'time.now']],
      ['plugin', ['pdf.extract']],
      ['subprocess', ['img.resize']],
      ['cloud', ['weather.lookup']],
    ]);
  });

  test('matches every word against name, description and source', () => {
    expect(groupAbilities(ABILITIES, 'WRITE file').flatMap((g) => g.items.map((a) => a.name))).toEqual(['files.write']);
    expect(groupAbilities(ABILITIES, 'cloud').flatMap((g) => g.items.map((a) => a.name))).toEqual(['weather.lookup']);
    expect(groupAbilities(ABILITIES, 'nothing-like-this')).toEqual([]);
  });
});

describe('svc-abilities-view', () => {
  test('shows the catalog grouped by source with tiers and parameters', async () => {
    mockFetch({ 'GET /api/abilities': () => ({ status: 200, body: ABILITIES }) });
    const el = mount('svc-abilities-view');
    await until(() => $(el, '[data-testid=ability-group]') !== null);
    expect($$(el, '[data-testid=ability-group]').map((g) => g.dataset.source)).toEqual(['built-in', 'plugin', 'subprocess', 'cloud']);
    const write = $$(el, '[data-testid=ability]').find((a) => a.dataset.name === 'files.write')!;
    expect(deepText(write)).toContain('tier 2');
    expect(deepText(write)).toContain('1 parameter');
    expect(deepText(write)).toContain('filepath, required');
    expect($(el, '[data-testid=ability-count]')!.textContent).toContain('5 abilities');
  });

  test('filters as the user types and says when nothing matches', async () => {
    mockFetch({ 'GET /api/abilities': () => ({ status: 200, body: ABILITIES }) });
    const el = mount('svc-abilities-view');
    await until(() => $(el, '[data-testid=ability-group]') !== null);
    type($<HTMLInputElement>(el, '#ability-search')!, 'time');
    await el.updateComplete;
    expect($$(el, '[data-testid=ability]').map((a) => a.dataset.name)).toEqual(['time.now']);
    expect($(el, '[data-testid=ability-count]')!.textContent).toContain('1 of 5');
    type($<HTMLInputElement>(el, '#ability-search')!, 'zzz');
    await el.updateComplete;
    expect($(el, '[data-state=empty]')!.textContent).toContain('No ability matches');
  });

  test('shows the empty and error states', async () => {
    mockFetch({ 'GET /api/abilities': () => ({ status: 200, body: [] }) });
    const empty = mount('svc-abilities-view');
    await until(() => $(empty, '[data-state=empty]') !== null);
    cleanup();
    mockFetch({ 'GET /api/abilities': () => ({ status: 503, body: { error: 'registry unavailable' } }) });
    const failed = mount('svc-abilities-view');
    await until(() => $(failed, '[data-state=error]') !== null);
    expect($(failed, '[data-state=error]')!.textContent).toContain('registry unavailable');
  });
});
