import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface ResourceOptions<T> {
  /** Fetches the data; pass `signal` on to `api()` so a superseded request is cancelled. */
  load: (signal: AbortSignal) => Promise<T>;
  /** Milliseconds between refreshes while the page is visible; 0 or absent = no polling. */
  pollMs?: () => number;
  /** Reload when any of these values change (e.g. a range picker); old data stays shown meanwhile. */
  deps?: () => readonly unknown[];
}

/**
 * Loads data for a view and keeps it fresh without flicker: unlike `@lit/task`, a refresh (poll,
 * changed deps, manual) keeps the previous value on screen, and a failed refresh keeps it too,
 * with the error beside it. Polling pauses while the tab is hidden and never overlaps itself:
 * the next poll is scheduled only once the previous request has settled.
 */
export class Resource<T> implements ReactiveController {
  /** The last value loaded successfully. */
  value: T | undefined = undefined;
  /** The error of the last attempt, cleared by the next success. */
  error: unknown = undefined;
  /** A request is in flight. */
  loading = false;
  /** At least one load succeeded (so `value` is meaningful). */
  loaded = false;
  /** When `value` was loaded (ms), to tell the user how old stale data is. */
  loadedAt = 0;

  private _abort: AbortController | undefined;
  private _timer: ReturnType<typeof setTimeout> | undefined;
  private _deps: readonly unknown[] | undefined;
  private _seq = 0;
  private _connected = false;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _options: ResourceOptions<T>,
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._connected = true;
    this._deps = this._options.deps?.();
    void this.refresh();
  }

  hostDisconnected(): void {
    this._connected = false;
    this._seq++;
    this._abort?.abort();
    clearTimeout(this._timer);
    this.loading = false;
  }

  hostUpdated(): void {
    if (!this._options.deps) return;
    const next = this._options.deps();
    const prev = this._deps ?? [];
    if (next.length !== prev.length || next.some((v, i) => !Object.is(v, prev[i]))) {
      this._deps = next;
      void this.refresh();
    }
  }

  /** Loads now, cancelling a request in flight. Resolves when this attempt has settled. */
  async refresh(): Promise<void> {
    if (!this._connected) return;
    this._abort?.abort();
    clearTimeout(this._timer);
    const abort = new AbortController();
    this._abort = abort;
    const seq = ++this._seq;
    this.loading = true;
    this._host.requestUpdate();
    try {
      const value = await this._options.load(abort.signal);
      if (seq !== this._seq) return;
      this.value = value;
      this.error = undefined;
      this.loaded = true;
      this.loadedAt = Date.now();
    } catch (error) {
      if (seq !== this._seq) return;
      this.error = error;
    } finally {
      if (seq === this._seq) {
        this.loading = false;
        this._host.requestUpdate();
        this._schedule();
      }
    }
  }

  private _schedule(): void {
    const every = this._options.pollMs?.() ?? 0;
    if (!this._connected || !(every > 0)) return;
    this._timer = setTimeout(() => {
      if (typeof document !== 'undefined' && document.hidden) this._schedule();
      else void this.refresh();
    }, every);
  }
}
