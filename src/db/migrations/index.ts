import type { Database } from 'bun:sqlite';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_constitution.ts';
import * as m0003 from './0003_pipeline_costs.ts';
import * as m0004 from './0004_chains_scheduler.ts';
import * as m0005 from './0005_abilities_plugins.ts';
import * as m0006 from './0006_agents_confirmations.ts';
import * as m0007 from './0007_plugins_secrets.ts';

export interface Migration {
  name: string;
  up(db: Database): void;
}

/** Every migration in order. A released migration is never edited; a fix is a new file. */
export const MIGRATIONS: readonly Migration[] = [
  { name: '0001_core', up: m0001.up },
  { name: '0002_constitution', up: m0002.up },
  { name: '0003_pipeline_costs', up: m0003.up },
  { name: '0004_chains_scheduler', up: m0004.up },
  { name: '0005_abilities_plugins', up: m0005.up },
  { name: '0006_agents_confirmations', up: m0006.up },
  { name: '0007_plugins_secrets', up: m0007.up },
];
