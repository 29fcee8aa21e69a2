/**
 * Small validators shared by the credential and personal-data detectors: entropy, checksums
 * (Luhn, ISO 7064 mod-97) and the placeholder/reference filters that keep documentation
 * snippets (`password = ""`, `token: <your-token>`, `api_key = os.environ["KEY"]`) clean.
 */

import { KeywordAutomaton } from './keyword-automaton.ts';

/** Shannon entropy in bits per character. */
const asciiCounts = new Int32Array(128);

export function shannonEntropy(value: string): number {
  const n = value.length;
  if (n === 0) return 0;
  let ascii = true;
  for (let i = 0; i < n && ascii; i++) if (value.charCodeAt(i) >= 128) ascii = false;
  let bits = 0;
  if (ascii) {
    // asciiCounts is all zero between calls: each count is cleared as it is used
    for (let i = 0; i < n; i++) asciiCounts[value.charCodeAt(i)]++;
    for (let c = 0; c < 128; c++) {
      const count = asciiCounts[c];
      if (count > 0) {
        bits -= (count / n) * Math.log2(count / n);
        asciiCounts[c] = 0;
      }
    }
    return bits;
  }
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
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
  /^\$[A-Za-z_][\w]*$/, // $VAR
  /^\$\([^)]*\)$/, // $(cmd)
  /^\[[^\]]*\]$/, // [REDACTED]
  /^#\{[^}]*\}$/, // #{var}
  /^__\w+__$/, // __TOKEN__
  /^[xX*•.\-_#?]{3,}$/, // xxxx, ****, ...
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
  /(?:^|[^a-z])(?:your|my|insert|enter|replace|put|add|paste|fill)[-_ .]?(?:own[-_ .]?)?(?:real[-_ .]?)?(?:api[-_ .]?)?(?:key|token|secret|password|pass|pwd|value|here|credential)|(?:key|token|secret|password)[-_ .]?(?:goes[-_ .]?)?here|placeholder|redacted|changeme|change[-_ ]me|xxxx|\*\*\*|\.\.\.|…|example[-_ .]?(?:key|token|secret|password|value)|dummy|not[-_ .]?a[-_ .]?real|fake[-_ .]?(?:key|token|secret|password)/i;

/**
 * Every PLACEHOLDER_FRAGMENTS match contains one of these (lower-cased); the regex only runs
 * when one occurs, found by a keyword automaton pass (random values rarely have any).
 */
const FRAGMENT_WORDS = [
  'your', 'my', 'insert', 'enter', 'replace', 'put', 'add', 'paste', 'fill', 'here', 'placeholder', 'redacted',
  'change', 'xxxx', '***', '...', '…', 'example', 'dummy', 'not', 'fake',
];
let fragmentWords: KeywordAutomaton | null = null;

/** Every PLACEHOLDER_SHAPES regex starts with one of these characters. */
const SHAPE_FIRST = new Set(['<', '$', '{', '%', '[', '#', '_', 'x', 'X', '*', '•', '.', '-', '?']);

/** True when a generic value is a template, a mask, a type name or an invitation to fill it in. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (PLACEHOLDER_WORDS.has(v.toLowerCase())) return true;
  if (SHAPE_FIRST.has(v[0])) for (const re of PLACEHOLDER_SHAPES) if (re.test(v)) return true;
  if ((fragmentWords ??= new KeywordAutomaton(FRAGMENT_WORDS)).scan(v).count > 0 && PLACEHOLDER_FRAGMENTS.test(v)) return true;
  if (isTrivialSequence(v)) return true;
  return false;
}

/**
 * True when an unquoted value is code that *reads* a secret rather than a secret:
 * `os.environ["X"]`, `process.env.X`, `getpass()`, `config.db.password`, `settings['token']`.
 */
export function isReference(value: string): boolean {
  const v = value.trim();
  // each test is skipped when a character its regex needs is absent
  if (v.includes('(') || v.includes(')')) return true;
  // YAML tags that fetch or decrypt the value elsewhere: Ansible `!vault |`, Home Assistant `!secret x`, CloudFormation `!Ref X`
  if (v[0] === '!' && /^!(?:vault|secret|env|ENV|include|Ref|Sub|GetAtt|ImportValue|FindInMap|Join|encrypted|sops)\b/.test(v)) return true;
  if (REFERENCE_FIRST.has(v[0]) && REFERENCE_ROOT.test(v)) return true;
  if (v.includes('.') && /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v) && !/\d/.test(v)) return true; // a.b.c
  if (v.includes('[') && /^[A-Za-z_$][\w$]*\[/.test(v)) return true; // a['x']
  if ((v.includes(':') || v.includes('/')) && SECRET_STORE_REF.test(v)) return true;
  return false;
}
const REFERENCE_ROOT =
  /^(?:process\.env|os\.environ|os\.getenv|env|ENV|config|settings|secrets|vault|self|this|cfg|conf|options|opts|params|args|request|req|ctx|context)\b/;
const REFERENCE_FIRST = new Set(['p', 'o', 'e', 'E', 'c', 's', 'v', 't', 'a', 'r']);
const SECRET_STORE_REF = /^(?:arn:aws:secretsmanager|arn:aws:ssm|projects\/[^/]+\/secrets\/|vault:|op:\/\/|sm:\/\/|secretsmanager:)/i;

/** A path or URL rather than a credential (`/run/secrets/db`, `https://vault/...`, `./key.pem`). */
export function isPathOrUrl(value: string): boolean {
  return (
    ((value.includes('/') || value.includes('\\')) && /^(?:[a-z][a-z0-9+.-]*:\/\/|\.{0,2}\/|~\/|[A-Za-z]:\\)/i.test(value)) ||
    (value.includes('.') && /\.(?:pem|key|json|txt|ya?ml|env|p12|pfx|crt|cer|jks)$/i.test(value))
  );
}
