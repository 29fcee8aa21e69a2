import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, isRecord, optNum, prettyJson, str, type Json } from '../coerce.ts';
import { formatMs, toDate } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { badge, errorState, loadingState, renderResource, timeEl } from '../components/states.ts';
import { outcomeKind } from '../components/svc-chain-run.ts';
import { tabList, tabPanel } from '../components/tabs.ts';

const TABS = [
  { id: 'receipts', label: 'Ability receipts' },
  { id: 'runs', label: 'Chain runs' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const LIMITS = [50, 100, 200] as const;
const RUN_LIMIT = 50;
/** Key of the all-chains run list. */
const ALL = '*';

/** Keys a receipt or run shows in its expanded details, beyond the table's columns. */
function detailFields(record: Json, skip: readonly string[]): Array<[string, unknown]> {
  return Object.entries(record).filter(([k, v]) => !skip.includes(k) && v !== null && v !== undefined && v !== '');
}

function detailsBlock(record: Json, skip: readonly string[]): TemplateResult {
  const fields = detailFields(record, skip);
  if (fields.length === 0) return html``;
  return html`<details><summary>Details</summary>
    <dl class="kv">${fields.map(([k, v]) => html`<dt>${k}</dt><dd>${typeof v === 'object' ? html`<pre>${prettyJson(v)}</pre>` : html`<code>${String(v)}</code>`}</dd>`)}</dl>
  </details>`;
}

/**
 * Receipts and run history: every ability invocation's execution receipt (outcome, duration,
 * tamper-evident hash) and the run history of each chain, newest first.
 */
@customElement('svc-receipts-view')
export class SvcReceiptsView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      dl.kv { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 0.75rem; margin: 0; font-size: 0.82rem; }
      dl.kv dt { color: var(--svc-muted); }
      dl.kv dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
      td.details { min-width: 10rem; max-width: 28rem; }
    `,
  ];

  /** Refresh period in ms; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 10_000;

  @state() private _tab: TabId = 'receipts';
  @state() private _limit: number = LIMITS[0];
  /** Chain whose runs are shown; '' = every chain. */
  @state() private _chain = '';

  private readonly _receipts = new Resource(this, {
    load: async (signal) => arr(await api<unknown>(`/api/receipts?limit=${this._limit}`, { signal })).filter(isRecord),
    pollMs: () => (this._tab === 'receipts' ? this.pollMs : 0),
    deps: () => [this._limit, this._tab],
  });

  private readonly _chains = new Resource(this, {
    load: async (signal) => arr(await api<unknown>('/api/chains', { signal })).filter(isRecord),
  });

  /** Runs of the chosen chain, or of every chain (`GET /api/chains/runs`) when none is chosen. */
  private readonly _runs = new Resource(this, {
    load: async (signal) => {
      const key = this._chain || ALL;
      // Nothing to fetch until the runs tab is open.
      if (this._tab !== 'runs') return { key: '', runs: [] as Json[] };
      const path = this._chain ? `/api/chains/${encodeURIComponent(this._chain)}/runs` : '/api/chains/runs';
      const runs = arr(await api<unknown>(`${path}?limit=${RUN_LIMIT}`, { signal })).filter(isRecord);
      return { key, runs };
    },
    pollMs: () => (this._tab === 'runs' ? this.pollMs : 0),
    deps: () => [this._chain, this._tab],
  });

  override render() {
    return html`
      <h2>Receipts and runs</h2>
      ${tabList('history', 'History', TABS, this._tab, (id) => (this._tab = id as TabId))}
      ${tabPanel('history', this._tab, this._tab === 'receipts' ? this._renderReceiptsTab() : this._renderRunsTab())}
    `;
  }

  private _renderReceiptsTab(): TemplateResult {
    return html`
      <div class="toolbar">
        <label for="receipt-limit">Show</label>
        <select id="receipt-limit" .value=${String(this._limit)} @change=${(e: Event) => (this._limit = Number((e.target as HTMLSelectElement).value))}>
          ${LIMITS.map((n) => html`<option value=${n} ?selected=${n === this._limit}>${n} most recent</option>`)}
        </select>
        <span class="spacer"></span>
        <button type="button" class="small" data-testid="refresh" ?disabled=${this._receipts.loading} @click=${() => this._receipts.refresh()}>Refresh</button>
      </div>
      ${renderResource(this._receipts, {
        what: 'the receipts',
        isEmpty: (list) => list.length === 0,
        empty: 'No ability has run yet.',
        ready: (list) => html`<div class="table-wrap"><table data-testid="receipt-list">
          <thead><tr><th scope="col">When</th><th scope="col">Ability</th><th scope="col">Source</th><th scope="col">Outcome</th>
            <th scope="col" class="num">Duration</th><th scope="col">Details</th></tr></thead>
          <tbody>${list.map((r) => {
            const outcome = str(r.outcome ?? r.status, '—');
            return html`<tr data-testid="receipt">
              <td class="nowrap">${timeEl(r.created_at ?? r.started_at)}</td>
              <td><code>${str(r.ability, '—')}</code></td>
              <td>${str(r.source, '—')}</td>
              <td>${badge(outcome, outcomeKind(outcome))}${r.error ? html`<div class="inline-error">${str(r.error)}</div>` : nothing}</td>
              <td class="num">${formatMs(optNum(r.duration_ms) ?? Number.NaN)}</td>
              <td class="details">${detailsBlock(r, ['ability', 'source', 'outcome', 'status', 'duration_ms', 'created_at', 'started_at', 'error'])}</td>
            </tr>`;
          })}</tbody></table></div>`,
      })}
    `;
  }

  private _renderRunsTab(): TemplateResult {
    const chains = this._chains.value ?? [];
    const key = this._chain || ALL;
    const runs = this._runs;
    return html`
      <div class="toolbar">
        <label for="run-chain">Chain</label>
        <select id="run-chain" @change=${(e: Event) => (this._chain = (e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${this._chain === ''}>All chains</option>
          ${chains.map((c) => {
            const id = str(c.chain_id ?? c.id);
            return html`<option value=${id} ?selected=${id === this._chain}>${str(c.name, id)}</option>`;
          })}
        </select>
        <span class="spacer"></span>
        <button type="button" class="small" ?disabled=${runs.loading} @click=${() => runs.refresh()}>Refresh</button>
      </div>
      ${runs.value?.key !== key
        ? runs.error !== undefined && !runs.loading
          ? errorState(runs.error, 'the run history', () => void runs.refresh())
          : loadingState('the run history')
        : renderResource(runs, {
            what: 'the run history',
            isEmpty: (v) => v.runs.length === 0,
            empty: this._chain ? 'This chain has not run yet.' : 'No chain has run yet.',
            ready: ({ runs: list }) => this._renderRuns(list, !this._chain),
          })}
    `;
  }

  private _renderRuns(runs: Json[], showChain: boolean): TemplateResult {
    const names = new Map((this._chains.value ?? []).map((c) => [str(c.chain_id ?? c.id), str(c.name)]));
    return html`<div class="table-wrap"><table data-testid="run-list">
      <thead><tr><th scope="col">Started</th>${showChain ? html`<th scope="col">Chain</th>` : nothing}<th scope="col">Outcome</th>
        <th scope="col" class="num">Duration</th><th scope="col">Trigger</th><th scope="col">Details</th></tr></thead>
      <tbody>${runs.map((r) => {
        const outcome = str(r.status ?? r.outcome, r.error ? 'failed' : '—');
        const started = r.started_at ?? r.created_at;
        const startedAt = toDate(started)?.getTime();
        const finishedAt = toDate(r.finished_at)?.getTime();
        const duration = optNum(r.duration_ms) ?? (startedAt !== undefined && finishedAt !== undefined ? finishedAt - startedAt : undefined);
        const chainId = str(r.chain_id);
        const trigger = str(r.trigger ?? r.source, r.agent_id ? 'agent' : r.job_id ? 'schedule' : '—');
        return html`<tr data-testid="run">
          <td class="nowrap">${timeEl(started)}</td>
          ${showChain ? html`<td>${names.get(chainId) || chainId || '—'}</td>` : nothing}
          <td>${badge(outcome, outcomeKind(outcome))}${r.error ? html`<div class="inline-error">${prettyJson(r.error)}</div>` : nothing}</td>
          <td class="num">${formatMs(duration ?? Number.NaN)}</td>
          <td>${trigger}${r.agent_id ? html`<div class="muted small">${str(r.agent_id)}</div>` : nothing}</td>
          <td class="details">${detailsBlock(r, ['status', 'outcome', 'started_at', 'created_at', 'duration_ms', 'error', 'trigger', 'source', 'chain_id', 'agent_id'])}</td>
        </tr>`;
      })}</tbody></table></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-receipts-view': SvcReceiptsView;
  }
}
