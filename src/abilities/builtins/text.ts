import { BadRequestError } from '../../server/errors.ts';
import { stripDiacritics } from '../../lib/normalize.ts';

export const TEXT_OPERATIONS = [
  'upper',
  'lower',
  'title',
  'sentence',
  'capitalize',
  'slug',
  'snake',
  'kebab',
  'camel',
  'pascal',
  'trim',
  'squish',
  'reverse',
  'strip_diacritics',
  'strip_html',
  'base64_encode',
  'base64_decode',
  'url_encode',
  'url_decode',
  'html_escape',
] as const;
export type TextOperation = (typeof TEXT_OPERATIONS)[number];

/** Largest text the text abilities accept (characters). */
export const MAX_TEXT_CHARS = 1_000_000;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Words for case conversions: letters and digits, split on case changes and separators. */
function words(text: string): string[] {
  return (
    stripDiacritics(text)
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const capitalize = (w: string) => (w ? w[0].toLocaleUpperCase() + w.slice(1).toLocaleLowerCase() : w);

function checkLength(text: string): void {
  if (text.length > MAX_TEXT_CHARS) throw new BadRequestError(`text is longer than ${MAX_TEXT_CHARS} characters`);
}

/** Applies one named transformation; every operation is total except the decoders. */
export function transformText(text: string, operation: string): string {
  checkLength(text);
  switch (operation as TextOperation) {
    case 'upper':
      return text.toLocaleUpperCase();
    case 'lower':
      return text.toLocaleLowerCase();
    case 'title':
      return text.toLocaleLowerCase().replace(/(^|[^\p{L}\p{N}'’])(\p{L})/gu, (_, sep, ch) => sep + ch.toLocaleUpperCase());
    case 'sentence':
    case 'capitalize': {
      const lower = operation === 'sentence' ? text.toLocaleLowerCase() : text;
      return lower.replace(/^(\s*)(\p{L})/u, (_, sp, ch) => sp + ch.toLocaleUpperCase());
    }
    case 'slug':
      return words(text).join('-').toLowerCase().slice(0, 200).replace(/-+$/, '');
    case 'snake':
      return words(text).join('_').toLowerCase();
    case 'kebab':
      return words(text).join('-').toLowerCase();
    case 'camel': {
      const [first = '', ...rest] = words(text);
      return first.toLowerCase() + rest.map(capitalize).join('');
    }
    case 'pascal':
      return words(text).map(capitalize).join('');
    case 'trim':
      return text.trim();
    case 'squish':
      return text.replace(/\s+/g, ' ').trim();
    case 'reverse':
      return Array.from(graphemes.segment(text), (s) => s.segment).reverse().join('');
    case 'strip_diacritics':
      return stripDiacritics(text);
    case 'strip_html':
      return removeScriptBlocks(text)
        .replace(/<[^<>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    case 'base64_encode':
      return Buffer.from(text, 'utf8').toString('base64');
    case 'base64_decode': {
      const compact = text.replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) throw new BadRequestError('text is not valid base64');
      const decoded = Buffer.from(compact, 'base64');
      const out = new TextDecoder('utf-8', { fatal: false }).decode(decoded);
      return out;
    }
    case 'url_encode':
      return encodeURIComponent(text);
    case 'url_decode':
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        throw new BadRequestError('text is not valid URL encoding');
      }
    case 'html_escape':
      return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    default:
      throw new BadRequestError(`unknown operation "${operation}"; use one of ${TEXT_OPERATIONS.join(', ')}`);
  }
}

/** Drops `<script>`/`<style>` elements with their content, in one linear pass (no backtracking). */
function removeScriptBlocks(text: string): string {
  const opener = /<(script|style)\b/gi;
  let out = '';
  let i = 0;
  for (;;) {
    opener.lastIndex = i;
    const match = opener.exec(text);
    if (!match) break;
    out += text.slice(i, match.index);
    const closer = new RegExp(`</${match[1]}[^<>]*>`, 'gi');
    closer.lastIndex = match.index;
    const close = closer.exec(text);
    if (!close) return out;
    i = close.index + close[0].length;
  }
  return out + text.slice(i);
}

export interface TextCounts {
  characters: number;
  code_points: number;
  bytes: number;
  words: number;
  lines: number;
  sentences: number;
  paragraphs: number;
}

/**
 * Counts as a reader would: characters are grapheme clusters (an emoji with modifiers is one),
 * words are word-like segments (CJK included), a trailing newline does not start a new line.
 */
export function countText(text: string): TextCounts {
  checkLength(text);
  let characters = 0;
  for (const _ of graphemes.segment(text)) characters++;
  let wordCount = 0;
  for (const s of wordSegmenter.segment(text)) if (s.isWordLike) wordCount++;
  const lines = text === '' ? 0 : text.split(/\r\n|\r|\n/).length - (/(\r\n|\r|\n)$/.test(text) ? 1 : 0);
  const sentences = text.trim() === '' ? 0 : (text.match(/[^.!?。！？]+(?:[.!?。！？]+|$)/g) ?? []).filter((s) => /[\p{L}\p{N}]/u.test(s)).length;
  const paragraphs = text.split(/(?:\r?\n[ \t]*){2,}/).filter((p) => p.trim() !== '').length;
  return {
    characters,
    code_points: [...text].length,
    bytes: Buffer.byteLength(text, 'utf8'),
    words: wordCount,
    lines,
    sentences,
    paragraphs,
  };
}
