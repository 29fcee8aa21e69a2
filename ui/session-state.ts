/**
 * State that lives for the browser session only, in memory: it survives switching views but not
 * a reload, and is wiped on logout. Query texts are kept here rather than in storage because
 * they may hold secrets the server redacts only on its side.
 */

export interface QueryHistoryEntry {
  id: number;
  query: string;
  /** Unix ms when the query was sent. */
  at: number;
  result?: unknown;
  error?: string;
}

const MAX_ENTRIES = 50;
const history: QueryHistoryEntry[] = [];
let nextId = 1;

/** Newest first. */
export function queryHistory(): readonly QueryHistoryEntry[] {
  return history;
}

export function addQueryHistory(entry: Omit<QueryHistoryEntry, 'id'>): QueryHistoryEntry {
  const full = { ...entry, id: nextId++ };
  history.unshift(full);
  if (history.length > MAX_ENTRIES) history.length = MAX_ENTRIES;
  return full;
}

/** Called on logout and when the session expires. */
export function clearSessionState(): void {
  history.length = 0;
}
