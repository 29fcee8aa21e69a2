import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { arr, isRecord, num, str, strings, type Json } from '../coerce.ts';
import { formatInt } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from '../components/shared-styles.ts';
import { badge, describeError, renderResource, timeEl, type BadgeKind } from '../components/states.ts';

/** Agent statuses (issue 7); `starting` and `stopping` are transitions the UI waits out. */
const STATUS_KIND: Record<string, BadgeKind> = {
  running: 'ok',
  starting: 'info',
  stopping: 'info',
  stopped: 'neutral',
  error: 'danger',
};
const TRANSITIONS = new Set(['starting', 'stopping']);
/** Poll this fast while an agent is between states, so the change shows promptly. */
const TRANSITION_POLL_MS = 1000;

type Action = 'start' | 'stop';

/** One-line summary of `triggers: {scheduled: [{chain, interval}], events: [{on, chain}]}`. */
export function describeTriggers(triggers: unknown): string[] {
  if (!isRecord(triggers)) return [];
  const scheduled = arr(triggers.scheduled)
    .filter(isRecord)
    .map((t: Json) => `${str(t.chain, '?')} every ${str(t.interval, '?')}`);
  const events = arr(triggers.events)
    .filter(isRecord)
    .map((t: Json) => `${str(t.chain, '?')} on ${str(t.on, '?')}`);
  return [...scheduled, ...events];
}

/**
 * Agent management: installed agents with their status, start and stop. A button is disabled
 * while its request or the agent's own transition is under way; a failure shows beside the agent.
 */
@customElement('svc-agents-view')
export class SvcAgentsView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .agents { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr)); gap: 0.75rem; }
      .agent { display: grid; gap: 0.5rem; align-content: start; }
      .agent header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; }
      .agent h3 { margin: 0; font-size: 1.05rem; }
      .agent p { margin: 0; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.75rem; margin: 0; font-size: 0.85rem; }
      dt { color: var(--svc-muted); }
      dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
      .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
    `,
  ];

  /** Refresh period in ms while nothing is changing; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 5000;

  /** Action in flight per agent id. */
  @state() private _pending: Record<string, Action> = {};
  /** Last action error per agent id. */
  @state() private _errors: Record<string, string> = {};

  private readonly _agents: Resource<Json[]> = new Resource<Json[]>(this, {
    load: async (signal) => arr(await api<unknown>('/api/agents', { signal })).filter(isRecord),
    pollMs: (): number => {
      if (!(this.pollMs > 0)) return 0;
      const busy = (this._agents?.value ?? []).some((a) => TRANSITIONS.has(str(a.status)));
      return busy ? Math.min(TRANSITION_POLL_MS, this.pollMs) : this.pollMs;
    },
  });

  override render() {
    return html`
      <div class="toolbar">
        <h2 class="flush">Agents</h2>
        <span class="spacer"></span>
        <button type="button" class="small" data-testid="refresh" ?disabled=${this._agents.loading} @click=${() => this._agents.refresh()}>Refresh</button>
      </div>
      ${renderResource(this._agents, {
        what: 'the agents',
        isEmpty: (list) => list.length === 0,
        empty: html`No agents installed. Install one with <code>svc admin agent install &lt;dir&gt;</code>
          (bundled agents are in <code>assets/agents/</code>).`,
        ready: (list) => html`<div class="agents" data-testid="agent-list">${list.map((a) => this._renderAgent(a))}</div>`,
      })}
    `;
  }

  private _renderAgent(agent: Json): TemplateResult {
    const id = str(agent.id ?? agent.name);
    const name = str(agent.name, id);
    const status = str(agent.status, 'unknown');
    const pending = this._pending[id];
    const transitioning = TRANSITIONS.has(status);
    const canStart = !pending && !transitioning && status !== 'running';
    const canStop = !pending && !transitioning && status === 'running';
    const permissions = strings(agent.permissions);
    const triggers = describeTriggers(agent.triggers);
    const headingId = `agent-${cssId(id)}-name`;
    return html`<article class="panel agent" data-testid="agent-card" data-agent-id=${id} aria-labelledby=${headingId}>
      <header>
        <h3 id=${headingId}>${name}</h3>
        ${agent.version ? html`<span class="muted small">v${str(agent.version)}</span>` : nothing}
        <span class="spacer"></span>
        <span role="status" data-testid="agent-status" data-status=${status}>${badge(status, STATUS_KIND[status] ?? 'neutral')}</span>
      </header>
      ${agent.description ? html`<p>${str(agent.description)}</p>` : nothing}
      ${status === 'error' && agent.error ? html`<p class="inline-error" data-testid="agent-status-error">${str(agent.error)}</p>` : nothing}
      <dl>
        ${agent.category ? html`<dt>Category</dt><dd>${str(agent.category)}</dd>` : nothing}
        <dt>Started</dt><dd>${timeEl(agent.started_at)}</dd>
        <dt>Last run</dt><dd>${timeEl(agent.last_run_at)}</dd>
        <dt>Runs</dt><dd>${formatInt(num(agent.run_count))}</dd>
        <dt>Triggers</dt><dd>${triggers.length ? triggers.join(' · ') : html`<span class="muted">none</span>`}</dd>
      </dl>
      ${permissions.length
        ? html`<details><summary>${`${formatInt(permissions.length)} permitted ${permissions.length === 1 ? 'ability' : 'abilities'}`}</summary>
            <div class="chips">${permissions.map((p) => html`<code class="chip">${p}</code>`)}</div></details>`
        : nothing}
      <div class="actions">
        <button type="button" class="primary" data-testid="agent-start" aria-label="Start ${name}"
          ?disabled=${!canStart} aria-busy=${pending === 'start' ? 'true' : 'false'} @click=${() => this._act(id, 'start')}>
          ${pending === 'start' || status === 'starting' ? 'Starting…' : 'Start'}
        </button>
        <button type="button" data-testid="agent-stop" aria-label="Stop ${name}"
          ?disabled=${!canStop} aria-busy=${pending === 'stop' ? 'true' : 'false'} @click=${() => this._act(id, 'stop')}>
          ${pending === 'stop' || status === 'stopping' ? 'Stopping…' : 'Stop'}
        </button>
      </div>
      ${this._errors[id] ? html`<p class="inline-error" role="alert" data-testid="agent-error">${this._errors[id]}</p>` : nothing}
    </article>`;
  }

  private async _act(id: string, action: Action): Promise<void> {
    if (this._pending[id]) return;
    this._pending = { ...this._pending, [id]: action };
    const { [id]: _cleared, ...rest } = this._errors;
    this._errors = rest;
    try {
      const updated = await api<unknown>(`/api/agents/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
      // Show the answer at once when the server returns the agent; the refresh below confirms it.
      if (isRecord(updated) && this._agents.value && typeof updated.status === 'string') {
        this._agents.value = this._agents.value.map((a) => (str(a.id ?? a.name) === id ? { ...a, ...updated } : a));
      }
    } catch (error) {
      this._errors = { ...this._errors, [id]: `Could not ${action} the agent: ${describeError(error, 'unknown agent')}` };
    } finally {
      const { [id]: _done, ...others } = this._pending;
      this._pending = others;
    }
    await this._agents.refresh();
  }
}

/** An id fragment safe inside an HTML id. */
function cssId(text: string): string {
  return text.replace(/[^a-zA-Z0-9_-]/g, '_');
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-agents-view': SvcAgentsView;
  }
}
