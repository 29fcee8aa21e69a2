import { LitElement, css, html, svg, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatInt, formatUsd } from '../format.ts';

/** One bucket of the chart: start time (Unix ms) and the USD spent and saved in it. */
export interface ChartPoint {
  t: number;
  spent: number;
  saved: number;
  calls?: number;
}

const W = 1000;
const H = 300;
const TOP = 12;

/**
 * Spend and savings over time as two lines in plain SVG (no charting dependency). The SVG is
 * stretched to the container's width (`preserveAspectRatio="none"`, strokes kept thin with
 * `non-scaling-stroke`) and the axis labels are HTML, so text stays readable from 375 px up.
 * Each bucket has a hover title, and a data table is available for screen readers and keyboards.
 */
@customElement('svc-cost-chart')
export class SvcCostChart extends LitElement {
  static override styles = css`
    :host { display: block; }
    .muted { color: var(--svc-muted); }
    .frame { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem; }
    .yaxis { display: flex; flex-direction: column; justify-content: space-between; font-size: 0.75rem; color: var(--svc-muted);
      text-align: right; height: 12rem; font-variant-numeric: tabular-nums; }
    svg { width: 100%; height: 12rem; display: block; background: var(--svc-bg); border-radius: 6px; }
    .grid { stroke: var(--svc-border); stroke-width: 1; }
    .spent-area { fill: color-mix(in srgb, var(--svc-accent) 16%, transparent); stroke: none; }
    .spent { fill: none; stroke: var(--svc-accent); stroke-width: 2; }
    .saved { fill: none; stroke: var(--svc-ok); stroke-width: 2; stroke-dasharray: 6 4; }
    .hit { fill: transparent; }
    .hit:hover { fill: color-mix(in srgb, var(--svc-text) 8%, transparent); }
    .xaxis { grid-column: 2; display: flex; justify-content: space-between; font-size: 0.75rem; color: var(--svc-muted); gap: 0.5rem; }
    .legend { display: flex; flex-wrap: wrap; gap: 1rem; font-size: 0.85rem; margin-top: 0.5rem; }
    .swatch { display: inline-block; width: 1.2rem; height: 0; border-top: 3px solid var(--svc-accent); vertical-align: middle; margin-right: 0.3rem; }
    .swatch.saved-swatch { border-top: 3px dashed var(--svc-ok); }
    details { margin-top: 0.5rem; }
    summary { cursor: pointer; color: var(--svc-accent); font-size: 0.85rem; }
    summary:focus-visible { outline: 2px solid var(--svc-accent); outline-offset: 2px; }
    .table-wrap { max-height: 16rem; overflow: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.85rem; }
    th, td { padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--svc-border); text-align: right; }
    th:first-child, td:first-child { text-align: left; }
  `;

  /** Buckets in time order. */
  @property({ attribute: false }) points: ChartPoint[] = [];
  /** Bucket width, which decides how the time axis is labelled. */
  @property() bucket: 'hour' | 'day' = 'day';

  override render() {
    const points = this.points;
    if (points.length === 0) return html`<p class="muted">No data in this range.</p>`;
    const max = Math.max(0, ...points.map((p) => Math.max(p.spent, p.saved)));
    const scale = max > 0 ? max : 1;
    const n = points.length;
    const x = (i: number) => (n === 1 ? W / 2 : (i / (n - 1)) * W);
    const y = (v: number) => H - (v / scale) * (H - TOP);
    const line = (key: 'spent' | 'saved') =>
      n === 1
        ? `M0,${y(points[0][key])} L${W},${y(points[0][key])}`
        : points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(2)},${y(p[key]).toFixed(2)}`).join(' ');
    const area = `${line('spent')} L${n === 1 ? W : x(n - 1)},${H} L0,${H} Z`;
    const slot = n === 1 ? W : W / (n - 1);
    const totalSpent = points.reduce((s, p) => s + p.spent, 0);
    const totalSaved = points.reduce((s, p) => s + p.saved, 0);
    const label = `Spend and savings over time: ${formatUsd(totalSpent)} spent and ${formatUsd(totalSaved)} saved across ${formatInt(n)} ${this.bucket === 'hour' ? 'hours' : 'days'}.`;
    const mid = points[Math.floor((n - 1) / 2)];
    return html`
      <div class="frame">
        <div class="yaxis" aria-hidden="true">
          <span>${formatUsd(max)}</span><span>${formatUsd(max / 2)}</span><span>${formatUsd(0)}</span>
        </div>
        <svg viewBox="0 0 ${W} ${H}" preserveAspectRatio="none" role="img" aria-label=${label} data-testid="cost-chart">
          ${[0, 0.5, 1].map((f) => svg`<line class="grid" x1="0" x2=${W} y1=${y(scale * f)} y2=${y(scale * f)} vector-effect="non-scaling-stroke"></line>`)}
          <path class="spent-area" d=${area}></path>
          <path class="spent" d=${line('spent')} vector-effect="non-scaling-stroke" data-series="spent"></path>
          <path class="saved" d=${line('saved')} vector-effect="non-scaling-stroke" data-series="saved"></path>
          ${points.map(
            (p, i) => svg`<rect class="hit" x=${Math.max(0, x(i) - slot / 2)} y="0" width=${slot} height=${H}>
              <title>${this._label(p.t)}: ${formatUsd(p.spent)} spent, ${formatUsd(p.saved)} saved${p.calls !== undefined ? `, ${formatInt(p.calls)} calls` : ''}</title>
            </rect>`,
          )}
        </svg>
        <div class="xaxis" aria-hidden="true">
          <span>${this._label(points[0].t)}</span>
          ${n > 2 ? html`<span>${this._label(mid.t)}</span>` : nothing}
          ${n > 1 ? html`<span>${this._label(points[n - 1].t)}</span>` : nothing}
        </div>
      </div>
      <div class="legend">
        <span><span class="swatch"></span>Spent</span>
        <span><span class="swatch saved-swatch"></span>Saved by cache</span>
      </div>
      <details>
        <summary>Show data table</summary>
        <div class="table-wrap">
          <table>
            <thead><tr><th scope="col">${this.bucket === 'hour' ? 'Hour' : 'Day'}</th><th scope="col">Spent</th><th scope="col">Saved</th></tr></thead>
            <tbody>
              ${points
                .filter((p) => p.spent !== 0 || p.saved !== 0)
                .map((p) => html`<tr><td>${this._label(p.t)}</td><td>${formatUsd(p.spent)}</td><td>${formatUsd(p.saved)}</td></tr>`)}
            </tbody>
          </table>
        </div>
      </details>
    `;
  }

  private _label(t: number): string {
    const date = new Date(t);
    return this.bucket === 'hour'
      ? date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
      : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: '2-digit' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-cost-chart': SvcCostChart;
  }
}
