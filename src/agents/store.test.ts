import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ConflictError, NotFoundError } from '../server/errors.ts';
import { BUILTIN_AGENTS } from './builtin.ts';
import { CATALOG_EXAMPLES, writeExample } from './examples.fixture.ts';
import { AgentPackageError } from './manifest.ts';
import {
  agentsDir,
  builtinSource,
  installAgent,
  listInstalled,
  readInstalled,
  readPackageDir,
  removeAgentFiles,
  resolveSource,
} from './store.ts';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'svc-agent-store-'));
  dataDir = join(root, 'data');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, name.name);
      if (name.isDirectory()) walk(full);
      else out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

describe('installing', () => {
  test('every catalog example installs from its directory into agents/<name>/', () => {
    for (const name of Object.keys(CATALOG_EXAMPLES)) {
      const dir = writeExample(join(root, 'src'), name);
      writeFileSync(join(dir, 'README.md'), 'not part of the package');
      const result = installAgent(dataDir, resolveSource(dir));
      expect(result.action).toBe('installed');
      expect(filesUnder(join(agentsDir(dataDir), name))).toEqual(Object.keys(CATALOG_EXAMPLES[name]).sort());
    }
    expect(listInstalled(dataDir).agents.map((a) => a.name)).toEqual(['bill-reminder', 'codebase-qa', 'escalation-router']);
  });

  test('every bundled agent installs by name, and every file under assets/agents is bundled', () => {
    const assets = join(import.meta.dir, '../../assets/agents');
    const onDisk = readdirSync(assets).sort();
    expect(Object.keys(BUILTIN_AGENTS).sort()).toEqual(onDisk);
    for (const name of onDisk) {
      expect(Object.keys(BUILTIN_AGENTS[name]).sort()).toEqual(filesUnder(join(assets, name)));
      const result = installAgent(dataDir, resolveSource(name));
      expect(result.agent.pkg.manifest.name).toBe(name);
      expect(filesUnder(join(agentsDir(dataDir), name))).toEqual(filesUnder(join(assets, name)));
    }
  });

  test('an unknown name lists the bundled agents', () => {
    expect(() => resolveSource('no-such-agent')).toThrow(/bundled: cost-watcher, incident-logger, security-auditor, workspace-housekeeper/);
  });

  test('reinstalling needs --force; a newer version upgrades', () => {
    installAgent(dataDir, builtinSource('cost-watcher'));
    expect(() => installAgent(dataDir, builtinSource('cost-watcher'))).toThrow(ConflictError);
    expect(installAgent(dataDir, builtinSource('cost-watcher'), { force: true }).action).toBe('reinstalled');
    const files = { ...BUILTIN_AGENTS['cost-watcher'] };
    files['manifest.yaml'] = files['manifest.yaml'].replace('version: 1.0.0', 'version: 1.1.0');
    const up = installAgent(dataDir, { files, origin: 'v2' });
    expect(up).toMatchObject({ action: 'upgraded', previous_version: '1.0.0' });
    expect(readInstalled(dataDir, 'cost-watcher').pkg.manifest.version).toBe('1.1.0');
    expect(() => installAgent(dataDir, builtinSource('cost-watcher'))).toThrow(/newer than 1.0.0/);
  });

  test('a failed install leaves nothing behind, and an upgrade that fails keeps the old version', () => {
    expect(() =>
      installAgent(dataDir, builtinSource('cost-watcher'), {
        beforeCommit: () => {
          throw new Error('disk full');
        },
      }),
    ).toThrow('disk full');
    expect(readdirSync(agentsDir(dataDir))).toEqual([]);
    installAgent(dataDir, builtinSource('cost-watcher'));
    expect(() =>
      installAgent(dataDir, builtinSource('cost-watcher'), {
        force: true,
        beforeCommit: () => {
          throw new Error('disk full');
        },
      }),
    ).toThrow('disk full');
    expect(readdirSync(agentsDir(dataDir))).toEqual(['cost-watcher']);
    expect(readInstalled(dataDir, 'cost-watcher').pkg.manifest.version).toBe('1.0.0');
  });

  test('invalid packages are refused with the file and field named, and links are not followed', () => {
    const dir = writeExample(join(root, 'src'), 'broken', {
      'manifest.yaml': 'name: broken\nversion: 1.0\n',
    });
    expect(() => installAgent(dataDir, resolveSource(dir))).toThrow('manifest.yaml: version: must be a semantic version like 1.0.0 (got the number 1)');
    expect(existsSync(agentsDir(dataDir))).toBe(false);

    const linked = writeExample(join(root, 'src'), 'linked', { 'manifest.yaml': 'name: linked\nversion: 1.0.0\n' });
    mkdirSync(join(linked, 'chains'));
    writeFileSync(join(root, 'secret.yaml'), 'id: x\nsteps: []\n');
    symlinkSync(join(root, 'secret.yaml'), join(linked, 'chains/x.yaml'));
    expect(() => readPackageDir(linked)).toThrow(AgentPackageError);
    expect(() => readPackageDir(join(root, 'nowhere'))).toThrow(NotFoundError);
  });
});

describe('listing and removing', () => {
  test('a broken install is listed with its error and can be removed', () => {
    installAgent(dataDir, builtinSource('cost-watcher'));
    writeFileSync(join(agentsDir(dataDir), 'cost-watcher/manifest.yaml'), 'name: cost-watcher\nversion: x\n');
    const { agents, errors } = listInstalled(dataDir);
    expect(agents).toEqual([]);
    expect(errors).toEqual([{ name: 'cost-watcher', error: 'manifest.yaml: version: "x" is not a semantic version (e.g. 1.0.0)' }]);
    expect(removeAgentFiles(dataDir, 'cost-watcher')).toEqual({ name: 'cost-watcher' });
    expect(readdirSync(agentsDir(dataDir))).toEqual([]);
  });

  test('names are validated before any file operation', () => {
    expect(() => removeAgentFiles(dataDir, '../data')).toThrow('path traversal detected');
    expect(() => readInstalled(dataDir, 'a\\b')).toThrow('path traversal detected');
    expect(() => removeAgentFiles(dataDir, 'missing')).toThrow(NotFoundError);
  });

  test('a package whose manifest name differs from its directory is reported', () => {
    installAgent(dataDir, builtinSource('cost-watcher'));
    const dir = join(agentsDir(dataDir), 'cost-watcher');
    writeFileSync(join(dir, 'manifest.yaml'), BUILTIN_AGENTS['cost-watcher']['manifest.yaml'].replace('name: cost-watcher', 'name: other'));
    expect(() => readInstalled(dataDir, 'cost-watcher')).toThrow('"other" does not match its directory "cost-watcher"');
  });
});
