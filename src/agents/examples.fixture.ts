/**
 * The three example packages of the public agent catalog (MIT, `examples/agents/`), inlined so
 * tests do not depend on files outside the repository. Written to disk by `writeExample`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const CATALOG_EXAMPLES: Record<string, Record<string, string>> = {
  'bill-reminder': {
    'chains/check-bills.yaml': "id: check-bills\ndescription: Search for bills and create calendar reminders\nsteps:\n- id: search-bills\n  ability: gmail.search\n  params:\n    query: bill due OR payment due OR amount due\n  on_failure: abort\n- id: extract-bills\n  ability: llm.query\n  params:\n    prompt: 'Extract upcoming bill details (vendor, amount, due date) from: {{search-bills.output}}'\n  depends_on:\n  - search-bills\n  on_failure: abort\n- id: create-reminders\n  ability: calendar.create\n  params:\n    events: '{{extract-bills.output}}'\n  depends_on:\n  - extract-bills\n  on_failure: abort\n",
    'constitution.yaml': "name: bill-reminder-constitution\ndescription: Constitution for bill-reminder\nrules:\n- name: scope\n  enforcement: hard_block\n  description: Only operate within bill-reminder designated scope\n  trigger_actions:\n  - execute\n  - query\n  trigger_targets:\n  - bill-reminder\n- name: no-unauthorized-access\n  enforcement: hard_block\n  description: Never access data outside bill-reminder scope\n  trigger_keywords:\n  - unauthorized\n  - private\n  - secret\n- name: permission-boundary\n  enforcement: hard_block\n  description: 'Only use granted permissions: gmail.search, calendar.create, llm.query'\n  trigger_actions:\n  - use_permission\n  trigger_targets:\n  - gmail.search\n  - calendar.create\n  - llm.query\n",
    'manifest.yaml': "name: bill-reminder\nversion: 1.0.0\ndescription: Remind about upcoming bills\ncategory: finance-budgeting\nauthor: nyaya-official\npermissions:\n- gmail.search\n- calendar.create\n- llm.query\ntriggers:\n  scheduled:\n  - chain: check-bills\n    interval: 24h\n",
  },
  'codebase-qa': {
    'chains/answer-code-question.yaml': "id: answer-code-question\ndescription: Search codebase context and answer questions\nsteps:\n- id: search-issues\n  ability: github.issues\n  params:\n    query: '{{input.question}}'\n    repo: '{{input.repo}}'\n  on_failure: continue\n- id: search-prs\n  ability: github.prs\n  params:\n    query: '{{input.question}}'\n    repo: '{{input.repo}}'\n  on_failure: continue\n- id: answer\n  ability: llm.query\n  params:\n    prompt: 'Answer this question about the codebase: {{input.question}}. Context\n      - Issues: {{search-issues.output}}, PRs: {{search-prs.output}}'\n  depends_on:\n  - search-issues\n  - search-prs\n  on_failure: abort\n",
    'constitution.yaml': "name: codebase-qa-constitution\ndescription: Constitution for codebase-qa\nrules:\n- name: scope\n  enforcement: hard_block\n  description: Only operate within codebase-qa designated scope\n  trigger_actions:\n  - how\n  - explain\n  trigger_targets:\n  - module\n  - code\n  - function\n- name: no-unauthorized-access\n  enforcement: hard_block\n  description: Never access data outside codebase-qa scope\n  trigger_keywords:\n  - unauthorized\n  - private\n  - secret\n- name: permission-boundary\n  enforcement: hard_block\n  description: 'Only use granted permissions: github.issues, github.prs, llm.query'\n  trigger_actions:\n  - use_permission\n  trigger_targets:\n  - github.issues\n  - github.prs\n  - llm.query\n",
    'manifest.yaml': "name: codebase-qa\nversion: 1.0.0\ndescription: Answer questions about a codebase\ncategory: developer-devops\nauthor: nyaya-official\npermissions:\n- github.issues\n- github.prs\n- llm.query\nintent_filters:\n- actions:\n  - explain\n  - how\n  targets:\n  - code\n  - function\n  - module\n  priority: 10\n",
  },
  'escalation-router': {
    'chains/route-escalation.yaml': "id: route-escalation\ndescription: Analyze escalation and route to appropriate team\nsteps:\n- id: read-escalation\n  ability: gmail.read\n  params:\n    message_id: '{{input.message_id}}'\n  on_failure: abort\n- id: analyze\n  ability: llm.query\n  params:\n    prompt: 'Analyze this escalation and determine the right team to handle it: {{read-escalation.output}}'\n  depends_on:\n  - read-escalation\n  on_failure: abort\n- id: route\n  ability: slack.send\n  params:\n    channel: '{{analyze.output.team_channel}}'\n    message: 'Escalation: {{analyze.output.summary}}'\n  depends_on:\n  - analyze\n  on_failure: abort\n",
    'constitution.yaml': "name: escalation-router-constitution\ndescription: Constitution for escalation-router\nrules:\n- name: scope\n  enforcement: hard_block\n  description: Only operate within escalation-router designated scope\n  trigger_actions:\n  - execute\n  - query\n  trigger_targets:\n  - escalation-router\n- name: no-unauthorized-access\n  enforcement: hard_block\n  description: Never access data outside escalation-router scope\n  trigger_keywords:\n  - unauthorized\n  - private\n  - secret\n- name: permission-boundary\n  enforcement: hard_block\n  description: 'Only use granted permissions: gmail.read, slack.send, llm.query'\n  trigger_actions:\n  - use_permission\n  trigger_targets:\n  - gmail.read\n  - slack.send\n  - llm.query\n",
    'manifest.yaml': "name: escalation-router\nversion: 1.0.0\ndescription: Route escalations to right team\ncategory: customer-support\nauthor: nyaya-official\npermissions:\n- gmail.read\n- slack.send\n- llm.query\ntriggers:\n  events:\n  - 'on': AlertRaised\n    filter:\n      namespace: support\n    chain: route-escalation\n",
  },
};

/** Writes an example (or any files map) as a package directory under `root`; returns its path. */
export function writeExample(root: string, name: string, files: Record<string, string> = CATALOG_EXAMPLES[name]): string {
  const dir = join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}
