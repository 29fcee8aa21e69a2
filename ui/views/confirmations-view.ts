import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, isRecord, prettyJson, str, type Json } from '../coerce.ts';
import { formatRelative, toDate } from '../format.ts';
import { navigate } from '../navigation.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { badge, describeError, renderResource, timeEl } from '../components/states.ts';

/** The token of a pasted confirmation link (`…/confirm/<token>`) or of a bare token; '' if neither. */
export function tokenFromLink(text: string): string {
  const trimmed = text.trim();
  const fromUrl = /\/confirm\/([A-Za-z0-9_~.%-]+)\/?(?:[?#].*)?$/.exec(trimmed);
  if (fromUrl) return decodeURIComponent(fromUrl[1]);
  return /^[A-Za-z0-9_-]{16,}$/.test(trimmed) ? trimmed : '';
}

/**
 * Pending confirmations: actions held by a `Confirm` rule, with what they would run and when they
 * expire. Confirming needs the one-time link (the server keeps only a hash of its token), so here
 * they can be rejected, or a received link pasted to open its confirmation page.
 */
@customElement('svc-confirmations-view')
export class SvcConfirmationsView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      ul.list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
      .item header { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
      .item h3 { margin: 0; font-size: 1rem; }
      .item p { margin: 0.4rem 0; }
      .meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; font-size: 0.85rem; color: var(--svc-muted); }
      .open-link { margin-top: 1.5rem; }
    `,
  ];

  /** Refresh period in ms; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 5000;

  @state() private _pending: Record<string, boolean> = {};
  @state() private _errors: Record<string, string> = {};
  @state() private _linkError = '';

  private readonly _items = new Resource(this, {
    load: async (signal) => arr(await api<unknown>('/api/confirmations?status=pending', { signal })).filter(isRecord),
    pollMs: () => this.pollMs,
  });

  override render() {
    return html`
      <div class="toolbar">
        <h2 class="flush">Confirmations</h2>
        <span class="spacer"></span>
        <button type="button" class="small" data-testid="refresh" ?disabled=${this._items.loading} @click=${() => this._items.refresh()}>Refresh</button>
      </div>
      <p class="muted small">Actions held by a <strong>Confirm</strong> rule wait here until someone opens their one-time link
        (sent with the query result or to the chat channel) and confirms, or until they expire.</p>
      ${renderResource(this._items, {
        what: 'the pending confirmations',
        isEmpty: (list) => list.length === 0,
        empty: 'Nothing is waiting for a confirmation.',
        ready: (list) => html`<ul class="list" data-testid="confirmation-list">${list.map((c) => this._renderItem(c))}</ul>`,
      })}
      <form class="panel stack open-link" id="open-link-form" @submit=${this._openLink}>
        <label for="confirm-link">Have a confirmation link? <span class="hint">paste it to review and confirm</span></label>
        <div class="row">
          <input id="confirm-link" class="grow" type="text" autocomplete="off" placeholder="http://127.0.0.1:8919/confirm/…" />
          <button type="submit">Open</button>
        </div>
        ${this._linkError ? html`<p class="inline-error" role="alert">${this._linkError}</p>` : nothing}
      </form>
    `;
  }

  private _renderItem(c: Json): TemplateResult {
    const id = str(c.id);
    const pending = this._pending[id] === true;
    const expires = toDate(c.expires_at);
    const action = c.action;
    const description = str(c.description, typeof action === 'string' ? action : '');
    const rule = isRecord(c.rule) ? str(c.rule.name) : str(c.rule ?? c.rule_name);
    return html`<li class="panel item" data-testid="confirmation" data-confirmation-id=${id}>
      <header>
        <h3>${rule ? html`Rule <strong>${rule}</strong>` : 'Confirmation'}</h3>
        ${badge(str(c.status, 'pending'), 'warn')}
      </header>
      ${description ? html`<p data-testid="confirmation-description">${description}</p>` : nothing}
      ${action !== undefined && typeof action !== 'string'
        ? html`<details><summary>What it would run</summary><pre>${prettyJson(action)}</pre></details>`
        : nothing}
      <div class="meta">
        <span>Requested ${timeEl(c.created_at)}</span>
        ${expires ? html`<span>Expires ${timeEl(c.expires_at)} (${formatRelative(expires)})</span>` : nothing}
        ${c.agent_id ? html`<span>Agent <code>${str(c.agent_id)}</code></span>` : nothing}
      </div>
      <div class="row">
        <button type="button" class="danger small" data-testid="confirmation-reject" ?disabled=${pending} aria-busy=${pending ? 'true' : 'false'}
          aria-label="Reject confirmation ${rule || id}" @click=${() => this._reject(id)}>${pending ? 'Rejecting…' : 'Reject'}</button>
      </div>
      ${this._errors[id] ? html`<p class="inline-error" role="alert" data-testid="confirmation-error">${this._errors[id]}</p>` : nothing}
    </li>`;
  }

  private async _reject(id: string): Promise<void> {
    if (this._pending[id]) return;
    this._pending = { ...this._pending, [id]: true };
    this._errors = { ...this._errors, [id]: '' };
    try {
      await api(`/api/confirmations/${encodeURIComponent(id)}/reject`, { method: 'POST' });
      if (this._items.value) this._items.value = this._items.value.filter((c) => str(c.id) !== id);
    } catch (error) {
      this._errors = { ...this._errors, [id]: `Could not reject: ${describeError(error, 'unknown or already settled')}` };
    } finally {
      this._pending = { ...this._pending, [id]: false };
    }
    await this._items.refresh();
  }

  private _openLink(event: SubmitEvent): void {
    event.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('#confirm-link')!;
    const token = tokenFromLink(input.value);
    if (!token) {
      this._linkError = 'That does not look like a confirmation link (…/confirm/<token>).';
      return;
    }
    this._linkError = '';
    navigate(`/confirm/${encodeURIComponent(token)}`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-confirmations-view': SvcConfirmationsView;
  }
}
