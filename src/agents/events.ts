/**
 * The in-process event bus agents subscribe to (manifest `triggers.events`). svc itself raises
 * the four events in `SVC_EVENTS`; the integrator calls `emit` from the scheduler (a job failed),
 * the cost watcher (a budget passed), the scanner (a security finding) and the pipeline (a
 * constitution block). Catalog packages may name other events (`DataChanged`, `AlertRaised`):
 * those triggers are accepted and fire only if something emits them.
 *
 * Delivery is synchronous to listeners, which must not block: the agents service only queues
 * runs. A listener that throws is logged by the bus owner and never reaches the emitter.
 */

export const SVC_EVENTS = ['job.failed', 'budget.exceeded', 'security.finding', 'constitution.blocked'] as const;
export type SvcEvent = (typeof SVC_EVENTS)[number];

export function isSvcEvent(name: unknown): name is SvcEvent {
  return typeof name === 'string' && (SVC_EVENTS as readonly string[]).includes(name);
}

/** Event names: what a manifest's `on:` may hold. */
export const EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;

/** What each svc event carries (documented in docs/agents.md). Every payload has `namespace`. */
export interface SvcEventPayloads {
  'job.failed': { namespace: 'scheduler'; job_id: string; chain_id: string; agent_id: string | null; error: string };
  'budget.exceeded': { namespace: 'costs'; spent_usd: number; budget_usd: number; period: string; since: string };
  'security.finding': {
    namespace: 'security';
    source: string;
    path?: string;
    types_found: string[];
    credential_count: number;
    pii_count: number;
    injection_detected: boolean;
  };
  'constitution.blocked': {
    namespace: 'constitution';
    source: string;
    rule: string;
    reason: string;
    intent_key: string;
    agent_id?: string | null;
    ability?: string;
  };
}

export interface BusEvent {
  name: string;
  payload: Record<string, unknown>;
  emitted_at: number;
  /** The agent whose run raised the event: its own triggers do not fire on it (no self-loops). */
  source_agent: string | null;
}

export type EventListener = (event: BusEvent) => void;

export interface EventBus {
  emit(name: string, payload: Record<string, unknown>, options?: { sourceAgent?: string | null }): void;
  subscribe(listener: EventListener): () => void;
  listenerCount(): number;
}

export function createEventBus(options: { now?: () => number; onListenerError?: (err: unknown) => void } = {}): EventBus {
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<EventListener>();
  return {
    emit(name, payload, opts = {}) {
      if (typeof name !== 'string' || !EVENT_NAME_PATTERN.test(name)) return;
      const event: BusEvent = {
        name,
        payload: payload && typeof payload === 'object' ? { ...payload } : {},
        emitted_at: now(),
        source_agent: opts.sourceAgent ?? null,
      };
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          options.onListenerError?.(err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
  };
}

/** The process-wide bus: what `emit` below and the agents service use unless given another. */
export const defaultEventBus: EventBus = createEventBus();

/**
 * Raises an event on the process-wide bus. Typed for svc's own events; any valid name works.
 * Never throws and never waits: agents' runs are queued, not awaited.
 */
export function emit<E extends SvcEvent>(event: E, payload: SvcEventPayloads[E]): void;
export function emit(event: string, payload: Record<string, unknown>): void;
export function emit(event: string, payload: Record<string, unknown>): void {
  defaultEventBus.emit(event, payload);
}

/**
 * Whether an event payload matches a trigger's `filter`: every key must be present with an equal
 * value (compared as strings, so `count: 3` matches `"3"`). Dotted keys reach into objects.
 */
export function matchesFilter(payload: Record<string, unknown>, filter: Record<string, string>): boolean {
  for (const [key, expected] of Object.entries(filter)) {
    let value: unknown = payload;
    for (const part of key.split('.')) {
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return false;
      value = (value as Record<string, unknown>)[part];
    }
    if (value === null || value === undefined || typeof value === 'object') return false;
    if (String(value) !== expected) return false;
  }
  return true;
}
