/**
 * A fake language-model server on 127.0.0.1 that speaks both wire formats svc uses:
 * OpenAI chat completions (`POST /v1/chat/completions`) and the Anthropic Messages API
 * (`POST /v1/messages`). Tests script replies (errors, 429 with Retry-After, slow answers for
 * timeouts, malformed bodies); unscripted requests get a deterministic answer with token usage.
 *
 * Standalone: `bun tests/fake-llm.ts [--port 8999]`.
 */

export const FAKE_FORMATS = ['openai', 'anthropic'] as const;
export type FakeFormat = (typeof FAKE_FORMATS)[number];

export interface FakePrompt {
  format: FakeFormat;
  model: string;
  system: string;
  /** The last user message. */
  user: string;
}

/** One scripted reply. `error` is rendered in the wire format of the endpoint that was hit. */
export interface FakeReply {
  status?: number;
  /** Answer text for a 200 (default: the `answer` function). */
  text?: string;
  error?: { message: string; type?: string };
  /** A raw body, sent as-is (for malformed responses). */
  rawBody?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  usage?: { input_tokens: number; output_tokens: number };
}

export interface RecordedRequest {
  format: FakeFormat;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface FakeLlmOptions {
  port?: number;
  /** When set, requests must carry this key (Bearer for OpenAI, x-api-key for Anthropic). */
  apiKey?: string;
  /** Default delay for unscripted replies. */
  delayMs?: number;
  answer?: (prompt: FakePrompt) => string;
}

export interface FakeLlm {
  /** `http://127.0.0.1:<port>` (the Anthropic base URL). */
  url: string;
  /** `<url>/v1` (the OpenAI-compatible base URL). */
  openaiBaseUrl: string;
  anthropicBaseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies for one format (or both with `any`), consumed in order. */
  enqueue(format: FakeFormat | 'any', ...replies: FakeReply[]): void;
  setAnswer(answer: (prompt: FakePrompt) => string): void;
  reset(): void;
  stop(): Promise<void>;
}

/** Ready-made failure replies. */
export const fakeReplies = {
  rateLimited: (retryAfterSecs: number): FakeReply => ({
    status: 429,
    error: { message: 'Rate limit reached, slow down', type: 'rate_limit_error' },
    headers: { 'retry-after': String(retryAfterSecs) },
  }),
  serverError: (status = 500): FakeReply => ({ status, error: { message: 'upstream exploded', type: 'api_error' } }),
  overloaded: (): FakeReply => ({ status: 529, error: { message: 'Overloaded', type: 'overloaded_error' } }),
  badRequest: (message = 'invalid request'): FakeReply => ({ status: 400, error: { message, type: 'invalid_request_error' } }),
  slow: (delayMs: number, text = 'slow answer'): FakeReply => ({ delayMs, text }),
  malformed: (): FakeReply => ({ status: 200, rawBody: '{"choices": [' }),
};

export const defaultFakeAnswer = (prompt: FakePrompt): string =>
  `Fake answer from ${prompt.model} to: ${prompt.user.slice(0, 200)}\n@@svc confidence=0.9`;

const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startFakeLlm(options: FakeLlmOptions = {}): FakeLlm {
  const queues: Record<FakeFormat, FakeReply[]> = { openai: [], anthropic: [] };
  const requests: RecordedRequest[] = [];
  let answer = options.answer ?? defaultFakeAnswer;

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: options.port ?? 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      const format: FakeFormat | undefined =
        path === '/v1/chat/completions' ? 'openai' : path === '/v1/messages' ? 'anthropic' : undefined;
      if (!format || request.method !== 'POST') return Response.json({ error: 'not found' }, { status: 404 });
      let body: Record<string, unknown>;
      try {
        body = (await request.json()) as Record<string, unknown>;
      } catch {
        return errorResponse(format, 400, { message: 'body is not JSON', type: 'invalid_request_error' });
      }
      requests.push({ format, path, headers: Object.fromEntries(request.headers), body });

      const authError = checkAuth(format, request.headers, options.apiKey);
      if (authError) return authError;
      const shapeError = checkShape(format, body);
      if (shapeError) return errorResponse(format, 400, { message: shapeError, type: 'invalid_request_error' });

      const reply = queues[format].shift() ?? {};
      const delay = reply.delayMs ?? options.delayMs ?? 0;
      if (delay > 0) await sleep(delay);
      const headers = { 'content-type': 'application/json', ...reply.headers };
      if (reply.rawBody !== undefined) return new Response(reply.rawBody, { status: reply.status ?? 200, headers });
      if (reply.error || (reply.status && reply.status >= 400)) {
        return errorResponse(format, reply.status ?? 500, reply.error ?? { message: 'error' }, reply.headers);
      }
      const prompt = promptOf(format, body);
      const text = reply.text ?? answer(prompt);
      const usage = reply.usage ?? {
        input_tokens: estimateTokens(prompt.system + prompt.user),
        output_tokens: estimateTokens(text),
      };
      return new Response(JSON.stringify(successBody(format, prompt.model, text, usage)), { status: 200, headers });
    },
  });

  const url = `http://127.0.0.1:${server.port}`;
  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    anthropicBaseUrl: url,
    requests,
    enqueue(format, ...replies) {
      for (const f of format === 'any' ? FAKE_FORMATS : [format]) queues[f].push(...replies);
    },
    setAnswer(fn) {
      answer = fn;
    },
    reset() {
      queues.openai.length = 0;
      queues.anthropic.length = 0;
      requests.length = 0;
      answer = options.answer ?? defaultFakeAnswer;
    },
    async stop() {
      await server.stop(true);
    },
  };
}

function checkAuth(format: FakeFormat, headers: Headers, apiKey: string | undefined): Response | undefined {
  if (format === 'anthropic' && !headers.get('anthropic-version')) {
    return errorResponse(format, 400, { message: 'anthropic-version header is required', type: 'invalid_request_error' });
  }
  if (apiKey === undefined) return undefined;
  const presented =
    format === 'openai' ? headers.get('authorization')?.replace(/^Bearer\s+/i, '') : headers.get('x-api-key');
  if (presented === apiKey) return undefined;
  return format === 'openai'
    ? errorResponse(format, 401, { message: 'Incorrect API key provided.', type: 'invalid_request_error' })
    : errorResponse(format, 401, { message: 'invalid x-api-key', type: 'authentication_error' });
}

function checkShape(format: FakeFormat, body: Record<string, unknown>): string | undefined {
  if (typeof body.model !== 'string' || !body.model) return 'model: field required';
  if (!Array.isArray(body.messages) || body.messages.length === 0) return 'messages: field required';
  if (format === 'anthropic') {
    if (typeof body.max_tokens !== 'number') return 'max_tokens: field required';
    if ((body.messages as Array<{ role?: string }>).some((m) => m.role === 'system')) {
      return 'messages: system is not a valid role; use the top-level system parameter';
    }
  }
  return undefined;
}

function promptOf(format: FakeFormat, body: Record<string, unknown>): FakePrompt {
  const messages = body.messages as Array<{ role: string; content: unknown }>;
  const textOf = (c: unknown) => (typeof c === 'string' ? c : JSON.stringify(c));
  const system =
    format === 'anthropic'
      ? textOf(body.system ?? '')
      : messages.filter((m) => m.role === 'system').map((m) => textOf(m.content)).join('\n');
  const users = messages.filter((m) => m.role === 'user');
  return { format, model: String(body.model), system, user: textOf(users[users.length - 1]?.content ?? '') };
}

function successBody(format: FakeFormat, model: string, text: string, usage: { input_tokens: number; output_tokens: number }) {
  const id = `fake-${crypto.randomUUID()}`;
  if (format === 'openai') {
    return {
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: usage.input_tokens,
        completion_tokens: usage.output_tokens,
        total_tokens: usage.input_tokens + usage.output_tokens,
      },
    };
  }
  return {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    usage: { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens },
  };
}

function errorResponse(
  format: FakeFormat,
  status: number,
  error: { message: string; type?: string },
  headers: Record<string, string> = {},
): Response {
  const body =
    format === 'openai'
      ? { error: { message: error.message, type: error.type ?? 'api_error', code: null } }
      : { type: 'error', error: { type: error.type ?? 'api_error', message: error.message } };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

if (import.meta.main) {
  const portFlag = process.argv.indexOf('--port');
  const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 8999;
  const fake = startFakeLlm({ port });
  console.log(`fake LLM listening: OpenAI base ${fake.openaiBaseUrl}, Anthropic base ${fake.anthropicBaseUrl}`);
}
