import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { api } from '../api.ts';
import { collectParams, isBoolType, isNumericType, paramDecls, parseParamsJson, type ParamDecl } from '../chain-params.ts';
import { arr, isRecord, optNum, prettyJson, str, type Json } from '../coerce.ts';
import { formatMs } from '../format.ts';
import { Resource } from '../resource.ts';
import { sharedStyles } from './shared-styles.ts';
import { badge, describeError, type BadgeKind } from './states.ts';

export function outcomeKind(outcome: string): BadgeKind {
  const o = outcome.toLowerCase();
  if (['success', 'succeeded', 'ok', 'completed', 'done'].includes(o)) return 'ok';
  if (['error', 'failed', 'failure', 'timeout', 'rejected', 'aborted'].includes(o)) return 'danger';
  if (['running', 'pending', 'waiting', 'skipped', 'confirmation_required'].includes(o)) return 'warn';
  return 'neutral';
}

/** A list of receipts (ability, outcome, duration), as returned with a run or by `/api/receipts`. */
export function receiptsTable(receipts: Json[]): TemplateResult {
  return html`<div class="table-wrap"><table data-testid="run-receipts">
    <thead><tr><th scope="col">Step</th><th scope="col">Ability</th><th scope="col">Outcome</th><th scope="col" class="num">Duration</th><th scope="col">Error</th></tr></thead>
    <tbody>${receipts.map((r) => {
      const outcome = str(r.outcome ?? r.status, '—');
      return html`<tr><td>${str(r.step_id, '—')}</td><td><code>${str(r.ability, '—')}</code></td><td>${badge(outcome, outcomeKind(outcome))}</td>
        <td class="num">${formatMs(optNum(r.duration_ms) ?? Number.NaN)}</td><td>${str(r.error)}</td></tr>`;
    })}</tbody></table></div>`;
}

/** A run's steps (`{id, ability, status, attempts, duration_ms, error}`), in execution order. */
export function stepsTable(steps: Json[]): TemplateResult {
  return html`<div class="table-wrap"><table data-testid="run-steps">
    <thead><tr><th scope="col">Step</th><th scope="col">Ability</th><th scope="col">Status</th><th scope="col" class="num">Attempts</th>
      <th scope="col" class="num">Duration</th><th scope="col">Error</th></tr></thead>
    <tbody>${steps.map((st) => {
      const status = str(st.status ?? st.outcome, '—');
      return html`<tr><td>${str(st.id ?? st.step_id, '—')}</td><td><code>${str(st.ability, '—')}</code></td><td>${badge(status, outcomeKind(status))}</td>
        <td class="num">${optNum(st.attempts) ?? '—'}</td><td class="num">${formatMs(optNum(st.duration_ms) ?? Number.NaN)}</td><td>${str(st.error)}</td></tr>`;
    })}</tbody></table></div>`;
}

/**
 * Runs one chain with parameters (`POST /api/chains/{id}/run`) and shows its output, steps and
 * receipts. The parameter declarations come from `GET /api/chains/{id}` (the list records do not
 * carry them): declared parameters get typed fields; without declarations a JSON object is asked for.
 * @fires svc-chain-ran - after a run finished (successfully or not), so the list refreshes its counters
 */
@customElement('svc-chain-run')
export class SvcChainRun extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .out { display: grid; gap: 0.6rem; margin-top: 0.75rem; }
      .fields { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
      ol.steps { margin: 0.25rem 0 0; padding-left: 1.4rem; font-size: 0.85rem; }
    `,
  ];

  /** The chain record from `GET /api/chains`. */
  @property({ attribute: false }) chain: Json = {};

  @state() private _busy = false;
  @state() private _error = '';
  @state() private _result: Json | undefined;

  private readonly _detail = new Resource<Json | null>(this, {
    load: async (signal) => {
      const id = str(this.chain.chain_id ?? this.chain.id);
      if (!id) return null;
      const raw = await api<unknown>(`/api/chains/${encodeURIComponent(id)}`, { signal });
      return isRecord(raw) ? raw : null;
    },
    deps: () => [str(this.chain.chain_id ?? this.chain.id)],
  });

  override render() {
    const id = str(this.chain.chain_id ?? this.chain.id);
    // Until the detail answers (or fails: an older server), the list record is all there is.
    const settled = this._detail.loaded || this._detail.error !== undefined;
    const source = this._detail.value ?? this.chain;
    const decls = paramDecls(source);
    const steps = arr(source.steps).filter(isRecord);
    return html`<form class="stack" data-testid="chain-run-form" @submit=${(e: SubmitEvent) => this._run(e, id, decls)}>
      ${!settled && decls.length === 0
        ? html`<p class="muted small" role="status" data-state="loading">Loading the chain's parameters…</p>`
        : decls.length
          ? html`<fieldset class="fields"><legend class="sr-only">Parameters</legend>${decls.map((d) => this._field(d))}</fieldset>`
          : html`<div class="field">
              <label for="run-params">Params <span class="hint">JSON object, may be empty</span></label>
              <textarea id="run-params" name="params" rows="3" placeholder='{"text": "hello"}'></textarea>
            </div>`}
      ${steps.length
        ? html`<details><summary>${`${steps.length} step${steps.length === 1 ? '' : 's'}`}</summary>
            <ol class="steps">${steps.map((st) => html`<li><code>${str(st.id)}</code> → <code>${str(st.ability)}</code>${
              arr(st.depends_on).length ? html` <span class="muted">after ${arr<string>(st.depends_on).join(', ')}</span>` : nothing}</li>`)}</ol>
          </details>`
        : nothing}
      <div class="row">
        <button type="submit" class="primary" data-testid="chain-run-submit" ?disabled=${this._busy || !settled}
          aria-busy=${this._busy ? 'true' : 'false'}>
          ${this._busy ? 'Running…' : `Run ${str(this.chain.name, id)}`}
        </button>
      </div>
      ${this._error ? html`<p class="inline-error" role="alert" data-testid="chain-run-error">${this._error}</p>` : nothing}
      <div aria-live="polite">${this._result ? this._renderResult(this._result) : nothing}</div>
    </form>`;
  }

  private _field(d: ParamDecl): TemplateResult {
    const fieldId = `param-${d.name.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
    if (isBoolType(d.type)) {
      return html`<label class="row"><input type="checkbox" name=${d.name} ?checked=${d.default === true} /> ${d.name}
        ${d.description ? html`<span class="hint">${d.description}</span>` : nothing}</label>`;
    }
    return html`<div class="field">
      <label for=${fieldId}>${d.name}${d.required ? ' *' : ''} <span class="hint">${d.type}${d.description ? ` · ${d.description}` : ''}</span></label>
      <input id=${fieldId} name=${d.name} type=${isNumericType(d.type) ? 'number' : 'text'} step="any"
        ?required=${d.required && d.default === undefined}
        placeholder=${d.default !== undefined ? `default: ${prettyJson(d.default)}` : ''} />
    </div>`;
  }

  private _renderResult(r: Json): TemplateResult {
    const status = str(r.status ?? r.outcome, r.error ? 'failed' : 'success');
    const output = r.output ?? r.outputs ?? r.result;
    const steps = arr(r.steps).filter(isRecord);
    const receipts = arr(r.receipts).filter(isRecord);
    const duration = optNum(r.duration_ms);
    return html`<div class="out" data-testid="chain-run-result">
      <div class="row">${badge(status, outcomeKind(status), 'chain-run-status')}
        ${duration !== undefined ? html`<span class="muted small">${formatMs(duration)}</span>` : nothing}
        ${r.run_id ?? r.id ? html`<span class="muted small">run <code>${str(r.run_id ?? r.id)}</code></span>` : nothing}</div>
      ${r.error ? html`<p class="inline-error">${prettyJson(r.error)}</p>` : nothing}
      ${output !== undefined && output !== null
        ? html`<div><h4 class="flush small">Output</h4><pre data-testid="chain-run-output">${prettyJson(output)}</pre></div>`
        : nothing}
      ${steps.length ? stepsTable(steps) : nothing}
      ${receipts.length
        ? steps.length
          ? html`<details><summary>${`${receipts.length} receipt${receipts.length === 1 ? '' : 's'}`}</summary>${receiptsTable(receipts)}</details>`
          : receiptsTable(receipts)
        : nothing}
      <details><summary>Full response</summary><pre>${prettyJson(r)}</pre></details>
    </div>`;
  }

  private async _run(event: SubmitEvent, id: string, decls: ParamDecl[]): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    let collected: ReturnType<typeof collectParams>;
    if (decls.length) {
      const values: Record<string, string | boolean> = {};
      for (const d of decls) {
        const input = [...form.querySelectorAll('input')].find((i) => i.name === d.name);
        if (input) values[d.name] = input.type === 'checkbox' ? input.checked : input.value;
      }
      collected = collectParams(decls, values);
    } else {
      collected = parseParamsJson(form.querySelector<HTMLTextAreaElement>('#run-params')?.value ?? '');
    }
    if ('error' in collected) {
      this._error = collected.error;
      return;
    }
    this._busy = true;
    this._error = '';
    this._result = undefined;
    try {
      const result = await api<unknown>(`/api/chains/${encodeURIComponent(id)}/run`, { body: { params: collected.params } });
      this._result = isRecord(result) ? result : { output: result };
    } catch (error) {
      this._error = `The run failed: ${describeError(error, 'unknown chain')}`;
    } finally {
      this._busy = false;
      this.dispatchEvent(new CustomEvent('svc-chain-ran', { bubbles: true, composed: true, detail: { chainId: id } }));
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-chain-run': SvcChainRun;
  }
}
