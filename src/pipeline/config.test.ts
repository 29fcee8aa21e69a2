import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';
import { loadPipelineConfig, parsePipelineConfig } from './config.ts';

describe('pipeline config', () => {
  test('uses defaults without a config file or env provider', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-config-'));
    try {
      const config = loadPipelineConfig({ dataDir: dir });
      expect(config.providers).toEqual([]);
      expect(config.cache).toEqual({ maxMemoryEntries: 10_000, maxEntries: 100_000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('reads providers, cache bounds, TTL overrides and pipeline knobs from config.yaml', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-config-'));
    try {
      writeFileSync(
        join(dir, 'config.yaml'),
        [
          'providers:',
          '  - id: local',
          '    kind: ollama',
          '    model: llama3.2',
          '  - id: claude',
          '    kind: anthropic',
          '    api_key_env: ANTHROPIC_KEY',
          '    tier: deep',
          'cache:',
          '  max_memory_entries: 500',
          '  ttl:',
          '    weather: 5m',
          '    "check|email": 0',
          '    stable: 30d',
          'pipeline:',
          '  escalate_below: 0.6',
          'constitution: strict   # another domain\'s key, ignored here',
        ].join('\n'),
      );
      const config = loadPipelineConfig({
        dataDir: dir,
        env: { ANTHROPIC_KEY: 'sk-ant-1' },
        llmFromEnv: { provider: 'openai', apiKey: 'sk-2', model: 'gpt-4o-mini' },
      });
      expect(config.providers.map((p) => [p.id, p.tier])).toEqual([
        ['local', 'cheap'],
        ['claude', 'deep'],
        ['openai', 'cheap'],
      ]);
      expect(config.cache.maxMemoryEntries).toBe(500);
      expect(config.options.ttl).toEqual({ weather: 300_000, 'check|email': 0, stable: 30 * 86_400_000 });
      expect(config.options.escalateBelow).toBe(0.6);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('points at the line of a YAML syntax error', () => {
    expect(() => parsePipelineConfig('providers:\n  - id: [oops\n', 'config.yaml')).toThrow(ConfigError);
    expect(() => parsePipelineConfig('providers:\n  - id: [oops\n', 'config.yaml')).toThrow(/line \d+/);
  });

  test('names a bad field', () => {
    expect(() => parsePipelineConfig('cache:\n  ttl:\n    weather: soon\n', 'config.yaml')).toThrow('cache.ttl.weather');
    expect(() => parsePipelineConfig('pipeline:\n  escalate_below: 2\n', 'config.yaml')).toThrow('pipeline.escalate_below');
  });
});
