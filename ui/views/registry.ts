import { html, type TemplateResult } from 'lit';
import './overview-view.ts';
import './query-view.ts';
import './security-view.ts';
import './cache-view.ts';
import './costs-view.ts';
import './agents-view.ts';
import './constitution-view.ts';
import './chains-view.ts';
import './abilities-view.ts';
import './confirmations-view.ts';
import './receipts-view.ts';

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
  'confirmations',
  'receipts',
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
  { id: 'confirmations', label: 'Confirmations', path: '/confirmations' },
  { id: 'receipts', label: 'Receipts', path: '/receipts' },
];

/** The view of a path; trailing slashes are ignored and unknown paths show the overview. */
export function viewFromPath(path: string): ViewId {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return NAV_ITEMS.find((item) => item.path === clean)?.id ?? 'overview';
}

/** The public confirmation page's token when `path` is `/confirm/<token>`, else null. */
export function confirmTokenFromPath(path: string): string | null {
  const match = /^\/confirm\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The element of a view. */
export function viewFor(id: ViewId): TemplateResult {
  switch (id) {
    case 'overview':
      return html`<svc-overview-view></svc-overview-view>`;
    case 'query':
      return html`<svc-query-view></svc-query-view>`;
    case 'security':
      return html`<svc-security-view></svc-security-view>`;
    case 'cache':
      return html`<svc-cache-view></svc-cache-view>`;
    case 'costs':
      return html`<svc-costs-view></svc-costs-view>`;
    case 'agents':
      return html`<svc-agents-view></svc-agents-view>`;
    case 'constitution':
      return html`<svc-constitution-view></svc-constitution-view>`;
    case 'chains':
      return html`<svc-chains-view></svc-chains-view>`;
    case 'abilities':
      return html`<svc-abilities-view></svc-abilities-view>`;
    case 'confirmations':
      return html`<svc-confirmations-view></svc-confirmations-view>`;
    case 'receipts':
      return html`<svc-receipts-view></svc-receipts-view>`;
  }
}
