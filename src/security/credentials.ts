/**
 * Credential detection: provider-specific token rules (credential-rules.ts), PEM/PuTTY private
 * key blocks, passwords inside connection URLs, auth headers and generic assignments
 * (generic-secrets.ts). Overlapping candidates are resolved so that the most specific rule names
 * the finding (a `ghp_` token assigned to `token = ...` is a github_pat, not a generic token).
 */
import { isPlaceholder, shannonEntropy } from './checks.ts';
import { TOKEN_RULES } from './credential-rules.ts';
import {
  findAuthHeaders,
  findGenericAssignments,
  GENERIC_KEYWORDS,
  GENERIC_REGEXES,
  type RawCredential,
} from './generic-secrets.ts';
import { resolveOverlaps } from './overlaps.ts';
import { findKeywordSecrets, KEYWORD_SECRET_KEYWORDS, KEYWORD_SECRET_REGEXES } from './keyword-secrets.ts';
import { findPairedSecrets, PAIRED_KEYWORDS, PAIRED_REGEXES } from './paired-secrets.ts';
import { PII_KEYWORDS, PII_REGEXES } from './pii.ts';
import { spanEnd, spanStart } from './group-span.ts';
import { execAtCandidates } from './keyword-automaton.ts';
import { KeywordGroup, TriggerIndex, type KeywordsPresent, type TriggerHits } from './trigger.ts';
import type { Finding } from './types.ts';

const PEM_BEGIN_RE = /-{4,5} ?BEGIN[ A-Z0-9_-]{0,60}PRIVATE KEY(?: BLOCK)? ?-{4,5}/g;
const PEM_END_RE = /-{4,5} ?END[ A-Z0-9_-]{0,60}PRIVATE KEY(?: BLOCK)? ?-{4,5}/g;
const PUTTY_RE = /PuTTY-User-Key-File-\d: /g;
const PUTTY_MAC_RE = /Private-MAC: [0-9a-fA-F]{20,128}/g;
/** One line of a key body after a line break (real or JSON-escaped): base64, or a `Name: value` header. */
const PEM_BODY_LINE = /(?:\r?\n|\\n)[ \t]*(?:[A-Za-z0-9+/=]{1,128}|[A-Za-z-]{2,20}: [^\n\\]{0,200})(?=\r?\n|\\n|[ \t]*$|[ \t]*["'])/y;

/** Where the body of a key without an END line stops: at the first line that is not base64 or a header. */
function truncatedBodyEnd(text: string, from: number, limit: number): number {
  let stop = from;
  PEM_BODY_LINE.lastIndex = from;
  let m: RegExpExecArray | null;
  while (stop < limit && (m = PEM_BODY_LINE.exec(text)) !== null) {
    stop = m.index + m[0].length;
    PEM_BODY_LINE.lastIndex = stop;
  }
  return Math.min(stop, limit);
}

/** scheme://user:password@host — group 1 is the password (a `#` inside it, pasted unencoded, is kept). */
export const URL_PASSWORD_RE =
  /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}:\/\/[^\s:/?#@"'<>]{0,128}:([^\s/?#@"'<>](?:[^\s/?@"'<>]|\?(?![\w.-]{1,40}=)){0,255})@(?=[A-Za-z0-9[_])/dg;
const URL_PASSWORD_STICKY = new RegExp(URL_PASSWORD_RE.source, 'dy');
const isSchemeCode = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45;

/**
 * Where URL_PASSWORD_RE can start, given the offsets of `://`: the start of the run of
 * [A-Za-z0-9+.-] just before each (its lookbehind forbids starting inside the run), when that
 * run is 2-31 long and begins with a letter. Ascending.
 */
export function schemeStarts(text: string, separators: readonly number[]): number[] {
  const out: number[] = [];
  for (const q of separators) {
    let p = q;
    while (p > 0 && q - p < 32 && isSchemeCode(text.charCodeAt(p - 1))) p--;
    if (q - p < 2 || q - p > 31 || (p > 0 && isSchemeCode(text.charCodeAt(p - 1)))) continue;
    const c = text.charCodeAt(p);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) out.push(p);
  }
  return out;
}

/**
 * Go MySQL driver DSNs have no scheme: `user:password@tcp(host:3306)/db`, `…@unix(/run/mysqld.sock)/db`.
 * The driver splits at the last `@` before the protocol, so the password may hold `@` or `:`.
 * Group 1 the password.
 */
const GO_DSN_RE = /(?<![^\s"'\x60=(,])[^\s:@"'\x60/()]{1,64}:([^\s"'\x60]{1,128}?)@(?:tcp6?|udp|unix|memory|pipe)\(/dg;
const GO_DSN_GROUP = new KeywordGroup(['@tcp(', '@tcp6(', '@udp(', '@unix(', '@memory(', '@pipe(']);

/** JDBC / query-string / ADO `password=...` pairs. */
const QUERY_PASSWORD_RE = /[?&;](?:password|pwd|passwd|pass)=([^&;\s"'#<>][^&;\s"'<>]{0,255})/dgi;
/**
 * Eight identical characters in a row (what `/(.)\1{7}/` finds: any but a line terminator): a
 * masked or placeholder token (`ghp_xxxx…`, `AKIAXXXX…`). A loop, as the backreference is slow.
 */
function hasRepeatedRun(value: string): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== value.charCodeAt(i - 1) || c === 10 || c === 13 || c === 0x2028 || c === 0x2029) run = 1;
    else if (++run === 8) return true;
  }
  return false;
}
/** A standalone AWS-secret-shaped token, checked only near an access key id. */
const AWS_SECRET_SHAPE_RE = /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;

/** Whether [start, end) of `text` holds at least `min` base64 characters (stops counting there). */
function hasBase64(text: string, start: number, end: number, min: number): boolean {
  let n = 0;
  for (let i = start; i < end && n < min; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47) n++;
  }
  return n >= min;
}

function allMatches(re: RegExp, text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** Whole PEM blocks, BEGIN to END; a truncated block runs to the end of its base64 body. Linear. */
export function findPrivateKeys(text: string, out: RawCredential[]): void {
  const begins = allMatches(PEM_BEGIN_RE, text);
  const ends = allMatches(PEM_END_RE, text);
  let e = 0;
  for (let b = 0; b < begins.length; b++) {
    const [bs, be] = begins[b];
    const nextBegin = b + 1 < begins.length ? begins[b + 1][0] : text.length;
    while (e < ends.length && ends[e][0] < be) e++;
    let stop: number;
    if (e < ends.length && ends[e][0] < nextBegin) {
      stop = ends[e][1];
    } else {
      stop = truncatedBodyEnd(text, be, nextBegin);
    }
    if (!hasBase64(text, be, stop, 40)) continue;
    // "<Inhalt Ihres privaten Schlüssels hier einfügen>": a template with a slot for the key
    if (/<[^<>\n]{3,120}>/.test(text.slice(be, Math.min(stop, be + 400)))) continue;
    // a key kept in a JSON string ends with its escaped newline, which goes with it
    if (text.charCodeAt(stop) === 92 && text.charCodeAt(stop + 1) === 110) stop += 2;
    out.push({ type: 'private_key', start: bs, end: stop, priority: 3 });
  }
  const macs = allMatches(PUTTY_MAC_RE, text);
  let k = 0;
  for (const [ps] of allMatches(PUTTY_RE, text)) {
    while (k < macs.length && macs[k][0] < ps) k++;
    if (k < macs.length && macs[k][0] - ps < 16384) out.push({ type: 'private_key', start: ps, end: macs[k][1], priority: 3 });
  }
}

function findUrlPasswords(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  const push = (m: RegExpExecArray) => {
    const value = m[1];
    if (isPlaceholder(value) || /^[$<{%]/.test(value)) return;
    const [s, e] = m.indices![1];
    out.push({ type: 'password', start: s, end: e, priority: 2 });
  };
  if (present.hasAny(URL_GROUP)) {
    // a match's scheme is the whole run of scheme characters before one of the `://`
    const at = hits.positionsOf('://');
    if (at === null) hits.matches(URL_PASSWORD_RE, push);
    else execAtCandidates(URL_PASSWORD_STICKY, text, schemeStarts(text, at), push);
  }
  if (present.hasAny(QUERY_PASSWORD_GROUP)) hits.matches(QUERY_PASSWORD_RE, push);
  if (present.hasAny(GO_DSN_GROUP)) hits.matches(GO_DSN_RE, push);
}

const URL_GROUP = new KeywordGroup(['://']);
const QUERY_PASSWORD_GROUP = new KeywordGroup(['password=', 'pwd=', 'passwd=', 'pass=']);
const PRIVATE_KEY_GROUP = new KeywordGroup(['private key', 'putty-user-key-file']);

const STRUCTURAL_KEYWORDS = ['://', 'private key', 'putty-user-key-file', 'password=', 'pwd=', 'passwd=', 'pass=', '@tcp(', '@tcp6(', '@udp(', '@unix(', '@memory(', '@pipe('];
/**
 * Items 0..n-1 are TOKEN_RULES; the last one only carries the generic/structural keywords. The
 * rules' regexes and the generic ones are tried only where they can start.
 */
let trigger: TriggerIndex | null = null;
/** Built on first use (its analysis and tables cost tens of milliseconds when cold). */
const TRIGGER = () =>
  (trigger ??= new TriggerIndex(
    [...TOKEN_RULES.map((r) => r.keywords), [...GENERIC_KEYWORDS, ...STRUCTURAL_KEYWORDS, ...PAIRED_KEYWORDS, ...KEYWORD_SECRET_KEYWORDS, ...PII_KEYWORDS]],
    [...TOKEN_RULES.map((r) => r.re), ...GENERIC_REGEXES, ...PAIRED_REGEXES, ...KEYWORD_SECRET_REGEXES, QUERY_PASSWORD_RE, ...PII_REGEXES],
    ['://'],
  ));

/** A second index for decoded values (a scan invalidates the previous TriggerHits of its index). */
let nestedTrigger: TriggerIndex | null = null;
const NESTED_TRIGGER = () =>
  (nestedTrigger ??= new TriggerIndex(
    [...TOKEN_RULES.map((r) => r.keywords), [...GENERIC_KEYWORDS, ...STRUCTURAL_KEYWORDS, ...PAIRED_KEYWORDS, ...KEYWORD_SECRET_KEYWORDS, ...PII_KEYWORDS]],
    [...TOKEN_RULES.map((r) => r.re), ...GENERIC_REGEXES, ...PAIRED_REGEXES, ...KEYWORD_SECRET_REGEXES, QUERY_PASSWORD_RE, ...PII_REGEXES],
    ['://'],
  ));

/** A Kubernetes Secret manifest (YAML or JSON): its `data:` values are base64. */
const K8S_SECRET_RE = /\bkind["']?[ \t]{0,4}:[ \t]{0,4}["']?Secret\b/;
/** A `key: <base64>` entry (YAML line or JSON member); group 1 is the value. */
const B64_ENTRY_RE = /(?:^[ \t]{1,40}|["'])[\w.-]{1,253}["']?[ \t]{0,4}:[ \t]{0,4}["']?([A-Za-z0-9+/]{12,65536}={0,2})(?![A-Za-z0-9+/=_-])/gm;
/** A base64 Docker config (`{"auths":` encoded), wherever it appears. */
const DOCKER_CONFIG_B64_RE = /(?<![A-Za-z0-9+/])eyJhdXRocyI6[A-Za-z0-9+/]{8,65536}={0,2}(?![A-Za-z0-9+/=])/g;
const MAX_DECODED = 64;

/**
 * Base64 values that decode to text holding a credential: the `data:` of a Kubernetes Secret
 * (`DATABASE_URL: cG9zdGdyZXM6Ly9…`, `.dockerconfigjson: eyJhdXRocyI6…`) and base64 Docker configs.
 * The whole encoded value is the finding, typed after the first credential inside. At most 64
 * values of ≤ 64 KB, one level.
 */
function findEncodedCredentials(text: string, present: KeywordsPresent, out: RawCredential[]): void {
  const spans: Array<[number, number]> = [];
  if (present.has('secret') && K8S_SECRET_RE.test(text)) {
    B64_ENTRY_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while (spans.length < MAX_DECODED && (m = B64_ENTRY_RE.exec(text)) !== null) {
      const s = m.index + m[0].length - m[1].length;
      spans.push([s, s + m[1].length]);
    }
  }
  if (text.includes('eyJhdXRocyI6')) {
    for (const [s, e] of allMatches(DOCKER_CONFIG_B64_RE, text)) if (!spans.some(([a]) => a === s)) spans.push([s, e]);
  }
  for (const [s, e] of spans.slice(0, MAX_DECODED)) {
    if ((e - s) % 4 === 1) continue;
    const decoded = Buffer.from(text.slice(s, e), 'base64').toString('utf8');
    if (decoded.length < 8 || /[\x00-\x08\x0e-\x1f\ufffd]/.test(decoded)) continue;
    const inner = findCredentials(decoded, NESTED_TRIGGER().scan(decoded), false);
    if (inner.length === 0) continue;
    out.push({ type: inner[0].type, start: s, end: e, priority: 3 });
  }
}

/** One pass over `text` for the credential and personal-data detectors: keywords present, regex candidates. */
export function sensitiveHits(text: string): TriggerHits {
  return TRIGGER().scan(text);
}

function findTokenRules(text: string, hits: TriggerHits, out: RawCredential[]): void {
  for (const ri of hits.selected()) {
    const rule = TOKEN_RULES[ri];
    if (!rule || (rule.gate && !rule.gate(hits))) continue;
    // the context is a property of the whole text: read once, and only when the rule's shape occurs
    let contextOk: boolean | undefined;
    hits.matches(rule.re, (m) => {
      if (rule.context && (contextOk ??= rule.context(text)) === false) return;
      const s = spanStart(rule.span, m);
      const e = spanEnd(rule.span, m);
      const value = text.slice(s, e);
      if (rule.minEntropy !== undefined && shannonEntropy(value) < rule.minEntropy) return;
      if (rule.check && !rule.check(value)) return;
      if (!rule.allowRepeats && hasRepeatedRun(value)) return;
      out.push({ type: rule.type, start: s, end: e, priority: 3 });
    });
  }
}

/** An AWS secret key often follows its access key id without a label (CSV exports, `aws configure`). */
function findAwsSecretsNearKeys(text: string, out: RawCredential[]): void {
  if (out.length === 0) return;
  const keys = out.filter((f) => f.type === 'aws_access_key');
  if (keys.length === 0) return;
  for (const key of keys) {
    const from = Math.max(0, key.start - 300);
    const to = Math.min(text.length, key.end + 300);
    const window = text.slice(from, to);
    for (const [s, e] of allMatches(AWS_SECRET_SHAPE_RE, window)) {
      const v = window.slice(s, e);
      if (!/[A-Z]/.test(v) || !/[a-z]/.test(v) || shannonEntropy(v) < 4) continue;
      out.push({ type: 'aws_secret_key', start: from + s, end: from + e, priority: 3 });
    }
  }
}

export { resolveOverlaps };

/** How far from a Twilio account SID its secret may be for the SID to be reported with it. */
const SID_PAIR_WINDOW = 300;
const isAccountSid = (f: RawCredential, text: string) => f.type === 'twilio_api_key' && text.charCodeAt(f.start) === 65 && text.charCodeAt(f.start + 1) === 67;

/**
 * A Twilio account SID (`AC…`) is an identifier, not a secret: it is reported (as
 * `twilio_api_key`, detect-secrets' name for both `AC` and `SK` ids) only next to a secret, the
 * auth token or API key secret it forms a login with (within 300 characters). `SK…` API keys are
 * always reported. Sorted starts and a moving pointer: linear in the findings.
 */
function dropLoneAccountSids(raw: RawCredential[], text: string): void {
  if (!raw.some((f) => isAccountSid(f, text))) return;
  const secrets = raw.filter((f) => !isAccountSid(f, text)).map((f) => f.start).sort((a, b) => a - b);
  let w = 0;
  let j = 0;
  const sids = raw.filter((f) => isAccountSid(f, text)).sort((a, b) => a.start - b.start);
  const keep = new Set<RawCredential>();
  for (const sid of sids) {
    while (j < secrets.length && secrets[j] < sid.start - SID_PAIR_WINDOW) j++;
    if (j < secrets.length && secrets[j] <= sid.end + SID_PAIR_WINDOW) keep.add(sid);
  }
  for (const f of raw) if (!isAccountSid(f, text) || keep.has(f)) raw[w++] = f;
  raw.length = w;
}


/** All credential findings in `text`; `hits` is `sensitiveHits(text)` (shared with findPii). */
export function findCredentials(text: string, hits: TriggerHits = TRIGGER().scan(text), decode = true): Finding[] {
  const raw: RawCredential[] = [];
  const present = hits.present;
  findTokenRules(text, hits, raw);
  findAwsSecretsNearKeys(text, raw);
  if (present.hasAny(PRIVATE_KEY_GROUP)) findPrivateKeys(text, raw);
  findUrlPasswords(text, hits, raw);
  findAuthHeaders(text, hits, raw);
  findGenericAssignments(text, hits, raw);
  findPairedSecrets(text, hits, raw);
  findKeywordSecrets(text, hits, raw);
  dropLoneAccountSids(raw, text);
  if (decode) findEncodedCredentials(text, present, raw);
  if (raw.length === 0) return [];
  return resolveOverlaps(raw).map((c) => ({ type: c.type, kind: 'credential' as const, start: c.start, end: c.end }));
}
