/**
 * Secrets whose name and value are separate syntactic pieces, not `NAME = value`:
 * - name/value objects of Postman collections, HAR files and Kubernetes env lists
 *   (`{"key": "x-api-key", "value": "…"}`, `- name: DB_PASSWORD` / `value: …`), in either order;
 * - a string default handed to an environment lookup (`ENV.fetch("DB_PASSWORD", "…")`,
 *   `os.getenv("API_KEY", "…")`, `process.env.DB_PASSWORD || "…"`, `${DB_PASSWORD:-…}`) and
 *   PHP `define('DB_PASSWORD', '…')` (WordPress keys and salts);
 * - Oracle `user/password@` logins (`jdbc:oracle:thin:scott/…@//host:1521/DB`, `sqlplus u/p@db`).
 * The name is classified as a whole (`nameType`), so `monkey`, `defaultValue` or `name: Password`
 * labels with non-secret values stay clean; values pass the generic gates (placeholders,
 * references, entropy, password shape).
 */
import { isPathOrUrl, isPlaceholder, isReference } from './checks.ts';
import { KEY_PREFIXES, looksLikePassword, looksRandom, pushValue, secretTypeFor, type RawCredential } from './generic-secrets.ts';
import { KeywordGroup, type TriggerHits } from './trigger.ts';

/** Session cookie names (HAR `cookies`, Postman cookie jars): the value is a live login. */
const SESSION_COOKIE =
  /^(?:session(?:[_-]?id)?|sessid|sid|phpsessid|jsessionid|connect\.sid|asp\.net_sessionid|laravel_session|[a-z0-9]{1,30}[_-]session(?:[_-]?id)?|_[\w-]{1,40}_session)$/;
/**
 * Session cookie names a Cookie header adds to SESSION_COOKIE: session tokens of auth libraries
 * (`__Secure-next-auth.session-token`, `authjs.session-token.0`, `session_token`, Firebase
 * `__session`, Shopify `_secure_session_id`), Jenkins `JSESSIONID.<hash>`, remember-me logins
 * (Laravel `remember_web_<hash>`, Devise `remember_user_token`), ASP.NET
 * (`.AspNetCore.Session`, `.ASPXAUTH`, `ASPSESSIONIDQASCTCRB`), Drupal `SESS<hash>`, WordPress
 * `wordpress_logged_in_<hash>`, Rack/Express/Koa stores, `JSESSIONIDSSO`.
 */
const COOKIE_SESSION_EXTRA =
  /^(?:(?:__(?:secure|host)-)?(?:[\w-]{1,30}[._-])?session[._-]?(?:token|key|id)(?:\.\d{1,2})?|_{1,2}[\w-]{0,40}session(?:[_-]?id)?|jsessionid\.[0-9a-f]{4,16}|remember_web_[0-9a-f]{20,64}|remember_[a-z]{1,20}_token|\.aspnetcore\.(?:session|cookies|identity\.application)|\.?aspxauth|aspsessionid[a-z]{8}|s?sess[0-9a-f]{32}|wordpress_(?:logged_in|sec)_[0-9a-f]{32}|(?:rack|beaker|express|koa)[.:](?:session|sess|sid)(?:\.id)?|jsessionidsso)$/;

/** Whether a cookie name is a session cookie's (the value logs its holder in). */
export function isSessionCookieName(name: string): boolean {
  if (name.length > 80) return false;
  const lower = name.toLowerCase();
  return SESSION_COOKIE.test(lower) || COOKIE_SESSION_EXTRA.test(lower);
}

/** WordPress `wp-config.php` keys and salts (`LOGGED_IN_KEY`, `NONCE_SALT`). */
const WP_SECRET = /^(?:secure_)?(?:auth|logged_in|nonce)_(?:key|salt)$/;
const PASSWORD_SEGMENTS = new Set(['password', 'passwd', 'passphrase', 'pass', 'pwd', 'pw', 'passwort', 'kennwort']);
const GLUED_TOKEN = /^(?:auth|access|api|refresh|bearer|session|id|csrf|xsrf|private|personal|deploy|bot)?token$/;
const GLUED_SECRET = /^(?:client|app|api|shared|webhook|signing)?secret$/;

/**
 * The finding type a name gives its value (`DB_PASSWORD` → password, `x-api-key` → api_key,
 * `sessionid` → session_cookie, `Authorization` → token), or null when the name is not a secret's.
 */
export function nameType(name: string): string | null {
  if (name.length > 64) return null;
  const lower = name.toLowerCase();
  if (SESSION_COOKIE.test(lower)) return 'session_cookie';
  if (WP_SECRET.test(lower)) return 'secret';
  const segs = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const last = segs[segs.length - 1] ?? '';
  const prev = segs[segs.length - 2] ?? '';
  if (PASSWORD_SEGMENTS.has(last) || /^(?:db|admin|root|user|app|smtp|mail|ftp|redis|mysql|pg|ldap|bind|master)password$/.test(last)) return 'password';
  if (last === 'apikey' || (last === 'key' && prev === 'api')) return 'api_key';
  if (GLUED_TOKEN.test(last) || last === 'authorization') return 'token';
  if (GLUED_SECRET.test(last)) return 'secret';
  if (last === 'key' && KEY_PREFIXES.has(prev)) return secretTypeFor('key', prev);
  return null;
}

/** Whether `value` passes the gates of its type; `strict` asks a password for a digit, symbol or inner capital. */
function valueOk(type: string, value: string, quoted: boolean, strict = false): boolean {
  if (!value || isPlaceholder(value) || isPathOrUrl(value)) return false;
  const c = value.charCodeAt(0);
  // `$X`, `<x>`, `{x}`, `%X%`: templates and variables
  if (c === 36 || c === 60 || c === 123 || c === 37) return false;
  if (!quoted && isReference(value)) return false;
  if (type === 'password') return looksLikePassword(value, quoted && !strict, false);
  if (type === 'session_cookie') return looksRandom(value, 16);
  return looksRandom(value);
}

/** The value of a name/value object: quoted (JSON-escapes allowed), single-quoted or a bare YAML/INI word. */
const NV_VALUE = `(?:"((?:[^"\\\\\\n]|\\\\.){1,300})"|'([^'\\n]{1,300})'|([^\\s"',}\\]]{1,300}))`;
/** Between the name and the value fields: the same object (no brace or bracket), not the next YAML list item; ≤ 160 characters. */
const NV_GAP = `(?:[^{}\\[\\]\\n]|\\n(?![ \\t]*-[ \\t])){0,160}?`;
const NV_NAME_FIELD = `["']?(?:[A-Za-z]{0,24}?(?:key|name)|header|id)["']?[ \\t]{0,4}[:=][ \\t]{0,4}["']?([A-Za-z_./][\\w./-]{0,63})`;
/** `value`, also with a prefix word (CloudFormation `ParameterValue`, `OptionSettings` `Value`). */
const NV_VALUE_FIELD = `["']?(?<![\\w-])[A-Za-z]{0,24}?value["']?[ \\t]{0,4}[:=][ \\t]{0,4}`;
/** `{"key": "x-api-key", "value": "…"}`, `- name: DB_PASSWORD\n  value: …`: group 1 the name, 2-4 the value. */
const NV_NAME_FIRST_RE = new RegExp(`(?<![\\w-])${NV_NAME_FIELD}(?=["'\\s,;])${NV_GAP}${NV_VALUE_FIELD}${NV_VALUE}`, 'dgi');
/**
 * `{"value": "…", "name": "X-API-Key"}`: groups 1-3 the value, 4 the name. A comma or line break
 * must close the value, so a bare value is not retried at every shorter length.
 */
const NV_VALUE_FIRST_RE = new RegExp(
  `(?<![\\w-])["']?value["']?[ \\t]{0,4}[:=][ \\t]{0,4}${NV_VALUE}[ \\t]{0,4}(?=[,;\\r\\n])${NV_GAP}(?<![\\w-])${NV_NAME_FIELD}(?=["'\\s,;}]|$)`,
  'dgi',
);

/**
 * `ENV.fetch("DB_PASSWORD", "…")`, `os.getenv("API_KEY", "…")`, `os.environ.get(…)`,
 * `System.getenv().getOrDefault(…)`, `System.getProperty("db.password", "…")`, Laravel
 * `env(…)`/`config(…)`, and PHP `define('DB_PASSWORD', '…')` (wp-config.php aligns its values with blanks). Group 1 the function, 2 the name,
 * 3-4 the value.
 */
const CALL_DEFAULT_RE =
  /\b(define|fetch|getenv|Getenv|get|getOrDefault|env|config|getProperty|setdefault)[ \t]{0,2}\([ \t]{0,4}["']([A-Za-z_][\w.-]{0,63})["'][ \t]{0,4},[ \t]{0,24}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')[ \t]{0,4}[),]/dg;

/**
 * `process.env.DB_PASSWORD || "…"`, `process.env.X ?? '…'`, `ENV["X"] || "…"`, PHP
 * `getenv('X') ?: '…'`, Python `os.environ.get("X") or "…"`. Groups 1-3 the name, 4-5 the value.
 */
const OR_DEFAULT_RE =
  /\b(?:process\.env|import\.meta\.env|ENV|environ|getenv|env)(?:\.([A-Za-z_]\w{0,63})|\[["']([A-Za-z_]\w{0,63})["']\]|(?:\.get)?\([ \t]{0,2}["']([A-Za-z_]\w{0,63})["'][ \t]{0,2}\))[ \t]{0,4}(?:\|\||\?\?|\?:|or)[ \t]{0,4}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')/dg;

/** Shell and Compose defaults: `${DB_PASSWORD:-…}`, `${API_TOKEN=…}`. Group 1 the name, 2 the value. */
const SHELL_DEFAULT_RE = /\$\{([A-Za-z_]\w{0,63}):?[-=]([^\s}"'$]{1,300})\}/dg;

/** Oracle `user/password@`: JDBC thin/OCI URLs and the command-line tools. Group 1 the password. */
const ORACLE_RE =
  /(?:jdbc:oracle:(?:thin|oci8?):|\b(?:sqlplus|expdp|impdp|sqlldr|rman)[ \t]{1,4}(?:-[sSLM][ \t]{1,4}){0,2}["']?(?:(?:target|userid)[ \t]*=[ \t]*)?)[A-Za-z_][\w$#.]{0,29}\/([^\s@"'/\\]{1,128})@/dgi;

/**
 * Where a cookie list starts: a `Cookie:`/`Set-Cookie:` header (also quoted in `curl -H`, a JSON or
 * dict header, `cookie = "…"`), `curl -b`/`--cookie`, `document.cookie = "…"`.
 */
const COOKIE_LIST_RE =
  /(?<![\w-])(?:(?:set-)?cookie2?["']?[ \t]{0,4}[:=][ \t]{0,4}|(?:-b|--cookie)[ \t]{1,4})|\bdocument\.cookie[ \t]{0,4}\+?=[ \t]{0,4}/gi;
/** Longest cookie list read after COOKIE_LIST_RE. */
const COOKIE_LIST_MAX = 16384;

/**
 * Session cookies whose names are specific enough to stand anywhere: `;jsessionid=…` in a URL,
 * `cookies={"sessionid": "…"}`, `PHPSESSID=…` in a log or a note. Group 1 the name, 2 the value.
 */
const NAMED_SESSION_RE =
  /(?<![\w.-])(phpsessid|jsessionid|asp\.net_sessionid|aspsessionid[a-z]{8}|connect\.sid|laravel_session|sessionid|(?:__secure-|__host-)?(?:next-auth|authjs)\.session-token(?:\.\d{1,2})?|\.aspnetcore\.session|\.aspxauth|s?sess[0-9a-f]{32}|wordpress_logged_in_[0-9a-f]{32}|_[a-z0-9]{1,30}_session)["']?[ \t]{0,4}[=:][ \t]{0,4}["']?([^\s;,"'\\&?#<>()]{16,4096})/dgi;

/**
 * A Netscape cookie-jar line (`curl -c`, `wget --save-cookies`, browser exports):
 * domain, include-subdomains, path, secure, expiry, name, value, tab-separated. Group 1 the name, 2 the value.
 */
const COOKIE_JAR_RE =
  /^(?:#HttpOnly_)?[^\t\n]{1,253}\t(?:TRUE|FALSE)\t[^\t\n]{1,1024}\t(?:TRUE|FALSE)\t\d{1,12}\t([^\t\n]{1,100})\t([^\t\r\n]{16,4096})\r?$/dgm;

/** A cookie value: no blanks, quotes, separators or backslashes (RFC 6265 cookie-octets, plus `%`). */
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]{16,4096}$/;

function sessionValueOk(value: string): boolean {
  return COOKIE_VALUE.test(value) && !isPlaceholder(value) && !/^[$<{%]/.test(value) && looksRandom(value, 16);
}

/**
 * The session cookies of the cookie list starting at `from`, up to the line end or the list's
 * closing quote (at most COOKIE_LIST_MAX characters); returns where the list ends.
 */
function cookieList(text: string, from: number, out: RawCredential[]): number {
  let p = from;
  let quote = text[p];
  if (quote === '"' || quote === "'" || quote === '`') p++;
  else {
    // `-H "Cookie: …"`: the quote opened before the header name
    let head = text.slice(Math.max(0, from - 40), from);
    head = head.slice(head.lastIndexOf('\n') + 1);
    const q = /(["'`])[ \t]{0,2}(?:set-)?cookie2?[ \t]{0,4}:[ \t]{0,4}$/i.exec(head);
    quote = q ? q[1] : '';
  }
  const limit = Math.min(text.length, p + COOKIE_LIST_MAX);
  let end = p;
  while (end < limit && text[end] !== '\n' && text[end] !== quote) end++;
  let s = p;
  while (s < end) {
    let e = s;
    let eq = -1;
    for (; e < end && text.charCodeAt(e) !== 59; e++) if (eq < 0 && text.charCodeAt(e) === 61) eq = e;
    if (eq > s) {
      const name = text.slice(s, eq).trim();
      let vs = eq + 1;
      let ve = e;
      while (vs < ve && (text.charCodeAt(vs) === 32 || text.charCodeAt(vs) === 9)) vs++;
      while (ve > vs && (text.charCodeAt(ve - 1) === 32 || text.charCodeAt(ve - 1) === 9 || text.charCodeAt(ve - 1) === 13)) ve--;
      if (text[vs] === '"' && text[ve - 1] === '"' && ve - vs >= 2) {
        vs++;
        ve--;
      }
      if (isSessionCookieName(name) && sessionValueOk(text.slice(vs, ve))) out.push({ type: 'session_cookie', start: vs, end: ve, priority: 2 });
    }
    s = e + 1;
  }
  return end;
}

/** Lookups whose default is only a fallback: the default must look like a real password, not a label. */
const LOOKUPS = new Set(['fetch', 'getenv', 'Getenv', 'get', 'getOrDefault', 'env', 'config', 'getProperty', 'setdefault']);

/** The type for a name/value `token` that sits in a Postman `"bearer": [...]` block: a bearer token. */
function bearerBlock(text: string, at: number): boolean {
  return /bearer/i.test(text.slice(Math.max(0, at - 120), at));
}

export const PAIRED_KEYWORDS = ['value', 'sess', 'sid', 'salt', 'define', 'fetch', 'getenv', 'get', 'env', 'config', '${', 'jdbc:oracle', 'sqlplus', 'expdp', 'impdp', 'sqlldr', 'rman', 'cookie', '-b', 'aspxauth', '\ttrue\t', '\tfalse\t'];
export const PAIRED_REGEXES: readonly RegExp[] = [NV_NAME_FIRST_RE, NV_VALUE_FIRST_RE, CALL_DEFAULT_RE, OR_DEFAULT_RE, SHELL_DEFAULT_RE, ORACLE_RE, COOKIE_LIST_RE, NAMED_SESSION_RE, COOKIE_JAR_RE];

const NAME_WORDS = new KeywordGroup(['pass', 'pwd', 'pw', 'kennwort', 'secret', 'token', 'key', 'auth', 'sess', 'sid', 'salt']);
const VALUE_GROUP = new KeywordGroup(['value']);
const CALL_GROUP = new KeywordGroup(['define', 'fetch', 'getenv', 'get', 'env', 'config']);
const SHELL_GROUP = new KeywordGroup(['${']);
const ORACLE_GROUP = new KeywordGroup(['jdbc:oracle', 'sqlplus', 'expdp', 'impdp', 'sqlldr', 'rman']);
const COOKIE_GROUP = new KeywordGroup(['cookie', '-b']);
const SESSION_GROUP = new KeywordGroup(['sess', 'sid', 'aspxauth']);
const COOKIE_JAR_GROUP = new KeywordGroup(['\ttrue\t', '\tfalse\t']);

function nameValue(text: string, out: RawCredential[], name: string, value: string, quoted: boolean, start: number): void {
  let type = nameType(name);
  if (type === null) return;
  // `{"key": "Authorization", "value": "Bearer …"}`: BEARER_RE reports it; a bare value is a token
  if (/^(?:bearer|basic|token)[ \t]/i.test(value)) return;
  if (!valueOk(type, value, quoted)) return;
  if (type === 'token' && bearerBlock(text, start)) type = 'bearer_token';
  pushValue(out, type, start, value);
}

export function findPairedSecrets(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  if (present.hasAny(ORACLE_GROUP)) {
    hits.matches(ORACLE_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || /^[$<{%]/.test(value)) return;
      pushValue(out, 'password', m.indices![1][0], value, 2);
    });
  }
  if (present.hasAny(COOKIE_GROUP)) {
    // a list is read once: headers inside an earlier list (`Cookie: Cookie: …`) are skipped
    let done = -1;
    hits.matches(COOKIE_LIST_RE, (m) => {
      if (m.index >= done) done = cookieList(text, m.index + m[0].length, out);
    });
  }
  if (present.hasAny(COOKIE_JAR_GROUP)) {
    hits.matches(COOKIE_JAR_RE, (m) => {
      if (isSessionCookieName(m[1]) && sessionValueOk(m[2])) pushValue(out, 'session_cookie', m.indices![2][0], m[2], 2);
    });
  }
  if (present.hasAny(SESSION_GROUP)) {
    hits.matches(NAMED_SESSION_RE, (m) => {
      const value = m[2].replace(/[.)\]]+$/, '');
      // `sessionId = msg.session_id.bytes`: code reading a session, not a value
      if (sessionValueOk(value) && !isReference(value)) pushValue(out, 'session_cookie', m.indices![2][0], value, 2);
    });
  }
  if (!present.hasAny(NAME_WORDS)) return;
  if (present.hasAny(VALUE_GROUP)) {
    hits.matches(NV_NAME_FIRST_RE, (m) => {
      const gi = m[2] !== undefined ? 2 : m[3] !== undefined ? 3 : 4;
      nameValue(text, out, m[1], m[gi], gi !== 4, m.indices![gi][0]);
    });
    hits.matches(NV_VALUE_FIRST_RE, (m) => {
      const gi = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
      nameValue(text, out, m[4], m[gi], gi !== 3, m.indices![gi][0]);
    });
  }
  if (present.hasAny(CALL_GROUP)) {
    hits.matches(CALL_DEFAULT_RE, (m) => {
      const type = nameType(m[2]);
      const gi = m[3] !== undefined ? 3 : 4;
      if (type === null || type === 'session_cookie' || !valueOk(type, m[gi], true, LOOKUPS.has(m[1]))) return;
      pushValue(out, type, m.indices![gi][0], m[gi]);
    });
    hits.matches(OR_DEFAULT_RE, (m) => {
      const type = nameType(m[1] ?? m[2] ?? m[3]);
      const gi = m[4] !== undefined ? 4 : 5;
      if (type === null || type === 'session_cookie' || !valueOk(type, m[gi], true, true)) return;
      pushValue(out, type, m.indices![gi][0], m[gi]);
    });
  }
  if (present.hasAny(SHELL_GROUP)) {
    hits.matches(SHELL_DEFAULT_RE, (m) => {
      const type = nameType(m[1]);
      if (type === null || type === 'session_cookie' || !valueOk(type, m[2], false)) return;
      pushValue(out, type, m.indices![2][0], m[2]);
    });
  }
}
