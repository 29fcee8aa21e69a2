import type { Database } from 'bun:sqlite';
import { AppError, BadRequestError, NotFoundError } from '../server/errors.ts';
import type { Logger } from '../server/log.ts';
import { silentLogger } from '../server/log.ts';
import {
  createReceiptStore,
  receiptHash,
  sanitizeForRecord,
  type Receipt,
  type ReceiptOutcome,
  type ReceiptStore,
  type UnsignedReceipt,
} from './receipts.ts';
import { describeAbility, isPlainObject, validateParams, type AbilityInfo } from './service.ts';
import {
  ABILITY_SOURCES,
  isValidAbilityName,
  type Ability,
  type AbilityOutput,
  type AbilitySource,
} from './types.ts';

/** An ability name no source provides. 404 so an API caller can tell it from a bad request. */
export class UnknownAbilityError extends NotFoundError {
  constructor(readonly abilityName: string) {
    super(`unknown ability "${abilityName}" (no built-in, plugin, subprocess or cloud ability has this name)`);
  }
}

/** A name that breaks SPEC "Ability name rule" (400, checked before any lookup). */
export class InvalidAbilityNameError extends BadRequestError {
  constructor(name: string) {
    super(
      `invalid ability name "${name.slice(0, 80)}": use <category>.<action> with letters, digits, dots, hyphens, underscores`,
    );
  }
}

export interface InvokeOptions {
  signal?: AbortSignal;
  /** Aborts the invocation after this many ms; the receipt outcome is `timeout`. */
  timeoutMs?: number;
  runId?: string;
  stepId?: string;
  agentId?: string;
  /**
   * Last check before the ability runs (agent permissions, constitution): throw an AppError to
   * refuse. A refusal is recorded as a `rejected` receipt like any other.
   */
  authorize?: (ability: Ability, params: Record<string, unknown>) => void | Promise<void>;
}

/** The result of one invocation; `invoke` never throws for an ability's own failure. */
export interface Invocation {
  outcome: ReceiptOutcome;
  output: AbilityOutput | null;
  error: string | null;
  /** HTTP-ish status of a rejection (400 bad params, 403 refused, 404 unknown ability). */
  status: number | null;
  receipt: Receipt;
}

export interface AbilityRegistryOptions {
  /** Data directory handed to abilities (`files.*` confine themselves to `<dataDir>/workspace`). */
  dataDir: string;
  /** Where receipts are stored; without it receipts are still built and hashed, not kept. */
  db?: Database;
  /** Applied to every string of receipt inputs and outputs (the security scanner's redaction). */
  redact?: (text: string) => string;
  now?: () => number;
  newId?: () => string;
  log?: Logger;
}

type Provider = () => readonly Ability[];

/** Name checks per ability object: providers usually return the same objects on every call. */
const checkedNames = new WeakMap<Ability, boolean>();
const warnedNames = new WeakSet<Ability>();
function hasValidName(ability: Ability): boolean {
  let ok = checkedNames.get(ability);
  if (ok === undefined) {
    ok = typeof ability.name === 'string' && isValidAbilityName(ability.name);
    checkedNames.set(ability, ok);
  }
  return ok;
}

const MAX_ERROR_CHARS = 1000;

/**
 * The one catalog of abilities. Sources register providers (called on every lookup so plugins
 * can come and go without a restart); resolution follows SPEC order built-in → plugin →
 * subprocess → cloud, and the first source providing a name wins.
 */
export class AbilityRegistry {
  private readonly providers = new Map<AbilitySource, Provider[]>();
  private readonly receipts: ReceiptStore | null;
  private readonly redact: (text: string) => string;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly log: Logger;
  readonly dataDir: string;

  constructor(options: AbilityRegistryOptions) {
    this.dataDir = options.dataDir;
    this.receipts = options.db ? createReceiptStore(options.db) : null;
    this.redact = options.redact ?? ((text) => text);
    this.now = options.now ?? (() => Date.now());
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.log = options.log ?? silentLogger;
  }

  /** Adds a provider for `source`; returns a function that removes it again. */
  registerSource(source: AbilitySource, provider: () => Ability[] | readonly Ability[]): () => void {
    if (!ABILITY_SOURCES.includes(source)) throw new Error(`unknown ability source "${source}"`);
    const list = this.providers.get(source) ?? [];
    list.push(provider);
    this.providers.set(source, list);
    return () => {
      const at = list.indexOf(provider);
      if (at >= 0) list.splice(at, 1);
    };
  }

  private *candidates(): Generator<Ability> {
    for (const source of ABILITY_SOURCES) {
      for (const provider of this.providers.get(source) ?? []) {
        let abilities: readonly Ability[];
        try {
          abilities = provider();
        } catch (err) {
          this.log.warn('ability provider failed', { source, error: String(err) });
          continue;
        }
        for (const ability of abilities) {
          if (!hasValidName(ability)) {
            if (!warnedNames.has(ability)) {
              warnedNames.add(ability);
              this.log.warn('ignoring ability with an invalid name', { source, name: String(ability.name) });
            }
            continue;
          }
          yield ability.source === source ? ability : { ...ability, source };
        }
      }
    }
  }

  /** Every ability invocation would reach, one per name (shadowed duplicates left out), by name. */
  list(): Ability[] {
    const seen = new Map<string, Ability>();
    for (const ability of this.candidates()) if (!seen.has(ability.name)) seen.set(ability.name, ability);
    return [...seen.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The `GET /api/abilities` listing. */
  describe(): AbilityInfo[] {
    return this.list().map(describeAbility);
  }

  /** The ability that would run for `name`; 400 for a malformed name, 404 when none provides it. */
  resolve(name: string): Ability {
    if (typeof name !== 'string' || !isValidAbilityName(name)) throw new InvalidAbilityNameError(String(name));
    for (const ability of this.candidates()) if (ability.name === name) return ability;
    throw new UnknownAbilityError(name);
  }

  has(name: string): boolean {
    try {
      this.resolve(name);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Resolves, validates `params` against the ability's `input` (defaults applied), runs it and
   * records a receipt. Failures come back as an outcome, never as a throw.
   */
  async invoke(name: string, params: unknown, options: InvokeOptions = {}): Promise<Invocation> {
    const startedAt = this.now();
    const t0 = performance.now();
    let ability: Ability | null = null;
    let validated: Record<string, unknown> | null = null;
    try {
      ability = this.resolve(name);
      validated = validateParams(ability.input, params, `ability ${name}`);
      await options.authorize?.(ability, validated);
    } catch (err) {
      const status = err instanceof AppError ? err.status : 400;
      const message = err instanceof AppError ? err.message : `rejected: ${errorText(err)}`;
      return this.finish(
        { name, source: ability?.source ?? null, params: validated ?? params, receiptFields: [] },
        { outcome: 'rejected', output: null, error: message, status },
        startedAt,
        t0,
        options,
      );
    }

    const timeoutMs = options.timeoutMs;
    const controller = new AbortController();
    const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    let onAbort: (() => void) | undefined;
    // Settles when the invocation is cancelled or times out, so an ability that ignores its
    // signal cannot hold the caller.
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason ?? new Error('aborted'));
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    aborted.catch(() => {});
    if (timeoutMs !== undefined && timeoutMs > 0) {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    }
    const meta = { name, source: ability.source, params: validated, receiptFields: ability.receipt_fields };
    let result: Omit<Invocation, 'receipt'>;
    try {
      const raw = await Promise.race([
        ability.invoke(validated, { signal, dataDir: this.dataDir, now: this.now }),
        aborted,
      ]);
      const output: AbilityOutput = isPlainObject(raw) ? raw : { result: raw as unknown };
      result = { outcome: 'success', output, error: null, status: null };
    } catch (err) {
      const outcome: ReceiptOutcome = timedOut ? 'timeout' : 'error';
      const message = timedOut ? `timed out after ${timeoutMs} ms` : errorText(err);
      result = { outcome, output: null, error: message, status: null };
    } finally {
      if (timer) clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
    return this.finish(meta, result, startedAt, t0, options);
  }

  private async finish(
    meta: { name: string; source: AbilitySource | null; params: unknown; receiptFields: readonly string[] },
    result: Omit<Invocation, 'receipt'>,
    startedAt: number,
    t0: number,
    options: InvokeOptions,
  ): Promise<Invocation> {
    const outputs: Record<string, unknown> = {};
    if (result.output) {
      for (const field of meta.receiptFields) {
        if (Object.hasOwn(result.output, field)) outputs[field] = result.output[field];
      }
    }
    const unsigned: UnsignedReceipt = {
      id: this.newId(),
      ability: meta.name.slice(0, 128),
      source: meta.source,
      outcome: result.outcome,
      inputs: (isPlainObject(meta.params) ? sanitizeForRecord(meta.params, this.redact) : {}) as Record<string, unknown>,
      outputs: sanitizeForRecord(outputs, this.redact) as Record<string, unknown>,
      error: result.error === null ? null : this.redact(result.error).slice(0, MAX_ERROR_CHARS),
      started_at: startedAt,
      duration_ms: Math.max(0, Math.round(performance.now() - t0)),
      run_id: options.runId ?? null,
      step_id: options.stepId ?? null,
      agent_id: options.agentId ?? null,
    };
    let receipt: Receipt;
    try {
      receipt = this.receipts
        ? await this.receipts.appendBatched(unsigned)
        : { ...unsigned, prev_hash: null, hash: receiptHash({ ...unsigned, prev_hash: null }) };
    } catch (err) {
      // A full disk must not turn a finished invocation into a crash; the receipt is still returned.
      this.log.error('could not store receipt', { ability: meta.name, error: String(err) });
      receipt = { ...unsigned, prev_hash: null, hash: receiptHash({ ...unsigned, prev_hash: null }) };
    }
    return { ...result, receipt };
  }

  /** Recent receipts, newest first (`GET /api/receipts`). Empty when no database was given. */
  listReceipts(options?: { limit?: number; runId?: string }): Receipt[] {
    return this.receipts ? this.receipts.list(options) : [];
  }
}

function errorText(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

export function createAbilityRegistry(options: AbilityRegistryOptions): AbilityRegistry {
  return new AbilityRegistry(options);
}
