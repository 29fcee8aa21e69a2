// The agents bundled with svc, compiled into the binary: static text imports only, because the
// compiled executable runs with nothing beside it (`svc admin agent install <name>`). A test
// checks that every file under assets/agents/ is listed here.
import costWatcherChainsCheckSpend from '../../assets/agents/cost-watcher/chains/check-spend.yaml' with { type: 'text' };
import costWatcherConstitution from '../../assets/agents/cost-watcher/constitution.yaml' with { type: 'text' };
import costWatcherManifest from '../../assets/agents/cost-watcher/manifest.yaml' with { type: 'text' };
import incidentLoggerChainsLogBlock from '../../assets/agents/incident-logger/chains/log-block.yaml' with { type: 'text' };
import incidentLoggerChainsLogBudget from '../../assets/agents/incident-logger/chains/log-budget.yaml' with { type: 'text' };
import incidentLoggerChainsLogFinding from '../../assets/agents/incident-logger/chains/log-finding.yaml' with { type: 'text' };
import incidentLoggerChainsLogJobFailure from '../../assets/agents/incident-logger/chains/log-job-failure.yaml' with { type: 'text' };
import incidentLoggerConstitution from '../../assets/agents/incident-logger/constitution.yaml' with { type: 'text' };
import incidentLoggerManifest from '../../assets/agents/incident-logger/manifest.yaml' with { type: 'text' };
import securityAuditorChainsAuditWorkspace from '../../assets/agents/security-auditor/chains/audit-workspace.yaml' with { type: 'text' };
import securityAuditorConstitution from '../../assets/agents/security-auditor/constitution.yaml' with { type: 'text' };
import securityAuditorManifest from '../../assets/agents/security-auditor/manifest.yaml' with { type: 'text' };
import workspaceHousekeeperChainsWorkspaceReport from '../../assets/agents/workspace-housekeeper/chains/workspace-report.yaml' with { type: 'text' };
import workspaceHousekeeperConstitution from '../../assets/agents/workspace-housekeeper/constitution.yaml' with { type: 'text' };
import workspaceHousekeeperManifest from '../../assets/agents/workspace-housekeeper/manifest.yaml' with { type: 'text' };

/** Bundled agent name → package files (relative path → YAML text). */
export const BUILTIN_AGENTS: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze({
  'cost-watcher': Object.freeze({
    'chains/check-spend.yaml': costWatcherChainsCheckSpend as string,
    'constitution.yaml': costWatcherConstitution as string,
    'manifest.yaml': costWatcherManifest as string,
  }),
  'incident-logger': Object.freeze({
    'chains/log-block.yaml': incidentLoggerChainsLogBlock as string,
    'chains/log-budget.yaml': incidentLoggerChainsLogBudget as string,
    'chains/log-finding.yaml': incidentLoggerChainsLogFinding as string,
    'chains/log-job-failure.yaml': incidentLoggerChainsLogJobFailure as string,
    'constitution.yaml': incidentLoggerConstitution as string,
    'manifest.yaml': incidentLoggerManifest as string,
  }),
  'security-auditor': Object.freeze({
    'chains/audit-workspace.yaml': securityAuditorChainsAuditWorkspace as string,
    'constitution.yaml': securityAuditorConstitution as string,
    'manifest.yaml': securityAuditorManifest as string,
  }),
  'workspace-housekeeper': Object.freeze({
    'chains/workspace-report.yaml': workspaceHousekeeperChainsWorkspaceReport as string,
    'constitution.yaml': workspaceHousekeeperConstitution as string,
    'manifest.yaml': workspaceHousekeeperManifest as string,
  }),
});
