import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, firstNum, isRecord, num, optNum, str, type Json } from '../coerce.ts';
import { formatFraction, formatInt, formatUsd } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { renderResource } from '../components/states.ts';
import '../components/svc-meter.ts';

export interface CacheStats {
  /** Fraction in [0, 1]. */
  hitRate: number;
  totalEntries: number;
  hits: number | undefined;
  misses: number | undefined;
  savings: number;
  tiers: Array<{ tier: string; count: number; share: number; entries?: number }>;
  topIntents: Array<{ intent: string; hits: number; queries?: number }>;
}

/**
 * Reads `GET /api/cache/stats` tolerantly: `hit_rate` may be a fraction or a percentage (hits and
 * misses, when present, decide), `by_tier` values may be numbers or objects with a count.
 */
export function normalizeCacheStats(raw: unknown): CacheStats {
  const r = isRecord(raw) ? raw : {};
  const hits = optNum(r.hits);
  const misses = optNum(r.misses);
  let hitRate: number;
  if (hits !== undefined && misses !== undefined && hits + misses > 0) hitRate = hits / (hits + misses);
  else {
    const rate = num(r.hit_rate);
    hitRate = rate > 1 ? rate / 100 : rate;
  }
  const byTier = isRecord(r.by_tier) ? r.by_tier : {};
  const counts = Object.entries(byTier).map(([tier, value]) => ({
    tier,
    count: isRecord(value) ? firstNum(value, ['queries', 'count', 'total', 'hits', 'answered']) ?? 0 : num(value),
    entries: isRecord(value) ? optNum(value.entries) : undefined,
  }));
  const sum = counts.reduce((s, c) => s + c.count, 0);
  const tiers = counts.map((c) => ({ ...c, share: sum > 0 ? c.count / sum : 0 })).sort((a, b) => b.count - a.count);
  const topIntents = arr(r.top_intents)
    .filter(isRecord)
    .map((i: Json) => ({
      intent: str(i.intent_key ?? i.intent ?? i.key, '?'),
      hits: firstNum(i, ['cache_hits', 'hits', 'hit_count', 'count']) ?? 0,
      queries: optNum(i.queries),
    }));
  return {
    hitRate: Math.min(1, Math.max(0, hitRate)),
    totalEntries: num(r.total_entries),
    hits,
    misses,
    savings: num(r.estimated_savings_usd),
    tiers,
    topIntents,
  };
}

/**
 * Cache statistics (SPEC "What the service does" 7): hit rate, cached entries, estimated savings
 * against model calls, how queries split across tiers and the most-hit intents.
 */
@customElement('svc-cache-view')
export class SvcCacheView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .split { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; margin-top: 1rem; }
      td svc-meter { min-width: 6.5rem; }
    `,
  ];

  /** Refresh period in ms; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 15_000;

  private readonly _stats = new Resource(this, {
    load: async (signal) => normalizeCacheStats(await api<unknown>('/api/cache/stats', { signal })),
    pollMs: () => this.pollMs,
  });

  override render() {
    return html`
      <div class="toolbar">
        <h2 class="flush">Cache</h2>
        <span class="spacer"></span>
        <button type="button" class="small" data-testid="refresh" ?disabled=${this._stats.loading} @click=${() => this._stats.refresh()}>Refresh</button>
      </div>
      ${renderResource(this._stats, {
        what: 'the cache statistics',
        ready: (s) => html`
          <div class="cards" data-testid="cache-cards">
            <div class="card">
              <div class="label">Hit rate</div>
              <div class="value" data-testid="cache-hit-rate">${formatFraction(s.hitRate)}</div>
              ${s.hits !== undefined && s.misses !== undefined
                ? html`<div class="sub">${formatInt(s.hits)} hits · ${formatInt(s.misses)} misses</div>`
                : nothing}
            </div>
            <div class="card"><div class="label">Cached entries</div><div class="value" data-testid="cache-entries">${formatInt(s.totalEntries)}</div>
              <div class="sub">answers and chain templates</div></div>
            <div class="card"><div class="label">Estimated savings</div><div class="value" data-testid="cache-savings">${formatUsd(s.savings)}</div>
              <div class="sub">model calls not made</div></div>
          </div>
          <div class="split">
            <div>
              <h3>Queries by tier</h3>
              ${s.tiers.length === 0
                ? html`<p class="state empty" data-state="empty">No queries answered yet.</p>`
                : html`<div class="table-wrap"><table data-testid="cache-tiers">
                    <thead><tr><th scope="col">Tier</th><th scope="col" class="num">Queries</th><th scope="col">Share</th></tr></thead>
                    <tbody>${s.tiers.map(
                      (t) => html`<tr><td><code>${t.tier}</code>${t.entries !== undefined ? html`<div class="muted small">${formatInt(t.entries)} entries</div>` : nothing}</td>
                        <td class="num">${formatInt(t.count)}</td>
                        <td><svc-meter label="Share of ${t.tier}" .value=${t.share}></svc-meter></td></tr>`,
                    )}</tbody></table></div>`}
            </div>
            <div>
              <h3>Top intents</h3>
              ${s.topIntents.length === 0
                ? html`<p class="state empty" data-state="empty">No cache hits yet.</p>`
                : html`<div class="table-wrap"><table data-testid="cache-intents">
                    <thead><tr><th scope="col">Intent</th><th scope="col" class="num">Queries</th><th scope="col" class="num">Cache hits</th>
                      <th scope="col" class="num">Hit rate</th></tr></thead>
                    <tbody>${s.topIntents.map(
                      (i) => html`<tr><td><code>${i.intent}</code></td>
                        <td class="num">${i.queries !== undefined ? formatInt(i.queries) : '—'}</td>
                        <td class="num">${formatInt(i.hits)}</td>
                        <td class="num">${i.queries ? formatFraction(i.hits / i.queries) : '—'}</td></tr>`,
                    )}</tbody>
                  </table></div>`}
            </div>
          </div>
        `,
      })}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-cache-view': SvcCacheView;
  }
}
