/**
 * Small validators shared by the credential and personal-data detectors: entropy, checksums
 * (Luhn, ISO 7064 mod-97) and the placeholder/reference filters that keep documentation
 * snippets (`password = ""`, `token: <your-token>`, `api_key = os.environ["KEY"]`) clean.
 */

import { KeywordAutomaton } from './keyword-automaton.ts';

/** Per-code counts of the ASCII path of `measureValue`, all zero between calls. */
const asciiCounts = new Int32Array(128);

/** Entropy terms by count, valid for the call whose stamp they carry (see measureValue). */
const TERM_CACHE = 256;
const termOf = new Float64Array(TERM_CACHE);
const termStampOf = new Int32Array(TERM_CACHE);
let termStamp = 0;

/** Class bits (see charClasses) and Shannon entropy of a value, as `measureValue` reports them. */
export interface ValueMeasure {
  classes: number;
  /** Bits per character. */
  entropy: number;
}

/**
 * `charClasses(value)` and `shannonEntropy(value)` into `out`, from one pass over an ASCII value
 * (the generic detectors' gates need both for every candidate). The entropy is summed in
 * ascending code order, the order `shannonEntropy` has always used, so it has the same bits.
 */
export function measureValue(value: string, out: ValueMeasure): void {
  const n = value.length;
  let lo = 127;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 128) {
      // not ASCII: undo the counts, take the general paths
      for (let k = lo; k <= hi; k++) asciiCounts[k] = 0;
      out.classes = charClasses(value);
      out.entropy = entropyOfCodes(value);
      return;
    }
    asciiCounts[c]++;
    if (c < lo) lo = c;
    if (c > hi) hi = c;
  }
  let classes = 0;
  let bits = 0;
  // a term depends only on the count: each distinct count's term is computed once per call (the
  // same expression, so the same bits); a random string has a handful of distinct counts
  if (++termStamp === 0x40000000) {
    termStampOf.fill(0);
    termStamp = 1;
  }
  const stamp = termStamp;
  for (let c = lo; c <= hi; c++) {
    const count = asciiCounts[c];
    if (count === 0) continue;
    asciiCounts[c] = 0;
    classes |= ASCII_CLASS[c];
    if (count >= TERM_CACHE) bits -= (count / n) * Math.log2(count / n);
    else {
      if (termStampOf[count] !== stamp) {
        termStampOf[count] = stamp;
        termOf[count] = (count / n) * Math.log2(count / n);
      }
      bits -= termOf[count];
    }
  }
  out.classes = classes;
  out.entropy = bits;
}

const scratch: ValueMeasure = { classes: 0, entropy: 0 };

/** Shannon entropy in bits per character. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  measureValue(value, scratch);
  return scratch.entropy;
}

/** Shannon entropy of any string, counting code units in a map (measureValue handles ASCII). */
function entropyOfCodes(value: string): number {
  const n = value.length;
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let bits = 0;
  for (const count of counts.values()) bits -= (count / n) * Math.log2(count / n);
  return bits;
}

/** Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** ISO 13616 IBAN check: move the first four characters to the end, letters to numbers, mod 97 == 1. */
export function ibanChecksumValid(iban: string): boolean {
  const s = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) rem = (rem * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) rem = (rem * 100 + (c - 55)) % 97;
    else return false;
  }
  return rem === 1;
}

/** Which ASCII character classes `value` has (`symbol`: anything not an ASCII letter or digit). */
export function countClasses(value: string): { lower: boolean; upper: boolean; digit: boolean; symbol: boolean } {
  let lower = false;
  let upper = false;
  let digit = false;
  let symbol = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = true;
    else if (c >= 65 && c <= 90) upper = true;
    else if (c >= 48 && c <= 57) digit = true;
    else symbol = true;
  }
  return { lower, upper, digit, symbol };
}

/** Bits of `charClasses`. */
export const LOWER = 1;
export const UPPER = 2;
export const DIGIT = 4;
/** Anything that is not an ASCII letter or digit (spaces included). */
export const SYMBOL = 8;
/** A `\s` character (what `/\s/` matches). */
export const SPACE = 16;

/** charClasses bits of each ASCII code. */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) => classOfCode(c));

function classOfCode(c: number): number {
  if (c >= 97 && c <= 122) return LOWER;
  if (c >= 65 && c <= 90) return UPPER;
  if (c >= 48 && c <= 57) return DIGIT;
  return isSpaceCode(c) ? SYMBOL | SPACE : SYMBOL;
}

/** A code unit `/\s/` matches: ASCII and Unicode white space, line terminators, BOM. */
export function isSpaceCode(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f ||
    c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * `countClasses` and `/\s/.test` in one pass, as bits (LOWER | UPPER | DIGIT | SYMBOL | SPACE):
 * the gates of the generic detectors call it once per candidate value, without an object.
 */
export function charClasses(value: string): number {
  let bits = 0;
  for (let i = 0; i < value.length; i++) bits |= classOfCode(value.charCodeAt(i));
  return bits;
}

/** One character repeated (`aaaa`, `****`, `0000`) or a plain run like `abcdef`/`123456789`. */
export function isTrivialSequence(value: string): boolean {
  if (value.length === 0) return true;
  let same = true;
  for (let i = 1; i < value.length && same; i++) if (value.charCodeAt(i) !== value.charCodeAt(0)) same = false;
  if (same) return true;
  let asc = true;
  for (let i = 1; i < value.length && asc; i++) {
    if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== 1) asc = false;
  }
  return asc && value.length >= 4;
}

const PLACEHOLDER_SHAPES = [
  /^<[^<>]*>$/, // <your-token>
  /^\$\{[^}]*\}$/, // ${VAR}
  /^\$\{\{.*\}\}$/, // ${{ secrets.X }}
  /^\{\{.*\}\}$/, // {{ token }}
  /^\{[A-Za-z_][\w.-]*\}$/, // {token}
  /^%[A-Za-z_][\w]*%$/, // %VAR%
  /^%\([\w.-]+\)[sdr]$/, // Python's %(DB_PASSWORD)s
  /^\$[A-Za-z_][\w]*$/, // $VAR
  /^\$\([^)]*\)$/, // $(cmd)
  /^\[[^\]]*\]$/, // [REDACTED]
  /^#\{[^}]*\}#?$/, // #{var}, Azure DevOps `#{Var}#` token replacement
  /^@Microsoft\.KeyVault\(/i, // an App Service Key Vault reference
  /^__\w+__$/, // __TOKEN__
  /^[xX*•·●.\-_#?]{3,}(?:\\[nr])?$/, // xxxx, ****, ..., getpass's ········ (with a JSON `\n` after it)
  /^(?:x{3,}|X{3,})[-_]?\w{0,12}$/, // xxx-something
];

/** Words that, as a whole value, mean "fill me in" or "this is a type, not a value". */
const PLACEHOLDER_WORDS = new Set([
  '', 'none', 'null', 'nil', 'undefined', 'true', 'false', 'yes', 'no', 'on', 'off', 'empty', 'blank',
  'string', 'str', 'text', 'number', 'int', 'integer', 'bool', 'boolean', 'any', 'object', 'bytes', 'secretstr',
  'required', 'optional', 'hidden', 'masked', 'redacted', 'removed', 'omitted', 'sensitive', 'unset', 'notset',
  'password', 'passwd', 'pass', 'pwd', 'secret', 'token', 'apikey', 'api_key', 'api-key', 'key', 'value',
  'changeme', 'change_me', 'change-me', 'changeit', 'replaceme', 'replace_me', 'replace-me', 'todo', 'tbd', 'fixme',
  'placeholder', 'example', 'sample', 'dummy', 'test', 'testing', 'foo', 'bar', 'foobar', 'baz', 'qux',
  'default', 'env', 'environment', 'secrets', 'credentials', 'mysecret', 'mypassword', 'mytoken', 'mykey',
  'yourpassword', 'yoursecret', 'yourtoken', 'yourkey', 'yourapikey', 'insert', 'enter', 'here', 'n/a', 'na',
]);

const PLACEHOLDER_FRAGMENTS =
  /(?:^|[^a-z])(?:your|my|insert|enter|replace|put|add|paste|fill)[-_ .]?(?:own[-_ .]?)?(?:real[-_ .]?)?(?:api[-_ .]?)?(?:key|token|secret|password|pass|pwd|value|here|credential)|(?:key|token|secret|password)[-_ .]?(?:goes[-_ .]?)?here|placeholder|redacted|changeme|change[-_ ]me|xxxx|\*\*\*|\.\.\.|…|example[-_ .]?(?:key|token|secret|password|value)|dummy|not[-_ .]?a[-_ .]?real|fake[-_ .]?(?:key|token|secret|password)|(?:^|[^a-z])generate[-_ .]?(?:with|using|via|one|a|your|me)[-_ .]|openssl[-_ ]rand/i;

/**
 * Every PLACEHOLDER_FRAGMENTS match contains one of these (lower-cased); the regex only runs
 * when one occurs, found by a keyword automaton pass (random values rarely have any).
 */
const FRAGMENT_WORDS = [
  'your', 'my', 'insert', 'enter', 'replace', 'put', 'add', 'paste', 'fill', 'here', 'placeholder', 'redacted',
  'change', 'xxxx', '***', '...', '…', 'example', 'dummy', 'not', 'fake', 'generate', 'openssl',
];
let fragmentWords: KeywordAutomaton | null = null;

/** Longest PLACEHOLDER_WORDS entry: a longer value cannot be one (lower-casing never shortens). */
const PLACEHOLDER_WORD_MAX = Math.max(...[...PLACEHOLDER_WORDS].map((w) => w.length));

/** Every PLACEHOLDER_SHAPES regex starts with one of these characters. */
const SHAPE_FIRST = new Set(['<', '$', '{', '%', '[', '#', '_', 'x', 'X', '*', '•', '·', '●', '.', '-', '?', '@']);

/** True when a generic value is a template, a mask, a type name or an invitation to fill it in. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v.length <= PLACEHOLDER_WORD_MAX && PLACEHOLDER_WORDS.has(v.toLowerCase())) return true;
  if (SHAPE_FIRST.has(v[0])) for (const re of PLACEHOLDER_SHAPES) if (re.test(v)) return true;
  if ((fragmentWords ??= new KeywordAutomaton(FRAGMENT_WORDS)).scan(v).count > 0 && PLACEHOLDER_FRAGMENTS.test(v)) return true;
  if (isTrivialSequence(v)) return true;
  // an upper-case name of words joined by underscores (`TU_TOKEN_DE_API`, `DB_PASS_HERE`): a variable to fill in
  if (v.length >= 6 && v.includes('_') && /^[A-Z]+(?:_[A-Z]+)+$/.test(v)) return true;
  // `glrt-<RUNNER_TOKEN>`: a prefix and a named slot; `hmac-sha256:…`: Vault's audit log hashes what it logs
  if (v.includes('<') && /<[A-Z][A-Z0-9_]{2,}>?$/.test(v)) return true;
  if (v.startsWith('hmac-sha256:')) return true;
  return false;
}

/**
 * True when an unquoted value is code that *reads* a secret rather than a secret:
 * `os.environ["X"]`, `process.env.X`, `getpass()`, `config.db.password`, `settings['token']`.
 */
export function isReference(value: string): boolean {
  const v = value.trim();
  // each test is skipped when a character its regex needs is absent
  // a call (`getpass()`, `os.getenv(…)`, `getpass.getpass(prompt=` cut at a blank); a parenthesis
  // inside a random value ("6I=8_3*R(5zG…") is just a character
  // (a long random value with an unclosed parenthesis, `lsKlhUMFO_F5(&l3oq…`, is a Django key, not a call)
  if ((v.includes('(') || v.includes(')')) && (/^[A-Za-z_$][\w$.]*\(|^\(|\(\)/.test(v) || /[()][;,]?$/.test(v)) && !(v.length >= 32 && !v.includes(')') && randomLooking(v))) return true;
  // YAML tags that fetch or decrypt the value elsewhere: Ansible `!vault |`, Home Assistant `!secret x`, CloudFormation `!Ref X`
  if (v[0] === '!' && /^!(?:vault|secret|env|ENV|include|Ref|Sub|GetAtt|ImportValue|FindInMap|Join|encrypted|sops)\b/.test(v)) return true;
  if (REFERENCE_FIRST.has(v[0]) && REFERENCE_ROOT.test(v)) return true;
  if (v.includes('.') && /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v) && !/\d/.test(v)) return true; // a.b.c
  if (v.includes('[') && /^[A-Za-z_$][\w$.]*\[/.test(v)) return true; // a['x'], builder.Configuration["x"]
  if ((v.includes(':') || v.includes('/')) && SECRET_STORE_REF.test(v)) return true;
  return false;
}
/** Mixed character kinds, digits among them, and high entropy: a generated value, not code. */
function randomLooking(v: string): boolean {
  const kinds = (/[a-z]/.test(v) ? 1 : 0) + (/[A-Z]/.test(v) ? 1 : 0) + (/[^A-Za-z0-9]/.test(v) ? 1 : 0);
  return kinds >= 2 && (v.match(/\d/g)?.length ?? 0) >= 2 && shannonEntropy(v) >= 4;
}
const REFERENCE_ROOT =
  /^(?:process\.env|os\.environ|os\.getenv|env|ENV|config|settings|secrets|vault|self|this|cfg|conf|options|opts|params|args|request|req|ctx|context)\b/;
const REFERENCE_FIRST = new Set(['p', 'o', 'e', 'E', 'c', 's', 'v', 't', 'a', 'r']);
const SECRET_STORE_REF = /^(?:arn:aws:secretsmanager|arn:aws:ssm|projects\/[^/]+\/secrets\/|vault:|op:\/\/|sm:\/\/|secretsmanager:)/i;

/** A path or URL rather than a credential (`/run/secrets/db`, `https://vault/...`, `./key.pem`). */
export function isPathOrUrl(value: string): boolean {
  return (
    ((value.includes('/') || value.includes('\\')) && /^(?:[a-z][a-z0-9+.-]*:\/\/|\.{0,2}\/|~\/|[A-Za-z]:\\)/i.test(value)) ||
    (value.includes('.') && /\.(?:pem|key|json|txt|ya?ml|env|p12|pfx|crt|cer|jks)$/i.test(value)) ||
    // a secret store's path (`kv/data-platform/snowflake/loader`, `prod/etl/db`): lower-case segments, not base64
    (value.includes('/') && /^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+){2,}$/.test(value))
  );
}

/** Splits a table row on `delim` outside double quotes; returns [start, end) of each cell. */
export function splitCells(line: string, delim: string): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  let from = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === delim && !quoted) {
      cells.push([from, i]);
      from = i + 1;
    }
  }
  cells.push([from, line.length]);
  return cells;
}
