import { describe, expect, test } from 'bun:test';
import { createEventBus, defaultEventBus, emit, matchesFilter, type BusEvent } from './events.ts';

describe('event bus', () => {
  test('delivers events to every listener, isolates a throwing one and ignores invalid names', () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ now: () => 42, onListenerError: (e) => errors.push(e) });
    const seen: BusEvent[] = [];
    bus.subscribe(() => {
      throw new Error('bad listener');
    });
    const off = bus.subscribe((e) => seen.push(e));
    bus.emit('job.failed', { job_id: 'j' }, { sourceAgent: 'a' });
    bus.emit('not a name!', {});
    expect(seen).toEqual([{ name: 'job.failed', payload: { job_id: 'j' }, emitted_at: 42, source_agent: 'a' }]);
    expect(errors).toHaveLength(1);
    off();
    bus.emit('job.failed', {});
    expect(seen).toHaveLength(1);
    expect(bus.listenerCount()).toBe(1);
  });

  test('emit raises on the process-wide bus', () => {
    const seen: string[] = [];
    const off = defaultEventBus.subscribe((e) => seen.push(`${e.name}:${e.payload.rule}`));
    emit('constitution.blocked', { namespace: 'constitution', source: 'query', rule: 'r', reason: '', intent_key: 'delete|file' });
    off();
    expect(seen).toEqual(['constitution.blocked:r']);
  });

  test('filters compare fields as strings, reach into objects, and require presence', () => {
    const payload = { namespace: 'support', count: 3, meta: { team: 'ops' }, none: null };
    expect(matchesFilter(payload, {})).toBe(true);
    expect(matchesFilter(payload, { namespace: 'support', count: '3' })).toBe(true);
    expect(matchesFilter(payload, { 'meta.team': 'ops' })).toBe(true);
    expect(matchesFilter(payload, { namespace: 'billing' })).toBe(false);
    expect(matchesFilter(payload, { missing: 'x' })).toBe(false);
    expect(matchesFilter(payload, { none: 'null' })).toBe(false);
    expect(matchesFilter(payload, { meta: '[object Object]' })).toBe(false);
  });
});
