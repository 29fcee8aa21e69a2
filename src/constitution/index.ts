/** The constitution domain's public surface (see docs/constitution.md). */
export {
  ACTIVE_FILE_NAME,
  activeConstitutionPath,
  describeSource,
  loadActiveConstitution,
  loadConstitutionFile,
  parseConstitutionSpec,
  useConstitution,
  type ActiveConstitution,
  type ConstitutionSource,
  type ConstitutionSpec,
} from './active.ts';
export { DEFAULT_KEEP_CHECKS, deleteChecksOlderThan, insertCheck, listRecentChecks, pruneChecks } from './checks.ts';
export { describeEvaluation, evaluate, splitIntentKey, type Evaluation, type EvaluationInput } from './match.ts';
export { ConstitutionError, parseConstitution, parseEnforcement } from './parse.ts';
export { constitutionRoutes, type ConstitutionRouteDeps } from './routes.ts';
export {
  activeConstitution,
  checkQuery,
  describeCheck,
  getConstitutionView,
  recentChecks,
  type CheckQueryInput,
} from './service.ts';
export { TEMPLATE_NAMES, getTemplate, isTemplateName, listTemplates, templateText, type TemplateName } from './templates.ts';
export * from './types.ts';
