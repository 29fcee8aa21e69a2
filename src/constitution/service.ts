import type { Database } from 'bun:sqlite';
import type { Config } from '../config.ts';
import { classifyIntent } from '../pipeline/intent.ts';
import { AppError, BadRequestError } from '../server/errors.ts';
import { loadActiveConstitution, type ActiveConstitution } from './active.ts';
import { insertCheck, listRecentChecks } from './checks.ts';
import { evaluate } from './match.ts';
import { ConstitutionError } from './parse.ts';
import { listTemplates } from './templates.ts';
import {
  isAllowed,
  type CheckRecord,
  type CheckResult,
  type CheckSource,
  type Constitution,
  type ConstitutionRule,
} from './types.ts';

/**
 * Constitution use cases for the routes, the pipeline, chains and agents. Plain data in and
 * out; no HTTP. Every check goes through `checkQuery`, which records it.
 */

export interface CheckQueryInput {
  /** The query text, ALREADY REDACTED by the caller: it is matched against keywords and stored. */
  text: string;
  /** Constitutions to apply together, the active one first (then e.g. an agent's). */
  constitutions: readonly Constitution[];
  /** The intent when the caller has it; otherwise the local classifier runs on `text`. */
  intent_key?: string;
  source?: CheckSource;
  /** false: record the check without the text (when no redacted form exists). Default true. */
  storeText?: boolean;
}

export const MAX_CHECK_QUERY_CHARS = 100_000;

/**
 * Evaluates a query and records the check. Most restrictive matching rule wins, across all
 * given constitutions; `allowed` is true for Allow and Warn only (Confirm holds the action).
 */
export function checkQuery(db: Database, input: CheckQueryInput, now: () => number = Date.now): CheckResult {
  if (typeof input.text !== 'string' || input.text.trim() === '') throw new BadRequestError('query must be a non-empty string');
  if (input.text.length > MAX_CHECK_QUERY_CHARS) throw new BadRequestError(`query is longer than ${MAX_CHECK_QUERY_CHARS} characters`);
  if (input.constitutions.length === 0) throw new Error('checkQuery needs at least one constitution');
  const intentKey = input.intent_key ?? classifyIntent(input.text).intent_key;
  const evaluation = evaluate(input.constitutions, { intent_key: intentKey, text: input.text });
  const result: CheckResult = {
    allowed: isAllowed(evaluation.enforcement),
    enforcement: evaluation.enforcement,
    matched_rules: evaluation.matched_rules,
    intent_key: intentKey,
    checked_at: new Date(now()).toISOString(),
  };
  insertCheck(db, {
    result,
    source: input.source ?? 'api',
    constitution: input.constitutions.map((c) => c.name).join(' + '),
    query: input.storeText === false ? null : input.text,
  });
  return result;
}

/**
 * One sentence for a query result's `description`: names the deciding rule and its reason, or
 * says the default applied. Derived from the result alone.
 */
export function describeCheck(result: CheckResult): string {
  const verb = { Block: 'Blocked', Confirm: 'Needs confirmation', Warn: 'Allowed with a warning', Allow: 'Allowed' }[result.enforcement];
  const rule = result.matched_rules.find((r) => r.enforcement === result.enforcement);
  if (rule) return `${verb} by constitution rule '${rule.name}'${rule.reason ? `: ${rule.reason}` : ''}`;
  return `${verb} by the constitution's default enforcement (no rule matched ${result.intent_key})`;
}

/** Loads the active constitution, turning a bad file into a 500 with the file and line in the message. */
export function activeConstitution(config: Pick<Config, 'dataDir' | 'constitution'>): ActiveConstitution {
  try {
    return loadActiveConstitution(config);
  } catch (err) {
    if (err instanceof ConstitutionError) throw new AppError(500, `active constitution is invalid: ${err.message}`, { cause: err });
    throw err;
  }
}

/** `GET /api/constitution`: the active constitution's name and rules plus the templates. */
export function getConstitutionView(config: Pick<Config, 'dataDir' | 'constitution'>): {
  name: string;
  rules: ConstitutionRule[];
  templates: { name: string; description: string; rules_count: number }[];
} {
  const { constitution } = activeConstitution(config);
  return {
    name: constitution.name,
    rules: constitution.rules.map((r) => ({
      name: r.name,
      enforcement: r.enforcement,
      trigger_actions: [...r.trigger_actions],
      trigger_targets: [...r.trigger_targets],
      trigger_keywords: [...r.trigger_keywords],
      reason: r.reason,
    })),
    templates: listTemplates(),
  };
}

export const DEFAULT_CHECKS_LIMIT = 50;
export const MAX_CHECKS_LIMIT = 500;

/** `GET /api/constitution/checks`: the most recent checks, newest first. */
export function recentChecks(db: Database, limit: number = DEFAULT_CHECKS_LIMIT): CheckRecord[] {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CHECKS_LIMIT) {
    throw new BadRequestError(`limit must be an integer from 1 to ${MAX_CHECKS_LIMIT}`);
  }
  return listRecentChecks(db, limit);
}
