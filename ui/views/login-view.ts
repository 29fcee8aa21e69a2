import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { api, ApiError, setToken } from '../api.ts';

/**
 * The login form. Exchanges the password for a session token kept in sessionStorage.
 * @fires svc-login - after a successful login
 */
@customElement('svc-login-view')
export class SvcLoginView extends LitElement {
  static override styles = css`
    :host { display: grid; place-items: center; min-height: 100vh; padding: 1rem; box-sizing: border-box; }
    form { background: var(--svc-surface); border: 1px solid var(--svc-border); border-radius: var(--svc-radius);
      padding: 2rem; width: min(22rem, 100%); box-sizing: border-box; display: grid; gap: 0.75rem; }
    h1 { margin: 0 0 0.5rem; font-size: 1.4rem; }
    input { font: inherit; padding: 0.55rem; border: 1px solid var(--svc-border); border-radius: 6px;
      background: var(--svc-bg); color: var(--svc-text); }
    button { font: inherit; padding: 0.55rem; border: none; border-radius: 6px; background: var(--svc-accent);
      color: var(--svc-accent-text); cursor: pointer; }
    button[disabled] { opacity: 0.6; cursor: progress; }
    .error { color: var(--svc-danger); margin: 0; }
  `;

  @state() private _error = '';
  @state() private _busy = false;

  override render() {
    return html`
      <form @submit=${this._submit}>
        <h1>svc dashboard</h1>
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required autofocus />
        ${this._error ? html`<p class="error" role="alert">${this._error}</p>` : null}
        <button type="submit" ?disabled=${this._busy}>${this._busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    `;
  }

  private async _submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('#password');
    const password = input?.value ?? '';
    this._busy = true;
    this._error = '';
    try {
      const { token } = await api<{ token: string }>('/api/auth/login', { body: { password } });
      setToken(token);
      this.dispatchEvent(new CustomEvent('svc-login', { bubbles: true, composed: true }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        this._error = `Too many attempts. Try again in ${error.retryAfter ?? 60} seconds.`;
      } else if (error instanceof ApiError && error.status === 401) {
        this._error = 'Invalid password.';
      } else {
        this._error = error instanceof Error ? error.message : 'Login failed.';
      }
    } finally {
      this._busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-login-view': SvcLoginView;
  }
}
