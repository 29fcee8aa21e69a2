import { describe, expect, test } from 'bun:test';
import { findCredentials, resolveOverlaps } from './credentials.ts';
import { ALNUM, HEX, randomString } from '../../tests/fixtures/security/random-values.ts';

/** The credential types found in `text`, with the exact spans they cover. */
function found(text: string) {
  return findCredentials(text).map((f) => ({ type: f.type, value: text.slice(f.start, f.end) }));
}
const types = (text: string) => found(text).map((f) => f.type);

/** Deterministic random string (xorshift32). */
const rnd = (cs: string, n: number, seed = 7) => randomString(cs, n, seed);
const AN = ALNUM;

describe('provider rules', () => {
  const cases: Array<[string, string]> = [
    ['aws_access_key', 'AKIA' + rnd('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)],
    ['gcp_api_key', 'AIza' + rnd(AN + '_-', 35)],
    ['github_pat', 'ghp_' + rnd(AN, 36)],
    ['github_oauth', 'gho_' + rnd(AN, 36)],
    ['github_app_token', 'ghs_' + rnd(AN, 36)],
    ['github_fine_grained_pat', 'github_pat_' + rnd(AN, 22) + '_' + rnd(AN, 59)],
    ['gitlab_pat', 'glpat-' + rnd(AN, 20)],
    ['slack_bot_token', 'xoxb-123456789012-1234567890123-' + rnd(AN, 24)],
    ['slack_webhook', 'https://hooks.slack.com/services/T0123ABCD/B0123456789/' + rnd(AN, 24)],
    ['telegram_bot_token', '1234567890:AA' + rnd(AN + '_-', 33)],
    ['stripe_secret_key', 'sk_live_' + rnd(AN, 24)],
    ['stripe_restricted_key', 'rk_test_' + rnd(AN, 24)],
    ['openai_api_key', 'sk-proj-' + rnd(AN, 74) + 'T3BlbkFJ' + rnd(AN, 74)],
    ['anthropic_api_key', 'sk-ant-api03-' + rnd(AN + '_-', 93) + 'AA'],
    ['huggingface_token', 'hf_' + rnd('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34)],
    ['npm_token', 'npm_' + rnd(AN, 36)],
    ['pypi_token', 'pypi-AgEIcHlwaS5vcmc' + rnd(AN + '_-', 64)],
    ['sendgrid_api_key', 'SG.' + rnd(AN, 22) + '.' + rnd(AN, 43)],
    ['twilio_api_key', 'SK' + rnd(HEX, 32)],
    ['digitalocean_token', 'dop_v1_' + rnd(HEX, 64)],
    ['age_secret_key', 'AGE-SECRET-KEY-1' + rnd('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)],
  ];
  for (const [type, value] of cases) {
    test(`finds a ${type} as exactly its token`, () => {
      expect(found(`here it is: ${value} (do not share)`)).toEqual([{ type, value }]);
    });
  }

  test('still reports the public AWS documentation key', () => {
    expect(types('aws_access_key_id = AKIAIOSFODNN7EXAMPLE')).toEqual(['aws_access_key']);
  });

  test("reports the Telegram Bot API documentation's example token, one character short of a real one", () => {
    const token = '110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
    expect(found(`bot token: ${token}`)).toEqual([{ type: 'telegram_bot_token', value: token }]);
    expect(found(`TELEGRAM_TOKEN=${token}`)).toEqual([{ type: 'telegram_bot_token', value: token }]);
    expect(types(`110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALD`)).toEqual([]);
  });

  test('finds an AWS secret key by its label, and next to its key id without one', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(found(`aws_secret_access_key = ${secret}`)).toEqual([{ type: 'aws_secret_key', value: secret }]);
    expect(types(`AKIAIOSFODNN7EXAMPLE,${secret}`)).toEqual(['aws_access_key', 'aws_secret_key']);
  });

  test('does not take a git SHA-1 for an AWS secret key', () => {
    expect(types('AKIAIOSFODNN7EXAMPLE at commit 3f786850e387550fdab836ed7e6dc881de23001b')).toEqual(['aws_access_key']);
  });

  test('requires a JWT header that decodes to JSON', () => {
    const head = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const body = Buffer.from('{"sub":"42"}').toString('base64url');
    expect(types(`token ${head}.${body}.${rnd(AN, 43)}`)).toEqual(['jwt']);
    expect(types(`eyJ${rnd(AN, 20, 3)}.eyJ${rnd(AN, 20, 4)}.${rnd(AN, 43)}`)).toEqual([]);
  });

  test('skips masked provider tokens', () => {
    expect(types('ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx and AKIAXXXXXXXXXXXXXXXX')).toEqual([]);
  });

  test('does not match a token glued to more token characters', () => {
    expect(types('xghp_' + rnd(AN, 36))).toEqual([]);
  });
});

describe('private keys', () => {
  const body = Array.from({ length: 6 }, (_, i) => rnd(AN + '+/', 64, i + 1)).join('\n');
  const pem = `-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`;

  test('covers the whole block from BEGIN to END', () => {
    expect(found(`key:\n${pem}\nthanks`)).toEqual([{ type: 'private_key', value: pem }]);
  });

  test('covers a truncated block to the end of its body', () => {
    const truncated = `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}`;
    expect(found(`${truncated}\n\nwhat is wrong?`)).toEqual([{ type: 'private_key', value: truncated }]);
  });

  test('covers a JSON-escaped key in a service-account file', () => {
    const escaped = `-----BEGIN PRIVATE KEY-----\\n${body.replaceAll('\n', '\\n')}\\n-----END PRIVATE KEY-----`;
    // the escaped newline after END goes with the key
    expect(found(`{"private_key": "${escaped}\\n"}`)).toEqual([{ type: 'private_key', value: `${escaped}\\n` }]);
  });

  test('ignores a bare BEGIN line and public keys', () => {
    expect(types('the file starts with -----BEGIN RSA PRIVATE KEY----- then base64')).toEqual([]);
    expect(types(`-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`)).toEqual([]);
  });
});

describe('passwords in connection strings', () => {
  test('redacts only the password of a URL', () => {
    expect(found('postgres://app:S3cretPa55@db.example.com:5432/app')).toEqual([{ type: 'password', value: 'S3cretPa55' }]);
    expect(found('redis://:hunter22@cache:6379')).toEqual([{ type: 'password', value: 'hunter22' }]);
  });

  test('finds a password query parameter and an ADO.NET pair', () => {
    expect(found('jdbc:postgresql://db/app?user=svc&password=Xy7pQ2mn&ssl=true')).toEqual([{ type: 'password', value: 'Xy7pQ2mn' }]);
    expect(found('Server=tcp:sql;User ID=crm;Password=Xy7pQ2mn;Encrypt=True;')).toEqual([{ type: 'password', value: 'Xy7pQ2mn' }]);
  });

  test('keeps a question mark inside a URL password, not a query string after a port', () => {
    expect(found('amqps://worker:Flint48?Kq702@mq.internal:5671/prod')).toEqual([{ type: 'password', value: 'Flint48?Kq702' }]);
    expect(types('see http://host:8080?user=ana@mail.example for details')).toEqual([]);
  });

  test('leaves templated URL credentials alone', () => {
    expect(types('mysql://${DB_USER}:${DB_PASS}@db:3306/app and redis://:<password>@h:6379')).toEqual([]);
    expect(types('postgres://user:password@localhost:5432/mydb')).toEqual([]);
  });
});

describe('generic assignments', () => {
  const positives: Array<[string, string, string]> = [
    ['DB_PASSWORD=Tr0ub4dor&3', 'password', 'Tr0ub4dor&3'],
    ['"password": "hunter2"', 'password', 'hunter2'],
    ['my password is hunter2.', 'password', 'hunter2'],
    ['Passwort: Sommer2024!', 'password', 'Sommer2024!'],
    ['mot de passe : Ete2024!x', 'password', 'Ete2024!x'],
    ['contraseña: Verano2024#', 'password', 'Verano2024#'],
    ['api_key = "' + 'a8F3kL0pQ9zX2mN7vB4cD1eR6tY5uI8o' + '"', 'api_key', 'a8F3kL0pQ9zX2mN7vB4cD1eR6tY5uI8o'],
    ['x-api-key: 9f8e7d6c5b4a39281706f5e4d3c2b1a0', 'api_key', '9f8e7d6c5b4a39281706f5e4d3c2b1a0'],
    ['client_secret: Zf3D0LXCM3EIMbgJpUNnkRtOfOueHznB', 'secret', 'Zf3D0LXCM3EIMbgJpUNnkRtOfOueHznB'],
    ['ACCESS_TOKEN=Q2xpZW50VG9rZW5Gb3JUZXN0aW5nMTIz', 'token', 'Q2xpZW50VG9rZW5Gb3JUZXN0aW5nMTIz'],
    ['<password>Xk9#mQ2v</password>', 'password', 'Xk9#mQ2v'],
    ['curl -u admin:Xk9mQ2vP https://ci.example.com', 'password', 'Xk9mQ2vP'],
    ['mysql -u root -pXk9mQ2vP shop', 'password', 'Xk9mQ2vP'],
    ['Authorization: Bearer ' + 'Zf3D0LXCM3EIMbgJpUNnkRtOfOueHznB', 'bearer_token', 'Zf3D0LXCM3EIMbgJpUNnkRtOfOueHznB'],
  ];
  for (const [text, type, value] of positives) {
    test(`finds ${type} in ${JSON.stringify(text.slice(0, 32))}`, () => {
      expect(found(text)).toEqual([{ type, value }]);
    });
  }

  test('decodes Basic auth and keeps only user:password pairs', () => {
    const creds = Buffer.from('admin:Xk9mQ2vP').toString('base64');
    expect(types(`Authorization: Basic ${creds}`)).toEqual(['basic_auth']);
    expect(types(`Authorization: Basic ${Buffer.from('no-colon-here').toString('base64')}`)).toEqual([]);
  });

  const negatives = [
    'password = ""',
    "password: ''",
    'token: <placeholder>',
    'api_key: "{{ vault_api_key }}"',
    'password: ${DB_PASSWORD}',
    'password: string;',
    'password = getpass.getpass()',
    'api_key = os.environ["OPENAI_API_KEY"]',
    'const apiKey = process.env.API_KEY;',
    'secret = config["secret"]',
    'password_min_length = 12',
    'max_tokens: 4096',
    'token_type: bearer',
    'secret_name: db-credentials',
    'The password is incorrect.',
    'password: ********',
    'API_KEY=your_api_key_here',
    'primary_key = "id"',
    'monkey: banana',
    'bypass: true',
    'Authorization: Bearer $TOKEN',
    'tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")',
  ];
  for (const text of negatives) {
    test(`is not fooled by ${JSON.stringify(text)}`, () => {
      expect(types(text)).toEqual([]);
    });
  }
});

describe('overlap resolution', () => {
  test('names a provider token assigned to a generic key after the provider', () => {
    const pat = 'ghp_' + rnd(AN, 36);
    expect(found(`token = "${pat}"`)).toEqual([{ type: 'github_pat', value: pat }]);
  });

  test('keeps the higher-priority, then longer candidate in each overlapping cluster', () => {
    const kept = resolveOverlaps([
      { start: 0, end: 10, priority: 1, id: 'a' },
      { start: 2, end: 8, priority: 3, id: 'b' },
      { start: 20, end: 30, priority: 1, id: 'c' },
    ]);
    expect(kept.map((k) => k.id)).toEqual(['b', 'c']);
  });
});

describe('held-out round 2 shapes', () => {
  test('reports the whole base64 value of a Secret whose decoded text holds a credential', () => {
    const v = Buffer.from('amqp://svc:Kl9!pQ2x@mq:5672/').toString('base64');
    const text = `kind: Secret\ndata:\n  BROKER_URL: ${v}\n  REGION: ${Buffer.from('eu-west-1').toString('base64')}`;
    expect(found(text)).toEqual([{ type: 'password', value: v }]);
  });

  test('takes a setter argument but not a getter lookup key', () => {
    expect(found('cfg.setDbPassword("Kr4k3n!sea");')).toEqual([{ type: 'password', value: 'Kr4k3n!sea' }]);
    expect(found('cfg.getPassword("Kr4k3n!sea");')).toEqual([]);
  });

  test('needs a markdown rule under a table header and a block start before a CSV header', () => {
    expect(found('| user | pwd |\n|---|---|\n| ops | 0ps!Team |')).toEqual([{ type: 'password', value: '0ps!Team' }]);
    expect(found('intro text\nuser,pwd\nops,0ps!Team')).toEqual([]);
  });

  test('new shapes stay linear on 1 MB inputs', () => {
    const MB = 1 << 20;
    const rep = (s: string) => s.repeat(Math.ceil(MB / s.length)).slice(0, MB);
    for (const text of [
      'password' + ' '.repeat(MB),
      rep('password for the wifi in the big room '),
      rep('setPassword("aaaa'),
      rep('| a | password |\n|---|---|\n'),
      rep('insert into t (a, password) values ('),
      'kind: Secret\ndata:\n' + rep('  k: QUJDREVGR0g=\n'),
      rep('ldapsearch -x -w'),
    ]) {
      const t0 = performance.now();
      findCredentials(text);
      expect(performance.now() - t0).toBeLessThan(1500);
    }
  });
});

describe('held-out round 4 shapes', () => {
  const key = rnd('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', 36, 41);
  const hex = (seed: number) => rnd('0123456789abcdef', 32, seed);

  test('reads a secret from a name/value object in either order', () => {
    expect(found(`{"key": "x-api-key", "value": "${key}", "type": "text"}`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found(`{"value": "${key}", "name": "X-Auth-Token"}`)).toEqual([{ type: 'token', value: key }]);
    expect(found(`"bearer": [{"key": "token", "value": "${key}"}]`)).toEqual([{ type: 'bearer_token', value: key }]);
    expect(found(`"cookies": [{"name": "sessionid", "value": "${key.toLowerCase()}"}]`)).toEqual([
      { type: 'session_cookie', value: key.toLowerCase() },
    ]);
    expect(found('- name: DB_PASSWORD\n  value: "Vq3#pLm8"\n- name: LOG_LEVEL\n  value: debug')).toEqual([
      { type: 'password', value: 'Vq3#pLm8' },
    ]);
  });

  test('does not pair a name with the value of the next object or list item', () => {
    expect(found(`[{"key": "password"}, {"key": "Accept", "value": "${key}"}]`)).toEqual([]);
    expect(found(`- name: DB_PASSWORD\n  valueFrom: {}\n- name: LOG_ID\n  value: ${key}`)).toEqual([]);
    expect(found('{"key": "password", "value": "{{password}}"}')).toEqual([]);
  });

  test('finds defines and hard-coded defaults of environment lookups', () => {
    expect(found("define( 'DB_PASSWORD', 'Rf6tYh2Kp9' );")).toEqual([{ type: 'password', value: 'Rf6tYh2Kp9' }]);
    expect(found('pw = ENV.fetch("DB_PASSWORD", "Bn4Xc8Vm2L")')).toEqual([{ type: 'password', value: 'Bn4Xc8Vm2L' }]);
    expect(found(`k = System.getenv().getOrDefault("API_KEY", "${key}");`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found('const p = process.env.DB_PASSWORD ?? "Jw7Qe3Rt9Y";')).toEqual([{ type: 'password', value: 'Jw7Qe3Rt9Y' }]);
    expect(found('MARIADB_ROOT_PASSWORD: ${MARIADB_ROOT_PASSWORD:-Hk2Lm8Pq4T}')).toEqual([{ type: 'password', value: 'Hk2Lm8Pq4T' }]);
    // a label lookup with a word default, and a non-secret name, stay clean
    expect(found('labels.get("password", "Passwort"); process.env.TIMEOUT || "3600"')).toEqual([]);
  });

  test('finds the password of an Oracle user/password@ login', () => {
    expect(found('jdbc:oracle:thin:billing/Tg5Nb1Vc7X@//ora:1521/PDB')).toEqual([{ type: 'password', value: 'Tg5Nb1Vc7X' }]);
    expect(found('sqlplus / as sysdba')).toEqual([]);
  });

  test('reports a Twilio account SID only next to its secret, and the auth token in prose', () => {
    const sid = 'AC' + hex(5);
    const token = hex(6);
    expect(found(`TWILIO_ACCOUNT_SID=${sid}`)).toEqual([]);
    expect(found(`the SID is ${sid} and auth token ${token}.`)).toEqual([
      { type: 'twilio_api_key', value: sid },
      { type: 'twilio_auth_token', value: token },
    ]);
    expect(types(`TWILIO_API_KEY=SK${hex(7)}`)).toEqual(['twilio_api_key']);
  });

  test('does not take a cache key that ends in a digest for a secret', () => {
    const sha = rnd('0123456789abcdef', 64, 9);
    expect(found(`Cache restored from key: node-cache-Linux-x64-npm-${sha}`)).toEqual([]);
    expect(found(`API_TOKEN=deploy_prod_${sha}`)).toEqual([{ type: 'token', value: `deploy_prod_${sha}` }]);
  });

  test('paired shapes stay linear on 1 MB inputs', () => {
    const MB = 1 << 20;
    const rep = (s: string) => s.repeat(Math.ceil(MB / s.length)).slice(0, MB);
    for (const text of [
      rep('"key": "password", '),
      rep('"value": "a", '),
      rep('- name: token\n'),
      rep('id: key, '),
      rep('define("DB_PASSWORD", '),
      rep('process.env.TOKEN || '),
      rep('${API_TOKEN:-'),
      rep('jdbc:oracle:thin:a/'),
      rep('AC0123456789abcdef0123456789abcdef twilio '),
      rep('key: a-b-'),
    ]) {
      const t0 = performance.now();
      findCredentials(text);
      expect(performance.now() - t0).toBeLessThan(1000);
    }
  });
});

describe('held-out round 12 shapes', () => {
  test('wpa_supplicant psk, but not an OpenSSL cipher list', () => {
    expect(found('network={\n  ssid="Lab"\n  psk="Granite99&Wy940"\n}')).toEqual([{ type: 'password', value: 'Granite99&Wy940' }]);
    expect(found('openssl ciphers "PSK:-PSK:HIGH"')).toEqual([]);
  });

  test('a password set, changed or reset to a value in prose', () => {
    expect(found('Temp password set to Harbor61!xM706 — user must change it')).toEqual([{ type: 'password', value: 'Harbor61!xM706' }]);
    expect(found('I changed the wifi password to Meadow42?zz yesterday')).toEqual([{ type: 'password', value: 'Meadow42?zz' }]);
    expect(found('le mot de passe provisoire Vireo.0360#Tz, à changer')).toEqual([{ type: 'password', value: 'Vireo.0360#Tz' }]);
    expect(found('Use a strong password to protect your account: at least 12 characters')).toEqual([]);
  });

  test('a word with accents after a password word is a word, not a password', () => {
    expect(found('le mot de passe est envoyé par SMS')).toEqual([]);
    expect(found('das Passwort ist geändert')).toEqual([]);
    expect(found('password = "Zürich2024!"')).toEqual([{ type: 'password', value: 'Zürich2024!' }]);
  });

  test('lftp takes user and password separated by a comma', () => {
    expect(found("lftp -u uploader,'Cedar234.0qr4pj' sftp://files.example.com")).toEqual([{ type: 'password', value: 'Cedar234.0qr4pj' }]);
    expect(found('ps -u root,www-data -o pid')).toEqual([]);
  });

  test('a secret key built from hex bytes, and a personal access token named pat', () => {
    const hex = rnd(HEX, 64, 12);
    expect(found(`SECRET_KEY=bytes.fromhex("${hex}")`)).toEqual([{ type: 'secret', value: hex }]);
    const pat = rnd('abcdefghijklmnopqrstuvwxyz234567', 52, 13);
    expect(found(`$pat = "${pat}"`)).toEqual([{ type: 'token', value: pat }]);
    expect(found('pattern = "abc123XYZ789def456ghi"')).toEqual([]);
  });

  test('AWS session tokens, Airtable tokens and Sentry DSNs', () => {
    const session = `IQoJb3JpZ2luX2VjE${rnd(ALNUM + '/+', 300, 14)}`;
    expect(types(`export AWS_SESSION_TOKEN="${session}"`)).toEqual(['aws_session_token']);
    const airtable = `pat${rnd(ALNUM, 14, 15)}.${rnd(HEX, 64, 16)}`;
    expect(found(`Authorization: Bearer ${airtable}`)).toEqual([{ type: 'airtable_token', value: airtable }]);
    const key = rnd(HEX, 32, 17);
    expect(found(`dsn="https://${key}@o275113.ingest.de.sentry.io/8891009"`)).toEqual([{ type: 'sentry_dsn', value: `https://${key}@o275113.ingest.de.sentry.io/8891009` }]);
  });

  test('STS session tokens keep their runs of slashes', () => {
    const session = `IQoJb3JpZ2luX2VjENT//////////wEaCX${rnd(ALNUM + '/+', 300, 18)}`;
    expect(found(`"SessionToken": "${session}",`)).toEqual([{ type: 'aws_session_token', value: session }]);
  });

  test('Trello, Honeycomb, Ably and Cohere keys', () => {
    const trello = `ATTA${rnd(HEX, 64, 19)}${rnd('0123456789ABCDEF', 8, 20)}`;
    expect(found(`boards?key=x&token=${trello}`).some((f) => f.type === 'trello_token' && f.value === trello)).toBe(true);
    const honeycomb = `hcaik_${rnd('abcdefghijklmnopqrstuvwxyz0123456789', 58, 21)}`;
    expect(found(`OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=${honeycomb}`)).toEqual([{ type: 'honeycomb_api_key', value: honeycomb }]);
    const ably = `X6a7-I.wl3yiO:${rnd(ALNUM + '_-', 43, 22)}`;
    expect(found(`const ably = new Ably.Realtime({ key: '${ably}' });`)).toEqual([{ type: 'ably_api_key', value: ably }]);
    const cohere = rnd(ALNUM, 40, 23);
    expect(found(`co = cohere.Client("${cohere}")`)).toEqual([{ type: 'cohere_api_key', value: cohere }]);
    // another client built with a random literal is still handed a key, named generically
    expect(found(`co = other.Client("${cohere}")`)).toEqual([{ type: 'api_key', value: cohere }]);
  });

  test('an Azure SAS token is its signed fields and signature', () => {
    const sig = rnd(ALNUM, 43, 24) + '%3D';
    const sas = `sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-01-31T18:00:00Z&spr=https&sig=${sig}`;
    expect(found(`azcopy copy ./x "https://acct.blob.core.windows.net/c?${sas}" --recursive`)).toEqual([{ type: 'azure_sas_token', value: sas }]);
  });

  test('secrets in headers set by name, HMAC keys, CLI config setters and other auth schemes', () => {
    const key = rnd(ALNUM, 40, 25);
    expect(found(`.header("X-Api-Key", "${key}")`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found(`var hmac = new HMACSHA256(Encoding.UTF8.GetBytes("${key}"));`)).toEqual([{ type: 'secret', value: key }]);
    expect(found(`crypto.createHmac('sha256', '${key}')`)).toEqual([{ type: 'secret', value: key }]);
    expect(found(`atlas config set private_api_key ${key}`)).toEqual([{ type: 'api_key', value: key }]);
    const uuid = 'e2364885-fef6-43ba-8a82-aa29f377864a';
    expect(found(`-H "Authorization: Splunk ${uuid}"`)).toEqual([{ type: 'splunk_hec_token', value: uuid }]);
    expect(found(`headers: {\\"Authorization\\":\\"Token ${key}\\"}`)).toEqual([{ type: 'token', value: key }]);
    expect(found('.header("Content-Type", "application/json; charset=utf-8")')).toEqual([]);
    expect(found("crypto.createHmac('sha256', secret)")).toEqual([]);
  });

  test('typed declarations, environment defaults, an API key named in prose, a secret as curl user', () => {
    const key = rnd(ALNUM, 40, 27);
    expect(found(`const PARTNER_API_KEY: &str = "${key}";`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found(`val apiKey: String = "${key}"`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found(`API_KEY = ENV.fetch("GEOCODER_KEY", "${key}")`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found(`token = os.getenv("GITHUB_TOKEN", "${key}")`)).toEqual([{ type: 'token', value: key }]);
    expect(found(`We are using API key ${key} on account 44120.`)).toEqual([{ type: 'api_key', value: key }]);
    const hex = rnd(HEX, 32, 28);
    expect(found(`curl https://data.mixpanel.com/api/2.0/export -u ${hex}: -d from_date=2025-01-01`)).toEqual([{ type: 'api_key', value: hex }]);
    expect(found('const timeout: number = 30000;')).toEqual([]);
    expect(found('host = os.getenv("DB_HOST", "db.internal.example")')).toEqual([]);
    expect(found('API key rotation policy and API key management best practices')).toEqual([]);
  });

  test('Service Bus keys, function keys and Elastic API keys', () => {
    const sb = rnd(ALNUM + '+/', 43, 29) + '=';
    expect(found(`Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=${sb}`)).toEqual([{ type: 'azure_service_bus_key', value: sb }]);
    const code = rnd(ALNUM + '_-', 54, 30) + '==';
    expect(found(`-Uri "https://fn.azurewebsites.net/api/Run?code=${code}"`)).toEqual([{ type: 'azure_function_key', value: code }]);
    const elastic = Buffer.from(`${rnd(ALNUM, 20, 31)}:${rnd(ALNUM, 22, 32)}`).toString('base64');
    expect(found(`api_key_header: "ApiKey ${elastic}"`)).toEqual([{ type: 'elastic_api_key', value: elastic }]);
  });

  test('decoded literals, Fernet keys, Terraform defaults, Hardhat accounts and foreign password labels', () => {
    const hex = rnd(HEX, 64, 33);
    expect(found(`private static final byte[] KEY = HexFormat.of().parseHex("${hex}");`)).toEqual([{ type: 'secret', value: hex }]);
    const fernet = rnd(ALNUM + '_-', 43, 34) + '=';
    expect(found(`f = Fernet(b"${fernet}")`)).toEqual([{ type: 'secret', value: fernet }]);
    const token = rnd(ALNUM, 40, 35);
    expect(found(`variable "statuspage_api_token" {\n  type = string\n  default = "${token}"\n  sensitive = true\n}`)).toEqual([{ type: 'token', value: token }]);
    expect(found('variable "region" {\n  default = "eu-central-1-long-name"\n}')).toEqual([]);
    const eth = `0x${rnd(HEX, 64, 36)}`;
    expect(found(`sepolia: { accounts: ["${eth}"] }`)).toEqual([{ type: 'ethereum_private_key', value: eth }]);
    expect(found('ユーザー名: kensho\nパスワード: WQaXknu5ShHU\nよろしく').map((f) => f.value)).toEqual(['WQaXknu5ShHU']);
    expect(found('muhasebe sunucusunun yönetici şifresi: Kranich5397-gelato').map((f) => f.value)).toEqual(['Kranich5397-gelato']);
    expect(found('пароль от тестовой учётки admin: Pebble4393+RU — после демо').map((f) => f.value)).toEqual(['Pebble4393+RU']);
    expect(found('パスワードは12文字以上にしてください。')).toEqual([]);
  });

  test('names of secrets and vault references are not secrets', () => {
    expect(found('var secretKey = builder.Configuration["Stripe:SecretKey"]\n    ?? throw new InvalidOperationException("missing");')).toEqual([]);
    expect(found("    SecretsFilter: 'DbPassword,StripeKey'")).toEqual([]);
    expect(found('"StripeSecretKey": "@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/StripeSecretKey/)"')).toEqual([]);
    expect(found('<add key="SmtpPassword" value="#{SmtpPassword}#" />')).toEqual([]);
  });

  test('passwords in more languages, compounds and command lines', () => {
    const cases: Array<[string, string]> = [
      ['Ihr Initialpasswort lautet: Cobalt-basil71?', 'Cobalt-basil71?'],
      ['a senha do banco de homologação é Lantern-quokka56# — ok', 'Lantern-quokka56#'],
      ["la password del NAS in ufficio è saffron-zephyr-fjord6, l'utente è admin", 'saffron-zephyr-fjord6'],
      ['het wachtwoord voor de gedeelde mailbox is Tundrapebble72*. Graag wijzigen.', 'Tundrapebble72*'],
      ['SSID "Atelier-5G", clé WPA2 : Zephyrpaprika34*', 'Zephyrpaprika34*'],
      ['bind 0.0.0.0\nrequirepass Quokkagranite18!\nmaxmemory 2gb', 'Quokkagranite18!'],
      ['net use Z: \\\\fs01\\share /user:CORP\\svc_backup Hazel.fjord74# /persistent:yes', 'Hazel.fjord74#'],
      ["7z a -t7z -mhe=on -p'Orchid.cobalt23!' out.7z ./lohn/*.pdf", 'Orchid.cobalt23!'],
      ['Webhook signing secret (shown once): 5OL47hwGgBYhC0ZpAOAQYPkgFPdZQ6iVth59es53', '5OL47hwGgBYhC0ZpAOAQYPkgFPdZQ6iVth59es53'],
      ['Notre clé API : a10e4bb1-a66d-4eef-82e3-b75bb8f26980 (compte 88213).', 'a10e4bb1-a66d-4eef-82e3-b75bb8f26980'],
      ["la password dell'account amministratore del gestionale è XEVlp1JhZdB2Z%76 — ricordati", 'XEVlp1JhZdB2Z%76'],
      ['Lösenordet till databasen är Kestrel_8657* och användarnamnet är rapport.', 'Kestrel_8657*'],
      ['Passphrase for the shared Bitlocker recovery on laptop L-2231 is zephyr-meridian-basalt09 — ok', 'zephyr-meridian-basalt09'],
      ['Segue o acesso ao ERP: login financeiro02 / senha bG9lGvPAfhBOk#48. Qualquer dúvida', 'bG9lGvPAfhBOk#48'],
      ['<Server>\n  <User>upload_kunde17</User>\n  <Pass>iREKuck9jzpq4IotEb</Pass>\n</Server>', 'iREKuck9jzpq4IotEb'],
    ];
    for (const [text, value] of cases) expect(found(text).map((f) => f.value)).toEqual([value]);
    // the bare `password:` label is an assignment with its own gates: a sealed (encrypted) value, a redaction marker
    expect(found('Contraseña: [REDACTADO]\nUsuario: mlopez')).toEqual([]);
    expect(found(`kind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB${rnd(ALNUM + '+/', 380, 26)}==`)).toEqual([]);
  });
});

describe('held-out round 20 shapes', () => {
  test('LaunchDarkly SDK and mobile keys, Segment write keys handed to the SDK', () => {
    const ld = 'sdk-8f2b6c1e-3d4a-4b5c-9e7f-1a2b3c4d5e6f';
    expect(found(`const client = LDClient.init("${ld}");`)).toEqual([{ type: 'launchdarkly_sdk_key', value: ld }]);
    expect(found('LD_MOBILE_KEY=mob-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d').map((f) => f.type)).toEqual(['launchdarkly_sdk_key']);
    expect(found('npm i @launchdarkly/node-server-sdk-8f2b6c1e')).toEqual([]);
    const wk = 'Xk9mP2qR7sT4vW8yZ1bC3dF6gH0jK5nL';
    for (const text of [`analytics.load("${wk}");`, `const a = new Analytics('${wk}')`, `analytics.write_key = '${wk}'`]) {
      expect(found(text)).toEqual([{ type: 'segment_write_key', value: wk }]);
    }
    expect(found("analytics.track('Checkout Started Successfully Now')")).toEqual([]);
  });

  test('hex and base64 encodings named after the key, Gradle build fields named for a secret', () => {
    const hex = '8f2b6c1e3d4a4b5c9e7f1a2b3c4d5e6f8f2b6c1e3d4a4b5c9e7f1a2b3c4d5e6f';
    expect(found(`aes_key_hex = "${hex}"`).map((f) => f.value)).toEqual([hex]);
    expect(found('color_hex = "ff00aa"')).toEqual([]);
    const key = 'Xk9mP2qR7sT4vW8yZ1bC3dF6gH0jK5nL';
    expect(found(`buildConfigField "String", "MAPS_API_KEY", "\\"${key}\\""`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found(`buildConfigField("String", "API_TOKEN", "\\"${key}\\"")`)).toEqual([{ type: 'token', value: key }]);
    expect(found(`resValue "string", "stripe_key", "${key}"`)).toEqual([{ type: 'api_key', value: key }]);
    expect(found('buildConfigField "String", "BASE_URL", "\\"https://api.example.com/v1/resources\\""')).toEqual([]);
    expect(found('buildConfigField "String", "API_KEY", "\\"${apiKey}\\""')).toEqual([]);
  });
});

describe('held-out round 21 shapes', () => {
  test('tokens under an auth-token header, even UUID-shaped', () => {
    const uuid = '6d5baecb-aa44-48a0-986e-0b92586c77e3';
    expect(found(`headers = {\n    "X-Auth-Token": "${uuid}",\n}`)).toEqual([{ type: 'token', value: uuid }]);
    expect(found(`auth_token = "${uuid}"`)).toEqual([{ type: 'token', value: uuid }]);
  });

  test('password-manager exports, HTTPie auth, LDAP binds and quoted user / password pairs', () => {
    const cases: Array<[string, string]> = [
      ['folder,favorite,type,name,login_uri,login_username,login_password,login_totp\nFinance,,login,Bank,https://bank.example,MJansen84,aPh+1ZoiOk^vtRv#+eN,', 'aPh+1ZoiOk^vtRv#+eN'],
      ['http -a deploy:Cactus-juniper913 POST https://release.example.io/api/v1/releases version=2.14.0', 'Cactus-juniper913'],
      ['if err := l.Bind("cn=svc-jenkins,ou=ServiceAccounts,dc=corp,dc=local", "nimbus-juniper-zephyr17"); err != nil {', 'nimbus-juniper-zephyr17'],
      ['2. the shared dev DB user is `dev` / `Glacier*juniper5362` (ask in #backend)', 'Glacier*juniper5362'],
      ['お疲れ様です。検証サーバーのパスワードは dXVV8TdvRezi06Kt*y_q_T です。', 'dXVV8TdvRezi06Kt*y_q_T'],
      ['관리자 계정 비밀번호는 Otter%marble1227 입니다.', 'Otter%marble1227'],
    ];
    for (const [text, value] of cases) expect(found(text).map((f) => f.value)).toEqual([value]);
    // a CSV header is not "password = next column"; a label followed by a sentence is no password
    expect(found('name,login_password,login_totp')).toEqual([]);
    expect(found('パスワードは別途お送りしますので、しばらくお待ちください。')).toEqual([]);
    expect(found('user / group: `www-data` / `staff`')).toEqual([]);
    expect(found('ls -a /home/user:data')).toEqual([]);
  });
});

describe('held-out round 22 shapes', () => {
  test('Salesforce sessions, SNMP communities, plists, Android metadata, Wi-Fi "pass for", bare user / password', () => {
    const sf = '00DFvWU293rG5Vg!AQJiM1ARtxk0CDEtIdmSIjAx_FjhmWNoiJTRX0kGF0BoS8zw20cg2FHbJELnojv40hfqqSxI4ldozsL3iZgjkcHehlf2fJE_9K';
    expect(found(`sfdx force:data:soql:query -q "SELECT Id FROM Account" -u ${sf} --instanceurl https://x.my.salesforce.com`)).toEqual([{ type: 'salesforce_access_token', value: sf }]);
    const cases: Array<[string, string]> = [
      ['snmp-server community zeGz4ZnYGs30 RW\nsnmp-server location Serverraum-EG', 'zeGz4ZnYGs30'],
      ['<key>BranchKey</key>\n<string>5b1e4749e638a6de8a6650f61bd2c447</string>', '5b1e4749e638a6de8a6650f61bd2c447'],
      ['<meta-data\n    android:name="com.parkplatz.sdk.ApiKey"\n    android:value="mYzUS56tqLyqLgnOti9uVnAcU3lNw7OQhJs4" />', 'mYzUS56tqLyqLgnOti9uVnAcU3lNw7OQhJs4'],
      ['pass for the wifi: Pinguin-12  (network "Gaeste-OG2")', 'Pinguin-12'],
      ['Steps: go to the login page, use qa_admin / 3F3DGcq3x^ISQI, click Sign in', '3F3DGcq3x^ISQI'],
    ];
    for (const [text, value] of cases) expect(found(text).map((f) => f.value)).toEqual([value]);
    for (const text of [
      'snmp-server community public RO',
      '<key>ApiKey</key><string>$(API_KEY)</string>',
      '$password = Read-Host -AsSecureString "Enter password for svc_backup"',
      'use TCP / UDP-Only ports',
      'configure.in: Use config/mh-sysv4.',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('held-out round 23 shapes', () => {
  test('a secret variable set to a value in prose, the Twilio client, "login is user / password"', () => {
    const aws = 'n0nNenfx+K+FsU6RkNdRdg5pNQnPcVB60VrMHv7A';
    expect(found(`temporarily I set AWS_SECRET_ACCESS_KEY to ${aws} in the job settings`)).toEqual([{ type: 'aws_secret_key', value: aws }]);
    expect(found('client = Client("AC57530674b4509faeaf824c397a83ac10", "b48b4b4428126c59affe70f3dc8e5e38")').map((f) => f.type)).toContain('twilio_auth_token');
    expect(found('Hi Tom, the new VPN login is vpnuser / Violet*9180AQ1n - please change it').map((f) => f.value)).toEqual(['Violet*9180AQ1n']);
    for (const text of ['I set the timeout to 30000000 ms', 'we changed LOG_LEVEL to debug_verbose', 'set the password to something memorable']) expect(found(text)).toEqual([]);
  });
});

describe('held-out round 24 shapes', () => {
  test('Turkish "şifresi … olarak", Chinese 密钥, German Zugriffstoken', () => {
    expect(found('Merhaba, sunucunun şifresi Marzo_18!VmZ olarak değiştirildi.')).toEqual([{ type: 'password', value: 'Marzo_18!VmZ' }]);
    expect(found('您好，这是我们的API密钥：8HJDRbJQUQqw4p5OwEhPpDVSwjds1N3V ，有效期一年。')).toEqual([{ type: 'api_key', value: '8HJDRbJQUQqw4p5OwEhPpDVSwjds1N3V' }]);
    expect(found('Hier ist der Zugriffstoken für die Staging-API: sI2S0VcmPvvMXyhz5ksUMOoqmzrbM7IPUOCYNEZ8').map((f) => f.value)).toEqual(['sI2S0VcmPvvMXyhz5ksUMOoqmzrbM7IPUOCYNEZ8']);
    expect(found('Şifreniz olarak doğum tarihinizi kullanmayın.')).toEqual([]);
  });
});

describe('known limits of round 25, read now', () => {
  test('Python triple-quoted values, "log in as user / password", a password announced in the next sentence', () => {
    expect(found('PASSWORD = """k8Vq!m2Lz#9w"""\nconnect(PASSWORD)')).toEqual([{ type: 'password', value: 'k8Vq!m2Lz#9w' }]);
    expect(found('config = {"user": "svc", "password": """Hx7-pL2q!wZr9"""}').map((f) => f.value)).toEqual(['Hx7-pL2q!wZr9']);
    expect(found('password = ""\nfoo = "bar"')).toEqual([]);
    expect(found('you can log in as admin / Tundra-0395! until friday').map((f) => f.value)).toEqual(['Tundra-0395!']);
    expect(found("The wifi password is on the fridge. It's Kx9!mP2vQz.")).toEqual([{ type: 'password', value: 'Kx9!mP2vQz' }]);
    expect(found('I reset your password. The new one is Lomb4rd!Quay77 - change it after login.').map((f) => f.value)).toEqual(['Lomb4rd!Quay77']);
    for (const text of ["The password must be at least 12 chars. It's Argon2id-hashed.", 'Reset your password. It is easy.', 'we log in as admin / root usually']) expect(found(text)).toEqual([]);
  });
});

describe('held-out round 26 shapes', () => {
  test('provider formats: Backblaze, PagerDuty, ClickUp, W&B, MinIO, Honeycomb, Tencent, New Relic, Bitbucket, Klaviyo, EasyPost, Zapier, crates.io, Adyen, Mollie', () => {
    const cases: Array<[string, string, string]> = [
      ['backblaze_application_key', 'b2 account authorize 66f013833acf0000000003 K003zsJCrqGix85tEaagg5ltMExz9lK', 'K003zsJCrqGix85tEaagg5ltMExz9lK'],
      ['pagerduty_integration_key', '  - routing_key: 9bd250eef23dc7a3075d525db5cd7def\n    severity: critical', '9bd250eef23dc7a3075d525db5cd7def'],
      ['clickup_token', 'headers = {"Authorization": "pk_24159795_G8J9RQH5LW0CU7DBNTF8PCU5U0LRWCB8"}', 'pk_24159795_G8J9RQH5LW0CU7DBNTF8PCU5U0LRWCB8'],
      ['wandb_api_key', '$ wandb login 6e278680b29c24fb5d8f71a93a94085f34675344', '6e278680b29c24fb5d8f71a93a94085f34675344'],
      ['secret', '$ mc alias set minio-prod https://s3.infra.lan:9000 backup-writer luy8jJTlK8UE7whXseD0qmaa9gDAvPQ26NGYJ3XL', 'luy8jJTlK8UE7whXseD0qmaa9gDAvPQ26NGYJ3XL'],
      ['honeycomb_api_key', '    headers:\n      x-honeycomb-team: xhFbj0iGR6TV4t0et155Vm', 'xhFbj0iGR6TV4t0et155Vm'],
      ['tencent_secret_id', 'export TENCENTCLOUD_SECRET_ID=AKIDXLEGFczdCmAPtwtkdF5UdwsZNbXqjvaQ', 'AKIDXLEGFczdCmAPtwtkdF5UdwsZNbXqjvaQ'],
      ['newrelic_key', "  license_key: 'f53fe9ef97a99588c837611c7d5d6926e598NRAL'", 'f53fe9ef97a99588c837611c7d5d6926e598NRAL'],
      ['bitbucket_app_password', 'with this app password:\n\n    ATBBnSjDjyMYeCEEu5ciIu06YRGjSAtzQtOU\n', 'ATBBnSjDjyMYeCEEu5ciIu06YRGjSAtzQtOU'],
      ['klaviyo_api_key', 'private key for the Klaviyo backfill: pk_453b23b0df2850d75d8024fcc367c41a70', 'pk_453b23b0df2850d75d8024fcc367c41a70'],
      ['easypost_api_key', 'Our production key is EZAKIQr6V4AwYs39IrDrN8yoo2WguUKvZUVNIDWPkYvhl70cYWgUbtmS2C, can you check', 'EZAKIQr6V4AwYs39IrDrN8yoo2WguUKvZUVNIDWPkYvhl70cYWgUbtmS2C'],
      ['zapier_webhook', 'Webhook-URL:\nhttps://hooks.zapier.com/hooks/catch/83064873/bl170hh/', 'https://hooks.zapier.com/hooks/catch/83064873/bl170hh/'],
      ['crates_io_token', '  cargo login cio90FjJ8z4AeFpFS31uQr27sbZhLj5IDSF\n  cargo publish', 'cio90FjJ8z4AeFpFS31uQr27sbZhLj5IDSF'],
      ['mollie_api_key', 'Im Feld Live-API-Schlüssel steht live_aQYCxPdVVIFLBPVUkmecU7oBkFgTOr, im Testmodus', 'live_aQYCxPdVVIFLBPVUkmecU7oBkFgTOr'],
    ];
    for (const [type, text, value] of cases) expect(found(text)).toContainEqual({ type, value });
    const adyen = 'AQE5WJ4XmfxJQlxww3b2CZPfziOb4zoPXzmYqDX4aoEDZeSBhUJL3Yxa3jiE4gIwstHHuJIttmssy=-ki9V9B8hvCp0NwMfXRjHQBdvn3pb3S7MDznsFM8EZe7x=-2G<kXrBlO6UGox?8';
    expect(found(`  api-key: "${adyen}"`)).toContainEqual({ type: 'adyen_api_key', value: adyen });
    // a base64 PEM private key (kubeconfig), not a certificate
    const pemKey = Buffer.from('-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAtestkeybody\n').toString('base64');
    expect(found(`    client-key-data: ${pemKey}`)).toEqual([{ type: 'private_key', value: pemKey }]);
    const pemCert = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkq\n').toString('base64');
    expect(found(`    client-certificate-data: ${pemCert}`)).toEqual([]);
    for (const text of ['def test_createUserWithValidEmail1(): pass', 'b2 has K003 in stock']) expect(found(text)).toEqual([]);
  });

  test('labels: wiki tables, name/value rows, chat lines, a value below its label, remarks in parentheses, monospace wiki values', () => {
    expect(found('|| Dienst || Benutzer || Passwort ||\n| Grafana | admin | Citrine.2411*bg |')).toEqual([{ type: 'password', value: 'Citrine.2411*bg' }]);
    expect(found('| Variable | Valor |\n|---|---|\n| MJ_APIKEY_PUBLIC | 30856c42c9f547daa2ba4d63a36cd584 |\n| MJ_APIKEY_PRIVATE | 0e21b50ccdf6d099bb8e8cb14c05b67d |')).toEqual([{ type: 'api_key', value: '0e21b50ccdf6d099bb8e8cb14c05b67d' }]);
    expect(found('prod Plaid creds:\nclient_id a81dd6a94b1b983d1b06e649\nsecret fa30dc42cc634206367353529cc83c\n')).toEqual([{ type: 'secret', value: 'fa30dc42cc634206367353529cc83c' }]);
    expect(found("Your production API key is below. Don't email it around.\n\n  bc3705785119bb7072760074092f681d081f0df3\n\nThanks")).toEqual([{ type: 'api_key', value: 'bc3705785119bb7072760074092f681d081f0df3' }]);
    expect(found('Secret de signature partagé avec le partenaire :\n\n`1585b04d0bd6f37fe577c8aa1f358a3eea53174b6a121b53cd07c631ccf3af02`')).toEqual([{ type: 'secret', value: '1585b04d0bd6f37fe577c8aa1f358a3eea53174b6a121b53cd07c631ccf3af02' }]);
    expect(found('* Personal access token (expires 2025-03-01): {{BnnqTiA4+1xOpj8l+7W5NP9HtIA3F4lSz7D3AfjazTXd}}')).toEqual([{ type: 'token', value: 'BnnqTiA4+1xOpj8l+7W5NP9HtIA3F4lSz7D3AfjazTXd' }]);
    expect(found('Kurzer Hinweis: Mistral-Key für La Plateforme ist m6qTrJ8PL3mL0ZWEJWlHjidlEpxnV5mW, Limit 5 €')).toEqual([{ type: 'api_key', value: 'm6qTrJ8PL3mL0ZWEJWlHjidlEpxnV5mW' }]);
    expect(found('결제 모듈 연동용 API 키: Vxi6AcszBpb69dYB5M1ZIARGTfQuR8o4')).toEqual([{ type: 'api_key', value: 'Vxi6AcszBpb69dYB5M1ZIARGTfQuR8o4' }]);
    expect(found('AES-256, Schlüssel (hex): 1a930ef836918771eb03ebe65e7d649490777127c22229cb64c9e71a06adde0c – IV im Header')).toEqual([{ type: 'secret', value: '1a930ef836918771eb03ebe65e7d649490777127c22229cb64c9e71a06adde0c' }]);
    for (const text of ['API token: {{ api_token_value }}', 'Public-Key: AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl', 'token expired', 'SHA-256 of the token file:\n\n  9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08']) expect(found(text)).toEqual([]);
  });

  test('passwords: CLI flags and YAML values with parentheses, mdp, sssd, net user, semicolon CSV, a login call in notebook JSON, getpass masks', () => {
    expect(found("helm repo add charts https://charts.example.net --username reader --password 'D_0hTrF3IE(M!6WHPoegV-'")).toEqual([{ type: 'password', value: 'D_0hTrF3IE(M!6WHPoegV-' }]);
    expect(found('    basic_auth:\n      username: prometheus-eu1\n      password: 6I=8_3*R(5zG3e^qYRMT(dmBwF\n')).toEqual([{ type: 'password', value: '6I=8_3*R(5zG3e^qYRMT(dmBwF' }]);
    expect(found("Mathilde: le mdp root du serveur de recette c'est +c6u_c%Y2R00fJrD, mais passe par sudo")).toEqual([{ type: 'password', value: '+c6u_c%Y2R00fJrD' }]);
    expect(found('ldap_default_authtok_type = password\nldap_default_authtok = u3^A8PIHWQRWsTc0AI.2')).toEqual([{ type: 'password', value: 'u3^A8PIHWQRWsTc0AI.2' }]);
    expect(found('C:\\> net user svc_backup Hafen90?vq /add /passwordchg:no')).toEqual([{ type: 'password', value: 'Hafen90?vq' }]);
    expect(found('Zugangsdaten.csv:\nSystem;Benutzer;Passwort;Notiz\nTYPO3 Backend;redaktion;Mistral5168&go;Hauptredaktion')).toEqual([{ type: 'password', value: 'Mistral5168&go' }]);
    expect(found('  "s.login(\\"informes@empresa-example.es\\", \\"Kestrel#6153&nt\\")\\n",')).toContainEqual({ type: 'password', value: 'Kestrel#6153&nt' });
    for (const text of [
      'C:\\> net user svc_backup * /add',
      'password = getpass.getpass(prompt="db")',
      'Note, mount(8) uses get{pw,gr}nam() and getpwuid()',
      '"text": ["DB password: ········\\n"]',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('held-out round 27 shapes', () => {
  test('data platform configs and CLIs', () => {
    const cases: Array<[string, string, string]> = [
      ['password', '<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>0FnjmEsj0Iqo?XCQ</value>\n</property>', '0FnjmEsj0Iqo?XCQ'],
      ['password', '$ argocd admin initial-password -n argocd\nCxJC6BG7z8F3TcuM\n\n This password must be only used for first time login.', 'CxJC6BG7z8F3TcuM'],
      ['password', "rabbitmqctl add_user etl_publisher 'Juniper!2035Oe9'", 'Juniper!2035Oe9'],
      ['password', '.option("user", "spark_reader")\n.option("password", "WlQ2MJPMwcS4?ERk")', 'WlQ2MJPMwcS4?ERk'],
      ['password', 'props.setProperty("password", "HKIqgA9Qk5S72Jx21Q")', 'HKIqgA9Qk5S72Jx21Q'],
      ['password', '; userlist.txt\n"bi_pool" "Wif3IRzjMpaRWFSY6C38"', 'Wif3IRzjMpaRWFSY6C38'],
      ['password', '[OUTPUT]\n    Cloud_Auth elastic:jMTBcNIt5JaITvZybRIQJaEa', 'jMTBcNIt5JaITvZybRIQJaEa'],
      ['vault_unseal_key', '$ vault operator init\nUnseal Key 1: DWCLcw++wIQFKJLkDQGem/5C+hx6TSFdvr0E7mnJjzGd', 'DWCLcw++wIQFKJLkDQGem/5C+hx6TSFdvr0E7mnJjzGd'],
      ['confluent_api_secret', '$ confluent api-key store 8PX0ISCK0QOCTBKK WjsmLpJS1Mcvjtbc6QhqO+XAW4HUU7SkdTVfd1oUKE889qAmL+ZtLe9MdqeMSj/e --resource lkc-1', 'WjsmLpJS1Mcvjtbc6QhqO+XAW4HUU7SkdTVfd1oUKE889qAmL+ZtLe9MdqeMSj/e'],
      ['dbt_cloud_token', '    token-value: "dbtu_iRxDIKMKlhgBK9S3Gr_VQq9SHooXI0j9dWzOeaPHzfQADXiXHQ"', 'dbtu_iRxDIKMKlhgBK9S3Gr_VQq9SHooXI0j9dWzOeaPHzfQADXiXHQ'],
      ['nats_nkey_seed', '# NATS user nkey seed\nSUAPWW3D6SOJY5MQK2C37EFO2SAKOEA633EJQ7MWTVKZABHI4RYABABXKT', 'SUAPWW3D6SOJY5MQK2C37EFO2SAKOEA633EJQ7MWTVKZABHI4RYABABXKT'],
      ['secret', '      webhookSecretValue: fA5GqMd4RX3qlNATS80MKWlXFTa0vxzwe17E3RkL', 'fA5GqMd4RX3qlNATS80MKWlXFTa0vxzwe17E3RkL'],
      ['password', 'Hallo, das Passwort für den Snowflake-Servicebenutzer ETL_LOADER lautet: Saffron52=llu', 'Saffron52=llu'],
      ['password', 'Hasło do konsoli RabbitMQ (użytkownik: ops): pNNIQntmQu4D%sFV', 'pNNIQntmQu4D%sFV'],
      ['token', 'Коллеги, токен доступа к API метрик: rM7v72yEIk0HJw8rPwJYwvXeMN78hW6WgBptghzB — действует до конца квартала.', 'rM7v72yEIk0HJw8rPwJYwvXeMN78hW6WgBptghzB'],
      ['api_key', 'Merhaba, veri sağlayıcının API anahtarı: cy8Y4HGOMpwatbQDCAIYfAdwMJyNKUhQ', 'cy8Y4HGOMpwatbQDCAIYfAdwMJyNKUhQ'],
    ];
    for (const [type, text, value] of cases) expect(found(text)).toContainEqual({ type, value });
    const tunnel = 'eyJhIjoiZWExY2M5NjUwNzFhMmNmMWU5ZDllNjRmZWQ3MTUwNzUiLCJ0IjoiNzMzZjc5YmItNTEzNC00MjEzLWI3OTgtNzk5NzFiNzJiZTk3In0=';
    expect(found(`args: ["tunnel", "run", "--token", "${tunnel}"]`)).toContainEqual({ type: 'cloudflare_tunnel_token', value: tunnel });
    const der = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + rnd(ALNUM + '+/', 400, 31);
    expect(found(`snowflake.private.key=${der}`)).toEqual([{ type: 'private_key', value: der }]);
    for (const text of [
      'secret = boto3.client("secretsmanager").get_secret_value(SecretId="prod/etl/snowflake-loader")["SecretString"]',
      '    remoteRef:\n      key: kv/data-platform/snowflake/loader',
      'sf_pw = Variable.get("snowflake_loader_password")\nreturn run_extract(password=sf_pw)',
      ' - The default password hashing algorithm is now Argon2id.',
      'nats server --name hub-1\nSUBSCRIBE events.>',
    ]) expect(found(text)).toEqual([]);
  });

  test('mobile, e-commerce and device configs, and chat passwords in more languages', () => {
    const cases: Array<[string, string, string]> = [
      ['woocommerce_consumer_key', 'curl https://shop.example/wp-json/wc/v3/orders -u ck_0d9c70d2452bf5710a59159bff8b5370cb2a123a:cs_8fee919691b1c3743bb1c930035f2b479b86a60e', 'ck_0d9c70d2452bf5710a59159bff8b5370cb2a123a'],
      ['agora_app_certificate', 'AGORA_APP_ID=f2d8c4b439ec9d36403ec78ed65cb730\nAGORA_APP_CERTIFICATE=a948dd44d6d9afe88bb94fd0c028c492', 'a948dd44d6d9afe88bb94fd0c028c492'],
      ['token', '#define BLYNK_AUTH_TOKEN "j7MNfjiJqKPoEt3NImMCCJqxrVWsyXKx"', 'j7MNfjiJqKPoEt3NImMCCJqxrVWsyXKx'],
      ['password', '#define WIFI_PASS "Maracuja7641&"', 'Maracuja7641&'],
      ['api_key', '<merchantAuthentication>\n  <name>imuVFct1bZUm</name>\n  <transactionKey>q4EADdGF6ckUDMoh</transactionKey>', 'q4EADdGF6ckUDMoh'],
      ['password', 'xcrun altool --upload-app -f app.ipa -t ios -u publish@feira.app -p "vuwp-mjju-vlar-kntf"', 'vuwp-mjju-vlar-kntf'],
      ['api_key', '<string name="loyalty_api_key" translatable="false">simWzoKBTbqM9Yr0lGhiVYo0nOsPnkE4rRUq</string>', 'simWzoKBTbqM9Yr0lGhiVYo0nOsPnkE4rRUq'],
      ['api_key', 'bin/magento config:set payment/cielo/merchant_key F14LX4DX0O86G8BVBYMJZFJJS1U6H53V8EQZQSYM', 'F14LX4DX0O86G8BVBYMJZFJJS1U6H53V8EQZQSYM'],
      ['password', '$ hdbsql -n hana-prod:30015 -u SYSTEM -p FbsrgsZxV=yb3b "SELECT 1"', 'FbsrgsZxV=yb3b'],
      ['secret', 'MERCHANT_ID=1757789512\nMERCHANT_KEY=jR6Tq&0Ff6Ia2xfP\nWEBSITE=DEFAULT', 'jR6Tq&0Ff6Ia2xfP'],
      ['password', 'mosquitto_passwd -b /etc/mosquitto/passwd sensor_gw Ol4W3WHi21DsSbowC8', 'Ol4W3WHi21DsSbowC8'],
      ['password', 'Pessoal, a senha do painel admin da loja (staging) mudou para Sakura_9236? — não compartilhem.', 'Sakura_9236?'],
      ['password', 'Mật khẩu tài khoản quản trị cửa hàng (môi trường test): Sakura#4024&', 'Sakura#4024&'],
      ['api_key', 'te paso la clave de la API para la integración con el ERP: 2ekaYR3dIvycIdwNPSw3ujen4DTmsNW5', '2ekaYR3dIvycIdwNPSw3ujen4DTmsNW5'],
      ['password', 'Pasos: usar cuenta de prueba qa.android / Pixel6130$ y tocar "Entrar".', 'Pixel6130$'],
      ['password', 'Hallo zusammen, das Passwort für den Shopware-Admin auf der Testinstanz ist jetzt Gatito_2727$.', 'Gatito_2727$'],
      ['password', 'Bonjour, voici le mot de passe du compte de test App Store Connect pour la revue Apple : yXiKS^6Cs3s#^E', 'yXiKS^6Cs3s#^E'],
    ];
    for (const [type, text, value] of cases) expect(found(text)).toContainEqual({ type, value });
  });
});

describe('held-out round 29 shapes (IT operations)', () => {
  test('IPsec keys, Windows admin commands, unattend files, recovery keys, TOTP seeds, NTLM dumps', () => {
    const cases: Array<[string, string, string]> = [
      ['password', 'tunnel-group 203.0.113.45 ipsec-attributes\n ikev1 pre-shared-key iFwJC96i4dLDU4NLc!H.Ctave-.Izb3mfpWij', 'iFwJC96i4dLDU4NLc!H.Ctave-.Izb3mfpWij'],
      ['password', '# /etc/ipsec.secrets\n203.0.113.10 198.51.100.20 : PSK "uqUbmkUV#_1l8Bid3TlH3Ou8EAGunJBeOMJ0P"', 'uqUbmkUV#_1l8Bid3TlH3Ou8EAGunJBeOMJ0P'],
      ['password', 'PsExec.exe \\\\FS02 -u CORP\\adm-tkeller -p Osprey#5307?Yh -h -s cmd', 'Osprey#5307?Yh'],
      ['password', 'schtasks /Create /S SQL03 /TN "Export" /TR "C:\\x.cmd" /SC DAILY /RU CORP\\svc_sqlexport /RP Harbor.6283?5d /RL HIGHEST', 'Harbor.6283?5d'],
      ['password', 'nmap -p445 --script smb-enum-shares --script-args smbdomain=CORP,smbusername=svc_audit,smbpassword=Lantern_29!BK 10.20.0.0/24', 'Lantern_29!BK'],
      ['password', "snmpwalk -v3 -l authNoPriv -u nms-poller -a SHA -A 'Tundra_11!P' 10.0.0.254", 'Tundra_11!P'],
      ['password', 'vmaccepteula\nrootpw Orchid7059?3Qt\nnetwork --bootproto=static', 'Orchid7059?3Qt'],
      ['password', '[general]\npass4SymmKey = G*T5?.o=iA+m0SSRpFXo8WN76416', 'G*T5?.o=iA+m0SSRpFXo8WN76416'],
      ['password', '<AdministratorPassword>\n    <Value>Falke406+57u</Value>\n    <PlainText>true</PlainText>', 'Falke406+57u'],
      ['bitlocker_recovery_key', 'Gave user the BitLocker recovery key: 422312-540463-621500-618805-707718-631686-501534-236951', '422312-540463-621500-618805-707718-631686-501534-236951'],
      ['totp_secret', '"totp":"otpauth://totp/FortiGate:netadmin?secret=KMUPRPCR6TG6AR6IBSFGGQRXAIERIYEO&issuer=FortiGate"', 'KMUPRPCR6TG6AR6IBSFGGQRXAIERIYEO'],
      ['ntlm_hash', 'Administrator:500:aad3b435b51404eeaad3b435b51404ee:c67a6014918a7863d510893450a92c99:::', 'c67a6014918a7863d510893450a92c99'],
      ['shodan_api_key', '  413  shodan init kFdsOYyx7u9rFDgfOq8hHDJvIpAnmYR4', 'kFdsOYyx7u9rFDgfOq8hHDJvIpAnmYR4'],
      ['chocolatey_api_key', 'C:\\> choco apikey --key 70053a0c-45f5-4743-a051-3ed624f06887 --source https://push.chocolatey.org/', '70053a0c-45f5-4743-a051-3ed624f06887'],
      ['password', 'Коллеги, пароль локального администратора на новых серверах: Harbor#3050+jU — после ввода в домен', 'Harbor#3050+jU'],
      ['password', '运维群通知：核心交换机 enable 密码已更新为 Tormenta_578=ZE ，请勿外传。', 'Tormenta_578=ZE'],
    ];
    for (const [type, text, value] of cases) expect(found(text)).toContainEqual({ type, value });
    for (const text of [
      '_gnutls_parse_hello_extensions: enforce that pre-shared-key extension is last',
      '<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n</AdministratorPassword>',
      'set psksecret ENC lEbFyt3M3Rv8pmXRG8ztmyj8SpFtLkbQk0UX5q5pbzpY',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('held-out round 30 shapes (a typical benchmark mix)', () => {
  test('database clients, API gateway headers, Objective-C literals, Japanese labels, Postmark clients', () => {
    const cases: Array<[string, string, string]> = [
      ['password', 'if (!mysql_real_connect(conn, "db-metrics.lan", "collector", "Mirabel347%I3", "metrics", 3306, NULL, 0)) {', 'Mirabel347%I3'],
      ['password', "my $dbh = DBI->connect(\n    \"dbi:Pg:dbname=legacy;host=pg-old\",\n    'report_ro',\n    'Granit-1258$Yg',\n    { RaiseError => 1 }\n);", 'Granit-1258$Yg'],
      ['password', "def sql = Sql.newInstance(\n    'jdbc:sqlserver://mssql01;databaseName=HR',\n    'hr_reader', 'Cometa6276&TOQ',\n    'com.microsoft.sqlserver.jdbc.SQLServerDriver')", 'Cometa6276&TOQ'],
      ['password', 'local res, err = red:auth("-XZ5nJ3MNU8.vC~ebwtBYvR~")', '-XZ5nJ3MNU8.vC~ebwtBYvR~'],
      ['api_key', 'http.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", "e4b72d6b2ea251ef0e55e66fc9b520b8");', 'e4b72d6b2ea251ef0e55e66fc9b520b8'],
      ['postmark_server_token', "client = Postmark::ApiClient.new('d904a558-ef34-487f-8ddf-97c1e1683752')", 'd904a558-ef34-487f-8ddf-97c1e1683752'],
      ['api_key', 'ステージング環境のAPIキーです：ad8a1004a505580d51609caaac34c7fc\n本番用は別途お送りします。', 'ad8a1004a505580d51609caaac34c7fc'],
    ];
    for (const [type, text, value] of cases) expect(found(text)).toContainEqual({ type, value });
    expect(found('NSString *const kAnalyticsKey = @"e05c1b14cfe29f17b8922300f8e2545e";').map((f) => f.value)).toEqual(['e05c1b14cfe29f17b8922300f8e2545e']);
    for (const text of ['await client.auth("Bearer")', 'user.auth(token)']) expect(found(text)).toEqual([]);
  });
});

describe('held-out round 32-35 shapes (benchmark rows, developer files, office mail, chat pastes)', () => {
  test('providers with a fixed prefix or a fixed place', () => {
    const bedrock = 'ABSK' + Buffer.from('BedrockAPIKey-xq7p-at-551902217730:Hr9vTq2LmW8sKd3FzY0pNc').toString('base64');
    const cases: Array<[string, string, string]> = [
      ['aws_bedrock_api_key', `export AWS_BEARER_TOKEN_BEDROCK=${bedrock}`, bedrock],
      ['splunk_hec_token', 'curl -H "Authorization: Splunk 7C21B0AA-93D4-4E8F-A1C2-55D0E3F4A9B8" https://hec.example.net:8088/services/collector', '7C21B0AA-93D4-4E8F-A1C2-55D0E3F4A9B8'],
      ['riot_api_key', 'my dev key RGAPI-0d4e7c2a-91b3-4f55-8e1d-3a6c9b7f2e10 returns 403', 'RGAPI-0d4e7c2a-91b3-4f55-8e1d-3a6c9b7f2e10'],
      ['infura_api_key', 'new JsonRpcProvider("https://sepolia.infura.io/v3/4b9e2f71c0d84a3e9f1b6c5d7a8e0f12")', '4b9e2f71c0d84a3e9f1b6c5d7a8e0f12'],
      ['alchemy_api_key', 'RPC=https://eth-mainnet.g.alchemy.com/v2/Qw3rTy7uIo9pAs2dFg4hJk6lZx8cVb1N', 'Qw3rTy7uIo9pAs2dFg4hJk6lZx8cVb1N'],
      ['twitch_oauth_token', 'PASS oauth:k3j9x2m7q1w8e5r4t6y0u2i9o3p7a1\nNICK bot', 'k3j9x2m7q1w8e5r4t6y0u2i9o3p7a1'],
      ['cypress_record_key', 'npx cypress run --record --key 3f2a9c1e-7b4d-4e8a-9c6f-1d2e3f4a5b6c', '3f2a9c1e-7b4d-4e8a-9c6f-1d2e3f4a5b6c'],
      ['feishu_webhook', "const HOOK = 'https://open.feishu.cn/open-apis/bot/v2/hook/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';", 'https://open.feishu.cn/open-apis/bot/v2/hook/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
      ['paystack_secret_key', 'require("paystack-api")("sk_live_0a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4")', 'sk_live_0a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4'],
      ['cloudinary_url', 'CLOUDINARY_URL=cloudinary://482910375518204:Zx8Kq2Lm9Pw4Rt7Yv1Bn3Hj6Fd@shop-media', 'cloudinary://482910375518204:Zx8Kq2Lm9Pw4Rt7Yv1Bn3Hj6Fd@shop-media'],
      ['jenkins_api_token', 'java -jar jenkins-cli.jar -s https://ci.example.net/ -auth ops:1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b build app', '1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b'],
      ['pusher_secret', "$pusher = new Pusher\\Pusher('9f8e7d6c5b4a39281706', '0a9b8c7d6e5f4a3b2c1d', '1234567');", '0a9b8c7d6e5f4a3b2c1d'],
      ['bitcoin_private_key', 'bitcoin-cli importprivkey 5JqVbE4s8yKz2nR7tW1mX9pD3fH6gL5cB8vN2aQ4uY7eT1kM9zP "cold"', '5JqVbE4s8yKz2nR7tW1mX9pD3fH6gL5cB8vN2aQ4uY7eT1kM9zP'],
      ['deepl_api_key', 'Authentifizierungsschlüssel: 0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e:fx', '0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e:fx'],
      ['duo_secret_key', '[duo]\nikey = DIABCDEFGHIJKLMNOPQR\nskey = Zq9Wx8Ec7Rv6Tb5Yn4Um3Ik2Ol1Pa0Sd9Fg8Hj7K', 'Zq9Wx8Ec7Rv6Tb5Yn4Um3Ik2Ol1Pa0Sd9Fg8Hj7K'],
      ['twitch_stream_key', 'OBS stream key live_481516234_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1', 'live_481516234_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1'],
      ['youtube_stream_key', 'rtmp://a.rtmp.youtube.com/live2/k2m4-p6r8-t1v3-x5z7-b9d2', 'k2m4-p6r8-t1v3-x5z7-b9d2'],
    ];
    for (const [type, text, value] of cases) expect(found(text)).toContainEqual({ type, value });
    // Stripe keys are not Paystack keys; a transaction hash is no private key
    expect(found('STRIPE=sk_live_51Hq8ZxLk2M9nP4rT6vW8yB1cD3fG5h').map((f) => f.type)).toEqual(['stripe_secret_key']);
    expect(found('tx 0x8f2e4d6c1b3a5978e0d2c4b6a8f1e3d5c7b9a0f2e4d6c8b1a3f5e7d9c0b2a4f6 confirmed')).toEqual([]);
  });

  test('labels in more languages, chat answers, remarks after a value', () => {
    const cases: Array<[string, string, string]> = [
      ['password', 'Login: a.meyer / temporary password: Kite-5521-Rova (you will be asked to change it)', 'Kite-5521-Rova'],
      ['password', 'Benutzer: root\nPasswort: Vt8_q?Lm2!X (Werkseinstellung geändert)', 'Vt8_q?Lm2!X'],
      ['token', "Pour l'API du cabinet, le jeton est : Qp7rT2vX9zB4nM6kL1hG3fD8sA5wE0y", 'Qp7rT2vX9zB4nM6kL1hG3fD8sA5wE0y'],
      ['password', 'Palavra-passe temporária: Aurora4471!Kx', 'Aurora4471!Kx'],
      ['password', 'Lösenordet till NAS:en är Granit55#vinter', 'Granit55#vinter'],
      ['password', 'كلمة المرور للخادم: Lumen@cedar91?', 'Lumen@cedar91?'],
      ['password', '[10:02] 지훈: 관리자 비번 Delta_7781&q 입니다', 'Delta_7781&q'],
      ['password', 'पासवर्ड Nimbus@6620? है, लॉगिन नहीं हो रहा', 'Nimbus@6620?'],
      ['api_key', 'Koppeling\nAPI-sleutel: Wq8Er2Ty6Ui0Op4As8Df2Gh6Jk0Lz4Xc8Vb2Nm6', 'Wq8Er2Ty6Ui0Op4As8Df2Gh6Jk0Lz4Xc8Vb2Nm6'],
      ['password', '[09:14] ana: does anyone have the jenkins admin pw?\n[09:15] li: it\'s Coral#pine2231, rotating it friday', 'Coral#pine2231'],
      ['token', 'Bruno: alguém tem o token da API do parceiro?\nLarissa: tenho sim, é Rt5Yu8Io2Pa6Sd9Fg3Hj7Kl1Zx4Cv8Bn, mas expira', 'Rt5Yu8Io2Pa6Sd9Fg3Hj7Kl1Zx4Cv8Bn'],
      ['password', "production:\n  password: <%= ENV.fetch(\"DB_PASSWORD\") { \"Mistral#2290@k\" } %>", 'Mistral#2290@k'],
      ['password', '    Property: app.mail.password\n    Value: "Falcon4417"\n    Origin: class path resource', 'Falcon4417'],
      ['password', 'WIFI:T:WPA;S:Cafe-Gaeste;P:Hq7Lm2Zx9Wt4;;', 'Hq7Lm2Zx9Wt4'],
      ['password', '## 账号\n\n| 服务 | 用户名 | 密码 |\n|---|---|---|\n| Grafana | ops | p8Ns2Kd7Vm4Qx1Zr |', 'p8Ns2Kd7Vm4Qx1Zr'],
      ['password', 'Foglio "Accessi.xlsx"\nPortale;Utente;Password\nwww.portale.it;ufficio;Rondine.58%', 'Rondine.58%'],
      ['api_key', 'api = TodoistAPI("5d8c2e1f9a7b3c4d6e0f1a2b3c4d5e6f7a8b9c0d")', '5d8c2e1f9a7b3c4d6e0f1a2b3c4d5e6f7a8b9c0d'],
      ['api_key', "client = messagebird.Client('Yx7Wv3Ut9Sr5Qp1On8Ml4Kj2Ih')", 'Yx7Wv3Ut9Sr5Qp1On8Ml4Kj2Ih'],
      ['token', 'proxy_set_header X-Internal-Token "Hk4Jm8Np2Qr6St0Uv4Wx8Yz2Ab6Cd0Ef";', 'Hk4Jm8Np2Qr6St0Uv4Wx8Yz2Ab6Cd0Ef'],
      ['api_key', "curl -u Tq9Wz4Xe7Rc2Vb5Yn8Um:X https://helpdesk.example.com/api/v2/tickets", 'Tq9Wz4Xe7Rc2Vb5Yn8Um'],
      ['api_key', 'MJ_APIKEY_PRIVATE=8f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c', '8f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c'],
      ['password', "  dsn = 'host=pg-ledger.internal user=webapp password=%Tq8vLm2!Xr9zKp dbname=crm'", '%Tq8vLm2!Xr9zKp'],
      ['api_key', '|| Setting || Value ||\n| Endpoint | https://api.partner.example |\n| API key | Zr4Tk8Wm2Qp6Vn0Xs4Yb8Cd2Fg6Hj0Kl |', 'Zr4Tk8Wm2Qp6Vn0Xs4Yb8Cd2Fg6Hj0Kl'],
      ['secret', "define( 'AUTH_KEY',         'q>8uR%w:nL2<Jx{P|dA0z_7#)+5Ty^M-=91K*+3sV{4G&6' );", 'q>8uR%w:nL2<Jx{P|dA0z_7#)+5Ty^M-=91K*+3sV{4G&6'],
      ['password', "docker run -d --name pihole -e WEBPASSWORD='Brisa4477' pihole/pihole:latest", 'Brisa4477'],
      ['password', "mosquitto_pub -h 10.0.0.5 -u hass -P 'Nx4Lm8Qp2Zr6Wt' -t home/lights -m on", 'Nx4Lm8Qp2Zr6Wt'],
      ['password', 'panel login: user "raid_lead" pass "Velvet_7731" (dont share)', 'Velvet_7731'],
      ['secret', 'const token = jwt.sign({ id }, "Pepper.19!", { expiresIn: "1d" });', 'Pepper.19!'],
      ['password', 'Reset done. New pw for j.doe set to Lumen4410#, ask her to change it.', 'Lumen4410#'],
      ['password', '<String><Key>Password</Key><Value ProtectInMemory="True">Rk3Wq9Zt7Yp1Xm5V</Value></String>', 'Rk3Wq9Zt7Yp1Xm5V'],
      ['totp_secret', 'Authenticator-App, Schlüssel manuell eingeben: k7qd 3mzx p2wr a5tn yq4e b6hs v2lc j7fu', 'k7qd 3mzx p2wr a5tn yq4e b6hs v2lc j7fu'],
      ['seed_phrase', 'I restored my wallet with this phrase: orbit kettle lunar shadow pledge vivid mango tunnel brisk ember canyon relax — wrong?', 'orbit kettle lunar shadow pledge vivid mango tunnel brisk ember canyon relax'],
      // rounds 36-38: infrastructure and regulated industries
      ['password', 'VPNの初期パスワード：Sirocco.41?ka（初回ログイン時に変更してください）', 'Sirocco.41?ka'],
      ['password', 'كلمة المرور لحساب البوابة هي Harbor-5512!Qx يرجى تغييرها', 'Harbor-5512!Qx'],
      ['token', 'Der Zugriffstoken lautet Mq7Wn2Zr8Xt4Vb6Yc0Pd3Lf9Gh5Jk1Ns8Qa und gilt 90 Tage.', 'Mq7Wn2Zr8Xt4Vb6Yc0Pd3Lf9Gh5Jk1Ns8Qa'],
      ['password', '<wsse:UsernameToken><wsse:Username>svc</wsse:Username><wsse:Password Type="#PasswordText">Tq9Lm4Xz2Wv7Rb</wsse:Password></wsse:UsernameToken>', 'Tq9Lm4Xz2Wv7Rb'],
      ['password', '"RegisteredUsers" : {\n    "pacsadmin" : "Kx8#vLq2!zR5mW"\n  },', 'Kx8#vLq2!zR5mW'],
      ['password', 'Work notes: current pw in AD: Cobalt.774!q — unlocked at 07:42.', 'Cobalt.774!q'],
      ['secret', '  {hmac_secret, "Zq8Wv3Lm9Xt2Rb7Yn4Kp1Fd6Hj0Gs5Cw8Qe"},', 'Zq8Wv3Lm9Xt2Rb7Yn4Kp1Fd6Hj0Gs5Cw8Qe'],
      ['api_key', 'dog --api-key "$DD_API_KEY" --application-key 4f8e2d1c6b9a7e3f5d0c2b8a6e4f1d9c7b5a3e2f monitor show_all', '4f8e2d1c6b9a7e3f5d0c2b8a6e4f1d9c7b5a3e2f'],
      ['api_key', 'ch = requests.Session()\nch.auth = ("7d3e9b1a-4c2f-4e8a-b6d0-1f5a9c3e7b2d", "")', '7d3e9b1a-4c2f-4e8a-b6d0-1f5a9c3e7b2d'],
      ['password', ' tacacs server ISE-01\n key 0 Wq4!Lm8zXr2Tv6\n!', 'Wq4!Lm8zXr2Tv6'],
      ['password', ' ip ospf message-digest-key 1 md5 Rk7Tq2Wz9Lm', 'Rk7Tq2Wz9Lm'],
      ['password', '    authentication {\n        auth_type PASS\n        auth_pass Vq8Lm2Zx\n    }', 'Vq8Lm2Zx'],
      ['password', 'createUser monitor SHA "Hx4Tq9Wm2Lz7Rb" AES "Pz3Kn8Vq1Xm6Yc"', 'Hx4Tq9Wm2Lz7Rb'],
      ['password', '    stats auth admin:Gq7Lm3Wz8Xr2', 'Gq7Lm3Wz8Xr2'],
      ['password', 'docker login -u="acme+deployer" -p="Zq8Lm3Wx7Rt2Vb6Yn" quay.io', 'Zq8Lm3Wx7Rt2Vb6Yn'],
      ['secret', 'helm upgrade rabbitmq bitnami/rabbitmq --set auth.erlangCookie=QTXUWVLVWVFQN8OWHICG', 'QTXUWVLVWVFQN8OWHICG'],
      ['password', '$ bin/elasticsearch-reset-password -u kibana_system --batch\nPassword for the [kibana_system] user successfully reset.\nNew value: fUJ4B+=rlWiSo0oZ9-ri', 'fUJ4B+=rlWiSo0oZ9-ri'],
      ['password', '[email-smtp.eu-west-1.amazonaws.com]:587 AKIAB7JQ4QTNUSW4UYLI:Bw9Xl7C6GgU8lq3RqNNtiK4lPU/L0biegOQSE0tepd', 'Bw9Xl7C6GgU8lq3RqNNtiK4lPU/L0biegOQSE0tepd'],
      ['rancher_token', 'curl -s -u "token-qlo6t:cc84eoizytojprh74j7c4981inz2ol1fubavuprlitzhww4zsovo1m" https://rancher.example.net/v3', 'token-qlo6t:cc84eoizytojprh74j7c4981inz2ol1fubavuprlitzhww4zsovo1m'],
      ['azure_devops_pat', '$ echo wv5mjlhayb2y5v5zfeoj6nkyfqwd3zuwpm23uy2hnvw7qrgqsbee | az devops login --organization https://dev.azure.com/org', 'wv5mjlhayb2y5v5zfeoj6nkyfqwd3zuwpm23uy2hnvw7qrgqsbee'],
      // rounds 39-40: a typical mix in four languages
      ['password', "  1201  htpasswd -b -c /etc/nginx/.htpasswd grafana 'Quail-51!x'", 'Quail-51!x'],
      ['password', "$ curl -u elastic:'Linden48!q' -k https://es01.example.net:9200/_cat/indices", 'Linden48!q'],
      ['password', 'Het wachtwoord voor de testomgeving (gebruiker: tester01) is Reiger_9845% — niet delen.', 'Reiger_9845%'],
      ['password', "le mot de passe du compte administrateur est désormais Marin#5957! merci", 'Marin#5957!'],
      ['password', '| Item | Value |\n|---|---|\n| Admin user | `qa-admin` |\n| Admin password | `Kestrel_2777!` |', 'Kestrel_2777!'],
      ['password', 'Se ha restablecido la contraseña a Caracol#7594+ (temporal).', 'Caracol#7594+'],
      ['resend_api_key', 'RESEND_API_KEY=re_c1tpEyD8_NKFusih9vKVQknRAQfmFcWCv', 're_c1tpEyD8_NKFusih9vKVQknRAQfmFcWCv'],
    ];
    for (const [type, text, value] of cases) expect(found(text)).toContainEqual({ type, value });
  });

  test('their look-alikes stay clean', () => {
    for (const text of [
      'RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci --omit=dev',
      'NEXTAUTH_SECRET=generate-with-openssl-rand-base64-32',
      '"password": "%(DB_PASSWORD)s"',
      'curl -u "TU_EMAIL/token:TU_TOKEN_DE_API" https://tuempresa.zendesk.com/api/v2/users/me.json',
      '  if (bits == 384)\n    ctx->key = EC_KEY_new_by_curve_name (NID_secp384r1);',
      'anyone know the wifi password?\nit\'s on the fridge, ask mum',
      'client = S3Client("eu-central-1")',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'Your recovery phrase: write down the twelve words you see on screen and keep them safe from anyone.',
      'jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: "1h" })',
      '| Feature | Status |\n| API key | required for all calls |',
      '"password": "%(DB_PASSWORD)s" and "%{db_password}"',
      'fixtures/users.json: [{"id": 1, "name": "Test User", "password": null}, {"id": 2, "name": "Second User", "password": null}]',
      'helm upgrade kafka-ui ./chart --set auth.password="$KAFKA_UI_PASSWORD"',
      'helm upgrade rabbitmq ./chart --set auth.existingPasswordSecret=rabbitmq-admin',
      '{"auth":{"client_token":"hmac-sha256:7c8da19be05d1fdbb1e0c6dca5a7bb0cd5ad3101f56f98dfa4f12528e30f2f16"}}',
      'gitlab-runner register --url https://gitlab.example.net --token glrt-<RUNNER_TOKEN>',
      '        set secret ENC Wj3T0cJoHXb4JFJOeMo5+Oz',
      'Refund re_hcW1YNycGlWtsqNEaSkNrDTg created for charge ch_zYxjPl5p0fUOKsB7uFxmlSnv',
      '-----BEGIN PRIVATE KEY-----\n<Inhalt Ihres privaten Schlüssels hier einfügen>\n-----END PRIVATE KEY-----',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('held-out rounds 41-46 shapes (a typical mix, several languages, infrastructure, office documents)', () => {
  test.each([
    ['[09:58] Giulia: qualcuno ha la password del NAS in ufficio?\n[09:59] Paolo: admin / Fiorentina_60$4T\n[09:59] Giulia: grazie!!', 'password', 'Fiorentina_60$4T'],
    ['DataSource ds = new DriverManagerDataSource(\n    "jdbc:oracle:thin:@//ora-prod:1521/PRODDB", "LAGER", "Koffie.3578&t5");', 'password', 'Koffie.3578&t5'],
    ['ftp.login("edi_cliente", "Koffie.73&dh")\nftp.cwd("/entrada")', 'password', 'Koffie.73&dh'],
    ['meteo:\n  provider: openweather\n  chiave_api: "7e2bc61fc91c0a22fc6a11a17f4b3963"', 'api_key', '7e2bc61fc91c0a22fc6a11a17f4b3963'],
    ['wandb.login(key="f209a9d607f2fee3ac50970b7859acd9efe44f03")', 'wandb_api_key', 'f209a9d607f2fee3ac50970b7859acd9efe44f03'],
    ['curl -H "Fastly-Key: woRVT2VwYg1hlQbfkIuB3v4mmxRhwNJO" -X POST https://api.fastly.com/service/x/purge_all', 'fastly_api_token', 'woRVT2VwYg1hlQbfkIuB3v4mmxRhwNJO'],
    ['X-Auth-Email: ops@example.com\nX-Auth-Key: c90becb8b2e35688679949c1d66280abd8e6f', 'cloudflare_api_key', 'c90becb8b2e35688679949c1d66280abd8e6f'],
    ['Steps: rotated the signing secret in the partner portal, new value is raPDY6mBXlv216bLow9Trk5ZWgnaQGS2 — please update prod.', 'secret', 'raPDY6mBXlv216bLow9Trk5ZWgnaQGS2'],
    ['$ gcloud secrets versions access latest --secret=cloudsql-app-password --project=ledger-prd\nEepJszimXcp-PNfT3TlfTNT', 'password', 'EepJszimXcp-PNfT3TlfTNT'],
    ["$ kubectl -n auth get secret keycloak-db -o jsonpath='{.data.password}' | base64 -d\n-4Li3HG9gD3lR_afAXzxqn$ ", 'password', '-4Li3HG9gD3lR_afAXzxqn'],
    ['$ cat ~/.ansible/vault-pass.txt\neaihxiNrKDboEULXV.tXX_N32qlo\n$ ansible-playbook site.yml', 'password', 'eaihxiNrKDboEULXV.tXX_N32qlo'],
    ['Changed password for user elastic\nPASSWORD elastic = DhzfHWlW38gM8KG8fI4E', 'password', 'DhzfHWlW38gM8KG8fI4E'],
    ['$ gcloud auth print-access-token\nya29.c.CfbPLqONw7j5K4FYOR8edI1tn8YUw6mZBuqbU-8cRV8uxc-FqyXWR_mFLU3q1jBT', 'google_oauth_token', 'ya29.c.CfbPLqONw7j5K4FYOR8edI1tn8YUw6mZBuqbU-8cRV8uxc-FqyXWR_mFLU3q1jBT'],
    ['[OUTPUT]\n    Name         splunk\n    Splunk_Token 0696C9F0-B984-419C-B5FF-1228F9D18E50\n    Splunk_Send_Raw Off', 'splunk_hec_token', '0696C9F0-B984-419C-B5FF-1228F9D18E50'],
    ['auth_file = /etc/pgbouncer/userlist.txt\n\n; userlist.txt\n; "billing_app" "9SB%SXiMV*6qL"', 'password', '9SB%SXiMV*6qL'],
    ['SECRET_KEY=lsKlhUMFO_F5(&l3oqukIpPJrUJ5q-uHYF5%+3gbEvPxOzkBc0', 'secret', 'lsKlhUMFO_F5(&l3oqukIpPJrUJ5q-uHYF5%+3gbEvPxOzkBc0'],
    ['- Front-desk PC: local account "Reception", password Welcome-Bienvenue85\n- Courier pickups before 3pm', 'password', 'Welcome-Bienvenue85'],
    ['- Venue Wi-Fi: "Lakeside-Events", key Pinguinlavande-89\n- Projector adapter: bring USB-C', 'password', 'Pinguinlavande-89'],
    ['Wi-Fi : « LUMEN-Collab »\nClé de sécurité : E3B96F9A8F4CE7850F6AB546D0', 'password', 'E3B96F9A8F4CE7850F6AB546D0'],
    ["Coucou, le code wifi de la salle de réunion c'est Mariposa_girasol_39", 'password', 'Mariposa_girasol_39'],
    ['it needs an app password (MFA is on). I generated one: fnii nsof uxyo fhad\n\nIt only works for SMTP.', 'password', 'fnii nsof uxyo fhad'],
    ['Type: L2TP/IPsec with pre-shared key\nPre-shared key: NDuS4Jq$i7!i2W!#tdD8Eem?\nThen sign in.', 'password', 'NDuS4Jq$i7!i2W!#tdD8Eem?'],
    ['- Passwort wurde zurückgesetzt auf Verano%521playa\n- Zugriff haben nur noch Fr. Aydin', 'password', 'Verano%521playa'],
    ['"He probado con la contraseña de siempre (Printemps44#Bergblick) y me dice que es incorrecta"', 'password', 'Printemps44#Bergblick'],
    ['[12:40] Marta: ¿alguien sabe la contraseña del Instagram de la empresa?\n[12:41] Pablo: Acme#2024W\n[12:41] Pablo: pero no la cambies', 'password', 'Acme#2024W'],
    ["La clé d'authentification DeepL Pro de l'entreprise est : 7fcb225a-110a-42c7-bdd9-d6eff92cfdac", 'deepl_api_key', '7fcb225a-110a-42c7-bdd9-d6eff92cfdac'],
    ["I've generated a personal access token in Azure DevOps for the auditors:\n\nuospk2otax66e5ci4z2nvo3lhbk66g2fwndqyqcftwycmjdg32it", 'azure_devops_pat', 'uospk2otax66e5ci4z2nvo3lhbk66g2fwndqyqcftwycmjdg32it'],
    ["here's the ElevenLabs key for the podcast: sk_022fb052c13512a64c9b9fc18a3ffcd1dcd2184c95ea90bf", 'elevenlabs_api_key', 'sk_022fb052c13512a64c9b9fc18a3ffcd1dcd2184c95ea90bf'],
    ['Der Export nutzt API-Key 3793b9bd8c28639d890ce783b8dd03f7 und den Application Key 3e582030486856c5d7165ed40c3cb67af36d3d62.', 'datadog_app_key', '3e582030486856c5d7165ed40c3cb67af36d3d62'],
    ['server.login("alerts.acme@gmail.com", "mpzn cqhr vcdq bpcv")', 'password', 'mpzn cqhr vcdq bpcv'],
    ['Acta de traspaso (sistemas)\n- Router fibra: admin / PZFU56TsFFbF\n- Centralita: lo lleva el proveedor', 'password', 'PZFU56TsFFbF'],
    ['WordPress → Anwendungspasswörter\nName: "Zapier Blog"\nPasswort: 8sRi zsoJ Knqh hsO6 Cz2b O7Xv', 'password', '8sRi zsoJ Knqh hsO6 Cz2b O7Xv'],
    ['Mandrill (Mailchimp Transactional) – Schlüssel für Buchungsbestätigungen: md-pGVUWkDQhgLa7PyUs7G0OQ', 'mandrill_api_key', 'md-pGVUWkDQhgLa7PyUs7G0OQ'],
    ['Kommentar: Agent neu registriert mit PAT hl4rhy34uz2kcbx6c6wghm3o2nn74rrcbwmkopaj6gewarz3bbf3 (Scope: Agent Pools)', 'azure_devops_pat', 'hl4rhy34uz2kcbx6c6wghm3o2nn74rrcbwmkopaj6gewarz3bbf3'],
    ['voici le webhook Make : https://hook.eu1.make.com/hhes5qh7krmvyod31id3k7pm04xsmbjb', 'make_webhook', 'https://hook.eu1.make.com/hhes5qh7krmvyod31id3k7pm04xsmbjb'],
    ['Zendesk API\nToken "Shopify sync": Xjzz2XU17Kyndhsk9DVcf13dNVwReslmv9HglchS\nLogin for the API is support@', 'token', 'Xjzz2XU17Kyndhsk9DVcf13dNVwReslmv9HglchS'],
    ["Shared accounts (exported from Notion)\n\nAccount | Login | Password | 2FA\nAmazon Business | purchasing@ | Playa2025$ | on Kate's phone", 'password', 'Playa2025$'],
    ['Spreadsheet: IT-Inventory.xlsx (sheet "Accounts")\nDevice\tUser\tLocal admin password\tLocation\nLT-0412\tM. Fischer\tX#kls4iSg#zF3I\tBerlin', 'password', 'X#kls4iSg#zF3I'],
    ['DEBUG HikariConfig - password........................"Koala@pinguin08?"', 'password', 'Koala@pinguin08?'],
    ['E/OkHttp: <-- 403 https://api.newsfeed.example/v2/top?country=de&apiKey=b5028e41a4db731f0d9a0eb2578e5d39 (182ms)', 'api_key', 'b5028e41a4db731f0d9a0eb2578e5d39'],
    ['Olá! O token de acesso da API de pagamentos é c21ttEeqiJrD0yAlDQRC7TGlthkbN9flLz3TWT09, mas o endpoint retorna erro.', 'token', 'c21ttEeqiJrD0yAlDQRC7TGlthkbN9flLz3TWT09'],
    ['anbei der API-Schlüssel aus dem lexoffice-Portal für die Anbindung an unseren Onlineshop:\n\n3WwBzd0h_1vbWrRCszm7o84x2UbB4YOCL0dKgVi_r5pu\n\nBitte', 'api_key', '3WwBzd0h_1vbWrRCszm7o84x2UbB4YOCL0dKgVi_r5pu'],
  ])('%s', (text, type, value) => {
    expect(found(text)).toContainEqual({ type, value });
  });

  test('their look-alikes stay clean', () => {
    for (const text of [
      '[10:01] Ana: which path is the share on?\n[10:02] Ben: finance / Quarterly_Reports2024',
      'ftp.login("edi_cliente", os.environ["FTP_PASSWORD"])\nftp.cwd("/entrada")',
      'The new value is shown in the table below.',
      'X-Auth-Email: ops@example.com\nX-Auth-Key: $CF_API_KEY',
      '$ cat ~/.ssh/known_hosts\ngithub.com ssh-ed25519',
      '$ gcloud secrets versions access latest --secret=x\nERROR: (gcloud.secrets.versions.access) NOT_FOUND',
      'PASSWORD elastic = <set-at-install>',
      'Clave de licencia del antivirus: MA7D-E56E-2KJK-61KG-IBYS — válida hasta 03/2026',
      'password = getpass.getpass(prompt=',
      'secret = json.loads(sm.get_secret_value(SecretId="prod/orders/db")["SecretString"])',
      'when done: jpeg_input_complete(&cinfo) returns true; the password = jpeg_input_complete(&cinfo',
      'Our password policy2024 requires twelve characters; see the account page.',
      'Guest Wi-Fi: open network, no password needed.',
      'The app password feature is off for this tenant.',
      'GET /v2/top?country=de&apiKey=YOUR_API_KEY_HERE',
      'Release notes:\n- Paths: src / Build2024Q3x',
      'Results:\nName | Password policy | Notes\nAlice | strong | ok',
      'Password: this is my long passphrase here ok',
      'md-5 checksum md-abcdefghijklmnopqrstuv of the file',
      'DEBUG HikariConfig - password........................"<masked>"',
    ]) expect(found(text).filter((f) => f.type !== 'email')).toEqual([]);
  });
});

describe('PINs and door, alarm and safe codes handed over in a message', () => {
  test.each([
    ['The alarm code for the back door is 4471, please don\'t share it.', '4471'],
    ['Door code: 2580#', '2580#'],
    ['PIN for the company card is 9034', '9034'],
    ['Türcode: 2580# (Hintereingang)', '2580#'],
    ["Le code d'accès de l'immeuble est 90341", '90341'],
    ['El código de la alarma es 7712', '7712'],
    ['the gate code is 1947 btw', '1947'],
  ])('%s', (text, value) => {
    expect(found(text)).toContainEqual({ type: 'password', value });
  });

  test('rules, examples, defaults and other numbers stay clean', () => {
    for (const text of [
      'The LED pin is 13 on the Uno.',
      'PIN must be 6 digits long.',
      'Default PIN: 1234',
      'Your PIN: 0000',
      'Enter your PIN: ____',
      'pin 2048 bytes of the buffer',
      'Wrong PIN entered: 3 attempts left (PIN: 5521 rejected)',
      'Access code length: 8 characters',
      'Door code: 12345',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('a value given first, then named as the password', () => {
  test.each([
    ['Here you go: hunter2Xy!9 is the admin password', 'hunter2Xy!9'],
    ['`Tq7#mW2x` ist das neue Passwort für den Router.', 'Tq7#mW2x'],
    ['Zk8!pq2R est le mot de passe du Wi-Fi', 'Zk8!pq2R'],
    ['Lm4$vX9q es la contraseña', 'Lm4$vX9q'],
  ])('%s', (text, value) => {
    expect(found(text)).toContainEqual({ type: 'password', value });
  });

  test('remarks about passwords in general stay clean', () => {
    for (const text of [
      'P@ssw0rd is the most common password in the leak.',
      'This is the password you need.',
      'Summer2024! was the default password for years.',
      'config/secrets.yml is the password file',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('held-out rounds 51-52 shapes (logs and tools, people talking)', () => {
  test.each([
    ['Nach dem Neustart hängt der Agent. Login für die VM (vSphere Konsole): root / B3rlin!2019 — sollte im Vault liegen', 'password', 'B3rlin!2019'],
    ['QA env login for the new onboarding flow: qa-tester-3 / letmein-Qa-2 (reset nightly)', 'password', 'letmein-Qa-2'],
    ['Q: Where do I find the admin login for the conference room display?\nA (Karen): It\'s admin / Sunset_Boulevard_1950. Thanks', 'password', 'Sunset_Boulevard_1950'],
    ['Hi Carlos, just checking – the Instagram account password is still Barcelona#Nou92? It asks again.', 'password', 'Barcelona#Nou92?'],
    ["INSERT INTO admin_users (id, username, password_plain, created_at) VALUES\n  (1, 'ops_admin', 'Pr0d-Admin-Jul!', '2023-07-01');", 'password', 'Pr0d-Admin-Jul!'],
    ['    headers:\n      Authorization: "OAuth gsKvNA4QxaXK9oBw9Xiz1pewAR0WeK1Iwrksb4crtU7uYl"', 'token', 'gsKvNA4QxaXK9oBw9Xiz1pewAR0WeK1Iwrksb4crtU7uYl'],
    [
      "-Uri 'https://outlook.office.com/webhook/30bfde56-9146-418c-88d8-5cfae07446c1@fff2be88-7bab-4292-9f55-c9ef0ce87c6a/IncomingWebhook/3c2d4e5f6a7b8c9d0e1f2a3b4c5d6e7f/1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d'",
      'teams_webhook',
      'https://outlook.office.com/webhook/30bfde56-9146-418c-88d8-5cfae07446c1@fff2be88-7bab-4292-9f55-c9ef0ce87c6a/IncomingWebhook/3c2d4e5f6a7b8c9d0e1f2a3b4c5d6e7f/1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    ],
  ])('%s', (text, type, value) => {
    expect(found(text)).toContainEqual({ type, value });
  });

  test('their look-alikes stay clean', () => {
    for (const text of [
      "It's read / write for the bucket policy.",
      'Login: GET /api/login returns 200',
      'Access: TCP / UDP on port 443',
      'Is the password still the same? Yes.',
      'Authorization: OAuth <your-token>',
      'INSERT INTO users (id, password_plain) VALUES (1, NULL);',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('held-out round 50 shapes (a typical mix)', () => {
  test.each([
    ['Hoi Sanne, het wachtwoord voor de gedeelde mailbox is nu Welkom2024! (tijdelijk)', 'password', 'Welkom2024!'],
    ["JIRA-4821: Can't log in to staging Kibana. Tried elastic / D3vOps_Rocks42 as written on the wiki.", 'password', 'D3vOps_Rocks42'],
    ['Can you test the geocoding endpoint? Use this key for now: RkjZczA8pBwa3C0TudZXe3HegHkTh54hjg8G (team key)', 'api_key', 'RkjZczA8pBwa3C0TudZXe3HegHkTh54hjg8G'],
    ["ENV['PARTNER_API_KEY'] ||= 'kmoaa3YvScB-IYsVD7Bk1Hbv5534cvZpHWFQcbz2'", 'api_key', 'kmoaa3YvScB-IYsVD7Bk1Hbv5534cvZpHWFQcbz2'],
    ['Notes: vendor gave us the production key 70rJqRf8O4o1NXVwsv2qxdWh (account #A-11908).', 'api_key', '70rJqRf8O4o1NXVwsv2qxdWh'],
    ['Tried ssh admin@nas with password rootroot2020 but connection refused.', 'password', 'rootroot2020'],
    ['Nina: the plugin needs an API key, is it this one from the old wiki page? cA7VSCynDBLdHRco-YCpKkizhwjDxolbhReU', 'api_key', 'cA7VSCynDBLdHRco-YCpKkizhwjDxolbhReU'],
    ['2. Schlüssel eintragen: KqeiSUGFBiEPkrU5dGqOm0uTZW5l4Y', 'api_key', 'KqeiSUGFBiEPkrU5dGqOm0uTZW5l4Y'],
    ['For the bridge I need the API token. Is it RgTvtdCrWZHSuFpJbhNQdh3jve9iqb9xE9mX32XN ?', 'token', 'RgTvtdCrWZHSuFpJbhNQdh3jve9iqb9xE9mX32XN'],
    ['Le site demande un "jeton d\'accès". Celui qu\'on m\'a donné : y002qHpDI2v3RgIRGQcO42YYlEwnbCv0.', 'token', 'y002qHpDI2v3RgIRGQcO42YYlEwnbCv0'],
  ])('%s', (text, type, value) => {
    expect(found(text)).toContainEqual({ type, value });
  });

  test('their look-alikes stay clean', () => {
    for (const text of [
      'I tried read / write access and it failed',
      'Use the key: see the vault entry',
      'the production key rotation is scheduled for Friday',
      "ENV['PARTNER_API_KEY'] ||= ENV.fetch('FALLBACK_KEY')",
      'log in with password reset link',
      'The API key hash is AbCdEf0123456789GhIjKlMnOp',
      'The API key format is like AbCdEf0123456789GhIjKlMnOp but yours differs',
    ]) expect(found(text)).toEqual([]);
  });
});

describe('held-out rounds 53-55 shapes (code and documents)', () => {
  test.each([
    ['netlify deploy --prod --auth nfp_W4sYmXzoZ714DN8ik43ojvYlFwvIGP8BeuoPeca1 --site x', 'netlify_token', 'nfp_W4sYmXzoZ714DN8ik43ojvYlFwvIGP8BeuoPeca1'],
    ["axios.defaults.headers.common['Authorization'] = 'Token CEhllILu1gt8exxhCCd4xePi8ifihTDLdnmFJG6JY3U';", 'token', 'CEhllILu1gt8exxhCCd4xePi8ifihTDLdnmFJG6JY3U'],
    ["$client->post('send', ['headers' => ['Authorization' => 'Key LFj0Vz2rgSKFSrUz2MrTGi5gzpyvNZxa']]);", 'api_key', 'LFj0Vz2rgSKFSrUz2MrTGi5gzpyvNZxa'],
    ['let creds = Credentials::new("relay-user".to_owned(), "Ma1lRelay!x".to_owned());', 'password', 'Ma1lRelay!x'],
    ['Das Passwort für den Testserver (root) ist ab sofort Testserver!EZXch – bitte nicht ins Wiki.', 'password', 'Testserver!EZXch'],
    ['KeePass export (CSV) – partial\n"Group","Title","Username","Password","URL"\n"Infra","Backup","veeam-admin","winter-CANDLE-7741","https://veeam01"', 'password', 'winter-CANDLE-7741'],
    ['FIXER_ACCESS_KEY = env("FIXER_ACCESS_KEY", default="8wdI0IyJFasjhbRPAS2r8Iq7QYMtZ_X_61eGnTqO")', 'api_key', '8wdI0IyJFasjhbRPAS2r8Iq7QYMtZ_X_61eGnTqO'],
  ])('%s', (text, type, value) => {
    expect(found(text)).toContainEqual({ type, value });
  });

  test('their look-alikes stay clean', () => {
    for (const text of [
      "headers['Authorization'] = 'Token ' + process.env.API_TOKEN;",
      'let creds = Credentials::new(user.to_owned(), password.to_owned());',
      'DEBUG = env("DEBUG", default="False")',
    ]) expect(found(text)).toEqual([]);
  });
});
