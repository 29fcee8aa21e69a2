import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { api, ApiError } from '../api.ts';
import { arr, isRecord, num, optNum, str, type Json } from '../coerce.ts';
import { formatFraction, formatInt, formatMs, formatTime, formatTimeExact, isoTime } from '../format.ts';
import { addQueryHistory, queryHistory, type QueryHistoryEntry } from '../session-state.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { badge, describeError, emptyState, enforcementBadge, timeEl } from '../components/states.ts';
import '../components/svc-meter.ts';

/** Tiers answered without any model call, shown in green. */
const FREE_TIERS = new Set(['fingerprint_cache', 'intent_cache', 'local']);

/**
 * The query interface (SPEC "What the service does" 1): a prompt box, the pipeline's answer with
 * tier, intent, confidence, verdict, latency and security findings, and this session's history.
 */
@customElement('svc-query-view')
export class SvcQueryView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .result-head { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-bottom: 0.75rem; }
      dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 0 0 0.75rem; align-items: center; }
      dl.facts dt { color: var(--svc-muted); font-size: 0.85rem; }
      dl.facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
      .response { font-family: inherit; font-size: 0.95rem; }
      .security { display: flex; flex-wrap: wrap; gap: 0.5rem; }
      ol.history { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.4rem; }
      ol.history button { width: 100%; text-align: left; display: flex; gap: 0.6rem; align-items: center; flex-wrap: wrap; }
      ol.history button[aria-current='true'] { border-color: var(--svc-accent); }
      ol.history .q { flex: 1 1 12rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
      @media (max-width: 520px) { dl.facts { grid-template-columns: 1fr; } dl.facts dd { margin-bottom: 0.4rem; } }
    `,
  ];

  @state() private _busy = false;
  @state() private _error = '';
  @state() private _selected: QueryHistoryEntry | undefined = queryHistory()[0];
  @state() private _history: readonly QueryHistoryEntry[] = queryHistory();

  override render() {
    return html`
      <h2>Query</h2>
      <form class="panel stack" id="query-form" @submit=${this._submit}>
        <label for="query-input">Ask svc</label>
        <textarea
          id="query-input"
          name="query"
          rows="3"
          required
          maxlength="20000"
          placeholder="e.g. what is 17% of 2,340? · convert 5 km to miles · @agent-name do something"
          aria-describedby="query-hint"
          @keydown=${this._onKeydown}
        ></textarea>
        <div class="row">
          <button type="submit" class="primary" data-testid="query-submit" ?disabled=${this._busy} aria-busy=${this._busy ? 'true' : 'false'}>
            ${this._busy ? 'Running…' : 'Run query'}
          </button>
          <span id="query-hint" class="muted small">Ctrl+Enter sends. The text is scanned and redacted before any cache or model sees it.</span>
        </div>
        ${this._error ? html`<p class="inline-error" role="alert" data-testid="query-error">${this._error}</p>` : nothing}
      </form>
      <section class="spaced" aria-live="polite" aria-label="Result" data-testid="query-result">
        ${this._selected ? this._renderEntry(this._selected) : nothing}
      </section>
      <h3 id="history-heading">This session's queries</h3>
      ${this._history.length === 0
        ? emptyState('No queries yet in this session. Results stay here until you log out or reload.')
        : html`<ol class="history" aria-labelledby="history-heading" data-testid="query-history">
            ${this._history.map(
              (entry) => html`<li>
                <button type="button" aria-current=${entry === this._selected ? 'true' : 'false'} @click=${() => (this._selected = entry)}>
                  <span class="q">${entry.query}</span>
                  ${entry.error ? badge('error', 'danger') : verdictBadge(entry.result)}
                  <span class="muted small"><time datetime=${isoTime(entry.at)}>${formatTime(entry.at)}</time></span>
                </button>
              </li>`,
            )}
          </ol>`}
    `;
  }

  private _renderEntry(entry: QueryHistoryEntry): TemplateResult {
    if (entry.error !== undefined) {
      return html`<div class="panel" data-testid="query-result-error">
        <p class="muted small">${entry.query}</p>
        <p class="inline-error">The query failed: ${entry.error}</p>
      </div>`;
    }
    const r = isRecord(entry.result) ? entry.result : {};
    const tier = str(r.tier, 'unknown');
    const security = isRecord(r.security) ? r.security : {};
    const confidence = num(r.confidence);
    const confirmation = isRecord(r.confirmation) ? r.confirmation : undefined;
    const matched = arr<Json>(r.matched_rules).filter(isRecord);
    return html`<article class="panel" data-testid="query-result-card">
      <div class="result-head">
        ${verdictBadge(r)}
        <span class="badge ${FREE_TIERS.has(tier) ? 'ok' : tier === 'blocked' ? 'danger' : 'info'}" data-testid="query-tier">${tier}</span>
        ${r.svc_mode ? html`<span class="badge neutral" title="svc_mode">${str(r.svc_mode)}</span>` : nothing}
        <span class="muted small" data-testid="query-latency">${formatMs(num(r.latency_ms, Number.NaN))}</span>
        <span class="muted small">· <time datetime=${isoTime(entry.at)}>${formatTimeExact(entry.at)}</time></span>
      </div>
      <dl class="facts">
        <dt>Query</dt><dd>${entry.query}</dd>
        <dt>Intent</dt><dd><code data-testid="query-intent">${str(r.intent_key, '—')}</code></dd>
        <dt>Confidence</dt>
        <dd><svc-meter label="Confidence" .value=${confidence} tone=${confidence >= 0.7 ? 'ok' : confidence >= 0.4 ? 'warn' : 'danger'}></svc-meter></dd>
        <dt>Description</dt><dd data-testid="query-description">${str(r.description, '—')}</dd>
      </dl>
      ${matched.length
        ? html`<p class="small">Matched rules: ${matched.map((m) => html`${enforcementBadge(str(m.enforcement))} <strong>${str(m.name)}</strong>${m.reason ? ` (${str(m.reason)})` : ''} `)}</p>`
        : nothing}
      ${confirmation ? renderConfirmation(confirmation) : nothing}
      <h3>Response</h3>
      ${str(r.response_text) !== ''
        ? html`<pre class="response" data-testid="query-response">${str(r.response_text)}</pre>`
        : html`<p class="muted">No response text.</p>`}
      <h3>Security</h3>
      <div class="security" data-testid="query-security">${securityBadges(security)}</div>
    </article>`;
  }

  private _onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      (event.target as HTMLTextAreaElement).form?.requestSubmit();
    }
  }

  private async _submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this._busy) return;
    const input = this.renderRoot.querySelector<HTMLTextAreaElement>('#query-input')!;
    const query = input.value.trim();
    if (!query) {
      this._error = 'Type a query first.';
      input.focus();
      return;
    }
    this._busy = true;
    this._error = '';
    const at = Date.now();
    try {
      const result = await api<unknown>('/api/query', { body: { query } });
      this._selected = addQueryHistory({ query, at, result });
      input.value = '';
    } catch (error) {
      const message = describeError(error);
      this._error = `The query failed: ${message}`;
      // A 401 ends the session (the shell returns to login and clears the history): keep nothing.
      if (!(error instanceof ApiError && error.status === 401)) this._selected = addQueryHistory({ query, at, error: message });
    } finally {
      this._history = [...queryHistory()];
      this._busy = false;
    }
  }
}

function verdictBadge(result: unknown): TemplateResult {
  const r = isRecord(result) ? result : {};
  if (r.tier === 'confirmation_required' || isRecord(r.confirmation)) return badge('Needs confirmation', 'warn', 'query-verdict');
  return r.allowed === false ? badge('Blocked', 'danger', 'query-verdict') : badge('Allowed', 'ok', 'query-verdict');
}

function securityBadges(security: Json): TemplateResult {
  const credentials = num(security.credentials_found);
  const injection = security.injection_detected === true;
  const confidence = optNum(security.injection_confidence);
  const redacted = security.was_redacted === true;
  const clean = credentials === 0 && !injection && !redacted;
  return html`
    ${clean ? badge('No findings', 'ok') : nothing}
    ${credentials > 0 ? badge(`${formatInt(credentials)} credential${credentials === 1 ? '' : 's'} found`, 'danger') : nothing}
    ${injection
      ? badge(`Prompt injection detected${confidence !== undefined ? ` (${formatFraction(confidence)})` : ''}`, 'danger')
      : !clean
        ? badge('No injection', 'ok')
        : nothing}
    ${redacted ? badge('Input redacted before processing', 'warn') : nothing}
  `;
}

function renderConfirmation(c: Json): TemplateResult {
  const raw = str(c.url ?? c.link ?? c.web_link);
  // Only web links become anchors: a `javascript:` URL from a compromised server must not be clickable.
  const link = /^https?:\/\//i.test(raw) ? raw : '';
  return html`<div class="panel" data-testid="query-confirmation">
    <p><strong>This action needs a confirmation.</strong> ${str(c.description)}</p>
    ${link ? html`<p>Confirm through the link: <a href=${link} rel="noreferrer">${link}</a></p>` : nothing}
    ${c.expires_at !== undefined ? html`<p class="small muted">Expires ${timeEl(c.expires_at)}.</p>` : nothing}
  </div>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-query-view': SvcQueryView;
  }
}
