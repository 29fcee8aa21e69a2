/**
 * `npm run bench:pipeline`: replays a realistic stream of generated queries (paraphrases,
 * parameters, repeats, secrets, blocked intents, a long tail of one-offs) over HTTP against an
 * in-process server whose model providers are the fake LLM server, then measures the cost
 * aggregates at a million records.
 *
 * Reports the share answered by each tier, p50/p99 latency per tier (HTTP, client side), queries/s,
 * the share answered without a model call after the first 1,000 queries, in-process fingerprint
 * latency, and `/api/costs` timings at 1M cost records.
 *
 * Flags: --queries N (10000), --cost-rows N (1000000), --fakes (use the stand-in classifier and
 * scanner even when the real modules exist), --seed N, --verbose (list what still reached a model).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Elysia } from 'elysia';
import { startFakeLlm, type FakePrompt } from '../../tests/fake-llm.ts';
import { loadConfig } from '../../src/config.ts';
import { recordCacheHit, recordModelCall } from '../../src/costs/record.ts';
import { costsRoutes } from '../../src/costs/routes.ts';
import { getCostBreakdown, getCostSummary } from '../../src/costs/service.ts';
import { openDatabase } from '../../src/db/open.ts';
import { createGroupCommit } from '../../src/pipeline/group-commit.ts';
import { createPipeline } from '../../src/pipeline/service.ts';
import { createProviders, PROVIDER_DEFAULTS } from '../../src/pipeline/providers/index.ts';
import { pipelineRoutes } from '../../src/pipeline/routes.ts';
import {
  fakeAnswerLocally,
  fakeClassify,
  fakeConstitution,
  fakeRunTemplate,
  fakeScan,
} from '../../src/pipeline/test-fakes.ts';
import type { ClassifyIntentFn, ScanFn } from '../../src/pipeline/types.ts';
import { createErrorHandler, errorResponse } from '../../src/server/error-handler.ts';
import { silentLogger } from '../../src/server/log.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const QUERIES = flag('queries', 10_000);
const COST_ROWS = flag('cost-rows', 1_000_000);
const SEED = flag('seed', 42);
const FORCE_FAKES = args.includes('--fakes');
const VERBOSE = args.includes('--verbose');

// ---- deterministic generator -------------------------------------------------------------

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
/** Zipf-like popularity: a few items are asked often, most rarely. */
function zipf<T>(list: readonly T[], s = 1.1): () => T {
  const weights = list.map((_, i) => 1 / (i + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = random() * total;
    for (let i = 0; i < list.length; i++) if ((r -= weights[i]) <= 0) return list[i];
    return list[list.length - 1];
  };
}

const CITIES = ['Paris', 'London', 'Berlin', 'Tokyo', 'New York', 'Madrid', 'Rome', 'Lisbon', 'Oslo', 'Vienna', 'Prague', 'Dublin', 'Sydney', 'Toronto', 'Chicago', 'Boston', 'Seattle', 'Austin', 'Denver', 'Miami', 'Athens', 'Cairo', 'Nairobi', 'Lima', 'Quito', 'Hanoi', 'Seoul', 'Delhi', 'Mumbai', 'Zurich'];
const COUNTRIES = ['France', 'Spain', 'Italy', 'Germany', 'Japan', 'Brazil', 'Canada', 'Kenya', 'Peru', 'Norway', 'Egypt', 'India', 'Chile', 'Ghana', 'Nepal', 'Cuba', 'Iran', 'Iraq', 'Mali', 'Chad', 'Laos', 'Fiji', 'Oman', 'Togo', 'Peru', 'Poland', 'Sweden', 'Finland', 'Greece', 'Turkey'];
const CONCEPTS = ['photosynthesis', 'entropy', 'inflation', 'blockchain', 'recursion', 'gravity', 'democracy', 'osmosis', 'relativity', 'evolution', 'plate tectonics', 'compound interest', 'machine learning', 'the water cycle', 'supply and demand', 'quantum entanglement', 'the krebs cycle', 'black holes', 'vaccines', 'continental drift', 'public key cryptography', 'the immune system', 'climate change', 'nuclear fusion', 'dark matter'];
const INVENTIONS = ['the telephone', 'the light bulb', 'the printing press', 'penicillin', 'the airplane', 'the internet', 'the radio', 'the steam engine', 'the transistor', 'the world wide web'];
const SYMBOLS = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'TSLA', 'NVDA', 'META', 'NFLX', 'IBM', 'ORCL'];
const UNITS: Array<[string, string]> = [['km', 'miles'], ['miles', 'km'], ['kg', 'lbs'], ['lbs', 'kg'], ['celsius', 'fahrenheit'], ['fahrenheit', 'celsius']];

const weatherTemplates = [
  (c: string) => `weather in ${c}`,
  (c: string) => `What's the weather in ${c}?`,
  (c: string) => `${c} weather`,
  (c: string) => `how is the weather in ${c} today`,
  (c: string) => `tell me the weather for ${c}`,
  (c: string) => `weather for ${c} please`,
];
const knowledge = [
  ...COUNTRIES.flatMap((c) => [
    [`what is the capital of ${c}?`, `capital of ${c}`, `tell me the capital of ${c}`, `What's the capital of ${c}`],
  ]),
  ...CONCEPTS.map((c) => [`explain ${c}`, `explain ${c} please`, `Explain ${c}.`, `can you explain ${c}?`]),
  ...INVENTIONS.map((i) => [`who invented ${i}?`, `who invented ${i}`, `Who invented ${i}??`, `please tell me who invented ${i}`]),
];
const pickKnowledge = zipf(knowledge, 0.9);
const pickCity = zipf(CITIES);
const pickSymbol = zipf(SYMBOLS);

/** Small surface noise a user adds: case, spacing, punctuation, politeness. */
function noise(q: string): string {
  const r = random();
  if (r < 0.15) return q.toUpperCase();
  if (r < 0.3) return `  ${q.replace(/ /g, '  ')} `;
  if (r < 0.4) return `${q}!`;
  if (r < 0.5) return `please ${q}`;
  return q;
}

function generate(n: number): string[] {
  const out: string[] = [];
  let unique = 0;
  for (let i = 0; i < n; i++) {
    const r = random();
    let q: string;
    if (r < 0.2) q = pick(weatherTemplates)(pickCity());
    else if (r < 0.33) {
      const [from, to] = pick(UNITS);
      q = pick([`convert ${Math.ceil(random() * 20) * 5} ${from} to ${to}`, `${Math.ceil(random() * 20) * 5} ${from} in ${to}`]);
    } else if (r < 0.42) q = pick([`what is ${Math.ceil(random() * 12)} * ${Math.ceil(random() * 12)}`, `${Math.ceil(random() * 50)} + ${Math.ceil(random() * 50)}`]);
    else if (r < 0.45) q = pick(['what time is it', 'current time please', 'what is the time']);
    else if (r < 0.52) q = pick([`price of ${pickSymbol()}`, `${pickSymbol()} stock price`, `quote for ${pickSymbol()}`]);
    else if (r < 0.88) q = pick(pickKnowledge());
    else if (r < 0.91) q = `buy ${Math.ceil(random() * 100)} shares of ${pickSymbol()}`;
    else if (r < 0.93) q = `deploy the staging app with key sk-${crypto.randomUUID().replace(/-/g, '')}`;
    else q = `write a haiku about ticket ${++unique} in the backlog`; // the long tail: always new
    out.push(noise(q));
  }
  return out;
}

// ---- wiring ----------------------------------------------------------------------------------

async function tryImport(relative: string): Promise<Record<string, unknown> | null> {
  try {
    return (await import(new URL(relative, import.meta.url).href)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function pickModules(): Promise<{ scan: ScanFn; classifyIntent: ClassifyIntentFn; used: string[] }> {
  const used: string[] = [];
  let scan: ScanFn = fakeScan;
  let classifyIntent: ClassifyIntentFn = fakeClassify;
  if (!FORCE_FAKES) {
    const scanner = await tryImport('../../src/security/scanner.ts');
    if (typeof scanner?.scan === 'function') scan = scanner.scan as ScanFn;
    const intent = await tryImport('../../src/pipeline/intent.ts');
    if (typeof intent?.classifyIntent === 'function') {
      const real = intent.classifyIntent as (q: string) => { intent_key?: unknown };
      if (typeof real('weather in Paris')?.intent_key === 'string') classifyIntent = real as ClassifyIntentFn;
    }
  }
  used.push(`scanner=${scan === fakeScan ? 'stand-in' : 'real'}`, `classifier=${classifyIntent === fakeClassify ? 'stand-in' : 'real'}`);
  used.push('constitution=stand-in', 'local abilities=stand-in');
  return { scan, classifyIntent, used };
}

/** The fake model answers with an intent for unknown questions, so learned examples form. */
function fakeAnswer(prompt: FakePrompt): string {
  const words = prompt.user.toLowerCase().match(/[a-z]{4,}/g) ?? ['thing'];
  const topic = words.sort((a, b) => b.length - a.length)[0];
  return `A concise answer about ${topic}.\n@@svc intent=answer|${topic} confidence=0.9`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const fmt = (n: number, d = 3) => n.toFixed(d);

async function benchQueries() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-pipeline-'));
  const fake = startFakeLlm({ answer: fakeAnswer });
  const { scan, classifyIntent, used } = await pickModules();
  const db = openDatabase(join(dir, 'svc.db'));
  const providers = createProviders([
    { ...PROVIDER_DEFAULTS, id: 'cheap', kind: 'openai', base_url: fake.openaiBaseUrl, model: 'gpt-4o-mini', tier: 'cheap', price: { input_per_mtok: 0.15, output_per_mtok: 0.6 } },
    { ...PROVIDER_DEFAULTS, id: 'deep', kind: 'anthropic', base_url: fake.anthropicBaseUrl, model: 'claude-sonnet-4-5', tier: 'deep', price: { input_per_mtok: 3, output_per_mtok: 15 } },
  ]);
  const group = createGroupCommit(db);
  const pipeline = createPipeline({
    db,
    group,
    scan,
    classifyIntent,
    checkConstitution: fakeConstitution,
    answerLocally: fakeAnswerLocally,
    runTemplate: fakeRunTemplate,
    providers,
  });
  const ctx = { db, config: loadConfig({}, { version: 'bench' }), log: silentLogger, now: Date.now };
  const app = new Elysia()
    .onError({ as: 'global' }, createErrorHandler(silentLogger, () => errorResponse(404, 'not found')))
    .use(pipelineRoutes(ctx, pipeline))
    .use(costsRoutes(ctx))
    .listen({ hostname: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${app.server!.port}`;

  const queries = generate(QUERIES);
  const byTier = new Map<string, number[]>();
  let modelCallsAfterWarmup = 0;
  let answeredAfterWarmup = 0;
  const misses = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < queries.length; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: queries[i] }),
    });
    const body = (await res.json()) as { tier: string; intent_key: string };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`query ${i} answered ${res.status}: ${JSON.stringify(body)}`);
    if (!byTier.has(body.tier)) byTier.set(body.tier, []);
    byTier.get(body.tier)!.push(ms);
    if (i >= 1000) {
      answeredAfterWarmup++;
      if (body.tier === 'cheap_llm' || body.tier === 'deep_llm' || body.tier === 'model_error') {
        modelCallsAfterWarmup++;
        const key = `${body.intent_key}  ${queries[i].trim().toLowerCase().replace(/\s+/g, ' ')}`;
        misses.set(key, (misses.get(key) ?? 0) + 1);
      }
    }
  }
  const elapsed = (performance.now() - started) / 1000;

  // In-process fingerprint latency (no HTTP): the same cached query, many times.
  await pipeline.query('convert 5 km to miles');
  const inProcess: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const t0 = performance.now();
    await pipeline.query('convert 5 km to miles');
    inProcess.push(performance.now() - t0);
  }
  inProcess.sort((a, b) => a - b);

  // The same cached query from many concurrent callers: their records share group commits.
  const concurrent: string[] = [];
  for (const callers of [50, 200]) {
    const before = group.stats();
    const rounds = Math.max(10, Math.floor(20_000 / callers));
    const t0 = performance.now();
    for (let r = 0; r < rounds; r++) await Promise.all(Array.from({ length: callers }, () => pipeline.query('convert 5 km to miles')));
    const perQuery = ((performance.now() - t0) / (rounds * callers)) * 1000;
    const after = group.stats();
    const commits = after.commits - before.commits;
    concurrent.push(
      `${callers} concurrent callers: ${fmt(perQuery, 1)} µs per query (${fmt(1e6 / perQuery, 0)} queries/s), ` +
        `${commits} group commits for ${rounds * callers} queries (${fmt((after.batches - before.batches) / Math.max(1, commits), 1)} queries per commit)`,
    );
  }

  console.log(`\nbench:pipeline: ${QUERIES} generated queries over HTTP (seed ${SEED}; ${used.join(', ')})\n`);
  console.log('tier                   queries   share   p50 ms   p99 ms');
  for (const [tier, times] of [...byTier.entries()].sort((a, b) => b[1].length - a[1].length)) {
    times.sort((a, b) => a - b);
    console.log(
      `${tier.padEnd(22)} ${String(times.length).padStart(7)}  ${fmt((times.length / QUERIES) * 100, 1).padStart(5)}%  ${fmt(percentile(times, 50)).padStart(7)}  ${fmt(percentile(times, 99)).padStart(7)}`,
    );
  }
  const withoutModel = answeredAfterWarmup > 0 ? (1 - modelCallsAfterWarmup / answeredAfterWarmup) * 100 : 0;
  console.log(`\nthroughput: ${fmt(QUERIES / elapsed, 0)} queries/s (sequential, one client)`);
  console.log(`answered without a model call after the first 1,000: ${fmt(withoutModel, 1)}% (target >= 90%)`);
  const fpTimes = byTier.get('fingerprint_cache') ?? [];
  console.log(`fingerprint_cache p50 over HTTP: ${fmt(percentile(fpTimes, 50))} ms (target < 1 ms)`);
  console.log(`fingerprint_cache in-process: p50 ${fmt(percentile(inProcess, 50) * 1000, 1)} µs, p99 ${fmt(percentile(inProcess, 99) * 1000, 1)} µs`);
  for (const line of concurrent) console.log(`fingerprint_cache in-process, ${line}`);
  console.log(`fake provider requests: ${fake.requests.length}`);
  if (VERBOSE) {
    const byIntent = new Map<string, number>();
    for (const [key, n] of misses) byIntent.set(key.split('  ')[0], (byIntent.get(key.split('  ')[0]) ?? 0) + n);
    console.log(`\nmodel calls after the first 1,000 by intent: ${[...byIntent.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    console.log('\nmodel calls after the first 1,000, most frequent first:');
    for (const [q, n] of [...misses.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${n}× ${q}`);
  }
  const summary = getCostSummary(db);
  console.log(`costs: spent $${fmt(summary.total_spent_usd, 6)}, saved $${fmt(summary.total_saved_usd, 6)} (${summary.savings_percent}%), ${summary.total_llm_calls} calls, ${summary.total_cache_hits} cache hits`);
  const stats = pipeline.cacheStats();
  console.log(`cache stats: hit_rate ${stats.hit_rate}, entries ${stats.total_entries}, learned ${stats.learned_examples}`);

  app.stop(true);
  await fake.stop();
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

async function benchCosts() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-costs-'));
  const db = openDatabase(join(dir, 'svc.db'));
  const models: Array<[string, string, number, number]> = [
    ['openai', 'gpt-4o-mini', 0.15, 0.6],
    ['openai', 'gpt-4o', 2.5, 10],
    ['anthropic', 'claude-3-5-haiku', 0.8, 4],
    ['anthropic', 'claude-sonnet-4-5', 3, 15],
    ['openrouter', 'deepseek/deepseek-chat', 0.27, 1.1],
    ['ollama', 'llama3.2', 0, 0],
  ];
  const now = Date.now();
  const span = 90 * 86_400_000;
  const t0 = performance.now();
  db.transaction(() => {
    for (let i = 0; i < COST_ROWS; i++) {
      const [provider, model, pin, pout] = models[i % models.length];
      const ts = now - Math.floor(random() * span);
      const input = 200 + Math.floor(random() * 1500);
      const output = 50 + Math.floor(random() * 500);
      const cost = Math.round(input * pin * 1000 + output * pout * 1000);
      if (i % 3 === 0) recordModelCall(db, { provider, model, input_tokens: input, output_tokens: output, cost_nusd: cost, latency_ms: 400, ts });
      else recordCacheHit(db, { provider, model, input_tokens: input, output_tokens: output, saved_nusd: cost, latency_ms: 0.2, tier: 'fingerprint_cache', ts });
    }
  })();
  const loadSecs = (performance.now() - t0) / 1000;

  const time = (fn: () => unknown, runs = 30) => {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      fn();
      samples.push(performance.now() - s);
    }
    samples.sort((a, b) => a - b);
    return `p50 ${fmt(percentile(samples, 50))} ms, max ${fmt(samples[samples.length - 1])} ms`;
  };
  const since30d = now - 30 * 86_400_000 + 123_457; // deliberately not hour-aligned
  console.log(`\ncosts: ${COST_ROWS.toLocaleString('en')} records loaded in ${fmt(loadSecs, 1)} s`);
  console.log(`getCostSummary all time:          ${time(() => getCostSummary(db))}`);
  console.log(`getCostSummary since 30 days ago: ${time(() => getCostSummary(db, since30d))}`);
  console.log(`breakdown bucket=day, 30 days:    ${time(() => getCostBreakdown(db, { since: since30d, bucket: 'day' }))}`);
  console.log(`breakdown bucket=hour, 7 days:    ${time(() => getCostBreakdown(db, { since: now - 7 * 86_400_000 + 1, bucket: 'hour' }))}`);

  const ctx = { db, config: loadConfig({}, { version: 'bench' }), log: silentLogger, now: Date.now };
  const app = new Elysia().use(costsRoutes(ctx)).listen({ hostname: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${app.server!.port}/api/costs`;
  for (let i = 0; i < 10; i++) await (await fetch(url)).json(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const s = performance.now();
    const res = await fetch(i % 2 ? url : `${url}?since=${since30d}`);
    await res.json();
    samples.push(performance.now() - s);
  }
  samples.sort((a, b) => a - b);
  console.log(`GET /api/costs over HTTP:         p50 ${fmt(percentile(samples, 50))} ms, p99 ${fmt(percentile(samples, 99))} ms (target < 20 ms)`);
  app.stop(true);
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

await benchQueries();
if (COST_ROWS > 0) await benchCosts();
