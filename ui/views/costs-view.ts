import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, isRecord, num, optNum, str, type Json } from '../coerce.ts';
import { formatInt, formatPercent, formatUsd } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { renderResource } from '../components/states.ts';
import type { ChartPoint } from '../components/svc-cost-chart.ts';
import '../components/svc-cost-chart.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The range picker: each maps to `since` (Unix ms) and a chart bucket. */
export const RANGES = [
  { id: '24h', label: '24 hours', ms: DAY, bucket: 'hour' },
  { id: '7d', label: '7 days', ms: 7 * DAY, bucket: 'hour' },
  { id: '30d', label: '30 days', ms: 30 * DAY, bucket: 'day' },
  { id: 'all', label: 'All time', ms: 0, bucket: 'day' },
] as const;
export type RangeId = (typeof RANGES)[number]['id'];

const MAX_FILLED_POINTS = 2000;

/**
 * Turns the breakdown's `series` into chart points with a zero for every empty bucket between the
 * start of the range and now, so a quiet day reads as zero instead of a line drawn across it.
 * Buckets are aligned on the server's own bucket starts.
 */
export function fillSeries(series: unknown, bucket: 'hour' | 'day', since: number | null, now: number): ChartPoint[] {
  const step = bucket === 'hour' ? HOUR : DAY;
  const raw = arr(series)
    .filter(isRecord)
    .map((p: Json) => ({
      t: num(p.bucket_start ?? p.start ?? p.t, Number.NaN),
      spent: num(p.spent_usd),
      saved: num(p.saved_usd),
      calls: optNum(p.calls),
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
  const offset = raw.length ? ((raw[0].t % step) + step) % step : 0;
  const align = (t: number) => Math.floor((t - offset) / step) * step + offset;
  const start = align(since ?? (raw.length ? raw[0].t : now));
  const end = align(now);
  if (end < start || (end - start) / step > MAX_FILLED_POINTS) return raw;
  const byStart = new Map(raw.map((p) => [p.t, p]));
  const points: ChartPoint[] = [];
  for (let t = Math.min(start, raw[0]?.t ?? start); t <= end; t += step) points.push(byStart.get(t) ?? { t, spent: 0, saved: 0, calls: 0 });
  // Points the server placed off the grid (another alignment) are kept rather than dropped.
  const onGrid = new Set(points.map((p) => p.t));
  for (const p of raw) if (!onGrid.has(p.t)) points.push(p);
  return points.sort((a, b) => a.t - b.t);
}

/**
 * Cost tracking: the spec's summary for the chosen range, spend and savings over time, and a
 * per-provider/model table (`GET /api/costs`, `GET /api/costs/breakdown`).
 */
@customElement('svc-costs-view')
export class SvcCostsView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .ranges { display: inline-flex; border: 1px solid var(--svc-border); border-radius: 6px; overflow: hidden; }
      .ranges button { border: none; border-radius: 0; border-right: 1px solid var(--svc-border); }
      .ranges button:last-child { border-right: none; }
      .ranges button[aria-pressed='true'] { background: var(--svc-accent); color: var(--svc-accent-text); }
      .panel { margin-top: 1rem; }
    `,
  ];

  /** Refresh period in ms; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 30_000;
  /** Injected clock, for tests. */
  @property({ attribute: false }) now: () => number = () => Date.now();

  @state() private _range: RangeId = '7d';

  private _since(): number | null {
    const range = RANGES.find((r) => r.id === this._range)!;
    return range.ms ? this.now() - range.ms : null;
  }

  private readonly _summary = new Resource(this, {
    load: (signal) => {
      const since = this._since();
      return api<unknown>(`/api/costs${since === null ? '' : `?since=${since}`}`, { signal });
    },
    pollMs: () => this.pollMs,
    deps: () => [this._range],
  });

  private readonly _breakdown = new Resource(this, {
    load: async (signal) => {
      const since = this._since();
      const bucket = RANGES.find((r) => r.id === this._range)!.bucket;
      const params = new URLSearchParams({ bucket });
      if (since !== null) params.set('since', String(since));
      const raw = await api<unknown>(`/api/costs/breakdown?${params}`, { signal });
      const r = isRecord(raw) ? raw : {};
      return {
        bucket,
        points: fillSeries(r.series, bucket, since, this.now()),
        models: arr(r.by_model).filter(isRecord),
      };
    },
    pollMs: () => this.pollMs,
    deps: () => [this._range],
  });

  override render() {
    return html`
      <div class="toolbar">
        <h2 class="flush">Costs</h2>
        <span class="spacer"></span>
        <div class="ranges" role="group" aria-label="Time range" data-testid="cost-range">
          ${RANGES.map(
            (r) => html`<button type="button" aria-pressed=${r.id === this._range ? 'true' : 'false'} data-range=${r.id}
              @click=${() => (this._range = r.id)}>${r.id === 'all' ? 'All' : r.id}</button>`,
          )}
        </div>
      </div>
      <p class="sr-only" aria-live="polite">Showing ${RANGES.find((r) => r.id === this._range)!.label}.</p>
      ${renderResource(this._summary, {
        what: 'the cost summary',
        ready: (raw) => {
          const s = isRecord(raw) ? raw : {};
          return html`<div class="cards" data-testid="cost-cards">
            ${card('Spent', formatUsd(num(s.total_spent_usd)), 'cost-spent')}
            ${card('Saved by cache', formatUsd(num(s.total_saved_usd)), 'cost-saved')}
            ${card('Savings', formatPercent(num(s.savings_percent)), 'cost-savings')}
            ${card('Model calls', formatInt(num(s.total_llm_calls)), 'cost-calls')}
            ${card('Cache hits', formatInt(num(s.total_cache_hits)), 'cost-hits')}
            ${card('Input tokens', formatInt(num(s.total_input_tokens)), 'cost-input-tokens')}
            ${card('Output tokens', formatInt(num(s.total_output_tokens)), 'cost-output-tokens')}
          </div>`;
        },
      })}
      <section class="panel" aria-labelledby="chart-heading">
        <h3 id="chart-heading" class="flush">Spend and savings over time</h3>
        ${renderResource(this._breakdown, {
          what: 'the cost breakdown',
          isEmpty: (b) => b.points.every((p) => p.spent === 0 && p.saved === 0),
          empty: 'No model calls or cache savings recorded in this range.',
          ready: (b) => html`<svc-cost-chart .points=${b.points} bucket=${b.bucket}></svc-cost-chart>`,
        })}
      </section>
      <section class="panel" aria-labelledby="models-heading">
        <h3 id="models-heading" class="flush">By provider and model</h3>
        ${this._breakdown.loaded
          ? this._breakdown.value!.models.length === 0
            ? html`<p class="state empty" data-state="empty">No model calls in this range.</p>`
            : html`<div class="table-wrap"><table data-testid="cost-models">
                <thead><tr>
                  <th scope="col">Provider</th><th scope="col">Model</th><th scope="col" class="num">Calls</th>
                  <th scope="col" class="num">Input tokens</th><th scope="col" class="num">Output tokens</th>
                  <th scope="col" class="num">Spent</th><th scope="col" class="num">Saved</th>
                </tr></thead>
                <tbody>${this._breakdown.value!.models.map(
                  (m) => html`<tr>
                    <td>${str(m.provider, '—')}</td><td><code>${str(m.model, '—')}</code></td>
                    <td class="num">${formatInt(num(m.calls))}</td>
                    <td class="num">${formatInt(num(m.input_tokens))}</td><td class="num">${formatInt(num(m.output_tokens))}</td>
                    <td class="num">${formatUsd(num(m.spent_usd))}</td><td class="num">${formatUsd(num(m.saved_usd))}</td>
                  </tr>`,
                )}</tbody></table></div>`
          : this._breakdown.error !== undefined
            ? html`<p class="muted small">Unavailable (see above).</p>`
            : nothing}
      </section>
    `;
  }
}

function card(label: string, value: string, testId: string) {
  return html`<div class="card"><div class="label">${label}</div><div class="value" data-testid=${testId}>${value}</div></div>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-costs-view': SvcCostsView;
  }
}
