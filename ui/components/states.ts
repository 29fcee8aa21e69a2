import { html, nothing, type TemplateResult } from 'lit';
import { ApiError } from '../api.ts';
import { formatTime, isoTime } from '../format.ts';
import type { Resource } from '../resource.ts';

/**
 * Loading, empty and error states, written once so every view says the same thing the same way
 * and end-to-end tests can target `[data-state=loading|empty|error|stale]`.
 */

/** A human sentence for an error; a 404 on a list usually means the server lacks the endpoint. */
export function describeError(error: unknown, notFoundHint = 'this server does not provide it (yet)'): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return `${error.message} (HTTP 404: ${notFoundHint})`;
    if (error.status === 405) return `${error.message} (HTTP 405: this server does not support it)`;
    if (error.status === 429) return `${error.message} (rate limited${error.retryAfter ? `, retry in ${error.retryAfter} s` : ''})`;
    if (error.status >= 500) return `${error.message} (server error ${error.status})`;
    return error.message;
  }
  if (error instanceof Error) {
    return error.name === 'TypeError' ? `network error: ${error.message}` : error.message;
  }
  return String(error);
}

export function loadingState(what: string): TemplateResult {
  return html`<p class="state loading muted" role="status" aria-busy="true" data-state="loading">Loading ${what}…</p>`;
}

export function emptyState(message: string | TemplateResult): TemplateResult {
  return html`<div class="state empty" data-state="empty">${message}</div>`;
}

export function errorState(error: unknown, what: string, retry?: () => void): TemplateResult {
  return html`<div class="state error" role="alert" data-state="error">
    <p>Could not load ${what}: ${describeError(error)}</p>
    ${retry ? html`<button type="button" class="small" @click=${retry}>Retry</button>` : nothing}
  </div>`;
}

/** Shown above data kept from an earlier load when a refresh fails. */
export function staleState(error: unknown, loadedAt: number): TemplateResult {
  return html`<p class="state stale" role="status" data-state="stale">
    Could not refresh (${describeError(error)}); showing data from
    <time datetime=${isoTime(loadedAt)}>${formatTime(loadedAt)}</time>.
  </p>`;
}

export interface ResourceView<T> {
  /** Noun phrase for messages: "the agents". */
  what: string;
  ready: (value: T) => TemplateResult;
  isEmpty?: (value: T) => boolean;
  empty?: string | TemplateResult;
}

/** Renders a Resource through its states: loading, error (with retry), empty, data (+ stale note). */
export function renderResource<T>(resource: Resource<T>, view: ResourceView<T>): TemplateResult {
  if (!resource.loaded) {
    if (resource.error !== undefined && !resource.loading) {
      return errorState(resource.error, view.what, () => void resource.refresh());
    }
    return loadingState(view.what);
  }
  const value = resource.value as T;
  const body =
    view.isEmpty?.(value) ? emptyState(view.empty ?? `Nothing to show yet.`) : view.ready(value);
  return html`${resource.error !== undefined ? staleState(resource.error, resource.loadedAt) : nothing}${body}`;
}

/** `<time>` with a machine-readable datetime and a locale label. */
export function timeEl(value: unknown): TemplateResult {
  const iso = isoTime(value);
  return iso ? html`<time datetime=${iso}>${formatTime(value)}</time>` : html`<span class="muted">—</span>`;
}

export type BadgeKind = 'ok' | 'danger' | 'warn' | 'info' | 'neutral';

export function badge(text: string, kind: BadgeKind, testId?: string): TemplateResult {
  return html`<span class="badge ${kind}" data-testid=${testId ?? nothing}>${text}</span>`;
}

/** Enforcement levels of the constitution, coloured by restrictiveness. */
export function enforcementBadge(level: string): TemplateResult {
  const kind: BadgeKind =
    level === 'Block' ? 'danger' : level === 'Confirm' ? 'warn' : level === 'Warn' ? 'warn' : level === 'Allow' ? 'ok' : 'neutral';
  return badge(level || 'unknown', kind, 'enforcement');
}
