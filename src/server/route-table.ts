/**
 * Knows which paths the API serves and with which methods, so an unknown path answers 404, a
 * known path with the wrong method answers 405 with an `Allow` header, and metrics can label a
 * request by its route template instead of its (unbounded) concrete path.
 */
export interface RouteTable {
  allowedMethods(path: string): string[];
  /** The route template (`/api/chains/:id/run`) serving `path`, or undefined. */
  templateOf(path: string): string | undefined;
}

export function createRouteTable(routes: ReadonlyArray<{ method: string; path: string }>): RouteTable {
  const compiled = routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
    .map((r) => ({
      method: r.method.toUpperCase(),
      template: r.path,
      pattern: new RegExp(
        '^' +
          r.path
            .split('/')
            .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : escapeRegExp(seg)))
            .join('/') +
          '/?$',
      ),
    }));
  // Static templates first so `/api/chains/schedule` wins over `/api/chains/:id`.
  const bySpecificity = [...compiled].sort((a, b) => a.template.split(':').length - b.template.split(':').length);
  return {
    allowedMethods(path) {
      const methods = new Set<string>();
      for (const route of compiled) if (route.pattern.test(path)) methods.add(route.method);
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
    templateOf(path) {
      return bySpecificity.find((r) => r.pattern.test(path))?.template;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
