import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api, ApiError } from '../api.ts';
import { isRecord, prettyJson, str, type Json } from '../coerce.ts';
import { formatRelative } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { describeError, timeEl } from '../components/states.ts';

type Outcome = { kind: 'confirmed' } | { kind: 'failed'; message: string };

/**
 * The public confirmation page `/confirm/<token>`, reached from a chat link without logging in.
 * It shows what is being confirmed when the server offers it (`GET /api/auth/confirm/{token}`;
 * a server without that route answers 405 and the page simply goes without), and confirms with
 * `POST /api/auth/confirm/{token}`. Neither request carries the dashboard token.
 */
@customElement('svc-confirm-view')
export class SvcConfirmView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host { display: grid; place-items: center; min-height: 100vh; padding: 1rem; }
      .card { background: var(--svc-surface); border: 1px solid var(--svc-border); border-radius: var(--svc-radius);
        padding: 1.75rem; width: min(30rem, 100%); display: grid; gap: 0.9rem; }
      h1 { margin: 0; font-size: 1.35rem; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; margin: 0; }
      dt { color: var(--svc-muted); font-size: 0.9rem; }
      dd { margin: 0; overflow-wrap: anywhere; }
      .outcome { padding: 0.75rem; border-radius: 6px; border: 1px solid currentColor; }
      .actions { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
    `,
  ];

  /** The confirmation token from the URL. */
  @property() token = '';

  @state() private _busy = false;
  @state() private _outcome: Outcome | undefined;

  private readonly _details = new Resource<Json | null>(this, {
    load: async (signal) => {
      if (!this.token) return null;
      try {
        const raw = await api<unknown>(`/api/auth/confirm/${encodeURIComponent(this.token)}`, { signal, anonymous: true });
        return isRecord(raw) ? raw : null;
      } catch (error) {
        // No details route on this server: confirm without them.
        if (error instanceof ApiError && (error.status === 405 || error.status === 501)) return null;
        throw error;
      }
    },
    deps: () => [this.token],
  });

  override render() {
    return html`<main class="card" data-testid="confirm-page">
      <h1>Confirm an action</h1>
      ${!this.token
        ? html`<p class="inline-error" role="alert">This link has no confirmation token.</p>`
        : html`
            ${this._renderDetails()}
            ${this._outcome ? this._renderOutcome(this._outcome) : nothing}
            <div class="actions">
              ${this._outcome?.kind === 'confirmed'
                ? nothing
                : html`<button type="button" class="primary" data-testid="confirm-submit" ?disabled=${this._busy}
                    aria-busy=${this._busy ? 'true' : 'false'} @click=${this._confirm}>${this._busy ? 'Confirming…' : 'Confirm'}</button>`}
              <a href="/">Go to the dashboard</a>
            </div>
            <p class="muted small">A link works once and expires after a few minutes. If you did not ask for this action, do not confirm it.</p>
          `}
    </main>`;
  }

  private _renderDetails(): TemplateResult {
    const d = this._details;
    if (!d.loaded && d.error === undefined) return html`<p class="muted" role="status" data-state="loading">Loading details…</p>`;
    if (d.error !== undefined && !d.loaded) {
      const gone = d.error instanceof ApiError && d.error.status === 404;
      return html`<p class="inline-error" role="alert" data-state="error" data-testid="confirm-details-error">
        ${gone
          ? 'The server does not recognise this link: it may have expired or been used already.'
          : `Could not load the details: ${describeError(d.error)}`}
      </p>`;
    }
    const info = d.value;
    if (!info) return html`<p data-testid="confirm-no-details">Confirming lets the action held by the server run now.</p>`;
    const rule = isRecord(info.rule) ? str(info.rule.name) : str(info.rule ?? info.rule_name);
    const action = info.action;
    return html`<dl data-testid="confirm-details">
      ${rule ? html`<dt>Rule</dt><dd>${rule}</dd>` : nothing}
      ${info.description || typeof action === 'string' ? html`<dt>Action</dt><dd>${str(info.description, str(action))}</dd>` : nothing}
      ${info.created_at !== undefined ? html`<dt>Requested</dt><dd>${timeEl(info.created_at)}</dd>` : nothing}
      ${info.expires_at !== undefined ? html`<dt>Expires</dt><dd>${timeEl(info.expires_at)} (${formatRelative(info.expires_at)})</dd>` : nothing}
      ${info.status ? html`<dt>Status</dt><dd>${str(info.status)}</dd>` : nothing}
      ${action !== undefined && typeof action !== 'string'
        ? html`<dt>Would run</dt><dd><pre>${prettyJson(action)}</pre></dd>`
        : nothing}
    </dl>`;
  }

  private _renderOutcome(outcome: Outcome): TemplateResult {
    return outcome.kind === 'confirmed'
      ? html`<p class="outcome success" role="status" data-testid="confirm-outcome" data-outcome="confirmed">
          Confirmed. The held action runs now; its result appears in the dashboard.</p>`
      : html`<p class="outcome inline-error" role="alert" data-testid="confirm-outcome" data-outcome="failed">${outcome.message}</p>`;
  }

  private async _confirm(): Promise<void> {
    if (this._busy) return;
    this._busy = true;
    try {
      const result = await api<unknown>(`/api/auth/confirm/${encodeURIComponent(this.token)}`, { method: 'POST', anonymous: true });
      this._outcome =
        isRecord(result) && result.confirmed === true
          ? { kind: 'confirmed' }
          : { kind: 'failed', message: 'This confirmation link is unknown, expired or already used.' };
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? 'This confirmation link is unknown, expired or already used.'
          : error instanceof ApiError && error.status === 429
            ? `Too many attempts. Try again in ${error.retryAfter ?? 60} seconds.`
            : `Could not confirm: ${describeError(error)}`;
      this._outcome = { kind: 'failed', message };
    } finally {
      this._busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-confirm-view': SvcConfirmView;
  }
}
