/**
 * Personal data: `ssn`, `credit_card`, `email`, `phone`, `iban`, `ip_address`. Every candidate
 * regex is anchored at the start of a token (lookbehind) with bounded repetition, and every
 * candidate is then validated (SSN issuance rules, Luhn + issuer prefix, mod-97 + country
 * length, octet ranges, NANP area/exchange rules) so hashes, UUIDs, dates, versions, ISBNs and
 * prices stay clean.
 */
import ipaddr from 'ipaddr.js';
import { ibanChecksumValid, luhnValid, splitCells } from './checks.ts';
import { resolveOverlaps } from './overlaps.ts';
import { KeywordGroup, type KeywordsPresent } from './trigger.ts';
import type { Finding } from './types.ts';

type Out = Finding[];
const push = (out: Out, type: string, start: number, end: number) => out.push({ type, kind: 'pii', start, end });

// ---------------------------------------------------------------- SSN
const SSN_RE = /(?<![\w.+-]|\d[ .])(\d{3})([- .]?)(\d{2})\2(\d{4})(?![\w+-]|[ .]\d|\.\w)/g;
const SSN_CONTEXT = /(?:(?:ssn|social[ -]?security(?:[ -]?number)?|soc\.? ?sec|tin|itin|taxpayer|sozialversicherung|s[ée]curit[ée] sociale|seguro social|\bsocial(?! media| network))\b|\bss ?#|\bs\.s\.(?: ?#| ?no\b)?)(?:[^\n]{0,40}|[^\n]{0,40}\n[^\n]{0,40}|[^\n]{0,40}\n[^\n]{0,60}\n[^\n]{0,40})$/i;

export function ssnValid(area: string, group: string, serial: string): boolean {
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (group === '00' || serial === '0000') return false;
  return !/^(\d)\1{8}$/.test(area + group + serial);
}

/**
 * X12 EDI segments that carry an SSN as a bare 9-digit element: `REF*SY*…` (reference qualifier
 * SY, Social Security Number), `REF*0F*…` (an 834 subscriber number, which enrolment files fill
 * with the SSN; other 9-digit numbers there still pass the issuance rules only by chance) and
 * `NM1*…*34*…` (identification code qualifier 34). Group 1 the SSN.
 */
const EDI_SSN_RE = /\b(?:REF\*(?:SY|0F)\*|NM1\*[^~*\n]{0,20}(?:\*[^~*\n]{0,40}){0,6}\*34\*)(\d{9})(?=[~*'\r\n]|$)/g;

function findEdiSsns(text: string, out: Out) {
  EDI_SSN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = EDI_SSN_RE.exec(text)) !== null) {
    const d = m[1];
    if (!ssnValid(d.slice(0, 3), d.slice(3, 5), d.slice(5))) continue;
    const s = m.index + m[0].length - d.length;
    push(out, 'ssn', s, s + 9);
  }
}

/** Whether `text[start, start+len)` is field 19 of an HL7 v2 PID segment, the patient's SSN ("PID|1||…||566356831"). */
function inHl7SsnField(text: string, start: number, len: number): boolean {
  const before = text.slice(text.lastIndexOf('\n', start) + 1, start);
  if (!/^\s{0,4}PID\|/.test(before)) return false;
  // the field holds the number alone: a field or component separator, or the line's end, follows it
  const after = text.charAt(start + len);
  if (after !== '' && !'|^~\r\n'.includes(after)) return false;
  return before.split('|').length - 1 === 19;
}

/** An SSN named just after the number, in the same sentence. */
const SSN_AFTER = /^[^\n.!?]{0,40}?\b(?:ssn|social[ -]security(?:[ -]number)?)\b/i;

function findSsn(text: string, out: Out) {
  SSN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SSN_RE.exec(text)) !== null) {
    const [, area, sep, group, serial] = m;
    if (!ssnValid(area, group, serial)) continue;
    // dashed and dotted forms stand on their own; spaced or bare digits need a context word
    // the context word may end the line before ("… your Social Security number please.\nCustomer: it's 699952606")
    // or follow it in the same sentence ("it's 589 19 6194 (that's my SSN …)")
    if ((sep === ' ' || sep === '') && !SSN_CONTEXT.test(text.slice(Math.max(0, m.index - 160), m.index)) && !SSN_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 60)) && !inHl7SsnField(text, m.index, m[0].length)) continue;
    push(out, 'ssn', m.index, m.index + m[0].length);
  }
}

/** Column names (lower case, quotes and markup trimmed) whose cells are SSNs or phone numbers: an optional prefix word, the name, an optional number suffix. */
const SSN_NAME = 'ssn|social[ _-]?security';
const PHONE_NAME = 'phone|mobile|cell(?:phone)?|tel(?:ephone)?|fax|handy|telefon|telefone|t[ée]l[ée]phone|tel[ée]fono|m[óo]vil|celular|portable';
const columnName = (names: string, numbered = true) => `(?:[a-z]{2,20}[ _-])?(?:${names})(?:[ _-]?(?:number|num|no|nr|#${numbered ? '|[1-3]' : ''}))?`;
const SSN_COLUMN = new RegExp(`^${columnName(SSN_NAME, false)}$`);
const PHONE_COLUMN = new RegExp(`^${columnName(PHONE_NAME)}$`);
/**
 * A CSV/TSV/markdown header cell naming an SSN or phone column (`ssn`, `social_security_number`,
 * `mobile`, `Phone No`): the cells below it are read as such without any other context word.
 */
const COLUMN_HEADER_RE = new RegExp(`(?:^|[,;\\t|])[ \\t"'*]{0,3}${columnName(`${SSN_NAME}|${PHONE_NAME}`)}[ \\t"'*]{0,3}(?=[,;\\t|]|\\r?$)`, 'gim');
/** A cell value that is an SSN in any of its written forms (checked with ssnValid). */
const SSN_CELL_RE = /^["']?(\d{3})([- .]?)(\d{2})\2(\d{4})["']?$/;
/** A cell value shaped like a phone number: digits with the separators numbers are written with. */
const PHONE_CELL_RE = /^["']?(\+?\(?\d[\d .()\/-]{5,22}\d)["']?$/;

/** A phone column's cell: 10-15 digits (8 after `+`), a valid NANP number or a national or international form. */
function phoneCellValid(value: string): boolean {
  if (!balancedParens(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (/^(\d)\1+$/.test(digits)) return false;
  if (value.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (digits.length < 10 || digits.length > 15) return false;
  // national forms start with a trunk 0; 10 or 11 digits otherwise are NANP or a country code without `+`
  return digits[0] === '0' || nanpValid(digits) || digits.length >= 11;
}

type ColumnKind = 'ssn' | 'phone';

/** The cell's finding, as [start, end] within `value`, when it is a valid value of `kind`. */
function columnCell(kind: ColumnKind, value: string): [number, number] | null {
  const q = value[0] === '"' || value[0] === "'" ? 1 : 0;
  if (kind === 'ssn') {
    const v = SSN_CELL_RE.exec(value);
    return v && ssnValid(v[1], v[3], v[4]) ? [q, value.length - q] : null;
  }
  const v = PHONE_CELL_RE.exec(value);
  return v && phoneCellValid(v[1]) ? [q, q + v[1].length] : null;
}

/**
 * Tables whose header names an SSN or phone column (`ssn,dob,zip` then `351143488,1980-01-01,02139`;
 * `name,mobile` then `Jane,6175550100`): the cell of that column in each following row (up to
 * 1000 rows of ≤ 2000 characters, until a row with another cell count) is reported when it is a
 * valid value of the column's kind. Each line is read at most once: rows already read are
 * skipped as header candidates. Linear in the text.
 */
function findColumns(text: string, out: Out) {
  if (text.indexOf('\n') < 0) return;
  COLUMN_HEADER_RE.lastIndex = 0;
  let done = 0;
  let m: RegExpExecArray | null;
  while ((m = COLUMN_HEADER_RE.exec(text)) !== null) {
    if (m.index < done) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    let lineEnd = text.indexOf('\n', m.index + 1);
    if (lineEnd < 0) lineEnd = text.length;
    done = lineEnd;
    COLUMN_HEADER_RE.lastIndex = Math.max(COLUMN_HEADER_RE.lastIndex, lineEnd);
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    if (line.length > 2000) continue;
    const delim = line.includes('\t') ? '\t' : line.includes('|') ? '|' : line.includes(';') ? ';' : line.includes(',') ? ',' : '';
    if (delim === '') continue;
    const cells = splitCells(line, delim);
    if (cells.length < 2) continue;
    const columns: Array<[number, ColumnKind]> = [];
    cells.forEach(([a, b], i) => {
      const name = line.slice(a, b).trim().replace(/^["'*]+|["'*]+$/g, '').toLowerCase();
      if (SSN_COLUMN.test(name)) columns.push([i, 'ssn']);
      else if (PHONE_COLUMN.test(name)) columns.push([i, 'phone']);
    });
    if (columns.length === 0) continue;
    let rowStart = lineEnd + 1;
    // a markdown rule under the header
    if (delim === '|') {
      const e = text.indexOf('\n', rowStart);
      if (/^[ \t|:-]{3,}\r?$/.test(text.slice(rowStart, e < 0 ? text.length : e))) rowStart = e < 0 ? text.length + 1 : e + 1;
    }
    for (let rows = 0; rows < 1000 && rowStart <= text.length; rows++) {
      let e = text.indexOf('\n', rowStart);
      if (e < 0) e = text.length;
      const row = text.slice(rowStart, e).replace(/\r$/, '');
      const rc = row.length <= 2000 ? splitCells(row, delim) : [];
      if (rc.length !== cells.length) break;
      for (const [idx, kind] of columns) {
        const [a, b] = rc[idx];
        const raw = row.slice(a, b);
        const value = raw.trim();
        const span = columnCell(kind, value);
        if (span === null) continue;
        const s = rowStart + a + (raw.length - raw.trimStart().length);
        push(out, kind, s + span[0], s + span[1]);
      }
      done = e;
      rowStart = e + 1;
    }
  }
}

// ---------------------------------------------------------------- credit cards
/**
 * 13-30 digits with single spaces or dashes between them; the card is found inside by whole groups.
 * A comma next to the run is a CSV field separator (`name,4111…,visa`, `4111…,12/29`) unless it is a
 * decimal comma: a digit before a leading comma, or 1-2 digits ending the number after a trailing one.
 */
const CARD_RE = /(?<![\w./+-]|\d[ ,-])\d(?:[ -]?\d){12,29}(?![\w/+]|\.\d|,\d{1,2}(?![\d/,]))/g;

/** Issuer (IIN) prefix and length rules for the major networks. */
export function cardIssuerValid(d: string): boolean {
  const n = d.length;
  const p2 = +d.slice(0, 2);
  const p3 = +d.slice(0, 3);
  const p4 = +d.slice(0, 4);
  const p6 = +d.slice(0, 6);
  if (d[0] === '4') return n === 13 || n === 16 || n === 19; // Visa
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return n === 16; // Mastercard
  if (p2 === 34 || p2 === 37) return n === 15; // Amex
  if (p4 === 6011 || (p3 >= 644 && p3 <= 649) || p2 === 65 || (p6 >= 622126 && p6 <= 622925)) return n >= 16 && n <= 19; // Discover
  if ((p3 >= 300 && p3 <= 305) || p3 === 309 || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14 && n <= 19; // Diners
  if (p4 >= 3528 && p4 <= 3589) return n >= 16 && n <= 19; // JCB
  if (p2 === 62 || p2 === 81) return n >= 16 && n <= 19; // UnionPay
  if (p4 >= 2200 && p4 <= 2204) return n >= 16 && n <= 19; // Mir
  if (p2 === 50 || (p2 >= 56 && p2 <= 58) || p2 === 63 || p2 === 67 || p2 === 60) return n >= 13 && n <= 19; // Maestro, RuPay
  if (p4 === 9792) return n === 16; // Troy (Turkey)
  if (d[0] === '1') return n === 15; // UATP
  return false;
}

/**
 * The rest of the Maestro range (50, 56-69: 59, 61, 64, 66, 68, 69 are not in cardIssuerValid),
 * 16-19 digits. Numbers there are as often account or order numbers, so they count only when
 * written in card groups or after a card word (findCards).
 */
export function maestroRangeValid(d: string): boolean {
  const p2 = +d.slice(0, 2);
  return d.length >= 16 && d.length <= 19 && p2 >= 56 && p2 <= 69 && !/^(\d)\1+$/.test(d) && luhnValid(d);
}

/**
 * Digit groups as cards are printed: every group 3+ digits, or 4-4-4-4 followed by a short
 * group of 2-3 (Maestro and 19-digit cards: `6759 5425 6747 8678 05`, `… 8678 053`).
 */
function cardGroupsOk(groups: ReadonlyArray<readonly [number, number]>): boolean {
  const n = groups.length;
  // cards are written in groups of 3-6 digits (4-4-4-4, Amex 4-6-5, Diners 4-6-4) or as UnionPay's
  // 6-13; an order number is 3-7-7
  if (groups.every(([a, b]) => b - a >= 3 && b - a <= 6)) return true;
  if (n === 2 && groups[0][1] - groups[0][0] === 6 && groups[1][1] - groups[1][0] === 13) return true;
  if (n !== 5) return false;
  for (let i = 0; i < 4; i++) if (groups[i][1] - groups[i][0] !== 4) return false;
  const last = groups[4][1] - groups[4][0];
  return last === 2 || last === 3;
}

export function cardNumberValid(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && cardIssuerValid(digits) && luhnValid(digits);
}

const CARD_CONTEXT = /\b(?:visa|card|cc|pan|credit|debit|karte|kreditkarte|carte|tarjeta|payment|maestro|mastercard)/i;

/** A card in four dashed or spaced groups right after a CSV comma (`10482,129.90,5153-1821-8683-5526`), which CARD_RE reads as a decimal comma. */
const CSV_CARD_RE = /(?<=,)\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?(?![\w-]|\.\d)/g;
/** A card number as a whole CSV field after a numeric field (`…,PA418520,6523762021864822,125.00`), which CARD_RE reads as a decimal fraction. */
const CSV_FIELD_CARD_RE = /(?<=\d,)\d{13,19}(?=[,;\r\n]|$)/g;
/** A card written in four dot-separated groups of four ("4180.0301.7602.2805", as some locales write it). */
const DOTTED_CARD_RE = /(?<![\w.+/-])\d{4}\.\d{4}\.\d{4}\.\d{4}(?![\w]|\.\d)/g;

function findCards(text: string, out: Out) {
  if (text.includes(',')) {
    CSV_CARD_RE.lastIndex = 0;
    for (let m = CSV_CARD_RE.exec(text); m !== null; m = CSV_CARD_RE.exec(text)) {
      if (cardNumberValid(m[0].replace(/[ -]/g, ''))) push(out, 'credit_card', m.index, m.index + m[0].length);
    }
    CSV_FIELD_CARD_RE.lastIndex = 0;
    for (let m = CSV_FIELD_CARD_RE.exec(text); m !== null; m = CSV_FIELD_CARD_RE.exec(text)) {
      // a row of three fields or more: one comma may be a decimal comma ("pi 3,4111…")
      const ls = text.lastIndexOf('\n', m.index) + 1;
      const le = text.indexOf('\n', m.index);
      if (text.slice(ls, le < 0 ? text.length : le).split(',').length < 3) continue;
      if (cardNumberValid(m[0])) push(out, 'credit_card', m.index, m.index + m[0].length);
    }
  }
  if (text.includes('.')) {
    DOTTED_CARD_RE.lastIndex = 0;
    for (let m = DOTTED_CARD_RE.exec(text); m !== null; m = DOTTED_CARD_RE.exec(text)) {
      if (cardNumberValid(m[0].replace(/\./g, ''))) push(out, 'credit_card', m.index, m.index + m[0].length);
    }
  }
  CARD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CARD_RE.exec(text)) !== null) {
    const run = m[0];
    const seps = run.match(/[ -]/g);
    if (seps && seps.some((s) => s !== seps[0])) continue; // mixed separators: not a card as written
    const groups: Array<[number, number]> = [];
    const re = /\d+/g;
    let g: RegExpExecArray | null;
    while ((g = re.exec(run)) !== null) groups.push([g.index, g.index + g[0].length]);
    // the whole run first, then the longest sub-run of whole groups that is a card
    let found = false;
    for (let len = groups.length; len >= 1 && !found; len--) {
      for (let i = 0; i + len <= groups.length && !found; i++) {
        const s = groups[i][0];
        const e = groups[i + len - 1][1];
        const digits = run.slice(s, e).replace(/[ -]/g, '');
        if (digits.length < 13 || digits.length > 19) continue;
        if (len > 1 && !cardGroupsOk(groups.slice(i, i + len))) continue;
        if (!cardNumberValid(digits)) {
          // the rest of the Maestro range: grouped like a card or after a card word
          if (!maestroRangeValid(digits)) continue;
          if (len === 1 && !CARD_CONTEXT.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
        }
        // 13-digit Visa numbers are long retired: an ungrouped 13-digit run (ids, millisecond
        // timestamps) counts only after a card word
        if (digits.length === 13 && len === 1 && !CARD_CONTEXT.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
        push(out, 'credit_card', m.index + s, m.index + e);
        found = true;
      }
    }
  }
}

// ---------------------------------------------------------------- email
const EMAIL_RE =
  /(?<![\w.%+-]|\w'|:\/\/)[A-Za-z0-9](?:[A-Za-z0-9._%+'-]{0,63})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,8}[A-Za-z]{2,24}(?![\w-]|\.[A-Za-z0-9])/g;
const FILE_TLDS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'ico', 'bmp', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'css', 'scss', 'map',
  'json', 'html', 'htm', 'xml', 'txt', 'md', 'pdf', 'zip', 'gz', 'tar', 'py', 'rb', 'go', 'rs', 'java', 'kt', 'lock',
  'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'log', 'csv', 'tsv', 'sh', 'exe', 'dll', 'so', 'wasm', 'woff', 'woff2',
  'ttf', 'otf', 'mp3', 'mp4', 'mov', 'avi', 'wav', 'vue', 'svelte', 'php', 'swift', 'cpp', 'hpp', 'h', 'c', 'cs',
]);

const ROLE_MAILBOX = /^(?:no-?reply|do-?not-?reply|donotreply|mailer-daemon|postmaster)$/i;
const PLACEHOLDER_LOCAL = /^(?:you|your|yourname|your[._-]?(?:name|email|address)|user(?:name)?|name|someone|somebody|email|me|foo|bar)$/i;
const EXAMPLE_DOMAIN = /^(?:[\w-]+\.)*example\.(?:com|org|net)$|\.(?:example|test|invalid)$/i;

function findEmails(text: string, out: Out) {
  EMAIL_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = EMAIL_RE.exec(text)) !== null) {
    const addr = m[0];
    const tld = addr.slice(addr.lastIndexOf('.') + 1).toLowerCase();
    if (FILE_TLDS.has(tld)) continue;
    const end = m.index + addr.length;
    // scp-style remotes (git@github.com:org/repo.git) are not addresses of a person
    if (text[end] === ':' && /^[\w~/.-]/.test(text[end + 1] ?? '') && /^git@/i.test(addr)) continue;
    const local = addr.slice(0, addr.indexOf('@'));
    const domain = addr.slice(addr.indexOf('@') + 1);
    if (/^\d+(?:\.\d+)*$/.test(local) && /^\d/.test(domain)) continue;
    // a no-reply or system mailbox is nobody's, and "you@example.com" is a placeholder for the reader's own
    if (ROLE_MAILBOX.test(local) || (PLACEHOLDER_LOCAL.test(local) && EXAMPLE_DOMAIN.test(domain))) continue;
    push(out, 'email', m.index, end);
  }
}

// ---------------------------------------------------------------- phone
/** +CC and 00CC international numbers, 8-15 digits after the prefix. */
// (a code of capitals right before the number is no label, except the usual ones: "caller ID +33 …", "TEL +49 …")
const INTL_PHONE_RE = /(?<![\w+.\/-]|\b(?!(?:ID|TEL|FAX|MOB|PH|HP|NO|NR|CELL|GSM|OTP|SMS|CALL)\b)[A-Z0-9]{2,4} )(?:\+|00)[1-9][\d .()-]{5,22}\d(?!\w)/g;
/** NANP with separators: (415) 555-2671, 415-555-2671, 415.555.2671, 1-415-555-2671. */
const NANP_RE = /(?<![\w+.\/$€£-])(?:1[ .-]?)?(?:\(\d{3}\)[ .-]?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\w]|[.-]\d)/g;
/** A bare or national-format number right after a phone word. */
/** Asking to be called, written right before the number ("llame al …", "call us on …"). */
const CALL_CUES = ['llame al', 'llámenos al', 'llamar al', 'appelez le', 'appelez au', 'appelez-nous au', 'call us on', 'call us at', 'call me on', 'call me at', 'ring us on', 'ring me on', 'anrufen unter', 'erreichbar unter'];
/** Lower-case words that gate the context-dependent detectors (see findPii's `present`). */
export const PII_KEYWORDS = [
  'phone', 'tel', 'mobile', 'cell', 'fax', 'call me', 'text me', 'sms', 'whatsapp', 'handy', 'mobil', 'portable',
  'téléphone', 'telephone', 'tél', 'teléfono', 'telefono', 'móvil', 'movil', 'celular', 'número', 'numero', 'mobiel', 'telefoon', 'mijn nummer', 'meine nummer', 'my number', 'best number', 'ring mig', 'bel me', 'ruf mich',
  ...CALL_CUES,
  // SSN column headers (findColumns), not phone cues
  'ssn', 'social',
];
const PII_GROUP = new KeywordGroup(PII_KEYWORDS.slice(0, -2));
/** Words of every SSN or phone column header (findColumns). */
const COLUMN_GROUP = new KeywordGroup(['ssn', 'social', 'phone', 'mobile', 'cell', 'tel', 'fax', 'handy', 'téléphone', 'telephone', 'teléfono', 'telefono', 'móvil', 'movil', 'celular', 'portable']);
const PHONE_CONTEXT_RE =
  /(?<![A-Za-z])(?:phone|tel|telephone|mobile|cell|fax|call me|text me|sms|whatsapp|telefon|handy|mobil|t[ée]l[ée]phone|portable|t[ée]l|tel[ée]fono|m[óo]vil|celular|n[úu]mero|ll(?:ame|[áa]menos|amar) al|appelez(?:-nous)? (?:le|au)|(?:call|ring) (?:us|me) (?:on|at)|anrufen unter|erreichbar unter|携帯|電話|연락처|전화|휴대폰|手机|手機|电话|联系电话|mobiel|telefoon|mijn nummer|meine nummer|my number|best number|ring mig p[åa]|bel me op|ruf mich an unter)\.?\s{0,3}(?:(?:number|no\.?|nr\.?|num[ée]ro|nummer|n°|#|番号)\s{0,3})?(?:(?:unter|is|ist|es|est|at|on|au|al|op)\s{1,3})?[:=：]?\s{0,3}(\+?\(?\d[\d \-./()]{5,20}\d)(?![\w]|[.-]\d)/dgi;

function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

function balancedParens(s: string): boolean {
  const open = s.split('(').length - 1;
  return open === s.split(')').length - 1 && open <= 1;
}

function nanpValid(digits: string): boolean {
  const d = digits.length === 11 ? digits.slice(1) : digits;
  if (d.length !== 10 || (digits.length === 11 && digits[0] !== '1')) return false;
  if (d[0] < '2' || d[3] < '2') return false; // area and exchange start 2-9
  if (d[1] === '1' && d[2] === '1') return false; // N11 service codes
  return !/^(\d)\1+$/.test(d);
}

/**
 * `252.227-7013` mixes a dot and a dash between its groups: a clause, part or section number, not
 * a phone number (written `252.227.7013` or `252-227-7013`).
 */
const mixesDotAndDash = (s: string) => s.includes('.') && s.includes('-');

/**
 * UK national numbers, 11 digits from the leading 0 in the grouping the area code gives them:
 * `020 7946 0958`, `0113 284 7765`, `01632 960983`, `07700 900 123`, area codes in parentheses.
 */
const UK_NATIONAL_RE =
  /(?<![\w+.\/-]|\d[ .])(?:(?:\(0[1-9]\d\)|0[1-9]\d) \d{4} \d{4}|(?:\(0[1-9]\d{2}\)|0[1-9]\d{2}) \d{3} \d{4}|(?:\(0[1-9]\d{3}\)|0[1-9]\d{3}) \d{6}|07\d{3} \d{3} \d{3})(?![\w]|[ .-]\d)/g;
/** Spanish numbers in the grouping Spain writes them: 9 digits from 6-9, `912 48 37 60`. */
const ES_NATIONAL_RE = /(?<![\w+.\/-]|\d[ .])[6-9]\d{2} \d{2} \d{2} \d{2}(?![\w]|[ .-]\d)/g;
/**
 * Mobile numbers in shapes no other data has: German `0171 1947938`, `0157/1842447` (015x-017x, a
 * separator, 7-8 digits), Australian `0411 407 990`, Japanese `090-2557-2233`.
 */
const MOBILE_NATIONAL_RE =
  /(?<![\w+.\/-]|\d[ .])(?:01[5-7]\d{1,2}[ \/-]\d{7,8}|0[3-9]\d{2} \d{3} \d{3}|0[789]0-\d{4}-\d{4}|08\d{2}-\d{4}-\d{3,4}|0[689]\d-\d{3}-\d{4}|\(\d{2}\) ?9\d{4}-\d{4}|07\d-\d{3} \d{2} \d{2}|06-\d{8}|08[3-9] \d{3} \d{4}|05\d{2} \d{3} \d{2} \d{2}|07[5-9] \d{3} \d{2} \d{2})(?![\w]|[ .\/-]\d)/g;
/** Spanish numbers in threes (`672 566 691`, `937 114 923`) or landline pairs (`91 360 67 34`) after a word that says so. Group 1. */
const ES_LABELLED_RE = /\b(?:ll(?:á|a)mame al|ll(?:á|a)mame|ll(?:á|a)menos al|m(?:ó|o)vil|tel(?:é|e)fono|tel\.?|whatsapp|contacto)(?:[ \t]+(?:fijo|m(?:ó|o)vil|particular|de casa|del trabajo|de contacto))?[ \t:]{1,3}(?:al[ \t]+)?([6-9]\d{2} \d{3} \d{3}|[89]\d \d{3} \d{2} \d{2}|[6-9]\d{2} \d{2} \d{2} \d{2})(?![\w]|[ .\/-]\d)/gi;
/** German landlines with a slash or a blank after the area code, after a phone label (`Telefon (privat): 089/1970673`). Group 1. */
/**
 * "Bitte rufen Sie mich unter 030 84712936 an", "Termine nach Vereinbarung unter 089 1234567": a
 * national number after "unter", in a sentence about calling or reaching someone. Group 1.
 */
const DE_UNTER_RE = /\bunter[ \t]+(0\d{2,5}[\/ -]?\d{3,8}(?:[ -]\d{1,5})?)(?![\w]|[ .\/-]\d)/g;
const DE_CALL_WORDS = /(?:ruf|anruf|erreich|meld|termin|vereinbar|kontakt|telefon|b(?:ü|ue)ro|praxis|hotline|sprechzeit|zentrale)/i;
const DE_LABELLED_RE = /(?:\b(?:telefon|tel\.?|fon|festnetz|rufnummer)|\br(?:ü|ue)ckrufnummer|\b(?:telefon|handy|mobil|kontakt)nummer)(?:[ \t]+(?:des|der|vom|von)[ \t]+[A-Za-zÄÖÜäöüß]{2,20}|[ \t]+(?:privat|dienstlich|gesch(?:ä|ae)ftlich|b(?:ü|ue)ro|mobil))?(?:[ \t]*\([^()\n]{1,20}\))?[ \t]*:[ \t]{0,3}(0\d{2,4}[\/ -]\d{4,8})(?![\w]|[ .\/-]\d)/gi;
/** Polish mobiles (9 digits, `608-665-130`) after a word that says so: the shape alone is any 3-3-3 number. */
/** Italian mobiles (`347 040 7031`) and landlines (`06 1678 0934`) after a word that says so ("richiamarla al", "cell.", "recapito … :"). Group 1. */
const IT_LABELLED_RE = /\b(?:(?:ri)?chiamar\w{0,4}[ \t]+(?:[\w']+[ \t]+){0,3}?al|tel\.?|telefono|cell\.?|cellulare|recapito(?:[ \t]+[\w']+){0,4}?(?:[ \t]*\([^()\n]{1,20}\))?[ \t]*:|numero(?:[ \t]+di[ \t]+telefono)?)[ \t:]{1,3}(3[1-9]\d[ .]?\d{3}[ .]?\d{3,4}|0[1-9]\d{0,2}[ .]\d{3,4}[ .]\d{3,4})(?![\w]|[ .\/-]\d)/gi;
const PL_MOBILE_RE = /\b(?:numer|nr|tel\.?|telefon|telefonu|komórka|komorka|komórki)[ \t:]{1,3}(?:to[ \t]{1,2})?([4-8]\d{2}[- ]\d{3}[- ]\d{3})(?![\w]|[ .\/-]\d)/g;
/** A WhatsApp click-to-chat link carries the number: `wa.me/34753318029`, `api.whatsapp.com/send?phone=…`. */
const WHATSAPP_LINK_RE = /(?:\bwa\.me\/|whatsapp\.com\/send\/?\?phone=)\+?(\d{8,15})(?!\d)/g;
/** Product codes before a number ("EAN 4 006381 33393 1"): the `00` is part of the code, not a call prefix. */
const PRODUCT_CODE_BEFORE = /\b(?:ean|gtin|upc|isbn|sku|art(?:ikel)?[.-]?nr)\.?[-:#\s]{0,3}(?:\d[ \t])?$/i;
const FR_NATIONAL_RE = /(?<![\w+.\/-]|\d[ .])0[1-9]([ .])\d{2}(?:\1\d{2}){3}(?![\w]|[ .-]\d)/g;

const CJK_PHONE_LABEL = /携帯|電話|연락처|전화|휴대폰|手机|手機|电话|联系电话/;
/** An extension after a number belongs to it: `(904) 389-2190 ext. 214`, `x214`, `Durchwahl 214`, `poste 214`. */
const EXTENSION = /[ \t]{0,2}(?:ext\.?|extension|x|durchwahl|dw\.?|poste|ext[ée]nsi[oó]n|anexo)[ \t]{0,2}\d{1,6}(?!\d)/iy;

/** A label of a number that is no phone ("Seriennummer: 0049 3012 8874", "S/N 0044 …", "IMEI: …"). */
const NOT_A_PHONE_LABEL = /(?:serien?(?:nummer|nr\.?)|serial(?:[ \t]?(?:number|no\.?|#))?|s\/n|part[ \t]?(?:number|no\.?)|artikel(?:nummer|nr\.?)|imei|iccid|lizenz(?:nummer|schl(?:ü|ue)ssel)|license(?: number| key)?|order(?: number| no\.?)|bestellnummer|rechnungsnummer|invoice(?: number| no\.?)|num(?:é|e)ro de s(?:é|e)rie|n(?:ú|u)mero de serie)[ \t]*[:#]?[ \t]*$/i;

function pushPhone(text: string, out: Out, start: number, end: number): void {
  if (NOT_A_PHONE_LABEL.test(text.slice(Math.max(0, start - 30), start))) return;
  // sticky at the number's end: no copy of the text after it
  EXTENSION.lastIndex = end;
  const ext = EXTENSION.exec(text);
  push(out, 'phone', start, ext ? end + ext[0].length : end);
}

function findPhones(text: string, out: Out, withContext: boolean, digits: number, plus: boolean, wordDigit: boolean, gates?: PiiGates) {
  let m: RegExpExecArray | null;
  // international: 8 digits after `+`, or after `00` (10 in all)
  const intl = wordDigit && (digits >= 10 || (plus && digits >= 8));
  INTL_PHONE_RE.lastIndex = 0;
  while (intl && (m = INTL_PHONE_RE.exec(text)) !== null) {
    // cut at a doubled separator (" - ") or a second "+": what follows is another token
    let s = m[0];
    const cut = s.search(/[ .-]{2,}|[ .-]\(?\+|\)\(/);
    if (cut > 0) s = s.slice(0, cut);
    s = s.replace(/[^\d)]+$/, '');
    const n = digitCount(s) - (s.startsWith('00') ? 2 : 0);
    if (n < 8 || n > 15 || !balancedParens(s)) continue;
    if (s.startsWith('00') && !/[ .-]/.test(s)) continue;
    if (s.startsWith('00') && PRODUCT_CODE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    if (/^\+1/.test(s) && n === 11 && !nanpValid(s.replace(/\D/g, ''))) continue;
    pushPhone(text, out, m.index, m.index + s.length);
  }
  NANP_RE.lastIndex = 0;
  while (wordDigit && digits >= 10 && (m = NANP_RE.exec(text)) !== null) {
    const s = m[0];
    if (!balancedParens(s) || mixesDotAndDash(s) || !nanpValid(s.replace(/\D/g, ''))) continue;
    pushPhone(text, out, m.index, m.index + s.length);
  }
  // French national numbers, written in five pairs ("06 48 21 93 57", "01.42.68.53.00"): a shape no other data has
  FR_NATIONAL_RE.lastIndex = 0;
  while (wordDigit && digits >= 10 && (m = FR_NATIONAL_RE.exec(text)) !== null) {
    // not a version ("v01.02.03.04.05") or bytes ("<Buffer 01 02 03 04 05>")
    if (/\b(?:version|v|release|build|rev|ver|buffer|bytes?)\.?:? ?$/i.test(text.slice(Math.max(0, m.index - 12), m.index)) || text[m.index + m[0].length] === '>') continue;
    pushPhone(text, out, m.index, m.index + m[0].length);
  }
  UK_NATIONAL_RE.lastIndex = 0;
  while (wordDigit && digits >= 11 && (m = UK_NATIONAL_RE.exec(text)) !== null) pushPhone(text, out, m.index, m.index + m[0].length);
  ES_NATIONAL_RE.lastIndex = 0;
  while (wordDigit && digits >= 9 && (m = ES_NATIONAL_RE.exec(text)) !== null) pushPhone(text, out, m.index, m.index + m[0].length);
  MOBILE_NATIONAL_RE.lastIndex = 0;
  while (wordDigit && digits >= 10 && (m = MOBILE_NATIONAL_RE.exec(text)) !== null) pushPhone(text, out, m.index, m.index + m[0].length);
  // national numbers after a phone word: group 1 is the number
  if (wordDigit && digits >= 9) {
    const labelled = (m: RegExpExecArray) => pushPhone(text, out, m.index + m[0].length - m[1].length, m.index + m[0].length);
    for (const re of LABELLED_PHONE_RES) {
      // tried only where one of the regex's prefixes occurs, when the trigger pass can say where
      if (gates?.matches) gates.matches(re, labelled);
      else {
        re.lastIndex = 0;
        while ((m = re.exec(text)) !== null) labelled(m);
      }
    }
  }
  DE_UNTER_RE.lastIndex = 0;
  while (wordDigit && digits >= 9 && text.includes('unter') && (m = DE_UNTER_RE.exec(text)) !== null) {
    const sentenceStart = Math.max(text.lastIndexOf('.', m.index - 1), text.lastIndexOf('\n', m.index - 1), m.index - 120);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 6);
    if (!DE_CALL_WORDS.test(text.slice(sentenceStart + 1, m.index)) && !/^[ \t]+an\b/.test(after)) continue;
    const n = digitCount(m[1]);
    if (n < 9 || n > 13) continue;
    pushPhone(text, out, m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
  WHATSAPP_LINK_RE.lastIndex = 0;
  while (digits >= 8 && (text.includes('wa.me/') || text.includes('whatsapp.com')) && (m = WHATSAPP_LINK_RE.exec(text)) !== null) {
    const start = m.index + m[0].length - m[1].length;
    push(out, 'phone', start, start + m[1].length);
  }
  if (!withContext) return;
  const context = (m: RegExpExecArray) => {
    const s = m[1];
    const n = digitCount(s);
    if (n < 7 || n > 15 || !balancedParens(s)) return;
    if (/^\d{4}-\d{2}-\d{2}$|^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(s)) return; // dates
    const [st, en] = m.indices![1];
    pushPhone(text, out, st, en);
  };
  if (gates?.matches) {
    gates.matches(PHONE_CONTEXT_RE, context);
    return;
  }
  PHONE_CONTEXT_RE.lastIndex = 0;
  while ((m = PHONE_CONTEXT_RE.exec(text)) !== null) context(m);
}

/** Regexes of this file that a caller's trigger index may run at their candidates (PiiGates.matches). */
/** National numbers after a phone word, per language: group 1 is the number. */
const LABELLED_PHONE_RES = [ES_LABELLED_RE, DE_LABELLED_RE, PL_MOBILE_RE, IT_LABELLED_RE];
export const PII_REGEXES: readonly RegExp[] = [PHONE_CONTEXT_RE, ...LABELLED_PHONE_RES];

// ---------------------------------------------------------------- IBAN
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22,
  GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30,
  KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20,
  MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};
const IBAN_RE = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])/gi;

function findIbans(text: string, out: Out) {
  IBAN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = IBAN_RE.exec(text)) !== null) {
    const s = m[0];
    // the run may swallow the next word ("… 1139 senast", "… 1332 please"): take exactly as many
    // characters as the country's IBAN has, ending at a separator or the end of the run
    const want = IBAN_LENGTHS[s.slice(0, 2).toUpperCase()];
    if (want === undefined) continue;
    let n = 0;
    let end = -1;
    for (let i = 0; i < s.length; i++) {
      if (s[i] === ' ' || s[i] === '-') continue;
      if (++n === want) {
        end = i + 1;
        break;
      }
    }
    if (end < 0 || (end < s.length && s[end] !== ' ' && s[end] !== '-')) continue;
    const compact = s.slice(0, end).replace(/[ -]/g, '').toUpperCase();
    if (!ibanChecksumValid(compact)) continue;
    push(out, 'iban', m.index, m.index + end);
  }
}

// ---------------------------------------------------------------- IP addresses
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_RE = new RegExp(`(?<![\\w.:-])${OCTET}(?:\\.${OCTET}){3}(?:/\\d{1,2}(?!\\d))?(?![\\w-]|\\.\\d)`, 'g');
/**
 * A version label just before the address (also a JSON/YAML key `"version": "2.4.10.1"`, a call
 * `AssemblyVersion("1.0.0.0")`, an XML element `<FileVersion>1.2.3.4`, a component with a version
 * number: `bootloader 2.1.0.3`, `BIOS 1.0.2.5`, "upgraded to 4.2.0.1", a plist
 * `<key>CFBundleVersion</key><string>4.12.0.118`), a revision, or a document section number
 * ("section 4.2.1.3", "paragraph 12.1.4.2", "clause", "§", "chapter", "figure"); not `server`.
 */
const VERSION_CONTEXT =
  /(?<![A-Za-z])(?:\w*versions?(?:string)?(?:<\/key>\s{0,8}<string>)?|ver\.?|releases?|builds?|firmware|bootloader|bios|kernel|drivers?|patch(?:es)?|sdk|fw|rom|stable|lts|rev\.?|revisions?|v|(?:up|down)grad(?:e|ed|ing)[ \t]+to|sections?|sec\.|paragraphs?|para\.|clauses?|§{1,2}|chapters?|articles?|art\.|figures?|fig\.|annex|appendix|abschnitte?s?|kapitels?|ziffer|anhang|chapitres?|secci(?:o|ó)n|cap(?:i|í)tulo|apartado|art(?:i|í)culo)[ \t"'>:=(]{0,4}$/i;
const IPV6_RE = /(?<![\w:.])(?:[0-9A-Fa-f]{1,4}|:)?:(?:[0-9A-Fa-f]{0,4}:){1,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?:%[\w.]{1,15})?(?:\/\d{1,3})?(?![\w:]|\.[\w:])/g; // (a sentence's full stop may follow)

/** Two colons with at most four hex digits between them: every IPv6 form has this. */
const IPV6_HINT = /:[0-9A-Fa-f]{0,4}:/;

/** Conjunctions joining the items of a version list ("2.0.1, 2.0.2 and 2.1.0"), in the four languages. */
const LIST_WORDS = new Set(['and', 'or', 'und', 'oder', 'et', 'ou', 'y', 'o']);
const DOTTED_VERSION = /^v?\d{1,6}(?:\.\d{1,6}){1,4}[a-z0-9-]{0,10}$/i;
const isBlank = (c: number) => c === 32 || c === 9;
const isLetterCode = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isVersionChar = (c: number) => isLetterCode(c) || (c >= 48 && c <= 57) || c === 46 || c === 45;

/**
 * Where a list of dotted version numbers ending just before `at` starts ("versions 10.0.0.1 and ",
 * "releases 2.1.0, 3.0.1.2 or ": items joined by commas, slashes, `&` or and/or/und/oder/et/ou/y/o),
 * or -1. Walks back over at most 8 items of ≤ 40 characters: constant work per address.
 */
function versionListStart(text: string, at: number): number {
  let i = at;
  let items = 0;
  while (items < 8) {
    let j = i;
    while (j > 0 && i - j < 8 && isBlank(text.charCodeAt(j - 1))) j--;
    let k = j;
    while (k > 0 && j - k < 5 && isLetterCode(text.charCodeAt(k - 1))) k--;
    if (k < j) {
      if (!LIST_WORDS.has(text.slice(k, j).toLowerCase()) || (k > 0 && isLetterCode(text.charCodeAt(k - 1)))) break;
      j = k;
      while (j > 0 && k - j < 8 && isBlank(text.charCodeAt(j - 1))) j--;
    }
    const c = text.charCodeAt(j - 1);
    if (c === 44 || c === 47 || c === 38) {
      j--;
      while (j > 0 && i - j < 24 && isBlank(text.charCodeAt(j - 1))) j--;
    }
    if (j === i) break;
    let s = j;
    while (s > 0 && j - s < 40 && isVersionChar(text.charCodeAt(s - 1))) s--;
    if (s === j || !DOTTED_VERSION.test(text.slice(s, j))) break;
    i = s;
    items++;
  }
  return items > 0 ? i : -1;
}

/**
 * Browsers, engines, runtimes, compilers and operating systems whose name is followed by a version
 * (`V8 12.4.254.15`, `Skia 12.4.254.15`, `Chrome/124.0.6367.91`, `OpenJDK 17.0.10.7`); servers and
 * databases (`redis 10.0.0.5`) are left out, as their name is as often followed by their address.
 */
const PRODUCT_VERSION =
  /(?<![\w.-])(?:v8|chrome|chromium|google[ \t]chrome|edge|firefox|safari|opera|brave|vivaldi|electron|webkit|blink|skia|angle|gecko|webview|java|jdk|jre|openjdk|dotnet|\.net|windows|android|ios|ipados|macos|chromeos|xcode|vscode|intellij|gcc|clang|llvm|openssl|boringssl|cuda|vulkan|mesa|flutter|dart|kotlin|swift)[ \t]{1,2}$|(?<![\w.-])[A-Z][A-Za-z]{1,20}\/$/i;

/** A version label just before the address, or before a list of versions that ends at it. */
function afterVersionLabel(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 32), at);
  if (VERSION_CONTEXT.test(before) || PRODUCT_VERSION.test(before)) return true;
  const c = text.charCodeAt(at - 1);
  // a list item is preceded by a blank or a slash
  if (c !== 32 && c !== 9 && c !== 47) return false;
  const listStart = versionListStart(text, at);
  return listStart >= 0 && VERSION_CONTEXT.test(text.slice(Math.max(0, listStart - 32), listStart));
}

/**
 * Addresses that identify no host (policy, see docs): loopback 127.0.0.0/8, the unspecified
 * 0.0.0.0, the broadcast 255.255.255.255, and a CIDR block whose host bits are zero
 * (`10.42.0.0/16`; `10.1.2.3/24` names an interface, `/32` a host, and stay findings).
 */
function ipv4IsHostless(s: string): boolean {
  const slash = s.indexOf('/');
  const addr = slash < 0 ? s : s.slice(0, slash);
  const o = addr.split('.').map(Number);
  if (o[0] === 127 || addr === '0.0.0.0' || addr === '255.255.255.255') return true;
  if (slash < 0) return false;
  const bits = +s.slice(slash + 1);
  if (bits > 32) return false;
  if (bits === 32) return false;
  const n = ((o[0] << 24) >>> 0) + (o[1] << 16) + (o[2] << 8) + o[3];
  const hostMask = bits === 0 ? 0xffffffff : (2 ** (32 - bits) - 1);
  return n % (hostMask + 1) === 0;
}

/** IPv6 counterpart of ipv4IsHostless: `::1`, `::`, and prefixes with zero host bits (`fe80::/10`, `2001:db8::/32`). */
function ipv6IsHostless(addr: string, prefix: number | null): boolean {
  // `::1`, `::`, `0:0:0:0:0:0:0:1` and IPv4-mapped addresses, found on the string (a parse per
  // address would double the cost of IPv6-dense text); a prefix needs the parsed bits
  if (/^[0:]{2,40}1?$/.test(addr)) return true;
  if (addr.length > 7 && /^::ffff:\d/i.test(addr)) return ipv4IsHostless(addr.slice(7));
  if (prefix === null || prefix >= 128) return false;
  const ip = ipaddr.IPv6.parse(addr);
  const bytes = ip.toByteArray();
  for (let bit = prefix; bit < 128; bit++) if (bytes[bit >> 3] & (0x80 >> (bit & 7))) return false;
  return true;
}

/**
 * X.500 object identifiers that are also valid dotted quads: attribute types `2.5.4.N` and
 * certificate extensions `2.5.29.N` (`2.5.29.17 (subjectAltName)`), EdDSA/ECDH curves
 * `1.3.101.110`-`113`, or any arc list starting 0-2 named by `OID`/`object identifier` before it
 * or by a lower-camel-case name in parentheses or after `=` behind it (`(keyUsage)`, `= commonName`).
 */
const OID_EXACT = /^(?:2\.5\.(?:4|29)\.\d{1,2}|1\.3\.101\.11[0-3])$/;
const OID_BEFORE = /\b(?:oids?|object[ \t]identifiers?)[ \t]{0,2}[:=#]?[ \t]{0,2}["'(]?$/i;
const OID_NAME_AFTER = /^[ \t]{0,2}(?:\([ \t]{0,2}|=[ \t]{0,2}|:[ \t]{1,2})[a-z][a-z0-9]{1,30}[A-Z][A-Za-z0-9]{0,40}\b/;

function isObjectIdentifier(text: string, start: number, addr: string): boolean {
  const c = addr.charCodeAt(0);
  if (c < 48 || c > 50 || addr.charCodeAt(1) !== 46) return false; // first arc 0, 1 or 2
  if (OID_EXACT.test(addr)) return true;
  if (OID_BEFORE.test(text.slice(Math.max(0, start - 24), start))) return true;
  const end = start + addr.length;
  return OID_NAME_AFTER.test(text.slice(end, end + 80));
}

function findIps(text: string, out: Out, v4: boolean, v6: boolean) {
  let m: RegExpExecArray | null;
  IPV4_RE.lastIndex = v4 ? 0 : text.length;
  while (v4 && (m = IPV4_RE.exec(text)) !== null) {
    if (ipv4IsHostless(m[0]) || afterVersionLabel(text, m.index) || isObjectIdentifier(text, m.index, m[0])) continue;
    push(out, 'ip_address', m.index, m.index + m[0].length);
  }
  if (!v6 || !IPV6_HINT.test(text)) return;
  IPV6_RE.lastIndex = 0;
  while ((m = IPV6_RE.exec(text)) !== null) {
    let s = m[0];
    // `64 bytes from 2a00:…::200e: icmp_seq=1`, `inet6 addr 2001:db8::5:`: a colon closing the
    // address before a blank or the end is punctuation, not an empty group
    if (s.length > 2 && s.endsWith(':') && !s.endsWith('::')) {
      const next = text.charCodeAt(m.index + s.length);
      if (Number.isNaN(next) || next === 32 || next === 9 || next === 10 || next === 13) s = s.slice(0, -1);
    }
    const addr = s.replace(/\/\d+$/, '').replace(/%.*$/, '');
    if (!/\d/.test(addr) || addr.split(':').length < 3) continue;
    if (!/::/.test(addr) && addr.split(':').length < 8 && !/\d+\.\d+\.\d+\.\d+$/.test(addr)) continue;
    if (!ipaddr.IPv6.isValid(addr)) continue;
    if (/^\d{1,2}:\d{2}(?::\d{2})?$/.test(addr)) continue; // clock times
    // `6e:48:52:e1:54:cf:e9:bc`: eight two-digit groups are a Fibre Channel WWN (or a MAC-like id), not an address
    if (/^(?:[0-9A-Fa-f]{2}:){7}[0-9A-Fa-f]{2}$/.test(addr)) continue;
    // `digitos[-1::-2]`: a slice in code, not the address `1::` (one short group before or after `::`)
    if (/^[0-9A-Fa-f]{1,2}::$|^::[0-9A-Fa-f]{1,2}$/.test(addr) && /[[\]-]/.test(text.slice(Math.max(0, m.index - 1), m.index) + text.charAt(m.index + s.length))) continue;
    const slash = s.lastIndexOf('/');
    if (ipv6IsHostless(addr, slash < 0 ? null : +s.slice(slash + 1))) continue;
    push(out, 'ip_address', m.index, m.index + s.length);
  }
}

/**
 * A digit with no ASCII letter, digit or `_` before it. Every match of SSN_RE, CARD_RE, IPV4_RE,
 * NANP_RE and INTL_PHONE_RE has one: their first digit (after `+` for an international number,
 * `(` or `1 ` for a NANP one, whose last four digits follow a separator anyway) is behind a
 * lookbehind that excludes word characters.
 */
const WORD_START_DIGIT = /\b\d/;

/** Among overlapping personal-data findings the more specific (checksummed) kinds win, then the longer. */
export const PII_PRIORITY: Record<string, number> = { credit_card: 5, iban: 5, ssn: 4, email: 3, ip_address: 2, phone: 1 };

/** Character counts that gate the detectors (see `findPii`). */
export interface PiiGates {
  digits: number;
  countOf(ch: '@' | '+' | '.' | ':'): number;
  /** Every match of a regex of PII_REGEXES, as a global scan finds them (trigger.ts), when available. */
  matches?(re: RegExp, onMatch: (m: RegExpExecArray) => void): void;
}

function countChars(text: string): PiiGates {
  let digits = 0;
  let at = 0;
  let plus = 0;
  let dot = 0;
  let colon = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 64) at++;
    else if (c === 43) plus++;
    else if (c === 46) dot++;
    else if (c === 58) colon++;
  }
  return { digits, countOf: (ch) => (ch === '@' ? at : ch === '+' ? plus : ch === '.' ? dot : colon) };
}

/**
 * All personal-data findings in `text`, overlaps resolved. `present` (keywords of PII_KEYWORDS
 * found in the lower-cased text, when the caller has them) skips the context rules without cues;
 * `gates` (character counts, when the caller has them) skip the detectors that cannot produce a
 * finding: an SSN has 9 digits, a card 13, a phone 7 (8 international, 10 NANP), an IPv4
 * address 4 digits and 3 dots, IPv6 two colons, an email an `@`.
 */
export function findPii(text: string, present?: KeywordsPresent, gates: PiiGates = countChars(text)): Finding[] {
  const out: Out = [];
  const digits = gates.digits;
  if (digits > 0) {
    // SSNs, cards, IPv4 addresses and NANP and international phone numbers all have a digit that
    // begins a word: one scan for it skips the five when every digit sits inside a token (keys,
    // hashes, ids), the usual case in text with credentials
    const wordDigit = digits >= 4 && WORD_START_DIGIT.test(text);
    if (wordDigit && digits >= 9) findSsn(text, out);
    if (digits >= 9 && text.includes('*')) findEdiSsns(text, out);
    if (wordDigit && digits >= 8 && (!present || present.hasAny(COLUMN_GROUP))) findColumns(text, out);
    if (wordDigit && digits >= 13) findCards(text, out);
    if (digits >= 2 && text.length >= 15) findIbans(text, out);
    findIps(text, out, wordDigit && gates.countOf('.') >= 3, gates.countOf(':') >= 2);
    if (digits >= 7) {
      // Japanese and Korean labels are looked for directly: as keywords they would widen the shared table
      const withContext = !present || present.hasAny(PII_GROUP) || CJK_PHONE_LABEL.test(text);
      findPhones(text, out, withContext, digits, gates.countOf('+') > 0, wordDigit, gates);
    }
  }
  if (gates.countOf('@') > 0) findEmails(text, out);
  if (out.length < 2) return out;
  const ranked = out.map((f) => ({ ...f, priority: PII_PRIORITY[f.type] ?? 1 }));
  return resolveOverlaps(ranked).map(({ type, kind, start, end }) => ({ type, kind, start, end }));
}
