import type { Database } from 'bun:sqlite';
import { canonicalJson } from '../abilities/receipts.ts';
import { createJobQueries } from '../chains/jobs.ts';
import { AppError, BadRequestError } from '../server/errors.ts';
import type { ChainsForAgents } from './runs.ts';
import type { InstalledAgent } from './store.ts';

/**
 * An agent's scheduled triggers as scheduler jobs (`scheduled_jobs.agent_id`). Jobs outlive a
 * restart, so registering reconciles instead of recreating: a job that already matches a trigger
 * (same chain, interval and params) is kept with its cadence, so restarting svc runs nothing
 * early; jobs matching no trigger are deleted; missing ones are created (due at once).
 */

const keyOf = (chainId: string, intervalSecs: number, params: unknown) => `${chainId}|${intervalSecs}|${canonicalJson(params ?? {})}`;

function parseParams(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Makes the agent's jobs match its manifest; throws a 400 naming the trigger that cannot be scheduled. */
export function reconcileJobs(db: Database, chains: ChainsForAgents, agent: InstalledAgent): void {
  const existing = createJobQueries(db).listForAgent(agent.name);
  const used = new Set<string>();
  agent.pkg.manifest.triggers.scheduled.forEach((trigger, i) => {
    const key = keyOf(trigger.chain, trigger.interval_secs, trigger.params);
    const match = existing.find(
      (job) => !used.has(job.id) && keyOf(job.chain_id, job.interval_secs, parseParams(job.params_json)) === key,
    );
    if (match) {
      used.add(match.id);
      return;
    }
    try {
      const { job_id } = chains.scheduleChain(
        { chain_id: trigger.chain, interval: trigger.interval, params: trigger.params },
        { agentId: agent.name },
      );
      used.add(job_id);
    } catch (err) {
      const detail = err instanceof AppError ? err.message : String(err);
      throw new BadRequestError(
        `manifest.yaml: triggers.scheduled[${i}] (${trigger.chain} every ${trigger.interval}): ${detail}` +
          (/missing required parameter/.test(detail) ? ' (give it under params: in the trigger)' : ''),
      );
    }
  });
  for (const job of existing) if (!used.has(job.id)) chains.deleteJob(job.id);
}

/** Deletes every job of an agent (stop, remove, failed start). */
export function removeAgentJobs(chains: ChainsForAgents, agentId: string): number {
  let n = 0;
  for (const job of chains.listJobsForAgent(agentId)) if (chains.deleteJob(job.id)) n++;
  return n;
}
