/**
 * Provider-specific credential shapes. Each rule has cheap lower-case keywords (the rule's regex
 * only runs when one occurs in the text, as gitleaks does) and a regex whose first group, when
 * present, is the secret span to redact. Every regex starts on a literal prefix or behind a
 * lookbehind that only allows the start of a token, and every repetition is bounded, so no rule
 * can backtrack more than a constant amount per position.
 */
import { shannonEntropy } from './checks.ts';
import { type GroupSpan, withoutIndices } from './group-span.ts';

export interface TokenRule {
  type: string;
  /** Lower-case substrings; the rule runs only when one of them occurs in the lower-cased text (none: always runs). */
  keywords: readonly string[];
  /**
   * Global regex; group 1, if any, is the secret span. Written with `d` (indices); TOKEN_RULES
   * drops the flag where `span` locates group 1 without them.
   */
  re: RegExp;
  /** Where group 1 lies in a match (group-span.ts). */
  span: GroupSpan;
  /** Minimum Shannon entropy (bits/char) of the secret span. */
  minEntropy?: number;
  /** Extra validation of the secret span. */
  check?: (value: string) => boolean;
  /** Allow runs of one repeated character (otherwise `ghp_xxxx…` placeholders are skipped). */
  allowRepeats?: boolean;
  /** A condition on the whole text, checked once per scan before the regex runs (e.g. a Twilio account SID nearby). */
  context?: (text: string) => boolean;
  /** A cheap necessary condition on character counts (trigger.ts COUNTED_CHARS); false skips the rule. */
  gate?: (counts: { countOf(ch: string): number }) => boolean;
}

const hasDigit = (v: string) => /\d/.test(v);
const hasMixedAlnum = (v: string) => /\d/.test(v) && /[A-Za-z]/.test(v);

/** JWT-shaped: the header must decode to a JSON object naming `alg` or `typ`. */
export function isJwtHeader(token: string): boolean {
  const dot = token.indexOf('.');
  const head = dot < 0 ? token : token.slice(0, dot);
  try {
    const json = Buffer.from(head.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    return /^\s*\{[\s\S]*"(?:alg|typ|kid|enc)"\s*:/.test(json);
  } catch {
    return false;
  }
}

const r = (source: string, flags = 'dg') => new RegExp(source, flags);
/** Little words of English prose that a wallet's word list leaves out or rarely yields together. */
const SEED_STOPWORDS = new Set(['the', 'you', 'your', 'and', 'that', 'this', 'with', 'them', 'they', 'are', 'was', 'were', 'for', 'from', 'have', 'has', 'not', 'but', 'its', 'our', 'will', 'should', 'which', 'what', 'when', 'then', 'than', 'into', 'onto', 'these', 'those', 'there', 'their', 'here', 'write', 'keep', 'safe', 'never', 'share', 'anyone', 'words', 'phrase']);
/** Start of a token: not preceded by a token character. */
const L = '(?<![A-Za-z0-9_])';
const LD = '(?<![A-Za-z0-9_-])';
/** End of a token. */
const R = '(?![A-Za-z0-9_])';
const RD = '(?![A-Za-z0-9_-])';

/** Cheap necessary conditions (`context`) of two rules whose regex would otherwise scan most texts. */
const DISCORD_MIDDLE = /\.[A-Za-z0-9_-]{6}\./;
const MAILGUN_TAIL = /-[0-9a-f]{8}-[0-9a-f]{8}/;

/** Words that come with a Twilio account SID: the SDKs' `accountSid`, env names, the REST path, `curl -u AC…:token`. */
const TWILIO_CUES = ['twilio', 'sid', 'accounts/ac', '-u ac', '-u "ac', "-u 'ac", '--user ac'];

const RULES: ReadonlyArray<Omit<TokenRule, 'span'>> = [
  // ---- cloud
  {
    type: 'aws_access_key',
    keywords: ['akia', 'asia', 'abia', 'acca', 'a3t'],
    re: r(`${L}((?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})${R}`),
    check: (v) => !/^(?:AKIA|ASIA|ABIA|ACCA)(.)\1{15}$/.test(v),
  },
  // STS session tokens begin with the same serialised header (`\x21\n\torigin_ec…`, older `FwoGZXIvYXdz`)
  {
    type: 'aws_session_token',
    keywords: ['iqojb3jpz2lux2vj', 'fwogzxivyxdz'],
    re: r(`${L}((?:IQoJb3JpZ2luX2Vj|FwoGZXIvYXdz)[A-Za-z0-9/+]{100,4000}={0,2})(?![A-Za-z0-9/+=])`),
    // the serialised header holds runs of 0xff bytes: `ENT//////////wEa…`
    allowRepeats: true,
  },
  {
    type: 'aws_secret_key',
    keywords: ['secret'],
    re: r(
      `(?:aws[_.\\s-]?)?secret[_.\\s-]?(?:access[_.\\s-]?)?key(?:[_.-]?id)?["'\\]\\x60]?(?:\\s{0,3}\\[[^\\]\\n]{0,24}\\])?\\s{0,3}(?:[:=]|=>|:=)?\\s{0,3}["'\\x60]?((?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`,
      'dgi',
    ),
    check: (v) => /[A-Za-z]/.test(v) && /[0-9/+]/.test(v) && shannonEntropy(v) > 3.5,
  },
  { type: 'gcp_api_key', keywords: ['aiza'], re: r(`${L}(AIza[0-9A-Za-z_-]{35})${RD}`) },
  {
    type: 'google_oauth_client_secret',
    keywords: ['gocspx-'],
    re: r(`${L}(GOCSPX-[0-9A-Za-z_-]{28})${RD}`),
  },
  { type: 'google_oauth_token', keywords: ['ya29.'], re: r(`${L}(ya29\\.(?:[0-9A-Za-z_-]{1,4}\\.)?[0-9A-Za-z_-]{30,2048})${RD}`) }, // `ya29.c.…` from service-account impersonation
  // a Google OAuth refresh token (`1//0…`)
  { type: 'google_oauth_token', keywords: ['1//0'], re: r(`(?<![A-Za-z0-9_/])(1//0[A-Za-z0-9_-]{40,300})${RD}`), check: hasMixedAlnum },
  // Service Bus (and Event Hubs, IoT Hub, Relay, which share its `sb://` connection strings): `…;SharedAccessKeyName=…;SharedAccessKey=<base64>`
  { type: 'azure_service_bus_key', keywords: ['sharedaccesskey='], re: r(`SharedAccessKey=([A-Za-z0-9+/]{40,88}={0,2})(?![A-Za-z0-9+/=])`), minEntropy: 4 },
  // an Azure Functions key in the URL that calls the function (`…azurewebsites.net/api/Run?code=…`)
  {
    type: 'azure_function_key',
    keywords: ['azurewebsites.net'],
    re: r(`\\.azurewebsites\\.net/api/[^\\s?"']{0,200}\\?(?:[^\\s#"']{0,400}&)?code=([A-Za-z0-9_-]{30,100}={0,2})(?![A-Za-z0-9_=-])`),
    check: hasMixedAlnum,
  },
  // Elasticsearch API keys as the `ApiKey` scheme: base64 of `id:key`
  { type: 'elastic_api_key', keywords: ['apikey '], re: r(`(?<![A-Za-z])ApiKey[ \\t]+([A-Za-z0-9+/]{40,200}={0,2})(?![A-Za-z0-9+/=])`), check: (v) => /^[\x20-\x7e]{4,}:[\x20-\x7e]{8,}$/.test(Buffer.from(v, 'base64').toString('latin1')) },
  {
    type: 'azure_storage_key',
    keywords: ['accountkey', 'azure', 'storage'],
    re: r(`(?:AccountKey=|(?<![A-Za-z0-9+/_-]))([A-Za-z0-9+/]{86}==)(?![A-Za-z0-9+/=])`),
    minEntropy: 4.5,
    gate: (c) => c.countOf('=') >= 2,
  },
  {
    type: 'azure_sas_token',
    keywords: ['sig='],
    // the whole token: the signed fields before the signature belong to it (`sv=…&se=…&sp=…&sig=…`)
    re: r(`[?&;]((?:(?:sv|ss|srt|sp|se|st|spr|sip|sr|si|skoid|sktid|skt|ske|sks|skv|sdd|rscc|rscd|rsce|rscl|rsct)=[^&\\s"'#<>]{0,200}&){0,24}sig=[A-Za-z0-9%+/]{40,120}(?:%3D|=){0,2})(?![A-Za-z0-9%+/=])`),
    check: (v) => shannonEntropy(v.slice(v.lastIndexOf('sig=') + 4)) > 4,
  },
  {
    type: 'azure_ad_client_secret',
    keywords: ['q~'],
    re: r(`(?<![A-Za-z0-9_~.-])([A-Za-z0-9_~.]{3}\\dQ~[A-Za-z0-9_~.-]{31,34})(?![A-Za-z0-9_~.-])`),
    check: hasDigit,
  },
  {
    type: 'digitalocean_token',
    keywords: ['dop_v1_', 'doo_v1_', 'dor_v1_'],
    re: r(`${L}(do[opr]_v1_[a-f0-9]{64})${R}`),
  },
  { type: 'alibaba_access_key', keywords: ['ltai'], re: r(`${L}(LTAI[A-Za-z0-9]{20})${R}`), check: hasDigit },
  // ---- code hosts and registries
  { type: 'github_pat', keywords: ['ghp_'], re: r(`${L}(ghp_[A-Za-z0-9]{36,40})${R}`) },
  { type: 'github_oauth', keywords: ['gho_'], re: r(`${L}(gho_[A-Za-z0-9]{36,40})${R}`) },
  { type: 'github_app_token', keywords: ['ghu_', 'ghs_'], re: r(`${L}(gh[us]_[A-Za-z0-9]{36,40})${R}`) },
  { type: 'github_refresh_token', keywords: ['ghr_'], re: r(`${L}(ghr_[A-Za-z0-9]{36,76})${R}`) },
  {
    type: 'github_fine_grained_pat',
    keywords: ['github_pat_'],
    re: r(`${L}(github_pat_[A-Za-z0-9_]{60,100})${R}`),
  },
  { type: 'gitlab_pat', keywords: ['glpat-'], re: r(`${L}(glpat-[A-Za-z0-9_.-]{20,100})${RD}`) },
  {
    type: 'gitlab_token',
    keywords: ['gldt-', 'glptt-', 'glrt-', 'gr1348941', 'glcbt-', 'glimt-', 'glagent-', 'gloas-', 'glsoat-', 'glft-', 'glffct-'],
    re: r(`${L}((?:gldt-|glptt-|glrt-|GR1348941|glcbt-|glimt-|glagent-|gloas-|glsoat-|glft-|glffct-)[A-Za-z0-9_.-]{20,100})${RD}`),
  },
  { type: 'npm_token', keywords: ['npm_'], re: r(`${L}(npm_[A-Za-z0-9]{36})${R}`) },
  {
    type: 'npm_token',
    keywords: ['_authtoken'],
    re: r(`_authToken\\s{0,3}=\\s{0,3}["']?([A-Za-z0-9_.+/=-]{20,200})`),
    check: (v) => !v.startsWith('$') && hasDigit(v),
  },
  { type: 'pypi_token', keywords: ['pypi-age'], re: r(`${L}(pypi-AgE[A-Za-z0-9_-]{50,400})${RD}`) },
  { type: 'rubygems_api_key', keywords: ['rubygems_'], re: r(`${L}(rubygems_[a-f0-9]{48})${R}`) },
  { type: 'nuget_api_key', keywords: ['oy2'], re: r(`${L}(oy2[a-z0-9]{43})${R}`), check: hasDigit },
  { type: 'clojars_token', keywords: ['clojars_'], re: r(`${L}(CLOJARS_[a-z0-9]{60})${R}`) },
  { type: 'dockerhub_token', keywords: ['dckr_'], re: r(`${L}(dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,40})${RD}`) },
  // ---- chat
  { type: 'slack_bot_token', keywords: ['xoxb-'], re: r(`${L}(xoxb-[0-9]{8,14}-[0-9A-Za-z-]{8,250})${RD}`) },
  {
    type: 'slack_user_token',
    keywords: ['xoxp-'],
    re: r(`${L}(xoxp-[0-9]{8,14}-[0-9A-Za-z-]{8,250})${RD}`),
  },
  {
    type: 'slack_token',
    keywords: ['xoxa-', 'xoxo-', 'xoxs-', 'xoxr-', 'xoxe'],
    re: r(`${L}(xox(?:a|o|s|r|e(?:\\.xox[bp])?)-(?:[0-9]+-)?[0-9A-Za-z-]{10,250})${RD}`),
    check: hasMixedAlnum,
  },
  {
    type: 'slack_app_token',
    keywords: ['xapp-'],
    re: r(`${L}(xapp-\\d-[A-Z0-9]{8,14}-\\d{8,16}-[a-z0-9]{32,80})${R}`, 'dgi'),
  },
  {
    type: 'slack_webhook',
    keywords: ['hooks.slack.com'],
    re: r(`(https?://hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,120})`),
  },
  {
    type: 'discord_bot_token',
    keywords: [],
    re: r(`${LD}([MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40})${RD}`),
    check: (v) => hasMixedAlnum(v) && shannonEntropy(v) > 4,
    gate: (c) => c.countOf('.') >= 2,
    // keyword-less, so it would scan every text with two dots: its 6-character middle part first
    context: (text) => DISCORD_MIDDLE.test(text),
  },
  {
    type: 'discord_webhook',
    keywords: ['discord'],
    re: r(`(https?://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/\\d{15,22}/[A-Za-z0-9_-]{60,80})`),
  },
  {
    type: 'telegram_bot_token',
    keywords: [':a'],
    // 34 characters after the colon is the Bot API documentation's own example (`110201543:AAHdq…`)
    re: r(`(?:(?<=bot)|(?<![A-Za-z0-9_:]))(\\d{6,12}:A[A-Za-z0-9_-]{33,34})${RD}`),
  },
  {
    type: 'telegram_bot_token',
    keywords: ['telegram', 'bot'],
    re: r(`(?:telegram|bot)[\\s\\S]{0,40}?(?<![A-Za-z0-9_:])(\\d{6,12}:[A-Za-z0-9_-]{34,35})${RD}`, 'dgi'),
  },
  { type: 'mattermost_token', keywords: ['mattermost'], re: r(`mattermost[\\w.-]{0,20}(?:token|key)["'\\]]?\\s{0,3}[:=]\\s{0,3}["']?([a-z0-9]{26})${R}`, 'dgi'), check: hasDigit },
  // ---- payments
  {
    type: 'stripe_secret_key',
    keywords: ['sk_live_', 'sk_test_', 'sk_prod_'],
    // 40 lower-case hex digits after the prefix are a Paystack key (below)
    re: r(`${L}(sk_(?:live|test|prod)_(?![0-9a-f]{40}${R})[A-Za-z0-9]{10,247})${R}`),
  },
  {
    type: 'stripe_restricted_key',
    keywords: ['rk_live_', 'rk_test_', 'rk_prod_'],
    re: r(`${L}(rk_(?:live|test|prod)_[A-Za-z0-9]{10,247})${R}`),
  },
  { type: 'stripe_webhook_secret', keywords: ['whsec_'], re: r(`${L}(whsec_[A-Za-z0-9+/=]{24,80})(?![A-Za-z0-9+/=])`) },
  {
    type: 'square_access_token',
    keywords: ['sq0atp-', 'eaaa'],
    re: r(`${L}((?:sq0atp-[A-Za-z0-9_-]{22}|EAAA[A-Za-z0-9_-]{56,64}))${RD}`),
  },
  { type: 'square_oauth_secret', keywords: ['sq0csp-'], re: r(`${L}(sq0csp-[A-Za-z0-9_-]{43})${RD}`) },
  {
    type: 'braintree_access_token',
    keywords: ['access_token$'],
    re: r(`(access_token\\$(?:production|sandbox)\\$[0-9a-z]{16}\\$[0-9a-f]{32})`),
  },
  {
    type: 'paypal_client_secret',
    keywords: ['paypal'],
    re: r(`paypal[\\w.-]{0,20}secret["'\\]]?\\s{0,3}[:=]\\s{0,3}["']?([A-Za-z0-9_-]{60,90})${RD}`, 'dgi'),
  },
  // ---- AI providers
  {
    type: 'openai_api_key',
    keywords: ['sk-'],
    re: r(
      `${LD}(sk-(?:(?:proj|svcacct|admin|None|service)-[A-Za-z0-9_-]{40,300}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|[A-Za-z0-9]{32,64}))${RD}`,
    ),
    check: (v) => hasMixedAlnum(v) && shannonEntropy(v) > 3.5,
  },
  {
    type: 'anthropic_admin_key',
    keywords: ['sk-ant-admin'],
    re: r(`${L}(sk-ant-admin\\d{2}-[A-Za-z0-9_-]{32,120})${RD}`),
  },
  {
    type: 'anthropic_api_key',
    keywords: ['sk-ant-'],
    re: r(`${L}(sk-ant-(?:api\\d{2}|oat\\d{2}|sid\\d{2}|ort\\d{2})-[A-Za-z0-9_-]{32,120})${RD}`),
  },
  { type: 'openrouter_api_key', keywords: ['sk-or-'], re: r(`${L}(sk-or-v1-[a-f0-9]{64})${R}`) },
  {
    type: 'huggingface_token',
    keywords: ['hf_', 'api_org_'],
    re: r(`${L}((?:hf_|api_org_)[A-Za-z0-9]{30,40})${R}`),
    check: (v) => {
      const body = v.slice(v.lastIndexOf('_') + 1);
      return (/[A-Z]/.test(body) && /[a-z]/.test(body)) || hasMixedAlnum(body);
    },
  },
  { type: 'groq_api_key', keywords: ['gsk_'], re: r(`${L}(gsk_[A-Za-z0-9]{48,56})${R}`) },
  { type: 'replicate_api_token', keywords: ['r8_'], re: r(`${L}(r8_[A-Za-z0-9]{37})${R}`) },
  { type: 'perplexity_api_key', keywords: ['pplx-'], re: r(`${L}(pplx-[A-Za-z0-9]{40,56})${R}`) },
  { type: 'xai_api_key', keywords: ['xai-'], re: r(`${L}(xai-[A-Za-z0-9]{70,90})${R}`) },
  {
    type: 'langsmith_api_key',
    keywords: ['lsv2_'],
    re: r(`${L}(lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10})${R}`),
  },
  // ---- email, messaging and SaaS
  { type: 'sendgrid_api_key', keywords: ['sg.'], re: r(`${L}(SG\\.[A-Za-z0-9_-]{20,24}\\.[A-Za-z0-9_-]{40,50})${RD}`) },
  { type: 'twilio_api_key', keywords: ['sk'], re: r(`${L}(SK[0-9a-fA-F]{32})${R}`), check: (v) => shannonEntropy(v) > 3 },
  // account SIDs (AC…), as detect-secrets reports them; only with a Twilio cue (`ac` alone is in every text)
  { type: 'twilio_api_key', keywords: TWILIO_CUES, re: r(`${L}(AC[0-9a-f]{32})${R}`), check: (v) => shannonEntropy(v) > 3 },
  {
    type: 'twilio_auth_token',
    keywords: ['twilio'],
    re: r(`twilio[\\w.-]{0,20}(?:auth|token|secret)[\\w.-]{0,12}["'\\]]?\\s{0,3}(?:[:=]|=>)\\s{0,3}["']?([a-f0-9]{32})${R}`, 'dgi'),
  },
  // `-u ACxxx:token` (curl, HTTP basic auth against api.twilio.com): the password after an account SID
  { type: 'twilio_auth_token', keywords: TWILIO_CUES, re: r(`${L}AC[0-9a-f]{32}:([0-9a-f]{32})${R}`) },
  // `auth_token = "…"` in code, or "… and auth token 525c…" in prose, in a text that also holds an
  // account SID or names Twilio (the quick-start shape, support tickets)
  {
    type: 'twilio_auth_token',
    keywords: ['auth_token', 'authtoken', 'auth-token', 'auth token'],
    re: r(
      `(?<![A-Za-z0-9])auth[_ -]?token["'\\]]?(?:\\s{0,3}(?:[:=]|=>|\\bis\\b|\\bwas\\b)\\s{0,3}|[ \\t]{1,3})["']?([a-f0-9]{32})${R}`,
      'dgi',
    ),
    context: (text) => /(?<![A-Za-z0-9_])AC[0-9a-f]{32}(?![A-Za-z0-9_])|twilio/i.test(text),
  },
  // the Twilio client constructor: `require('twilio')('AC…', '<token>')`, `new Twilio("AC…", "<token>")`
  {
    type: 'twilio_auth_token',
    keywords: TWILIO_CUES,
    re: r(`${L}AC[0-9a-f]{32}["'\\x60]?[ \\t]{0,4},[ \\t]{0,4}["'\\x60]?([0-9a-f]{32})${R}`),
  },
  // `appid` names the API key of OpenWeatherMap, Bing and Yahoo-style APIs: `?appid=…`, `-d appid=…`,
  // `params={"appid": "…"}`; short app ids (WeChat `wx…`, Steam numbers) are public and too short
  {
    type: 'api_key',
    keywords: ['appid'],
    re: r(`${L}appid["']?[ \\t]{0,3}[=:][ \\t]{0,3}["']?([A-Za-z0-9_-]{32,64})${RD}`, 'dgi'),
    check: (v) => hasMixedAlnum(v) && shannonEntropy(v) > 3.3,
  },
  // an API key in a logged request URL's query: `?apiKey=<32 hex>`, `&api_key=…` (the value random, 20+ characters)
  {
    type: 'api_key',
    keywords: ['apikey=', 'api_key=', 'api-key='],
    re: r(`[?&](?:apikey|api_key|api-key)=([A-Za-z0-9_-]{20,64})(?![A-Za-z0-9_-])`, 'dgi'),
    check: (v) => hasMixedAlnum(v) && shannonEntropy(v) > 3.3,
  },
  { type: 'mailchimp_api_key', keywords: ['-us'], re: r(`${L}([0-9a-f]{32}-us\\d{1,2})${R}`) },
  { type: 'mailgun_api_key', keywords: ['key-'], re: r(`${L}(key-[0-9a-f]{32})${R}`), check: hasDigit },
  // current Mailgun private keys: `<32 hex>-<8 hex>-<8 hex>` (used as `api:<key>` basic auth)
  {
    type: 'mailgun_api_key',
    keywords: ['mailgun', 'api', 'mg', 'key'],
    re: r(`${LD}([0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})${RD}`),
    check: (v) => shannonEntropy(v) > 3,
    // its keywords are common words: the key's two dashed 8-hex tails first
    context: (text) => MAILGUN_TAIL.test(text),
  },
  { type: 'shopify_token', keywords: ['shpat_', 'shpss_', 'shpca_', 'shppa_'], re: r(`${L}(shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32})${R}`) },
  {
    type: 'heroku_api_key',
    keywords: ['hrku-'],
    re: r(`${L}(HRKU-[A-Za-z0-9_-]{58,70})${RD}`),
  },
  {
    type: 'heroku_api_key',
    keywords: ['heroku'],
    // the label may carry a remark: "Heroku API key (old account, valid until …): <uuid>"
    re: r(`heroku[^\\n]{0,100}?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})${R}`, 'dgi'),
  },
  { type: 'newrelic_key', keywords: ['nrak-', 'nrjs-', 'nrii-'], re: r(`${L}((?:NRAK-[A-Z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[A-Za-z0-9_-]{32}))${RD}`) },
  // service tokens may carry the config name: `dp.st.prd.<40-44>`, `dp.st.dev_eu.<40-44>`
  { type: 'doppler_token', keywords: ['dp.'], re: r(`${L}(dp\\.(?:pt|st|sa|ct|scim|audit)\\.(?:[a-z0-9_-]{2,35}\\.)?[A-Za-z0-9]{40,44})${R}`) },
  { type: 'databricks_token', keywords: ['dapi'], re: r(`${L}(dapi[a-f0-9]{32}(?:-\\d)?)${R}`), check: hasDigit },
  {
    type: 'atlassian_api_token',
    keywords: ['atatt3', 'atctt3'],
    re: r(`${L}((?:ATATT3|ATCTT3)[A-Za-z0-9_=-]{150,250})${RD}`),
  },
  { type: 'airtable_token', keywords: ['pat'], re: r(`${L}(pat[A-Za-z0-9]{14}\\.[a-f0-9]{64})${R}`), check: hasMixedAlnum },
  { type: 'linear_api_key', keywords: ['lin_api_'], re: r(`${L}(lin_api_[A-Za-z0-9]{40})${R}`) },
  { type: 'postman_api_key', keywords: ['pmak-'], re: r(`${L}(PMAK-[a-f0-9]{24}-[a-f0-9]{34})${R}`) },
  { type: 'notion_token', keywords: ['ntn_', 'secret_'], re: r(`${L}((?:ntn_[A-Za-z0-9]{40,50}|secret_[A-Za-z0-9]{43}))${R}`), check: hasMixedAlnum },
  { type: 'figma_token', keywords: ['figd_'], re: r(`${L}(figd_[A-Za-z0-9_-]{40,80})${RD}`) },
  // a Salesforce session id / access token: the org id (`00D…`), `!`, then the session part (`sfdx … -u 00D…!AQ…`)
  { type: 'salesforce_access_token', keywords: ['00d'], re: r(`${L}(00D[A-Za-z0-9]{12,15}![A-Za-z0-9_.]{80,120})${R}`) },
  // the Twilio client constructed with an account SID and its auth token (`Client("AC…", "…")`, Python/C#/Java)
  {
    type: 'twilio_auth_token',
    keywords: ['client('],
    re: r(`\\bClient[ \\t]*\\([ \\t]*["']AC[0-9a-f]{32}["'][ \\t]*,[ \\t]*["']([0-9a-f]{32})["']`, 'dg'),
  },
  // LaunchDarkly server-side SDK keys and mobile keys: `sdk-<uuid>`, `mob-<uuid>`
  {
    type: 'launchdarkly_sdk_key',
    keywords: ['sdk-', 'mob-'],
    re: r(`${LD}((?:sdk|mob)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})${RD}`),
  },
  // a Segment write key passed to the SDK: `analytics.load("…")`, `new Analytics('…')`, `Analytics.write_key = '…'`
  {
    type: 'segment_write_key',
    keywords: ['analytics'],
    re: r(`\\banalytics(?:browser)?(?:\\.load[ \\t]{0,4}\\([ \\t]{0,4}|[ \\t]{0,4}\\([ \\t]{0,4}|\\.write_?key[ \\t]{0,4}=[ \\t]{0,4})["']([A-Za-z0-9]{32})["']`, 'dgi'),
    check: hasMixedAlnum,
  },
  // a DSN's key authorises sending events to the project (`https://<key>@o1.ingest.sentry.io/2`)
  {
    type: 'sentry_dsn',
    keywords: ['sentry'],
    // the whole DSN is redacted: it is the one string a client needs to send as the project
    re: r(`(https?://[a-f0-9]{32}(?::[a-f0-9]{32})?@(?:[A-Za-z0-9-]{1,63}\\.){0,6}sentry(?:\\.[A-Za-z0-9-]{1,63}){0,6}\\.[a-z]{2,24}/\\d{1,20})(?![\\w/])`),
  },
  { type: 'sentry_token', keywords: ['sntrys_', 'sntryu_'], re: r(`${L}((?:sntrys_eyJ[A-Za-z0-9+/=_-]{60,400}|sntryu_[a-f0-9]{64}))(?![A-Za-z0-9+/=_-])`) },
  {
    type: 'grafana_token',
    keywords: ['glc_', 'glsa_', 'eyjrijoi'],
    re: r(`${L}((?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{60,400}={0,2}))(?![A-Za-z0-9+/=_])`),
  },
  { type: 'facebook_access_token', keywords: ['eaa'], re: r(`${L}(EAA[A-Za-z0-9]{100,400})${R}`) },
  { type: 'twitter_bearer_token', keywords: ['aaaaaaaaaaaaaaaaaaaa'], re: r(`${L}(A{20,24}[A-Za-z0-9%]{40,140})${R}`), allowRepeats: true, check: (v) => /%|[a-z]/.test(v) },
  { type: 'dropbox_token', keywords: ['sl.'], re: r(`${L}(sl\\.[A-Za-z0-9._-]{130,1400})${RD}`), check: hasMixedAlnum },
  { type: 'mapbox_token', keywords: ['sk.eyj'], re: r(`${L}(sk\\.eyJ[A-Za-z0-9_-]{40,300}\\.[A-Za-z0-9_-]{20,60})${RD}`) },
  { type: 'pulumi_token', keywords: ['pul-'], re: r(`${L}(pul-[a-f0-9]{40})${R}`) },
  // a Hardhat/Foundry network's signing key: `accounts: ["0x<64 hex>"]`
  { type: 'ethereum_private_key', keywords: ['accounts'], re: r(`accounts[ \\t]*:[ \\t]*\\[[ \\t]*["'\\x60](0x[0-9a-fA-F]{64})["'\\x60]`), check: hasMixedAlnum },
  { type: 'trello_token', keywords: ['atta'], re: r(`${L}(ATTA[a-f0-9]{64}[A-F0-9]{8})${R}`) },
  { type: 'honeycomb_api_key', keywords: ['hcaik_', 'hcxik_', 'hcaic_', 'hcxic_'], re: r(`${L}(hc[ax]i[kc]_[a-z0-9]{58,64})${R}`) },
  // `<app id>.<key id>:<secret>`, only in an Ably client's options or env (the shape alone is too plain)
  { type: 'ably_api_key', keywords: ['ably.', 'ably_', 'ably('], re: r(`[Aa][Bb][Ll][Yy][^\\n]{0,80}?["'=: ]([A-Za-z0-9_-]{4,8}\\.[A-Za-z0-9_-]{6,8}:[A-Za-z0-9_-]{30,60})${RD}`), check: hasMixedAlnum },
  // Cohere keys have no prefix: the client constructor or the variable names them
  { type: 'cohere_api_key', keywords: ['cohere', 'co_api_key'], re: r(`(?:cohere\\.(?:Async)?Client(?:V2)?\\([ \\t]*(?:api_key[ \\t]*=[ \\t]*)?["']|(?:CO|COHERE)_API_KEY[ \\t]*[=:][ \\t]*["']?)([A-Za-z0-9]{40})${R}`), check: hasMixedAlnum },
  { type: 'vault_token', keywords: ['hvs.', 'hvb.', 'hvr.'], re: r(`${L}(hv[sbr]\\.[A-Za-z0-9_-]{24,300})${RD}`), check: hasMixedAlnum },
  { type: 'terraform_token', keywords: ['.atlasv1.'], re: r(`${L}([A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,70})${RD}`) },
  { type: 'supabase_token', keywords: ['sbp_', 'sb_secret_'], re: r(`${L}((?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{30,40}))${RD}`) },
  { type: 'planetscale_token', keywords: ['pscale_'], re: r(`${L}(pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64})${RD}`) },
  // `fly tokens create` prints the whole header value, scheme included: `FlyV1 fm2_…,fm2_…`
  // (macaroon bodies hold runs of zero bytes: `fm2_lJPECAAAAAAAA…`)
  {
    type: 'flyio_token',
    keywords: ['fo1_', 'fm1', 'fm2_'],
    re: r(`${L}((?:FlyV1[ \\t])?(?:fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/=,_-]{100,1000}))(?![A-Za-z0-9+/=,_-])`),
    allowRepeats: true,
    check: (v) => shannonEntropy(v) > 4,
  },
  { type: 'tailscale_key', keywords: ['tskey-'], re: r(`${L}(tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,20}-[A-Za-z0-9]{20,60})${R}`) },
  { type: 'age_secret_key', keywords: ['age-secret-key-1'], re: r(`(AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58})`) },
  { type: 'onepassword_token', keywords: ['ops_eyj'], re: r(`${L}(ops_eyJ[A-Za-z0-9+/]{200,1500}={0,3})`) },
  {
    type: 'onepassword_secret_key',
    keywords: ['a3-'],
    re: r(`${L}(A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5})${R}`),
  },
  { type: 'cloudflare_origin_ca_key', keywords: ['v1.0-'], re: r(`${L}(v1\\.0-[a-f0-9]{24}-[a-f0-9]{146})${R}`) },
  // ---- shapes added from held-out misses; reported under the generic types (no dedicated type)
  // Okta API tokens travel in the `SSWS` authorization scheme
  { type: 'okta_api_token', keywords: ['ssws'], re: r(`(?<![A-Za-z])SSWS[ \\t]{1,3}([A-Za-z0-9_-]{30,60})${RD}`, 'dgi'), check: hasMixedAlnum },
  // Resend `re_…`
  {
    type: 'resend_api_key',
    keywords: ['re_'],
    // (a Stripe refund id is `re_` + 24 characters with no second underscore)
    re: r(`${L}(re_[A-Za-z0-9]{6,12}_[A-Za-z0-9_]{16,50})${R}`),
    check: (v) => /[A-Z]/.test(v.slice(3)) && /[a-z]/.test(v.slice(3)) && /\d/.test(v) && shannonEntropy(v) > 3.5,
  },
  // Algolia clients: `new AlgoliaClient("APPID", "KEY")`, `algoliasearch('APPID', 'KEY')`
  {
    type: 'api_key',
    keywords: ['algolia'],
    re: r(`algolia[\\w.]{0,30}[ \\t]{0,2}\\([ \\t]{0,4}["'][A-Za-z0-9]{6,16}["'][ \\t]{0,4},[ \\t]{0,4}["']([A-Za-z0-9_-]{24,64})["']`, 'dgi'),
    check: hasMixedAlnum,
  },
  { type: 'brevo_api_key', keywords: ['xkeysib-'], re: r(`${L}(xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16})${R}`) }, // Brevo (Sendinblue)
  { type: 'contentful_token', keywords: ['cfpat-'], re: r(`${L}(CFPAT-[A-Za-z0-9_-]{43})${RD}`) }, // Contentful
  { type: 'sonarqube_token', keywords: ['sqp_', 'squ_', 'sqa_'], re: r(`${L}(sq[pua]_[a-f0-9]{40})${R}`), check: hasMixedAlnum }, // SonarQube
  { type: 'buildkite_token', keywords: ['bkua_'], re: r(`${L}(bkua_[a-f0-9]{40})${R}`) }, // Buildkite
  { type: 'dynatrace_token', keywords: ['dt0c01.'], re: r(`${L}(dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64})${R}`) }, // Dynatrace
  { type: 'pinecone_api_key', keywords: ['pcsk_'], re: r(`${L}(pcsk_[A-Za-z0-9_]{40,100})${R}`), check: hasMixedAlnum }, // Pinecone
  { type: 'shippo_token', keywords: ['shippo_'], re: r(`${L}(shippo_(?:live|test)_[a-f0-9]{40})${R}`) }, // Shippo
  { type: 'prefect_api_key', keywords: ['pnu_'], re: r(`${L}(pnu_[A-Za-z0-9]{36})${R}`), check: hasMixedAlnum }, // Prefect
  { type: 'netlify_token', keywords: ['nfp_'], re: r(`${L}(nfp_[A-Za-z0-9]{36,40})${R}`), check: hasMixedAlnum }, // Netlify (36 characters, 40 in newer tokens)
  { type: 'neon_api_key', keywords: ['napi_'], re: r(`${L}(napi_[a-z0-9]{64})${R}`), check: hasMixedAlnum }, // Neon
  { type: 'readme_api_key', keywords: ['rdme_'], re: r(`${L}(rdme_[a-z0-9]{70})${R}`), check: hasMixedAlnum }, // ReadMe
  { type: 'adafruit_io_key', keywords: ['aio_'], re: r(`${L}(aio_[A-Za-z0-9]{28})${R}`), check: hasMixedAlnum }, // Adafruit IO
  { type: 'circleci_token', keywords: ['ccipat_'], re: r(`${L}(CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40})${R}`) }, // CircleCI
  { type: 'jfrog_api_key', keywords: ['akcp'], re: r(`${L}(AKCp[A-Za-z0-9]{60,80})${R}`), check: hasMixedAlnum }, // JFrog
  { type: 'flutterwave_secret_key', keywords: ['flwseck'], re: r(`${L}(FLWSECK(?:_TEST)?-[a-h0-9]{32}-X)${RD}`) }, // Flutterwave
  { type: 'mailersend_api_key', keywords: ['mlsn.'], re: r(`${L}(mlsn\\.[a-f0-9]{64})${R}`) }, // MailerSend
  { type: 'firebase_fcm_server_key', keywords: [':apa91b'], re: r(`${L}(AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{120,160})${RD}`) }, // Firebase Cloud Messaging server key
  {
    type: 'teams_webhook',
    keywords: ['webhookb2', 'outlook.office.com/webhook'],
    // the current `*.webhook.office.com/webhookb2/` form and the older `outlook.office.com/webhook/`
    re: r(`(https://(?:[a-z0-9-]{1,60}\\.webhook\\.office\\.com/webhookb2|outlook\\.office(?:365)?\\.com/webhook)/[A-Za-z0-9@/_-]{60,400})`),
  }, // Microsoft Teams incoming webhook
  { type: 'clickup_token', keywords: ['pk_'], re: r(`${L}(pk_\\d{6,10}_[A-Z0-9]{32})${R}`), check: hasMixedAlnum }, // ClickUp personal token
  { type: 'tencent_secret_id', keywords: ['akid'], re: r(`${L}(AKID[A-Za-z0-9]{32})${R}`), check: hasMixedAlnum }, // Tencent Cloud SecretId
  { type: 'newrelic_key', keywords: ['nral'], re: r(`${L}([a-f0-9]{36}NRAL)${R}`) }, // New Relic ingest license key
  // Backblaze B2 application keys (`K00…`, 31 characters) have no prefix of their own beyond the
  // version: only where B2 is named
  {
    type: 'backblaze_application_key',
    keywords: ['k00'],
    re: r(`${L}(K00\\d[A-Za-z0-9+/]{27})(?![A-Za-z0-9+/=_])`),
    check: hasMixedAlnum,
    context: (text) => /\bb2\b|backblaze|application_?key/i.test(text),
  },
  // PagerDuty Events API v2 routing keys and v1 service keys: 32 hex characters under their field name
  {
    type: 'pagerduty_integration_key',
    keywords: ['routing_key', 'integration_key', 'service_key', 'routingkey', 'integrationkey'],
    re: r(`(?:routing|integration|service)_?key["']?[ \\t]{0,4}[:=][ \\t]{0,4}["']?([a-f0-9]{32})${R}`, 'dgi'),
    check: hasMixedAlnum,
  },
  // Honeycomb classic keys travel in the `X-Honeycomb-Team` header
  {
    type: 'honeycomb_api_key',
    keywords: ['x-honeycomb-team'],
    re: r(`x-honeycomb-team["']?[ \\t]{0,4}[:=][ \\t]{0,4}["']?([A-Za-z0-9]{22,64})${R}`, 'dgi'),
    check: hasMixedAlnum,
  },
  // a PEM private key block written as base64 (kubeconfig `client-key-data`, Kubernetes Secret `tls.key`)
  {
    type: 'private_key',
    keywords: ['ls0tls1crudjtib'],
    re: r(`${L}(LS0tLS1CRUdJTiB[A-Za-z0-9+/]{40,20000}={0,2})(?![A-Za-z0-9+/=])`),
    check: (v) => Buffer.from(v.slice(0, 80), 'base64').toString('latin1').includes('PRIVATE KEY'),
  },
  { type: 'bitbucket_app_password', keywords: ['atbb'], re: r(`${L}(ATBB[A-Za-z0-9_=.-]{32,40})${RD}`), check: hasMixedAlnum }, // Atlassian/Bitbucket app password
  { type: 'klaviyo_api_key', keywords: ['pk_'], re: r(`${L}(pk_[a-f0-9]{34})${R}`), check: hasMixedAlnum }, // Klaviyo private key
  { type: 'easypost_api_key', keywords: ['ezak', 'eztk'], re: r(`${L}(EZ[AT]K[A-Za-z0-9]{54})${R}`), check: hasMixedAlnum }, // EasyPost
  { type: 'zapier_webhook', keywords: ['hooks.zapier.com'], re: r(`(https://hooks\\.zapier\\.com/hooks/catch/\\d{4,12}/[A-Za-z0-9]{5,12}/?)`) }, // Zapier catch hook
  { type: 'crates_io_token', keywords: ['cio'], re: r(`${L}(cio[A-Za-z0-9]{32})${R}`), check: (v) => /[A-Z]/.test(v) && /\d.*\d/.test(v) && shannonEntropy(v) > 4 }, // crates.io
  // Adyen API keys: `AQE` then base64 parts joined by `-`
  { type: 'adyen_api_key', keywords: ['aqe'], re: r(`${L}(AQE[A-Za-z0-9+/]{40,200}={0,2}-[A-Za-z0-9+/]{20,100}={0,2}(?:-[^\\s"'\\x60]{8,100})?)(?![A-Za-z0-9+/=_-])`) },
  // Mollie `live_`/`test_` keys: 30 random characters (a test name such as `test_createUserWith…` is words)
  {
    type: 'mollie_api_key',
    keywords: ['live_', 'test_'],
    re: r(`${L}((?:live|test)_[A-Za-z0-9]{30})${R}`),
    check: (v) => /\d/.test(v) && (v.slice(5).match(/[A-Z]/g)?.length ?? 0) >= 4 && !/[a-z]{5}/.test(v.slice(5)) && shannonEntropy(v) > 4,
  },
  { type: 'hubspot_token', keywords: ['pat-na', 'pat-eu', 'pat-ap'], re: r(`${L}(pat-(?:na|eu|ap)\\d-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})${RD}`) }, // HubSpot private app
  { type: 'asana_token', keywords: ['1/', '2/'], re: r(`(?<![\\w/])([12]/\\d{10,20}(?:/\\d{10,20})?:[a-f0-9]{32})${R}`) }, // Asana personal access token
  { type: 'typeform_token', keywords: ['tfp_'], re: r(`${L}(tfp_[A-Za-z0-9_-]{40,70})${RD}`), check: hasMixedAlnum }, // Typeform
  // Intercom access tokens are base64 of `tok:<uuid>:…`
  {
    type: 'intercom_access_token',
    keywords: ['dg9ro'],
    re: r(`${L}(dG9rO[A-Za-z0-9+/]{30,200}={0,2})(?![A-Za-z0-9+/=])`),
    check: (v) => Buffer.from(v, 'base64').toString('latin1').startsWith('tok:'),
  },
  // GoCardless `live_`/`sandbox_` access tokens: 40 characters (Mollie's `live_` keys have 30)
  // a Twitch stream key (`live_<channel id>_<30 characters>`), before GoCardless's `live_` tokens
  { type: 'twitch_stream_key', keywords: ['live_'], re: r(`${L}(live_\\d{6,12}_[A-Za-z0-9]{30})${R}`), check: hasMixedAlnum },
  { type: 'gocardless_access_token', keywords: ['live_', 'sandbox_'], re: r(`${L}((?:live|sandbox)_(?!\\d{6,12}_[A-Za-z0-9]{30}${R})[A-Za-z0-9_-]{40})${RD}`), check: (v) => hasMixedAlnum(v) && shannonEntropy(v) > 4 },
  // LaunchDarkly API access tokens (`api-<uuid>`), only where LaunchDarkly is named
  {
    type: 'launchdarkly_access_token',
    keywords: ['api-'],
    re: r(`${LD}(api-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})${RD}`),
    context: (text) => /launchdarkly|ldcli|\bld[_-]?(?:api|access)/i.test(text),
  },
  { type: 'dbt_cloud_token', keywords: ['dbtu_', 'dbtc_'], re: r(`${L}(dbt[uc]_[A-Za-z0-9_-]{40,80})${RD}`), check: hasMixedAlnum }, // dbt Cloud user/service token
  { type: 'nats_nkey_seed', keywords: ['nats', 'nkey'], re: r(`(?<![A-Za-z0-9])(S[UAO][A-Z2-7]{56})(?![A-Za-z0-9])`), check: (v) => /\d/.test(v) }, // NATS nkey seed
  // a Cloudflare Tunnel token: base64 of `{"a":…,"t":…,"s":…}`
  { type: 'cloudflare_tunnel_token', keywords: ['eyjhijoi'], re: r(`${L}(eyJhIjoi[A-Za-z0-9+/_-]{60,400}={0,2})(?![A-Za-z0-9+/=_-])`) },
  // a PKCS#8 or PKCS#1 RSA private key in bare base64, without its PEM lines (`snowflake.private.key=MIIEvQ…`)
  {
    type: 'private_key',
    keywords: ['ibadanbgkqhkig9w0baqefaasc', 'ibaakcaq'],
    re: r(`${L}(MII[A-Za-z0-9+/]{3}(?:IBADANBgkqhkiG9w0BAQEFAASC|IBAAKCAQ)[A-Za-z0-9+/]{200,8000}={0,2})(?![A-Za-z0-9+/=])`),
  },
  { type: 'woocommerce_consumer_key', keywords: ['ck_'], re: r(`${L}(ck_[a-f0-9]{40})${R}`), check: hasMixedAlnum }, // WooCommerce REST API
  { type: 'woocommerce_consumer_secret', keywords: ['cs_'], re: r(`${L}(cs_[a-f0-9]{40})${R}`), check: hasMixedAlnum },
  { type: 'agora_app_certificate', keywords: ['app_certificate', 'appcertificate'], re: r(`(?:app_?certificate)["']?[ \\t]{0,4}[:=][ \\t]{0,4}["']?([a-f0-9]{32})${R}`, 'dgi'), check: hasMixedAlnum }, // Agora
  { type: 'bitlocker_recovery_key', keywords: ['-'], re: r(`(?<![\\d-])(\\d{6}(?:-\\d{6}){7})(?![\\d-])`), context: (text) => /bitlocker|recovery|wiederherstellung|r[ée]cup[ée]ration|recuperaci[óo]n|manage-bde/i.test(text) }, // BitLocker recovery password
  { type: 'totp_secret', keywords: ['otpauth://'], re: r(`otpauth://[th]otp/[^?\\s"']{0,200}\\?(?:[^\\s"'#]*&)?secret=([A-Z2-7]{16,128})`, 'dgi') }, // a TOTP seed in an otpauth URI
  { type: 'ntlm_hash', keywords: [':::'], re: r(`(?<![\\w$.-])[\\w.$-]{1,64}:\\d{1,10}:[a-fA-F0-9]{32}:([a-fA-F0-9]{32}):::`) }, // secretsdump / pwdump lines
  {
    type: 'openvpn_static_key',
    keywords: ['openvpn static key'],
    re: r(`(-----BEGIN OpenVPN Static key V1-----[\\s\\S]{100,3000}?-----END OpenVPN Static key V1-----)`),
  },
  { type: 'chocolatey_api_key', keywords: ['choco'], re: r(`\\bchoco(?:\\.exe)?[ \\t]+apikey\\b[^\\n]{0,40}?(?:-k|--key|--api-key)[ \\t=]+["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`, 'dgi') },
  { type: 'shodan_api_key', keywords: ['shodan'], re: r(`\\bshodan[ \\t]+init[ \\t]+([A-Za-z0-9]{32})${R}`, 'dgi'), check: hasMixedAlnum },
  // Postmark server tokens (UUIDs) handed to its clients: `Postmark::ApiClient.new('…')`, `new postmark.ServerClient("…")`
  { type: 'postmark_server_token', keywords: ['postmark'], re: r(`(?:postmark::apiclient\\.new|postmark\\.serverclient|new[ \\t]+serverclient)[ \\t]*\\([ \\t]*["']([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})["']`, 'dgi') },
  // ---- CLI logins that take the token as a bare argument
  // `ngrok config add-authtoken <token>`, `ngrok authtoken <token>` (v2), `ngrok config add-api-key <key>`
  {
    type: 'ngrok_authtoken',
    keywords: ['ngrok'],
    re: r(`\\bngrok(?:[ \\t]{1,3}config)?[ \\t]{1,3}(?:add-)?(?:authtoken|api-key)[ \\t]{1,3}["']?([A-Za-z0-9_]{24,100})${R}`, 'dgi'),
    check: hasMixedAlnum,
  },
  // `cargo login <token>` (crates.io or a private registry)
  { type: 'crates_io_token', keywords: ['cargo login'], re: r(`\\bcargo[ \\t]{1,3}login(?:[ \\t]{1,3}--[a-z-]{2,20}(?:[ \\t=][\\w.-]{1,40})?)*[ \\t]{1,3}["']?([A-Za-z0-9_-]{32,80})${RD}`, 'dgi'), check: hasMixedAlnum },
  // `wandb login <40 hex>`
  { type: 'wandb_api_key', keywords: ['wandb'], re: r(`\\bwandb[ \\t]{1,3}login(?:[ \\t]{1,3}--[a-z-]{2,20})*[ \\t]{1,3}["']?([a-f0-9]{40})${R}`, 'dgi'), check: hasMixedAlnum },
  // `wandb.login(key="<40 hex>")` in Python (also inside a notebook's JSON-escaped source)
  { type: 'wandb_api_key', keywords: ['wandb'], re: r(`\\bwandb\\.login\\([^)\\n]{0,40}?\\bkey[ \\t]{0,2}=[ \\t]{0,2}\\\\?["']([a-f0-9]{40})${R}`, 'dg'), check: hasMixedAlnum },
  // the headers of Fastly's and Cloudflare's APIs (Cloudflare's global API key is 37 hex digits)
  { type: 'fastly_api_token', keywords: ['fastly-key'], re: r(`\\bFastly-Key:[ \\t]{0,4}([A-Za-z0-9_-]{32})${RD}`, 'dgi'), check: hasMixedAlnum },
  { type: 'cloudflare_api_key', keywords: ['x-auth-key'], re: r(`\\bX-Auth-Key:[ \\t]{0,4}([a-f0-9]{37})${R}`, 'dgi') },
  // MinIO client: `mc alias set <name> <url> <access key> <secret key>` (`mc config host add` before it)
  {
    type: 'secret',
    keywords: ['mc alias', 'mc config host'],
    re: r(`\\bmc[ \\t]{1,3}(?:alias[ \\t]{1,3}set|config[ \\t]{1,3}host[ \\t]{1,3}add)[ \\t]{1,3}[\\w.-]{1,64}[ \\t]{1,3}https?://[^\\s]{1,200}[ \\t]{1,3}["']?[^\\s"']{3,128}["']?[ \\t]{1,3}["']?([^\\s"']{8,128})`, 'dg'),
    check: hasMixedAlnum,
  },
  // `snyk auth <uuid>`, `doctl auth init -t <token>`, `codecov -t <uuid>`
  {
    type: 'token',
    keywords: ['snyk', 'doctl', 'codecov'],
    re: r(`\\b(?:snyk[ \\t]{1,3}auth|(?:doctl[ \\t]{1,3}auth[ \\t]{1,3}init|codecov(?:[ \\t]{1,3}upload(?:-process)?)?)[^\\n]{0,60}?[ \\t]-t)[ \\t]{1,3}["']?([A-Za-z0-9_-]{30,100})${RD}`, 'dgi'),
    check: hasDigit,
  },
  // ---- round 16: formats with a fixed prefix or a fixed place
  // Amazon Bedrock long-term API keys: `ABSK` + base64 of `BedrockAPIKey-…`
  { type: 'aws_bedrock_api_key', keywords: ['absk'], re: r(`${L}(ABSK[A-Za-z0-9+/]{40,400}={0,2})(?![A-Za-z0-9+/=])`), check: (v) => Buffer.from(v.slice(4, 24), 'base64').toString('latin1').startsWith('BedrockAPIKey') },
  // Splunk HTTP Event Collector: `Authorization: Splunk <uuid>`
  { type: 'splunk_hec_token', keywords: ['splunk'], re: r(`\\bauthorization:?[ \\t]*["']?[ \\t]*splunk[ \\t]+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])`, 'dgi') },
  // Fluent Bit's splunk output (`Splunk_Token <uuid>`), `splunk_token: <uuid>` in other configs
  { type: 'splunk_hec_token', keywords: ['splunk_token'], re: r(`\\bsplunk_token["']?[ \\t]*[:=]?[ \\t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])`, 'dgi') },
  { type: 'riot_api_key', keywords: ['rgapi-'], re: r(`${L}(RGAPI-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])`) },
  // node-provider URLs carry the project key in their path
  { type: 'infura_api_key', keywords: ['infura.io'], re: r(`\\.infura\\.io/(?:ws/)?v3/([0-9a-f]{32})(?![0-9a-f])`) },
  { type: 'alchemy_api_key', keywords: ['alchemy.com'], re: r(`\\.g\\.alchemy\\.com/v2/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])`), check: hasMixedAlnum },
  { type: 'yandex_oauth_token', keywords: ['y0_', 'y1_', 'y2_', 'y3_'], re: r(`${L}(y[0-3]_[A-Za-z0-9_-]{50,70})${RD}`), check: hasMixedAlnum },
  // Twitch chat (IRC) logins: `PASS oauth:<30 lower-case alphanumerics>`
  { type: 'twitch_oauth_token', keywords: ['oauth:'], re: r(`(?<![A-Za-z0-9_])oauth:([a-z0-9]{30})(?![a-z0-9])`, 'dgi'), check: hasMixedAlnum },
  { type: 'cypress_record_key', keywords: ['--record'], re: r(`--record\\b[^\\n]{0,80}?--key[ \\t=]+["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])`) },
  // chat-bot webhooks of Feishu/Lark and DingTalk: the whole address is the credential
  { type: 'feishu_webhook', keywords: ['open-apis/bot'], re: r(`(https://open\\.(?:feishu\\.cn|larksuite\\.com)/open-apis/bot/v2/hook/[0-9a-f-]{36})(?![0-9a-f-])`) },
  { type: 'dingtalk_webhook', keywords: ['oapi.dingtalk.com'], re: r(`(https://oapi\\.dingtalk\\.com/robot/send\\?access_token=[0-9a-f]{64})(?![0-9a-f])`) },
  { type: 'posthog_personal_api_key', keywords: ['phx_'], re: r(`${L}(phx_[A-Za-z0-9]{40,50})${R}`), check: hasMixedAlnum },
  { type: 'render_api_key', keywords: ['rnd_'], re: r(`${L}(rnd_[A-Za-z0-9]{32})${R}`), check: hasMixedAlnum },
  // Paystack keys share Stripe's `sk_live_` but carry 40 hex digits
  { type: 'paystack_secret_key', keywords: ['sk_live_', 'sk_test_'], re: r(`${L}(sk_(?:live|test)_[0-9a-f]{40})${R}`), check: hasMixedAlnum },
  { type: 'cloudinary_url', keywords: ['cloudinary://'], re: r(`(cloudinary://\\d{6,20}:[A-Za-z0-9_-]{16,40}@[\\w-]{1,64})`) },
  // `jenkins-cli … -auth user:apitoken`
  { type: 'jenkins_api_token', keywords: ['-auth'], re: r(`(?<![\\w-])-auth[ \\t]+[\\w.@-]{1,64}:([0-9a-f]{32,34})(?![0-9a-f])`) },
  // Zendesk's `email/token:APITOKEN` basic-auth user
  { type: 'zendesk_api_token', keywords: ['/token:'], re: r(`[\\w.+-]{1,64}@[\\w.-]{1,253}/token:([A-Za-z0-9]{40})${R}`), check: hasMixedAlnum },
  // `new Pusher('<key>', '<secret>', '<app id>'…)` (PHP, Ruby and Node clients take them in this order)
  { type: 'pusher_secret', keywords: ['pusher'], re: r(`\\bPusher(?:\\\\Pusher)?(?:::Client\\.new)?[ \\t]*\\([ \\t]*["'][0-9a-f]{20}["'][ \\t]*,[ \\t]*["']([0-9a-f]{20})["']`, 'dgi'), check: hasMixedAlnum },
  // a Bitcoin private key in wallet import format, next to words that say so
  {
    type: 'bitcoin_private_key',
    keywords: [' wif', 'importprivkey', 'privkey', 'private key', 'paper wallet', 'electrum', 'bitcoin'],
    re: r(`(?<![1-9A-HJ-NP-Za-km-z])(5[HJK][1-9A-HJ-NP-Za-km-z]{49}|[KL][1-9A-HJ-NP-Za-km-z]{51})(?![1-9A-HJ-NP-Za-km-z])`),
    check: hasMixedAlnum,
  },
  // an Ethereum private key pasted in words ("it says invalid private key. I'm pasting: 0x…")
  {
    type: 'ethereum_private_key',
    keywords: ['private key', 'privatekey', 'private_key', 'metamask', 'priv key'],
    re: r(`\\b(?:private[ _-]?key|priv key|metamask)\\b[^\\n]{0,80}?(?<![0-9A-Za-z])((?:0x)?[0-9a-fA-F]{64})(?![0-9A-Za-z])`, 'dgi'),
    check: hasMixedAlnum,
  },
  // YouTube's RTMP ingest address ends in the stream key
  { type: 'youtube_stream_key', keywords: ['rtmp.youtube.com'], re: r(`rtmps?://[a-z]\\.rtmps?\\.youtube\\.com(?::\\d{2,5})?/live2/([a-z0-9]{4}(?:-[a-z0-9]{4}){4})(?![a-z0-9-])`) },
  // DeepL keys: a UUID, and `:fx` for the free plan
  { type: 'deepl_api_key', keywords: [':fx'], re: r(`(?<![0-9a-f-])([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx)(?![A-Za-z0-9])`) },
  // …and a bare UUID where DeepL is named just before it ("La clé d'authentification DeepL Pro … : <uuid>")
  { type: 'deepl_api_key', keywords: ['deepl'], re: r(`\\bdeepl\\b[^\\n]{0,80}?(?<![0-9a-f-])([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])`, 'dgi') },
  // an Azure DevOps personal access token: 52 base32 characters (the older shape) where DevOps is named
  { type: 'azure_devops_pat', keywords: ['devops', 'dev.azure.com', 'visualstudio.com'], re: r(`(?<![A-Za-z0-9])([a-z2-7]{52})(?![A-Za-z0-9])`), check: hasMixedAlnum },
  // …or after the word PAT ("Agent neu registriert mit PAT <52>")
  { type: 'azure_devops_pat', keywords: ['pat'], re: r(`\\bPAT\\b[ \\t:=]{1,3}["']?([a-z2-7]{52})(?![A-Za-z0-9])`, 'dg'), check: hasMixedAlnum },
  // Mandrill (Mailchimp Transactional) keys: `md-` and 22 characters where Mandrill is named; Make (Integromat) webhooks
  { type: 'mandrill_api_key', keywords: ['md-'], re: r(`${L}(md-[A-Za-z0-9_-]{22})${RD}`), check: hasMixedAlnum, context: (t) => /mandrill|mailchimp/i.test(t) },
  { type: 'make_webhook', keywords: ['hook.'], re: r(`(https://hook\\.(?:eu1|eu2|us1|us2)\\.make\\.com/[a-z0-9]{32})(?![a-z0-9])`) },
  // ElevenLabs (`sk_` and 48 hex digits), Brevo SMTP keys (`xsmtpsib-`), Google Chat incoming webhooks (the whole address)
  { type: 'elevenlabs_api_key', keywords: ['sk_'], re: r(`${L}(sk_[0-9a-f]{48})${R}`) },
  { type: 'brevo_smtp_key', keywords: ['xsmtpsib-'], re: r(`${L}(xsmtpsib-[0-9a-f]{64}-[A-Za-z0-9]{16})${R}`) },
  { type: 'google_chat_webhook', keywords: ['chat.googleapis.com'], re: r(`(https://chat\\.googleapis\\.com/v1/spaces/[A-Za-z0-9_-]{6,20}/messages\\?key=[A-Za-z0-9_-]{30,50}&token=[A-Za-z0-9_%=-]{20,80})`) },
  // Datadog's application key (40 hex digits) under its own name
  { type: 'datadog_app_key', keywords: ['application key', 'app key', 'app_key', 'application_key'], re: r(`\\b(?:dd[_-])?(?:application|app)[ _-]key\\b[^\\n]{0,20}?(?<![0-9a-f])([0-9a-f]{40})(?![0-9a-f])`, 'dgi'), context: (t) => /datadog|\bdd_|api-?key/i.test(t) },
  // Duo's secret key (`skey`) next to its integration key (`ikey`)
  { type: 'duo_secret_key', keywords: ['skey'], re: r(`\\bskey[ \\t]*[=:][ \\t]*["']?([A-Za-z0-9]{40})(?![A-Za-z0-9])`, 'dgi'), check: hasMixedAlnum, context: (t) => /\bikey\b|duosecurity/i.test(t) },
  // Pushover application and user keys (30 lower-case alphanumerics) where Pushover is named
  { type: 'pushover_token', keywords: ['pushover'], re: r(`\\b(?:application|app|api|user)[ \\t]+(?:token|key)[ \\t]*[:=]?[ \\t]*["']?([a-z0-9]{30})(?![a-z0-9])`, 'dgi'), check: hasMixedAlnum },
  // an authenticator's setup key shown for manual entry: eight groups of four base32 characters
  {
    type: 'totp_secret',
    keywords: ['authenticator', '2fa', 'mfa', 'totp', 'setup key', 'manuell eingeben', 'enter manually', 'manually enter', 'manual entry', 'manuellement', 'manualmente'],
    re: r(`(?<![A-Za-z2-7])((?:[a-z2-7]{4} ){7}[a-z2-7]{4}|(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4})(?![A-Za-z2-7])`),
    check: (v) => /\d/.test(v) && shannonEntropy(v.replace(/ /g, '')) > 3.5,
  },
  // a wallet's recovery words (12 to 24 lower-case words) after words that name them
  {
    type: 'seed_phrase',
    keywords: ['seed phrase', 'seed words', 'seed:', 'recovery phrase', 'recovery words', 'mnemonic', 'this phrase', 'the phrase', 'my phrase', 'kurtarma', 'recuperaci', 'cuperation', 'wiederherstellung', 'semente'],
    re: r(`\\b(?:seed(?: phrase| words)?|(?:secret )?recovery (?:phrase|words)|mnemonic(?: phrase)?|(?:this|the|my) phrase|kurtarma kelimeleri|frase (?:de recuperaci(?:o|ó)n|semente)|palabras de recuperaci(?:o|ó)n|phrase de r(?:e|é)cup(?:e|é)ration|wiederherstellungs(?:phrase|w(?:ö|oe)rter))\\b[^\\n]{0,60}?[:"“'«][ \\t]*((?:[a-z]{3,8} ){11}[a-z]{3,8}(?:(?: [a-z]{3,8}){3}){0,4})(?![ ]?[a-z])`, 'dgi'),
    check: (v) => {
      const words = v.split(' ');
      if (![12, 15, 18, 21, 24].includes(words.length) || new Set(words).size < words.length - 2) return false;
      // prose has its little words; recovery words are nouns, verbs and adjectives
      return words.filter((w) => SEED_STOPWORDS.has(w)).length <= 1;
    },
  },
  // Rancher API keys: `token-xxxxx:` + 54 characters, the whole pair is the bearer token
  { type: 'rancher_token', keywords: ['token-'], re: r(`(?<![\\w-])(token-[a-z0-9]{5}:[a-z0-9]{54})(?![a-z0-9])`), check: hasMixedAlnum },
  // Roblox's session cookie announces itself
  { type: 'roblox_cookie', keywords: ['_|warning:-do-not-share-this'], re: r(`(_\\|WARNING:-DO-NOT-SHARE-THIS\\.[\\w.-]{0,200}?\\|_[A-F0-9]{100,2000})(?![A-F0-9])`) },
  // ---- generic token formats
  {
    type: 'jwt',
    keywords: ['eyj'],
    re: r(`${LD}(eyJ[A-Za-z0-9_-]{8,4096}\\.eyJ[A-Za-z0-9_-]{8,8192}\\.[A-Za-z0-9_-]{0,4096})(?![A-Za-z0-9_.-])`),
    check: isJwtHeader,
  },
];

/** The rules, each regex without match indices where its group 1 can be located from lengths. */
export const TOKEN_RULES: readonly TokenRule[] = RULES.map((rule) => ({ ...rule, ...withoutIndices(rule.re) }));
