import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, isRecord, num, str, strings, type Json } from '../coerce.ts';
import { formatInt } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { badge, describeError, enforcementBadge, renderResource, timeEl } from '../components/states.ts';
import { tabList, tabPanel } from '../components/tabs.ts';

const TABS = [
  { id: 'rules', label: 'Rules' },
  { id: 'templates', label: 'Templates' },
  { id: 'checks', label: 'Recent checks' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const CHECK_LIMIT = 50;

function allowedBadge(record: Json): TemplateResult {
  return record.allowed === true ? badge('Allowed', 'ok', 'check-allowed') : badge('Not allowed', 'danger', 'check-allowed');
}

function triggerList(values: string[]): TemplateResult {
  return values.length ? html`<div class="chips">${values.map((v) => html`<span class="chip">${v}</span>`)}</div>` : html`<span class="muted">any</span>`;
}

/**
 * The constitution: the active rules with their enforcement, the shipped templates, a box to
 * check a query against the rules, and the most recent checks (from queries, chains and agents).
 */
@customElement('svc-constitution-view')
export class SvcConstitutionView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1rem; margin-bottom: 1rem; }
      .check-result { margin-top: 0.75rem; display: grid; gap: 0.4rem; }
      .check-result ul { margin: 0; padding-left: 1.2rem; }
      td.query { max-width: 24rem; overflow-wrap: anywhere; }
    `,
  ];

  /** Refresh period of the recent checks in ms; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 10_000;

  @state() private _tab: TabId = 'rules';
  @state() private _checking = false;
  @state() private _checkError = '';
  @state() private _check: Json | undefined;
  @state() private _checkedQuery = '';

  private readonly _constitution = new Resource(this, {
    load: async (signal) => {
      const raw = await api<unknown>('/api/constitution', { signal });
      return isRecord(raw) ? raw : {};
    },
  });

  private readonly _checks = new Resource(this, {
    load: async (signal) => arr(await api<unknown>(`/api/constitution/checks?limit=${CHECK_LIMIT}`, { signal })).filter(isRecord),
    pollMs: () => this.pollMs,
  });

  override render() {
    const c = this._constitution.value;
    return html`
      <h2>Constitution</h2>
      ${c && this._constitution.loaded
        ? html`<div class="head" data-testid="constitution-head">
            <span>Active: <strong data-testid="constitution-name">${str(c.name, 'unnamed')}</strong></span>
            ${c.default_enforcement ? html`<span class="small">Default: ${enforcementBadge(str(c.default_enforcement))}</span>` : nothing}
            ${c.description ? html`<span class="muted small">${str(c.description)}</span>` : nothing}
          </div>`
        : nothing}
      <form class="panel stack" id="check-form" @submit=${this._submitCheck}>
        <label for="check-input">Check a query against the active rules</label>
        <div class="row">
          <input id="check-input" class="grow" name="query" type="text" required placeholder="e.g. delete all my files" autocomplete="off" />
          <button type="submit" class="primary" data-testid="check-submit" ?disabled=${this._checking} aria-busy=${this._checking ? 'true' : 'false'}>
            ${this._checking ? 'Checking…' : 'Check'}
          </button>
        </div>
        ${this._checkError ? html`<p class="inline-error" role="alert" data-testid="check-error">${this._checkError}</p>` : nothing}
        <div aria-live="polite">${this._check ? this._renderCheck(this._check) : nothing}</div>
      </form>
      <div class="panel spaced">
        ${tabList('constitution', 'Constitution sections', TABS, this._tab, (id) => (this._tab = id as TabId))}
        ${tabPanel('constitution', this._tab, this._renderTab())}
      </div>
    `;
  }

  private _renderTab(): TemplateResult {
    switch (this._tab) {
      case 'rules':
        return renderResource(this._constitution, {
          what: 'the constitution',
          isEmpty: (c) => arr(c.rules).length === 0,
          empty: 'The active constitution has no rules: every query gets the default enforcement.',
          ready: (c) => this._renderRules(arr(c.rules).filter(isRecord)),
        });
      case 'templates':
        return renderResource(this._constitution, {
          what: 'the templates',
          isEmpty: (c) => arr(c.templates).length === 0,
          empty: 'No templates are available.',
          ready: (c) => this._renderTemplates(arr(c.templates).filter(isRecord), str(c.name)),
        });
      case 'checks':
        return renderResource(this._checks, {
          what: 'the recent checks',
          isEmpty: (list) => list.length === 0,
          empty: 'No checks recorded yet. Every query and every check above is recorded here.',
          ready: (list) => this._renderChecks(list),
        });
    }
  }

  private _renderRules(rules: Json[]): TemplateResult {
    return html`<div class="table-wrap"><table data-testid="constitution-rules">
      <thead><tr><th scope="col">Rule</th><th scope="col">Enforcement</th><th scope="col">Actions</th>
        <th scope="col">Targets</th><th scope="col">Keywords</th><th scope="col">Reason</th></tr></thead>
      <tbody>${rules.map(
        (r) => html`<tr data-rule=${str(r.name)}>
          <td><strong>${str(r.name)}</strong></td>
          <td>${enforcementBadge(str(r.enforcement))}</td>
          <td>${triggerList(strings(r.trigger_actions))}</td>
          <td>${triggerList(strings(r.trigger_targets))}</td>
          <td>${triggerList(strings(r.trigger_keywords))}</td>
          <td>${str(r.reason)}</td>
        </tr>`,
      )}</tbody></table></div>`;
  }

  private _renderTemplates(templates: Json[], active: string): TemplateResult {
    return html`<div class="table-wrap"><table data-testid="constitution-templates">
        <thead><tr><th scope="col">Template</th><th scope="col">Description</th><th scope="col" class="num">Rules</th></tr></thead>
        <tbody>${templates.map(
          (t) => html`<tr data-template=${str(t.name)}>
            <td><code>${str(t.name)}</code> ${str(t.name) === active ? badge('active', 'info') : nothing}</td>
            <td>${str(t.description)}</td>
            <td class="num">${formatInt(num(t.rules_count))}</td>
          </tr>`,
        )}</tbody></table></div>
      <p class="muted small">Switch the active constitution on the server with <code>svc admin constitution use &lt;template|file&gt;</code>
        (or <code>SVC_CONSTITUTION</code>).</p>`;
  }

  private _renderChecks(list: Json[]): TemplateResult {
    return html`<div class="table-wrap"><table data-testid="constitution-checks">
      <thead><tr><th scope="col">When</th><th scope="col">Query</th><th scope="col">Intent</th>
        <th scope="col">Enforcement</th><th scope="col">Verdict</th><th scope="col">Matched rules</th></tr></thead>
      <tbody>${list.map(
        (r) => html`<tr>
          <td class="nowrap">${timeEl(r.checked_at)}</td>
          <td class="query">${r.query ? str(r.query) : html`<span class="muted">—</span>`}
            ${r.source || r.constitution
              ? html`<div class="muted small">${[str(r.source), str(r.constitution)].filter(Boolean).join(' · ')}</div>`
              : nothing}</td>
          <td><code>${str(r.intent_key, '—')}</code></td>
          <td>${enforcementBadge(str(r.enforcement))}</td>
          <td>${allowedBadge(r)}</td>
          <td>${arr(r.matched_rules).filter(isRecord).map((m) => str(m.name)).join(', ') || html`<span class="muted">none</span>`}</td>
        </tr>`,
      )}</tbody></table></div>`;
  }

  private _renderCheck(r: Json): TemplateResult {
    const matched = arr(r.matched_rules).filter(isRecord);
    return html`<div class="check-result" data-testid="check-result">
      <div class="row">${allowedBadge(r)} ${enforcementBadge(str(r.enforcement))}
        <span class="small">intent <code>${str(r.intent_key, '—')}</code></span>
        <span class="muted small">for “${this._checkedQuery}”</span></div>
      ${matched.length
        ? html`<ul>${matched.map((m) => html`<li>${enforcementBadge(str(m.enforcement))} <strong>${str(m.name)}</strong>${m.reason ? html` — ${str(m.reason)}` : nothing}</li>`)}</ul>`
        : html`<p class="muted small flush">No rule matched; the default enforcement applies.</p>`}
    </div>`;
  }

  private async _submitCheck(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('#check-input')!;
    const query = input.value.trim();
    if (!query) {
      this._checkError = 'Type a query to check.';
      input.focus();
      return;
    }
    this._checking = true;
    this._checkError = '';
    try {
      const result = await api<unknown>('/api/constitution/check', { body: { query } });
      this._check = isRecord(result) ? result : {};
      this._checkedQuery = query;
      void this._checks.refresh();
    } catch (error) {
      this._checkError = `The check failed: ${describeError(error)}`;
    } finally {
      this._checking = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-constitution-view': SvcConstitutionView;
  }
}
