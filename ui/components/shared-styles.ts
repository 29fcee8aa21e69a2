import { css } from 'lit';

/**
 * Styles every view shares (shadow DOM does not inherit document CSS, only custom properties):
 * cards, tables, badges, buttons, form fields, state messages. Colours come from the variables
 * in styles.css, so light and dark follow `prefers-color-scheme`.
 */
export const sharedStyles = css`
  :host { display: block; color: var(--svc-text); }
  * { box-sizing: border-box; }
  h2 { margin: 0 0 1rem; font-size: 1.35rem; }
  h3 { margin: 1.5rem 0 0.6rem; font-size: 1.05rem; }
  p { line-height: 1.45; }
  a { color: var(--svc-accent); }
  code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85rem; }
  pre { white-space: pre-wrap; word-break: break-word; margin: 0; background: var(--svc-bg); border: 1px solid var(--svc-border);
    border-radius: 6px; padding: 0.6rem; max-height: 24rem; overflow: auto; }
  .muted { color: var(--svc-muted); }
  .small { font-size: 0.85rem; }
  .flush { margin: 0; }
  .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

  .toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-bottom: 1rem; }
  .spacer { flex: 1; }
  .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr)); gap: 0.75rem; }
  .card, .panel { background: var(--svc-surface); border: 1px solid var(--svc-border); border-radius: var(--svc-radius); padding: 0.9rem; min-width: 0; }
  /* Vertical rhythm between blocks of a view (not inside grids, where gap does it). */
  .spaced { margin-top: 1rem; }
  .panel:not(.stack) > h3.flush { margin-bottom: 0.75rem; }
  .card .label { color: var(--svc-muted); font-size: 0.85rem; }
  .card .value { font-size: 1.45rem; font-weight: 600; margin-top: 0.25rem; overflow-wrap: anywhere; }
  .card .sub { color: var(--svc-muted); font-size: 0.8rem; margin-top: 0.2rem; }

  .table-wrap { position: relative; overflow-x: auto; border: 1px solid var(--svc-border); border-radius: var(--svc-radius); background: var(--svc-surface); }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.5rem 0.65rem; border-bottom: 1px solid var(--svc-border); vertical-align: top; }
  tbody tr:last-child td { border-bottom: none; }
  th { color: var(--svc-muted); font-weight: 600; font-size: 0.8rem; white-space: nowrap; background: var(--svc-surface); }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.nowrap { white-space: nowrap; }
  caption { text-align: left; padding: 0.5rem 0.65rem; color: var(--svc-muted); font-size: 0.85rem; }

  .badge { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; font-size: 0.78rem; font-weight: 600;
    border: 1px solid currentColor; white-space: nowrap; line-height: 1.4; }
  .badge.ok { color: var(--svc-ok); background: color-mix(in srgb, var(--svc-ok) 12%, transparent); }
  .badge.danger { color: var(--svc-danger); background: color-mix(in srgb, var(--svc-danger) 12%, transparent); }
  .badge.warn { color: var(--svc-warn); background: color-mix(in srgb, var(--svc-warn) 12%, transparent); }
  .badge.info { color: var(--svc-accent); background: color-mix(in srgb, var(--svc-accent) 12%, transparent); }
  .badge.neutral { color: var(--svc-muted); }
  .chips { display: flex; flex-wrap: wrap; gap: 0.3rem; }
  .chip { font-size: 0.78rem; padding: 0.1rem 0.45rem; border-radius: 4px; background: var(--svc-bg); border: 1px solid var(--svc-border); }

  button, .button { font: inherit; font-size: 0.9rem; padding: 0.45rem 0.85rem; border-radius: 6px; cursor: pointer;
    border: 1px solid var(--svc-border); background: var(--svc-surface); color: var(--svc-text); }
  button.primary { background: var(--svc-accent); border-color: var(--svc-accent); color: var(--svc-accent-text); }
  button.danger { color: var(--svc-danger); border-color: var(--svc-danger); }
  button.small { padding: 0.2rem 0.55rem; font-size: 0.82rem; }
  button[disabled] { opacity: 0.55; cursor: not-allowed; }
  button[aria-busy='true'] { cursor: progress; }
  :is(a, button, input, select, textarea, summary, [tabindex]):focus-visible { outline: 2px solid var(--svc-accent); outline-offset: 2px; }

  label { font-weight: 600; font-size: 0.9rem; }
  .field { display: grid; gap: 0.3rem; min-width: 0; }
  .hint { font-weight: 400; color: var(--svc-muted); font-size: 0.8rem; }
  .field .invalid { color: var(--svc-danger); font-size: 0.85rem; margin: 0; }
  input, select, textarea { font: inherit; font-size: 0.95rem; padding: 0.45rem 0.55rem; border: 1px solid var(--svc-border);
    border-radius: 6px; background: var(--svc-bg); color: var(--svc-text); min-width: 0; max-width: 100%; }
  input[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: var(--svc-danger); }
  textarea { width: 100%; resize: vertical; min-height: 5rem; }
  fieldset { border: none; padding: 0; margin: 0; min-width: 0; }
  form.stack { display: grid; gap: 0.75rem; }
  .row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
  .row > .grow { flex: 1 1 14rem; }

  .state { margin: 0.5rem 0; }
  .state.error, .inline-error { color: var(--svc-danger); }
  .state.error { border: 1px solid var(--svc-danger); border-radius: var(--svc-radius); padding: 0.75rem; background: color-mix(in srgb, var(--svc-danger) 6%, transparent); }
  .state.error p { margin: 0 0 0.5rem; }
  .state.empty { color: var(--svc-muted); padding: 1rem; border: 1px dashed var(--svc-border); border-radius: var(--svc-radius); text-align: center; }
  .state.stale { color: var(--svc-warn); font-size: 0.85rem; }
  .inline-error { font-size: 0.85rem; margin: 0.25rem 0 0; }
  .success { color: var(--svc-ok); }

  .tablist { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid var(--svc-border); margin-bottom: 1rem; }
  .tablist [role='tab'] { border: none; border-bottom: 2px solid transparent; border-radius: 0; background: none; padding: 0.5rem 0.75rem; color: var(--svc-muted); }
  .tablist [role='tab'][aria-selected='true'] { color: var(--svc-text); border-bottom-color: var(--svc-accent); font-weight: 600; }

  details > summary { cursor: pointer; color: var(--svc-accent); font-size: 0.85rem; }
  details[open] > summary { margin-bottom: 0.4rem; }
  mark.redacted { background: color-mix(in srgb, var(--svc-warn) 28%, transparent); color: var(--svc-text); border-radius: 3px; padding: 0 0.15rem; font-weight: 600; }

  @media (max-width: 520px) {
    .card .value { font-size: 1.2rem; }
    th, td { padding: 0.4rem 0.45rem; }
  }
`;
