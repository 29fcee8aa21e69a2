/**
 * Adversarial SSRF suite (issue 6): every known bypass form must be refused with a clear error
 * and must never reach the HTTPS server listening on loopback. URLs aimed at loopback carry
 * that server's port, so a form that slipped through would show up in `server.seen`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startTestHttpsServer, type TestHttpsServer } from '../../tests/fixtures/plugins/https-server.ts';
import { SsrfBlockedError, UpstreamError, guardedFetch, type ResolvedAddress, type SsrfGuardHooks } from './ssrf.ts';

let server: TestHttpsServer;
beforeAll(() => {
  server = startTestHttpsServer();
});

type Answers = ResolvedAddress[] | (() => ResolvedAddress[]);
interface Row {
  form: string;
  url: (port: number) => string;
  /** Fake DNS for names in the URL; a name not listed resolves to nothing. */
  dns?: Record<string, Answers>;
  /** The guard's test allow-list (only for redirect rows, which must reach the server). */
  allowLoopback?: boolean;
  expect: RegExp;
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });
const SSRF = /\(SSRF protection\)$/;

function rebinding(): () => ResolvedAddress[] {
  let calls = 0;
  return () => (calls++ === 0 ? [v4('127.0.0.1')] : [v4('93.184.216.34')]);
}

const ROWS: Row[] = [
  // encoded loopback
  { form: 'decimal IPv4', url: (p) => `https://2130706433:${p}/`, expect: SSRF },
  { form: 'octal IPv4', url: (p) => `https://0177.0.0.1:${p}/`, expect: SSRF },
  { form: 'octal single number', url: (p) => `https://017700000001:${p}/`, expect: SSRF },
  { form: 'hex single number', url: (p) => `https://0x7f000001:${p}/`, expect: SSRF },
  { form: 'hex first octet', url: (p) => `https://0x7f.0.0.1:${p}/`, expect: SSRF },
  { form: 'shorthand 127.1', url: (p) => `https://127.1:${p}/`, expect: SSRF },
  { form: 'shorthand 127.0.1', url: (p) => `https://127.0.1:${p}/`, expect: SSRF },
  { form: 'other 127/8 address', url: (p) => `https://127.127.127.127:${p}/`, expect: SSRF },
  { form: 'other 127/8 address 127.0.1.3', url: (p) => `https://127.0.1.3:${p}/`, expect: SSRF },
  { form: 'zero host', url: (p) => `https://0:${p}/`, expect: SSRF },
  { form: 'unspecified 0.0.0.0', url: (p) => `https://0.0.0.0:${p}/`, expect: SSRF },
  { form: 'IPv6 unspecified [::]', url: (p) => `https://[::]:${p}/`, expect: SSRF },
  { form: 'IPv6 loopback [::1]', url: (p) => `https://[::1]:${p}/`, expect: SSRF },
  { form: 'IPv6 loopback [0000::1]', url: (p) => `https://[0000::1]:${p}/`, expect: SSRF },
  { form: 'IPv6 loopback long form', url: (p) => `https://[0:0:0:0:0:0:0:1]:${p}/`, expect: SSRF },
  { form: 'trailing-dot IPv4', url: (p) => `https://127.0.0.1.:${p}/`, expect: SSRF },
  { form: 'fullwidth dots', url: (p) => `https://127\u30020\u30020\u30021:${p}/`, expect: SSRF },
  { form: 'percent-encoded host', url: (p) => `https://%31%32%37.0.0.1:${p}/`, expect: SSRF },
  { form: 'fullwidth digits', url: (p) => `https://\uff11\uff12\uff17.0.0.1:${p}/`, expect: SSRF },
  // IPv4-mapped and IPv4-embedding IPv6
  { form: 'IPv4-mapped dotted', url: (p) => `https://[::ffff:127.0.0.1]:${p}/`, expect: SSRF },
  { form: 'IPv4-mapped hex', url: (p) => `https://[::ffff:7f00:1]:${p}/`, expect: SSRF },
  { form: 'IPv4-mapped long form', url: (p) => `https://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`, expect: SSRF },
  { form: 'IPv4-mapped metadata', url: () => 'https://[::ffff:a9fe:a9fe]/', expect: SSRF },
  { form: 'IPv4-compatible (deprecated)', url: (p) => `https://[::127.0.0.1]:${p}/`, expect: SSRF },
  { form: 'NAT64 embedding loopback', url: () => 'https://[64:ff9b::7f00:1]/', expect: SSRF },
  { form: '6to4 embedding loopback', url: () => 'https://[2002:7f00:1::1]/', expect: SSRF },
  { form: 'IPv4-translated', url: () => 'https://[::ffff:0:7f00:1]/', expect: SSRF },
  // cloud metadata
  { form: 'metadata IPv4', url: () => 'https://169.254.169.254/latest/meta-data/', expect: SSRF },
  { form: 'metadata hex', url: () => 'https://0xa9fea9fe/', expect: SSRF },
  { form: 'metadata zero-padded octal', url: () => 'https://0251.00376.000251.0000376/', expect: SSRF },
  { form: 'metadata IPv6 (AWS)', url: () => 'https://[fd00:ec2::254]/', expect: SSRF },
  { form: 'metadata Azure wireserver', url: () => 'https://168.63.129.16/', expect: SSRF },
  { form: 'metadata Alibaba', url: () => 'https://100.100.100.200/', expect: SSRF },
  { form: 'metadata hostname', url: () => 'https://metadata.google.internal/computeMetadata/v1/', expect: SSRF },
  { form: 'metadata hostname trailing dot', url: () => 'https://metadata.google.internal./', expect: SSRF },
  // private, shared and special networks
  { form: 'private 10/8', url: () => 'https://10.0.0.1/', expect: SSRF },
  { form: 'private 172.16/12 low', url: () => 'https://172.16.0.1/', expect: SSRF },
  { form: 'private 172.16/12 high', url: () => 'https://172.31.255.254/', expect: SSRF },
  { form: 'private 192.168/16', url: () => 'https://192.168.1.1/', expect: SSRF },
  { form: 'CGNAT 100.64/10', url: () => 'https://100.64.0.1/', expect: SSRF },
  { form: 'link-local 169.254/16', url: () => 'https://169.254.1.1/', expect: SSRF },
  { form: 'multicast IPv4', url: () => 'https://224.0.0.1/', expect: SSRF },
  { form: 'broadcast', url: () => 'https://255.255.255.255/', expect: SSRF },
  { form: 'reserved 240/4', url: () => 'https://240.0.0.1/', expect: SSRF },
  { form: 'benchmarking 198.18/15', url: () => 'https://198.18.0.1/', expect: SSRF },
  { form: 'unique-local fc00::/7', url: () => 'https://[fc00::1]/', expect: SSRF },
  { form: 'link-local fe80::/10', url: () => 'https://[fe80::1]/', expect: SSRF },
  { form: 'multicast IPv6', url: () => 'https://[ff02::1]/', expect: SSRF },
  { form: 'documentation IPv6', url: () => 'https://[2001:db8::1]/', expect: SSRF },
  // DNS tricks (fake resolver)
  { form: 'nip.io style name', url: (p) => `https://127.0.0.1.nip.io:${p}/`, dns: { '127.0.0.1.nip.io': [v4('127.0.0.1')] }, expect: SSRF },
  { form: 'localtest.me', url: (p) => `https://localtest.me:${p}/`, dns: { 'localtest.me': [v4('127.0.0.1')] }, expect: SSRF },
  { form: 'name to private 10/8', url: () => 'https://intranet.example/', dns: { 'intranet.example': [v4('10.20.30.40')] }, expect: SSRF },
  { form: 'name to CGNAT', url: () => 'https://cgnat.example/', dns: { 'cgnat.example': [v4('100.127.0.1')] }, expect: SSRF },
  { form: 'name to 0.0.0.0', url: (p) => `https://zero.example:${p}/`, dns: { 'zero.example': [v4('0.0.0.0')] }, expect: SSRF },
  { form: 'AAAA-only name to ::1', url: (p) => `https://v6only.example:${p}/`, dns: { 'v6only.example': [v6('::1')] }, expect: SSRF },
  { form: 'name to IPv4-mapped private', url: () => 'https://mapped.example/', dns: { 'mapped.example': [v6('::ffff:10.0.0.1')] }, expect: SSRF },
  { form: 'name with public and private answers', url: () => 'https://mixed.example/', dns: { 'mixed.example': [v4('93.184.216.34'), v4('192.168.0.10')] }, expect: SSRF },
  { form: 'rebinding name (private at check time)', url: (p) => `https://rebind.example:${p}/`, dns: { 'rebind.example': rebinding() }, expect: SSRF },
  // redirects (these reach the allow-listed test server once, which answers 30x)
  { form: 'redirect to internal address', url: (p) => `https://127.0.0.1:${p}/redirect-internal`, allowLoopback: true, expect: /redirects are not followed$/ },
  { form: 'relative redirect', url: (p) => `https://127.0.0.1:${p}/redirect`, allowLoopback: true, expect: /redirects are not followed$/ },
  // parser confusion and schemes
  { form: 'userinfo before loopback', url: (p) => `https://user@127.0.0.1:${p}/`, expect: /embedded credentials/ },
  { form: 'public name as userinfo', url: (p) => `https://public.example@127.0.0.1:${p}/`, expect: /embedded credentials/ },
  { form: 'loopback as userinfo', url: () => 'https://127.0.0.1:443@evil.example/', expect: /embedded credentials/ },
  { form: 'backslashes', url: (p) => `https:\\\\127.0.0.1:${p}\\x`, expect: SSRF },
  { form: 'localhost', url: (p) => `https://localhost:${p}/`, expect: SSRF },
  { form: 'localhost trailing dot', url: (p) => `https://localhost.:${p}/`, expect: SSRF },
  { form: 'localhost upper case', url: (p) => `https://LOCALHOST:${p}/`, expect: SSRF },
  { form: 'localhost circled letter', url: (p) => `https://\u24dbocalhost:${p}/`, expect: SSRF },
  { form: 'localhost subdomain', url: (p) => `https://api.localhost:${p}/`, expect: SSRF },
  { form: 'IPv6 zone id', url: () => 'https://[fe80::1%25eth0]/', expect: /invalid URL/ },
  { form: 'plain http', url: () => 'http://example.com/', expect: /only https:\/\/ URLs/ },
  { form: 'http to loopback', url: (p) => `http://127.0.0.1:${p}/`, expect: /only https:\/\/ URLs/ },
  { form: 'file scheme', url: () => 'file:///etc/passwd', expect: /only https:\/\/ URLs/ },
  { form: 'gopher scheme', url: () => 'gopher://127.0.0.1:6379/_INFO', expect: /only https:\/\/ URLs/ },
  { form: 'ftp scheme', url: () => 'ftp://example.com/', expect: /only https:\/\/ URLs/ },
  { form: 'data scheme', url: () => 'data:text/plain,hello', expect: /only https:\/\/ URLs/ },
  { form: 'websocket scheme', url: () => 'wss://example.com/', expect: /only https:\/\/ URLs/ },
];

let tried = 0;
let refused = 0;

afterAll(() => {
  console.log(`ssrf bypass suite: tried ${tried} forms, refused ${refused}`);
  server.stop();
});

describe('ssrf bypass forms', () => {
  test('the table covers at least 30 forms', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
  });

  for (const row of ROWS) {
    test(`refuses ${row.form}`, async () => {
      tried++;
      const hooks: SsrfGuardHooks = {
        ca: server.cert,
        lookup: async (host) => {
          const answer = row.dns?.[host];
          if (answer === undefined) return [];
          return typeof answer === 'function' ? answer() : answer;
        },
        allowAddresses: row.allowLoopback ? ['127.0.0.1'] : undefined,
      };
      const before = server.seen.length;
      let error: unknown;
      try {
        await guardedFetch(row.url(server.port), { timeoutMs: 2000 }, hooks);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(row.allowLoopback ? UpstreamError : SsrfBlockedError);
      expect((error as Error).message).toMatch(row.expect);
      expect(server.seen.length).toBe(before + (row.allowLoopback ? 1 : 0));
      refused++;
    });
  }
});
