import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { formatFraction } from '../format.ts';

/**
 * A horizontal bar for a fraction in [0, 1] (a confidence, a share of traffic), exposed to
 * assistive technology as an ARIA meter with its percentage as text.
 */
@customElement('svc-meter')
export class SvcMeter extends LitElement {
  static override styles = css`
    :host { display: flex; align-items: center; gap: 0.5rem; min-width: 6rem; }
    .track { flex: 1; height: 0.55rem; border-radius: 999px; background: var(--svc-border); overflow: hidden; min-width: 3rem; }
    .fill { height: 100%; border-radius: 999px; background: var(--svc-accent); }
    :host([tone='ok']) .fill { background: var(--svc-ok); }
    :host([tone='warn']) .fill { background: var(--svc-warn); }
    :host([tone='danger']) .fill { background: var(--svc-danger); }
    .text { font-variant-numeric: tabular-nums; font-size: 0.85rem; min-width: 3.2rem; text-align: right; }
  `;

  /** The fraction shown, clamped to [0, 1]. */
  @property({ type: Number }) value = 0;
  /** Accessible name, e.g. "Confidence". */
  @property() label = '';
  /** Colour of the bar: `accent` (default), `ok`, `warn`, `danger`. */
  @property({ reflect: true }) tone: 'accent' | 'ok' | 'warn' | 'danger' = 'accent';

  override render() {
    const v = Number.isFinite(this.value) ? Math.min(1, Math.max(0, this.value)) : 0;
    const text = formatFraction(v);
    return html`<div
        class="track"
        role="meter"
        aria-label=${this.label}
        aria-valuemin="0"
        aria-valuemax="1"
        aria-valuenow=${String(v)}
        aria-valuetext=${text}
      >
        <div class="fill" style=${styleMap({ width: `${v * 100}%` })}></div>
      </div>
      <span class="text" aria-hidden="true">${text}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-meter': SvcMeter;
  }
}
