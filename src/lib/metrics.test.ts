import { expect, test } from 'bun:test';
import { CallbackGauge, Counter, Histogram, MetricsRegistry } from './metrics.ts';

test('renders counters, histograms and gauges in prometheus text format', () => {
  const registry = new MetricsRegistry();
  const c = registry.register(new Counter('svc_requests_total', 'Requests.'));
  c.inc({ route: '/api/x', status: '200' });
  c.inc({ status: '200', route: '/api/x' });
  const h = registry.register(new Histogram('svc_latency_seconds', 'Latency.', [0.01, 0.1]));
  h.observe({ route: '/a' }, 0.05);
  registry.register(new CallbackGauge('svc_jobs', 'Jobs.', () => [{ value: 3 }]));
  const text = registry.render();
  expect(text).toContain('# TYPE svc_requests_total counter');
  expect(text).toContain('svc_requests_total{route="/api/x",status="200"} 2');
  expect(text).toContain('svc_latency_seconds_bucket{route="/a",le="0.01"} 0');
  expect(text).toContain('svc_latency_seconds_bucket{route="/a",le="0.1"} 1');
  expect(text).toContain('svc_latency_seconds_bucket{route="/a",le="+Inf"} 1');
  expect(text).toContain('svc_latency_seconds_count{route="/a"} 1');
  expect(text).toContain('svc_jobs 3');
});

test('bounds the number of label sets and escapes label values', () => {
  const c = new Counter('x_total', 'X.', 2);
  c.inc({ a: '1' });
  c.inc({ a: '2' });
  c.inc({ a: '3' });
  expect(c.get({ a: '3' })).toBe(0);
  const e = new Counter('y_total', 'Y.');
  e.inc({ v: 'a"b\\c\nd' });
  expect(e.render()).toContain('y_total{v="a\\"b\\\\c\\nd"} 1');
});
