import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { api, getToken, setToken, UNAUTHORIZED_EVENT } from '../api.ts';
import { clearSessionState } from '../session-state.ts';
import { NAV_ITEMS, confirmTokenFromPath, viewFor, viewFromPath } from '../views/registry.ts';
import '../views/login-view.ts';
import '../views/confirm-view.ts';

/**
 * The application shell: the login page until a token is held, then navigation plus the
 * current view. Routes are real paths (`/costs`); the server falls back to index.html for them.
 * `/confirm/<token>` is public: it shows the confirmation page with or without a session.
 */
@customElement('svc-app')
export class SvcApp extends LitElement {
  static override styles = css`
    :host { display: block; min-height: 100vh; }
    .skip { position: absolute; left: 0.5rem; top: -3rem; z-index: 10; background: var(--svc-accent); color: var(--svc-accent-text);
      padding: 0.5rem 0.75rem; border-radius: 6px; }
    .skip:focus { top: 0.5rem; }
    .shell { display: grid; grid-template-columns: 13rem minmax(0, 1fr); min-height: 100vh; }
    .side { background: var(--svc-surface); border-right: 1px solid var(--svc-border); padding: 1rem 0.5rem; }
    .top { display: flex; align-items: center; justify-content: space-between; padding: 0 0.75rem 1rem; }
    .brand { font-weight: 700; font-size: 1.2rem; }
    .menu { display: none; }
    nav a { display: block; padding: 0.45rem 0.75rem; border-radius: 6px; color: var(--svc-text); text-decoration: none; }
    nav a:hover { background: var(--svc-bg); }
    nav a[aria-current='page'] { background: var(--svc-accent); color: var(--svc-accent-text); }
    a:focus-visible, button:focus-visible, main:focus-visible { outline: 2px solid var(--svc-accent); outline-offset: 2px; }
    main { padding: 1.25rem; min-width: 0; outline: none; }
    button { font: inherit; background: none; border: 1px solid var(--svc-border); color: var(--svc-text);
      border-radius: 6px; padding: 0.4rem 0.75rem; cursor: pointer; }
    .logout { margin: 1rem 0.75rem 0; }
    @media (max-width: 720px) {
      .shell { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto 1fr; }
      .side { border-right: none; border-bottom: 1px solid var(--svc-border); padding: 0.5rem; }
      .top { padding: 0.25rem 0.5rem; }
      .menu { display: inline-block; }
      nav { display: none; padding-top: 0.5rem; }
      nav.open { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.25rem; }
      .logout { margin: 0.25rem 0 0; }
      main { padding: 0.75rem; }
    }
  `;

  @state() private _authed = getToken() !== null;
  @state() private _path = location.pathname;
  @state() private _menuOpen = false;

  private readonly _onUnauthorized = () => {
    clearSessionState();
    this._authed = false;
  };
  private readonly _onPopState = () => {
    this._path = location.pathname;
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
    const token = confirmTokenFromPath(this._path);
    if (token !== null) {
      return html`<svc-confirm-view .token=${token} @click=${this._onClick}></svc-confirm-view>`;
    }
    if (!this._authed) {
      return html`<svc-login-view @svc-login=${this._onLogin}></svc-login-view>`;
    }
    const view = viewFromPath(this._path);
    return html`
      <a class="skip" href="#main" @click=${this._skip}>Skip to content</a>
      <div class="shell" @click=${this._onClick}>
        <header class="side">
          <div class="top">
            <span class="brand">svc</span>
            <button type="button" class="menu" aria-expanded=${this._menuOpen ? 'true' : 'false'} aria-controls="main-nav"
              @click=${() => (this._menuOpen = !this._menuOpen)}>${this._menuOpen ? 'Close menu' : 'Menu'}</button>
          </div>
          <nav id="main-nav" aria-label="Main" class=${this._menuOpen ? 'open' : ''}>
            ${NAV_ITEMS.map(
              (item) => html`<a href=${item.path} data-testid="nav-${item.id}" aria-current=${item.id === view ? 'page' : 'false'}>${item.label}</a>`,
            )}
            <button type="button" class="logout" data-testid="logout" @click=${this._logout}>Log out</button>
          </nav>
        </header>
        <main id="main" tabindex="-1">${viewFor(view)}</main>
      </div>
    `;
  }

  override updated(): void {
    // The tab title names the page, so history entries and screen readers can tell them apart.
    const label =
      confirmTokenFromPath(this._path) !== null
        ? 'Confirm an action'
        : !this._authed
          ? 'Sign in'
          : NAV_ITEMS.find((n) => n.id === viewFromPath(this._path))?.label;
    document.title = `${label ?? 'svc'} · svc`;
  }

  private _onLogin(): void {
    this._authed = true;
  }

  /** Client-side navigation for every same-origin link to a dashboard route, in any view. */
  private _onClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
    const known = NAV_ITEMS.some((n) => n.path === url.pathname) || confirmTokenFromPath(url.pathname) !== null;
    if (!known) return;
    event.preventDefault();
    if (url.pathname !== location.pathname) history.pushState(null, '', url.pathname);
    this._path = url.pathname;
    this._menuOpen = false;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('main')?.focus({ preventScroll: false }));
  }

  private _skip(event: MouseEvent): void {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>('main')?.focus();
  }

  private async _logout(): Promise<void> {
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } catch {
      // Logging out locally matters more than the server's answer.
    } finally {
      setToken(null);
      clearSessionState();
      this._authed = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-app': SvcApp;
  }
}
