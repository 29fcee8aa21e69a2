import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, isRecord, num, str, type Json } from '../coerce.ts';
import { formatFraction, formatInt } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { renderResource, timeEl } from '../components/states.ts';
import type { SvcSchedules } from '../components/svc-schedules.ts';
import '../components/svc-chain-run.ts';
import '../components/svc-schedules.ts';

const chainId = (c: Json) => str(c.chain_id ?? c.id);

/**
 * Chains and schedules: stored chains with their trust, hit and success counters, running one with
 * parameters, and the scheduler's jobs (SPEC "Chain record", "Scheduled job").
 */
@customElement('svc-chains-view')
export class SvcChainsView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .run-panel { margin-top: 0.75rem; }
      td.desc { min-width: 12rem; }
      section + section { margin-top: 1.5rem; }
    `,
  ];

  /** Refresh period of the jobs in ms (the chain list refreshes at a quarter of that pace); 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 5000;

  /** Chain whose run form is open. */
  @state() private _open = '';

  private readonly _chains = new Resource(this, {
    load: async (signal) => arr(await api<unknown>('/api/chains', { signal })).filter(isRecord),
    pollMs: () => this.pollMs * 4,
  });

  override render() {
    return html`
      <section aria-labelledby="chains-heading" @svc-chain-ran=${this._onRan}>
        <div class="toolbar">
          <h2 id="chains-heading" class="flush">Chains</h2>
          <span class="spacer"></span>
          <button type="button" class="small" data-testid="refresh" ?disabled=${this._chains.loading} @click=${() => this._chains.refresh()}>Refresh</button>
        </div>
        ${renderResource(this._chains, {
          what: 'the chains',
          isEmpty: (list) => list.length === 0,
          empty: html`No chains stored. Add one with <code>svc admin chain add &lt;file.yaml&gt;</code>.`,
          ready: (list) => this._renderChains(list),
        })}
      </section>
      <section aria-labelledby="schedules-heading">
        <h2 id="schedules-heading">Schedules</h2>
        <svc-schedules
          .chains=${this._chains.value ?? []}
          poll-ms=${this.pollMs}
          @svc-jobs-changed=${() => void this._chains.refresh()}
        ></svc-schedules>
      </section>
    `;
  }

  private _renderChains(list: Json[]): TemplateResult {
    const open = list.find((c) => chainId(c) === this._open);
    return html`<div class="table-wrap"><table data-testid="chain-list">
      <thead><tr><th scope="col">Chain</th><th scope="col">Description</th><th scope="col" class="num">Trust</th>
        <th scope="col" class="num">Hits</th><th scope="col" class="num">Successes</th><th scope="col">Created</th>
        <th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
      <tbody>${list.map((c) => {
        const id = chainId(c);
        const isOpen = this._open === id;
        const hits = num(c.hit_count);
        const successes = num(c.success_count);
        return html`<tr data-testid="chain-row" data-chain-id=${id}>
          <td><strong>${str(c.name, id)}</strong>${str(c.name) && str(c.name) !== id ? html`<div class="muted small mono">${id}</div>` : nothing}</td>
          <td class="desc">${str(c.description)}</td>
          <td class="num">${formatInt(num(c.trust_level))}</td>
          <td class="num">${formatInt(hits)}</td>
          <td class="num">${formatInt(successes)}${hits > 0 ? html`<div class="muted small">${formatFraction(successes / hits)}</div>` : nothing}</td>
          <td class="nowrap">${timeEl(c.created_at)}</td>
          <td><button type="button" class="small" data-testid="chain-run-toggle" aria-expanded=${isOpen ? 'true' : 'false'}
            aria-controls="run-panel" aria-label="${isOpen ? 'Close' : 'Run'} ${str(c.name, id)}"
            @click=${() => this._toggle(isOpen ? '' : id)}>${isOpen ? 'Close' : 'Run…'}</button></td>
        </tr>`;
      })}</tbody></table></div>
      ${open
        ? html`<section class="panel run-panel" id="run-panel" aria-labelledby="run-heading" data-testid="chain-run-panel">
            <div class="toolbar">
              <h3 id="run-heading" class="flush" tabindex="-1">Run ${str(open.name, chainId(open))}</h3>
              <span class="spacer"></span>
              <button type="button" class="small" @click=${() => this._toggle('')}>Close</button>
            </div>
            ${open.description ? html`<p class="muted small">${str(open.description)}</p>` : nothing}
            <svc-chain-run .chain=${open}></svc-chain-run>
          </section>`
        : nothing}`;
  }

  /** Opens (or closes, with '') the run panel and moves focus to it, which matters on a narrow screen. */
  private async _toggle(id: string): Promise<void> {
    this._open = id;
    if (!id) return;
    await this.updateComplete;
    const heading = this.renderRoot.querySelector<HTMLElement>('#run-heading');
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'nearest' });
  }

  private _onRan(): void {
    void this._chains.refresh();
    void this.renderRoot.querySelector<SvcSchedules>('svc-schedules')?.refresh();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-chains-view': SvcChainsView;
  }
}
