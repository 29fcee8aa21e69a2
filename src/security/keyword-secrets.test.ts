import { describe, expect, test } from 'bun:test';
import { findCredentials } from './credentials.ts';
import { findPii } from './pii.ts';
import { strongPassword } from './keyword-secrets.ts';

const found = (text: string) => findCredentials(text).map((f) => ({ type: f.type, value: text.slice(f.start, f.end) }));
const values = (text: string) => findCredentials(text).map((f) => text.slice(f.start, f.end));

describe('keyword secrets', () => {
  test('reads passwords from sql account statements', () => {
    expect(values("ALTER USER 'ops'@'localhost' IDENTIFIED WITH caching_sha2_password BY 'Qv7#wLm2pZ';")).toEqual(['Qv7#wLm2pZ']);
    expect(values('CREATE USER billing IDENTIFIED BY Kx8mTq2Lw9Rz;')).toEqual(['Kx8mTq2Lw9Rz']);
    expect(values("CREATE ROLE analyst LOGIN PASSWORD 'Pq4$vN8wYt';")).toEqual(['Pq4$vN8wYt']);
    expect(values("ALTER LOGIN [etl] WITH PASSWORD = N'Zr5!kW2mQx', CHECK_EXPIRATION = OFF")).toEqual(['Zr5!kW2mQx']);
    expect(values("SET PASSWORD FOR 'app'@'%' = PASSWORD('Hn3&bV9cXs');")).toEqual(['Hn3&bV9cXs']);
  });

  test('leaves sql syntax examples with placeholder passwords alone', () => {
    expect(found("CREATE USER 'jeffrey'@'localhost' IDENTIFIED BY 'password';")).toEqual([]);
    expect(found("ALTER USER user IDENTIFIED BY 'auth_string';")).toEqual([]);
    expect(found('CREATE ROLE name WITH LOGIN PASSWORD :pw;')).toEqual([]);
  });

  test('takes a value that follows a password word without an operator', () => {
    expect(values('android { signingConfigs { release { keyPassword "tN6vQ2xLpR" } } }')).toEqual(['tN6vQ2xLpR']);
    expect(values('nmcli con modify office wifi-sec.psk x; nmcli dev wifi connect Lab password "Rb7!qZ4mWk"')).toEqual(['Rb7!qZ4mWk']);
    expect(values('the staging box is root / pw Lw9#kT3vQa, rotate it monday')).toEqual(['Lw9#kT3vQa']);
    expect(values('Zugang: Benutzer kasse2, Passwort Vh8%nR2qLs bis Freitag')).toEqual(['Vh8%nR2qLs']);
    expect(values('wpa_passphrase "Lab Net" "Kq3$vW8mZt" > /etc/wpa.conf')).toEqual(['Kq3$vW8mZt']);
  });

  test('does not take words, encodings or markup after a password word', () => {
    for (const t of [
      'Reset your password SHA-256 hashes are stored.',
      'the password ISO-8859-1 encoded form is compared byte by byte',
      'Forgot password? Click Reset to continue.',
      'Kennwort vergessen? Bitte wenden Sie sich an den Support.',
      'return `Password &#x3C;<span class="x">`',
      'New-LocalUser -Password (ConvertTo-SecureString $p -AsPlainText -Force)',
    ]) expect(found(t)).toEqual([]);
  });

  test('takes a password piped to a stdin reader', () => {
    expect(values("echo 'Mx4!tR8wQz' | sudo -S apt-get update")).toEqual(['Mx4!tR8wQz']);
    expect(values('printf \'%s\' "Yc2#pL7vNk" | docker login ghcr.io -u bot --password-stdin')).toEqual(['Yc2#pL7vNk']);
    expect(values('podman login quay.io -u bot --password-stdin <<< "Fz6$wK1mRt"')).toEqual(['Fz6$wK1mRt']);
    expect(found('echo "$REGISTRY_PASSWORD" | docker login -u bot --password-stdin')).toEqual([]);
  });

  test('reads pgpass lines and secrets named by a comment on the line before', () => {
    expect(values('# pgpass for the reporting job\nreplica-2.db.lan:6432:warehouse:reporter:Gt5%mQ8vLx')).toEqual(['Gt5%mQ8vLx']);
    expect(found('localhost:5432:*:postgres:*')).toEqual([]);
    expect(values('$ pulumi stack output --show-secrets ci_api_token\n8c1f0e7a9b2d4c6e8f0a1b3c5d7e9f21')).toEqual(['8c1f0e7a9b2d4c6e8f0a1b3c5d7e9f21']);
    expect(found('# build number\n20240117093015')).toEqual([]);
  });

  test('reads name/value pairs whose field names carry a prefix', () => {
    const t = '[{"ParameterKey": "AdminPassword", "ParameterValue": "Wd3#xK8qLm"}, {"ParameterKey": "Env", "ParameterValue": "prod"}]';
    expect(values(t)).toEqual(['Wd3#xK8qLm']);
    expect(values('{"Name": "/svc/prod/api_token", "Type": "SecureString", "Value": "tk_9Fq2LmZx7Rv4Wn8Ps1"}')).toEqual(['tk_9Fq2LmZx7Rv4Wn8Ps1']);
    expect(found('{"OptionName": "InstanceType", "Value": "t3.large"}')).toEqual([]);
  });

  test('ldif passwords in base64 and hashed form are secrets', () => {
    expect(values('dn: uid=svc,ou=people,dc=x\nuserPassword:: S3Y4Jm1RcjJ6TnA=')).toEqual(['S3Y4Jm1RcjJ6TnA=']);
    expect(values('userPassword: {SSHA}k2Jx9pQw7LmZr4Tv8Nc1Yb6Hs3Fd')).toEqual(['{SSHA}k2Jx9pQw7LmZr4Tv8Nc1Yb6Hs3Fd']);
  });

  test('wifi keys, public keys and credential files', () => {
    expect(values('Wi-Fi: Gaeste\nWPA Key: Vb7!kQ2xMz')).toEqual(['Vb7!kQ2xMz']);
    expect(found('# public key: age1lggyhqrw2nlhcxprm67z43rta597azn8gknawjehu9d9dl0jq3yqqvfafg')).toEqual([]);
    expect(found('LoadCredential=tls-key:/run/credstore/web.key')).toEqual([]);
    expect(values('SetCredential=api-token:Rk8vQ2mZx7Lw4Tn9')).toEqual(['api-token:Rk8vQ2mZx7Lw4Tn9']);
  });

  test('strong passwords need three character classes and are not joined words', () => {
    expect(strongPassword('Tq7!vRm2')).toBe(true);
    expect(strongPassword('UTF-16LE')).toBe(false);
    expect(strongPassword('1.2.3-beta')).toBe(false);
    expect(strongPassword('lowercase1')).toBe(false);
  });

  test('section, revision and plist numbers are not ip addresses; log addresses still are', () => {
    const ips = (t: string) => findPii(t).filter((f) => f.type === 'ip_address').map((f) => t.slice(f.start, f.end));
    expect(ips('as required by clause 7.1.2.4 and § 3.2.1.1 of the agreement')).toEqual([]);
    expect(ips('chart revision 2.4.0.12 rolled out')).toEqual([]);
    expect(ips('<key>CFBundleVersion</key>\n  <string>2.3.1.77</string>')).toEqual([]);
    expect(ips('Jan 12 10:01:33 sshd[88]: Failed password for root from 203.0.113.45 port 4242')).toEqual(['203.0.113.45']);
  });

  test('new shapes stay linear on 1 MB inputs', () => {
    const MB = 1 << 20;
    const rep = (s: string) => s.repeat(Math.ceil(MB / s.length)).slice(0, MB);
    for (const text of [
      rep('CREATE USER a '),
      rep('identified by '),
      rep('password '),
      rep('storePassword "a'),
      rep('echo a | '),
      rep('--password-stdin '),
      rep('a:1:b:c:'),
      rep('# db_password\n'),
      '# x ' + 'a'.repeat(MB),
      rep('"ParameterKey": "x", '),
      rep('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaavalue'),
      rep('section 1.2.3.4 '),
    ]) {
      const t0 = performance.now();
      findCredentials(text);
      findPii(text);
      expect(performance.now() - t0).toBeLessThan(1000);
    }
  });
});
