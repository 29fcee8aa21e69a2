import { describe, expect, test } from 'bun:test';
import { normalizeForMatch, stripDiacritics } from './normalize.ts';

/** The definitions without the ASCII shortcut. */
const fullNormalize = (text: string) =>
  text.normalize('NFKC').replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
const fullStrip = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

describe('match normalisation', () => {
  test('ascii text normalises exactly as the full unicode path would', () => {
    const samples = ['  Convert 5 KM\tto\n\nmiles ', 'DROP TABLE users;', '\u0000\u001f\u007f x', 'a\u000bb\u000cc'];
    for (let c = 0; c < 128; c++) samples.push(`x${String.fromCharCode(c)}Y  z`);
    for (const s of samples) {
      expect(normalizeForMatch(s)).toBe(fullNormalize(s));
      expect(stripDiacritics(s)).toBe(fullStrip(s));
    }
  });

  test('non-ascii text still goes through nfkc, zero-width removal and diacritic stripping', () => {
    expect(normalizeForMatch('ＩＧＮＯＲＥ\u200b all')).toBe('ignore all');
    expect(stripDiacritics('précédent')).toBe('precedent');
  });
});
