import { describe, expect, test } from 'bun:test';
import { createAbilityRegistry } from '../abilities/registry.ts';
import { createBuiltinAbilities } from '../abilities/builtins/index.ts';
import { openDatabase } from '../db/open.ts';
import { scan } from '../security/scanner.ts';
import { classifyIntent } from './intent.ts';
import { createLocalAnswers, LOCAL_INTENTS } from './local-answers.ts';

function setup() {
  const db = openDatabase(':memory:');
  const registry = createAbilityRegistry({ db, dataDir: '/tmp/svc-local-answers', now: () => Date.UTC(2026, 10, 23, 12, 0, 0) });
  const builtins = createBuiltinAbilities({ scan });
  registry.registerSource('built-in', () => builtins);
  return { db, registry, ...createLocalAnswers({ registry }) };
}

const ask = async (answerLocally: ReturnType<typeof setup>['answerLocally'], query: string) =>
  answerLocally({ query, intent: classifyIntent(query) });

describe('local answers', () => {
  test('answers arithmetic, conversions, text transforms, counts and hashes', async () => {
    const { answerLocally } = setup();
    expect((await ask(answerLocally, 'calculate (2+3)*4'))?.response_text).toBe('(2+3)*4 = 20');
    expect((await ask(answerLocally, 'convert 10 km to miles'))?.response_text).toMatch(/^10 km = 6\.21\d* mi$/);
    expect((await ask(answerLocally, 'uppercase hello world'))?.response_text).toBe('HELLO WORLD');
    expect((await ask(answerLocally, 'sha256 of hello'))?.response_text).toBe(
      'sha256: 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    );
    expect((await ask(answerLocally, 'count words in alpha beta gamma'))?.response_text).toContain('3 words');
  });

  test('answers the time from the injected clock and marks it not cacheable', async () => {
    const { answerLocally } = setup();
    const answer = await ask(answerLocally, 'what time is it');
    expect(answer?.response_text).toContain('12:00');
    expect(answer?.response_text).toContain('2026-11-23');
    expect(answer?.cacheable).toBe(false);
  });

  test('reports redaction markers of the already-redacted query in a scan answer', async () => {
    const { answerLocally } = setup();
    const answer = await answerLocally({
      query: 'scan this: [REDACTED:aws_access_key_id]',
      intent: { intent_key: 'scan|security', confidence: 0.9, action: 'scan', target: 'security', params: { text: '[REDACTED:aws_access_key_id]' } },
    });
    expect(answer?.response_text).toContain('aws_access_key_id');
  });

  test('records a receipt for every local answer and declines unknown intents', async () => {
    const { answerLocally, registry } = setup();
    await ask(answerLocally, 'calculate 1+1');
    expect(registry.listReceipts({ limit: 10 }).map((r) => r.ability)).toContain('math.evaluate');
    expect(await ask(answerLocally, 'tell me a story about dragons')).toBeNull();
    expect(LOCAL_INTENTS).toContain('convert|units');
  });

  test('re-runs an ability template with the parameters of a new query', async () => {
    const { runTemplate } = setup();
    const query = 'calculate 6*7';
    const intent = classifyIntent(query);
    const answer = await runTemplate({ kind: 'ability', name: 'math.evaluate' }, intent.params, { query, intent });
    expect(answer?.response_text).toBe('6*7 = 42');
  });
});
