import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ManifestError, PluginNameError } from './errors.ts';
import { parseManifestText, trustValue, validateManifest } from './manifest.ts';
import { DEFAULT_MEMORY_BYTES, DEFAULT_TIMEOUT_MS } from './sandbox/policy.ts';

const FIXTURES = join(import.meta.dir, '../../tests/fixtures/plugins');

const base = () => ({
  name: 'demo',
  version: '1.0.0',
  ability: { name: 'demo.run', description: 'Runs the demo' },
});

function withKeys(patch: Record<string, unknown>) {
  return { ...base(), ...patch };
}

function rejects(raw: unknown, message: string, type: Function = ManifestError) {
  let err: unknown;
  try {
    validateManifest(raw, 'manifest.yaml');
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(type);
  expect((err as Error).message).toContain(message);
  expect((err as { status: number }).status).toBe(400);
}

describe('plugin manifest defaults', () => {
  test('applies every default of the spec to a minimal manifest', () => {
    const m = validateManifest(base(), 'm');
    expect(m.trust_level).toBe('LOCAL');
    expect(m.ability.permission_tier).toBe(0);
    expect(m.input).toEqual({});
    expect(m.output).toEqual({});
    expect(m.receipt_fields).toEqual([]);
    expect(m.security).toEqual({ filesystem_access: 'none', network_access: false, read_paths: [], write_paths: [] });
    expect(m.policy.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(m.policy.memoryBytes).toBe(DEFAULT_MEMORY_BYTES);
    expect(m.command).toBeUndefined();
  });

  test('reads every key of the full fixture', () => {
    const m = parseManifestText(readFileSync(join(FIXTURES, 'full/manifest.yaml'), 'utf8'), 'full');
    expect(m.name).toBe('psd_reader');
    expect(m.version).toBe('1.2.0-rc.1+build.7');
    expect(m.author).toBe('Example Maker');
    expect(m.license).toBe('Apache-2.0');
    expect(m.trust_level).toBe('VERIFIED');
    expect(m.ability).toEqual({ name: 'files.read_psd', description: 'Reads layer names from a PSD file', permission_tier: 2 });
    expect(m.input.path).toEqual({ type: 'filepath', required: true });
    expect(m.input.out).toEqual({ type: 'filepath', required: false, auto: '{path.stem}.txt' });
    expect(m.output).toEqual({ layers: 'array of layer names', width: 'int' });
    expect(m.receipt_fields).toEqual(['layers', 'width', 'exit_code']);
    expect(m.security).toEqual({
      filesystem_access: 'read_write',
      network_access: false,
      memory_limit: '512MB',
      timeout: '30s',
      read_paths: ['/srv/psd/in'],
      write_paths: ['/srv/psd/out'],
    });
    expect(m.policy.memoryBytes).toBe(512 * 1024 * 1024);
    expect(m.policy.timeoutMs).toBe(30_000);
    expect(m.template?.program).toBe('/usr/bin/file');
  });

  test('orders trust levels LOCAL < COMMUNITY < VERIFIED < OFFICIAL', () => {
    expect(['LOCAL', 'COMMUNITY', 'VERIFIED', 'OFFICIAL'].map((t) => trustValue(t as never))).toEqual([0, 1, 2, 3]);
  });
});

describe('plugin manifest required keys', () => {
  test('requires name', () => rejects({ version: '1.0.0', ability: base().ability }, 'missing required key "name"'));
  test('requires version', () => rejects({ name: 'demo', ability: base().ability }, 'missing required key "version"'));
  test('requires ability', () => rejects({ name: 'demo', version: '1.0.0' }, 'missing required key "ability"'));
  test('requires ability.name', () => rejects(withKeys({ ability: { description: 'x' } }), 'ability: missing required key "name"'));
  test('requires ability.description', () => rejects(withKeys({ ability: { name: 'a.b' } }), 'missing required key "description"'));
  test('refuses a manifest that is not a map', () => rejects(['name'], 'a manifest must be a YAML map'));
  test('refuses unknown keys', () => rejects(withKeys({ entrypoint: 'x' }), 'unknown key "entrypoint"'));
  test('refuses unknown ability keys', () => rejects(withKeys({ ability: { ...base().ability, tier: 1 } }), 'unknown key "tier"'));
});

describe('plugin manifest values', () => {
  for (const version of ['1.0', '1', 'v1.0.0', '01.0.0', '1.0.0-', '1.0.0+', 'latest', '1.0.0.0']) {
    test(`refuses the version ${JSON.stringify(version)}`, () => rejects(withKeys({ version }), 'is not a semantic version'));
  }
  test('refuses a numeric version', () => rejects(withKeys({ version: 1 }), 'is not a semantic version'));
  test('accepts pre-release and build metadata', () => {
    expect(validateManifest(withKeys({ version: '0.0.1-alpha.1+sha.5114f85' }), 'm').version).toBe('0.0.1-alpha.1+sha.5114f85');
  });

  for (const trust of ['local', 'TRUSTED', 'Official', '']) {
    test(`refuses the trust level ${JSON.stringify(trust)}`, () => rejects(withKeys({ trust_level: trust }), 'trust_level: must be one of LOCAL, COMMUNITY, VERIFIED, OFFICIAL'));
  }

  for (const tier of [-1, 5, 1.5, '2']) {
    test(`refuses the permission tier ${JSON.stringify(tier)}`, () =>
      rejects(withKeys({ ability: { ...base().ability, permission_tier: tier } }), 'permission_tier: must be an integer from 0 to 4'));
  }
  test('accepts permission tiers 0 to 4', () => {
    for (const tier of [0, 1, 2, 3, 4]) {
      expect(validateManifest(withKeys({ ability: { ...base().ability, permission_tier: tier } }), 'm').ability.permission_tier).toBe(tier);
    }
  });

  for (const name of ['../../etc/passwd', 'files', 'files.', '.files', 'files..read', 'files/read', 'files\\read', 'files read', 'fïles.read']) {
    test(`refuses the ability name ${JSON.stringify(name)}`, () =>
      rejects(withKeys({ ability: { name, description: 'x' } }), 'invalid ability name'));
  }

  for (const name of ['../evil', 'a/b', 'a\\b', '..', 'x..y']) {
    test(`refuses the plugin name ${JSON.stringify(name)} as path traversal`, () =>
      rejects(withKeys({ name }), 'path traversal detected', PluginNameError));
  }
  for (const name of ['.hidden', 'with space', '', 'a'.repeat(65)]) {
    test(`refuses the plugin name ${JSON.stringify(name)}`, () => rejects(withKeys({ name }), 'invalid plugin name', PluginNameError));
  }

  test('refuses a license that is not an identifier', () => rejects(withKeys({ license: 'see <LICENSE>' }), 'license: must be a license identifier'));
  test('refuses a non-string author', () => rejects(withKeys({ author: 42 }), 'author: must be a string'));
});

describe('plugin manifest input, output and receipt fields', () => {
  test('refuses an input type outside the list', () =>
    rejects(withKeys({ input: { a: { type: 'blob' } } }), 'input.a.type: must be one of'));
  test('refuses an input without a type', () => rejects(withKeys({ input: { a: { required: true } } }), 'input.a.type'));
  test('refuses a non-boolean required', () =>
    rejects(withKeys({ input: { a: { type: 'string', required: 'yes' } } }), 'input.a.required: must be true or false'));
  test('refuses a default of the wrong type', () =>
    rejects(withKeys({ input: { a: { type: 'int', default: 'ten' } } }), "input.a.default: parameter 'a' must be an integer"));
  test('refuses an invalid parameter name', () => rejects(withKeys({ input: { '1st': { type: 'string' } } }), 'invalid parameter name'));
  test('refuses unknown parameter keys', () => rejects(withKeys({ input: { a: { type: 'string', optional: true } } }), 'unknown key "optional"'));
  test('accepts auto without a command, as the spec lists it among input keys', () => {
    const m = validateManifest(withKeys({ input: { path: { type: 'filepath', required: true }, out: { type: 'filepath', auto: '{path}.png' } } }), 'm');
    expect(m.input.out).toEqual({ type: 'filepath', required: false, auto: '{path}.png' });
  });
  test('refuses auto on a parameter that is not a path', () =>
    rejects(withKeys({ input: { n: { type: 'int', auto: '{x}.txt' } } }), 'only filepath or string parameters'));
  test('refuses auto without a write path', () =>
    rejects(withKeys({ command: 'touch {out}', input: { out: { type: 'filepath', auto: 'x.txt' } } }), 'output paths need at least one write path'));
  test('refuses auto referencing an undeclared parameter', () =>
    rejects(
      withKeys({
        command: 'touch {out}',
        input: { out: { type: 'filepath', auto: '{missing}.txt' } },
        security: { filesystem_access: 'read_write', write_paths: ['/tmp/x'] },
      }),
      'auto pattern references undeclared parameter {missing}',
    ));
  test('refuses object inputs when the plugin runs a command', () =>
    rejects(withKeys({ command: 'echo {a}', input: { a: { type: 'object' } } }), 'input.a.type: must be one of string, int, number, bool, filepath'));
  test('refuses an output that is not a type description', () => rejects(withKeys({ output: { a: 3 } }), 'output.a: must be a type description string'));
  test('refuses receipt fields that are not a list', () => rejects(withKeys({ receipt_fields: 'a' }), 'receipt_fields: must be a list'));
  test('refuses duplicate receipt fields', () => rejects(withKeys({ receipt_fields: ['a', 'a'] }), '"a" is listed twice'));
});

describe('plugin manifest security block', () => {
  test('refuses an unknown filesystem access value', () =>
    rejects(withKeys({ security: { filesystem_access: 'full' } }), 'filesystem_access: must be one of none, read_only, read_write'));
  test('refuses a non-boolean network access', () =>
    rejects(withKeys({ security: { network_access: 'yes' } }), 'network_access: must be true or false'));
  for (const size of ['lots', '512XB', '-1MB', '0', '10b']) {
    test(`refuses the memory limit ${JSON.stringify(size)}`, () => rejects(withKeys({ security: { memory_limit: size } }), 'memory_limit'));
  }
  test('accepts memory limits with binary units', () => {
    expect(validateManifest(withKeys({ security: { memory_limit: '2GB' } }), 'm').policy.memoryBytes).toBe(2 * 1024 ** 3);
  });
  for (const duration of ['soon', '30x', '-5s', '0s', '25h', '1d']) {
    test(`refuses the timeout ${JSON.stringify(duration)}`, () => rejects(withKeys({ security: { timeout: duration } }), 'timeout'));
  }
  test('accepts timeouts in seconds, minutes and hours', () => {
    for (const [text, ms] of [['45s', 45_000], ['5m', 300_000], ['2h', 7_200_000], ['90', 90_000]] as const) {
      expect(validateManifest(withKeys({ security: { timeout: text } }), 'm').policy.timeoutMs).toBe(ms);
    }
  });
  test('refuses relative paths', () =>
    rejects(withKeys({ security: { filesystem_access: 'read_only', read_paths: ['data/in'] } }), 'must be an absolute path'));
  test('refuses paths with a blocked character', () =>
    rejects(withKeys({ security: { filesystem_access: 'read_only', read_paths: ['/srv/my files'] } }), 'contains a blocked character (space)'));
  test('refuses / as a write path', () =>
    rejects(withKeys({ security: { filesystem_access: 'read_write', write_paths: ['/'] } }), 'too broad'));
  test('refuses paths when filesystem access is none', () =>
    rejects(withKeys({ security: { read_paths: ['/srv'] } }), 'need filesystem_access read_only or read_write'));
  test('refuses write paths when filesystem access is read_only', () =>
    rejects(withKeys({ security: { filesystem_access: 'read_only', write_paths: ['/srv'] } }), 'need filesystem_access read_write'));
  test('refuses unknown security keys', () => rejects(withKeys({ security: { cpu: 2 } }), 'unknown key "cpu"'));
  test('normalises paths', () => {
    const m = validateManifest(withKeys({ security: { filesystem_access: 'read_only', read_paths: ['/srv/a/../b/', '/srv/b'] } }), 'm');
    expect(m.security.read_paths).toEqual(['/srv/b']);
  });
});

describe('plugin manifest command', () => {
  test('accepts a program next to the manifest', () => {
    expect(validateManifest(withKeys({ command: './run.sh {a}', input: { a: { type: 'string' } } }), 'm').template?.program).toBe('./run.sh');
  });
  test('refuses a program path with traversal', () => rejects(withKeys({ command: './../run.sh' }), 'must be an absolute path'));
  test('refuses a placeholder with no declared input', () => rejects(withKeys({ command: 'echo {a}' }), 'placeholder {a} names no declared parameter'));
  test('refuses a placeholder as the program', () => rejects(withKeys({ command: '{a}', input: { a: { type: 'string' } } }), 'cannot be a placeholder'));
  test('refuses a stray brace', () => rejects(withKeys({ command: 'echo {a', input: { a: { type: 'string' } } }), 'malformed placeholder'));
  test('refuses invalid YAML with its line', () => {
    expect(() => parseManifestText('name: a\nname: b\n', 'dup.yaml')).toThrow(/dup\.yaml: invalid YAML: duplicated mapping key \(line \d\)/);
  });
});
