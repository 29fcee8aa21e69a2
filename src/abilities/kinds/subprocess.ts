import type { Logger } from '../../server/log.ts';
import { registrationDir, readRegistrations } from '../../plugins/registrations.ts';
import { executeCommand } from '../../plugins/sandbox/execute.ts';
import type { IsolationSupport } from '../../plugins/sandbox/isolation.ts';
import { parseSubprocessEntry, type SubprocessAbilityConfig } from '../../plugins/subprocess-config.ts';
import { type AbilityProvider, cachedProvider, dirSignature } from '../../plugins/watch.ts';
import type { Ability } from '../types.ts';

export interface SubprocessDeps {
  log?: Logger;
  /** Tests only: pretend the host lacks namespaces or prlimit. */
  support?: IsolationSupport;
}

/** A subprocess ability runs its command template under the sandbox (SPEC "Subprocess execution rules"). */
export function createSubprocessAbility(config: SubprocessAbilityConfig, deps: SubprocessDeps = {}): Ability {
  return {
    name: config.name,
    description: config.description,
    source: 'subprocess',
    permission_tier: config.permission_tier,
    input: config.params,
    receipt_fields: config.receipt_fields,
    invoke: (params, ctx) =>
      executeCommand(
        { name: config.name, template: config.template, params: config.params, policy: config.policy },
        params,
        ctx,
        deps.support,
      ),
  };
}

/** Every ability registered with `svc admin plugin register-subprocess`; invalid files are logged and skipped. */
export function loadSubprocessAbilities(dataDir: string, deps: SubprocessDeps = {}): Ability[] {
  const { entries, errors } = readRegistrations(dataDir, 'subprocess');
  for (const e of errors) deps.log?.warn('skipping unreadable subprocess ability', e);
  const out: Ability[] = [];
  for (const entry of entries) {
    try {
      const config = parseSubprocessEntry(entry.name, entry.config, 'subprocess ability', { checkProgram: false });
      out.push(createSubprocessAbility(config, deps));
    } catch (err) {
      deps.log?.warn('skipping invalid subprocess ability', { name: entry.name, error: (err as Error).message });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Registry source for `subprocess`: reloads when `abilities/subprocess/` changes. */
export function createSubprocessProvider(dataDir: string, deps: SubprocessDeps = {}): AbilityProvider {
  const dir = registrationDir(dataDir, 'subprocess');
  return cachedProvider(() => dirSignature(dir), () => loadSubprocessAbilities(dataDir, deps));
}
