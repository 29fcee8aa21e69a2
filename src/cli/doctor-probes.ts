import type { Config } from '../config.ts';
import { describeSource, loadActiveConstitution } from '../constitution/index.ts';
import { loadPipelineConfig } from '../pipeline/index.ts';
import { createProviders, describeProviders } from '../pipeline/providers/index.ts';
import { listPlugins } from '../plugins/store.ts';
import type { DoctorCheck, DoctorProbe } from './admin-ops.ts';

/** Domain checks for `svc admin doctor`: the constitution, model providers and plugins. */
export const DOCTOR_PROBES: DoctorProbe[] = [
  (config: Config): DoctorCheck[] => {
    try {
      const active = loadActiveConstitution(config);
      return [{ name: 'constitution', ok: true, detail: `${active.constitution.name} from ${describeSource(active.source)}` }];
    } catch (error) {
      return [{ name: 'constitution', ok: false, detail: (error as Error).message }];
    }
  },
  (config: Config): DoctorCheck[] => {
    try {
      const pipeline = loadPipelineConfig({ dataDir: config.dataDir, llmFromEnv: config.llmFromEnv, env: process.env });
      const providers = describeProviders(createProviders(pipeline.providers));
      if (providers.length === 0) {
        return [{ name: 'model providers', ok: true, warning: true, detail: 'none configured: queries are answered from caches and built-in abilities only' }];
      }
      return providers.map((p) => ({
        name: `model provider ${p.id}`,
        ok: true,
        warning: !p.has_api_key && !/^https?:\/\/(127\.|localhost)/.test(p.base_url),
        detail: `${p.kind} ${p.model} at ${p.base_url} (${p.tier})${p.has_api_key ? '' : ', no API key'}`,
      }));
    } catch (error) {
      return [{ name: 'model providers', ok: false, detail: (error as Error).message }];
    }
  },
  (config: Config): DoctorCheck[] => {
    const { plugins, errors } = listPlugins(config.dataDir);
    return [
      {
        name: 'plugins',
        ok: errors.length === 0,
        detail:
          errors.length === 0
            ? `${plugins.length} installed`
            : `${errors.length} broken: ${errors.map((e) => `${e.name} (${e.error})`).join('; ')}`,
      },
    ];
  },
];
