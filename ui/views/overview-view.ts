import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { api } from '../api.ts';
import { isRecord, num } from '../coerce.ts';
import { formatInt, formatPercent, formatUsd } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { renderResource } from '../components/states.ts';

/** The `/api/dashboard` totals and the cost summary at a glance. */
@customElement('svc-overview-view')
export class SvcOverviewView extends LitElement {
  static override styles = sharedStyles;

  /** Refresh period in ms; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 30_000;

  private readonly _overview = new Resource(this, {
    load: async (signal) => {
      const raw = await api<unknown>('/api/dashboard', { signal });
      return isRecord(raw) ? raw : {};
    },
    pollMs: () => this.pollMs,
  });

  override render() {
    return html`
      <h2>Overview</h2>
      ${renderResource(this._overview, {
        what: 'the overview',
        ready: (data) => {
          const costs = isRecord(data.costs) ? data.costs : {};
          return html`
            <div class="cards" data-testid="overview-cards">
              ${card('Chains', formatInt(num(data.total_chains)))}
              ${card('Scheduled jobs', formatInt(num(data.total_scheduled_jobs)))}
              ${card('Abilities', formatInt(num(data.total_abilities)))}
              ${card('Spent', formatUsd(num(costs.total_spent_usd)))}
              ${card('Saved by cache', formatUsd(num(costs.total_saved_usd)))}
              ${card('Savings', formatPercent(num(costs.savings_percent)))}
              ${card('Model calls', formatInt(num(costs.total_llm_calls)))}
              ${card('Cache hits', formatInt(num(costs.total_cache_hits)))}
              ${card('Input tokens', formatInt(num(costs.total_input_tokens)))}
              ${card('Output tokens', formatInt(num(costs.total_output_tokens)))}
            </div>
          `;
        },
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
