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
import { looksLikePassword, looksRandom, PROSE_COLON_STOP, pushValue, type RawCredential } from './generic-secrets.ts';
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
 * A password word (possibly glued to a camel-case or compound prefix: `storePassword`), perhaps an
 * adjective after it ("mot de passe provisoire", "password temp"), then blanks and the value:
 * quoted (groups 2-3) or bare (group 4). Group 1 is the word.
 */
const WORD_VALUE_RE =
  /(password|passwd|passphrase|passwort|kennwort|passcode|mot de passe|contrase(?:ñ|n)a|senha|wachtwoord|l(?:ö|o)senord(?:et)?|has(?:ł|l)o|heslo|salasana|pwd|pw)(?:[ \t]{1,3}(?:provisoire|temporaire|initiale|initial|temporary|temp|new|nouveau|neues|vorl(?:ä|ae)ufiges|tempor(?:ä|ae)res|temporal|provisional|nueva|inicial))?[ \t]{1,3}(?:"([^"\n]{4,200})"|'([^'\n]{4,200})'|([^\s"'=:`]{8,64}))/dgi;
/** `wpa_passphrase <ssid> <passphrase>`. Group 1-3 the passphrase. */
const WPA_PASSPHRASE_RE =
  /\bwpa_passphrase[ \t]+(?:"[^"\n]{1,64}"|'[^'\n]{1,64}'|[^\s"']{1,64})[ \t]+(?:"([^"\n]{8,63})"|'([^'\n]{8,63})'|([^\s"'|;&]{8,63}))/dg;

/**
 * `echo "…" | sudo -S`, `printf '%s' "…" | docker login --password-stdin`, `echo … | passwd --stdin u`.
 * Groups 1-3 the value.
 */
const STDIN_ECHO_RE =
  /\b(?:echo|printf)[ \t]+(?:-[ne]{1,2}[ \t]+)?(?:(?:'%s(?:\\n)?'|"%s(?:\\n)?")[ \t]+)?(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'|;&<>]{1,200}))[ \t]*\|[ \t]*(?:sudo\b[^|\n]{0,40}?[ \t]-[A-Za-z]{0,4}S\b|sudo[ \t]+--stdin|[^|\n]{0,160}?--password-stdin|passwd\b[^|\n]{0,40}?--stdin|az[ \t]+devops[ \t]+login\b)/dg;
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
  /^[ \t]{0,8}(?:#|\/\/|--|;|\$|>|PS>)[^\n]{0,200}?(?<![\w-])\.?([A-Za-z_][\w.-]{2,80})[ \t]*\r?\n[ \t]{0,8}([^\s#]{8,300})[ \t]*\r?$/dgm;

/** Labels of API keys, tokens and client secrets in en/de/fr/es prose ("clé API", "API-Schlüssel", "jeton d'accès"). */
const KEY_LABEL =
  "api[ _-]?(?:key|token|secret)|api-?schl(?:ü|ue)ssel|cl(?:é|e)(?:[ \\t]d['’]|[ \\t](?:de[ \\t])?)api|clave(?:[ \\t]de(?:[ \\t]la)?)?[ \\t]api|llave(?:[ \\t]de(?:[ \\t]la)?)?[ \\t]api|cl(?:é|e)[ \\t]de[ \\t]l['’]api|access[ _-]token|zugangs(?:token|schl(?:ü|ue)ssel)|zugriffs(?:token|schl(?:ü|ue)ssel)|jeton(?:[ \\t]d['’]acc(?:è|e)s)?|token(?:[ \\t]de[ \\t]acceso)?|client[ _-]secret|(?:signing|webhook|shared|app)[ _-]secret|secret[ _-]key|auth[ _-]token|bearer[ _-]token|personal[ _-]access[ _-]token|secret(?:[ \\t]de[ \\t][a-z]{3,12})?|cl(?:é|e)[ \\t]secr(?:è|e)te|clave[ \\t]secreta|geheime[rn]?[ \\t]schl(?:ü|ue)ssel|signaturschl(?:ü|ue)ssel|schl(?:ü|ue)ssel(?=[ \\t]\\((?:hex|base64)\\))|key(?=[ \\t]\\((?:hex|base64)\\))|api[ \\t]?(?:키|キー)(?:です|は(?:これです|こちらです)?)?|(?:authentifizierungs|sicherheits)schl(?:ü|ue)ssel|sicherheitstoken|api-?sleutel|chiave[ \\t_-](?:api|segreta|di[ \\t_-]accesso)|chave[ \\t_-](?:da[ \\t_-])?api|chave[ \\t]secreta";
/**
 * A provider's key ("Mistral-Key für …"): `-key` after a word, written so that the regex keeps a
 * literal prefix (`-key`) and runs only where it occurs; public keys and license keys are not secrets.
 */
const DASH_KEY_LABEL = '(?<=[A-Za-z]{3})(?<!public|pub|host|ssh|gpg|pgp|primary|foreign|sort|hot|license|licence|lizenz|product|produkt)-key(?![A-Za-z-])';
/** Password labels, German compounds included (`Initialpasswort`, `WLAN-Kennwort`). */
const PASSWORD_LABEL = "(?<![A-Za-z])(?:password|passcode|passphrase|mot[ \\t]de[ \\t]passe|contrase(?:ñ|n)a)|passwort|kennwort";
/** "password set to …", "changed to", "is now", "Kennwort geändert auf", "changé en", "cambiada a". */
const CHANGED_TO =
  '(?:(?:is|was|has[ \\t]been|been)[ \\t])?(?:set|changed|reset|updated)[ \\t]to|is[ \\t]now|to|ge(?:ä|ae)ndert[ \\t](?:auf|in|zu)|chang(?:é|e)e?[ \\t]en|cambiad[ao][ \\t]a';
const CHANGED_TO_RE = new RegExp(`[ \\t](?:${CHANGED_TO})[ \\t:]`, 'i');
/**
 * A secret labelled in a chat message, an email or a note: the label, up to eight words or a
 * remark in parentheses ("clé API du partenaire pour la préprod", "API key (old account, valid
 * until …)", "API key has been generated"), a colon or a verb, and the value on the same line or
 * one to three lines below, behind email quote marks and indentation (`:\n>\n>     KEY`).
 * Group 1 the label, 2 the words, 3 the value.
 */
const SECRET_LABEL_RE = new RegExp(
  `((?<![A-Za-z])(?:${KEY_LABEL})|${PASSWORD_LABEL}|${DASH_KEY_LABEL})` +
    // (each word runs to its end: no backtracking into shorter words, which no separator could follow)
    `((?:[ \\t]{1,3}(?:\\([^()\\n]{1,80}\\)|"[^"\\n]{1,40}"|[^\\s.,;:!?"()<>=]{1,24}(?![^\\s.,;:!?"()<>=]))){0,12}?)` +
    `(?:[ \\t]{0,2}[:：→]|[ \\t](?:is|was|ist|lautet|war|est|es|era|é|è|${CHANGED_TO})[ \\t:]{1,3}|[ \\t](?:is|are)[ \\t](?:below|as follows)\\b[^\\n]{0,160}?(?=\\r?\\n))` +
    `(?:[ \\t]{0,12}|[ \\t]{0,4}(?:\\r?\\n[ \\t]{0,12}(?:>[ \\t]{0,8}){0,4}){1,3})` +
    `["'\\x60]?([^\\s"'\\x60<>]{8,300})`,
  'dgi',
);

/**
 * `Router-Login (FritzBox): …`, `NAS-Anmeldung: …`: a login label names a password only when the
 * value has all four character classes and no `@` (usernames and email addresses are logins too).
 */
const LOGIN_LABEL_RE = /(?<![A-Za-z])(?:login|logon|anmeldung)(?:[ \t]{1,3}\([^()\n]{1,60}\))?[ \t]{0,2}:[ \t]{1,12}([^\s"'\x60]{8,64})(?![^\s])/dgi;

/**
 * A password handed positionally to a connection or login call: `DriverManager.getConnection(url,
 * "user", "…")`, `new PDO($dsn, 'user', '…')`, `mysqli_connect("host", "user", "…")`, `new
 * Sequelize('db', 'user', '…')`, `ftplib.FTP(host, user, "…")`, `smtp.PlainAuth("", user, "…", host)`,
 * `ldap_bind($c, $dn, "…")` (third argument); `server.login("user", "…")`, `conn.simple_bind_s(dn, "…")`,
 * `req.SetBasicAuth("user", "…")`, reqwest `.basic_auth("user", Some("…"))`, `.auth('user', '…')`
 * (second and last). Group 1 the function, 2-4 the arguments, 5 what follows the last one.
 */
const CALL_ARG = `(?:Some\\([ \\t]{0,4})?("[^"\\n]{0,300}"|'[^'\\n]{0,300}'|\\\\"[^"\\\\\\n]{0,300}\\\\"|[^\\s,()"'{}\\[\\]\\\\]{1,80})\\)?`;
const CONNECT_CALL_RE = new RegExp(
  `(?<![\\w$])(getConnection|DriverManagerDataSource|PDO|mysqli_connect|mysqli|mysql_connect|mysql_pconnect|real_connect|Sequelize|FTP_TLS|FTP|ftp_login|ldap_bind|PlainAuth|(?:MySQLdb|pymysql|mysql\\.connector|mariadb)\\.connect|login|simple_bind_s|simple_bind|bind_s|SetBasicAuth|setBasicAuth|set_basic_auth|basic_auth|basicAuth|withBasicAuth|CRAMMD5Auth|auth)` +
    `[ \\t]{0,2}\\(\\s{0,20}${CALL_ARG}\\s{0,20},\\s{0,20}${CALL_ARG}(?:\\s{0,20},\\s{0,20}${CALL_ARG})?\\s{0,20}([),]?)`,
  'dg',
);
/** Calls whose third argument is the password. */
const THIRD_ARG_CALLS = new Set([
  'getConnection', 'DriverManagerDataSource', 'PDO', 'mysqli_connect', 'mysqli', 'mysql_connect', 'mysql_pconnect', 'real_connect', 'Sequelize', 'FTP_TLS', 'FTP',
  'ftp_login', 'ldap_bind', 'PlainAuth',
]);
/** Generic method names: only as a method (`.login(`, `->login(`), not as a free function. */
const METHOD_ONLY = new Set(['login', 'auth']);

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

/**
 * A PIN or a door, gate, alarm or safe code handed over in a message ("the alarm code for the back
 * door is 4471", "Türcode: 2580#", "code d'accès : 90341", "código de la alarma es 7712"): the
 * label, up to six words, a colon or a verb, and 4-8 digits with an optional `#`/`*`. A policy
 * ("PIN: 6 digits") and amounts are not codes. Group 1 the words, 2 the code.
 */
const PIN_CODE_RE =
  /(?<![A-Za-z])(?:pin(?:[ \t-]?(?:code|number|nummer|nr\.?))?|(?:door|gate|alarm|keypad|access|lock|safe|garage|entry|entrance|building|lockbox|key[ \t]?box|tresor|t(?:ü|ue)r|zugangs|haust(?:ü|ue)r|tor)[ \t-]?(?:code|pin|combination|combo)|(?:lock|safe)[ \t]combination|code[ \t]d['’]acc(?:è|e)s|code[ \t](?:de[ \t]la[ \t]porte|du[ \t]portail|de[ \t]l['’]alarme|porte|pin)|digicode|c(?:ó|o)digo(?:[ \t]de[ \t](?:acceso|la[ \t](?:puerta|alarma)|entrada)|[ \t]pin))((?:[ \t]{1,3}(?:\([^()\n]{1,40}\)|[^\s.,;:!?"()<>=]{1,24})){0,6}?)(?:[ \t]{0,2}[:=]|[ \t](?:is|was|ist|lautet|est|es|sigue[ \t]siendo|is[ \t]still|is[ \t]now)[ \t:]{1,3})[ \t]{0,4}["'\x60*]{0,2}(\d{4,8}[#*]?)(?!\d|[\w.,/-]\d|[ \t]?(?:digits?|characters?|chars|stellig|stellen|chiffres|d(?:í|i)gitos|-digit|%|€|\$|£|years?|jahre|ans|a(?:ñ|n)os|times|mal|fois|veces|ms|px|mb|gb|kb))/dgi;
/** Words that make the label part of a rule or a form, not a code being handed over. */
const PIN_POLICY_WORDS = /\b(?:must|should|length|lange|longueur|longitud|format|policy|requirements?|example|e\.g|z\.b|reset|forgot|forgotten|vergessen|oubli|olvid|wrong|incorrect|falsch|invalid|attempts?|versuche|tentatives|intentos|field|feld|champ|campo|change|ändern|modifier|cambiar|default|standard|par défaut|por defecto)\b/i;
/** 0000, 1111, 1234, 4321, 123456: defaults and examples rather than someone's code. */
function trivialCode(digits: string): boolean {
  if (/^(\d)\1+$/.test(digits)) return true;
  let up = true;
  let down = true;
  for (let i = 1; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - digits.charCodeAt(i - 1);
    if (d !== 1) up = false;
    if (d !== -1) down = false;
  }
  return up || down;
}
const PIN_WORDS = ['pin', 'code', 'combination', 'combo', 'digicode', 'código', 'codigo'];
const PIN_GROUP = new KeywordGroup(PIN_WORDS);

/**
 * The value first, then what it is: "hunter2Xy!9 is the admin password", "`Tq7#mW2x` ist das neue
 * Passwort", "Zk8!pq2R est le mot de passe du Wi-Fi", "Lm4$vX9q es la contraseña". The match starts
 * at the verb, so the regex runs only where such a clause occurs; the value is read back from the
 * text before it. Group 1 the words between article and password word.
 */
const VALUE_IS_PASSWORD_RE =
  /[ \t](?:is|was|will[ \t]be|ist|war|est|es|era)[ \t]+(?:the|our|my|your|his|her|their|das|dein|unser|le|mon|notre|votre|la|el|mi|nuestra|tu|su)((?:[ \t]+[\w-]{1,20}){0,4}?)[ \t]+(?:password|passwort|kennwort|passcode|passphrase|mot[ \t]de[ \t]passe|contrase(?:ñ|n)a)(?![A-Za-z])/dgi;
/** Words that make it a remark about passwords in general ("… is the most common password"). */
const VALUE_IS_PASSWORD_STOP = /\b(?:most|common|popular|weakest|worst|typical|example|sample|dummy|fake|default|standard|famous|classic|bad|weak|guessable|häufigste|schlechteste|pire|plus|peor|más|mas)\b/i;
/** The token that ends the text before the verb, quoted or bare. */
const VALUE_BEFORE = /(?:^|[\s(:>])["'\x60]?([^\s"'\x60]{8,64}?)["'\x60]?$/;
const VALUE_IS_GROUP = new KeywordGroup(['password', 'passwort', 'kennwort', 'passcode', 'passphrase', 'mot de passe', 'contraseña', 'contrasena']);

/**
 * A login handed over as `user / password` after a label that names it ("Login für die VM (vSphere
 * Konsole): root / B3rlin!2019", "QA env login for the new onboarding flow: qa-tester-3 /
 * letmein-Qa-2"), or after "it's"/"use" in an answer about a login ("…the admin login…? It's
 * admin / Sunset_Boulevard_1950"). Groups 1 the label's words (or the verb), 2 the user, 3 the password.
 */
const LOGIN_PAIR_RE =
  /(?<![A-Za-z])(?:login|logon|log-in|sign-in|anmeldung|zugang(?:sdaten)?|credentials|creds|identifiants|connexion|acc(?:è|e)s|acceso|credenciales|datos[ \t]de[ \t]acceso|(?:it's|it[ \t]is|use|try|tried|using|c'est|es|ist|sind))((?:[ \t]{1,3}(?:\([^()\n]{1,60}\)|[^\s:/()]{1,30})){0,10}?)(?:[ \t]{0,2}:[ \t]{1,4}|(?<=(?:it's|it[ \t]is|use|try|tried|using|c'est|es|ist|sind))[ \t]{1,3})([^\s/:()]{2,40})[ \t]{0,2}\/[ \t]{0,2}([^\s]{6,64})/dgi;
/** A login named in the text before an answer that starts with "it's" or "use". */
const LOGIN_NAMED = /(?<![A-Za-z])(?:login|logon|log[ -]in|sign[ -]in|credentials|creds|anmeld\w*|zugang\w*|identifiants|connexion|acceso|credenciales|password|passwort|mot de passe|contrase(?:ñ|n)a)(?![A-Za-z])/i;
const LOGIN_PAIR_WORDS = ['login', 'logon', 'log-in', 'sign-in', 'anmeldung', 'zugang', 'credentials', 'creds', 'identifiants', 'connexion', 'accès', 'acces', 'acceso', 'credenciales', "it's", 'it is', 'use ', 'try ', 'tried ', 'using ', "c'est", ' es ', ' ist ', ' sind '];
const LOGIN_PAIR_GROUP = new KeywordGroup(LOGIN_PAIR_WORDS);

/**
 * A key named earlier in the same message and given a little later, after a question or a remark
 * ("needs an API key, is it this one from the old wiki page? cA7VSCyn…", "I need the API token. Is
 * it RgTv…?", "demande un « jeton d'accès ». Celui qu'on m'a donné : y002…", "Schlüssel eintragen:
 * Kqei…"): a random token of 24-64 characters with upper and lower case and digits, within 100
 * characters of the label on its line. Group 1 the label, 2 the words between, 3 the token.
 */
const LABEL_THEN_TOKEN_RE =
  /(api[ _-]?key|api[ _-]?token|access[ _-]?token|jeton[ \t]d['’]acc(?:è|e)s|cl(?:é|e)[ \t]api|clave[ \t](?:de[ \t])?api|api-schl(?:ü|ue)ssel|schl(?:ü|ue)ssel)([^\n]{1,100}?)(?<![\w-])([A-Za-z0-9_-]{24,64})(?![\w-])/dgi;
/** Words between label and token that make the token something else (its hash, an example, an id). */
const LABEL_THEN_TOKEN_STOP = /\b(?:hash|sha\d*|md5|checksum|digest|fingerprint|id|ids|example|sample|fake|dummy|placeholder|format|looks like|e\.g|z\.b|beispiel|exemple|ejemplo|name|named|called|variable|header|field|param(?:eter)?)\b/i;

/** Password words of Portuguese, Dutch, Swedish, Polish, Czech and Finnish. */
const MORE_PASSWORD_WORDS = ['senha', 'wachtwoord', 'senord', 'hasło', 'haslo', 'heslo', 'salasana'];
const CALL_WORDS = ['getconnection', 'drivermanagerdatasource', 'pdo', 'mysql', 'real_connect', 'sequelize', 'ftp', 'ldap_bind', 'plainauth', '.connect', 'login', 'bind_s', 'simple_bind', 'basicauth', 'basic_auth', 'crammd5auth', 'auth('];
const LABEL_WORDS = ['api', 'clé', 'cle ', 'clave', 'llave', 'token', 'jeton', 'secret', 'zugangs', '-key', 'schlüssel', 'schlussel', 'sleutel', 'chiave', 'chave', 'key (', 'password', 'passwort', 'kennwort', 'passcode', 'passphrase', 'mot de passe', 'contraseña', 'contrasena'];
/**
 * The labels FOREIGN_PASSWORD_RE starts with, lower case: trigger keywords, so the pass that finds
 * every keyword says whether one occurs (a case-insensitive alternation over a long text costs more).
 */
const FOREIGN_PASSWORD_HINTS = [
  'パスワード', '暗証番号', '密码', '密碼', '口令', '密钥', '비밀번호', '비번', '암호', 'şifre', 'parola', 'парол', 'hasł', 'токен', 'ключ', 'anahtar',
  'mật khẩu', 'mat khẩu', 'mật khau', 'mat khau', 'senord', 'كلمة', 'पासवर्ड',
];
const FOREIGN_GROUP = new KeywordGroup(FOREIGN_PASSWORD_HINTS);

export const KEYWORD_SECRET_KEYWORDS = [
  'identified', 'password', 'passwd', 'passphrase', 'passwort', 'kennwort', 'passcode', 'pwd', 'pw', 'stdin', 'sudo', 'devops login', 'wpa_passphrase',
  ...FOREIGN_PASSWORD_HINTS,
  'mot de passe', 'contraseña', 'contrasena', ...PIN_WORDS, ...LOGIN_PAIR_WORDS, ...CALL_WORDS, ...LABEL_WORDS, ...MORE_PASSWORD_WORDS,
];
export const KEYWORD_SECRET_REGEXES: readonly RegExp[] = [
  SQL_PASSWORD_RE, WORD_VALUE_RE, WPA_PASSPHRASE_RE, STDIN_ECHO_RE, STDIN_HEREDOC_RE, SECRET_LABEL_RE, LOGIN_LABEL_RE, CONNECT_CALL_RE, PIN_CODE_RE, VALUE_IS_PASSWORD_RE, LOGIN_PAIR_RE, LABEL_THEN_TOKEN_RE,
];

const SQL_GROUP = new KeywordGroup(['identified', 'password']);
const WORD_GROUP = new KeywordGroup(['password', 'passwd', 'passphrase', 'passwort', 'kennwort', 'passcode', 'pwd', 'pw', 'mot de passe', 'contraseña', 'contrasena', ...MORE_PASSWORD_WORDS]);
const LABEL_GROUP = new KeywordGroup(LABEL_WORDS);
const LOGIN_GROUP = new KeywordGroup(['login', 'logon', 'anmeldung']);
const CALL_GROUP = new KeywordGroup(CALL_WORDS);
const STDIN_GROUP = new KeywordGroup(['stdin', 'sudo', 'devops login']);
const WPA_GROUP = new KeywordGroup(['wpa_passphrase']);

/** Whether every code unit of `text` is ASCII (a cheap scan, no regex). */
function isAsciiOnly(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

/** Labels the assignment reader also reads (its SECRET_WORD): on one line they are left to it. */
const ASSIGNMENT_KNOWS = /^(?:[a-z]*[_ -])?(?:pass\w*|pwd|pw|psk|pat|kennwort|mdp|clave|secret|token|api[_ -]?key|apikey|credentials?|auth\w*|key)$/;
/** One SECRET_LABEL_RE match: the value when it passes its label's gate. */
function labelledSecret(m: RegExpExecArray, out: RawCredential[]): void {
  const label = m[1].toLowerCase();
  const words = m[2].toLowerCase();
  const raw = m[3];
  let value = raw.replace(/[.,;:)\]>…]+$/, '');
  let start = m.indices![3][0];
  // Confluence/Jira wiki markup sets a value in monospace with `{{…}}`; a template variable is a name
  const wiki = /^\{\{([A-Za-z0-9+/=_.~-]{16,300})\}\}$/.exec(value);
  if (wiki && /\d/.test(wiki[1]) && /[A-Z]/.test(wiki[1]) && /[a-z]/.test(wiki[1])) {
    value = wiki[1];
    start += 2;
  } else value = value.replace(/\}+$/, '');
  if (value.length < 8 || /^[$<{%]/.test(value) || isPlaceholder(value) || isPathOrUrl(value) || isReference(value)) return;
  // a remark in parentheses ("(expires 2025-03-01)") says something about the value, not what the label is
  if (words && words.replace(/\([^()]*\)/g, ' ').split(/[ \t()]+/).some((w) => PROSE_COLON_STOP.has(w))) return;
  // `API key: …` on one line is an assignment (findGenericAssignments reads it with its own gates),
  // "password set to …" is not
  const between = m[0].slice(m[1].length, start - m.index);
  // ("clé API : …", "signing secret: …" are labels the assignment reader doesn't know)
  if (!words && !between.includes('\n') && !CHANGED_TO_RE.test(between) && /^[a-z_-]+$/.test(label) && ASSIGNMENT_KNOWS.test(label)) return;
  if (/pass|kennwort|contrase/.test(label)) {
    const quoted = /["'\x60]$/.test(m[0].slice(0, m[0].length - raw.length));
    if (!strongPassword(value) && !(quoted && quotedPassword(value))) return;
    pushValue(out, 'password', start, value);
    return;
  }
  // `SECRET_KEY=…` on the next line is an assignment (read as one), not the value of the label
  if (!looksRandom(value, 16) || !/^[A-Za-z0-9_\-.+/=~]+$/.test(value) || /=(?!=*$)/.test(value)) return;
  // an encryption key ("Schlüssel (hex): …", "clé secrète") is a secret; a provider's "Mistral-Key" an API key
  const type = /token|jeton/.test(label) ? 'token' : /api|-key/.test(label) ? 'api_key' : /secre|schl|geheim|^key$/.test(label) ? 'secret' : 'api_key';
  pushValue(out, type, start, value);
}

/** One CONNECT_CALL_RE match: the password argument when it is a quoted, password-shaped literal. */
function connectCall(text: string, m: RegExpExecArray, out: RawCredential[]): void {
  const fn = m[1];
  const nargs = m[4] !== undefined ? 3 : 2;
  let gi: number;
  if (fn === 'getConnection') gi = nargs === 3 ? 4 : 3;
  else if (THIRD_ARG_CALLS.has(fn) || fn.endsWith('.connect')) gi = 4;
  else gi = nargs === 2 ? 3 : 0;
  if (gi === 0 || m[gi] === undefined) return;
  // a two-argument call must end after its second argument (`.login(user, pw)`, `.auth(u, p, {…})`)
  if (gi === 3 && m[5] === '' && !m[0].trimEnd().endsWith(')')) return;
  if (METHOD_ONLY.has(fn)) {
    const prev = text.charCodeAt(m.index - 1);
    if (prev !== 46 && !(prev === 62 && text.charCodeAt(m.index - 2) === 45)) return;
  }
  const arg = m[gi];
  // a call inside a JSON string (a notebook cell's source) escapes its quotes: `login(\\"u\\", \\"…\\")`
  const open = arg.startsWith('\\"') ? 2 : 1;
  const q = arg[open - 1];
  if ((q !== '"' && q !== "'") || arg.length < 2 * open + 1) return;
  const value = arg.slice(open, -open);
  // a Google app password (four groups of four letters) handed to an SMTP login
  if (/^[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}$/.test(value)) {
    pushValue(out, 'password', m.indices![gi][0] + open, value);
    return;
  }
  if (!/[^A-Za-z]/.test(value) || !quotedPassword(value)) return;
  pushValue(out, 'password', m.indices![gi][0] + open, value);
}

/**
 * A password labelled in Japanese, Chinese, Korean, Turkish, Russian or Polish ("パスワードは …", "密码是 …", "비밀번호는 …",
 * "yönetici şifresi: …", "пароль от … admin: …", "hasło do VPN-a to …"), found by the label itself: as keywords these scripts would widen the
 * shared keyword table for every text. Group 1 the value.
 */
const FOREIGN_PASSWORD_RE =
  /(?:パスワード|暗証番号|密[码碼]|口令|密钥|비밀번호|비번|암호|şifre(?:si|niz)?|parola(?:sı)?|парол[ьяеи]|hasł[oa]|токен(?: доступа)?|ключ(?: доступа| api)?|api[ -]ключ|api anahtar[ıi]|erişim anahtar[ıi]|m[ậa]t kh[ẩa]u|l(?:ö|o)senord(?:et)?|كلمة (?:المرور|السر)|पासवर्ड)(?:\([^()\n]{0,40}\)|[^\n:：(]|:(?=[a-zåäö])){0,60}?(?:[:：]|(?<=密[码碼]|口令|密钥)(?:已?(?:更新|修改|改|设置|設定|重置))?[是为為]|(?<=パスワード|暗証番号)は|(?<=비밀번호|암호)[는은]|(?<=비밀번호|암호|비번|पासवर्ड)[ \t](?=[^\s]{6,64}[ \t]?(?:입니다|이에요|예요|है))|[ \t](?:to|jest|là|la|är|هي|هو)[ \t]|(?<=şifre(?:si|niz)?)[ \t](?=[^\s]{6,64}(?:[ \t]olarak|[,;])))[ \t]*["'「]?([^\s"'」，。（]{6,64})/dgi;

function findForeignPasswords(text: string, present: TriggerHits['present'], out: RawCredential[]): void {
  if (!present.hasAny(FOREIGN_GROUP)) return;
  FOREIGN_PASSWORD_RE.lastIndex = 0;
  for (let m = FOREIGN_PASSWORD_RE.exec(text); m !== null; m = FOREIGN_PASSWORD_RE.exec(text)) {
    const value = m[1].replace(/[.,;:)\]}>…、。]+$/, '');
    // "パスワードは別途お送りします" (the password follows separately): the words after the label are a sentence
    if (/[\u3000-\u9fff\uac00-\ud7af]/.test(value)) continue;
    // the label is explicit, as in the prose reader: its gate, not the bare-value one
    if (isPlaceholder(value) || !looksLikePassword(value, false, true)) continue;
    // 密钥, ключ, anahtar (key) label an API key, токен a token, the others a password
    const label = m[0].toLowerCase();
    const type = /токен/.test(label) ? 'token' : /密钥|ключ|anahtar/.test(label) ? 'api_key' : 'password';
    if (type !== 'password' && !looksRandom(value, 16)) continue;
    pushValue(out, type, m.indices![1][0], value);
  }
}

export function findKeywordSecrets(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  // only texts with letters beyond ASCII can hold these labels
  if (!isAsciiOnly(text)) findForeignPasswords(text, present, out);
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
      // "ssh admin@nas with password rootroot2020": after "with"/"using" letters and digits are enough
      const withCue = /\b(?:with|using|mit|avec|con)[ \t]+(?:the[ \t]+|das[ \t]+|le[ \t]+|la[ \t]+)?$/i.test(text.slice(Math.max(0, m.index - 16), m.index));
      const bareOk = strongPassword(value) || (withCue && value.length >= 8 && /\d/.test(value) && /[A-Za-z]/.test(value) && !isPlaceholder(value));
      if (gi === 4 ? /^[([{$%]|[<>]|&#?\w{1,8};/.test(value) || !bareOk : !quotedPassword(value)) return;
      pushValue(out, 'password', m.indices![gi][0], value);
    });
  }
  if (present.hasAny(LABEL_GROUP)) {
    hits.matches(SECRET_LABEL_RE, (m) => labelledSecret(m, out));
    hits.matches(LABEL_THEN_TOKEN_RE, (m) => {
      const value = m[3];
      if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value) || !looksRandom(value, 24) || isPlaceholder(value)) return;
      if (LABEL_THEN_TOKEN_STOP.test(m[2])) return;
      pushValue(out, /token|jeton/i.test(m[1]) ? 'token' : 'api_key', m.indices![3][0], value);
    });
  }
  if (present.hasAny(LOGIN_GROUP)) {
    hits.matches(LOGIN_LABEL_RE, (m) => {
      const value = m[1];
      const c = charClasses(value);
      if (c !== (LOWER | UPPER | DIGIT | SYMBOL) || value.includes('@') || !strongPassword(value)) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
  }
  if (present.hasAny(CALL_GROUP)) hits.matches(CONNECT_CALL_RE, (m) => connectCall(text, m, out));
  if (present.hasAny(VALUE_IS_GROUP)) {
    hits.matches(VALUE_IS_PASSWORD_RE, (m) => {
      if (VALUE_IS_PASSWORD_STOP.test(m[1])) return;
      const before = VALUE_BEFORE.exec(text.slice(Math.max(0, m.index - 70), m.index));
      if (!before) return;
      const value = before[1].replace(/^[(\[]+/, '');
      if (!strongPassword(value) || isPlaceholder(value) || isPathOrUrl(value) || isReference(value)) return;
      const start = m.index - before[0].length + before[0].indexOf(before[1]) + (before[1].length - value.length);
      pushValue(out, 'password', start, value);
    });
  }
  if (present.hasAny(LOGIN_PAIR_GROUP)) {
    hits.matches(LOGIN_PAIR_RE, (m) => {
      const value = m[3].replace(/[.,;:)\]]+$/, '');
      // the label vouches for the value: a digit and a letter or symbol and 8+ characters are enough
      // ("letmein-Qa-2", "Sunset_Boulevard_1950" read as joined words to strongPassword)
      if (value.length < 8 || !/\d/.test(value) || !/[A-Za-z]/.test(value) || !looksLikePassword(value, false, true)) return;
      if (isPlaceholder(value) || isPathOrUrl(value) || isReference(value) || value.includes('/')) return;
      // "Credentials: see vault / …": a pointer to where they are, not the login
      if (/(?:^|[ \t])(?:see|in|at|from|under|via|siehe|unter|voir|dans|ver|en)$/i.test(m[1])) return;
      // an answer ("it's admin / …") needs a login or password named in the text just before it
      const label = text.slice(m.index, m.indices![1][0]);
      if (/^(?:it|use|try|tried|using|c'est|es|ist|sind)/i.test(label) && !LOGIN_NAMED.test(text.slice(Math.max(0, m.index - 240), m.index))) return;
      pushValue(out, 'password', m.indices![3][0], value);
    });
  }
  if (present.hasAny(PIN_GROUP)) {
    hits.matches(PIN_CODE_RE, (m) => {
      const code = m[2].replace(/[#*]$/, '');
      if (trivialCode(code) || PIN_POLICY_WORDS.test(text.slice(Math.max(0, m.index - 40), m.indices![2][0]))) return;
      pushValue(out, 'password', m.indices![2][0], m[2]);
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
