/**
 * Generic `password/secret/api_key/token = value` assignments in code, config files, CLI flags and
 * prose ("my password is ..."), in English, German, French and Spanish. The key must *end* with a
 * secret word (so `password_length = 12`, `max_tokens: 4096`, `token_type: bearer` never match)
 * and the value must look like a secret: placeholders, type names, references to where a secret
 * is read from, paths and identifiers are dropped, and non-password values are entropy-gated.
 */
import {
  charClasses,
  DIGIT,
  isPathOrUrl,
  isPlaceholder,
  isReference,
  LOWER,
  measureValue,
  SPACE,
  splitCells,
  SYMBOL,
  UPPER,
  type ValueMeasure,
} from './checks.ts';
import { KeywordGroup, type TriggerHits } from './trigger.ts';

/** A value that starts a template or a variable (`${…}`, `<…>`, `{{…}}`, `%…%`). */
const TEMPLATE_START = /^[$<{%]/;

export interface RawCredential {
  type: string;
  start: number;
  end: number;
  /** 3 provider-specific, 2 structural (URL, header, PEM), 1 generic assignment. */
  priority: number;
}

const SECRET_WORD =
  '(pass(?:word|wort|wd|phrase|code)?|pwd|pw|psk|pat|kennwort|mot[ _-]de[ _-]passe|mdp|contrase(?:ñ|n)a|clave|secret|token|api[_. -]?key|apikey|credentials?|auth(?:tok)?|key)';
/**
 * After the secret word: a `_key`/`_token`/`_secret` part, an `_id`/`_base` part, and an
 * environment or generation suffix (`DB_PASSWORD_PROD`, `api_key_v2`, `password_old`).
 */
const KEY_SUFFIX =
  '(?:[_.-]?(?:key|token|secret))?(?:[_.-]?(?:id|base|hex|b64|base64|value|val))?(?:[_.-](?:prod|production|staging|stage|dev|test|live|local|primary|secondary|backup|old|new|private|plain|plaintext|cleartext|v\\d|\\d{1,2}))?';
/** A type between key and operator (`var apiToken string = ...`, `String token = ...` has it before). */
const KEY_TYPE = '(?:[ \\t]+(?:string|str|&str|\\[\\]byte|char\\*?|text|const))?';
/**
 * Closing quote(s) of the key (possibly JSON-escaped), then an operator: `=`, `:=`, `::=`, `?=`,
 * `+=`, `.=`, `=>`, `:`, a prose verb ("is", "ist", "est", "es"), a dash, or a bare comma (CSV).
 */
const SEPARATOR =
  '(?:\\\\?["\'\\]\\x60]){0,2}' + KEY_TYPE + '[ \\t]{0,40}(=>|:{1,3}=|[?+.]=|\\|\\|=|\\?\\?=|===?|=|::(?=[ \\t])|:|,(?=[^\\s,])|[ \\t](?:is|ist|lautet|est|es|sont)[ \\t]|[ \\t](?:-|—)[ \\t])';
/**
 * A conversion to bytes around a quoted literal: Go `[]byte("…")`, Node `Buffer.from("…")`, Python
 * `b"…"`/`bytes("…")`/`bytes.fromhex("…")`, .NET `Encoding.UTF8.GetBytes("…")`, `new TextEncoder().encode("…")`, Dart
 * `utf8.encode("…")`. Signing keys are written so; the literal is the secret.
 */
const BYTES_WRAPPER =
  '(?:(?:\\[\\]byte|Buffer\\.from|(?:bytes|bytearray)\\.fromhex|bytearray|bytes|Encoding\\.[A-Za-z0-9]{2,8}\\.GetBytes|new[ \\t]TextEncoder\\(\\)\\.encode|utf8\\.encode|JSON\\.stringify)\\([ \\t]{0,4}|[b@](?=["\']))?';
/**
 * The value: quoted (also with JSON-escaped quotes, or inside a BYTES_WRAPPER), back-quoted, a
 * YAML block scalar on the next line (`key: |` / `key: >`), or a bare word. Groups 3-7; group 7
 * is the unquoted case.
 */
const VALUE =
  '[ \\t]{0,40}' + BYTES_WRAPPER + '(?:"(?:""(?!"))?((?:[^"\\\\\\n]|\\\\.){0,300})"|\'([^\'\\n]{0,300})\'|\\x60([^\\x60\\n]{0,300})\\x60|\\\\"([^"\\\\\\n]{1,300})\\\\"|[|>][+-]?[ \\t]*\\r?\\n[ \\t]{1,12}([^\\s"\'\\x60]{1,300})|([^\\s"\'\\x60]{1,300}))';

const ASSIGNMENT_RE = new RegExp(SECRET_WORD + KEY_SUFFIX + SEPARATOR + VALUE, 'gi');
/**
 * The same regex with match indices, sticky, for the rare match whose key suffix must be read.
 * Match indices cost more than the match itself, so the hot path takes offsets from the group
 * lengths: group 1 opens the match and the value group closes it (then its closing quotes).
 */
const ASSIGNMENT_WITH_INDICES = new RegExp(ASSIGNMENT_RE.source, 'diy');
/** Per value group (3-8): the characters after it to the end of an ASSIGNMENT_RE match. */
const VALUE_CLOSE = [0, 0, 0, 1, 1, 1, 2, 0, 0];

/** The text between the secret word and the separator of the ASSIGNMENT_RE match `m` (`_KEY"`, ` string `). */
function keyTail(text: string, m: RegExpExecArray): string {
  ASSIGNMENT_WITH_INDICES.lastIndex = m.index;
  // the match a scan found at m.index is the first one there: the sticky regex finds it again
  const d = ASSIGNMENT_WITH_INDICES.exec(text)!;
  return text.slice(d.indices![1][1], d.indices![2][0]);
}

/** `--password value`, `--token=value`, `-p value` are handled by ASSIGNMENT_RE only for `=`; this adds the space form. */
const FLAG_RE = /(?<![\w-])--?(?:db-?|admin-?|root-?|bind-?|user-?|login-?|master-?|(?:src|dest|new)?(?:store|key))?(password|passwd|pass|token|api-key|apikey|api-token|access-token|bot-token|private-token|secret|client-secret|clientsecret|secret-key|secretkey|signing-key|auth-token|authtoken|application-key|app-key)[ \t]+(?:"([^"\n]{1,300})"|'([^'\n]{1,300})'|([^\s"'-][^\s"']{0,299}))/dgi;

/** `curl -u user:pass`, `--user user:pass`. */
const CURL_USER_RE = /(?<![\w-])(?:-u|--user)[ \t]+["']?[^\s:"']{1,128}:["']?([^\s"']{1,256})/dg;
/** An LDAP bind with a DN and a literal password: `l.Bind("cn=svc,dc=x", "…")`, `conn.simple_bind_s('uid=…', '…')`. Group 1 the password. */
const LDAP_BIND_RE = /\.(?:Bind|SimpleBind|bind_s|simple_bind_s|simple_bind|bind)[ \t]*\([ \t]*["'](?:cn|uid|dn|ou)=[^"'\n]{1,200}["'][ \t]*,[ \t]*["']([^"'\n]{4,128})["']/dg;
/** "the user is `dev` / `Hunter2!x`": a quoted login and password side by side after a user word. Group 1 the password. */
const USER_SLASH_PASSWORD_RE =
  /\b(?:user(?:name)?|login|account|benutzer(?:name)?|konto|usuario|cuenta|utilisateur|identifiant|compte)\b(?!'s)[^\n]{0,40}?[`'"](?!-)[\w.@+-]{1,40}[`'"][ \t]*\/[ \t]*[`'"](?![-/])([^\s`'"]{6,64})[`'"]/dgi;
/**
 * A chat answer on the line after the question: "anyone know the grafana admin pw?" / "maria: it's
 * X", "¿me pasas la contraseña …?" / "Javi: sí: X", "alguém tem o token da API …?" / "tenho sim, é X".
 * Group 1 the secret word, 2 the value.
 */
const NEXT_LINE_ANSWER_RE =
  /(?<![\w-])(pw|pwd|password|passwort|kennwort|mot de passe|mdp|contrase(?:ñ|n)a|senha|token|api[ -]?key|clave|chave|jeton)(?![\w-])[^\n?]{0,80}\?[ \t]*\r?\n[^\n]{0,40}?(?<![\w])(?:it'?s|it is|its|here you go|here|es|ist|c'est|é|sí|si|sim|ja|oui|yes|yep|sure)(?![\w])[ \t]*[:,–-]?[ \t]*["'\x60]?([^\s"'\x60,;]{8,64})/dgi;
/**
 * "The wifi password is on the fridge. It's Kx9!mP2vQz.", "I reset your password. The new one is
 * …": a value announced at the start of the sentence after the password word. Group 1 the value.
 */
const NEXT_SENTENCE_PASSWORD_RE =
  /\b(?:password|passwort|kennwort|mot de passe|contrase(?:ñ|n)a)\b[^\n]{0,120}?[.!:][ \t]{1,3}(?:it'?s|it is|the new one is|the new one's|es ist|das neue (?:ist|lautet)|c'est|le nouveau est|la nueva es)[ \t:]{1,3}["'\x60]?([^\s"'\x60]{8,64})/dgi;
/** "use qa_admin / 3F3DGcq3x^ISQI" without quotes: after a login word, a user name, a slash between blanks (not a path) and a strong password. Group 1 the password. */
const USER_SLASH_BARE_RE = /\b(?:use|login|login as|log in (?:with|as)|logged in as|sign in (?:with|as)|signed in as|credentials|creds|user(?:name)?|account|cuenta|conta|compte|konto|usuario|utilisateur)\b(?:[ \t]+(?:is|ist|es|est|=))?:?(?:[ \t]+[^\s/]{1,30}){0,3}?[ \t]+\(?[\w.@+-]{2,40}[ \t]+\/[ \t]+([^\s,;"'`/]{8,64})(?=[\s,;)]|\.(?:\s|$)|$)/dgi;
/**
 * A chat line that answers with just "admin / Fiorentina_60$4T" (after its speaker's name), read where a
 * password or login was asked for within the lines before. Group 1 the password.
 */
const CHAT_PAIR_RE = /(?:^|\n)(?:\[[^\]\n]{1,24}\][ \t]*)?[^\n:]{0,40}:[ \t]+[\w.@+-]{2,40}[ \t]+\/[ \t]+([^\s,;"'`/]{8,64})[ \t]*(?=\r?\n|$)/dg;
/** A text that lists shared logins (handover notes, a team's account list). */
const SHARED_LOGINS = /\b(?:accounts?|account condivisi|cuentas? compartidas?|comptes? partag(?:é|e)s|zug(?:ä|ae)nge|zugangsdaten|logins?|credenciales|credenziali|identifiants|handover|(?:ü|ue)bergabe|traspaso|passation|router|admin)\b/i;
const CHAT_PAIR_ASKED = /\b(?:password|passwort|kennwort|mot de passe|mdp|contrase(?:ñ|n)a|senha|wachtwoord|login|logins|credentials|creds|zugangsdaten|identifiants|credenciales|credenziali|accesso|acceso|acces)\b/i;
/**
 * A shell session that prints a stored secret: the command (`gcloud secrets versions access`, `kubectl get secret … | base64 -d`,
 * `vault kv get -field=…`, `aws secretsmanager get-secret-value … --output text`, `cat …pass….txt`) and its output, one bare
 * value on the next line (or before the next prompt). Group 1 the command, 2 the value.
 */
const PRINTED_SECRET_RE =
  /(?:^|\n)[ \t]*(?:\$|#|PS>|>)[ \t]+((?:gcloud[ \t]+secrets[ \t]+versions[ \t]+access|kubectl[^\n]{0,160}?get[ \t]+secrets?[^\n]{0,200}?base64[ \t]+(?:-d|--decode|-D)|vault[ \t]+(?:kv[ \t]+get|read)[ \t]+-field=|aws[ \t]+secretsmanager[ \t]+get-secret-value[^\n]{0,200}?--output[ \t]+text|cat[ \t]+[^\s]{0,80}(?:pass|secret|token|key)[\w.-]{0,40})[^\n]{0,200})\r?\n([^\s]{8,128}?)(?=\$ |[ \t]*(?:\r?\n|$))/dg;
/** `elasticsearch-setup-passwords` output: `PASSWORD elastic = …`. Group 1 the value. */
const SETUP_PASSWORDS_RE = /(?:^|\n)PASSWORD[ \t]+[\w.-]{2,40}[ \t]+=[ \t]+([^\s]{8,128})[ \t]*(?=\r?\n|$)/dg;
/**
 * Passwords as office documents write them (round 17): a password word then the value with no colon
 * ("local account "Reception", password Welcome-Bienvenue85") where a login or account is named just
 * before. Group 1 the value.
 */
const WORD_THEN_VALUE_RE = /\b(?:password|passwort|kennwort|contrase(?:ñ|n)a|clave|senha|wachtwoord|mot de passe)[ \t]+["'„«]?([^\s"'`,;()“»]{8,64})(?=["'“»]?(?:[\s,;)]|\.(?:\s|$)|$))/dgi;
const LOGIN_BEFORE = /\b(?:account|login|logins|user(?:name)?|usuario|cuenta|compte|identifiant|konto|benutzer(?:name)?|anmeldename|shared|portal|acceso|zugang|accesso)\b/i;
/** The noun first, the verb after: "Passwort wurde zurückgesetzt auf X", "mein Passwort auf X geändert". Group 1. */
const NOUN_RESET_TO_RE = /\b(?:passwort|kennwort)\b[^\n.]{0,40}?\bauf[ \t]+["'„]?([^\s"'“,;]{8,64})["'“]?(?=[ \t]+(?:ge(?:ä|ae)ndert|gesetzt|zur(?:ü|ue)ckgesetzt)\b|[\s,;.]|$)/dgi;
/** A value in parentheses right after a password word: "la contraseña de siempre (Printemps44#Bergblick)". Group 1. */
const PAREN_AFTER_WORD_RE = /\b(?:password|passwort|kennwort|contrase(?:ñ|n)a|mot de passe|senha|clave|wachtwoord)\b[^\n()]{0,30}?\(([^\s()]{8,64})\)/dgi;
/** A labelled pre-shared key ("Pre-shared key: …", "Clé pré-partagée : …"). Group 1. */
const PSK_LABEL_RE = /\b(?:pre-?shared[ -]key|ipsec[ -]psk|psk|cl(?:é|e) pr(?:é|e)-?partag(?:é|e)e|vorinstallierter schl(?:ü|ue)ssel|pre-shared-schl(?:ü|ue)ssel|clave precompartida)\b[ \t]*:[ \t]*["']?([^\s"']{8,128})/dgi;
/** A Wi-Fi key after the network is named: "Venue Wi-Fi: "Lakeside-Events", key Pinguinlavande-89", "le code wifi … c'est …". Group 1. */
const WIFI_KEY_RE = /\b(?:wi-?fi|wlan|wifi|ssid)\b(?:[^\n]|\n(?![ \t]*\n)){0,60}?\b(?:key|password|passwort|kennwort|schl(?:ü|ue)ssel|clave|contrase(?:ñ|n)a|cl(?:é|e)(?: de s(?:é|e)curit(?:é|e)| wpa2?)?|code|mot de passe|netzwerkschl(?:ü|ue)ssel)(?!\w)(?:[ \t]+(?:is|ist|lautet|est|es|c'est))?[ \t]*[:=]?[ \t]*["'«„]?([^\s"'»“,;]{8,64})(?=["'»“]?(?:[\s,;]|\.(?:\s|$)|$))/dgi;
/** The key word first: "le code wifi de la salle de réunion c'est …", "la clave del wifi es …". Group 1. */
const KEY_OF_WIFI_RE = /\b(?:code|cl(?:é|e)|key|password|passwort|kennwort|clave|contrase(?:ñ|n)a|mot de passe|schl(?:ü|ue)ssel)[ \t]+(?:(?:du|de la|del|des|de|for the|vom|des|for)[ \t]+)?(?:wi-?fi|wlan)\b[^\n:]{0,40}?(?:[ \t]+(?:is|ist|lautet|est|es|c'est|c est)|[ \t]*:)[ \t]+["'«„]?([^\s"'»“,;]{8,64})(?=["'»“]?(?:[\s,;]|\.(?:\s|$)|$))/dgi;
/** A Google/Apple app password (four groups of four letters) after the words that name one. Group 1. */
const APP_PASSWORD_RE = /\b(?:app(?:lication)?[ -](?:specific[ -])?password|app-passwort|anwendungspasswort|mot de passe d'application|contrase(?:ñ|n)a de aplicaci(?:ó|o)n)\b[^\n]{0,100}?\b([a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})\b/dgi;
/** A chat reply that is just the password, after someone asked for it ("[12:41] Pablo: Acme#2024W"). Group 1. */
const CHAT_BARE_ANSWER_RE = /(?:^|\n)(?:\[[^\]\n]{1,24}\][ \t]*)?[^\n:]{1,40}:[ \t]+([^\s]{8,64})[ \t]*(?=\r?\n|$)/dg;
/** A WordPress application password (six groups of four) after a password label. Group 1. */
const WP_APP_PASSWORD_RE = /\b(?:password|passwort|kennwort|mot de passe|contrase(?:ñ|n)a|senha)\w{0,12}[ \t]*:[ \t]*([A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})(?![ \t]?[A-Za-z0-9])/dgi;
/** HikariCP's configuration dump: `password........................"…"`. Group 1. */
const DOTTED_LEADER_RE = /\b(?:password|passwd)\.{3,}[ \t]*"([^"\n]{6,200})"/dgi;
const PASSWORD_ASKED = /\b(?:password|passwort|kennwort|mot de passe|mdp|contrase(?:ñ|n)a|senha|wachtwoord|clave)\b[^\n]{0,80}\?/i;

/** "rotated the signing secret, new value is raPDY6…": a rotated secret's new value in prose. Group 1 the secret word, 2 the value. */
const NEW_VALUE_RE = /\b(secret|token|api[ _-]?key|key|password|passphrase|credential)s?\b[^\n]{0,80}?\b(?:the )?new (?:value|one|secret|token|key|password)(?:'s| is| =|:)[ \t]{1,3}["'`]?([A-Za-z0-9_\-+/=.~]{16,128})(?![\w-])/dgi;
/** "I set AWS_SECRET_ACCESS_KEY to …": a secret-named variable set to a value in prose. Groups 1 the name, 2 the value. */
const SET_TO_RE = /\b(?:set|changed|updated|rotated|put)[ \t]+[`'"]?([A-Za-z_][A-Za-z0-9_.-]{2,60})[`'"]?[ \t]+to[ \t]+[`'"]?([^\s`'",;]{8,300})/dg;
/** Windows `net user <name> <password> /add` (a `*` asks for the password instead). Group 1. */
const NET_USER_RE = /\bnet[ \t]+user[ \t]+[\w.$-]{1,64}[ \t]+([^\s*/"][^\s"]{3,127})(?=[ \t]+\/(?:add|active|domain|passwordchg|expires|fullname|comment)\b)/dgi;
/**
 * A row of a name/value table (`| MJ_APIKEY_PRIVATE | 0e21… |`): a wiki's list of environment
 * variables. Group 1 the name, 2 the value.
 */
const NAME_VALUE_ROW_RE = /(?<=^[ \t]*)\|[ \t]*[`*]{0,2}([A-Za-z_][A-Za-z0-9_.-]{2,60}(?: [A-Za-z][A-Za-z0-9_.-]{1,20})?)[`*]{0,2}[ \t]*\|[ \t]*[`'"]?([^\s|`'"]{8,300})[`'"]?[ \t]*\|/dgm;
/** A secret's label in the first column of a setting/value table, and that table's header. */
const ROW_LABEL = /^(?:(?:admin|root|user|db|database|service|default|initial|wifi|vpn) )?(?:api[ _-]?key|api[ _-]?token|access[ _-]?token|auth[ _-]?token|token|password|passwort|kennwort|secret|secret key|client secret|shared secret|webhook secret)$/i;
const VALUE_HEADER = /\|[ \t]*[*_]{0,2}(?:value|wert|valeur|valor|valore)[*_]{0,2}[ \t]*\|/i;
/**
 * A chat line of a label and a value, no separator (`secret fa30dc42cc…`, `password Hx7!…`): how
 * people paste a pair of credentials line by line. Group 1 the word, 2 the value.
 */
const BARE_LABEL_LINE_RE = /(?<=^[ \t]*)(password|passwort|pwd|secret|token|api[ _-]?key|apikey|mdp|contraseña|contrasena)[ \t]+([^\s]{8,200})[ \t]*\r?$/dgim;
/** A Hadoop/Hive `<property>`: `<name>…password</name>` then `<value>…</value>`. Groups 1 the name, 2 the value. */
const HADOOP_PROPERTY_RE = /<name>([\w.-]{0,80}?(?:password|passwd|secret|token|secret\.key|access\.key|credential))<\/name>[ \t\r\n]{0,40}<value>([^<\n]{4,300})<\/value>/dgi;
/**
 * IT operations commands and configs that carry a password after a fixed word: IPsec pre-shared keys
 * (Cisco/PAN-OS `pre-shared-key [key] …`, FortiGate `set psksecret …`, strongSwan `: PSK "…"`),
 * PsExec/plink `-p`/`-pw`, schtasks `/RP`, nmap `smbpassword=`, snmp `-A`/`-X`, kickstart `rootpw`,
 * Splunk `pass4SymmKey`, the Winlogon `DefaultPassword REG_SZ`, GPP `cpassword="…"`. Groups 1-2.
 */
const OPS_PASSWORD_RE =
  /(?:\bpre-shared-key(?:[ \t]+key)?[ \t]+|\bset[ \t]+psksecret[ \t]+|:[ \t]*PSK[ \t]+"|\b(?:psexec(?:64)?(?:\.exe)?|plink(?:\.exe)?)\b[^\n]{0,120}?[ \t]-pw?[ \t]+|\bschtasks\b[^\n]{0,200}?[ \t]\/RP[ \t]+|\bsmbpassword=|\bsnmp(?:walk|get|bulkwalk|set|trap)\b[^\n]{0,120}?[ \t]-[AX][ \t]+'?|^[ \t]*rootpw[ \t]+(?:--plaintext[ \t]+)?|\bpass4SymmKey[ \t]*=[ \t]*|\bDefaultPassword[ \t]+REG_SZ[ \t]+|\bcpassword="|<pre-shared-key>|\bpre-shared-key[ \t]+ascii-text[ \t]+"|^[ \t]*key[ \t]+[07][ \t]+|\bmessage-digest-key[ \t]+\d{1,3}[ \t]+md5[ \t]+(?:[07][ \t]+)?|^[ \t]*set[ \t]+(?:secret|passwd|password)[ \t]+(?!ENC[ \t])|\bauth_pass[ \t]+|\bcreateUser[ \t]+\S{1,64}[ \t]+(?:SHA|MD5|SHA-?\d{3})[ \t]+"|\bstats[ \t]+auth[ \t]+[^:\s]{1,64}:|\binsecure-password[ \t]+)([^\s"'<,]{6,128})/dgim;
/** A password inside an XML `<Value>` right under a password element (Windows unattend.xml). Group 1. */
const UNATTEND_VALUE_RE = /<(?:AdministratorPassword|Password|AutoLogonPassword|DomainPassword)>[ \t\r\n]{0,40}<Value>([^<\n]{4,300})<\/Value>/dg;
/**
 * Passwords handed positionally to database clients the connect-call reader does not know:
 * C `mysql_real_connect(conn, host, user, "…", …)`, Perl `DBI->connect(dsn, user, '…')`, Groovy
 * `Sql.newInstance(url, user, '…', driver)`, and a Redis `:auth("…")`/`.auth("…")` with one argument. Groups 1-2.
 */
const DB_CLIENT_PASSWORD_RE =
  /(?:\bmysql_real_connect[ \t]*\([^,\n]{1,80},[ \t]*"[^"\n]{0,200}",[ \t]*"[^"\n]{0,100}",[ \t]*|\bDBI->connect[ \t]*\(\s*(?:"[^"\n]{0,300}"|'[^'\n]{0,300}'),\s*(?:"[^"\n]{0,100}"|'[^'\n]{0,100}'),\s*|\bSql\.newInstance[ \t]*\(\s*(?:"[^"\n]{0,300}"|'[^'\n]{0,300}'),\s*(?:"[^"\n]{0,100}"|'[^'\n]{0,100}'),[ \t]*|[.:]auth[ \t]*\([ \t]*(?=["'][^"'\n]{8,128}["'][ \t]*\)))(?:"([^"\n]{4,128})"|'([^'\n]{4,128})')/dg;
/** `argocd admin initial-password` prints the password on the next line. Group 1. */
const ARGOCD_INITIAL_RE = /\bargocd[ \t]+admin[ \t]+initial-password\b[^\n]{0,80}\r?\n[ \t]*(\S{8,64})[ \t]*\r?$/dgm;
/** `rabbitmqctl add_user <user> <password>` / `change_password <user> <password>`. Groups 1-3. */
const RABBITMQ_USER_RE = /\brabbitmqctl[ \t]+(?:add_user|change_password)[ \t]+["']?[\w.@-]{1,64}["']?[ \t]+(?:'([^'\n]{4,128})'|"([^"\n]{4,128})"|([^\s'"]{4,128}))/dg;
/** A password set through a string-keyed call: Spark `.option("password", "…")`, `props.setProperty("password", "…")`. Groups 1 the key, 2 the value. */
const KEYED_CALL_PASSWORD_RE = /\.(?:option|setProperty|put|set|property|config|withProperty|addProperty)[ \t]*\([ \t]*["']([\w.]{0,40}(?:password|passwd|pwd|secret))["'][ \t]*,[ \t]*["']([^"'\n]{4,200})["']/dgi;
/** pgbouncer `userlist.txt`: `"user" "password"` lines. Group 1. */
const PGBOUNCER_USERLIST_RE = /(?<=^[ \t]*(?:;[ \t]*)?)"[\w.@-]{1,64}"[ \t]+"([^"\n]{4,200})"[ \t]*\r?$/dgm;
/** Elastic Cloud `Cloud_Auth user:password` (Fluent Bit), `cloud.auth: "user:password"` (Beats). Group 1. */
const CLOUD_AUTH_RE = /\bcloud[._]auth["']?[ \t]*[:=]?[ \t]+["']?[\w.-]{1,64}:([^\s"']{6,200})/dgi;
/** `vault operator init` output: `Unseal Key 1: …`. Group 1. */
const VAULT_UNSEAL_RE = /\bUnseal Key \d{1,2}: ([A-Za-z0-9+/]{40,60}={0,2})(?![A-Za-z0-9+/=])/dg;
/** `confluent api-key store <key> <secret>`. Group 1. */
const CONFLUENT_STORE_RE = /\bconfluent[ \t]+api-key[ \t]+store[ \t]+[A-Z0-9]{16}[ \t]+([A-Za-z0-9+/]{60,70})(?![A-Za-z0-9+/])/dg;
/** An Android resource `<string name="…api_key">…</string>`. Groups 1 the name, 2 the value. */
const ANDROID_STRING_RE = /<string[ \t]+name="([\w.]{0,60}?(?:api_?key|apikey|token|secret|password))"[^>\n]{0,80}>([^<\n]{8,300})<\/string>/dgi;
/** Magento `bin/magento config:set <path ending in key/secret/password/token> <value>`. Groups 1 the path, 2 the value. */
const MAGENTO_CONFIG_RE = /\bconfig:set[ \t]+(?:--[\w-]+(?:=\S+)?[ \t]+)*([\w/.-]{0,120}(?:key|secret|password|token))[ \t]+["']?([^\s"']{8,300})/dgi;
/** C/C++ `#define WIFI_PASS "…"`, `#define BLYNK_AUTH_TOKEN "…"`. Groups 1 the name, 2 the value. */
// (the line start is a lookbehind, so the regex's literal prefix is `#define`, not every run of blanks)
const DEFINE_RE = /(?<=^[ \t]*)#[ \t]*define[ \t]+([A-Z][A-Z0-9_]*(?:PASS|PASSWORD|PASSWD|PWD|PSK|SECRET|TOKEN|API_KEY|APIKEY|AUTH_KEY|KEY))[ \t]+"([^"\n]{4,300})"/dgm;
/** `mosquitto_passwd -b <file> <user> <password>`. Group 1. */
const MOSQUITTO_PASSWD_RE = /\bmosquitto_passwd[ \t]+(?:-[a-zA-Z][ \t]+)*-b[ \t]+\S+[ \t]+\S+[ \t]+(\S{4,128})/dg;
/** Apple `altool … -p "xxxx-xxxx-xxxx-xxxx"`: an app-specific password. Group 1. */
const ALTOOL_PASSWORD_RE = /\baltool\b[^\n]{0,200}?[ \t](?:-p|--password)[ \t]+["']?([a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4})/dg;
/** A Cisco/HP SNMP community string (`snmp-server community <string> RW`): the password of the device's management. Group 1. */
const SNMP_COMMUNITY_RE = /^[ \t]*snmp-server[ \t]+community[ \t]+(\S{6,64})(?:[ \t]+(?:RO|RW|view)\b|[ \t]*\r?$)/dgm;
/** An Apple property list entry named for a secret: `<key>BranchKey</key><string>…</string>`. Groups 1 the name, 2 the value. */
const PLIST_SECRET_RE = /<key>([A-Za-z_.]{0,40}(?:Key|KEY|Token|TOKEN|Secret|SECRET|Password|PASSWORD))<\/key>[ \t\r\n]{0,40}<string>([^<\n]{8,200})<\/string>/dg;
/** An Android manifest `<meta-data android:name="…ApiKey" android:value="…"/>`. Groups 1 the name, 2 the value. */
const ANDROID_META_RE = /android:name="([\w.]{0,80}?(?:api[_.]?key|ApiKey|API_KEY|token|Token|TOKEN|secret|Secret|SECRET))"[ \t\r\n]{1,40}android:value="([^"\n]{8,200})"/dg;
/** HTTPie `http -a user:pass …`, `https --auth user:pass …`; group 1 the password. */
const HTTPIE_AUTH_RE = /\bhttps?[ \t]+(?:[^\n|;&]{0,60}?[ \t])?(?:-a|--auth)[ \t]+["']?[^\s:"']{1,128}:([^\s"']{1,256})/dg;
/** `curl -u sk_test_…:` (Stripe, Mixpanel): an API secret as the user, with an empty password. Group 1 the secret. */
const CURL_TOKEN_USER_RE = /(?<![\w-])(?:-u|--user)[ \t]+["']?([A-Za-z0-9_\-.]{20,200}):["']?(?=[\s"']|$)/dgm;

/**
 * A typed declaration whose name is a secret's: Rust `const API_KEY: &str = "…"`, TypeScript
 * `const apiKey: string = '…'`, Kotlin `val apiKey: String = "…"`, Swift `let apiKey: String = "…"`.
 * Group 1 the name, 2-3 the value.
 */
const TYPED_DECLARATION_RE =
  /\b(?:const|static|let|val|var|private|public|internal)[ \t]+(?:mut[ \t]+|val[ \t]+|const[ \t]+)?([A-Za-z_]\w{0,60}?(?:password|passwd|secret|token|api_?key|apikey|PASSWORD|SECRET|TOKEN|API_?KEY|Password|Secret|Token|ApiKey|Key|KEY))[ \t]*:[ \t]*&?(?:'static[ \t]+)?[\w<>\[\]?]{1,24}[ \t]*=[ \t]*(?:"([^"\n]{8,300})"|'([^'\n]{8,300})')/dg;

/**
 * The default of an environment lookup: `ENV.fetch("GEOCODER_KEY", "…")`, `os.getenv("API_KEY", "…")`,
 * `os.environ.get("SECRET_KEY", "…")`, django-environ `env("SECRET_KEY", default="…")`, `getOrDefault("API_TOKEN", "…")`, `process.env.API_KEY || "…"`,
 * Ruby's block form `ENV.fetch("DB_PASSWORD") { "…" }`.
 * Group 1 the variable, 2-3 the value.
 */
const ENV_DEFAULT_RE =
  /(?:(?:\.(?:fetch|get|getOrDefault)|\b(?:getenv|GetEnvironmentVariable|env))[ \t]*\([ \t]*["']([A-Za-z_]\w{0,60})["'][ \t]*(?:,(?:[ \t]*default[ \t]*=)?|\)[ \t]*\{)[ \t]*|\bprocess\.env\.([A-Za-z_]\w{0,60})[ \t]*(?:\|\||\?\?)[ \t]*)(?:"([^"\n]{8,300})"|'([^'\n]{8,300})')/dg;
/** A Wi-Fi QR code's payload (`WIFI:T:WPA;S:Cafe;P:…;;`): group 1 the passphrase, with `\;` escapes. */
const WIFI_QR_RE = /\bWIFI:(?:[TSHE]:(?:\\.|[^;\\\n]){0,64};){0,4}P:((?:\\.|[^;\\\n]){8,63});/dg;
/** Spring Boot's "APPLICATION FAILED TO START" report: `Property: app.ldap.bind-password` then `Value: "…"`. */
const SPRING_BIND_RE = /\bProperty:[ \t]*[\w.[\]-]{0,80}?(password|secret|token|api-?key|credentials?)[\w.[\]-]{0,40}[ \t]*\r?\n[ \t]*Value:[ \t]*"?([^"\s]{4,200})"?/dgi;
/**
 * An API client built with the key as its argument: `TodoistAPI("…")`, `pdpyras.APISession("…")`,
 * `messagebird.Client('…')`, Binance's `Client("<key>", "<secret>")`, `FooClient(apiKey = "…")`.
 * Groups 1 and 2 the literals.
 */
const CLIENT_CTOR_RE =
  /(?:API|Api|Client|Session|Sdk|SDK)[ \t]*\([ \t]*(?:(?:api_?[kK]ey|token|auth|key|secret)[ \t]*[=:][ \t]*)?["']([A-Za-z0-9_\-+/=.]{16,128})["'](?:[ \t]*,[ \t]*(?:(?:api_?[sS]ecret|secret)[ \t]*[=:][ \t]*)?["']([A-Za-z0-9_\-+/=.]{16,128})["'])?/dg;
const CLIENT_NAME_BEFORE = /(?:^|[^\w$])(?:[A-Z][A-Za-z0-9]{0,40})?$/;
/** "Se ha restablecido la contraseña a …", "the password was reset to …" with the verb first. Group 1. */
const RESET_TO_RE = /\b(?:restablecid[ao]|cambiad[ao]|reiniciad[ao]|actualizad[ao]|reset|changed|r(?:é|e)initialis(?:é|e)e?|zur(?:ü|ue)ckgesetzt)(?: (?:la|su|tu|the|his|her|their|le|das|sein|ihr))? (?:contrase(?:ñ|n)a|password|mot de passe|passwort|kennwort)(?: [\w-]+){0,3}? (?:a|to|en|auf)[ \t]+["'`]?([^\s"'`,;]{6,64})/dgi;
/** A quoted login pair in prose: `user "gm_kenji" pass "…"`, `login: 'ana' password: '…'`. Group 1 the password. */
const QUOTED_PAIR_RE = /(?<![\w"'])(?:user(?:name)?|login|usuario|utilisateur|benutzer)[ \t]*:?[ \t]*["'][^"'\n]{1,60}["'][ \t]*[,/;]?[ \t]*(?:and[ \t]+)?(?:pass(?:word)?|pw|pwd|mdp|senha|passwort|contrase(?:ñ|n)a)(?!["'])[ \t]*:?[ \t]*["']([^"'\s]{6,64})["']/dgi;
/** A JWT signing secret written into the call: `jwt.sign(payload, "…")`, `jwt.encode(payload, "…", algorithm=…)`. Group 1. */
const JWT_SIGN_RE = /\bjwt\.(?:sign|verify|encode|decode)[ \t]*\([^()\n]{1,200}?(?:\([^()\n]{0,80}\)[^()\n,]{0,40})?,[ \t]*["'`]([^"'`\n]{6,200})["'`]/dg;
/** A Helm value set on the command line: `--set auth.erlangCookie=…`, `--set db.password=…`. Group 1 the key, 2 the value. */
const HELM_SET_RE = /--set(?:-string)?[ \t]+[\w.-]{0,80}?((?:password|passwd|secret|token|cookie|erlangCookie|apiKey|api_key|accessKey|secretKey))=["']?([^\s,\\"']{6,200})/dgi;
/** The new password printed by `elasticsearch-reset-password` ("New value: …"). Group 1. */
const ES_RESET_RE = /\breset-password\b[^\n]{0,120}\n(?:[^\n]{0,160}\n){0,3}?[ \t]*New value:[ \t]*(\S{6,128})/dg;
/** Postfix `sasl_passwd`: `[smtp.host]:587 user:password`. Group 1. */
const SASL_PASSWD_RE = /^[ \t]*\[?[\w.-]*smtp[\w.-]*\]?(?::\d{2,5})?[ \t]+[^\s:]{1,128}:(\S{8,200})[ \t]*$/dgm;
/** A JSON map of users to passwords (Orthanc `"RegisteredUsers": {"admin": "…"}`, `"users": {…}`). Group 1 the first password. */
const USER_MAP_RE = /"(?:RegisteredUsers|registered_users|users|basic_auth_users|basicAuthUsers|htpasswd)"[ \t]*:[ \t]*\{\s{0,40}"[\w.@-]{1,64}"[ \t]*:[ \t]*"([^"\n]{6,128})"/dg;
/** An Erlang/Elixir config tuple: `{hmac_secret, "…"}`, `{:api_token, "…"}`. Group 1 the name, 2 the value. */
const CONFIG_TUPLE_RE = /\{[ \t]*:?([a-z][\w]{0,40}(?:secret|password|passwd|token|api_key|apikey|key))[ \t]*,[ \t]*(?:<<)?"([^"\n]{8,300})"/dg;
/** A key as the user of a requests-style auth pair with an empty password: `session.auth = ("<key>", "")`. Group 1. */
const AUTH_TUPLE_KEY_RE = /\.auth[ \t]*=[ \t]*\([ \t]*["']([A-Za-z0-9_-]{20,128})["'][ \t]*,[ \t]*["']{2}[ \t]*\)/dg;
/** KeePass XML exports: `<Key>Password</Key><Value …>…</Value>`. Group 1. */
const KEEPASS_VALUE_RE = /<Key>Password<\/Key>[ \t\r\n]{0,20}<Value(?:[ \t][^>]{0,60})?>([^<\n]{4,200})<\/Value>/dg;
/** A web server setting a secret header: nginx `proxy_set_header X-Internal-Token "…"`, Apache `RequestHeader set X-Api-Key …`. */
const SERVER_HEADER_RE =
  /\b(?:proxy_set_header|add_header|more_set_input_headers|RequestHeader[ \t]+(?:set|append|add))[ \t]+["']?(?:X-)?[\w-]{0,30}(?:token|key|secret|auth(?:orization)?)["']?:?[ \t]+["']?(?:(?:Bearer|Token)[ \t]+)?([A-Za-z0-9_\-+/=.~]{16,256})/dgi;
/** A key used as the `curl -u` user with a dummy password (`-u KEY:X`, Freshdesk and others). */
const CURL_KEY_AS_USER_RE = /(?<![\w-])(?:-u|--user)[ \t]+["']?([A-Za-z0-9]{16,64}):[Xx]["']?(?![\w])/dg;

/** The generic type a secret's name gives it (`DB_PASSWORD` → password, `x-auth-token` → token, `api_key` → api_key). */
function typeOfName(name: string): string {
  return /pass|pwd/i.test(name) ? 'password' : /token/i.test(name) ? 'token' : /secret/i.test(name) ? 'secret' : 'api_key';
}

/** A PascalCase or camelCase name ending in a secret word (`StripeKey`, `dbPassword`): a name, not a value. */
const SECRET_NAME_VALUE = /^[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]*){0,4}(?:Password|Passwd|Pwd|Key|Secret|Token|ApiKey)$/;
/** Last letters of SECRET_NAME_VALUE's endings (d, y, t, n): most values fail this before the regex. */
const NAME_END = new Set([100, 121, 116, 110]);
const SECRET_NAME = /(?:password|passwd|secret|token|api_?key|apikey|private_?key|credential|auth|_key$|key$)/i;

/**
 * A secret-named variable set from a literal through a decoder: `byte[] KEY = HexFormat.of().parseHex("…")`,
 * `key = bytes.fromhex("…")`, `secret = base64.b64decode("…")`, `Convert.FromBase64String("…")`. Group 1 the name, 2 the literal.
 */
const DECODED_LITERAL_RE =
  /\b(\w{0,40}(?:KEY|Key|key|SECRET|Secret|secret|TOKEN|Token|token))\b[^=\n;]{0,40}=[^"'\n;]{0,80}?\b(?:parseHex|fromhex|unhexlify|decodeHex|DecodeString|FromBase64String|b64decode|decodeBase64|decode)[ \t]*\([ \t]*b?["']([A-Za-z0-9+/=_-]{16,300})["']/dg;

/** A Terraform variable named for a secret, with a default: `variable "statuspage_api_token" { … default = "…" }`. Group 1 the name, 2 the value. */
const HCL_VARIABLE_DEFAULT_RE =
  /\bvariable[ \t]+"([\w-]{0,60}(?:token|secret|password|passwd|api_key|apikey|key))"[ \t]*\{[^{}]{0,300}?\bdefault[ \t]*=[ \t]*"([^"\n]{8,300})"/dg;

/**
 * An Android Gradle build value named for a secret: `buildConfigField "String", "MAPS_API_KEY", "\"…\""`,
 * `buildConfigField("String", "API_TOKEN", "\"…\"")`, `resValue "string", "stripe_key", "…"`. Group 1 the name, 2-4 the value.
 */
const BUILD_CONFIG_FIELD_RE =
  /\b(?:buildConfigField|resValue)[ \t]*\(?[ \t]*["']\w{1,40}["'][ \t]*,[ \t]*["']([A-Za-z_][\w.]{0,80})["'][ \t]*,[ \t]*(?:"\\"([^"\\\n]{8,300})\\""|'"([^"'\n]{8,300})"'|"([^"\\\n]{8,300})")/dg;

/** "We are using API key gTUNxQVLsTr…", "the prod key for the loyalty API: …": a key word and the value with only a blank between. Group 1 the value. */
const KEY_WORD_VALUE_RE =
  /\b(?:(?:production|prod|live|dev|staging|sandbox|team|partner)[ _-]key|(?:use|try) (?:this|the|my|our) (?:\w+ )?key(?: for now| instead)?[ \t]{0,2}:|api[ _-]?key|api[ _-]?token|access[ _-]?token|secret[ _-]?key|cl(?:é|e) api|clave de api|api-schl(?:ü|ue)ssel|key for (?:the |our |your |their )?[\w-]{1,30}(?: [\w-]{1,30}){0,2} api[ \t]{0,2}:)[ \t]{1,3}([A-Za-z0-9_\-]{16,128})(?![\w-])/dgi;
/** `lftp -u user,pass` (lftp separates them with a comma); group 1 the password. */
const LFTP_USER_RE = /\blftp\b[^\n|;&]{0,120}?[ \t](?:-u|--user)[ \t]+["']?[^\s,"']{1,128},["']?([^\s"']{1,256})/dg;

/**
 * `mysql -u root -pSECRET`, `sshpass -p SECRET`, `redis-cli -a SECRET`, `docker login -u bot -p SECRET`,
 * `az login --service-principal -u ID -p SECRET`, `ldapsearch -D cn=admin -w SECRET`, `sqlcmd -U sa -P SECRET`, `ipmitool -P SECRET`, `mongosh -p SECRET`,
 * `smbclient -U user%SECRET`, `openssl … -passin pass:SECRET`, `htpasswd -b file user SECRET`, archives (`7z a -p'SECRET'`,
 * `zip -P SECRET`, `unrar x -pSECRET`), redis.conf `requirepass SECRET` / `masterauth SECRET`, Windows `net use … /user:DOM\u SECRET`.
 */
/**
 * Cisco IOS clear-text (type 0) and reversible (type 7) passwords: `username admin privilege 15
 * password 0 …`, `enable secret 0 …`, `password 7 0822455D0A16` under a `line`. Group 1 the value;
 * hashed types (5, 8, 9) are not matched.
 */
const CISCO_PASSWORD_RE =
  /^[ \t]*(?:(?:username[ \t]+\S{1,64}(?:[ \t]+privilege[ \t]+\d{1,2})?|enable)[ \t]+(?:password|secret)(?:[ \t]+[07])?|password[ \t]+[07])[ \t]+(\S{4,128})[ \t]*\r?$/dgm;

const CLI_PASSWORD_RE =
  /\b(?:(?:7za?|7zz|zip|unzip|rar|unrar)\b[^\n]{0,100}?[ \t]-[pP][ \t]*|(?:requirepass|masterauth)[ \t]+|net[ \t]+use\b[^\n]{0,200}?[ \t]\/user:[^\s]{1,100}[ \t]+(?!\/)|mysql(?:dump|admin|import|sh)?\b[^\n]{0,100}?[ \t]-p|hdbsql\b[^\n]{0,100}?[ \t]-p[ \t]+|sshpass[ \t]+-p[ \t]*|mosquitto_(?:pub|sub|rr)\b[^\n]{0,120}?[ \t]-P[ \t]+|redis-cli\b[^\n]{0,80}?[ \t]-a[ \t]+|(?:docker|podman|helm registry|oras|az)[ \t]+login\b[^\n]{0,100}?[ \t]-p(?:[ \t]+|=["']?)|ldap[a-z]{3,8}\b[^\n]{0,200}?[ \t]-w[ \t]+|(?:sqlcmd|bcp|ipmitool)\b[^\n]{0,150}?[ \t]-P[ \t]*|mongo(?:sh|dump|restore|import|export)?\b[^\n]{0,150}?[ \t]-p[ \t]+|(?:smbclient|rpcclient)\b[^\n]{0,150}?[ \t]-U[ \t]+["']?[^\s%"']{1,64}%|openssl\b[^\n]{0,200}?[ \t]-pass(?:in|out)?[ \t]+["']?pass:|htpasswd(?:[ \t]+-[bcBimsdC]{1,5}){1,4}[ \t]+[^\s-][^\s]{0,255}[ \t]+[^\s-][^\s]{0,127}[ \t]+)["']?([^\s"'-][^\s"']{2,127})/dg;

/**
 * A secret handed to a setter, builder or function whose name ends with the secret word:
 * `ds.setPassword("…")`, `.withPassword('…')`, `builder.password("…")`, `client.setApiKey("…")`.
 * Group 1 is the word, 2-4 the value; the glued prefix is checked (`getPassword("key")` is a lookup).
 */
const CALL_RE =
  /(password|passwd|pwd|passphrase|secret|token|api_?key|credentials?)[ \t]{0,2}\([ \t]{0,4}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})'|\x60([^\x60\n]{1,300})\x60)[ \t]{0,4}[),]/dgi;

/**
 * Credential constructors taking (user, password): .NET `NetworkCredential("u", "p")`, Java
 * `UsernamePasswordCredentials`/`PasswordAuthentication`, Python `HTTPBasicAuth("u", "p")` and
 * `auth=("u", "p")`. Group 1 is the password.
 */
const CREDENTIAL_PAIR_RE =
  /(?:\b(?:NetworkCredential|UsernamePasswordCredentials|PasswordAuthentication|HTTPBasicAuth|HTTPDigestAuth|HttpBasicAuth|BasicAuth|UsernamePasswordAuthenticationToken|PasswordCredential|Credentials::new)[ \t]{0,2}\(|\bauth[ \t]{0,2}=[ \t]{0,2}[(\[])[ \t]{0,4}["'][^"'\n]{1,128}["'](?:\.(?:to_owned|to_string|into)\(\))?[ \t]{0,4},[ \t]{0,4}["']([^"'\n]{1,300})["']/dg;

/** PowerShell `ConvertTo-SecureString "…" -AsPlainText -Force` (also `-String "…"`). */
/** How far after the string `-AsPlainText` may follow (`"…" -AsPlainText -Force`). */
const SECURE_STRING_FLAG_WINDOW = 200;
const SECURE_STRING_RE =
  /\bConvertTo-SecureString(?:[ \t]{1,4}-(?:String|AsPlainText|Force)\b){0,3}[ \t]{1,4}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})')/dgi;

/** A secret column name followed by a cell delimiter or the end of the line (header candidates for findTables). */
const SECRET_CELL_RE =
  /(?:password|passwort|passwd|pass|pwd|pw|kennwort|mot de passe|contraseña|contrasena|senha|wachtwoord|密码|密碼|パスワード|비밀번호|secret|api[ _-]?key|apikey|token)[*_\x60"' \t]{0,4}(?:[|,;\t]|\r?$)/gim;
/** SQL `INSERT INTO t (cols) VALUES (vals)`: a secret column's value (see findTables). */
const SQL_INSERT_RE =
  /\binsert[ \t]+into[ \t]+[\w."\x60[\]]{1,64}[ \t]*\(([^()\n]{1,500})\)[ \t\r\n]{0,8}values[ \t\r\n]{0,8}\(([^()\n]{1,2000})\)/dgi;

/** `Authorization: Token …`, `ApiKey …`, `SSWS …`, `Splunk <uuid>`-style schemes other than Bearer/Basic. */
const AUTH_SCHEME_RE =
  /\bauthorization\\?["']?\]?[ \t]{0,4}(?:=>|[:=,])[ \t]{0,4}\\?["']?(token|oauth|api-?key|key|sso-key|genie-?key|splunk|ssws|otoken|zoho-oauthtoken|klaviyo-api-key|api-?token|access-?token|sharedkey|app)[ \t]{1,3}([A-Za-z0-9_~+/.=:-]{16,4096})/dgi;

/**
 * A header set by name in a call: `.header("X-Api-Key", "…")`, `req.Header.Set("X-Auth-Token", "…")`,
 * `headers.append('x-api-key', '…')`. Group 1 the header, 2-3 the value.
 */
const HEADER_CALL_RE =
  /\.(?:header|set|append|add|addheader|setheader|setrequestheader|defaultheader|withheader|put|insert)[ \t]{0,2}\([ \t]{0,4}["']([\w-]{0,40}(?:api[_-]?key|apikey|token|secret|auth-key|access-key|subscription-key))["'][ \t]{0,4},[ \t]{0,4}(?:"([^"\n]{16,300})"|'([^'\n]{16,300})')/dgi;

/**
 * The key of an HMAC as a literal: `new HMACSHA256(Encoding.UTF8.GetBytes("…"))`, `hmac.new(b"…", …)`,
 * `crypto.createHmac('sha256', '…')`, `hmac.New(sha256.New, []byte("…"))`, `new SecretKeySpec("…".getBytes(), …)`.
 * Group 1-2 the key.
 */
const HMAC_KEY_RE = /\b(?:hmac[\w.]{0,20}|createhmac|secretkeyspec|fernet|aesgcm|chacha20poly1305)[ \t]{0,2}\([^\n"']{0,60}?(?:["'][\w-]{1,12}["'][ \t]{0,4},[ \t]{0,4}[^\n"']{0,20}?)?b?(?:"([^"\n]{16,200})"|'([^'\n]{16,200})')/dgi;

/**
 * A secret stored by a CLI's config setter: `atlas config set private_api_key …`, `npm config set
 * //registry.npmjs.org/:_authToken …`, `yarn config set npmAuthToken …`, `heroku config:set API_KEY …`.
 * Group 1 the name, 2-4 the value.
 */
const CONFIG_SET_RE =
  /\bconfig(?::set|[ \t]+set)[ \t]+(?:--?[\w-]+[ \t]+)?([\w.:\/@-]{0,80}?(?:password|passwd|secret|token|api[_-]?key|apikey|private[_-]?key|authtoken))[ \t]*[ \t=][ \t]*(?:"([^"\n]{8,300})"|'([^'\n]{8,300})'|([^\s"']{8,300}))/dgi;

/** `machine host login user password secret` (.netrc). */
const NETRC_RE = /\bmachine[ \t]+\S{1,256}[ \t\n]+login[ \t]+\S{1,256}[ \t\n]+password[ \t]+(\S{1,256})/dg;

/** `<password>value</password>` in XML configs. */
const XML_RE = /<((?:[A-Za-z_][\w-]{0,20}:)?(?:[A-Za-z_][\w.-]{0,40}?)?(?:password|passwd|pass|pwd|secret|token|apikey|api_key|api-key|transactionKey|privatekey|presharedkey))(?:[ \t]+[\w:-]{1,30}="[^"\n]{0,120}"){0,3}>\s{0,40}([^<\s][^<\n]{0,299}?)\s{0,40}<\/\1>/dgi;

/**
 * .NET `<add key="SmtpPassword" value="..."/>` and Spring `<property name="db.password" value="..."/>`:
 * the secret word ends the key attribute, the value attribute follows it.
 */
const XML_KEY_VALUE_RE =
  /\b(?:key|name)=["']([\w.:-]{0,60}?(?:password|passwd|pwd|secret|token|api[_.-]?key|apikey))["'][ \t]{1,10}value=["']([^"'\n]{1,300})["']/dgi;

/**
 * Prose with words between the secret word and the verb or a colon: "the password for the 3rd floor
 * meeting rooms is X", "das Passwort für den Server lautet X", "le mot de passe provisoire pour
 * votre compte : X", "la contraseña del servidor FTP: X". Group 1 is the in-between words, 2 the verb
 * (absent for the colon form), 3 the value.
 */
const PROSE_PASSWORD_RE =
  /(?:\b(?:password|passcode|passphrase|pass(?=[ \t]+(?:for|to|of|fur|für|pour|para)\b)|pw(?=[ \t]+(?:for|in|on|of)\b)|mot de passe|mdp|contrase(?:ñ|n)a|clave|senha|palavra-passe|wachtwoord|l(?:ö|o)senord(?:et)?|adgangskode(?:n)?|has(?:ł|l)[oa]|heslo|salasana|cl(?:é|e) wpa2?|clave wpa2?|wpa2?[ -](?:key|passphrase)|network key|wi-?fi key|netzwerkschl(?:ü|ue)ssel|wlan-?schl(?:ü|ue)ssel)|passwort|kennwort)((?:[ \t](?:\([^()\n]{1,60}\)|(?:[^\s.,;:!?"(]|\.(?=\w)){1,32}(?![^\s.,;:!?"(]|\.(?=\w)))){0,12}?)(?:[ \t](is now|is still|is nu|ist ab sofort|ist jetzt|ist nun|ist immer noch|ist noch|är nu|es ahora|sigue siendo|est maintenant|est toujours|e agora|mudou para|foi alterada para|cambio a|(?:was |has been )?(?:set|reset|changed) to|ficou|agora e|est d(?:é|e)sormais|is|was|ist|lautet|war|est|c'est|es|era|è|é|er|är|jest|je)[ \t:]{1,3}|[ \t]?:[ \t]{1,3})["'\x60]?([^\s"'\x60]{6,200})/dgi;

/**
 * In the colon form of PROSE_PASSWORD_RE, words that make the phrase about passwords rather than
 * a password (`password manager: 1Password`, `Password must contain: 8+chars`).
 */
export const PROSE_COLON_STOP = new Set([
  'manager', 'managers', 'policy', 'policies', 'reset', 'requirement', 'requirements', 'rule', 'rules', 'strength',
  'hash', 'hashes', 'hashed', 'hashing', 'length', 'field', 'fields', 'prompt', 'expiry', 'expiration', 'expires',
  'rotation', 'hint', 'complexity', 'history', 'recovery', 'generator', 'format', 'salt', 'encoding', 'algorithm',
  'must', 'should', 'needs', 'need', 'requires', 'require', 'contains', 'contain', 'example', 'e.g', 'changed',
  'change', 'update', 'updated', 'protected', 'protection', 'storage', 'stored', 'file', 'type', 'input', 'label',
  'muss', 'sollte', 'richtlinie', 'vergessen', 'doit', 'politique', 'oublié', 'oublie', 'debe', 'política',
  'politica', 'olvidada', 'olvidé', 'olvide', 'eg', 'e.g', 'ie', 'i.e', 'see', 'note', 'via', 'using', 'with',
  // a licence or product key is no password ("Clave de licencia del antivirus: MA7D-…")
  'licencia', 'license', 'licence', 'lizenz', 'licenza', 'licenca', 'producto', 'product', 'produkt', 'produit', 'activation', 'activacion', 'aktivierung',
]);

/** `Authorization: Bearer <token>` and `Basic <base64>`; Docker config `"auth": "<base64>"`. */
/** Also the scheme and value as two arguments: C# `new AuthenticationHeaderValue("Bearer", "…")`. */
/**
 * Also handed to a client: Rust reqwest `.bearer_auth("…")`, `bearerAuth("…")`, `bearer_token("…")`,
 * and the request library's `auth: { bearer: "…" }`.
 */
const BEARER_RE =
  /(?<![A-Za-z])bearer(?:[ \t]{1,3}|["'][ \t]{0,4},[ \t]{0,4}["']|_?(?:auth|token)?[ \t]{0,2}\([ \t]{0,4}["'\x60]|["']?[ \t]{0,4}:[ \t]{0,4}["'\x60])([A-Za-z0-9_~+/.=-]{16,4096})/dgi;
const BASIC_RE = /(?<![A-Za-z])(?:basic(?:[ \t]{1,3}|["'][ \t]{0,4},[ \t]{0,4}["'])|"auth"[ \t]*:[ \t]*")([A-Za-z0-9+/]{8,1024}={0,2})(?![A-Za-z0-9+/=])/dgi;

/** Prefixes that may be glued to a secret word without a separator: `apikey`, `dbpassword`, `authtoken`. */
const COMPOUND_PREFIXES = new Set([
  'api', 'access', 'auth', 'client', 'secret', 'bearer', 'refresh', 'db', 'admin', 'root', 'user', 'app', 'master',
  'private', 'session', 'x', 'sudo', 'login', 'mysql', 'pg', 'postgres', 'redis', 'smtp', 'mail', 'ftp', 'ssh', 'wifi',
  'new', 'old', 'current', 'encryption', 'signing', 'webhook', 'jwt', 'oauth', 'service', 'account', 'consumer',
  'shared', 'bot', 'personal', 'hmac', 'aes', 'crypto', 'cipher', 'sign', 'enc', 'deploy', 'gpg', 'pgp', 'storage',
  'subscription', 'license', 'id', 'csrf', 'xsrf', 'rpc', 'ldap', 'bind', 'keystore', 'truststore', 'vault', 'pass',
  'github', 'gitlab', 'slack', 'discord', 'npm', 'docker', 'registry', 'web', 'ui', 'panel', 'rcon', 'merchant',
]);

/** A bare `key`/`auth` needs one of these prefixes, or a value that is strongly random. */
export const KEY_PREFIXES = new Set([
  'merchant', 'partner', 'gateway', 'payment', 'integration', 'vendor',
  'api', 'access', 'secret', 'private', 'auth', 'encryption', 'signing', 'master', 'app', 'session', 'jwt', 'hmac',
  'aes', 'crypto', 'crypt', 'consumer', 'client', 'service', 'subscription', 'account', 'storage', 'shared',
  'webhook', 'license', 'deploy', 'cipher', 'sign', 'enc', 'admin', 'server', 'root', 'user', 'developer', 'dev',
  'prod', 'production', 'live', 'test', 'secure', 'security', 'token', 'write', 'read', 'ingest', 'ingestion',
]);

const PASSWORD_WORD = /^(?:pass|pwd|pw|psk|kennwort|mot|mdp|contrase|clave)/i;
const GERMAN_PASSWORD_WORD = /^(?:passwort|kennwort)$/i;

export function secretTypeFor(word: string, prefix: string): string {
  const w = word.toLowerCase();
  // sssd's `ldap_default_authtok`: the bind password
  if (PASSWORD_WORD.test(w) || w === 'authtok') return 'password';
  if (/^api[_. -]?key$|^apikey$/.test(w)) return 'api_key';
  if (w === 'key') return /^(?:api|access|client|consumer|subscription|app|developer|dev|live|prod|production|test|ingest|ingestion|write|read|account|service)$/.test(prefix) ? 'api_key' : 'secret';
  // `pat`: a personal access token (`$pat = "…"`, `AZURE_DEVOPS_PAT=…`)
  if (w === 'token' || w === 'auth' || w === 'pat') return 'token';
  return 'secret';
}

/** The letters glued directly before the secret word, lower-cased ('' when a separator precedes it). */
function gluedPrefix(text: string, start: number): string {
  let i = start;
  while (i > 0 && i > start - 24) {
    const c = text.charCodeAt(i - 1);
    const isLetter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!isLetter) break;
    i--;
  }
  return text.slice(i, start);
}

/** The identifier segment just before the word across `_-.` (`db_password` → `db`). */
function segmentPrefix(text: string, start: number): string {
  // as /([A-Za-z]+)[_.-]?$/ on the 32 characters before `start`
  const from = Math.max(0, start - 32);
  let end = start;
  if (end > from) {
    const c = text.charCodeAt(end - 1);
    if (c === 95 || c === 46 || c === 45) end--;
  }
  let i = end;
  while (i > from) {
    const c = text.charCodeAt(i - 1);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break;
    i--;
  }
  return i < end ? text.slice(i, end).toLowerCase() : '';
}

function keyBoundaryOk(text: string, start: number, word: string): boolean {
  const glued = gluedPrefix(text, start);
  if (glued === '') return true;
  // German compounds glue any noun to the word: `Initialpasswort`, `Einmalkennwort`, `WLAN-Passwort` has a dash
  if (GERMAN_PASSWORD_WORD.test(word)) return true;
  const first = word.charCodeAt(0);
  const last = glued.charCodeAt(glued.length - 1);
  const camel = first >= 65 && first <= 90 && last >= 97 && last <= 122;
  if (camel) return true;
  const lower = glued.toLowerCase();
  // `MYSQL_ROOT_PASSWORD`, `DBPASSWORD`: an all-caps run ending in a known prefix
  for (const p of COMPOUND_PREFIXES) if (lower.endsWith(p) && (lower === p || /[A-Z]/.test(glued))) return true;
  return COMPOUND_PREFIXES.has(lower);
}

/** The word before a key word across one blank, `_`, `-` or `.` (`WPA2 Key` → `wpa2`), lower-cased. */
function wordBefore(text: string, start: number): string {
  let end = start;
  const sep = text.charCodeAt(end - 1);
  if (sep === 32 || sep === 9 || sep === 95 || sep === 45 || sep === 46) end--;
  let i = end;
  while (i > 0 && end - i < 24) {
    const c = text.charCodeAt(i - 1);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57))) break;
    i--;
  }
  return text.slice(i, end).toLowerCase();
}
const PUBLIC_WORD = /^(?:public|pub|publishable|host|recipient)$/;
const WIFI_WORD = /^(?:wpa\d?|wpa2psk|psk|wep|wifi|wlan|wireless|network|netzwerk|wlan|ssid)$/;
/** LDAP/RFC 2307 password schemes: `{SSHA}`, `{CRYPT}`, `{PBKDF2-SHA512}`, `{ARGON2}`. */
const HASH_SCHEME = /^\{(?:S?SHA(?:256|384|512)?|S?MD5|CRYPT|PBKDF2(?:-SHA\d{1,3})?|ARGON2\w{0,4}|BCRYPT|SSHA\d{3})\}/i;
/** `name:/path` (systemd `LoadCredential=`, `SetCredentialEncrypted` names a file, not a value). */
const CREDENTIAL_FILE = /^[\w.@-]{1,64}:(?:\/|~\/|\.\/)[^\s:]{0,255}$/;

const IDENTIFIER_LIKE = /^(?:[a-z]+(?:[_.-][a-z]+)*|[A-Z]+(?:_[A-Z]+)*|[a-z]+(?:[A-Z][a-z]+)+|[A-Z][a-z]+(?:[A-Z][a-z]+)*)$/;

const measured: ValueMeasure = { classes: 0, entropy: 0 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The word before a `key` or `token` when it names something other than a secret: idempotency and
 * correlation ids, cache, partition and object keys, pagination tokens (`nextToken`,
 * `NextPageToken`, `continuationToken`, `SequenceToken`), i18n keys. (Not `primary`: Azure shows
 * its access keys as "Primary key".)
 */
const NON_SECRET_LABEL =
  /(?:idempoten(?:cy|t|ce)|cache|caching|correlation|request|trace|tracing|dedup(?:e|lication)?|partition|routing|shard(?:ing)?|lookup|object|cursor|pagination|page|next|continuation|continue|resume|sync|sequence|cancellation|iterator|marker|i18n|translation|locale|dictionary)$/;

/** Whether the word at `start` (after a colon) lies in an AWS ARN or a CloudFormation dynamic reference. */
function inStoreReference(text: string, start: number): boolean {
  let i = start;
  while (i > 0 && start - i < 200) {
    const c = text.charCodeAt(i - 1);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 96) break;
    i--;
  }
  return /(?:^|[^A-Za-z0-9])(?:arn:aws[\w-]{0,12}:|resolve:)/.test(text.slice(i, start));
}

/** A random-looking string: the gate for api keys, tokens and secrets. */
export function looksRandom(value: string, minLength = 8): boolean {
  if (value.length < minLength) return false;
  measureValue(value, measured);
  const c = measured.classes;
  if (c & SPACE) return false;
  const digit = (c & DIGIT) !== 0;
  // identifiers have no digits; all-digit values and versions have nothing but digits (and dots)
  if (!digit && IDENTIFIER_LIKE.test(value)) return false;
  if (c === DIGIT && value.length < 16) return false;
  if (digit && value.includes('.') && /^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/.test(value)) return false; // versions
  if (c & (LOWER | UPPER) && digit) return measured.entropy >= 2.8;
  return measured.entropy >= 3.5 && value.length >= 16;
}

/**
 * Words joined by `-`/`_` around a hex digest: cache keys and artifact names
 * (`node-cache-Linux-x64-npm-<sha256>`, `pip-deps-3.11-<sha1>`, `v3-deps-linux-<hash>-node20`), not
 * secrets. Each part is letters with optional trailing digits (`x64`, `macOS`, `node18`), a number
 * or version, or the digest (7-128 hex digits of one letter case with at least one digit, not the
 * first part); one word has 3+ letters. Only for a bare `key`/`auth` label: `API_TOKEN=prefix_<hex>`
 * stays a secret (many real tokens look so).
 */
const NAME_WORD = /^(?:[A-Za-z]{1,20}\d{0,4}|v?\d{1,6}(?:\.\d{1,6}){0,3})$/;
const NAME_DIGEST = /^(?:[0-9a-f]{7,128}|[0-9A-F]{7,128})$/;

export function isDigestName(value: string): boolean {
  if (value.length > 400) return false;
  const parts = value.split(/[-_]/);
  if (parts.length < 2 || parts.length > 14) return false;
  let digests = 0;
  let word3 = false;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (NAME_WORD.test(p)) {
      if (/[A-Za-z]{3}/.test(p)) word3 = true;
      continue;
    }
    if (i === 0 || !NAME_DIGEST.test(p) || !/\d/.test(p)) return false;
    digests++;
  }
  // a digest that is also a word (`deadbeef1`) still counts when it ends the name
  const last = parts[parts.length - 1];
  if (digests === 0 && NAME_DIGEST.test(last) && /\d/.test(last) && last.length >= 7) digests = 1;
  return digests >= 1 && digests <= 2 && word3;
}

const DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

/** "Password" in the languages of translation files (lower case, whole words). */
const PASSWORD_TRANSLATIONS =
  /(?:^|[\s'’-])(?:password|passwort|kennwort|passcode|mot de passe|contraseña|contrasena|clave|senha|wachtwoord|lösenord|adgangskode|passord|salasana|hasło|heslo|jelszó|parola|şifre|sifre|пароль|geslo|lozinka|parool|κωδικός|パスワード|密码|密碼|비밀번호)(?=$|[\s?!.:…'’-])/;
/** Words, blanks and sentence punctuation only (any script): UI text, not a secret. */
const UI_TEXT = /^[\p{L}\p{M}][\p{L}\p{M} '’-]{0,80}[?!.:…]{0,3}$/u;

/**
 * A user-interface string in a translation file (`"password": "Passwort"`,
 * `"forgot_password": "Mot de passe oublié ?"`): letters only, and either the word "password" in
 * some language or a phrase ending in sentence punctuation. A passphrase such as
 * `correct horse battery staple` stays a candidate.
 */
export function isUiLabel(value: string): boolean {
  if (value.length > 84 || !UI_TEXT.test(value.replace(/ (?=[?!:])/g, ''))) return false;
  if (PASSWORD_TRANSLATIONS.test(value.toLowerCase())) return true;
  return value.includes(' ') && /[?!.:…]$/.test(value);
}

/** Passwords are short and human: accept anything that is not a word-only placeholder. */
const ONLY_LETTERS = /^\p{L}+$/u;

export function looksLikePassword(value: string, quoted: boolean, prose: boolean): boolean {
  if (value.length < 4 || value.length > 200) return false;
  const c = charClasses(value);
  if (c & SPACE && !quoted) return false;
  if (!(c & DIGIT) && isUiLabel(value)) return false;
  // "Passwort geändert am: 12.03.2024": a date is not a password
  if (!(c & (LOWER | UPPER)) && DATE.test(value)) return false;
  const mixedCase = (c & (LOWER | UPPER)) === (LOWER | UPPER) && /[A-Z]/.test(value.slice(1));
  // accented letters count as symbols in charClasses, but "envoyé", "geändert" are words
  const strong = ((c & (DIGIT | SYMBOL)) !== 0 && !ONLY_LETTERS.test(value)) || mixedCase;
  if (prose) return value.length >= 6 && strong && !/^\d{1,5}$/.test(value);
  if (quoted) return value.length >= 4 && (strong || value.length >= 6);
  return strong || value.length >= 12;
}

/**
 * A password written without quotes or a key next to it: three character classes with a digit,
 * not a placeholder, path or URL.
 */
function strongBare(value: string): boolean {
  const c = charClasses(value);
  const classes = (c & LOWER ? 1 : 0) + (c & UPPER ? 1 : 0) + (c & DIGIT ? 1 : 0) + (c & SYMBOL ? 1 : 0);
  return classes >= 3 && (c & DIGIT) !== 0 && !isPlaceholder(value) && !isPathOrUrl(value) && looksLikePassword(value, false, false);
}

/** In the verb form ("… is X"), the words that make the phrase about passwords (a subset: "recovery", "reset" may name whose password it is). */
const PROSE_VERB_STOP = new Set([
  'hash', 'hashes', 'hashed', 'hashing', 'algorithm', 'encoding', 'manager', 'managers', 'policy', 'policies', 'requirement', 'requirements',
  'rule', 'rules', 'strength', 'length', 'complexity', 'format', 'salt', 'generator', 'hint', 'prompt', 'field', 'expiry', 'expiration',
]);

/** Characters trimProse strips from the end of a value. */
const PROSE_END = new Set(['.', ',', ';', ':', ')', ']', '}', '>']);

function trimProse(value: string): string {
  // sentence punctuation after an unquoted value, and a following `&next=` query pair
  let v = PROSE_END.has(value[value.length - 1]) ? value.replace(/[.,;:)\]}>]+$/, '') : value;
  const amp = v.includes('&') ? /&[A-Za-z_][\w.-]*=/.exec(v) : null;
  if (amp) v = v.slice(0, amp.index);
  const semi = v.includes(';') ? /;\s*[A-Za-z][\w ]*=/.exec(v) : null;
  if (semi) v = v.slice(0, semi.index);
  return v;
}

/** Records `value`, found at `start`, as a credential of `type`. */
export function pushValue(out: RawCredential[], type: string, start: number, value: string, priority = 1): void {
  out.push({ type, start, end: start + value.length, priority });
}

/** Group 1 of `m` as an `api_key` when it is random and has a digit (a key handed over as a login's user). */
function pushDigitKey(out: RawCredential[], m: RegExpExecArray): void {
  const value = m[1];
  if (isPlaceholder(value) || !looksRandom(value, 16) || !/\d/.test(value)) return;
  pushValue(out, 'api_key', m.indices![1][0], value);
}

/** Group `gi` of `m` as a password, unless a placeholder, `reject`ed by the reader, or too weak. */
function pushPassword(out: RawCredential[], m: RegExpExecArray, gi: number, quoted: boolean, reject?: RegExp): void {
  const value = m[gi];
  if (isPlaceholder(value) || (reject !== undefined && reject.test(value)) || !looksLikePassword(value, quoted, false)) return;
  pushValue(out, 'password', m.indices![gi][0], value);
}

/** Lower-case keywords gating the detectors of this file (see trigger.ts). */
export const GENERIC_KEYWORDS = [
  'pass', 'pwd', 'psk', 'pat', 'kennwort', 'mot de passe', 'mot_de_passe', 'mot-de-passe', 'mdp', 'contraseña', 'contrasena', 'clave',
  'secret', 'token', 'key', 'credential', 'auth', '--', '-u', 'machine', 'mysql', 'sshpass', 'redis-cli', '</', 'bearer', 'basic',
  'login', 'passwort', 'passcode', 'value=', 'pw', 'ldap', 'sqlcmd', 'hdbsql', 'bcp', 'ipmitool', 'mongo', 'smbclient', 'rpcclient',
  'openssl', 'htpasswd', 'securestring', 'insert', 'lftp', '7z', 'zip -', 'rar ', 'requirepass', 'masterauth', 'net use', 'mosquitto_', 'jwt.',
  'senha', 'wachtwoord', 'senord', 'adgangskode', 'hasło', 'haslo', 'heslo', 'salasana', '密码', '密碼', 'パスワード', '비밀번호', 'wpa', 'network key', 'wifi key', 'wi-fi key', 'wlan', 'netzwerk',
  'hmac', 'secretkeyspec', 'config set', 'config:set', 'fernet', 'aesgcm', 'chacha20poly1305', 'variable',
  'parsehex', 'fromhex', 'unhexlify', 'decodehex', 'decodestring', 'frombase64string', 'b64decode', 'decodebase64', 'base64.decode', 'getdecoder',
];

/** The regexes of this file that the trigger index may run at their candidates (see trigger.ts). */
export const GENERIC_REGEXES: readonly RegExp[] = [
  ASSIGNMENT_RE, FLAG_RE, CURL_USER_RE, LFTP_USER_RE, CLI_PASSWORD_RE, NETRC_RE, XML_RE, BEARER_RE, BASIC_RE, XML_KEY_VALUE_RE, PROSE_PASSWORD_RE, NEXT_SENTENCE_PASSWORD_RE, NEXT_LINE_ANSWER_RE, WIFI_QR_RE, RESET_TO_RE, QUOTED_PAIR_RE, JWT_SIGN_RE, KEEPASS_VALUE_RE, USER_MAP_RE, CONFIG_TUPLE_RE, AUTH_TUPLE_KEY_RE, HELM_SET_RE, ES_RESET_RE, SASL_PASSWD_RE, SPRING_BIND_RE, CLIENT_CTOR_RE, SERVER_HEADER_RE, CURL_KEY_AS_USER_RE,
  NET_USER_RE, NAME_VALUE_ROW_RE, BARE_LABEL_LINE_RE, HADOOP_PROPERTY_RE, ARGOCD_INITIAL_RE, RABBITMQ_USER_RE, KEYED_CALL_PASSWORD_RE,
  PGBOUNCER_USERLIST_RE, CLOUD_AUTH_RE, VAULT_UNSEAL_RE, OPS_PASSWORD_RE, UNATTEND_VALUE_RE, DB_CLIENT_PASSWORD_RE, CONFLUENT_STORE_RE, ANDROID_STRING_RE, MAGENTO_CONFIG_RE, DEFINE_RE, MOSQUITTO_PASSWD_RE, ALTOOL_PASSWORD_RE,
  CALL_RE, CREDENTIAL_PAIR_RE, SECURE_STRING_RE, AUTH_SCHEME_RE, SQL_INSERT_RE, SECRET_CELL_RE, HEADER_CALL_RE, HMAC_KEY_RE, CONFIG_SET_RE,
  CURL_TOKEN_USER_RE, TYPED_DECLARATION_RE, ENV_DEFAULT_RE, KEY_WORD_VALUE_RE, DECODED_LITERAL_RE, HCL_VARIABLE_DEFAULT_RE,
  BUILD_CONFIG_FIELD_RE,
  // round 17
  NEW_VALUE_RE, WORD_THEN_VALUE_RE, NOUN_RESET_TO_RE, PAREN_AFTER_WORD_RE, PSK_LABEL_RE, WIFI_KEY_RE, KEY_OF_WIFI_RE, APP_PASSWORD_RE,
  DOTTED_LEADER_RE, SETUP_PASSWORDS_RE, WP_APP_PASSWORD_RE,
];

const CLI_WORDS = ['mysql', 'sshpass', 'redis-cli', 'login', 'ldap', 'sqlcmd', 'bcp', 'ipmitool', 'mongo', 'smbclient', 'rpcclient', 'openssl', 'htpasswd', '7z', 'zip -', 'rar ', 'requirepass', 'masterauth', 'net use', 'hdbsql', 'mosquitto_'];

const ASSIGNMENT_WORDS = ['pass', 'pwd', 'pw', 'psk', 'pat', 'kennwort', 'mot de passe', 'mot_de_passe', 'mot-de-passe', 'mdp', 'contraseña', 'contrasena', 'clave', 'secret', 'token', 'key', 'credential', 'auth'];

/** Keyword groups gating the detectors below (trigger.ts). */
const ASSIGNMENT_GROUP = new KeywordGroup(ASSIGNMENT_WORDS);
const DASH_GROUP = new KeywordGroup(['--', '-u']);
const CLI_GROUP = new KeywordGroup(CLI_WORDS);
/** The password words the assignment reader knows (ASSIGNMENT_RE). */
const ASSIGNMENT_LABEL = /^(?:password|passcode|passwort|kennwort|mot de passe|contrase(?:ñ|n)a|clave)$|^[a-z]*(?:passwort|kennwort)$/i;
/** Mostly ASCII: a non-ASCII letter widens the shared keyword table (`senord` covers lösenord). */
const PROSE_WORDS = ['senha', 'wachtwoord', 'senord', 'adgangskode', 'hasło', 'haslo', 'heslo', 'salasana', 'wpa', 'network key', 'wifi key', 'wi-fi key', 'wlan', 'netzwerk'];
const PROSE_GROUP = new KeywordGroup(['pass', 'pw', 'passwort', 'kennwort', 'passcode', 'mot de passe', 'mdp', 'contraseña', 'contrasena', 'clave', ...PROSE_WORDS]);
/** `net use` is a keyword already, and every `net user` line contains it. */
const NET_USER_GROUP = new KeywordGroup(['net use']);
const BASIC_GROUP = new KeywordGroup(['basic', 'auth']);
const NETRC_GROUP = new KeywordGroup(['machine']);
const LFTP_GROUP = new KeywordGroup(['lftp']);
const KEY_VALUE_GROUP = new KeywordGroup(['value=']);
const HMAC_GROUP = new KeywordGroup(['hmac', 'secretkeyspec', 'fernet', 'aesgcm', 'chacha20poly1305']);
const DECODE_GROUP = new KeywordGroup(['parsehex', 'fromhex', 'unhexlify', 'decodehex', 'decodestring', 'frombase64string', 'b64decode', 'decodebase64', 'base64.decode', 'getdecoder']);
const HCL_VARIABLE_GROUP = new KeywordGroup(['variable']);
const CONFIG_GROUP = new KeywordGroup(['config set', 'config:set']);
const XML_GROUP = new KeywordGroup(['</']);
const BEARER_GROUP = new KeywordGroup(['bearer']);
const AUTH_GROUP = new KeywordGroup(['auth']);
const CREDENTIAL_PAIR_GROUP = new KeywordGroup(['credential', 'pass', 'auth']);
const SECURE_STRING_GROUP = new KeywordGroup(['securestring']);
const INSERT_GROUP = new KeywordGroup(['insert']);

/** `/^[$<{%[]/`: a value that starts like a template or variable (`$X`, `<x>`, `{x}`, `%X%`, `[x]`). */
function startsLikeTemplate(value: string): boolean {
  const c = value.charCodeAt(0);
  // `%(name)s`, `%{var}`, `%VAR%` are templates; a random password may begin with `%` too
  if (c === 37) return /^%[({]|^%[A-Za-z_]\w*%/.test(value);
  return c === 36 || c === 60 || c === 123 || c === 91;
}

/** The value group of ASSIGNMENT_RE for a back-quoted value. */
const BACKQUOTED = 5;

/** Whether `(` follows `at`, after spaces or tabs. */
function isCallAt(text: string, at: number): boolean {
  let i = at;
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return text.charCodeAt(i) === 40;
}

/** One ASSIGNMENT_RE match: a generic secret when the key, separator and value pass the gates. */
function assignment(text: string, m: RegExpExecArray, out: RawCredential[]): void {
  const word = m[1];
  const wordStart = m.index;
  let gi = 3;
  while (gi < 8 && m[gi] === undefined) gi++;
  const quoted = gi !== 8;
  let value = m[gi];
  if (!quoted) value = trimProse(value);
  const w = word.toLowerCase();
  // `psk="…"`, `psk=…` (wpa_supplicant); `PSK:-PSK:HIGH` is an OpenSSL cipher list
  if (w === 'psk' && !quoted && m[2] !== '=') return;
  // a CSV header ("login_password,login_totp"): the next column's name, not a value
  if (m[2] === ',' && !quoted && /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(value)) return;
  // `--mount=type=secret,id=npmrc,target=…`: after a comma, options of a flag, not a value
  if (m[2] === ',' && !quoted && /^[\w-]+=/.test(value)) return;
  // a Bitnami SealedSecret's `encryptedData` holds ciphertext only its controller can open
  if (value.length >= 200 && value.startsWith('Ag') && text.includes('encryptedData')) return;
  let bare = w === 'key' || w === 'auth';
  // cheapest gates first: a password needs 4 characters, anything else 8 (a bare key 20)
  if (value.length < (PASSWORD_WORD.test(w) ? 4 : bare ? 8 : 8)) return;
  // `NEXTAUTH_SECRET`, `bypass_token`: when the word is glued to a prefix the key may still end in a
  // separated key/token/secret suffix, which then names the secret
  let suffixWord = '';
  if (!keyBoundaryOk(text, wordStart, word)) {
    const sfx = /^[_.-](key|token|secret)\b/i.exec(keyTail(text, m));
    if (!sfx || w === 'key') return;
    suffixWord = sfx[1];
  } else if (w === 'auth') {
    // `AUTH_SECRET` is a secret, `X-Auth-Token` a token (its value may be a UUID, as many APIs issue them)
    const sfx = /^[_.-]?(secret|token)/i.exec(keyTail(text, m));
    if (sfx) suffixWord = sfx[1].toLowerCase();
  }
  if (suffixWord) bare = false;
  // a verb or a dash between spaces ("is", " - "): the only separators that start with a space
  const prose = m[2][0] === ' ' || m[2][0] === '\t';
  const vs = m.index + m[0].length - VALUE_CLOSE[gi] - m[gi].length;
  // `arn:aws:secretsmanager:…:secret:prod/db-2qurYe`, `{{resolve:secretsmanager:…}}`: a name in a reference
  if (text.charCodeAt(wordStart - 1) === 58 && inStoreReference(text, wordStart)) return;
  // `# public key: age1…`, `pub_key = …`: public keys are not secrets
  if (bare && w === 'key' && PUBLIC_WORD.test(wordBefore(text, wordStart))) return;
  // an LDAP password hash (`userPassword: {SSHA}…`) is still a secret to redact
  const scheme = value.charCodeAt(0) === 123 ? HASH_SCHEME.exec(value) : null;
  if (scheme) {
    if (value.length - scheme[0].length < 8) return;
    pushValue(out, 'password', vs, value);
    return;
  }
  // `$password = Read-Host -AsSecureString …`: a PowerShell cmdlet, not a value
  if (!quoted && /^(?:Read|Get|Set|New|ConvertTo|ConvertFrom|Import|Export|Invoke|Select|Out)-[A-Z][A-Za-z]+$/.test(value)) return;
  // a bare or back-quoted value can be code: `args[token.index]`, `cfg.secret`
  if ((!quoted || gi === BACKQUOTED) && (startsLikeTemplate(value) || isReference(value))) return;
  // systemd `LoadCredential=db-password:/etc/credstore/db`: a credential name and the file it is read from
  if (CREDENTIAL_FILE.test(value)) return;
  // `run(password=sf_pw)`: a keyword argument set from a variable, not a literal
  if (!quoted && /^[a-z_][a-z0-9]*_[a-z0-9_]*$/.test(value) && !/\d/.test(value) && /[(,][ \t]*$/.test(text.slice(Math.max(0, wordStart - 40), wordStart))) return;
  // `key = make_key (curve)`: a bare value followed by `(` is a call, not a literal; after a blank
  // only a name (no digit, or an argument list without blanks) is: "password: Giza-7409-Rezo (you'll be
  // asked to change it)" and "Passwort: QmZS_CjY1F (Werkseinstellung geändert)" are remarks
  if (!quoted && isCallAt(text, vs + m[gi].length) && (text.charCodeAt(vs + m[gi].length) === 40 || (/^[A-Za-z_$][\w$.]*$/.test(value) && (!/\d/.test(value) || /^[ \t]*\([^()\s]*\)/.test(text.slice(vs + m[gi].length)))))) return;
  if (value.startsWith('${') || value.startsWith('{{') || value.startsWith('<%') || isPlaceholder(value) || isPathOrUrl(value)) return;
  // `auth.existingPasswordSecret=rabbitmq-admin`, `passwordSecretName: db-creds`: the name of a Kubernetes secret
  if (/(?:existing\w*secret|secret_?name|secret_?ref)$/i.test(text.slice(Math.max(0, wordStart - 24), vs).replace(/[\s"':=]+$/, '').split(/[^\w]/).pop() ?? '')) return;
  // `SecretsFilter: 'DbPassword,StripeKey'`: a value that is itself the name of a secret
  if (value.length <= 48 && NAME_END.has(value.charCodeAt(value.length - 1)) && SECRET_NAME_VALUE.test(value)) return;
  // the segment before the word only matters for a `key` (its type) or a bare key/auth
  const prefix = w === 'key' || bare ? segmentPrefix(text, wordStart) : '';
  let type = suffixWord ? secretTypeFor(suffixWord, '') : secretTypeFor(word, prefix);
  // `Idempotency-Key: <uuid>`, `Cache key: …`, `nextToken: …`: keys and tokens that name a request,
  // a cache entry or a page of results, not a secret
  if (!suffixWord && (w === 'key' || w === 'token') && NON_SECRET_LABEL.test(prefix || segmentPrefix(text, wordStart) || wordBefore(text, wordStart))) return;
  // `?key=…`, `&key=…`: a query parameter named key is an API key (Google, Bing, Stripe-style APIs)
  const queryKey = bare && w === 'key' && (text.charCodeAt(wordStart - 1) === 63 || text.charCodeAt(wordStart - 1) === 38);
  if (queryKey) type = 'api_key';
  // `WPA2 Key: …`, `wifi_key = …`, `Network Key: …`: a Wi-Fi passphrase
  if (bare && w === 'key' && WIFI_WORD.test(prefix || wordBefore(text, wordStart))) {
    type = 'password';
    bare = false;
  }
  if (type === 'password') {
    if (!looksLikePassword(value, quoted, prose)) return;
  } else if (bare) {
    const strongPrefix = KEY_PREFIXES.has(prefix) || KEY_PREFIXES.has(gluedPrefix(text, wordStart).toLowerCase());
    if (prose) return;
    if (!strongPrefix && !(looksRandom(value, 20) && /^[A-Za-z0-9+/=_-]+$/.test(value))) return;
    // a UUID under a plain `key` label is an identifier (license and API keys have a strong prefix)
    if (!strongPrefix && !queryKey && UUID.test(value)) return;
    // `Cache restored from key: node-cache-Linux-x64-npm-<sha256>`: a name ending in a digest
    if (!strongPrefix && isDigestName(value)) return;
    if (strongPrefix && !looksRandom(value)) return;
  } else {
    if (prose && !looksRandom(value, 12)) return;
    if (!looksRandom(value)) return;
  }
  pushValue(out, type, vs, value);
}

/** Round 17: passwords, Wi-Fi keys and app passwords as handover notes, tickets and chats write them. */
function findOfficePasswords(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const strongOrKey = (v: string) => strongBare(v) || (/^(?:[0-9A-F]{10,64}|[0-9a-f]{10,64}|\d{16,26})$/.test(v) && !isPlaceholder(v));
  if (hits.present.hasAny(PROSE_GROUP)) {
    hits.matches(WORD_THEN_VALUE_RE, (m) => {
      const value = trimProse(m[1]);
      if (!strongBare(value) || !LOGIN_BEFORE.test(text.slice(Math.max(0, m.index - 100), m.index + 1))) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
    hits.matches(PAREN_AFTER_WORD_RE, (m) => {
      if (strongBare(m[1])) pushValue(out, 'password', m.indices![1][0], m[1]);
    });
    hits.matches(NOUN_RESET_TO_RE, (m) => {
      const value = trimProse(m[1]);
      if (strongBare(value)) pushValue(out, 'password', m.indices![1][0], value);
    });
    if (text.includes('?')) {
      hits.matches(CHAT_BARE_ANSWER_RE, (m) => {
        const value = m[1];
        if (!strongBare(value) || /^https?:/i.test(value) || !PASSWORD_ASKED.test(text.slice(Math.max(0, m.index - 300), m.index))) return;
        pushValue(out, 'password', m.indices![1][0], value);
      });
    }
  }
  hits.matches(PSK_LABEL_RE, (m) => {
    const value = m[1];
    if (isPlaceholder(value) || TEMPLATE_START.test(value) || !(strongBare(value) || looksRandom(value, 12))) return;
    pushValue(out, 'password', m.indices![1][0], value);
  });
  const wifiKey = (m: RegExpExecArray) => {
    const value = trimProse(m[1]);
    if (isPlaceholder(value) || TEMPLATE_START.test(value) || !strongOrKey(value)) return;
    pushValue(out, 'password', m.indices![1][0], value);
  };
  hits.matches(WIFI_KEY_RE, wifiKey);
  hits.matches(KEY_OF_WIFI_RE, wifiKey);
  hits.matches(APP_PASSWORD_RE, (m) => pushValue(out, 'password', m.indices![1][0], m[1]));
  hits.matches(WP_APP_PASSWORD_RE, (m) => {
    if (/\d/.test(m[1]) && /[A-Z]/.test(m[1]) && /[a-z]/.test(m[1])) pushValue(out, 'password', m.indices![1][0], m[1]);
  });
  if (text.includes('...')) {
    hits.matches(DOTTED_LEADER_RE, (m) => pushPassword(out, m, 1, true, TEMPLATE_START));
  }
}

export function findGenericAssignments(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  if (present.hasAny(ASSIGNMENT_GROUP)) hits.matches(ASSIGNMENT_RE, (m) => assignment(text, m, out));

  const dashes = present.hasAny(DASH_GROUP);
  if (dashes || text.includes(' -')) {
    hits.matches(FLAG_RE, (m) => {
      const gi = m[2] !== undefined ? 2 : m[3] !== undefined ? 3 : 4;
      let value = m[gi];
      if (gi === 4) value = trimProse(value);
      // a quoted value is a literal: "(" in it is a character, not a call
      if (!value || isPlaceholder(value) || (gi === 4 && isReference(value)) || TEMPLATE_START.test(value)) return;
      const type = /pass/i.test(m[1]) ? 'password' : /key/i.test(m[1]) ? 'api_key' : /secret/i.test(m[1]) ? 'secret' : 'token';
      if (type === 'password' ? !looksLikePassword(value, gi !== 4, false) : !looksRandom(value)) return;
      pushValue(out, type, m.indices![gi][0], value);
    });
  }

  if (dashes) {
    hits.matches(CURL_TOKEN_USER_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || !looksRandom(value, 20)) return;
      pushValue(out, 'api_key', m.indices![1][0], value, 2);
    });
  }
  if (present.hasAny(ASSIGNMENT_GROUP)) {
    hits.matches(TYPED_DECLARATION_RE, (m) => {
      const gi = m[2] !== undefined ? 2 : 3;
      const value = m[gi];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value)) return;
      const type = secretTypeFor(m[1].replace(/^.*?(password|passwd|secret|token|api_?key|apikey|key)$/i, '$1'), segmentPrefix(text, m.indices![1][0]));
      if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value)) return;
      pushValue(out, type, m.indices![gi][0], value);
    });
    hits.matches(ENV_DEFAULT_RE, (m) => {
      const name = m[1] ?? m[2];
      if (!SECRET_NAME.test(name)) return;
      const gi = m[3] !== undefined ? 3 : 4;
      const value = m[gi];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value)) return;
      const type = typeOfName(name);
      if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value)) return;
      pushValue(out, type, m.indices![gi][0], value);
    });
    hits.matches(KEY_WORD_VALUE_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || !looksRandom(value, 16) || !/\d/.test(value) || !/[A-Za-z]/.test(value)) return;
      pushValue(out, typeOfName(m[0]), m.indices![1][0], value);
    });
  }

  const structural: RegExp[] = [];
  if (dashes) structural.push(CURL_USER_RE);
  if (text.includes(' -a ') || text.includes('--auth')) structural.push(HTTPIE_AUTH_RE);
  if (text.includes('ind') && (text.includes('ind(') || text.includes('ind_s(') || text.includes('ind ('))) structural.push(LDAP_BIND_RE);
  if (dashes && present.hasAny(LFTP_GROUP)) structural.push(LFTP_USER_RE);
  if (present.hasAny(NETRC_GROUP)) structural.push(NETRC_RE);
  if (present.hasAny(CLI_GROUP)) structural.push(CLI_PASSWORD_RE);
  if ((text.includes('password ') || text.includes('secret ')) && (text.includes('username ') || text.includes('enable ') || /password [07] /.test(text))) structural.push(CISCO_PASSWORD_RE);
  for (const re of structural) {
    hits.matches(re, (m) => {
      const value = trimProse(m[1]);
      if (!value || isPlaceholder(value) || TEMPLATE_START.test(value)) return;
      pushValue(out, 'password', m.indices![1][0], value, 2);
    });
  }

  if (present.hasAny(PROSE_GROUP)) {
    hits.matches(PROSE_PASSWORD_RE, (m) => {
      const colon = m[2] === undefined;
      // `password: …` right after the word is an assignment, read with its own gates; a Wi-Fi key's
      // label ("clé WPA2 : …") or a foreign word ("senha: …") is not one it knows
      if (colon && m[1] === '' && ASSIGNMENT_LABEL.test(m[0].slice(0, m.indices![1][0] - m.index))) return;
      // "password manager: …", "password hashing algorithm is now Argon2id": about passwords, not one
      if (m[1].toLowerCase().split(/[ \t()]+/).some((w) => (colon ? PROSE_COLON_STOP : PROSE_VERB_STOP).has(w))) return;
      // "la clave de API del proveedor: …" is an API key (keyword-secrets.ts reads it)
      if (/^clave[ \t]+(?:de[ \t]+(?:la[ \t]+)?)?api\b/i.test(m[0])) return;
      const value = trimProse(m[3]);
      // "… password (eg: OpenSSL …)": after a bare colon a capitalised word is not enough
      if (colon && !/[\d\W_]/.test(value)) return;
      if (isPlaceholder(value) || isReference(value) || isPathOrUrl(value) || TEMPLATE_START.test(value)) return;
      if (!looksLikePassword(value, false, true)) return;
      pushValue(out, 'password', m.indices![3][0], value);
    });
  }

  hits.matches(RESET_TO_RE, (m) => {
    const value = trimProse(m[1]);
    if (isPlaceholder(value) || TEMPLATE_START.test(value) || !strongBare(value)) return;
    pushValue(out, 'password', m.indices![1][0], value);
  });
  if (text.includes('jwt.')) {
    hits.matches(JWT_SIGN_RE, (m) => {
      const value = m[1];
      // `options={"verify_exp": …}`: an option's name, not the key
      if (/^[a-z]+(?:_[a-z]+)*$/.test(value)) return;
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || !looksLikePassword(value, true, false)) return;
      pushValue(out, 'secret', m.indices![1][0], value);
    });
  }
  if (text.includes('{')) {
    hits.matches(CONFIG_TUPLE_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || TEMPLATE_START.test(value)) return;
      const type = typeOfName(m[1]);
      if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value, 16)) return;
      pushValue(out, type, m.indices![2][0], value);
    });
  }
  if (text.includes('--set')) {
    hits.matches(HELM_SET_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || isReference(value)) return;
      // an Erlang cookie (RabbitMQ) is 20 upper-case letters
      const cookie = /cookie/i.test(m[1]);
      const type = cookie ? 'secret' : typeOfName(m[1]);
      if (cookie ? !(/^[A-Z]{16,}$/.test(value) || looksRandom(value, 12)) : type === 'password' ? !looksLikePassword(value, false, false) : !looksRandom(value, 12)) return;
      pushValue(out, type, m.indices![2][0], value);
    });
  }
  if (text.includes('New value:')) {
    hits.matches(ES_RESET_RE, (m) => {
      if (!isPlaceholder(m[1])) pushValue(out, 'password', m.indices![1][0], m[1]);
    });
  }
  if (text.includes('.auth')) {
    hits.matches(AUTH_TUPLE_KEY_RE, (m) => pushDigitKey(out, m));
  }
  if (text.includes('<Key>Password')) {
    hits.matches(KEEPASS_VALUE_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || value.startsWith('{')) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
  }
  if (text.includes('WIFI:')) {
    hits.matches(WIFI_QR_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || TEMPLATE_START.test(value)) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
  }
  if (text.includes('Value:')) {
    hits.matches(SPRING_BIND_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || isReference(value) || TEMPLATE_START.test(value)) return;
      const password = /pass/i.test(m[1]);
      if (password ? !looksLikePassword(value, true, false) : !looksRandom(value, 12)) return;
      pushValue(out, password ? 'password' : typeOfName(m[1]), m.indices![2][0], value);
    });
  }
  if (text.includes('(')) {
    hits.matches(CLIENT_CTOR_RE, (m) => {
      // the class name: an upper-case word ending in the suffix just matched (`TodoistAPI`, `Client`)
      if (!CLIENT_NAME_BEFORE.test(text.slice(Math.max(0, m.index - 41), m.index))) return;
      for (const gi of [1, 2]) {
        const value = m[gi];
        if (value === undefined || isPlaceholder(value) || isPathOrUrl(value) || !looksRandom(value, 16) || !/\d/.test(value) || !/[A-Za-z]/.test(value)) continue;
        pushValue(out, 'api_key', m.indices![gi][0], value);
      }
    });
  }
  hits.matches(SERVER_HEADER_RE, (m) => {
    const value = m[1];
    if (isPlaceholder(value) || TEMPLATE_START.test(value) || !looksRandom(value, 16)) return;
    pushValue(out, 'token', m.indices![1][0], value);
  });
  if (text.includes(':X') || text.includes(':x')) {
    hits.matches(CURL_KEY_AS_USER_RE, (m) => pushDigitKey(out, m));
  }
  if (text.includes('?')) {
    hits.matches(NEXT_LINE_ANSWER_RE, (m) => {
      const value = trimProse(m[2]);
      if (isPlaceholder(value) || isPathOrUrl(value) || TEMPLATE_START.test(value)) return;
      const password = !/token|key|jeton/i.test(m[1]);
      if (password ? !strongBare(value) : !(looksRandom(value, 16) && /^[A-Za-z0-9_\-.+/=~]+$/.test(value))) return;
      pushValue(out, password ? 'password' : 'token', m.indices![2][0], value);
    });
  }
  hits.matches(NEXT_SENTENCE_PASSWORD_RE, (m) => {
    const value = trimProse(m[1]);
    // "It's Argon2id-hashed": a symbol beyond `.`/`-`, or no run of five lower-case letters
    if (!strongBare(value) || (!/[^A-Za-z0-9.-]/.test(value) && /[a-z]{5}/.test(value))) return;
    pushValue(out, 'password', m.indices![1][0], value);
  });
  // a blank on each side of the slash: most texts have slashes (URLs, paths), few have " / "
  if (text.includes(' / ')) {
    hits.matches(USER_SLASH_BARE_RE, (m) => {
      const value = m[1];
      // "use TCP / UDP-Only" is no login
      if (!strongBare(value)) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
    hits.matches(CHAT_PAIR_RE, (m) => {
      const value = m[1];
      // asked for just before, or a list of shared logins ("- Router fibra: admin / PZFU56TsFFbF")
      if (!strongBare(value) || !(CHAT_PAIR_ASKED.test(text.slice(Math.max(0, m.index - 300), m.index)) || SHARED_LOGINS.test(text))) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
  }
  if (text.includes('\n') && (text.includes('$ ') || text.includes('# ') || text.includes('> '))) {
    hits.matches(PRINTED_SECRET_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || !looksRandom(value, 12)) return;
      pushValue(out, /pass/i.test(m[1]) ? 'password' : 'secret', m.indices![2][0], value);
    });
  }
  if (text.includes('PASSWORD ')) {
    hits.matches(SETUP_PASSWORDS_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || !looksRandom(value, 12)) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
  }
  findOfficePasswords(text, hits, out);
  if (text.includes('new ')) {
    hits.matches(NEW_VALUE_RE, (m) => {
      const value = m[2].replace(/[.]+$/, '');
      if (isPlaceholder(value) || !looksRandom(value, 16) || !/\d/.test(value) || !/[A-Za-z]/.test(value)) return;
      const word = m[1].toLowerCase();
      const type = /pass/.test(word) ? 'password' : /token/.test(word) ? 'token' : /secret|credential/.test(word) ? 'secret' : 'api_key';
      pushValue(out, type, m.indices![2][0], value);
    });
  }
  if (text.includes(' to ')) {
    hits.matches(SET_TO_RE, (m) => {
      const name = m[1];
      if (!SECRET_NAME.test(name) || !/[_.-]|[a-z][A-Z]|^[A-Z0-9_]+$/.test(name)) return;
      const value = m[2].replace(/[.)]+$/, '');
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value) || !looksRandom(value)) return;
      pushValue(out, /aws_?secret/i.test(name) ? 'aws_secret_key' : typeOfName(name), m.indices![2][0], value);
    });
  }
  if (present.hasAny(NET_USER_GROUP)) {
    hits.matches(NET_USER_RE, (m) => pushPassword(out, m, 1, false, TEMPLATE_START));
  }
  if (text.includes('|')) {
    hits.matches(NAME_VALUE_ROW_RE, (m) => {
      const name = m[1];
      // a variable's name (`DB_PASSWORD`, `apiKey`), not a header word ("Password", "Value"); a label
      // ("API key") counts in a setting/value table (`|| Setting || Value ||`)
      const variable = !name.includes(' ') && SECRET_NAME.test(name) && /[_.-]|[a-z][A-Z]|^[A-Z0-9_]+$/.test(name) && !/^[A-Z]+$/.test(name);
      const label = !variable && ROW_LABEL.test(name) && VALUE_HEADER.test(text.slice(Math.max(0, m.index - 400), m.index));
      if (!(variable || label) || /public|publishable|(?:^|_)pub(?:_|$)/i.test(name)) return;
      const value = m[2];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value) || isReference(value)) return;
      const type = /aws_?secret/i.test(name) ? 'aws_secret_key' : typeOfName(name);
      if (type === 'password' ? !looksLikePassword(value, false, false) : !looksRandom(value, 16)) return;
      pushValue(out, type, m.indices![2][0], value);
    });
  }
  if (present.hasAny(ASSIGNMENT_GROUP)) {
    hits.matches(BARE_LABEL_LINE_RE, (m) => {
      const word = m[1].toLowerCase();
      const value = m[2];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value) || isReference(value)) return;
      const password = /pass|pwd|mdp|contrase/.test(word);
      if (password ? !strongBare(value) : !looksRandom(value, 16) || !/^[A-Za-z0-9_\-.+/=~]+$/.test(value)) return;
      pushValue(out, password ? 'password' : secretTypeFor(word.replace(/[ _-]/g, ''), ''), m.indices![2][0], value);
    });
  }
  // the regexes below start on literal prefixes: the trigger index runs them only where those occur
  /** A secret named by group 1 with its value in group 2: a password when `passwordName` matches the name, else `otherType`. */
  const namedSecret = (m: RegExpExecArray, passwordName: RegExp, otherType: (name: string) => string, trim = false) => {
    const value = trim ? m[2].trim() : m[2];
    if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value)) return;
    const type = passwordName.test(m[1]) ? 'password' : otherType(m[1]);
    if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value, 16)) return;
    pushValue(out, type, m.indices![2][0] + (trim ? m[2].indexOf(value) : 0), value);
  };
  hits.matches(HADOOP_PROPERTY_RE, (m) => namedSecret(m, /pass|pwd/i, typeOfName, true));
  if (text.includes('define')) hits.matches(DEFINE_RE, (m) => namedSecret(m, /PASS|PWD|PSK/, typeOfName));
  hits.matches(KEYED_CALL_PASSWORD_RE, (m) => namedSecret(m, /pass|pwd/i, () => 'secret'));
  hits.matches(MOSQUITTO_PASSWD_RE, (m) => pushPassword(out, m, 1, false));
  hits.matches(ALTOOL_PASSWORD_RE, (m) => pushValue(out, 'password', m.indices![1][0], m[1], 2));
  hits.matches(ARGOCD_INITIAL_RE, (m) => pushPassword(out, m, 1, false));
  if (text.includes('"') || text.includes("'")) hits.matches(QUOTED_PAIR_RE, (m) => pushPassword(out, m, 1, true, TEMPLATE_START));
  if (text.includes('{')) hits.matches(USER_MAP_RE, (m) => pushPassword(out, m, 1, true, TEMPLATE_START));
  if (text.includes('smtp')) hits.matches(SASL_PASSWD_RE, (m) => pushPassword(out, m, 1, false, TEMPLATE_START));
  hits.matches(RABBITMQ_USER_RE, (m) => {
    const gi = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
    pushPassword(out, m, gi, gi !== 3, TEMPLATE_START);
  });
  if (text.includes('userlist') || text.includes('pgbouncer')) hits.matches(PGBOUNCER_USERLIST_RE, (m) => pushPassword(out, m, 1, true, /^(?:md5|SCRAM-SHA-256\$)/));
  hits.matches(CLOUD_AUTH_RE, (m) => pushPassword(out, m, 1, false, TEMPLATE_START));
  hits.matches(DB_CLIENT_PASSWORD_RE, (m) => pushPassword(out, m, m[1] !== undefined ? 1 : 2, true, TEMPLATE_START));
  // `set psksecret ENC …` is encrypted; `*SENSITIVE*DATA*DELETED*` is what Windows setup leaves in place of the password
  hits.matches(OPS_PASSWORD_RE, (m) => pushPassword(out, m, 1, false, /^ENC$|^[$<{%*]/i));
  hits.matches(UNATTEND_VALUE_RE, (m) => pushPassword(out, m, 1, true, /^\*|SENSITIVE\*DATA/));
  hits.matches(VAULT_UNSEAL_RE, (m) => pushValue(out, 'vault_unseal_key', m.indices![1][0], m[1], 2));
  hits.matches(CONFLUENT_STORE_RE, (m) => pushValue(out, 'confluent_api_secret', m.indices![1][0], m[1], 2));
  if (text.includes('snmp-server community')) {
    hits.matches(SNMP_COMMUNITY_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || /^(?:public|private)$/i.test(value)) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
  }
  const namedValue = (m: RegExpExecArray) => {
    const value = m[2].trim();
    if (isPlaceholder(value) || /^[$@{]/.test(value) || isPathOrUrl(value) || !looksRandom(value)) return;
    pushValue(out, typeOfName(m[1]), m.indices![2][0] + m[2].indexOf(value), value);
  };
  if (text.includes('<key>')) hits.matches(PLIST_SECRET_RE, namedValue);
  if (text.includes('android:value')) hits.matches(ANDROID_META_RE, namedValue);
  hits.matches(ANDROID_STRING_RE, namedValue);
  hits.matches(MAGENTO_CONFIG_RE, namedValue);
  if (text.includes('/') && (text.includes('` /') || text.includes("' /") || text.includes('" /') || text.includes('`/'))) {
    hits.matches(USER_SLASH_PASSWORD_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value) || !looksLikePassword(value, true, false)) return;
      pushValue(out, 'password', m.indices![1][0], value);
    });
  }

  findCallArguments(text, hits, out);
  findTables(text, hits, out);

  if (present.hasAny(KEY_VALUE_GROUP)) {
    hits.matches(XML_KEY_VALUE_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || isReference(value) || TEMPLATE_START.test(value)) return;
      const type = /pass|pwd/i.test(m[1]) ? 'password' : /key/i.test(m[1]) ? 'api_key' : /secret/i.test(m[1]) ? 'secret' : 'token';
      if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value)) return;
      pushValue(out, type, m.indices![2][0], value);
    });
  }

  if (!present.hasAny(XML_GROUP)) return;
  hits.matches(XML_RE, (m) => {
    const value = m[2].trim();
    if (!value || isPlaceholder(value) || TEMPLATE_START.test(value)) return;
    const type = /pass/i.test(m[1]) ? 'password' : /key/i.test(m[1]) ? 'api_key' : /secret/i.test(m[1]) ? 'secret' : 'token';
    if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value)) return;
    const start = m.indices![2][0] + m[2].indexOf(value);
    pushValue(out, type, start, value);
  });
}

export function findAuthHeaders(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  if (present.hasAny(BEARER_GROUP)) {
    hits.matches(BEARER_RE, (m) => {
      const value = m[1];
      if (isPlaceholder(value) || !looksRandom(value, 16)) return;
      pushValue(out, 'bearer_token', m.indices![1][0], value, 2);
    });
  }
  if (present.hasAny(AUTH_GROUP)) {
    hits.matches(AUTH_SCHEME_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || !looksRandom(value, 16)) return;
      pushValue(out, /^(?:token|oauth)$/i.test(m[1]) ? 'token' : 'api_key', m.indices![2][0], value, 2);
    });
  }
  if (present.hasAny(ASSIGNMENT_GROUP)) {
    hits.matches(HEADER_CALL_RE, (m) => {
      const gi = m[2] !== undefined ? 2 : 3;
      const value = m[gi];
      if (isPlaceholder(value) || isReference(value) || TEMPLATE_START.test(value) || !looksRandom(value, 16)) return;
      pushValue(out, typeOfName(m[1]), m.indices![gi][0], value, 2);
    });
  }
  if (present.hasAny(DECODE_GROUP)) {
    hits.matches(DECODED_LITERAL_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || !looksRandom(value, 16)) return;
      pushValue(out, /token/i.test(m[1]) ? 'token' : 'secret', m.indices![2][0], value, 2);
    });
  }
  // tried only where `buildConfigField`/`resValue` occurs (its literal prefixes)
  hits.matches(BUILD_CONFIG_FIELD_RE, (m) => {
    if (!SECRET_NAME.test(m[1])) return;
    const gi = m[2] !== undefined ? 2 : m[3] !== undefined ? 3 : 4;
    const value = m[gi];
    if (isPlaceholder(value) || TEMPLATE_START.test(value) || isPathOrUrl(value)) return;
    const type = typeOfName(m[1]);
    if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value)) return;
    pushValue(out, type, m.indices![gi][0], value);
  });
  if (present.hasAny(HCL_VARIABLE_GROUP)) {
    hits.matches(HCL_VARIABLE_DEFAULT_RE, (m) => {
      const value = m[2];
      if (isPlaceholder(value) || TEMPLATE_START.test(value)) return;
      const type = typeOfName(m[1]);
      if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value)) return;
      pushValue(out, type, m.indices![2][0], value);
    });
  }
  if (present.hasAny(HMAC_GROUP)) {
    hits.matches(HMAC_KEY_RE, (m) => {
      const gi = m[1] !== undefined ? 1 : 2;
      const value = m[gi];
      if (isPlaceholder(value) || TEMPLATE_START.test(value) || !looksRandom(value, 16)) return;
      pushValue(out, 'secret', m.indices![gi][0], value, 2);
    });
  }
  if (present.hasAny(CONFIG_GROUP)) {
    hits.matches(CONFIG_SET_RE, (m) => {
      const gi = m[2] !== undefined ? 2 : m[3] !== undefined ? 3 : 4;
      const value = m[gi];
      if (isPlaceholder(value) || isReference(value) || TEMPLATE_START.test(value)) return;
      const type = typeOfName(m[1]);
      if (type === 'password' ? !looksLikePassword(value, gi !== 4, false) : !looksRandom(value, 16)) return;
      pushValue(out, type, m.indices![gi][0], value, 2);
    });
  }
  if (!present.hasAny(BASIC_GROUP)) return;
  hits.matches(BASIC_RE, (m) => {
    const value = m[1];
    const decoded = Buffer.from(value, 'base64').toString('latin1');
    if (!/^[\x20-\x7e]{1,128}:[\x20-\x7e]{1,256}$/.test(decoded)) return;
    const pass = decoded.slice(decoded.indexOf(':') + 1);
    if (isPlaceholder(pass)) return;
    pushValue(out, 'basic_auth', m.indices![1][0], value, 2);
  });
}

/** Function-call shapes: setters and builders, (user, password) constructors, PowerShell secure strings. */
function findCallArguments(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  if (present.hasAny(ASSIGNMENT_GROUP)) {
    hits.matches(CALL_RE, (m) => {
      const word = m[1];
      const wordStart = m.indices![1][0];
      // `1Password ("Billing")`: a product name, not a call
      const c = text.charCodeAt(wordStart - 1);
      if (c >= 48 && c <= 57) return;
      const glued = gluedPrefix(text, wordStart).toLowerCase();
      if (glued !== '' && !CALL_VERBS.test(glued)) return;
      if (glued === '' && CALL_LOOKUPS.has(segmentPrefix(text, wordStart))) return;
      const gi = m[2] !== undefined ? 2 : m[3] !== undefined ? 3 : 4;
      const value = m[gi];
      if (isPlaceholder(value) || isPathOrUrl(value) || TEMPLATE_START.test(value) || /\$\{|\{\{/.test(value)) return;
      const type = secretTypeFor(word.replace(/^credentials?$/i, 'secret'), glued);
      if (type === 'password' ? !looksLikePassword(value, true, false) : !looksRandom(value)) return;
      pushValue(out, type, m.indices![gi][0], value);
    });
  }
  if (present.hasAny(CREDENTIAL_PAIR_GROUP)) {
    hits.matches(CREDENTIAL_PAIR_RE, (m) => pushPassword(out, m, 1, true, TEMPLATE_START));
  }
  if (present.hasAny(SECURE_STRING_GROUP)) {
    hits.matches(SECURE_STRING_RE, (m) => {
      // without -AsPlainText the string is already an encrypted standard string; the flag is
      // looked for within the command's own stretch of the line (a bounded window keeps a long
      // line of repeated commands linear)
      const stretch = text.slice(m.index, m.index + m[0].length + SECURE_STRING_FLAG_WINDOW);
      const lineEnd = stretch.indexOf('\n');
      if (!/-AsPlainText/i.test(lineEnd < 0 ? stretch : stretch.slice(0, lineEnd))) return;
      pushPassword(out, m, m[1] !== undefined ? 1 : 2, true, TEMPLATE_START);
    });
  }
}

/** Verbs that hand a value to a setter (`setPassword`, `withApiKey`, `useToken`); other glued prefixes read one. */
const CALL_VERBS = /^(?:set|with|use|put|change|update|store|save|new)[a-z]{0,20}$/;
/** `get_password("x")`, `hash_password("x")`: the argument is a lookup key or input, not the secret. */
const CALL_LOOKUPS = new Set([
  'get', 'read', 'load', 'fetch', 'find', 'lookup', 'check', 'verify', 'validate', 'hash', 'encrypt', 'decrypt', 'compare',
  'mask', 'is', 'has', 'remove', 'delete', 'del', 'reset', 'forgot', 'require', 'prompt', 'ask', 'input', 'enter',
  'generate', 'gen', 'random', 'strong', 'valid', 'invalid', 'rotate', 'revoke', 'parse', 'decode', 'encode', 'sign',
  'issue', 'create', 'refresh', 'expire', 'lookup', 'name', 'label', 't', 'i',
]);

/** A header cell naming a secret column (markdown/CSV/TSV tables, SQL column lists). */
const SECRET_COLUMN = /^(?:[a-z]{2,20}[ _-]){0,2}(?:password|passwort|passwd|pass|pwd|pw|kennwort|mot de passe|contraseña|contrasena|senha|wachtwoord|密码|密碼|パスワード|비밀번호|secret|client[ _-]?secret|api[ _-]?key|apikey|token|access[ _-]?token|auth[ _-]?token)(?:[ _-](?:plain|plaintext|clear|cleartext|raw|tmp|temp|initial|old|new))?$/i;
const TABLE_WORDS = ['pass', 'pwd', 'pw', 'kennwort', 'mot de passe', 'contraseña', 'contrasena', 'senha', 'wachtwoord', '密码', '密碼', 'パスワード', '비밀번호', 'secret', 'key', 'token'];
const TABLE_GROUP = new KeywordGroup(TABLE_WORDS);
const MARKDOWN_RULE = /^\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*){0,40}\|?[ \t]*$/;

function cellName(cell: string): string {
  return cell.trim().replace(/^[*_`"'\[]+|[*_`"'\]]+$/g, '').trim();
}

function columnType(name: string): string {
  // "login_password", "db pass": the prefix word names whose secret it is
  const w = name.toLowerCase().replace(/^(?:[a-z]{2,20}[ _-]){1,2}(?=pass|pwd|pw\b|kennwort|mot|contrase)/, '');
  if (/^(?:pass|pwd|pw|kennwort|mot|contrase|senha|wachtwoord|密码|密碼|パスワード|비밀번호)/.test(w)) return 'password';
  if (/key/.test(w)) return 'api_key';
  if (/token/.test(w)) return 'token';
  return 'secret';
}

function tableValue(out: RawCredential[], type: string, start: number, raw: string): void {
  const lead = raw.length - raw.trimStart().length;
  let value = raw.trim();
  let s = start + lead;
  const q = value[0];
  if ((q === '"' || q === "'" || q === '`') && value.length > 2 && value[value.length - 1] === q) {
    value = value.slice(1, -1);
    s++;
  }
  if (!value || isPlaceholder(value) || isReference(value) || isPathOrUrl(value) || TEMPLATE_START.test(value)) return;
  // a table cell has no quotes to tell a value from a name: tokens and keys need 16 random characters
  if (type === 'password' ? !looksLikePassword(value, false, false) : !looksRandom(value, 16)) return;
  pushValue(out, type, s, value);
}


/**
 * Tables whose header names a secret column: markdown (`| Host | User | Password |` + `|---|`),
 * Confluence/Jira wiki markup (`|| Host || User || Password ||`),
 * CSV/TSV with a header line at the start of a block, and SQL `INSERT INTO t (…, password) VALUES (…)`.
 * The value of that column in each following row is the secret. Linear in the text.
 */
/** A line that names the spreadsheet or export a table below it comes from. */
const SHEET_LINE = /\b(?:spreadsheet|sheet|tabelle|tabellenblatt|feuille|hoja|foglio|exported from|export(?:iert)? aus|export(?:é|e) depuis|exportado de|(?:keepass|bitwarden|lastpass|1password|password manager|csv|passwort-?manager) export|export \(csv\))/i;

function findTables(text: string, hits: TriggerHits, out: RawCredential[]): void {
  const present = hits.present;
  if (!present.hasAny(TABLE_GROUP)) return;
  if (present.hasAny(INSERT_GROUP)) {
    hits.matches(SQL_INSERT_RE, (m) => {
      const cols = splitCells(m[1], ',').map(([a, b]) => cellName(m[1].slice(a, b)).replace(/^[\[`"]|[\]`"]$/g, ''));
      const idx = cols.findIndex((c) => SECRET_COLUMN.test(c));
      if (idx < 0) return;
      const vals = splitSqlValues(m[2]);
      if (vals.length !== cols.length) return;
      const [a, b] = vals[idx];
      const raw = m[2].slice(a, b).trim();
      if (!/^'.*'$|^".*"$/.test(raw)) return;
      tableValue(out, columnType(cols[idx]), m.indices![2][0] + a, m[2].slice(a, b));
    });
  }
  if (text.indexOf('\n') < 0) return;
  // header candidates: a secret column name closed by a delimiter or the line end
  if (!(text.includes('|') || text.includes(',') || text.includes('\t') || text.includes(';'))) return;
  let done = 0;
  hits.matches(SECRET_CELL_RE, (m) => {
    if (m.index < done) return;
    let lineStart = text.lastIndexOf('\n', m.index) + 1;
    let lineEnd = text.indexOf('\n', m.index);
    if (lineEnd < 0) lineEnd = text.length;
    done = lineEnd;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    // `;` is the CSV separator where `,` is the decimal mark (German, French, Spanish Excel exports)
    const delim = line.includes('|') ? '|' : line.includes('\t') ? '\t' : line.includes(',') ? ',' : line.includes(';') ? ';' : '';
    if (delim === '' || line.length > 2000) return;
    // a Confluence/Jira wiki table marks its header cells with `||` and has no rule line
    const wiki = delim === '|' && /^[ \t]*\|\|/.test(line);
    const header = wiki ? line.replace(/\|\|/g, '|') : line;
    const cells = splitCells(header, delim);
    const names = cells.map(([a, b]) => cellName(header.slice(a, b)));
    const idx = names.findIndex((n) => SECRET_COLUMN.test(n));
    const markdown = delim === '|';
    // (a name may start with a digit when letters follow: `2FA`)
    const headerLike = names.every((n, i) => n === '' ? markdown && (i === 0 || i === names.length - 1) : /^(?:[A-Za-zÀ-ÿ_\u3040-\u9fff\uac00-\ud7af]|\d[A-Za-z])[\wÀ-ÿ\u3040-\u9fff\uac00-\ud7af .#-]{0,40}$/.test(n));
    if (idx < 0 || cells.length < 2 || !headerLike) return;
    let rowStart = lineEnd + 1;
    let ok = false;
    // a CSV/TSV header starts its block: the text, a blank line, a code fence or a line ending in ':'
    // (or a line naming the sheet or file it comes from: `Foglio "Accessi fornitori.xlsx"`, `Spreadsheet: IT.xlsx (sheet "Accounts")`)
    const startsBlock = () => {
      const prev = lineStart === 0 ? '' : text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1).trim();
      return prev === '' || /^(?:```|~~~)|:$|\.(?:csv|tsv|xlsx?|ods)["'»”)]?$/i.test(prev) || SHEET_LINE.test(prev);
    };
    if (wiki) ok = true;
    else if (markdown) {
      const e = text.indexOf('\n', rowStart);
      const rule = text.slice(rowStart, e < 0 ? text.length : e).replace(/\r$/, '');
      if (MARKDOWN_RULE.test(rule)) {
        ok = true;
        rowStart = e < 0 ? text.length + 1 : e + 1;
      } else if (!/^[ \t]*\|/.test(line)) {
        // a pasted table without its rule ("Account | Login | Password") reads like a CSV block
        ok = startsBlock();
      }
    } else ok = startsBlock();
    for (let rows = 0; ok && rows < 1000 && rowStart <= text.length; rows++) {
      let e = text.indexOf('\n', rowStart);
      if (e < 0) e = text.length;
      const row = text.slice(rowStart, e).replace(/\r$/, '');
      const rc = row.length <= 2000 ? splitCells(row, delim) : [];
      if (rc.length !== cells.length) break;
      tableValue(out, columnType(names[idx]), rowStart + rc[idx][0], row.slice(rc[idx][0], rc[idx][1]));
      rowStart = e + 1;
      done = e;
    }
  });
}

/** Splits a SQL VALUES list on commas outside quotes. */
function splitSqlValues(s: string): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  let from = 0;
  let quote = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === ',') {
      cells.push([from, i]);
      from = i + 1;
    }
  }
  cells.push([from, s.length]);
  return cells;
}
