/**
 * Secrets whose label is not a `NAME = value` assignment:
 * - SQL account statements: `IDENTIFIED BY '…'` (MySQL/Oracle `CREATE/ALTER USER`, `GRANT`),
 *   `CREATE LOGIN … WITH PASSWORD = N'…'`, `CREATE/ALTER ROLE|USER … [WITH] [LOGIN] PASSWORD '…'`,
 *   `SET PASSWORD [FOR …] = PASSWORD('…')`;
 * - a password word followed by its value with only blanks between: Gradle `storePassword "…"`,
 *   nmcli `password "…"`, prose "user x and pw Gz2f…!", German "Kennwort Maple01!…",
 *   `wpa_passphrase <ssid> "…"`;
 * - a password handed on standard input: `echo "…" | sudo -S`, `… | docker login --password-stdin`,
 *   `--password-stdin <<< "…"` and a one-line heredoc;
 * - `.pgpass` lines (`host:port:db:user:password`);
 * - a bare value on the line after a comment or command that names a secret file or output
 *   (`# terraform output -raw db_password` / `cat …/encrypted_data_bag_secret`).
 * A bare value (no quotes) must look strongly like a password (`strongPassword`), so prose such as
 * "password reset", "Kennwort vergessen" or "password SHA-256" stays clean. All windows are bounded.
 */
import { charClasses, DIGIT, isPathOrUrl, isPlaceholder, isReference, LOWER, SPACE, SYMBOL, UPPER } from './checks.ts';
import { looksLikePassword, looksRandom, pushValue, type RawCredential } from './generic-secrets.ts';
import { nameType } from './paired-secrets.ts';
import { KeywordGroup, type TriggerHits } from './trigger.ts';

/** A quoted (also `N'…'`) or bare SQL literal: groups A (single), B (double), C (bare). */
const SQL_VALUE = `(?:N?'([^'\\n]{1,200})'|"([^"\\n]{1,200})"|([^\\s'";,()]{1,128}))`;
/**
 * `IDENTIFIED [WITH plugin] BY [PASSWORD] …`, `CREATE|ALTER USER|ROLE|LOGIN … PASSWORD [=] '…'`
 * (within 200 characters of one statement), `SET PASSWORD [FOR …] = [PASSWORD(]'…'`. Groups 1-3.
 */
const SQL_PASSWORD_RE = new RegExp(
  `\\b(?:identified[ \\t]+(?:with[ \\t]+['"\\w]{1,40}[ \\t]+)?by[ \\t]+(?:password[ \\t]+)?|(?:create|alter)[ \\t]+(?:user|role|login)\\b[^;\\n]{0,200}?\\bpassword[ \\t]*=?[ \\t]*|set[ \\t]+password\\b[^=;\\n]{0,120}=[ \\t]*(?:(?:old_)?password[ \\t]*\\([ \\t]*)?)${SQL_VALUE}`,
  'dgi',
);

/**
 * A password word (possibly glued to a camel-case or compound prefix: `storePassword`) followed by
 * blanks and the value: quoted (groups 2-3) or bare (group 4). Group 1 is the word.
 */
const WORD_VALUE_RE =
  /(password|passwd|passphrase|passwort|kennwort|passcode|pwd|pw)[ \t]{1,3}(?:"([^"\n]{4,200})"|'([^'\n]{4,200})'|([^\s"'=:`]{8,64}))/dgi;
/** `wpa_passphrase <ssid> <passphrase>`. Group 1-3 the passphrase. */
const WPA_PASSPHRASE_RE =
  /\bwpa_passphrase[ \t]+(?:"[^"\n]{1,64}"|'[^'\n]{1,64}'|[^\s"']{1,64})[ \t]+(?:"([^"\n]{8,63})"|'([^'\n]{8,63})'|([^\s"'|;&]{8,63}))/dg;

/**
 * `echo "…" | sudo -S`, `printf '%s' "…" | docker login --password-stdin`, `echo … | passwd --stdin u`.
 * Groups 1-3 the value.
 */
const STDIN_ECHO_RE =
  /\b(?:echo|printf)[ \t]+(?:-[ne]{1,2}[ \t]+)?(?:(?:'%s(?:\\n)?'|"%s(?:\\n)?")[ \t]+)?(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'|;&<>]{1,200}))[ \t]*\|[ \t]*(?:sudo\b[^|\n]{0,40}?[ \t]-[A-Za-z]{0,4}S\b|sudo[ \t]+--stdin|[^|\n]{0,160}?--password-stdin|passwd\b[^|\n]{0,40}?--stdin)/dg;
/** `--password-stdin <<< "…"` or a heredoc whose first line is the value. Groups 1-3 or 4. */
const STDIN_HEREDOC_RE =
  /--password-stdin\b[^\n]{0,80}?(?:<<<[ \t]*(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'|;&<>]{1,200}))|<<-?[ \t]*["']?\w{1,20}["']?[^\n]{0,80}\r?\n[ \t]{0,8}([^\s]{4,200})[ \t]*\r?\n)/dg;

/** `.pgpass`: `host:port:database:user:password` on a line of its own; group 1 the password. */
const PGPASS_RE = /^[ \t]{0,8}(?:\*|[A-Za-z0-9][\w.-]{0,252}):(?:\*|\d{1,5}):(?:\*|[^\s:]{1,63}):(?:\*|[^\s:]{1,63}):((?:[^\s:\\]|\\.){4,200})[ \t]*\r?$/dgm;

/**
 * A comment or shell command line ending in a name (`# terraform output -raw db_master_password`,
 * `$ cat /etc/chef/encrypted_data_bag_secret`), then a line holding a single token. Group 1 the
 * name, 2 the value.
 */
const LABEL_LINE_RE =
  /^[ \t]{0,8}(?:#|\/\/|--|;|\$|>|PS>)[^\n]{0,200}?(?<![\w.-])([A-Za-z_][\w.-]{2,80})[ \t]*\r?\n[ \t]{0,8}([^\s#]{8,300})[ \t]*\r?$/dgm;

/**
 * Words and numbers joined by `-_.:/` with one letter case per word (`ISO-8859-1`, `SHA-256`,
 * `UTF-16LE`, `Win32_API`): encodings, algorithms and identifiers, not passwords.
 */
const JOINED_WORDS = /^(?:[A-Za-z]+\d*|\d+[A-Za-z]*)(?:[-_.:/](?:[A-Za-z]+\d*|\d+[A-Za-z]*))*$/;
const VERSION = /^v?\d+(?:\.\d+)+/;

/**
 * A bare token that reads as a password on its own: 8-64 characters, no blank, three of the four
 * classes (lower, upper, digit, symbol), not a version, path, placeholder or joined words.
 */
export function strongPassword(value: string): boolean {
  if (value.length < 8 || value.length > 64) return false;
  const c = charClasses(value);
  if (c & SPACE) return false;
  const n = (c & LOWER ? 1 : 0) + (c & UPPER ? 1 : 0) + (c & DIGIT ? 1 : 0) + (c & SYMBOL ? 1 : 0);
  if (n < 3 || !(c & (LOWER | UPPER))) return false;
  if (VERSION.test(value) || isPathOrUrl(value) || isPlaceholder(value) || isReference(value)) return false;
  if (JOINED_WORDS.test(value) && !/[a-z][A-Z]|[A-Z]{2}[a-z]/.test(value)) return false;
  return true;
}

/** A quoted value: password-shaped (a digit, symbol or inner capital, 6+), not a lower-case identifier. */
function quotedPassword(value: string): boolean {
  if (isPlaceholder(value) || /^[$<{%]/.test(value) || /\$\{|\{\{/.test(value)) return false;
  if (/^[a-z]+(?:[_.-][a-z]+)*$/.test(value)) return false;
  return looksLikePassword(value, false, true);
}

/** Prefixes a password word may be glued to (`storePassword`, `DBPASSWORD` is left to assignments). */
function gluedOk(text: string, start: number): boolean {
  const prev = text.charCodeAt(start - 1);
  const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  if (start === 0 || !isLetter(prev)) return true;
  // camel case: a lower-case letter glued to an upper-case word start
  const first = text.charCodeAt(start);
  return prev >= 97 && prev <= 122 && first >= 65 && first <= 90;
}

export const KEYWORD_SECRET_KEYWORDS = ['identified', 'password', 'passwd', 'passphrase', 'passwort', 'kennwort', 'passcode', 'pwd', 'pw', 'stdin', 'sudo', 'wpa_passphrase'];
export const KEYWORD_SECRET_REGEXES: readonly RegExp[] = [SQL_PASSWORD_RE, WORD_VALUE_RE, WPA_PASSPHRASE_RE, STDIN_ECHO_RE, STDIN_HEREDOC_RE];

const SQL_GROUP = new KeywordGroup(['identified', 'password']);
const WORD_GROUP = new KeywordGroup(['password', 'passwd', 'passphrase', 'passwort', 'kennwort', 'passcode', 'pwd', 'pw']);
const STDIN_GROUP = new KeywordGroup(['stdin', 'sudo']);
const WPA_GROUP = new KeywordGroup(['wpa_passphrase']);

export function findKeywordSecrets(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  if (present.hasAny(SQL_GROUP)) {
    hits.matches(SQL_PASSWORD_RE, (m) => {
      const gi = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
      const value = m[gi];
      if (gi === 3 ? !strongPassword(value) && !(value.length >= 12 && looksRandom(value)) : !quotedPassword(value)) return;
      pushValue(out, 'password', m.indices![gi][0], value, 2);
    });
  }
  if (present.hasAny(WORD_GROUP)) {
    hits.matches(WORD_VALUE_RE, (m) => {
      // `-Password (…)` is a flag (FLAG_RE and the PowerShell rule read those)
      if (!gluedOk(text, m.index) || text.charCodeAt(m.index - 1) === 45) return;
      const gi = m[2] !== undefined ? 2 : m[3] !== undefined ? 3 : 4;
      const value = gi === 4 ? m[4].replace(/[.,;:)\]}>]+$/, '') : m[gi];
      // a bare value is weakly labelled: markup (`Password &#x3C;<span`) or code after the word is not one
      if (gi === 4 ? /^[([{$%]|[<>]|&#?\w{1,8};/.test(value) || !strongPassword(value) : !quotedPassword(value)) return;
      pushValue(out, 'password', m.indices![gi][0], value);
    });
  }
  if (present.hasAny(WPA_GROUP)) {
    hits.matches(WPA_PASSPHRASE_RE, (m) => {
      const gi = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
      if (!quotedPassword(m[gi])) return;
      pushValue(out, 'password', m.indices![gi][0], m[gi], 2);
    });
  }
  if (present.hasAny(STDIN_GROUP)) {
    const stdin = (m: RegExpExecArray) => {
      let gi = 1;
      while (gi < 4 && m[gi] === undefined) gi++;
      const value = m[gi];
      if (value === undefined || /^[$<{%]/.test(value) || isPlaceholder(value)) return;
      if (gi === 3 || gi === 4 ? !looksLikePassword(value, false, false) : !looksLikePassword(value, true, false)) return;
      pushValue(out, 'password', m.indices![gi][0], value, 2);
    };
    hits.matches(STDIN_ECHO_RE, stdin);
    hits.matches(STDIN_HEREDOC_RE, stdin);
  }
  if (hits.countOf(':') >= 4 && text.length <= 1 << 20) {
    const pgpass = /pgpass/i.test(text);
    PGPASS_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = PGPASS_RE.exec(text)) !== null) {
      const value = m[1];
      if (isPlaceholder(value) || /^[$<{%*]/.test(value)) continue;
      if (pgpass ? !looksLikePassword(value, false, false) : !strongPassword(value)) continue;
      pushValue(out, 'password', m.indices![1][0], value, 2);
    }
  }
  if (text.includes('\n')) {
    LABEL_LINE_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = LABEL_LINE_RE.exec(text)) !== null) {
      const name = m[1].slice(m[1].lastIndexOf('/') + 1);
      const type = nameType(name);
      if (type === null || type === 'session_cookie') continue;
      const value = m[2];
      if (isPlaceholder(value) || /^[$<{%]/.test(value) || isPathOrUrl(value)) continue;
      if (type === 'password' ? !strongPassword(value) && !looksRandom(value, 16) : !looksRandom(value, 16)) continue;
      pushValue(out, type, m.indices![2][0], value);
      LABEL_LINE_RE.lastIndex = m.indices![2][0];
    }
  }
}
