import { Counter, Histogram, MetricsRegistry, type CounterSeries, type HistogramSeries } from '../lib/metrics.ts';
import type { RouteTable } from './route-table.ts';

const LATENCY_BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const MAX_CACHED_PATHS = 2000;

/** HTTP request metrics, labelled by route template so label sets stay bounded. */
export function createHttpMetrics(registry: MetricsRegistry) {
  const requests = registry.register(
    new Counter('svc_http_requests_total', 'HTTP requests by method, route and status.'),
  );
  const latency = registry.register(
    new Histogram('svc_http_request_duration_seconds', 'HTTP request latency by route.', LATENCY_BOUNDS),
  );
  let routes: RouteTable | undefined;

  const routeLabel = (path: string): string => {
    if (path === '/metrics') return '/metrics';
    if (path.startsWith('/api/')) return routes?.templateOf(path) ?? 'unmatched';
    return 'dashboard';
  };

  // Every request is observed: its two series are looked up once per method, status and path
  // (bounded: cleared when full, the series themselves live on in the metrics).
  const seriesCache = new Map<string, { count: CounterSeries | null; latency: HistogramSeries | null }>();

  return {
    useRoutes(table: RouteTable) {
      routes = table;
      seriesCache.clear();
    },
    observe(method: string, path: string, status: number, seconds: number) {
      const key = `${method} ${status} ${path}`;
      let series = seriesCache.get(key);
      if (!series) {
        const route = routeLabel(path);
        series = { count: requests.seriesOf({ method, route, status: String(status) }), latency: latency.seriesOf({ route }) };
        if (seriesCache.size >= MAX_CACHED_PATHS) seriesCache.clear();
        seriesCache.set(key, series);
      }
      if (series.count) series.count.value++;
      if (series.latency) latency.observeIn(series.latency, seconds);
    },
  };
}

export type HttpMetrics = ReturnType<typeof createHttpMetrics>;
