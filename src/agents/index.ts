/** The agents domain's public surface (see docs/agents.md). */
export { createAgentAbilities, periodStart, BUDGET_PERIODS, type AgentAbilityDeps } from './abilities.ts';
export type { AgentAnswer, AgentRoute, RouteIntent } from './answers.ts';
export { BUILTIN_AGENTS } from './builtin.ts';
export {
  SVC_EVENTS,
  createEventBus,
  defaultEventBus,
  emit,
  isSvcEvent,
  matchesFilter,
  type BusEvent,
  type EventBus,
  type SvcEvent,
  type SvcEventPayloads,
} from './events.ts';
export { ConfirmationRequiredError, checkStep, stepText } from './gate.ts';
export { AgentPackageError, assertAgentName, parseManifest, type AgentManifest } from './manifest.ts';
export { AgentsModel } from './model.ts';
export { isPermitted, parsePackageFiles, queryChain, type AgentPackage } from './package.ts';
export { agentsRoutes } from './routes.ts';
export { AGENT_STATUSES, createAgentService, eventParams, type AgentRecord, type AgentService, type AgentServiceOptions, type AgentStatus } from './service.ts';
export {
  agentsDir,
  builtinAgentNames,
  installAgent,
  listInstalled,
  readInstalled,
  readPackageDir,
  removeAgentFiles,
  resolveSource,
  type InstalledAgent,
} from './store.ts';
