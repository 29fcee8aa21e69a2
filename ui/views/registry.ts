import { html, type TemplateResult } from 'lit';
import './overview-view.ts';

export const VIEW_IDS = [
  'overview',
  'query',
  'security',
  'cache',
  'costs',
  'agents',
  'constitution',
  'chains',
  'abilities',
] as const;
export type ViewId = (typeof VIEW_IDS)[number];

export const NAV_ITEMS: ReadonlyArray<{ id: ViewId; label: string; path: string }> = [
  { id: 'overview', label: 'Overview', path: '/' },
  { id: 'query', label: 'Query', path: '/query' },
  { id: 'security', label: 'Security scan', path: '/security' },
  { id: 'cache', label: 'Cache', path: '/cache' },
  { id: 'costs', label: 'Costs', path: '/costs' },
  { id: 'agents', label: 'Agents', path: '/agents' },
  { id: 'constitution', label: 'Constitution', path: '/constitution' },
  { id: 'chains', label: 'Chains', path: '/chains' },
  { id: 'abilities', label: 'Abilities', path: '/abilities' },
];

/** The element of a view. Views not built yet say so instead of pretending. */
export function viewFor(id: ViewId): TemplateResult {
  switch (id) {
    case 'overview':
      return html`<svc-overview-view></svc-overview-view>`;
    default:
      return html`<section><h2>${NAV_ITEMS.find((n) => n.id === id)?.label}</h2>
        <p>This view is not part of this build yet.</p></section>`;
  }
}
