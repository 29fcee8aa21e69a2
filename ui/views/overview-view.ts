import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { Task } from '@lit/task';
import { api } from '../api.ts';
import { formatInt, formatPercent, formatUsd } from '../format.ts';

interface CostSummary {
  total_spent_usd: number;
  total_saved_usd: number;
  savings_percent: number;
  total_llm_calls: number;
  total_cache_hits: number;
  total_input_tokens: number;
  total_output_tokens: number;
}

interface Overview {
  total_chains: number;
  total_scheduled_jobs: number;
  total_abilities: number;
  costs: CostSummary;
}

/** The `/api/dashboard` totals and the cost summary at a glance. */
@customElement('svc-overview-view')
export class SvcOverviewView extends LitElement {
  static override styles = css`
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0.75rem; }
    .card { background: var(--svc-surface); border: 1px solid var(--svc-border); border-radius: var(--svc-radius); padding: 0.9rem; }
    .label { color: var(--svc-muted); font-size: 0.85rem; }
    .value { font-size: 1.5rem; font-weight: 600; margin-top: 0.25rem; }
    .error { color: var(--svc-danger); }
  `;

  private readonly _task = new Task(this, {
    task: async (_args, { signal }) => api<Overview>('/api/dashboard', { signal }),
    args: () => [],
  });

  override render() {
    return html`
      <h2>Overview</h2>
      ${this._task.render({
        pending: () => html`<p aria-busy="true">Loading…</p>`,
        error: (error) => html`<p class="error" role="alert">Could not load the overview: ${(error as Error).message}</p>`,
        complete: (data) => html`
          <div class="cards">
            ${card('Chains', formatInt(data.total_chains))}
            ${card('Scheduled jobs', formatInt(data.total_scheduled_jobs))}
            ${card('Abilities', formatInt(data.total_abilities))}
            ${card('Spent', formatUsd(data.costs.total_spent_usd))}
            ${card('Saved by cache', formatUsd(data.costs.total_saved_usd))}
            ${card('Savings', formatPercent(data.costs.savings_percent))}
            ${card('Model calls', formatInt(data.costs.total_llm_calls))}
            ${card('Cache hits', formatInt(data.costs.total_cache_hits))}
          </div>
        `,
      })}
    `;
  }
}

function card(label: string, value: string) {
  return html`<div class="card"><div class="label">${label}</div><div class="value">${value}</div></div>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-overview-view': SvcOverviewView;
  }
}
