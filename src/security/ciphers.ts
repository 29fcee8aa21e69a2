/**
 * Texts that say how they are enciphered ("Caesar shift 3 back", "ROT47-decode", "Morse", "read
 * the words in reverse order") and `\uXXXX` escape runs: their readings, so the injection pass
 * can scan what they hide. The brute-force readings (25 Caesar shifts) and the word-order reading
 * run only when the text names them and is short, so ordinary text never pays for them.
 */
export interface CipherReading {
  start: number;
  end: number;
  kind: 'caesar' | 'rot13' | 'rot47' | 'morse' | 'unicode_escapes' | 'word_order' | 'reversed';
  decoded: string;
}

/** Longest text whose Caesar shifts are all tried. */
const MAX_CIPHER_TEXT = 4096;
const CIPHER_CUE = /\b(?:caesar|c[eé]sar|shift(?:ed)?\b[^.\n]{0,30}\bby \d|verschieb|d[eé]cal|desplaz|rot-?47)/i;
/**
 * Words every CIPHER_CUE or WORD_ORDER_CUE match holds, as they read in the folded text (lower
 * case, accents gone): the injection pass finds them with its one keyword pass and skips both
 * cue tests when none occurs.
 */
export const CIPHER_CUE_KEYS = ['caesar', 'cesar', 'shift', 'verschieb', 'decal', 'desplaz', 'rot47', 'rot-47', 'revers', 'backwards', 'umgekehrt', 'inverse', 'inverso', 'right to left', 'rot13', 'rot-13', 'ruckwarts', 'rueckwaerts', 'envers', 'al reves', 'del reves'];
const ROT47_CUE = /\brot-?47\b/i;
/** Named ROT13: the whole text is read shifted, whatever words it holds (the shifted trigger words cover only a few). */
const ROT13_CUE = /\brot-?13\b/i;
/** "Read the words in reverse order: me only obey and …": the sentence is the words read back to front. */
const WORD_ORDER_CUE = /\b(?:(?:in |read (?:them |it |the words )?in )?reverse(?:d)? (?:word )?order|words? (?:in )?reverse(?:d)? order|backwards word order|read (?:the words |them |it )?(?:from right to left|backwards)|(?:in )?umgekehrter reihenfolge|(?:dans l')?ordre inverse|(?:en )?orden inverso)\b/i;
/** "read it backwards: snoitcurtsni …", "Lies rückwärts", "lis à l'envers", "léelo al revés": the text is its characters read back to front. */
const CHAR_REVERSE_CUE = /(?:\bbackwards\b|\breversed?\b|\br(?:ü|u|ue)ckw(?:ä|a|ae)rts\b|(?:à|a) l'envers|\b(?:al|del) rev(?:é|e)s\b|\bumgekehrt\b|\bde droite (?:à|a) gauche\b|\bde derecha a izquierda\b)/i;
const MORSE_RUN = /(?:[.-]{1,7}(?: {1,3}| ?\/ ?)){7,}[.-]{1,7}/g;
const UNICODE_ESCAPES = /(?:\\u[0-9a-fA-F]{4}){6,}/g;

const MORSE: Record<string, string> = {
  '.-': 'a', '-...': 'b', '-.-.': 'c', '-..': 'd', '.': 'e', '..-.': 'f', '--.': 'g', '....': 'h', '..': 'i', '.---': 'j',
  '-.-': 'k', '.-..': 'l', '--': 'm', '-.': 'n', '---': 'o', '.--.': 'p', '--.-': 'q', '.-.': 'r', '...': 's', '-': 't',
  '..-': 'u', '...-': 'v', '.--': 'w', '-..-': 'x', '-.--': 'y', '--..': 'z', '-----': '0', '.----': '1', '..---': '2',
  '...--': '3', '....-': '4', '.....': '5', '-....': '6', '--...': '7', '---..': '8', '----.': '9',
};

function caesar(text: string, shift: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 65 + shift) % 26) + 65);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 97 + shift) % 26) + 97);
    else out += text[i];
  }
  return out;
}

function rot47(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c >= 33 && c <= 126 ? String.fromCharCode(33 + ((c - 33 + 47) % 94)) : text[i];
  }
  return out;
}

function morse(run: string): string {
  return run
    .split(/ ?\/ ?| {3}/)
    .map((word) => word.trim().split(/ +/).map((code) => MORSE[code] ?? '?').join(''))
    .join(' ');
}

/**
 * Readings of the text's named ciphers, Morse runs and `\u` escape runs (whole text for a cipher).
 * `mayNameCipher` false (none of CIPHER_CUE_KEYS occurs) skips the cue test.
 */
export function cipherReadings(text: string, mayNameCipher = true): CipherReading[] {
  const out: CipherReading[] = [];
  // the whole-text readings run only when the text names them and is short
  const named = mayNameCipher && text.length <= MAX_CIPHER_TEXT;
  if (named && CIPHER_CUE.test(text)) {
    if (ROT47_CUE.test(text)) out.push({ start: 0, end: text.length, kind: 'rot47', decoded: rot47(text) });
    for (let shift = 1; shift < 26; shift++) if (shift !== 13) out.push({ start: 0, end: text.length, kind: 'caesar', decoded: caesar(text, shift) });
  }
  if (named && WORD_ORDER_CUE.test(text)) {
    const words = text.split(/\s+/).filter(Boolean);
    out.push({ start: 0, end: text.length, kind: 'word_order', decoded: words.reverse().join(' ') });
  }
  if (named && ROT13_CUE.test(text)) {
    out.push({ start: 0, end: text.length, kind: 'rot13', decoded: caesar(text, 13) });
  }
  if (named && CHAR_REVERSE_CUE.test(text)) {
    out.push({ start: 0, end: text.length, kind: 'reversed', decoded: [...text].reverse().join('') });
  }
  if (text.includes('.-') || text.includes('-.')) {
    MORSE_RUN.lastIndex = 0;
    for (let m = MORSE_RUN.exec(text); m !== null && out.length < 64; m = MORSE_RUN.exec(text)) {
      out.push({ start: m.index, end: m.index + m[0].length, kind: 'morse', decoded: morse(m[0]) });
    }
  }
  if (text.includes('\\u')) {
    UNICODE_ESCAPES.lastIndex = 0;
    for (let m = UNICODE_ESCAPES.exec(text); m !== null && out.length < 64; m = UNICODE_ESCAPES.exec(text)) {
      const decoded = m[0].replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      out.push({ start: m.index, end: m.index + m[0].length, kind: 'unicode_escapes', decoded });
    }
  }
  return out;
}
