import { guardedFetch, type SsrfGuardHooks } from '../../lib/ssrf.ts';
import type { Logger } from '../../server/log.ts';
import type { AppError } from '../../server/errors.ts';
import { parseCloudEntry, type CloudAbilityConfig } from '../../plugins/cloud-config.ts';
import { AbilityConfigError, AbilityFailedError } from '../../plugins/errors.ts';
import { resolveParams } from '../../plugins/params.ts';
import { readRegistrations, registrationDir } from '../../plugins/registrations.ts';
import type { SecretReader } from '../../plugins/secrets.ts';
import { type AbilityProvider, cachedProvider, dirSignature } from '../../plugins/watch.ts';
import type { Ability, AbilityOutput } from '../types.ts';

export interface CloudDeps {
  secrets: SecretReader;
  log?: Logger;
  /** Response body cap; default 5 MiB. */
  maxResponseBytes?: number;
}

const REDACTED = '[REDACTED]';

/** Replaces every secret value sent in this request wherever it shows up (echoing servers, errors). */
function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join(REDACTED);
  return out;
}

function fillHeaders(config: CloudAbilityConfig, secrets: SecretReader): { headers: Record<string, string>; used: string[] } {
  const used: string[] = [];
  const headers: Record<string, string> = {};
  for (const [name, template] of Object.entries(config.headers)) {
    headers[name] = template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, key: string) => {
      const value = secrets.get(key);
      if (value === undefined) {
        throw new AbilityConfigError(`cloud ability '${config.name}' needs secret ${key}; set it with: svc admin secret set ${key}`);
      }
      used.push(value);
      return value;
    });
  }
  return { headers, used };
}

/** Substitutes `{param}` in the endpoint's path and query, URL-encoded, and reports which were used. */
function buildUrl(config: CloudAbilityConfig, input: Record<string, unknown>): { url: URL; used: Set<string> } {
  const used = new Set<string>();
  const text = config.endpoint.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => {
    used.add(name);
    const value = input[name];
    return encodeURIComponent(value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
  return { url: new URL(text), used };
}

/**
 * A cloud ability: one HTTPS request through the SSRF guard (SPEC "Cloud execution rules").
 * GET sends parameters not used in the URL as the query string; POST and PUT as a JSON body.
 * `ssrfHooks` exists for tests only (loopback test server); the loaders never pass it.
 */
export function createCloudAbility(config: CloudAbilityConfig, deps: CloudDeps, ssrfHooks?: SsrfGuardHooks): Ability {
  return {
    name: config.name,
    description: config.description,
    source: 'cloud',
    permission_tier: config.permission_tier,
    input: config.params,
    receipt_fields: config.receipt_fields,
    async invoke(params, ctx): Promise<AbilityOutput> {
      const input = resolveParams(config.params, params, config.name);
      const { url, used } = buildUrl(config, input);
      const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !used.has(k)));
      const { headers, used: secretValues } = fillHeaders(config, deps.secrets);
      let body: string | undefined;
      if (config.method === 'GET') {
        for (const [k, v] of Object.entries(rest)) url.searchParams.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      } else {
        body = JSON.stringify(rest);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
      }
      const started = performance.now();
      let res;
      try {
        res = await guardedFetch(
          url,
          { method: config.method, headers, body, timeoutMs: config.timeout_secs * 1000, maxBytes: deps.maxResponseBytes, signal: ctx.signal },
          ssrfHooks,
        );
      } catch (err) {
        const e = err as AppError;
        if (typeof e?.status === 'number') {
          e.message = redact(e.message, secretValues);
          throw e;
        }
        throw new AbilityFailedError(`cloud ability '${config.name}' failed`, { cause: err });
      }
      const duration_ms = Math.round(performance.now() - started);
      const text = redact(res.text(), secretValues);
      if (res.status >= 400) {
        throw new AbilityFailedError(`cloud ability '${config.name}' returned HTTP ${res.status}: ${text.slice(0, 200)}`);
      }
      const content_type = res.headers['content-type'] ?? '';
      const output: AbilityOutput = { status_code: res.status, duration_ms, content_type, body: text };
      if (/\bjson\b/i.test(content_type)) {
        try {
          output.json = JSON.parse(text);
        } catch {
          // not JSON after all: the text stays in `body`
        }
      }
      return output;
    },
  };
}

/** Every ability registered with `svc admin plugin register-cloud`; invalid files are logged and skipped. */
export function loadCloudAbilities(dataDir: string, secrets: SecretReader, deps: Omit<CloudDeps, 'secrets'> = {}): Ability[] {
  const { entries, errors } = readRegistrations(dataDir, 'cloud');
  for (const e of errors) deps.log?.warn('skipping unreadable cloud ability', e);
  const out: Ability[] = [];
  for (const entry of entries) {
    try {
      out.push(createCloudAbility(parseCloudEntry(entry.name, entry.config, 'cloud ability'), { ...deps, secrets }));
    } catch (err) {
      deps.log?.warn('skipping invalid cloud ability', { name: entry.name, error: (err as Error).message });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Registry source for `cloud`: reloads when `abilities/cloud/` changes. */
export function createCloudProvider(dataDir: string, secrets: SecretReader, deps: Omit<CloudDeps, 'secrets'> = {}): AbilityProvider {
  const dir = registrationDir(dataDir, 'cloud');
  return cachedProvider(() => dirSignature(dir), () => loadCloudAbilities(dataDir, secrets, deps));
}
