import type { Ability } from '../types.ts';
import { createCoreAbilities } from './core.ts';
import { createExternalAbilities, type BuiltinDeps } from './external.ts';
import { createFileAbilities } from './files.ts';

export type {
  BuiltinDeps,
  CompletionRequest,
  CompletionResult,
  GuardedFetchRequest,
  GuardedFetchResponse,
} from './external.ts';

/**
 * Every built-in ability. The pure ones and the workspace file abilities are always present;
 * `security.scan`, `constitution.check`, `http.fetch` and `llm.complete`/`llm.query` appear
 * when the integrator passes the function they need. Register the result with
 * `registry.registerSource('built-in', () => abilities)`.
 */
export function createBuiltinAbilities(deps: BuiltinDeps = {}): Ability[] {
  return [...createCoreAbilities(), ...createFileAbilities(), ...createExternalAbilities(deps)];
}
