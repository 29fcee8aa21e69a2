import { STOP_WORDS } from './intent-lexicon.ts';
import { normalizeQueryForIntent } from './intent-text.ts';

/**
 * Learned intent examples: when a model resolves a query the local classifier did not know,
 * the pipeline stores (normalised query → intent) here and the classifier reuses it. This is a
 * pure in-memory structure; the pipeline persists `entries()` and restores them with `load()`.
 */

export interface LearnedIntent {
  intent_key: string;
  params: Record<string, string>;
  /** Confidence to report on an exact match; 0.95 when not given. */
  confidence: number;
}

export interface LearnedMatch extends LearnedIntent {
  /** `exact`: same normalised query; `content`: same content words in any order. */
  match: 'exact' | 'content';
}

const KEY_PATTERN = /^[a-z][a-z0-9_.-]{0,47}\|[a-z][a-z0-9_.-]{0,47}$/;

/** True for a well-formed `<action>|<target>` key (lower-case words, digits, `_ . -`). */
export function isIntentKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** Content words of a normalised query, sorted: "population of france?" and "france population" agree. */
function contentKey(normalized: string): string {
  const words = normalized.split(' ').filter((w) => w !== '' && !STOP_WORDS.has(w) && /[\p{L}\p{N}]/u.test(w));
  return words.length >= 2 ? [...new Set(words)].sort().join(' ') : '';
}

export class LearnedIntents {
  private readonly exact = new Map<string, LearnedIntent>();
  private readonly byContent = new Map<string, string>();

  constructor(private readonly maxEntries = 50_000) {}

  get size(): number {
    return this.exact.size;
  }

  /**
   * Stores an example (least recently used entries beyond `maxEntries` are dropped). The query is
   * normalised again, so raw or already-normalised text both work. Throws on a malformed key.
   */
  learn(query: string, intent: { intent_key: string; params?: Record<string, string>; confidence?: number }): void {
    const key = normalizeQueryForIntent(query);
    if (key === '') return;
    const intentKey = intent.intent_key.trim().toLowerCase();
    if (!isIntentKey(intentKey)) throw new Error(`invalid intent key "${intent.intent_key}" (expected <action>|<target>)`);
    const confidence = Math.min(1, Math.max(0, intent.confidence ?? 0.95));
    this.exact.delete(key);
    this.exact.set(key, { intent_key: intentKey, params: { ...(intent.params ?? {}) }, confidence });
    const content = contentKey(key);
    if (content) this.byContent.set(content, key);
    while (this.exact.size > this.maxEntries) {
      const oldest = this.exact.keys().next().value as string;
      this.forget(oldest);
    }
  }

  /** Finds an example for `query`: an exact normalised match, else one with the same content words. */
  lookup(query: string): LearnedMatch | null {
    const key = normalizeQueryForIntent(query);
    const hit = this.exact.get(key);
    if (hit) {
      this.exact.delete(key);
      this.exact.set(key, hit);
      return { ...hit, params: { ...hit.params }, match: 'exact' };
    }
    const content = contentKey(key);
    const similarKey = content ? this.byContent.get(content) : undefined;
    const similar = similarKey ? this.exact.get(similarKey) : undefined;
    if (similar) {
      return { ...similar, params: { ...similar.params }, confidence: Math.min(similar.confidence, 0.85), match: 'content' };
    }
    return null;
  }

  forget(query: string): boolean {
    const key = normalizeQueryForIntent(query);
    const existed = this.exact.delete(key);
    const content = contentKey(key);
    if (content && this.byContent.get(content) === key) this.byContent.delete(content);
    return existed;
  }

  clear(): void {
    this.exact.clear();
    this.byContent.clear();
  }

  /** Every example, oldest first, for persistence. */
  entries(): [string, LearnedIntent][] {
    return [...this.exact.entries()].map(([k, v]) => [k, { ...v, params: { ...v.params } }]);
  }

  /** Restores persisted examples (skipping malformed ones); returns how many were loaded. */
  load(entries: Iterable<[string, { intent_key: string; params?: Record<string, string>; confidence?: number }]>): number {
    let loaded = 0;
    for (const [query, intent] of entries) {
      try {
        this.learn(query, intent);
        loaded++;
      } catch {
        // a malformed persisted row is skipped, not fatal
      }
    }
    return loaded;
  }
}

/** The store `classifyIntent` consults by default. */
export const defaultLearnedIntents = new LearnedIntents();

/** Adds a learned example to the default store (see `LearnedIntents.learn`). */
export function learnIntent(
  normalizedQuery: string,
  intent: { intent_key: string; params?: Record<string, string>; confidence?: number },
): void {
  defaultLearnedIntents.learn(normalizedQuery, intent);
}

/** Looks a query up in the default store. */
export function lookupLearnedIntent(query: string): LearnedMatch | null {
  return defaultLearnedIntents.lookup(query);
}
