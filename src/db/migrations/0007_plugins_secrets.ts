import type { Database } from 'bun:sqlite';

/** Reserved for this domain's tables; filled by the issue that builds the domain. */
export function up(_db: Database): void {}
