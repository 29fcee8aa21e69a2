/**
 * The whole test suite, as README and CI run it (`npm test`):
 *   1. type-check (tsc --noEmit)
 *   2. build the dashboard and the compiled binary (build/svc)
 *   3. server and unit tests (bun test src tests), which include black-box tests of build/svc
 *   4. dashboard component tests (bun test ui, in their own process: happy-dom replaces globals)
 *   5. browser end-to-end tests when tests/e2e exists and /usr/bin/chromium is installed
 * Prints `N passed, N failed` alone on the last line and exits non-zero on any failure.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
const bun = process.execPath;
let passed = 0;
let failed = 0;
let stepsFailed = 0;

async function step(name: string, cmd: string[], options: { counts?: boolean } = {}): Promise<void> {
  console.log(`\n== ${name}: ${cmd.map((c) => c.replace(root + '/', '')).join(' ')}`);
  const proc = Bun.spawn(cmd, { cwd: root, stdout: 'pipe', stderr: 'pipe', env: { ...process.env, FORCE_COLOR: '0' } });
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  const code = await proc.exited;
  if (options.counts) {
    const pass = /^\s*(\d+) pass$/m.exec(output);
    const fail = /^\s*(\d+) fail$/m.exec(output);
    passed += pass ? Number(pass[1]) : 0;
    failed += fail ? Number(fail[1]) : 0;
    if (code !== 0 && !(fail && Number(fail[1]) > 0)) {
      failed += 1; // the runner itself failed (e.g. a file did not load)
    }
  } else if (code === 0) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (code !== 0) {
    stepsFailed += 1;
    console.log(`== ${name} FAILED (exit ${code})`);
  }
}

const testFiles = (dir: string): boolean =>
  existsSync(dir) &&
  readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.test.ts'));

await step('typecheck', [join(root, 'node_modules', '.bin', 'tsc'), '--noEmit', '-p', '.']);
await step('build', [bun, 'scripts/build.ts']);
await step('server and black-box tests', [bun, 'test', './src', './tests/blackbox'], { counts: true });
if (testFiles(join(root, 'ui'))) await step('dashboard component tests', [bun, 'test', './ui'], { counts: true });
if (testFiles(join(root, 'tests', 'e2e'))) {
  if (existsSync('/usr/bin/chromium')) {
    await step('browser end-to-end tests', [bun, 'test', './tests/e2e'], { counts: true });
  } else {
    console.log('\n== browser end-to-end tests: /usr/bin/chromium is not installed (apt-get install chromium)');
    failed += 1;
    stepsFailed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
