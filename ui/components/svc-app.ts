import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { api, getToken, setToken, UNAUTHORIZED_EVENT } from '../api.ts';
import { NAV_ITEMS, viewFor, type ViewId } from '../views/registry.ts';
import '../views/login-view.ts';

/**
 * The application shell: the login page until a token is held, then navigation plus the
 * current view. Routes are real paths (`/costs`); the server falls back to index.html for them.
 */
@customElement('svc-app')
export class SvcApp extends LitElement {
  static override styles = css`
    :host { display: block; min-height: 100vh; }
    .shell { display: grid; grid-template-columns: 13rem 1fr; min-height: 100vh; }
    nav { background: var(--svc-surface); border-right: 1px solid var(--svc-border); padding: 1rem 0.5rem; }
    .brand { font-weight: 700; font-size: 1.2rem; padding: 0 0.75rem 1rem; }
    nav a { display: block; padding: 0.45rem 0.75rem; border-radius: 6px; color: var(--svc-text); text-decoration: none; }
    nav a[aria-current='page'] { background: var(--svc-accent); color: var(--svc-accent-text); }
    nav a:focus-visible, button:focus-visible { outline: 2px solid var(--svc-accent); outline-offset: 2px; }
    main { padding: 1.25rem; min-width: 0; }
    .logout { margin: 1rem 0.75rem 0; background: none; border: 1px solid var(--svc-border); color: var(--svc-text);
      border-radius: 6px; padding: 0.4rem 0.75rem; cursor: pointer; font: inherit; }
    @media (max-width: 720px) {
      .shell { grid-template-columns: 1fr; }
      nav { display: flex; flex-wrap: wrap; gap: 0.25rem; border-right: none; border-bottom: 1px solid var(--svc-border); }
      .brand { width: 100%; padding-bottom: 0.5rem; }
      .logout { margin: 0; }
    }
  `;

  @state() private _authed = getToken() !== null;
  @state() private _view: ViewId = viewFromPath(location.pathname);

  private readonly _onUnauthorized = () => {
    this._authed = false;
  };
  private readonly _onPopState = () => {
    this._view = viewFromPath(location.pathname);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener(UNAUTHORIZED_EVENT, this._onUnauthorized);
    window.addEventListener('popstate', this._onPopState);
  }

  override disconnectedCallback(): void {
    window.removeEventListener(UNAUTHORIZED_EVENT, this._onUnauthorized);
    window.removeEventListener('popstate', this._onPopState);
    super.disconnectedCallback();
  }

  override render(): TemplateResult {
    if (!this._authed) return html`<svc-login-view @svc-login=${this._onLogin}></svc-login-view>`;
    return html`
      <div class="shell">
        <nav aria-label="Main">
          <div class="brand">svc</div>
          ${NAV_ITEMS.map(
            (item) => html`<a
              href=${item.path}
              aria-current=${item.id === this._view ? 'page' : 'false'}
              @click=${(event: MouseEvent) => this._navigate(event, item.id, item.path)}
              >${item.label}</a
            >`,
          )}
          <button class="logout" @click=${this._logout}>Log out</button>
        </nav>
        <main>${viewFor(this._view)}</main>
      </div>
    `;
  }

  private _onLogin(): void {
    this._authed = true;
  }

  private _navigate(event: MouseEvent, id: ViewId, path: string): void {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    history.pushState(null, '', path);
    this._view = id;
  }

  private async _logout(): Promise<void> {
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } finally {
      setToken(null);
      this._authed = false;
    }
  }
}

function viewFromPath(path: string): ViewId {
  return NAV_ITEMS.find((item) => item.path === path)?.id ?? 'overview';
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-app': SvcApp;
  }
}
