import type { Database } from 'bun:sqlite';

/**
 * Every constitution check (direct, from a query, a chain or an agent). Append-only with a time
 * index; `src/constitution/checks.ts` prunes it to the most recent rows. `query` holds only
 * redacted text (or NULL); `matched_rules` is a JSON array of {name, enforcement, reason}.
 */
export function up(db: Database): void {
  db.run(`CREATE TABLE constitution_checks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    checked_at INTEGER NOT NULL,
    source TEXT NOT NULL,
    constitution TEXT NOT NULL,
    query TEXT,
    intent_key TEXT NOT NULL,
    enforcement TEXT NOT NULL,
    allowed INTEGER NOT NULL,
    matched_rules TEXT NOT NULL
  ) STRICT`);
  db.run('CREATE INDEX constitution_checks_checked_at ON constitution_checks(checked_at)');
}
