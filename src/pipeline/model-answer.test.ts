import { describe, expect, test } from 'bun:test';
import { buildSystemPrompt, parseModelAnswer } from './model-answer.ts';

describe('model answer protocol', () => {
  test('strips the @@svc line and reads intent, confidence and cache', () => {
    expect(parseModelAnswer('Paris.\n@@svc intent=lookup|capital confidence=0.92 cache=no')).toEqual({
      text: 'Paris.',
      meta: { intent_key: 'lookup|capital', confidence: 0.92, cacheable: false },
    });
  });

  test('uses the last line when the model repeats it and ignores malformed values', () => {
    const { text, meta } = parseModelAnswer('a\n@@svc confidence=0.1\nb\n@@SVC intent=Not-A-Key confidence=7');
    expect(text).toBe('a\n\nb');
    expect(meta).toEqual({ cacheable: true });
  });

  test('defaults when the line is missing', () => {
    expect(parseModelAnswer('just text')).toEqual({ text: 'just text', meta: { cacheable: true } });
  });

  test('mentions redaction placeholders and the classifier guess in the system prompt', () => {
    const prompt = buildSystemPrompt({ intent_key: 'check|weather', confidence: 0.8, action: 'check', target: 'weather', params: {} });
    expect(prompt).toContain('[REDACTED:<type>]');
    expect(prompt).toContain('check|weather');
    expect(buildSystemPrompt({ intent_key: 'unknown|unknown', confidence: 0.1, action: 'unknown', target: 'unknown', params: {} })).not.toContain('guessed');
  });
});
