/**
 * Crash safety: drive writes (sessions, schedules, chain runs, cache hits that record saved costs),
 * `kill -9` the server at a random point, restart it on the same data dir, and check that every
 * acknowledged write is still there and the database passes PRAGMA integrity_check.
 */
import { afterAll, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { isolatedBinary, login, startSvc } from '../helpers/binary.ts';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const iso = isolatedBinary();
afterAll(() => iso.cleanup());

interface Acknowledged {
  sessions: string[];
  jobs: string[];
  runs: string[];
  cacheHits: number;
}

async function driveWrites(url: string, auth: string, ack: Acknowledged, stop: { now: boolean }, worker: number) {
  const headers = { authorization: auth, 'content-type': 'application/json' };
  let i = 0;
  while (!stop.now) {
    i++;
    try {
      switch (i % 4) {
        case 0: {
          const token = await login(url);
          ack.sessions.push(token);
          break;
        }
        case 1: {
          const res = await fetch(`${url}/api/chains/schedule`, {
            method: 'POST',
            headers,
            // Another chain than the API runs below: a new job runs at once, and its runs must not
            // push acknowledged API runs out of the history page checked at the end.
            body: JSON.stringify({ chain_id: 'workspace-inventory', interval: '1h', params: { save_to: `inv-${worker}.json` } }),
          });
          if (res.status === 201) ack.jobs.push(((await res.json()) as { job_id: string }).job_id);
          break;
        }
        case 2: {
          const res = await fetch(`${url}/api/chains/workspace-heartbeat/run`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ params: { message: `run-${worker}-${i}` } }),
          });
          if (res.status === 200) ack.runs.push(((await res.json()) as { run_id: string }).run_id);
          break;
        }
        case 3: {
          const res = await fetch(`${url}/api/query`, { method: 'POST', headers, body: JSON.stringify({ query: 'calculate 6*7' }) });
          if (res.status === 200 && ((await res.json()) as { tier: string }).tier === 'fingerprint_cache') ack.cacheHits++;
          break;
        }
      }
    } catch {
      return; // the server died mid-request: that write was not acknowledged
    }
  }
}

test(`every acknowledged write survives kill -9 (${ROUNDS} rounds)`, async () => {
  const dataDir = join(iso.dir, 'data');
  const ack: Acknowledged = { sessions: [], jobs: [], runs: [], cacheHits: 0 };
  const auth = `Bearer ${Buffer.from('test-password').toString('base64')}`;
  let kills = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const svc = await startSvc({ bin: iso.bin, dataDir });
    const stop = { now: false };
    const workers = [0, 1, 2].map((w) => driveWrites(svc.url, auth, ack, stop, w));
    await Bun.sleep(20 + Math.floor(Math.random() * 200));
    svc.proc.kill('SIGKILL');
    kills++;
    stop.now = true;
    await svc.proc.exited;
    await Promise.all(workers);
  }
  expect(kills).toBe(ROUNDS);
  expect(ack.sessions.length + ack.jobs.length + ack.runs.length).toBeGreaterThan(ROUNDS);

  const db = new Database(join(dataDir, 'svc.db'));
  expect(db.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()?.integrity_check).toBe('ok');
  db.close();

  const svc = await startSvc({ bin: iso.bin, dataDir });
  try {
    for (const token of ack.sessions) {
      const res = await fetch(`${svc.url}/api/auth/status`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await res.json()) as { authenticated: boolean }).authenticated).toBe(true);
    }
    const jobs = (await (await fetch(`${svc.url}/api/chains/schedule`, { headers: { authorization: auth } })).json()) as Array<{ id: string }>;
    const jobIds = new Set(jobs.map((j) => j.id));
    for (const id of ack.jobs) expect(jobIds.has(id)).toBe(true);
    const runs = (await (
      await fetch(`${svc.url}/api/chains/workspace-heartbeat/runs?limit=500`, { headers: { authorization: auth } })
    ).json()) as Array<{ run_id?: string; id?: string }>;
    const runIds = new Set(runs.map((r) => r.run_id ?? r.id));
    // The history page holds the newest 500 runs; check every acknowledged run it can hold.
    for (const id of ack.runs.slice(-500)) expect(runIds.has(id)).toBe(true);
    const costs = (await (await fetch(`${svc.url}/api/costs`, { headers: { authorization: auth } })).json()) as { total_cache_hits: number };
    expect(costs.total_cache_hits).toBeGreaterThanOrEqual(ack.cacheHits);
    console.log(
      `crash safety: ${kills} kills; verified ${ack.sessions.length} sessions, ${ack.jobs.length} jobs, ` +
        `${Math.min(ack.runs.length, 500)} runs, ${ack.cacheHits} cache hits; integrity ok`,
    );
  } finally {
    await svc.stop();
  }
}, 240_000);
