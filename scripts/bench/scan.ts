/**
 * `npm run bench:scan`: the security scanner against the tools people use today, side by side in
 * one process, on the labelled corpus of tests/fixtures/security (issue 3).
 *
 *   svc         src/security/scanner.ts `scan()`
 *   svc cred+pii  `redactText()`: the same detectors without the injection pass (secretlint's job)
 *   secretlint  @secretlint/core + @secretlint/secretlint-rule-preset-recommend (credentials)
 *   redact-pii  SyncRedactor with its default rules (personal data; it also has password rules)
 *   heuristics  the original system's injection regexes (research/nabaos.md §3.4), the
 *               llm-guard-style heuristic baseline: an injection is any match with confidence ≥ 0.8
 *
 * A credential or personal-data positive counts when the labelled value is gone from the tool's
 * output (svc: a finding of the labelled type covers it and `redacted` no longer contains it;
 * secretlint: a reported range covers it). A false positive is a hard negative with any finding
 * (injection: a benign look-alike flagged).
 *
 * Throughput is bytes of corpus text per second of wall time, each text scanned on its own (the
 * query path), and the same texts joined into ~4 KB documents. Every tool gets the same inputs
 * through the same loop, in one process, which awaits a result only when it is a promise
 * (secretlint's API is asynchronous; awaiting a plain value would time the harness's microtask
 * turn, which no caller of a synchronous API pays). The tools are warmed up first
 * (every input, WARMUP times; redact-pii once), then timed in interleaved rounds (each round times every tool
 * once, in a rotating order), so a load spike on a shared machine hits all tools alike; each
 * figure is the best round. A tool stops repeating once it has spent TIME_BUDGET_MS in timed
 * rounds (redact-pii takes seconds per pass), after at least MIN_REPS rounds.
 * Flags: --types prints svc recall per type; --reps N sets the timed rounds (default 10).
 * Prints a table; asserts nothing.
 */
import { lintSource } from '@secretlint/core';
import { creator as secretlintPreset } from '@secretlint/secretlint-rule-preset-recommend';
import { SyncRedactor } from 'redact-pii';
import { corpusText, loadCorpus, type LabelledValue } from '../../tests/fixtures/security/corpus.ts';
import { findSensitive, redactText, scan } from '../../src/security/scanner.ts';

const args = process.argv.slice(2);
const REPS = Number(args[args.indexOf('--reps') + 1]) > 0 && args.includes('--reps') ? Number(args[args.indexOf('--reps') + 1]) : 10;
const WARMUP = 3;
const MIN_REPS = 3;
const TIME_BUDGET_MS = 4000;
const corpus = loadCorpus();
const texts = corpusText(corpus);
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
const documents = (() => {
  const out: string[] = [];
  let cur = '';
  for (const t of texts) {
    cur += t + '\n\n';
    if (cur.length >= 4096) {
      out.push(cur);
      cur = '';
    }
  }
  if (cur) out.push(cur);
  return out;
})();
const documentBytes = documents.reduce((n, t) => n + Buffer.byteLength(t), 0);

// ------------------------------------------------------------------ tools
interface Tool {
  name: string;
  /** Does the tool's output for `item.text` no longer expose `item.value`? */
  detects?: (item: LabelledValue, kind: 'credential' | 'pii') => Promise<boolean>;
  /** Does the tool flag a text that holds no credential or personal data? */
  flagsNegative?: (text: string) => Promise<boolean>;
  injection?: (text: string) => Promise<boolean>;
  /** One pass over a text, for timing. */
  run: (text: string) => unknown;
}

const svc: Tool = {
  name: 'svc',
  detects: async (item, kind) => {
    const r = scan(item.text);
    const at = item.text.indexOf(item.value);
    const covered = r.findings.some((f) => f.kind === kind && f.type === item.type && f.start <= at && f.end >= at + item.value.length);
    return covered && !r.redacted.includes(item.value);
  },
  flagsNegative: async (text) => scan(text).findings.some((f) => f.kind !== 'injection'),
  injection: async (text) => scan(text).injection_detected,
  run: (text) => scan(text),
};

/**
 * The same scanner without its injection pass: `redactText`, which svc runs on text it produces
 * itself (LLM answers, chain outputs, logs). This is the job secretlint and redact-pii do, so its
 * throughput is the like-for-like comparison; the `svc` row is the full scan of every query.
 */
const svcSensitive: Tool = {
  name: 'svc cred+pii',
  detects: async (item, kind) => {
    const findings = findSensitive(item.text);
    const at = item.text.indexOf(item.value);
    const covered = findings.some((f) => f.kind === kind && f.type === item.type && f.start <= at && f.end >= at + item.value.length);
    return covered && !redactText(item.text).redacted.includes(item.value);
  },
  flagsNegative: async (text) => findSensitive(text).length > 0,
  run: (text) => redactText(text),
};

const secretlintConfig = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: secretlintPreset }] };
const lint = (text: string) =>
  lintSource({
    source: { filePath: '/virtual/input.txt', content: text, ext: '.txt', contentType: 'text' },
    options: { config: secretlintConfig, noPhysicFilePath: true },
  });
const secretlint: Tool = {
  name: 'secretlint',
  detects: async (item, kind) => {
    if (kind !== 'credential') return false;
    const at = item.text.indexOf(item.value);
    const r = await lint(item.text);
    return r.messages.some((m) => m.range[0] <= at && m.range[1] >= at + item.value.length);
  },
  flagsNegative: async (text) => (await lint(text)).messages.length > 0,
  run: (text) => lint(text),
};

const redactor = new SyncRedactor();
const redactPii: Tool = {
  name: 'redact-pii',
  detects: async (item) => !redactor.redact(item.text).includes(item.value),
  flagsNegative: async (text) => redactor.redact(text) !== text,
  run: (text) => redactor.redact(text),
};

/** research/nabaos.md §3.4: the original system's injection patterns; likely injection at ≥ 0.8. */
const HEURISTICS: Array<[RegExp, number]> = [
  [/ignore\s+(all\s+)?(previous|prior|above|earlier)\s+(instructions|prompts|rules)/i, 0.95],
  [/disregard\s+(all\s+)?(previous|prior|above)\s+(instructions|context)/i, 0.95],
  [/forget\s+(everything|all)\s+(you|that)\s+(were|was)\s+told/i, 0.9],
  [/override\s+(system|previous)\s+(prompt|instructions)/i, 0.9],
  [/new\s+instructions?\s*:/i, 0.7],
  [/IMPORTANT\s*:\s*(disregard|ignore|forget)/i, 0.95],
  [/\[SYSTEM\]\s*(override|new instructions)/i, 0.95],
  [/you\s+are\s+now\s+(a|an|the)\s+/i, 0.6],
  [/from\s+now\s+on\s*,?\s*(you|your)\s+(are|name|role)/i, 0.7],
  [/act\s+as\s+(if\s+you\s+are|a|an)\s+/i, 0.4],
  [/pretend\s+(to\s+be|you\s+are)\s+/i, 0.5],
  [/enable\s+(developer|admin|debug|root|sudo)\s+mode/i, 0.85],
  [/jailbreak/i, 0.9],
  [/DAN\s+(mode|prompt)/i, 0.95],
  [/system\s*administrator\s+has\s+(authorized|approved|granted)/i, 0.9],
  [/admin\s+(override|access|mode)\s*(enabled|granted|activated)/i, 0.85],
  [/maintenance\s+mode\s*:\s*(all|security)\s+(restrictions|filters)\s+(lifted|disabled|removed)/i, 0.95],
  [/base64\s+(encode|decode)\s+.{0,20}\s+(send|post|upload)/i, 0.85],
  [/[\u200B-\u200F\u2028-\u202F\uFEFF]/, 0.8],
  [/(ignora|olvida|desestima)\s+(todas?\s+)?(las?\s+)?(instrucciones|reglas|indicaciones)\s+(anteriores|previas)/i, 0.9],
  [/(ignore|oublie|ne\s+tiens?\s+pas\s+compte)\s+(de\s+)?(toutes?\s+)?(les\s+)?(instructions|règles|consignes)\s+(précédentes|antérieures)/i, 0.9],
  [/(ignoriere|vergiss|missachte)\s+(alle\s+)?(vorherigen|bisherigen|obigen)\s+(Anweisungen|Regeln|Instruktionen)/i, 0.9],
];
const heuristicScore = (text: string) => {
  const variants = [text, text.normalize('NFKD').replace(/\p{M}/gu, '')];
  let max = 0;
  for (const v of variants) for (const [re, c] of HEURISTICS) if (c > max && re.test(v)) max = c;
  return max;
};
const heuristics: Tool = {
  name: 'heuristics',
  injection: async (text) => heuristicScore(text) >= 0.8,
  run: (text) => heuristicScore(text),
};

// ------------------------------------------------------------------ measurement
async function recall(tool: Tool, items: LabelledValue[], kind: 'credential' | 'pii'): Promise<number | null> {
  if (!tool.detects) return null;
  let hit = 0;
  for (const item of items) if (await tool.detects(item, kind)) hit++;
  return hit / items.length;
}

async function rate(pred: ((t: string) => Promise<boolean>) | undefined, items: string[]): Promise<number | null> {
  if (!pred) return null;
  let n = 0;
  for (const t of items) if (await pred(t)) n++;
  return n / items.length;
}

const settle = (result: unknown) => (result instanceof Promise ? result : undefined);

/**
 * Best MB/s of each tool over `inputs`: warm-up passes, then interleaved timed rounds (see the
 * header). Returns one figure per tool, in `tools` order.
 */
async function throughput(tools: Tool[], inputs: string[], totalBytes: number): Promise<number[]> {
  for (const tool of tools) {
    const warmup = tool.name === 'redact-pii' ? 1 : WARMUP; // one pass takes seconds
    for (let w = 0; w < warmup; w++) for (const t of inputs) await settle(tool.run(t));
  }
  const best = tools.map(() => Infinity);
  const spent = tools.map(() => 0);
  const runs = tools.map(() => 0);
  for (let r = 0; r < REPS; r++) {
    for (let k = 0; k < tools.length; k++) {
      const i = (k + r) % tools.length;
      if (runs[i] >= MIN_REPS && spent[i] >= TIME_BUDGET_MS) continue;
      const t0 = performance.now();
      for (const t of inputs) {
        const result = tools[i].run(t);
        if (result instanceof Promise) await result;
      }
      const ms = performance.now() - t0;
      best[i] = Math.min(best[i], ms);
      spent[i] += ms;
      runs[i]++;
    }
  }
  return best.map((ms) => totalBytes / 1e6 / (ms / 1000));
}

const fmt = (x: number | null, digits = 3) => (x === null ? 'n/a' : x.toFixed(digits));

const tools = [svc, svcSensitive, secretlint, redactPii, heuristics];
const SECRETLINT = tools.indexOf(secretlint);
const perText = await throughput(tools, texts, bytes);
const perDocument = await throughput(tools, documents, documentBytes);
const rows: string[][] = [];
for (const [i, tool] of tools.entries()) {
  const credRecall = tool.name === 'redact-pii' || tool.detects ? await recall(tool, corpus.credentials, 'credential') : null;
  const piiRecall = tool.name === 'secretlint' ? null : await recall(tool, corpus.pii, 'pii');
  const negFp = await rate(tool.flagsNegative, corpus.negatives.map((n) => n.text));
  const injRecall = await rate(tool.injection, corpus.injections.map((i) => i.text));
  const benignFp = await rate(tool.injection, corpus.benign.map((b) => b.text));
  rows.push([tool.name, fmt(credRecall), fmt(piiRecall), fmt(negFp), fmt(injRecall), fmt(benignFp), perText[i].toFixed(2), perDocument[i].toFixed(2)]);
}

const header = ['tool', 'cred recall', 'pii recall', 'FP hard neg', 'inj recall', 'FP benign', 'MB/s per text', 'MB/s 4KB docs'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(
  `corpus: ${corpus.credentials.length} credentials (${new Set(corpus.credentials.map((c) => c.type)).size} types), ` +
    `${corpus.pii.length} personal data, ${corpus.negatives.length} hard negatives, ${corpus.injections.length} injections, ` +
    `${corpus.benign.length} benign look-alikes; ${(bytes / 1024).toFixed(1)} KB in ${texts.length} texts, ${documents.length} documents; ` +
    `throughput: best of up to ${REPS} interleaved rounds after ${WARMUP} warm-up passes`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
const ratio = (i: number) => `${(perText[i] / perText[SECRETLINT]).toFixed(1)}x per text, ${(perDocument[i] / perDocument[SECRETLINT]).toFixed(1)}x on 4 KB documents`;
console.log(`\nsvc throughput vs secretlint: full scan (credentials, personal data and injection) ${ratio(0)}; credentials and personal data only ${ratio(1)}`);

if (args.includes('--types')) {
  console.log('\nsvc recall per type:');
  for (const [items, kind] of [[corpus.credentials, 'credential'], [corpus.pii, 'pii']] as const) {
    const byType = new Map<string, [number, number]>();
    for (const item of items) {
      const e = byType.get(item.type) ?? [0, 0];
      e[1]++;
      if (await svc.detects!(item, kind)) e[0]++;
      byType.set(item.type, e);
    }
    for (const [type, [hit, total]] of [...byType].sort()) console.log(`  ${kind.padEnd(10)} ${type.padEnd(28)} ${hit}/${total}`);
  }
}
