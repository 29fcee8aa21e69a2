import { describe, expect, test } from 'bun:test';
import { openDatabase } from '../db/open.ts';
import { createAgentStateStore } from './state.ts';

describe('agent state store', () => {
  test('running() follows every status change made through the store', () => {
    const state = createAgentStateStore(openDatabase(':memory:'), () => 1000);
    expect(state.running()).toEqual([]);
    state.setStatus('b-agent', 'running', { started_at: 1 });
    state.setStatus('a-agent', 'running', { started_at: 2 });
    expect(state.running().map((r) => r.id)).toEqual(['a-agent', 'b-agent']);
    state.setStatus('b-agent', 'stopped', { started_at: null });
    expect(state.running().map((r) => r.id)).toEqual(['a-agent']);
    state.recordRun('a-agent', 5, false);
    expect(state.running()[0]).toMatchObject({ id: 'a-agent', run_count: 1, last_run_at: 5 });
    state.setStatus('a-agent', 'error', { error: 'boom' });
    expect(state.running()).toEqual([]);
    state.setStatus('a-agent', 'running', { error: null });
    state.remove('a-agent');
    expect(state.running()).toEqual([]);
  });
});
