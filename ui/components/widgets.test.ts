import { $, $$, cleanup, mount } from '../test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import './svc-meter.ts';
import './svc-cost-chart.ts';

afterEach(cleanup);

describe('svc-meter', () => {
  test('is defined and renders an empty meter by default', async () => {
    expect(customElements.get('svc-meter')).toBeDefined();
    const el = mount('svc-meter');
    await el.updateComplete;
    expect($(el, '[role=meter]')!.getAttribute('aria-valuenow')).toBe('0');
    expect($(el, '.text')!.textContent).toBe('0%');
  });

  test('clamps its value and exposes the label and percentage', async () => {
    const el = mount('svc-meter', { value: 1.7, label: 'Confidence', tone: 'ok' });
    await el.updateComplete;
    const meter = $(el, '[role=meter]')!;
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
    expect(meter.getAttribute('aria-label')).toBe('Confidence');
    expect(meter.getAttribute('aria-valuetext')).toBe('100%');
    expect(el.getAttribute('tone')).toBe('ok');
    el.value = 0.25;
    await el.updateComplete;
    expect($<HTMLElement>(el, '.fill')!.style.width).toBe('25%');
  });
});

describe('svc-cost-chart', () => {
  const points = [
    { t: Date.UTC(2026, 10, 18), spent: 1, saved: 0 },
    { t: Date.UTC(2026, 10, 19), spent: 0, saved: 0 },
    { t: Date.UTC(2026, 10, 20), spent: 2, saved: 0.5 },
  ];

  test('says there is no data without points', async () => {
    const el = mount('svc-cost-chart');
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('No data in this range.');
  });

  test('draws both series scaled to the largest value, with a title per bucket and a data table', async () => {
    const el = mount('svc-cost-chart', { points, bucket: 'day' });
    await el.updateComplete;
    expect($(el, 'path[data-series=spent]')!.getAttribute('d')).toBe('M0.00,156.00 L500.00,300.00 L1000.00,12.00');
    expect($(el, 'path[data-series=saved]')!.getAttribute('d')).toBe('M0.00,300.00 L500.00,300.00 L1000.00,228.00');
    expect($$(el, 'rect.hit title')).toHaveLength(3);
    expect($$(el, 'rect.hit title')[2].textContent).toContain('$2.00 spent, $0.50 saved');
    expect($(el, 'svg')!.getAttribute('aria-label')).toBe('Spend and savings over time: $3.00 spent and $0.50 saved across 3 days.');
    // Empty buckets are left out of the table.
    expect($$(el, 'tbody tr')).toHaveLength(2);
  });

  test('draws a flat line for a single bucket', async () => {
    const el = mount('svc-cost-chart', { points: [points[0]], bucket: 'hour' });
    await el.updateComplete;
    expect($(el, 'path[data-series=spent]')!.getAttribute('d')).toBe('M0,12 L1000,12');
  });
});
