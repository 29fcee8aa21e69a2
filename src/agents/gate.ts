import type { Database } from 'bun:sqlite';
import type { Ability } from '../abilities/types.ts';
import type { ConfirmationService } from '../auth/confirmations/service.ts';
import type { ConfirmationSource } from '../auth/confirmations/types.ts';
import { insertCheck } from '../constitution/checks.ts';
import { describeEvaluation, evaluate, type Evaluation } from '../constitution/match.ts';
import { isAllowed, type CheckSource, type Constitution } from '../constitution/types.ts';
import { abilityIntentKey } from '../pipeline/intent.ts';
import { ForbiddenError } from '../server/errors.ts';
import type { Logger } from '../server/log.ts';
import type { EventBus } from './events.ts';
import { isPermitted, type AgentPackage } from './package.ts';
import { currentRun, type RunContext } from './run-context.ts';

/**
 * The check before every step of an agent's run (and, wired as the chains service's `authorize`,
 * of every scheduled run): the agent's `permissions`, then its constitution on top of the active
 * one, evaluated on the STEP's intent (`abilityIntentKey`), never the user's query, so a catalog
 * agent's own scope rules do not block the job it exists for. Block refuses the step; Confirm
 * holds it (waits, or defers to a confirmation link); nothing is silently allowed.
 */

export interface GateDeps {
  db: Database;
  activeConstitution: () => Constitution;
  /** Without it a Confirm enforcement refuses the step (it is never silently allowed). */
  confirmations?: ConfirmationService;
  bus: EventBus;
  redact: (text: string) => string;
  log: Logger;
  now: () => number;
}

/** A step stopped for a confirmation in `defer` mode; the run is re-run once it is confirmed. */
export class ConfirmationRequiredError extends ForbiddenError {
  constructor(
    readonly confirmationId: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_TEXT_PER_VALUE = 2000;
const MAX_TEXT = 20_000;

/** What keyword rules see of a step: the ability name and the string values of its params. */
export function stepText(ability: string, params: Record<string, unknown>): string {
  const parts = [ability];
  let total = ability.length;
  const visit = (value: unknown, depth: number) => {
    if (total >= MAX_TEXT || depth > 4) return;
    if (typeof value === 'string') {
      const piece = value.slice(0, MAX_TEXT_PER_VALUE);
      parts.push(piece);
      total += piece.length;
    } else if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) visit(item, depth + 1);
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value).slice(0, 50)) visit(item, depth + 1);
    }
  };
  visit(params, 0);
  return parts.join(' ').slice(0, MAX_TEXT);
}

function checkSource(agentId: string | null, run: RunContext | undefined): CheckSource {
  if (agentId) return 'agent';
  return run?.source === 'schedule' ? 'schedule' : 'chain';
}

function confirmationSource(agentId: string | null, run: RunContext): ConfirmationSource {
  if (run.source === 'query') return 'query';
  if (agentId) return 'agent';
  return run.source === 'schedule' ? 'schedule' : 'chain';
}

function decidingRule(evaluation: Evaluation): { name: string; reason: string } {
  const by = evaluation.decided_by;
  return by.kind === 'rule'
    ? { name: by.rule.name, reason: by.rule.reason }
    : { name: `${by.constitution}: default_enforcement`, reason: '' };
}

/**
 * Checks one step. `agent` null: a run of no agent (only the active constitution applies).
 * Throws ForbiddenError to refuse (the registry records a `rejected` receipt); resolves to let
 * the step run.
 */
export async function checkStep(
  deps: GateDeps,
  agent: { id: string; pkg: AgentPackage } | null,
  ability: Ability,
  params: Record<string, unknown>,
): Promise<void> {
  const run = currentRun();
  const agentId = agent?.id ?? null;
  if (agent && !isPermitted(agent.pkg.manifest.permissions, ability.name)) {
    const granted = agent.pkg.manifest.permissions.join(', ') || 'none';
    throw new ForbiddenError(
      `agent "${agent.id}" may not use ability "${ability.name}": it is not among the manifest's permissions (${granted})`,
    );
  }
  const constitutions = agent?.pkg.constitution ? [deps.activeConstitution(), agent.pkg.constitution] : [deps.activeConstitution()];
  const intentKey = abilityIntentKey(ability.name);
  const evaluation = evaluate(constitutions, { intent_key: intentKey, text: deps.redact(stepText(ability.name, params)) });
  if (evaluation.enforcement === 'Allow') return;

  const explanation = describeEvaluation(evaluation);
  const rule = decidingRule(evaluation);
  try {
    insertCheck(deps.db, {
      result: {
        allowed: isAllowed(evaluation.enforcement),
        enforcement: evaluation.enforcement,
        matched_rules: evaluation.matched_rules,
        intent_key: intentKey,
        checked_at: new Date(deps.now()).toISOString(),
      },
      source: checkSource(agentId, run),
      constitution: constitutions.map((c) => c.name).join(' + '),
      // The ability name only: step params may hold anything and are not needed to audit the decision.
      query: ability.name,
    });
  } catch (err) {
    deps.log.warn('could not record a constitution check', { error: String(err) });
  }

  if (evaluation.enforcement === 'Warn') {
    deps.log.warn('constitution warning on a chain step', { agent_id: agentId, ability: ability.name, rule: rule.name });
    return;
  }
  const who = agentId ? `agent "${agentId}"` : 'this run';
  if (evaluation.enforcement === 'Block') {
    deps.bus.emit(
      'constitution.blocked',
      {
        namespace: 'constitution',
        source: agentId ? 'agent' : 'chain',
        rule: rule.name,
        reason: rule.reason,
        intent_key: intentKey,
        agent_id: agentId,
        ability: ability.name,
      },
      { sourceAgent: agentId },
    );
    throw new ForbiddenError(`${ability.name} refused for ${who}: ${explanation}`);
  }

  // Confirm.
  if (run) {
    const approvedBy = run.approvals.get(ability.name);
    if (approvedBy !== undefined) {
      run.approvals.delete(ability.name); // one confirmation approves one step
      return;
    }
  }
  if (!deps.confirmations) {
    throw new ForbiddenError(`${ability.name} refused for ${who}: ${explanation}; confirmations are not available here`);
  }
  if (!run) {
    throw new ForbiddenError(
      `${ability.name} refused for ${who}: ${explanation}; this run was not started by the scheduler, an agent or a query, so it cannot be held for a confirmation`,
    );
  }
  const reasonText = rule.reason ? ` (${rule.reason})` : '';
  const pending = deps.confirmations.create({
    rule: rule.name,
    description: `Confirmation required by constitution rule '${rule.name}'${reasonText}: ${agentId ? `agent '${agentId}'` : 'a chain run'} wants to run ${ability.name} in chain '${run.chainId}'.`,
    action: {
      kind: 'chain',
      chain_id: run.chainId,
      agent_id: agentId,
      params: run.params,
      ability: ability.name,
      ability_params: params,
    },
    agent_id: agentId,
    source: confirmationSource(agentId, run),
  });
  const id = pending.view.id;
  if (run.mode === 'defer') {
    run.deferred = {
      id,
      url: pending.url,
      expires_at: pending.view.expires_at,
      rule: rule.name,
      description: pending.view.description,
    };
    // The message goes to run history: the confirmation id, never the link (the token stays secret).
    throw new ConfirmationRequiredError(
      id,
      `${ability.name} needs a confirmation (rule '${rule.name}'): confirmation ${id} is pending; the chain runs again once it is confirmed`,
    );
  }
  deps.log.info('chain step waiting for a confirmation', { confirmation_id: id, agent_id: agentId, ability: ability.name });
  const outcome = await deps.confirmations.waitFor(id);
  if (outcome === 'released') {
    throw new ForbiddenError(
      `${ability.name} did not run: svc stopped while it waited for confirmation ${id}, which stays pending (confirming it runs the chain again)`,
    );
  }
  if (outcome !== 'confirmed') throw new ForbiddenError(`${ability.name} did not run: confirmation ${id} was ${outcome}`);
  run.confirmed.push(id);
}
