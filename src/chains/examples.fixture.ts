/**
 * The three example chains of the public agent catalog (MIT, `examples/agents/*\/chains/`),
 * inlined so tests do not depend on files outside the repository.
 */
export const CATALOG_CHAINS: Record<string, string> = {
  'check-bills': `id: check-bills
description: Search for bills and create calendar reminders
steps:
- id: search-bills
  ability: gmail.search
  params:
    query: bill due OR payment due OR amount due
  on_failure: abort
- id: extract-bills
  ability: llm.query
  params:
    prompt: 'Extract upcoming bill details (vendor, amount, due date) from: {{search-bills.output}}'
  depends_on:
  - search-bills
  on_failure: abort
- id: create-reminders
  ability: calendar.create
  params:
    events: '{{extract-bills.output}}'
  depends_on:
  - extract-bills
  on_failure: abort
`,
  'answer-code-question': `id: answer-code-question
description: Search codebase context and answer questions
steps:
- id: search-issues
  ability: github.issues
  params:
    query: '{{input.question}}'
    repo: '{{input.repo}}'
  on_failure: continue
- id: search-prs
  ability: github.prs
  params:
    query: '{{input.question}}'
    repo: '{{input.repo}}'
  on_failure: continue
- id: answer
  ability: llm.query
  params:
    prompt: 'Answer this question about the codebase: {{input.question}}. Context
      - Issues: {{search-issues.output}}, PRs: {{search-prs.output}}'
  depends_on:
  - search-issues
  - search-prs
  on_failure: abort
`,
  'route-escalation': `id: route-escalation
description: Analyze escalation and route to appropriate team
steps:
- id: read-escalation
  ability: gmail.read
  params:
    message_id: '{{input.message_id}}'
  on_failure: abort
- id: analyze
  ability: llm.query
  params:
    prompt: 'Analyze this escalation and determine the right team to handle it: {{read-escalation.output}}'
  depends_on:
  - read-escalation
  on_failure: abort
- id: route
  ability: slack.send
  params:
    channel: '{{analyze.output.team_channel}}'
    message: 'Escalation: {{analyze.output.summary}}'
  depends_on:
  - analyze
  on_failure: abort
`,
};
