import { describe, expect, test } from 'bun:test';
import { findCredentials } from './credentials.ts';
import { isUiLabel } from './generic-secrets.ts';
import { isSessionCookieName } from './paired-secrets.ts';
import { findPii } from './pii.ts';
import { scan } from './scanner.ts';
import { ALNUM, HEX, LOWER_ALNUM, randomString } from '../../tests/fixtures/security/random-values.ts';

const found = (text: string) => findCredentials(text).map((f) => ({ type: f.type, value: text.slice(f.start, f.end) }));
const values = (text: string) => findCredentials(text).map((f) => text.slice(f.start, f.end));

/** Deterministic random string (xorshift32), so every example value is made here. */
const rnd = (cs: string, n: number, seed = 11) => randomString(cs, n, seed);
const AN = ALNUM;
const LOWNUM = LOWER_ALNUM;

describe('session cookies', () => {
  test('reads session cookies out of Cookie and Set-Cookie headers', () => {
    const php = rnd(LOWNUM, 26, 1);
    const java = rnd('0123456789ABCDEF', 32, 2);
    const express = 's%3A' + rnd(AN + '-_', 32, 3) + '.' + rnd(AN, 43, 4);
    const rails = rnd(AN + '-_', 120, 5) + '--' + rnd(HEX, 40, 6);
    expect(found(`GET /account HTTP/1.1\nHost: shop.example\nCookie: theme=dark; PHPSESSID=${php}; lang=fr`)).toEqual([{ type: 'session_cookie', value: php }]);
    expect(found(`Set-Cookie: JSESSIONID=${java}; Path=/portal; Secure; HttpOnly`)).toEqual([{ type: 'session_cookie', value: java }]);
    expect(found(`HTTP/1.1 200 OK\nset-cookie: connect.sid=${express}; Path=/; HttpOnly`)).toEqual([{ type: 'session_cookie', value: express }]);
    expect(found(`Cookie: _ga=GA1.2.11.22; _billing_session=${rails}`)).toEqual([{ type: 'session_cookie', value: rails }]);
  });

  test('knows framework and auth-library session names', () => {
    for (const name of [
      'PHPSESSID', 'JSESSIONID', 'ASP.NET_SessionId', 'connect.sid', 'laravel_session', 'sessionid', '__Secure-next-auth.session-token',
      'authjs.session-token.0', '.AspNetCore.Session', '.ASPXAUTH', '_gitlab_session', 'SESS' + rnd(HEX, 32, 7), 'ci_session',
    ]) expect(isSessionCookieName(name)).toBe(true);
    for (const name of ['_ga', '_gid', 'lang', 'theme', 'XSRF-TOKEN', 'csrftoken', 'cookieconsent_status', 'AWSALB']) expect(isSessionCookieName(name)).toBe(false);
  });

  test('reads cookie lists from curl, header objects and document.cookie', () => {
    const a = rnd(LOWNUM, 32, 8);
    const jwe = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..' + rnd(AN + '-_', 16, 9) + '.' + rnd(AN + '-_', 60, 10) + '.' + rnd(AN + '-_', 22, 11);
    expect(values(`curl -s https://app.example/api -H 'Cookie: __Secure-next-auth.session-token=${jwe}; theme=light'`)).toEqual([jwe]);
    expect(values(`curl --cookie "sessionid=${a}" https://app.example/admin/`)).toEqual([a]);
    expect(values(`headers = {"Cookie": "lang=de; sessionid=${a}"}`)).toEqual([a]);
    expect(values(`document.cookie = "sessionid=${a}; path=/";`)).toEqual([a]);
  });

  test('finds well-known session names outside headers and in cookie jars', () => {
    const id = rnd('0123456789ABCDEF', 32, 12);
    const v = rnd(LOWNUM, 26, 13);
    expect(found(`https://erp.example.com/app/list.do;jsessionid=${id}?page=2`)).toEqual([{ type: 'session_cookie', value: id }]);
    expect(values(`requests.get(url, cookies={"PHPSESSID": "${v}"})`)).toEqual([v]);
    expect(values(`# Netscape HTTP Cookie File\nshop.example\tFALSE\t/\tTRUE\t1767225600\tPHPSESSID\t${v}\n.shop.example\tTRUE\t/\tFALSE\t0\t_ga\tGA1.2.3.4`)).toEqual([v]);
  });

  test('leaves other cookies, deletions, placeholders and code alone', () => {
    for (const t of [
      'Cookie: _ga=GA1.2.1817262534.1712345678; _gid=GA1.2.99887766.1712345678; cookieconsent_status=dismiss',
      'Set-Cookie: PHPSESSID=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT; Max-Age=0; path=/',
      'Set-Cookie: sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/',
      'Cookie: sessionid=<your-session-id>',
      'The PHPSESSID cookie carries the id; configure session.cookie_secure=1 in php.ini.',
      'sessionId = forge.random.getBytes(32);',
      'curl -b cookies.txt -c cookies.txt https://example.org/',
    ]) expect(found(t)).toEqual([]);
  });
});

describe('connection strings and calls', () => {
  test('reads the password of a Go MySQL DSN', () => {
    expect(values('db, err := sql.Open("mysql", "svc_ro:Lq8vTz2Nw5Rc@tcp(db-3.internal:3306)/orders?parseTime=true")')).toEqual(['Lq8vTz2Nw5Rc']);
    expect(values('DSN=metrics:Xb4#kM9p@Q2@unix(/run/mysqld/mysqld.sock)/metrics')).toEqual(['Xb4#kM9p@Q2']);
    expect(found('dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", user, pass, host, name)')).toEqual([]);
    expect(found('"app:${DB_PASSWORD}@tcp(mysql:3306)/app"')).toEqual([]);
  });

  test('reads a password handed positionally to a connection or login call', () => {
    expect(values('Connection c = DriverManager.getConnection(\n    "jdbc:postgresql://pg-1:5432/crm",\n    "crm_app",\n    "Birke-lantern4471!");')).toEqual(['Birke-lantern4471!']);
    expect(values("$db = new PDO('pgsql:host=pg;dbname=shop', 'shop', 'Rk5%wQ8zLm2t');")).toEqual(['Rk5%wQ8zLm2t']);
    expect(values('$c = mysqli_connect("127.0.0.1", "wp", "Tz6&nB3qXk9v", "wp");')).toEqual(['Tz6&nB3qXk9v']);
    expect(values("db = pymysql.connect('db', 'etl', 'Mq2!rW7xPz4c', 'warehouse')")).toEqual(['Mq2!rW7xPz4c']);
    expect(values('smtp.login("reports@example.net", "Hv3#pL8mQz2w")')).toContain('Hv3#pL8mQz2w');
    expect(values('request.SetBasicAuth("exporter", "Yc7$kT2nWq5r")')).toEqual(['Yc7$kT2nWq5r']);
    expect(values('let res = http.get(url).basic_auth("ci", Some("Pz4@mR9wKx2v")).send()?;')).toEqual(['Pz4@mR9wKx2v']);
    expect(values('auth := smtp.PlainAuth("", "ops", "Gw5*nV8qTz3k", "mail.example.net")')).toEqual(['Gw5*nV8qTz3k']);
  });

  test('does not read variables, identifiers or lookups as call passwords', () => {
    for (const t of [
      'Connection c = DriverManager.getConnection(url, user, password);',
      "router.login('/login', 'loginHandler')",
      'user.login("demo", "demo")',
      'expect(login("alice", "wrong-password")).rejects.toThrow()',
      "auth('Authorization', headerValue)",
    ]) expect(found(t)).toEqual([]);
  });
});

describe('signing keys, query parameters and client calls', () => {
  const key = rnd(AN, 40, 21);
  test('reads a literal wrapped in a bytes conversion', () => {
    expect(found(`var signingKey = []byte("${key}")`)).toEqual([{ type: 'secret', value: key }]);
    expect(found(`JWT_SECRET = b"${key}"`)).toEqual([{ type: 'secret', value: key }]);
    expect(values(`const hmacSecret = Buffer.from('${key}', 'utf8');`)).toEqual([key]);
    expect(values(`var key = Encoding.UTF8.GetBytes("${key}");`).length).toBeLessThanOrEqual(1);
    expect(found('var jwtKey = []byte(os.Getenv("JWT_KEY"))')).toEqual([]);
    expect(found('var hmacKey = []byte("changeme")')).toEqual([]);
  });

  test('reads API keys passed as URL and form parameters', () => {
    const k = rnd(AN, 32, 22);
    expect(found(`curl -G https://api.weather.example/v1/now -d lat=48.1 -d appid=${k}`)).toEqual([{ type: 'api_key', value: k }]);
    expect(found(`GET /maps/api/staticmap?center=Berlin&key=${k} HTTP/1.1`)).toEqual([{ type: 'api_key', value: k }]);
    expect(found(`requests.get(BASE, params={"q": "Lyon", "appid": "${k}"})`)).toEqual([{ type: 'api_key', value: k }]);
    expect(found('https://api.weather.example/data/2.5/weather?q=Oslo&appid=YOUR_API_KEY')).toEqual([]);
    expect(found('appid: wx4f8a1c2b9d3e7f60')).toEqual([]);
  });

  test('reads bearer tokens handed to http clients', () => {
    const t = rnd(AN, 44, 23);
    expect(found(`let r = client.get(url).bearer_auth("${t}").send().await?;`)).toEqual([{ type: 'bearer_token', value: t }]);
    expect(found(`request.get(url, { auth: { bearer: '${t}' } })`)).toEqual([{ type: 'bearer_token', value: t }]);
  });
});

describe('labelled secrets in messages', () => {
  test('reads a key after a label with words or a remark before the colon', () => {
    const hex = rnd(HEX, 32, 31);
    const k = rnd(AN, 40, 32);
    expect(found(`salut, la clé API du compte de test pour le staging : ${hex} (à ne pas commiter)`)).toEqual([{ type: 'api_key', value: hex }]);
    expect(found(`hier der API-Schlüssel für den Wetterdienst: ${k}`)).toEqual([{ type: 'api_key', value: k }]);
    expect(found(`te dejo la clave de API del proveedor de mapas: ${k}`)).toEqual([{ type: 'api_key', value: k }]);
    expect(found(`Heroku API key (shared CI account, expires end of quarter): 4d2f6a8c-1b3e-4f5a-9c7d-2e4f6a8b0c1d`)).toEqual([
      { type: 'heroku_api_key', value: '4d2f6a8c-1b3e-4f5a-9c7d-2e4f6a8b0c1d' },
    ]);
  });

  test('reads a value on the lines below the label, behind quote marks and indentation', () => {
    const k = rnd(AN, 36, 33);
    expect(found(`> On Mon, Support wrote:\n> Your sandbox API token has been created:\n>\n>     ${k}\n>\n> Keep it safe.`)).toEqual([{ type: 'token', value: k }]);
    expect(found(`Password:\n    Vt8#qLm3Zx2!`)).toEqual([{ type: 'password', value: 'Vt8#qLm3Zx2!' }]);
  });

  test('reads German compound, login and separator-less password labels', () => {
    expect(values('Benutzername: ext-meier\nEinmalpasswort: Fichte_river4417%\nBitte beim ersten Login ändern.')).toEqual(['Fichte_river4417%']);
    expect(values('- NAS-Login (Synology): Delta.harbor93#\n- Tür-PIN: 1234')).toEqual(['Delta.harbor93#']);
    expect(values('compte c.durand, mot de passe Glacier_pomme55!, serveur vpn.example.fr')).toEqual(['Glacier_pomme55!']);
  });

  test('leaves label prose without a secret alone', () => {
    for (const t of [
      'API key: required for every request',
      'Access token lifetime: 3600 seconds',
      'The API token was revoked at: 2024-05-01T10:00:00Z',
      'API key\n\nThe key is sent in a header:\n\n    X-Api-Key: <key>',
      'the password policy:\n  Min8Chars!x',
      'Login: Max.Mustermann',
      'Login (SSO): https://sso.example.com/start',
      'Passwort geändert am: 12.03.2024',
      'ngrok config add-authtoken $NGROK_AUTHTOKEN',
    ]) expect(found(t)).toEqual([]);
  });
});

describe('provider and cli shapes', () => {
  test('reads tokens given to cli logins', () => {
    const ng = '2' + rnd(AN, 26, 41) + '_' + rnd(AN, 21, 42);
    expect(found(`$ ngrok config add-authtoken ${ng}\n$ ngrok http 8080`)).toEqual([{ type: 'ngrok_authtoken', value: ng }]);
    expect(found(`ngrok authtoken ${ng}`)).toEqual([{ type: 'ngrok_authtoken', value: ng }]);
    expect(found('snyk auth 9c1e7a3b-5d2f-4e8a-b6c4-1f3d5e7a9b2c')).toEqual([{ type: 'token', value: '9c1e7a3b-5d2f-4e8a-b6c4-1f3d5e7a9b2c' }]);
  });

  test('reads a whole fly.io header value and the current Mailgun key shape', () => {
    const fly = 'FlyV1 fm2_lJPECAAAAAAAA' + rnd(AN + '_-', 150, 43) + ',fm2_' + rnd(AN + '_-', 120, 44);
    expect(found(`$ fly tokens create deploy\n${fly}\n`)).toEqual([{ type: 'flyio_token', value: fly }]);
    const mg = rnd(HEX, 32, 45) + '-' + rnd(HEX, 8, 46) + '-' + rnd(HEX, 8, 47);
    expect(found(`requests.post(MG_URL, auth=("api", "${mg}"), data=payload)`)).toEqual([{ type: 'mailgun_api_key', value: mg }]);
    expect(found(`MAILGUN_API_KEY=${mg}`)).toEqual([{ type: 'mailgun_api_key', value: mg }]);
  });
});

describe('false-positive families', () => {
  test('ids, cache keys and pagination tokens are not secrets', () => {
    for (const t of [
      'Idempotency-Key: 0b6f3c2a-8d1e-4a7f-9c5b-3e2d1f0a9b8c\nContent-Type: application/json',
      'X-Correlation-Key: 0b6f3c2a-8d1e-4a7f-9c5b-3e2d1f0a9b8c',
      'X-Idempotency-Token: 0b6f3c2a-8d1e-4a7f-9c5b-3e2d1f0a9b8c',
      '{"NextToken": "QUFBQS1FRlJTR2hDYTB0Tk1qWnhaWE56WlhKMmFXTmxjeTVoYlE9PQ==", "Items": []}',
      'Restored cache from key: v2-yarn-macos-9f3e1c0b7a2d4e6f-node18',
      'cache-key: pip-deps-ubuntu-22.04-1a2b3c4d5e6f7a8b-py311',
    ]) expect(found(t)).toEqual([]);
  });

  test('secret-manager references are not secrets', () => {
    for (const t of [
      'MasterUserPassword: "{{resolve:secretsmanager:arn:aws:secretsmanager:us-east-1:111122223333:secret:rds/main-Ab12Cd:SecretString:password}}"',
      'DB_PASSWORD_ARN=arn:aws:secretsmanager:eu-west-1:111122223333:secret:prod/db/password-XyZ123',
    ]) expect(found(t)).toEqual([]);
  });

  test('translation strings are labels, not passwords', () => {
    expect(found('{"login": "Anmelden", "password": "Kennwort", "new_password": "Neues Kennwort", "reset": "Kennwort vergessen?"}')).toEqual([]);
    expect(found('{"password": "Mot de passe", "password_hint": "Mot de passe oublié ?"}')).toEqual([]);
    expect(isUiLabel('Contraseña')).toBe(true);
    expect(isUiLabel('Ihre Sitzung ist abgelaufen.')).toBe(true);
    expect(isUiLabel('correct horse battery staple')).toBe(false);
    expect(isUiLabel('Sommerzeit2024')).toBe(false);
    expect(values('"password": "correct horse battery staple"')).toEqual(['correct horse battery staple']);
  });

  test('known public example keys are still findings', () => {
    const r = scan('from the AWS docs: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
    expect(r.types_found).toEqual(['aws_access_key', 'aws_secret_key']);
  });
});

describe('personal data families', () => {
  /** Appends the Luhn check digit to `body`. */
  const luhn = (body: string) => {
    for (let d = 0; d < 10; d++) {
      const s = body + d;
      let sum = 0;
      for (let i = 0; i < s.length; i++) {
        let x = +s[s.length - 1 - i];
        if (i % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
        sum += x;
      }
      if (sum % 10 === 0) return s;
    }
    return body;
  };
  const group = (d: string) => d.replace(/(\d{4})(?=\d)/g, '$1 ');

  test('finds Maestro cards printed 4-4-4-4-2 or 4-4-4-4-3', () => {
    for (const body of ['67613094521837', '501850034412970', '6304812759034', '589300451276318']) {
      const digits = luhn(body.padEnd(17, '3'));
      const text = `Maestro ${group(digits)} valid to 09/28`;
      expect(findPii(text).map((f) => text.slice(f.start, f.end))).toEqual([group(digits)]);
    }
  });

  test('takes the rest of the Maestro range only when grouped or after a card word', () => {
    const digits = luhn('690412378815430');
    expect(findPii(`card ${digits}`).map((f) => f.type)).toEqual(['credit_card']);
    expect(findPii(`paid with ${group(digits)}`).map((f) => f.type)).toEqual(['credit_card']);
    expect(findPii(`order ${digits} shipped`)).toEqual([]);
  });

  test('an IPv6 address before a colon is still an address', () => {
    const text = '64 bytes from 2606:4700:4700::1111: icmp_seq=3 ttl=57 time=8.9 ms';
    expect(findPii(text).map((f) => text.slice(f.start, f.end))).toEqual(['2606:4700:4700::1111']);
    expect(findPii('at 10:30:45: job started')).toEqual([]);
  });

  test('product versions and object identifiers are not addresses', () => {
    for (const t of [
      'Chromium 126.0.6478.126 (Official Build)\nV8 12.6.228.21\nSkia 11.3.200.4',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.6478.126 Edg/126.2.192.50',
      'X509v3 extensions: 2.5.29.14 (subjectKeyIdentifier), 2.5.29.35 (authorityKeyIdentifier)',
      "_IN('2.5.4.10', 'organizationName');",
      'Ed448 uses OID 1.3.101.113',
    ]) expect(findPii(t)).toEqual([]);
    expect(findPii('resolver 1.1.1.1 (Cloudflare)').map((f) => f.type)).toEqual(['ip_address']);
    expect(findPii('upstream redis 10.20.30.40:6379').map((f) => f.type)).toEqual(['ip_address']);
  });
});

describe('linear time', () => {
  test('new shapes stay linear on 1 MB inputs', () => {
    const MB = 1 << 20;
    const rep = (s: string) => s.repeat(Math.ceil(MB / s.length)).slice(0, MB);
    for (const text of [
      rep('Cookie: '),
      'Cookie: ' + rep('a=b; '),
      'Set-Cookie: ' + rep('sessionid=abcdefgh12345678; '),
      rep('PHPSESSID='),
      rep('a\tTRUE\t/\tFALSE\t0\tsid\t'),
      rep('API key ('),
      rep('clé API du partenaire : '),
      rep('API token:\n>\n> '),
      rep('Initialpasswort '),
      rep('Router-Login ('),
      rep('getConnection(url, "u", '),
      'login(' + rep('a,'),
      rep('basic_auth(Some('),
      rep('user:pass@'),
      'a:' + rep('b') + '@tcp(',
      rep('ngrok config add-authtoken '),
      rep('heroku '),
      rep('appid='),
      rep('0123456789abcdef0123456789abcdef-01234567-'),
      rep('2.5.29.17 (subjectAltName), '),
      rep('V8 12.4.254.15\n'),
      rep('2001:db8::1: '),
      rep('6759 5425 6747 8678 05 '),
      rep('key = []byte("'),
      rep('bearer_auth("'),
      rep('x:secret:arn:aws:'),
      rep('"password": "Passwort vergessen?", '),
      rep('FlyV1 fm2_'),
    ]) {
      const t0 = performance.now();
      scan(text);
      expect(performance.now() - t0).toBeLessThan(1000);
    }
  });
});
