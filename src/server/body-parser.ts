import { BadRequestError } from './errors.ts';

/** Media types whose body is meant as JSON: `application/json` in any case, and `+json` types. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/**
 * A parse hook that reads a request body as JSON whatever its Content-Type says.
 *
 * SPEC bodies are JSON, but Elysia only parses the exact, lower-case `application/json`. Clients
 * that send `Application/JSON` (media types are case-insensitive), `application/vnd.x+json`,
 * `text/plain` (what `fetch` sends for a string body) or no type at all got a puzzling
 * `expected object` for a body that was valid JSON. Bodies that are not JSON are left to Elysia's
 * own parsers (so a form post still works as before), except for a JSON type, where malformed
 * text is a 400 saying so. This opens no cross-site hole: a browser can send text/plain without
 * a preflight, but every protected route needs an Authorization header, which it cannot add.
 *
 * Returns the parsed body, or undefined to let Elysia parse it.
 */
export async function parseBodyAsJson({ request, contentType }: { request: Request; contentType: string }): Promise<unknown> {
  if (contentType === 'application/json' || contentType.toLowerCase().startsWith('multipart/')) return undefined;
  if (request.body === null) return undefined;
  // A clone, so Elysia can still read the body when it is not JSON.
  const text = await request.clone().text();
  const start = text.trimStart()[0];
  const jsonType = JSON_TYPE.test(contentType.trim());
  if (start !== '{' && start !== '[') {
    if (jsonType && text.trim() !== '') throw new BadRequestError('malformed request body: expected valid JSON');
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (jsonType) throw new BadRequestError('malformed request body: expected valid JSON');
    return undefined;
  }
}
