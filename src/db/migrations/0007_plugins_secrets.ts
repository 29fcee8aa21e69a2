import type { Database } from 'bun:sqlite';

/**
 * Plugins, registered subprocess/cloud abilities and secrets keep no tables: plugins live in
 * `$SVC_DATA_DIR/plugins/<name>/`, registrations in `$SVC_DATA_DIR/abilities/{subprocess,cloud}/`
 * and secrets in `$SVC_DATA_DIR/secrets.json` (mode 0600, so they stay out of database backups
 * and their permissions are the file's own). See docs/plugins.md. Kept as a no-op so the
 * migration sequence has no gap.
 */
export function up(_db: Database): void {}
