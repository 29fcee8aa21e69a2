import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, isRecord, optNum, prettyJson, str, type Json } from '../coerce.ts';
import { formatInt } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { badge, emptyState, renderResource } from '../components/states.ts';

/** Sources in resolution order (SPEC "Resolution order"); anything else is listed after them. */
const SOURCE_ORDER = ['built-in', 'plugin', 'subprocess', 'cloud'];
const SOURCE_LABELS: Record<string, string> = {
  'built-in': 'Built-in',
  plugin: 'Plugins',
  subprocess: 'Subprocess',
  cloud: 'Cloud',
};

/** Abilities matching every word of `query` (name, description or source), grouped by source. */
export function groupAbilities(abilities: Json[], query: string): Array<{ source: string; items: Json[] }> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = abilities.filter((a) => {
    const hay = `${str(a.name)} ${str(a.description)} ${str(a.source)}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  const groups = new Map<string, Json[]>();
  for (const a of matches) {
    const source = str(a.source, 'unknown');
    groups.set(source, [...(groups.get(source) ?? []), a]);
  }
  const rank = (s: string) => (SOURCE_ORDER.includes(s) ? SOURCE_ORDER.indexOf(s) : SOURCE_ORDER.length);
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([source, items]) => ({ source, items: items.sort((x, y) => str(x.name).localeCompare(str(y.name))) }));
}

/** The ability catalog grouped by source, with a search box. */
@customElement('svc-abilities-view')
export class SvcAbilitiesView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .search { margin-bottom: 1rem; max-width: 28rem; }
      .search input { width: 100%; }
      ul.abilities { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); }
      ul.abilities > li { background: var(--svc-surface); border: 1px solid var(--svc-border); border-radius: var(--svc-radius); padding: 0.7rem; display: grid; gap: 0.35rem; align-content: start; min-width: 0; }
      .name { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
      .name code { font-weight: 600; overflow-wrap: anywhere; }
      ul.abilities > li > p { margin: 0; font-size: 0.9rem; }
      ul.params { margin: 0; padding-left: 1.1rem; display: grid; gap: 0.2rem; }
    `,
  ];

  @state() private _query = '';

  private readonly _abilities = new Resource(this, {
    load: async (signal) => arr(await api<unknown>('/api/abilities', { signal })).filter(isRecord),
  });

  override render() {
    return html`
      <h2>Abilities</h2>
      <div class="field search">
        <label for="ability-search">Search abilities</label>
        <input id="ability-search" type="search" placeholder="name, description or source" autocomplete="off"
          .value=${this._query} @input=${(e: InputEvent) => (this._query = (e.target as HTMLInputElement).value)} />
      </div>
      ${renderResource(this._abilities, {
        what: 'the abilities',
        isEmpty: (list) => list.length === 0,
        empty: 'No abilities are registered.',
        ready: (list) => this._renderGroups(list),
      })}
    `;
  }

  private _renderGroups(list: Json[]): TemplateResult {
    const groups = groupAbilities(list, this._query);
    const shown = groups.reduce((n, g) => n + g.items.length, 0);
    return html`
      <p class="muted small" role="status" data-testid="ability-count">
        ${this._query ? `${formatInt(shown)} of ${formatInt(list.length)} abilities match` : `${formatInt(list.length)} abilities`}
      </p>
      ${groups.length === 0 ? emptyState(html`No ability matches “${this._query}”.`) : nothing}
      ${groups.map(
        (g) => html`<section aria-labelledby="source-${g.source}" data-testid="ability-group" data-source=${g.source}>
          <h3 id="source-${g.source}">${SOURCE_LABELS[g.source] ?? g.source} <span class="muted small">(${formatInt(g.items.length)})</span></h3>
          <ul class="abilities">${g.items.map((a) => this._renderAbility(a))}</ul>
        </section>`,
      )}
    `;
  }

  private _renderAbility(a: Json): TemplateResult {
    const tier = optNum(a.permission_tier);
    const input = isRecord(a.input) ? Object.entries(a.input) : [];
    return html`<li data-testid="ability" data-name=${str(a.name)}>
      <div class="name"><code>${str(a.name)}</code>
        ${tier !== undefined ? badge(`tier ${tier}`, tier >= 3 ? 'danger' : tier >= 1 ? 'warn' : 'neutral') : nothing}</div>
      <p>${str(a.description)}</p>
      ${input.length
        ? html`<details><summary>${formatInt(input.length)} parameter${input.length === 1 ? '' : 's'}</summary>
            <ul class="params small">${input.map(([name, spec]) => {
              const s = isRecord(spec) ? spec : {};
              const meta = [
                str(s.type, typeof spec === 'string' ? spec : ''),
                s.required === true ? 'required' : '',
                s.default !== undefined ? `default ${prettyJson(s.default)}` : '',
              ].filter(Boolean);
              return html`<li><code>${name}</code> <span class="muted">${meta.join(', ')}</span>${s.description ? html` — ${str(s.description)}` : nothing}</li>`;
            })}</ul></details>`
        : nothing}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-abilities-view': SvcAbilitiesView;
  }
}
