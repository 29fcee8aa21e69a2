import type { Database } from 'bun:sqlite';
import type { Config } from '../config.ts';
import type { Logger } from './log.ts';

/**
 * What route factories receive from the app assembly. Each domain's `routes.ts` exports
 * `function <domain>Routes(ctx: AppContext)` returning one chained Elysia instance;
 * authentication is applied once, globally, in `src/server/app.ts`.
 */
export interface AppContext {
  db: Database;
  config: Config;
  log: Logger;
  now: () => number;
}
