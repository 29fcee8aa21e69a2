import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { isRecord, num, str, strings, type Json } from '../coerce.ts';
import { formatFraction, formatInt } from '../format.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { badge, describeError } from '../components/states.ts';

const REDACTION = /\[REDACTED:([^\]\s]+)\]/g;

/** Splits redacted text into plain runs and `[REDACTED:<type>]` markers, in order. */
export function splitRedacted(text: string): Array<{ text: string; type?: string }> {
  const parts: Array<{ text: string; type?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(REDACTION)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], type: match[1] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Counts redaction markers per type; types reported but not redacted (injection) count 0. */
export function findingsByType(typesFound: string[], redacted: string): Array<{ type: string; count: number }> {
  const counts = new Map<string, number>(typesFound.map((t) => [t, 0]));
  for (const part of splitRedacted(redacted)) if (part.type) counts.set(part.type, (counts.get(part.type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/**
 * The security scanner (SPEC "Security scan result"): paste text, see the credentials, personal
 * data and prompt-injection findings by type, and the redacted copy with each replacement marked.
 */
@customElement('svc-security-view')
export class SvcSecurityView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .redacted-text { font-size: 0.9rem; line-height: 1.6; }
      .result { margin-top: 1rem; display: grid; gap: 1rem; }
    `,
  ];

  @state() private _busy = false;
  @state() private _error = '';
  @state() private _result: Json | undefined;
  @state() private _copied = '';

  override render() {
    return html`
      <h2>Security scan</h2>
      <form class="panel stack" id="scan-form" @submit=${this._submit}>
        <label for="scan-input">Text to scan <span class="hint">credentials, personal data and prompt-injection patterns</span></label>
        <textarea id="scan-input" name="text" rows="8" required placeholder="Paste a log excerpt, an e-mail, a prompt…"></textarea>
        <div class="row">
          <button type="submit" class="primary" data-testid="scan-submit" ?disabled=${this._busy} aria-busy=${this._busy ? 'true' : 'false'}>
            ${this._busy ? 'Scanning…' : 'Scan'}
          </button>
          <span class="muted small">The text goes only to this svc server.</span>
        </div>
        ${this._error ? html`<p class="inline-error" role="alert" data-testid="scan-error">${this._error}</p>` : nothing}
      </form>
      <section aria-live="polite" aria-label="Scan result">${this._result ? this._renderResult(this._result) : nothing}</section>
    `;
  }

  private _renderResult(r: Json): TemplateResult {
    const redacted = str(r.redacted);
    const findings = findingsByType(strings(r.types_found), redacted);
    const injection = r.injection_detected === true;
    const total = num(r.credential_count) + num(r.pii_count);
    return html`<div class="result" data-testid="scan-result">
      <div class="cards">
        <div class="card"><div class="label">Credentials</div><div class="value" data-testid="scan-credentials">${formatInt(num(r.credential_count))}</div></div>
        <div class="card"><div class="label">Personal data</div><div class="value" data-testid="scan-pii">${formatInt(num(r.pii_count))}</div></div>
        <div class="card">
          <div class="label">Prompt injection</div>
          <div class="value" data-testid="scan-injection">${injection ? 'Detected' : 'None'}</div>
          ${injection
            ? html`<div class="sub">${str(r.injection_category, 'uncategorised')} · ${formatInt(num(r.injection_match_count))} match(es) ·
                max confidence ${formatFraction(num(r.injection_max_confidence))}</div>`
            : nothing}
        </div>
      </div>
      <div class="panel">
        <h3 class="flush">Findings by type</h3>
        ${findings.length === 0
          ? html`<p data-state="empty">${badge('Clean', 'ok')} No credentials, personal data or injection patterns found.</p>`
          : html`<div class="table-wrap">
              <table data-testid="scan-findings">
                <thead><tr><th scope="col">Type</th><th scope="col" class="num">Redacted occurrences</th></tr></thead>
                <tbody>
                  ${findings.map((f) => html`<tr><td><code>${f.type}</code></td><td class="num">${f.count ? formatInt(f.count) : '—'}</td></tr>`)}
                </tbody>
              </table>
            </div>`}
      </div>
      <div class="panel">
        <div class="toolbar">
          <h3 class="flush">Redacted text</h3>
          <span class="spacer"></span>
          ${total > 0 ? html`<span class="muted small">${formatInt(total)} replacement(s) marked</span>` : nothing}
          <button type="button" class="small" @click=${() => this._copy(redacted)}>Copy</button>
          ${this._copied ? html`<span class="small success" role="status">${this._copied}</span>` : nothing}
        </div>
        <pre class="redacted-text" data-testid="scan-redacted">${splitRedacted(redacted).map((part) =>
          part.type ? html`<mark class="redacted" title="Redacted ${part.type}">${part.text}</mark>` : part.text,
        )}</pre>
      </div>
    </div>`;
  }

  private async _copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this._copied = 'Copied.';
    } catch {
      this._copied = 'Copy is not available here; select the text instead.';
    }
  }

  private async _submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const input = this.renderRoot.querySelector<HTMLTextAreaElement>('#scan-input')!;
    if (!input.value.trim()) {
      this._error = 'Paste some text to scan.';
      input.focus();
      return;
    }
    this._busy = true;
    this._error = '';
    this._copied = '';
    try {
      const result = await api<unknown>('/api/security/scan', { body: { text: input.value } });
      this._result = isRecord(result) ? result : {};
    } catch (error) {
      this._error = `The scan failed: ${describeError(error)}`;
    } finally {
      this._busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-security-view': SvcSecurityView;
  }
}
