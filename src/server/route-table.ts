/**
 * Knows which paths the API serves and with which methods, so an unknown path answers 404 and a
 * known path with the wrong method answers 405 with an `Allow` header.
 */
export interface RouteTable {
  allowedMethods(path: string): string[];
}

export function createRouteTable(routes: ReadonlyArray<{ method: string; path: string }>): RouteTable {
  const compiled = routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
    .map((r) => ({
      method: r.method.toUpperCase(),
      pattern: new RegExp(
        '^' +
          r.path
            .split('/')
            .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : escapeRegExp(seg)))
            .join('/') +
          '/?$',
      ),
    }));
  return {
    allowedMethods(path) {
      const methods = new Set<string>();
      for (const route of compiled) if (route.pattern.test(path)) methods.add(route.method);
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
