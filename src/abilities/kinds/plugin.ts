import { join } from 'node:path';
import { ForbiddenError } from '../../server/errors.ts';
import type { Logger } from '../../server/log.ts';
import { AbilityConfigError } from '../../plugins/errors.ts';
import type { TrustLevel } from '../../plugins/manifest.ts';
import { invokeNative } from '../../plugins/native.ts';
import { resolveParams } from '../../plugins/params.ts';
import { executeCommand } from '../../plugins/sandbox/execute.ts';
import type { IsolationSupport } from '../../plugins/sandbox/isolation.ts';
import { type InstalledPlugin, libraryFileName, listPlugins, pluginsDir } from '../../plugins/store.ts';
import { type AbilityProvider, cachedProvider, dirSignature } from '../../plugins/watch.ts';
import type { Ability } from '../types.ts';

export interface PluginDeps {
  log?: Logger;
  /** Tests only: pretend the host lacks namespaces or prlimit. */
  support?: IsolationSupport;
}

/** A plugin ability, with where it came from for listings. */
export interface PluginAbility extends Ability {
  source: 'plugin';
  plugin: string;
  version: string;
  trust_level: TrustLevel;
}

/**
 * Runs through the plugin's declared runtime: its `command` under the subprocess sandbox, or
 * its `lib<name>.so` through bun:ffi — the latter only at OFFICIAL trust, refused otherwise.
 */
export function createPluginAbility(plugin: InstalledPlugin, deps: PluginDeps = {}): PluginAbility {
  const { manifest } = plugin;
  const name = manifest.ability.name;
  return {
    name,
    description: manifest.ability.description,
    source: 'plugin',
    permission_tier: manifest.ability.permission_tier,
    input: manifest.input,
    receipt_fields: manifest.receipt_fields,
    plugin: plugin.name,
    version: plugin.version,
    trust_level: plugin.trust_level,
    async invoke(params, ctx) {
      if (manifest.template) {
        return executeCommand(
          { name, template: manifest.template, params: manifest.input, policy: manifest.policy, baseDir: plugin.dir },
          params,
          ctx,
          deps.support,
        );
      }
      if (plugin.has_library) {
        if (plugin.trust_level !== 'OFFICIAL') {
          throw new ForbiddenError(
            `plugin '${plugin.name}' ships a native library, which is loaded only at OFFICIAL trust (it is ${plugin.trust_level}); give its manifest a "command" to run it under the sandbox`,
          );
        }
        const input = resolveParams(manifest.input, params, name);
        return invokeNative(join(plugin.dir, libraryFileName(plugin.name)), name, input);
      }
      throw new AbilityConfigError(`plugin '${plugin.name}' declares no runtime: add a "command" to its manifest`);
    },
  };
}

/** Abilities of every installed plugin; broken installs and duplicate ability names are logged and skipped. */
export function loadPluginAbilities(dataDir: string, deps: PluginDeps = {}): PluginAbility[] {
  const { plugins, errors } = listPlugins(dataDir);
  for (const e of errors) deps.log?.warn('skipping invalid plugin', e);
  const seen = new Set<string>();
  const out: PluginAbility[] = [];
  for (const plugin of plugins) {
    if (seen.has(plugin.ability)) {
      deps.log?.warn('skipping plugin with a duplicate ability name', { name: plugin.name, ability: plugin.ability });
      continue;
    }
    seen.add(plugin.ability);
    out.push(createPluginAbility(plugin, deps));
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Registry source for `plugin`: reloads when a plugin directory or manifest changes. */
export function createPluginProvider(dataDir: string, deps: PluginDeps = {}): AbilityProvider {
  const dir = pluginsDir(dataDir);
  return cachedProvider(
    () => dirSignature(dir, (entry) => join(entry, 'manifest.yaml')),
    () => loadPluginAbilities(dataDir, deps),
  );
}
