import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import fallbackPage from '../../assets/fallback.html' with { type: 'text' };

// bun-types types every `.html` import as an HTML bundle; with `type: 'text'` it is a string.
const fallbackHtml = fallbackPage as unknown as string;

/** One servable file of the dashboard. */
interface UiFile {
  body: Blob;
  type: string;
  immutable: boolean;
}

/** The dashboard's files by URL path; `index` is the SPA entry every unknown route falls back to. */
export interface UiAssets {
  kind: 'embedded' | 'disk' | 'none';
  lookup(urlPath: string): UiFile | undefined;
  index(): UiFile;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Bun's HTML bundler names every emitted asset `<name>-<hash>.<ext>`; those never change. */
const HASHED = /-[a-z0-9]{8,}\.[a-z0-9]+$/i;

function uiFile(urlPath: string, body: Blob): UiFile {
  return {
    body,
    type: TYPES[extname(urlPath).toLowerCase()] ?? 'application/octet-stream',
    immutable: HASHED.test(urlPath) && !urlPath.endsWith('.html'),
  };
}

function fromMap(kind: UiAssets['kind'], files: Map<string, Blob>): UiAssets {
  const table = new Map<string, UiFile>();
  for (const [urlPath, body] of files) table.set(urlPath, uiFile(urlPath, body));
  const fallback = uiFile('/index.html', new Blob([fallbackHtml]));
  return {
    kind,
    lookup: (urlPath) => table.get(urlPath === '/' ? '/index.html' : urlPath),
    index: () => table.get('/index.html') ?? fallback,
  };
}

/** The UI compiled into the binary: URL path → embedded file path (`/$bunfs/...`). */
export function embeddedUi(files: Record<string, string>): UiAssets {
  const map = new Map<string, Blob>();
  for (const [urlPath, embeddedPath] of Object.entries(files)) map.set(urlPath, Bun.file(embeddedPath));
  return fromMap(Object.keys(files).length > 0 ? 'embedded' : 'none', map);
}

/** Running from source: serve `svc-web/dist/` when it was built (SPEC item 9), else the fallback page. */
export function diskUi(dir: string): UiAssets {
  const map = new Map<string, Blob>();
  if (existsSync(join(dir, 'index.html'))) {
    const walk = (current: string) => {
      for (const name of readdirSync(current)) {
        const full = join(current, name);
        if (statSync(full).isDirectory()) walk(full);
        else map.set('/' + relative(dir, full).split('\\').join('/'), Bun.file(full));
      }
    };
    walk(dir);
  }
  return fromMap(map.size > 0 ? 'disk' : 'none', map);
}

/** A Response for a dashboard file with the right caching. */
export function serveUiFile(file: UiFile, method: string): Response {
  return new Response(method === 'HEAD' ? null : file.body, {
    headers: {
      'content-type': file.type,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
