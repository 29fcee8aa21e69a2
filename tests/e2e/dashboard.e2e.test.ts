/**
 * End-to-end tests of the dashboard in Debian's Chromium (`/usr/bin/chromium`, driven by
 * playwright-core; never a downloaded browser) against the compiled binary copied alone into a
 * temp directory. One browser and one page for the whole file; the tests run in order and share
 * the session, like an operator going through every view.
 *
 * Any console error, uncaught page error, failed request or HTTP error fails the test in which
 * it happens. The only exceptions are the ones a step provokes on purpose, allowed by exact
 * method, URL and status and only during that step (`provoke`): the 401 of a wrong password and
 * the 404s of an unknown confirmation token. Requests the dashboard cancels itself (a poll of a
 * view being left, a refresh superseding a poll: `ui/resource.ts`) end as `net::ERR_ABORTED`;
 * those are not failures and are accepted for `GET /api/...` only.
 *
 * A fake model provider (`tests/fake-llm.ts`, priced in config.yaml) answers the queries no
 * built-in ability can, so the cost and cache views show real spend, a chart and a cache hit.
 *
 * Screenshots of every view land in `tests/e2e/screenshots/` (git-ignored): `1440-*.png` at
 * 1440 px, `375-*.png` at 375 px.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startFakeLlm, type FakeLlm } from '../fake-llm.ts';
import { isolatedBinary, runSvc, startSvc, type RunningSvc } from '../helpers/binary.ts';

const CHROMIUM = '/usr/bin/chromium';
const PASSWORD = 'test-password';
const AGENT = 'workspace-housekeeper';
const SHOTS = join(import.meta.dir, 'screenshots');
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
/** Upper bound for any single wait on the page. */
const WAIT_MS = 10_000;
/** Per-test budget: a step waits at most WAIT_MS, a test has a few of them. */
const TEST_MS = 30_000;
/** A syntactically valid token (43 base64url characters) the server never issued. */
const UNKNOWN_TOKEN = 'e2eUnknownToken_0123456789abcdefghijklmnopq';

const iso = isolatedBinary();
const dataDir = join(iso.dir, 'data');
const profileDir = mkdtempSync(join(tmpdir(), 'svc-e2e-profile-'));
let svc: RunningSvc;
let llm: FakeLlm;
let context: BrowserContext;
/** The intent of the question the model answered (then the cache), as the query card showed it. */
let modelIntent = '';
let page: Page;

// ---------------------------------------------------------------------------------------------
// Watching the page: console errors, page errors, failed requests, HTTP errors.

interface Provoked {
  method: string;
  url: string;
  status: number;
  seen: number;
  open: boolean;
}

const provoked: Provoked[] = [];
const problems: string[] = [];
/** Requests the dashboard aborted itself (informational). */
const cancelled: string[] = [];

function watch(p: Page): void {
  p.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const status = /the server responded with a status of (\d+)/.exec(text);
    const url = msg.location().url;
    if (status && provoked.some((e) => e.url === url && e.status === Number(status[1]))) return;
    problems.push(`console error: ${text}${url ? ` (${url})` : ''}`);
  });
  p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  p.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    const url = request.url();
    if (reason === 'net::ERR_ABORTED' && request.method() === 'GET' && url.startsWith(`${svc.url}/api/`)) {
      cancelled.push(url);
      return;
    }
    problems.push(`request failed: ${request.method()} ${url}: ${reason}`);
  });
  p.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const method = response.request().method();
    const url = response.url();
    const allowed = provoked.find((e) => e.open && e.method === method && e.url === url && e.status === status);
    if (allowed) allowed.seen += 1;
    else problems.push(`HTTP ${status}: ${method} ${url}`);
  });
}

/**
 * Runs `step`, during which exactly `count` responses `method path` with `status` are expected
 * (and their console messages tolerated); any other error still fails.
 */
async function provoke(method: string, path: string, status: number, count: number, step: () => Promise<void>): Promise<void> {
  const entry: Provoked = { method, url: `${svc.url}${path}`, status, seen: 0, open: true };
  provoked.push(entry);
  try {
    await step();
  } finally {
    entry.open = false;
  }
  expect(entry.seen).toBe(count);
}

/** Fails with every problem seen so far, then forgets them (so one failure is reported once). */
function expectNoProblems(): void {
  const seen = problems.splice(0);
  expect(seen).toEqual([]);
}

/** Everything the server printed (access log, warnings, errors). */
let serverOutput = '';

async function drain(stream: ReadableStream<Uint8Array>): Promise<void> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    serverOutput += decoder.decode(value, { stream: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Page helpers.

/** Inside shadow roots: Playwright's CSS engine pierces them. */
const $ = (selector: string) => page.locator(selector);

async function visible(selector: string): Promise<void> {
  await $(selector).first().waitFor({ state: 'visible', timeout: WAIT_MS });
}

async function gone(selector: string): Promise<void> {
  await $(selector).first().waitFor({ state: 'detached', timeout: WAIT_MS });
}

async function text(selector: string): Promise<string> {
  await visible(selector);
  return ((await $(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until `selector`'s text matches (polling: the views refresh on their own). */
async function textMatches(selector: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const current = await text(selector);
    if (pattern.test(current)) return current;
    if (Date.now() > deadline) throw new Error(`${selector}: text ${JSON.stringify(current)} does not match ${pattern}`);
    await page.waitForTimeout(50);
  }
}

/** No loading, error or stale state left in the current view. */
async function settled(): Promise<void> {
  await gone('[data-state=loading]');
  expect(await $('[data-state=error]').count()).toBe(0);
  expect(await $('[data-state=stale]').count()).toBe(0);
}

/** Opens a view from the navigation and waits for its data. */
async function openView(view: string, path: string, ready: string): Promise<void> {
  if (page.viewportSize()!.width < 720 && !(await $(`[data-testid=nav-${view}]`).isVisible())) {
    await $('svc-app button.menu').click();
  }
  await $(`[data-testid=nav-${view}]`).click();
  await page.waitForURL(`${svc.url}${path}`, { timeout: WAIT_MS });
  // Attached, not visible: below 720 px the menu closes after navigating.
  await $(`[data-testid=nav-${view}][aria-current=page]`).waitFor({ state: 'attached', timeout: WAIT_MS });
  await visible(ready);
  await settled();
}

async function shot(name: string): Promise<void> {
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `${width}-${name}.png`), fullPage: true, animations: 'disabled' });
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium (never a downloaded browser)`);
  mkdirSync(SHOTS, { recursive: true });
  for (const file of readdirSync(SHOTS)) if (file.endsWith('.png')) rmSync(join(SHOTS, file));

  // The agent is installed with the CLI on the same data directory before the server starts.
  const install = runSvc(iso.bin, ['admin', 'agent', 'install', AGENT], { SVC_DATA_DIR: dataDir, HOME: dataDir });
  if (install.code !== 0) throw new Error(`agent install failed (${install.code}): ${install.stderr}`);

  // A priced provider: models on localhost otherwise cost nothing and the cost views stay empty.
  llm = startFakeLlm();
  writeFileSync(
    join(dataDir, 'config.yaml'),
    [
      'providers:',
      '  - id: fake',
      '    kind: openai',
      `    base_url: ${llm.openaiBaseUrl}`,
      '    model: gpt-4o-mini',
      '    price: { input_per_mtok: 3, output_per_mtok: 15 }',
      '',
    ].join('\n'),
  );

  svc = await startSvc({ bin: iso.bin, dataDir, env: { SVC_WEB_PASSWORD: PASSWORD } });
  // Read the server's output as it comes: a full pipe would block its access log.
  void drain(svc.proc.stdout);
  void drain(svc.proc.stderr);
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: WIDE,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
  });
  context.setDefaultTimeout(WAIT_MS);
  page = context.pages()[0] ?? (await context.newPage());
  watch(page);
}, 30_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await svc?.stop();
  await llm?.stop();
  iso.cleanup();
  rmSync(profileDir, { recursive: true, force: true });
}, 30_000);

describe('dashboard in chromium', () => {
  test('shows a message for a wrong password, then logs in', async () => {
    await page.goto(svc.url);
    await visible('#password');
    expect(await page.title()).toBe('Sign in · svc');
    await shot('login');

    await provoke('POST', '/api/auth/login', 401, 1, async () => {
      await $('#password').fill('not-the-password');
      await $('svc-login-view button[type=submit]').click();
      expect(await text('svc-login-view .error')).toBe('Invalid password.');
    });
    await shot('login-error');

    await $('#password').fill(PASSWORD);
    await $('svc-login-view button[type=submit]').click();
    await visible('[data-testid=logout]');
    await visible('[data-testid=nav-overview][aria-current=page]');
    await visible('[data-testid=overview-cards]');
    await settled();
    expect(await page.evaluate(() => sessionStorage.getItem('svc.token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectNoProblems();
  }, TEST_MS);

  test('shows the overview totals', async () => {
    const cards = await text('[data-testid=overview-cards]');
    // 7 built-in chains, as GET /api/dashboard reports them.
    const dashboard = (await (await fetch(`${svc.url}/api/dashboard`, { headers: { authorization: `Bearer ${await token()}` } })).json()) as {
      total_chains: number;
    };
    expect(cards).toContain(String(dashboard.total_chains));
    await shot('overview');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('overview-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expectNoProblems();
  }, TEST_MS);

  test('runs a query and shows its result card with tier and intent', async () => {
    await openView('query', '/query', '#query-input');
    await $('#query-input').fill('what is 2+2');
    await $('[data-testid=query-submit]').click();
    await visible('[data-testid=query-result-card]');
    expect(await text('[data-testid=query-tier]')).toBe('local');
    expect(await text('[data-testid=query-intent]')).toBe('calculate|math');
    expect(await text('[data-testid=query-verdict]')).toBe('Allowed');
    expect(await text('[data-testid=query-response]')).toContain('4');
    expect(await text('[data-testid=query-security]')).toContain('No findings');
    expect(await $('[data-testid=query-history] li').count()).toBe(1);

    // No built-in ability answers this: the (fake) cheap model does, then the cache.
    await $('#query-input').fill('explain how photosynthesis works');
    await $('[data-testid=query-submit]').click();
    await textMatches('[data-testid=query-tier]', /^cheap_llm$/);
    modelIntent = await text('[data-testid=query-intent]');
    expect(modelIntent).toMatch(/^[a-z_]+\|[a-z_]+$/);
    expect(await text('[data-testid=query-response]')).toContain('Fake answer from gpt-4o-mini');
    await $('#query-input').fill('explain how photosynthesis works');
    await $('[data-testid=query-submit]').click();
    await textMatches('[data-testid=query-tier]', /^fingerprint_cache$/);
    expect(await $('[data-testid=query-history] li').count()).toBe(3);
    expect(llm.requests.length).toBe(1);
    await shot('query');
    expectNoProblems();
  }, TEST_MS);

  test('a query held by a Confirm rule links to its confirmation page', async () => {
    await $('#query-input').fill('delete notes.md');
    await $('[data-testid=query-submit]').click();
    await textMatches('[data-testid=query-verdict]', /^Needs confirmation$/);
    expect(await text('[data-testid=query-tier]')).toBe('confirmation_required');
    expect(await $('[data-testid=query-history] li').count()).toBe(4);
    const link = $('[data-testid=query-confirmation] a');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${svc.url}/confirm/[A-Za-z0-9_-]{43}$`));
    await shot('query-confirmation');

    // The chat link opens the public page, which shows what is held without confirming it.
    await link.click();
    await page.waitForURL(href);
    await visible('[data-testid=confirm-details]');
    const details = await text('[data-testid=confirm-details]');
    expect(details).toContain('confirm_deletions');
    expect(details).toContain('pending');
    await visible('[data-testid=confirm-submit]');
    await shot('confirm-page');
    await $('[data-testid=confirm-page] a[href="/"]').click();
    await page.waitForURL(`${svc.url}/`);
    await visible('[data-testid=overview-cards]');
    expectNoProblems();
  }, TEST_MS);

  test('lists the pending confirmation and rejects it', async () => {
    await openView('confirmations', '/confirmations', '[data-testid=confirmation]');
    expect(await $('[data-testid=confirmation]').count()).toBe(1);
    expect(await text('[data-testid=confirmation]')).toContain('confirm_deletions');
    await shot('confirmations');
    await $('[data-testid=confirmation-reject]').click();
    await gone('[data-testid=confirmation]');
    await visible('[data-state=empty]');
    expect(await text('[data-state=empty]')).toContain('Nothing is waiting for a confirmation.');
    await shot('confirmations-empty');
    expectNoProblems();
  }, TEST_MS);

  test('scans text and highlights the redactions', async () => {
    await openView('security', '/security', '#scan-input');
    await $('#scan-input').fill('Deploy key AKIAIOSFODNN7EXAMPLE, reach me at alice@example.com.');
    await $('[data-testid=scan-submit]').click();
    await visible('[data-testid=scan-result]');
    await visible('[data-testid=scan-findings]');
    const marks = (await $('[data-testid=scan-redacted] mark').allTextContents()).map((m) => m.trim());
    expect(marks).toEqual(['[REDACTED:aws_access_key]', '[REDACTED:email]']);
    const findings = await text('[data-testid=scan-findings]');
    expect(findings).toContain('aws_access_key');
    expect(findings).toContain('email');
    expect(await text('[data-testid=scan-credentials]')).toBe('1');
    expect(await text('[data-testid=scan-pii]')).toBe('1');
    const redacted = await text('[data-testid=scan-redacted]');
    expect(redacted).not.toContain('AKIAIOSFODNN7EXAMPLE');
    expect(redacted).not.toContain('alice@example.com');
    expect(redacted).toContain('Deploy key');
    await shot('security');
    expectNoProblems();
  }, TEST_MS);

  test('shows the cache statistics', async () => {
    await openView('cache', '/cache', '[data-testid=cache-cards]');
    // One hit (the repeated question) among the queries so far.
    expect(await text('[data-testid=cache-hit-rate]')).toMatch(/^[1-9]\d*(\.\d+)?%$/);
    expect(await text('[data-testid=cache-entries]')).toMatch(/^[1-9][\d,]*$/);
    expect(await text('[data-testid=cache-savings]')).toMatch(/^\$0\.0*[1-9]/);
    await visible('[data-testid=cache-tiers]');
    const tiers = await text('[data-testid=cache-tiers]');
    for (const tier of ['local', 'cheap_llm', 'fingerprint_cache']) expect(tiers).toContain(tier);
    expect(await text('[data-testid=cache-intents]')).toContain(modelIntent);
    await shot('cache');
    expectNoProblems();
  }, TEST_MS);

  test('shows costs and switches the range', async () => {
    await openView('costs', '/costs', '[data-testid=cost-cards]');
    // One model call, priced by config.yaml; the cache hit saved what it cost.
    expect(await text('[data-testid=cost-calls]')).toBe('1');
    expect(await text('[data-testid=cost-hits]')).toBe('1');
    expect(await text('[data-testid=cost-spent]')).toMatch(/^\$0\.0*[1-9]/);
    expect(await text('[data-testid=cost-saved]')).toMatch(/^\$0\.0*[1-9]/);
    await visible('[data-testid=cost-chart]');
    expect(await text('[data-testid=cost-models]')).toContain('gpt-4o-mini');
    await $('[data-testid=cost-range] [data-range="7d"]').click();
    await visible('[data-testid=cost-range] [data-range="7d"][aria-pressed=true]');
    await settled();
    await visible('[data-testid=cost-chart]');
    await $('[data-testid=cost-range] [data-range="all"]').click();
    await visible('[data-testid=cost-range] [data-range="all"][aria-pressed=true]');
    await settled();
    await visible('[data-testid=cost-chart]');
    await $('[data-testid=cost-range] [data-range="24h"]').click();
    await visible('[data-testid=cost-range] [data-range="24h"][aria-pressed=true]');
    await settled();
    await shot('costs');
    expectNoProblems();
  }, TEST_MS);

  test('starts and stops the agent installed with the CLI', async () => {
    const card = `[data-testid=agent-card][data-agent-id="${AGENT}"]`;
    await openView('agents', '/agents', card);
    await visible(`${card} [data-testid=agent-status][data-status=stopped]`);
    expect(await $(`${card} [data-testid=agent-start]`).isEnabled()).toBe(true);
    expect(await $(`${card} [data-testid=agent-stop]`).isDisabled()).toBe(true);
    await shot('agents-stopped');

    await $(`${card} [data-testid=agent-start]`).click();
    await visible(`${card} [data-testid=agent-status][data-status=running]`);
    expect(await text(`${card} [data-testid=agent-status]`)).toBe('running');
    await visible(`${card} [data-testid=agent-stop]:not([disabled])`);
    expect(await $(`${card} [data-testid=agent-start]`).isDisabled()).toBe(true);
    expect(await $(`${card} [data-testid=agent-error]`).count()).toBe(0);
    await shot('agents-running');

    await $(`${card} [data-testid=agent-stop]`).click();
    await visible(`${card} [data-testid=agent-status][data-status=stopped]`);
    await visible(`${card} [data-testid=agent-start]:not([disabled])`);
    expect(await $(`${card} [data-testid=agent-stop]`).isDisabled()).toBe(true);
    expect(await $(`${card} [data-testid=agent-error]`).count()).toBe(0);
    expectNoProblems();
  }, TEST_MS);

  test('shows the constitution rules and templates, checks a query and lists the check', async () => {
    await openView('constitution', '/constitution', '[data-testid=constitution-name]');
    expect(await text('[data-testid=constitution-name]')).toBe('default');
    await visible('[data-testid=tab-rules][aria-selected=true]');
    await visible('[data-testid=constitution-rules] tr[data-rule]');
    expect(await $('[data-testid=constitution-rules] tr[data-rule]').count()).toBeGreaterThan(0);
    expect(await text('[data-testid=constitution-rules] tr[data-rule="confirm_deletions"]')).toContain('Confirm');
    await shot('constitution-rules');

    await $('[data-testid=tab-templates]').click();
    await visible('[data-testid=tab-templates][aria-selected=true]');
    await visible('[data-testid=constitution-templates]');
    await settled();
    expect(await $('[data-testid=constitution-templates] tbody tr').count()).toBeGreaterThan(0);
    await shot('constitution-templates');

    await $('#check-input').fill('delete all my files');
    await $('[data-testid=check-submit]').click();
    await visible('[data-testid=check-result]');
    expect(await text('[data-testid=check-result]')).toContain('Block');

    await $('[data-testid=tab-checks]').click();
    await visible('[data-testid=tab-checks][aria-selected=true]');
    await visible('[data-testid=constitution-checks]');
    await settled();
    await textMatches('[data-testid=constitution-checks] tbody', /delete all my files/);
    await shot('constitution-checks');
    expectNoProblems();
  }, TEST_MS);

  test('runs a chain with params', async () => {
    const row = '[data-testid=chain-row][data-chain-id="note-append"]';
    await openView('chains', '/chains', row);
    await $(`${row} [data-testid=chain-run-toggle]`).click();
    await visible('[data-testid=chain-run-panel]');
    await visible('#param-text');
    await $('#param-text').fill('written by the e2e test');
    await visible('[data-testid=chain-run-submit]:not([disabled])');
    await $('[data-testid=chain-run-submit]').click();
    await visible('[data-testid=chain-run-result]');
    expect(await text('[data-testid=chain-run-status]')).toBe('succeeded');
    expect(await text('[data-testid=chain-run-output]')).toContain('written by the e2e test');
    // The list is refreshed after a run: one hit, one success.
    await textMatches(`${row} td.num >> nth=1`, /^1$/);
    await textMatches(`${row} td.num >> nth=2`, /^1\s*100\s*%$/);
    await shot('chains-run');
    expectNoProblems();
  }, TEST_MS);

  test('schedules a chain, then disables and re-enables the job', async () => {
    await visible('#schedule-chain');
    await $('#schedule-chain').selectOption('workspace-heartbeat');
    // The interval is validated like the API while typing.
    await $('#schedule-interval').fill('1.5h');
    await $('#schedule-interval').blur();
    await visible('[data-testid=interval-error]');
    await $('#schedule-interval').fill('1h');
    await $('[data-testid=interval-error]').waitFor({ state: 'hidden' });
    await $('[data-testid=schedule-submit]').click();
    await visible('[data-testid=schedule-created]');
    const created = await text('[data-testid=schedule-created]');
    const prefix = /job ([0-9a-f]{8})/.exec(created)?.[1];
    expect(prefix).toBeDefined();

    const job = '[data-testid=schedule-job]';
    await visible(job);
    expect(await $(job).count()).toBe(1);
    const jobId = (await $(job).getAttribute('data-job-id')) ?? '';
    expect(jobId.startsWith(prefix!)).toBe(true);
    const row = `${job}[data-job-id="${jobId}"]`;
    expect(await text(`${row} [data-testid=job-state]`)).toBe('enabled');
    await shot('chains-scheduled');

    await $(`${row} [data-testid=job-disable]`).click();
    await visible(`${row} [data-testid=job-enable]`);
    expect(await text(`${row} [data-testid=job-state]`)).toBe('disabled');
    await shot('chains-job-disabled');

    await $(`${row} [data-testid=job-enable]`).click();
    await visible(`${row} [data-testid=job-disable]`);
    expect(await text(`${row} [data-testid=job-state]`)).toBe('enabled');
    // The job ran at once: its run count and last output appear with the next refresh.
    expectNoProblems();
  }, TEST_MS);

  test('lists and searches the abilities', async () => {
    await openView('abilities', '/abilities', '[data-testid=ability-group]');
    const all = await $('[data-testid=ability]').count();
    expect(all).toBeGreaterThan(1);
    expect(await $('[data-testid=ability-group][data-source="built-in"]').count()).toBe(1);
    await shot('abilities');
    await $('#ability-search').fill('math.evaluate');
    await visible('[data-testid=ability][data-name="math.evaluate"]');
    await textMatches('[data-testid=ability-count]', /^1 of \d+ abilities match$/);
    expect(await $('[data-testid=ability]').count()).toBe(1);
    await shot('abilities-search');
    expectNoProblems();
  }, TEST_MS);

  test('shows the receipts and the chain runs', async () => {
    await openView('receipts', '/receipts', '[data-testid=receipt]');
    expect(await $('[data-testid=receipt]').count()).toBeGreaterThan(0);
    await shot('receipts');
    await $('[data-testid=tab-runs]').click();
    await visible('[data-testid=tab-runs][aria-selected=true]');
    await visible('[data-testid=run]');
    await settled();
    // note-append (api), workspace-heartbeat (schedule) and the agent's workspace-report.
    const runs = await textMatches('[data-testid=run-list] tbody', /workspace-housekeeper/);
    for (const trigger of ['api', 'schedule', 'agent']) expect(runs).toContain(trigger);
    expect(await $('[data-testid=run]').count()).toBe(3);
    await shot('receipts-runs');
    expectNoProblems();
  }, TEST_MS);

  test('an unknown confirmation link shows a clear error', async () => {
    const path = `/api/auth/confirm/${UNKNOWN_TOKEN}`;
    await provoke('GET', path, 404, 1, async () => {
      await page.goto(`${svc.url}/confirm/${UNKNOWN_TOKEN}`);
      await visible('[data-testid=confirm-page]');
      expect(await text('[data-testid=confirm-details-error]')).toContain('may have expired or been used already');
    });
    await shot('confirm-unknown');
    // the POST answers 200 {confirmed: false} (SPEC), so it is no provoked error
    await $('[data-testid=confirm-submit]').click();
    await visible('[data-testid=confirm-outcome][data-outcome=failed]');
    expect(await text('[data-testid=confirm-outcome]')).toContain('unknown, expired or already used');
    await shot('confirm-unknown-submitted');
    // The public page never ended the dashboard session.
    expect(await page.evaluate(() => sessionStorage.getItem('svc.token'))).not.toBeNull();
    expectNoProblems();
  }, TEST_MS);

  test('is usable at 375 px', async () => {
    /** Nothing is wider than the viewport: wide tables scroll inside their own frame. */
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    await page.setViewportSize(NARROW);
    try {
      await page.goto(svc.url);
      await visible('[data-testid=overview-cards]');
      await settled();
      await visible('svc-app button.menu');
      expect(await $('[data-testid=nav-query]').isVisible()).toBe(false);
      await fits();
      await shot('overview');
      await $('svc-app button.menu').click();
      await visible('[data-testid=nav-query]');
      await shot('menu');

      await openView('query', '/query', '#query-input');
      await $('#query-input').fill('what is 6*7');
      await $('[data-testid=query-submit]').click();
      await visible('[data-testid=query-result-card]');
      expect(await text('[data-testid=query-response]')).toContain('42');
      await fits();
      await shot('query');

      for (const [view, path, ready] of [
        ['agents', '/agents', `[data-testid=agent-card][data-agent-id="${AGENT}"]`],
        ['chains', '/chains', '[data-testid=schedule-job]'],
        ['constitution', '/constitution', '[data-testid=constitution-rules]'],
        ['costs', '/costs', '[data-testid=cost-chart]'],
        ['receipts', '/receipts', '[data-testid=receipt]'],
      ] as const) {
        await openView(view, path, ready);
        await fits();
        await shot(view);
      }
    } finally {
      await page.setViewportSize(WIDE);
    }
    expectNoProblems();
  }, TEST_MS);

  test('logs out back to the login form', async () => {
    await page.goto(`${svc.url}/agents`);
    await visible('[data-testid=logout]');
    await settled();
    await $('[data-testid=logout]').click();
    await visible('#password');
    expect(await page.evaluate(() => sessionStorage.getItem('svc.token'))).toBeNull();
    expect(await $('[data-testid=logout]').count()).toBe(0);
    // A reload stays logged out.
    await page.goto(`${svc.url}/costs`);
    await visible('#password');
    await shot('logged-out');
    await page.setViewportSize(NARROW);
    await shot('login');
    await page.setViewportSize(WIDE);
    expectNoProblems();
  }, TEST_MS);

  test('the server logged no error during the session', () => {
    expect(serverOutput).toContain('agent started');
    expect(serverOutput.split('\n').filter((line) => /^\S+ (ERROR|FATAL) /.test(line))).toEqual([]);
  });

  test('no request was allowed to fail beyond the provoked ones', () => {
    expect(provoked.map((e) => `${e.method} ${e.url.slice(svc.url.length)} ${e.status} x${e.seen}`)).toEqual([
      'POST /api/auth/login 401 x1',
      `GET /api/auth/confirm/${UNKNOWN_TOKEN} 404 x1`,
    ]);
    expectNoProblems();
  });
});

/** The dashboard's session token, read from the page (the test talks to the API as the page does). */
async function token(): Promise<string> {
  const value = await page.evaluate(() => sessionStorage.getItem('svc.token'));
  if (!value) throw new Error('no session token in the page');
  return value;
}
