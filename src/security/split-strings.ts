/**
 * Payload splitting: an instruction cut into quoted pieces that the reader is asked to put back
 * together (`a = "ignore all prev"; b = "ious instructions"; now do a + b`). No piece reads as an
 * attack, so the injection pass scans the pieces joined, as a decoded view of the text.
 *
 * Cost: only texts of at most MAX_SPLIT_TEXT characters are read. Each `+` is looked at on its
 * own (a window of MAX_EXPRESSION characters), the names of an expression are looked up with one
 * bounded regex each, and quoted pieces are collected only when a join cue (JOIN_CUE_KEYS) occurs.
 */
export interface SplitReading {
  start: number;
  end: number;
  kind: 'split_strings';
  decoded: string;
  /** Offsets in `decoded` where one piece ends and the next begins. */
  joints: number[];
}

const MAX_SPLIT_TEXT = 8192;
const MAX_PIECES = 32;
/** Longest join expression read after its first `+`. */
const MAX_EXPRESSION = 512;
/** What follows a name assigned a quoted piece (`:=`, `=` or `:`, and the four common quote pairs). */
const ASSIGNMENT_TAIL = String.raw`\s{0,3}(?::=|=|:)\s{0,3}(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|“([^”\n]{1,200})”|«\s?([^»\n]{1,200}?)\s?»|„([^“”\n]{1,200})[“”])`;
/** `a + b + "c"`: the order the pieces are to be joined in. */
const JOIN_EXPRESSION = /\b[A-Za-z_]\w{0,15}(?:\s{0,3}\+\s{0,3}(?:[A-Za-z_]\w{0,15}|"[^"\n]{0,20}"|'[^'\n]{0,20}'))+/g;
const EXPRESSION_TERM = /[A-Za-z_]\w{0,15}|"[^"\n]{0,20}"|'[^'\n]{0,20}'/g;
/** Asking for the pieces to be joined without writing the expression. */
const JOIN_CUE = /\b(?:concat[ae]n|combin|join (?:them|the|these|all)|put (?:them |the pieces |these )?together|verkett|zusammen(?:setz|füg|fug)|(?:setz|f[uü]g)(?:e|en|t)? (?:sie |die (?:teile|st[uü]cke) )?zusammen|assembl|concat[eé]n|r[eé]uni[sr]|junt[ae]|(?:un[ei]r?|junta) (?:la|el|las|los|estas|estos)|encadena)/i;
/**
 * Words every JOIN_CUE match holds, as they read in the folded text: the injection pass finds
 * them with its one keyword pass, and a text with none and no `+` skips this module.
 */
export const JOIN_CUE_KEYS = [
  'concat', 'combin', 'join', 'together', 'verkett', 'zusammen', 'assembl', 'reuni', 'junt', 'encadena',
  ...['une', 'unir', 'junta'].flatMap((verb) => ['la', 'el', 'las', 'los', 'estas', 'estos'].map((what) => `${verb} ${what}`)),
];
const QUOTED_PIECE = /"([^"\n]{1,200})"|'([^'\n]{1,200})'|“([^”\n]{1,200})”|«\s?([^»\n]{1,200}?)\s?»|„([^“”\n]{1,200})[“”]/g;

/** The piece a match holds: its first capture group from `from` on that took part. */
function piece(m: RegExpExecArray, from: number): string {
  for (let k = from; k < m.length; k++) if (m[k] !== undefined) return m[k];
  return '';
}

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
const isQuoteCode = (c: number) => c === 34 || c === 39;

/** Whether the `+` at text[at] stands between two terms of an expression (`a + b`, `x+"y"`). */
function joinsTerms(text: string, at: number): boolean {
  let l = at - 1;
  while (l >= 0 && at - l <= 4 && text.charCodeAt(l) === 32) l--;
  let r = at + 1;
  while (r < text.length && r - at <= 4 && text.charCodeAt(r) === 32) r++;
  if (l < 0 || r >= text.length) return false;
  const left = text.charCodeAt(l);
  const right = text.charCodeAt(r);
  const leftTerm = isQuoteCode(left) || (isWordCode(left) && isIdentifier(text, l, -1));
  const rightTerm = isQuoteCode(right) || (isWordCode(right) && !(right >= 48 && right <= 57) && isIdentifier(text, r, 1));
  return leftTerm && rightTerm;
}

/**
 * Whether the run of word characters from text[at] in direction `step` is an identifier: at most
 * 16 long and not part of base64 (where `/`, `+` and `=` join the runs).
 */
function isIdentifier(text: string, at: number, step: 1 | -1): boolean {
  let i = at;
  while (i >= 0 && i < text.length && isWordCode(text.charCodeAt(i))) {
    i += step;
    if (Math.abs(i - at) > 16) return false;
  }
  const beyond = i >= 0 && i < text.length ? text.charCodeAt(i) : 32;
  return beyond !== 47 && beyond !== 43 && beyond !== 61;
}

/** The join expressions of `text` (`a + b + "c"`), found from their `+` signs, at most 4. */
function joinExpressions(text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let after = 0; // expressions before this were taken
  for (let at = text.indexOf('+'); at >= 0 && out.length < 4; at = text.indexOf('+', at + 1)) {
    if (at < after || !joinsTerms(text, at)) continue;
    // the first term ends within 4 characters of the first `+` and is at most 22 long; the
    // search reads a window, so a `+` that starts no expression does not cost the rest of the text
    const from = Math.max(after, at - 28);
    JOIN_EXPRESSION.lastIndex = 0;
    const m = JOIN_EXPRESSION.exec(text.slice(from, at + MAX_EXPRESSION));
    if (m === null || from + m.index > at) continue;
    m.index += from;
    out.push(m);
    after = m.index + m[0].length;
  }
  return out;
}

/** The quoted piece assigned to `name` (`name = "…"`), with where the assignment is, or null. */
function assignmentOf(text: string, name: string): { value: string; start: number; end: number } | null {
  const re = new RegExp(`(?<![\\w])${name}${ASSIGNMENT_TAIL}`, 'g');
  const m = re.exec(text);
  return m === null ? null : { value: piece(m, 1), start: m.index, end: m.index + m[0].length };
}

/**
 * The joined readings of `text`'s quoted pieces, or none when it shows no sign of payload
 * splitting. `mayCue`: whether the text may hold a JOIN_CUE (one of JOIN_CUE_KEYS occurs).
 */
export function splitStringReadings(text: string, mayCue = true): SplitReading[] {
  if (text.length > MAX_SPLIT_TEXT) return [];
  const out: SplitReading[] = [];
  for (const m of text.includes('+') ? joinExpressions(text) : []) {
    const terms = m[0].match(EXPRESSION_TERM) ?? [];
    const pieces: string[] = [];
    let known = 0;
    let start = m.index;
    let end = m.index + m[0].length;
    for (const term of terms) {
      if (term.startsWith('"') || term.startsWith("'")) {
        pieces.push(term.slice(1, -1));
        continue;
      }
      const assigned = assignmentOf(text, term);
      if (assigned === null) continue;
      known++;
      pieces.push(assigned.value);
      start = Math.min(start, assigned.start);
      end = Math.max(end, assigned.end);
    }
    if (known >= 2) pushJoined(out, start, end, pieces);
  }
  if (out.length > 0) return out;
  const cued = mayCue && JOIN_CUE.test(text);
  if (!cued) return out;
  const pieces: string[] = [];
  let start = -1;
  let end = 0;
  QUOTED_PIECE.lastIndex = 0;
  for (let m = QUOTED_PIECE.exec(text); m !== null && pieces.length < MAX_PIECES; m = QUOTED_PIECE.exec(text)) {
    pieces.push(piece(m, 1));
    if (start < 0) start = m.index;
    end = m.index + m[0].length;
  }
  if (pieces.length >= 2) pushJoined(out, start, end, pieces);
  return out;
}

/**
 * A piece cut inside a word joins without a space, one cut between words needs one, and which it
 * was is not known: both readings are scanned, unless the pieces carry their own spaces.
 */
function pushJoined(out: SplitReading[], start: number, end: number, pieces: string[]): void {
  const direct = joinPieces(pieces, '');
  out.push({ start, end, kind: 'split_strings', ...direct });
  const spaced = joinPieces(
    pieces.map((p) => p.trim()).filter(Boolean),
    ' ',
  );
  if (spaced.decoded !== direct.decoded) out.push({ start, end, kind: 'split_strings', ...spaced });
}

function joinPieces(pieces: string[], separator: string): { decoded: string; joints: number[] } {
  let decoded = '';
  const joints: number[] = [];
  for (const p of pieces) {
    if (decoded) {
      decoded += separator;
      joints.push(decoded.length);
    }
    decoded += p;
  }
  return { decoded, joints };
}
