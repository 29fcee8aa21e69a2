import { html, type TemplateResult } from 'lit';

export interface TabSpec {
  id: string;
  label: string;
}

/**
 * A WAI-ARIA tab list rendered inside the view's own shadow root (so `aria-controls` reaches the
 * panel): arrow keys, Home and End move between tabs; only the selected tab is in the tab order.
 * Pair with `tabPanel(prefix, id, ...)`.
 */
export function tabList(
  prefix: string,
  label: string,
  tabs: readonly TabSpec[],
  selected: string,
  onSelect: (id: string) => void,
): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    const list = event.currentTarget as HTMLElement;
    // Focus follows selection once the host has re-rendered.
    requestAnimationFrame(() => list.querySelector<HTMLElement>(`#${prefix}-tab-${tabs[next].id}`)?.focus());
  };
  return html`<div class="tablist" role="tablist" aria-label=${label} @keydown=${onKey}>
    ${tabs.map(
      (tab) => html`<button
        type="button"
        role="tab"
        id="${prefix}-tab-${tab.id}"
        data-testid="tab-${tab.id}"
        aria-selected=${tab.id === selected ? 'true' : 'false'}
        aria-controls="${prefix}-panel-${tab.id}"
        tabindex=${tab.id === selected ? '0' : '-1'}
        @click=${() => onSelect(tab.id)}
      >
        ${tab.label}
      </button>`,
    )}
  </div>`;
}

export function tabPanel(prefix: string, id: string, content: TemplateResult): TemplateResult {
  return html`<div role="tabpanel" id="${prefix}-panel-${id}" aria-labelledby="${prefix}-tab-${id}" tabindex="0">${content}</div>`;
}
