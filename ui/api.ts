/** The dashboard's only HTTP client: adds the bearer token, throws ApiError on non-2xx. */

const TOKEN_KEY = 'svc.token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, token);
}

/** Fired on `window` when the server rejects the token, so the shell returns to login. */
export const UNAUTHORIZED_EVENT = 'svc-unauthorized';

export interface ApiOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A public endpoint (the confirmation link): no Authorization header is sent, and a 401 does not
   * end the dashboard session.
   */
  anonymous?: boolean;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const token = options.anonymous ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message =
      data && typeof (data as { error?: unknown }).error === 'string'
        ? (data as { error: string }).error
        : `request failed (${response.status})`;
    if (response.status === 401 && !options.anonymous && !path.startsWith('/api/auth/login')) {
      setToken(null);
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    }
    const retry = response.headers.get('retry-after');
    throw new ApiError(response.status, message, retry ? Number(retry) : undefined);
  }
  return data as T;
}
