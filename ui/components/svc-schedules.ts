import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { parseParamsJson } from '../chain-params.ts';
import { arr, isRecord, num, str, type Json } from '../coerce.ts';
import { formatInt, formatSeconds } from '../format.ts';
import { intervalError } from '../interval.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from './shared-styles.ts';
import { badge, describeError, renderResource, timeEl } from './states.ts';

/** How much of `last_output` shows before the "more" toggle. */
const OUTPUT_PREVIEW_CHARS = 80;

/**
 * Scheduled jobs: a form to schedule a chain at an interval (validated like the API), and the
 * jobs with their last output, which can be disabled and enabled again. Polls while shown.
 * @fires svc-jobs-changed - after a job is scheduled, disabled or enabled
 */
@customElement('svc-schedules')
export class SvcSchedules extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      td.output { max-width: 22rem; overflow-wrap: anywhere; }
      .form-row { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr)); }
    `,
  ];

  /** Chain records for the picker and for naming jobs. */
  @property({ attribute: false }) chains: Json[] = [];
  /** Refresh period in ms; 0 stops polling. */
  @property({ type: Number, attribute: 'poll-ms' }) pollMs = 5000;

  @state() private _interval = '';
  @state() private _intervalTouched = false;
  @state() private _busy = false;
  @state() private _formError = '';
  @state() private _created = '';
  @state() private _pending: Record<string, boolean> = {};
  @state() private _errors: Record<string, string> = {};

  private readonly _jobs = new Resource(this, {
    load: async (signal) => arr(await api<unknown>('/api/chains/schedule', { signal })).filter(isRecord),
    pollMs: () => this.pollMs,
  });

  /** Re-reads the jobs now (after a run elsewhere changed them). */
  refresh(): Promise<void> {
    return this._jobs.refresh();
  }

  override render() {
    const invalid = this._intervalTouched ? intervalError(this._interval) : '';
    return html`
      <form class="panel stack" id="schedule-form" novalidate @submit=${this._submit}>
        <h3 class="flush">Schedule a chain</h3>
        <div class="form-row">
          <div class="field">
            <label for="schedule-chain">Chain</label>
            <select id="schedule-chain" name="chain_id" required ?disabled=${this.chains.length === 0}>
              ${this.chains.length === 0 ? html`<option value="">No chains available</option>` : nothing}
              ${this.chains.map((c) => html`<option value=${str(c.chain_id ?? c.id)}>${str(c.name, str(c.chain_id ?? c.id))}</option>`)}
            </select>
          </div>
          <div class="field">
            <label for="schedule-interval">Every <span class="hint">30s, 10m, 1h, 1h30m, 7d</span></label>
            <input id="schedule-interval" name="interval" type="text" required autocomplete="off" inputmode="text"
              placeholder="10m" .value=${this._interval}
              aria-invalid=${invalid ? 'true' : 'false'} aria-describedby="schedule-interval-error"
              @input=${(e: InputEvent) => (this._interval = (e.target as HTMLInputElement).value)}
              @blur=${() => (this._intervalTouched = true)} />
            <p id="schedule-interval-error" class="invalid" data-testid="interval-error" ?hidden=${!invalid}>${invalid}</p>
          </div>
        </div>
        <div class="field">
          <label for="schedule-params">Params <span class="hint">JSON object passed to the chain, may be empty</span></label>
          <textarea id="schedule-params" name="params" rows="2" placeholder='{"city": "Paris"}'></textarea>
        </div>
        <div class="row">
          <button type="submit" class="primary" data-testid="schedule-submit" ?disabled=${this._busy || this.chains.length === 0}
            aria-busy=${this._busy ? 'true' : 'false'}>${this._busy ? 'Scheduling…' : 'Schedule'}</button>
          ${this._created ? html`<span class="success small" role="status" data-testid="schedule-created">${this._created}</span>` : nothing}
        </div>
        ${this._formError ? html`<p class="inline-error" role="alert" data-testid="schedule-error">${this._formError}</p>` : nothing}
      </form>
      <div class="toolbar spaced"><h3 class="flush">Scheduled jobs</h3></div>
      ${renderResource(this._jobs, {
        what: 'the scheduled jobs',
        isEmpty: (jobs) => jobs.length === 0,
        empty: 'No scheduled jobs. Schedule a chain above.',
        ready: (jobs) => this._renderJobs(jobs),
      })}
    `;
  }

  private _renderJobs(jobs: Json[]): TemplateResult {
    const names = new Map(this.chains.map((c) => [str(c.chain_id ?? c.id), str(c.name)]));
    return html`<div class="table-wrap"><table data-testid="schedule-jobs">
      <thead><tr><th scope="col">Chain</th><th scope="col">Every</th><th scope="col">State</th><th scope="col" class="num">Runs</th>
        <th scope="col">Last run</th><th scope="col">Last output</th><th scope="col">Created</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
      <tbody>${jobs.map((job) => {
        const id = str(job.id);
        const chainId = str(job.chain_id);
        const enabled = job.enabled === true;
        const output = str(job.last_output);
        const pending = this._pending[id] === true;
        return html`<tr data-testid="schedule-job" data-job-id=${id}>
          <td>${names.get(chainId) || chainId}<div class="muted small mono">${id.slice(0, 8)}</div></td>
          <td class="nowrap">${formatSeconds(num(job.interval_secs, Number.NaN))}</td>
          <td>${enabled ? badge('enabled', 'ok', 'job-state') : badge('disabled', 'neutral', 'job-state')}</td>
          <td class="num">${formatInt(num(job.run_count))}</td>
          <td class="nowrap">${timeEl(job.last_run_at)}</td>
          <td class="output">${output === ''
            ? html`<span class="muted">—</span>`
            : output.length <= OUTPUT_PREVIEW_CHARS
              ? html`<code>${output}</code>`
              : html`<details><summary>${output.slice(0, OUTPUT_PREVIEW_CHARS)}…</summary><pre>${output}</pre></details>`}</td>
          <td class="nowrap">${timeEl(job.created_at)}</td>
          <td>
            <button type="button" class="small ${enabled ? 'danger' : ''}" data-testid=${enabled ? 'job-disable' : 'job-enable'}
              aria-label="${enabled ? 'Disable' : 'Enable'} job for ${chainId}" ?disabled=${pending} aria-busy=${pending ? 'true' : 'false'}
              @click=${() => this._toggle(id, enabled)}>${pending ? '…' : enabled ? 'Disable' : 'Enable'}</button>
            ${this._errors[id] ? html`<p class="inline-error" role="alert" data-testid="job-error">${this._errors[id]}</p>` : nothing}
          </td>
        </tr>`;
      })}</tbody></table></div>`;
  }

  private async _toggle(id: string, enabled: boolean): Promise<void> {
    if (this._pending[id]) return;
    this._pending = { ...this._pending, [id]: true };
    this._errors = { ...this._errors, [id]: '' };
    try {
      const path = `/api/chains/schedule/${encodeURIComponent(id)}`;
      if (enabled) await api(path, { method: 'DELETE' });
      else await api(`${path}/enable`, { method: 'POST' });
      if (this._jobs.value) this._jobs.value = this._jobs.value.map((j) => (str(j.id) === id ? { ...j, enabled: !enabled } : j));
    } catch (error) {
      this._errors = { ...this._errors, [id]: `Could not ${enabled ? 'disable' : 'enable'} the job: ${describeError(error, 'unknown job')}` };
    } finally {
      this._pending = { ...this._pending, [id]: false };
    }
    await this._jobs.refresh();
    this.dispatchEvent(new CustomEvent('svc-jobs-changed', { bubbles: true, composed: true }));
  }

  private async _submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    this._intervalTouched = true;
    this._created = '';
    const chainId = form.querySelector<HTMLSelectElement>('#schedule-chain')?.value ?? '';
    const invalid = intervalError(this._interval);
    const params = parseParamsJson(form.querySelector<HTMLTextAreaElement>('#schedule-params')?.value ?? '');
    if (!chainId) this._formError = 'Choose a chain.';
    else if (invalid) this._formError = invalid;
    else if ('error' in params) this._formError = params.error;
    else this._formError = '';
    if (this._formError) {
      if (invalid) form.querySelector<HTMLInputElement>('#schedule-interval')?.focus();
      return;
    }
    this._busy = true;
    try {
      const created = await api<unknown>('/api/chains/schedule', {
        body: { chain_id: chainId, interval: this._interval.trim(), params: 'params' in params ? params.params : {} },
      });
      const jobId = isRecord(created) ? str(created.job_id) : '';
      this._created = `Scheduled${jobId ? ` (job ${jobId.slice(0, 8)})` : ''}.`;
      this._interval = '';
      this._intervalTouched = false;
      await this._jobs.refresh();
      // A new job runs at once: the chain list's hit counters change too.
      this.dispatchEvent(new CustomEvent('svc-jobs-changed', { bubbles: true, composed: true }));
    } catch (error) {
      this._formError = `Could not schedule: ${describeError(error, 'unknown chain')}`;
    } finally {
      this._busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-schedules': SvcSchedules;
  }
}
