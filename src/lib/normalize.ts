/** ASCII is its own NFKC and NFKD form, with no zero-width, bidi or combining characters. */
const ASCII = /^[\x00-\x7f]*$/;
const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E]/g;

/**
 * The shared text normalisation used for matching (never for display or redaction offsets):
 * NFKC, zero-width and bidi controls removed, lower-cased, whitespace collapsed.
 */
export function normalizeForMatch(text: string): string {
  const base = ASCII.test(text) ? text : text.normalize('NFKC').replace(ZERO_WIDTH, '');
  return base.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Removes diacritics after NFKD, for lexicon matching across languages ("préc\u00e9dent" → "precedent"). */
export function stripDiacritics(text: string): string {
  return ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, '');
}
