import { arr, isRecord, str, type Json } from './coerce.ts';

/** One declared chain parameter, whichever of the catalog's forms it was written in. */
export interface ParamDecl {
  name: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
}

/**
 * Reads a chain record's `params` declarations when the server includes them (issue 5: typed
 * declarations with defaults and `required`): an array of `{name, type|param_type, ...}` or a map
 * of name to a declaration (or to a bare default value). Unknown shapes give no declarations.
 */
export function paramDecls(chain: Json): ParamDecl[] {
  const raw = chain.params ?? chain.parameters;
  const entries: Array<[string, unknown]> = Array.isArray(raw)
    ? arr(raw)
        .filter(isRecord)
        .map((p: Json) => [str(p.name), p] as [string, unknown])
    : isRecord(raw)
      ? Object.entries(raw)
      : [];
  return entries
    .filter(([name]) => name !== '')
    .map(([name, spec]) =>
      isRecord(spec)
        ? {
            name,
            type: str(spec.type ?? spec.param_type, 'string').toLowerCase(),
            required: spec.required === true,
            default: spec.default,
            description: str(spec.description),
          }
        : { name, type: typeof spec === 'number' ? 'number' : typeof spec === 'boolean' ? 'bool' : 'string', required: false, default: spec, description: '' },
    );
}

export const isNumericType = (type: string) => ['int', 'integer', 'number', 'float', 'u8', 'u16', 'u32', 'u64'].includes(type);
export const isBoolType = (type: string) => ['bool', 'boolean'].includes(type);

/**
 * Builds the `params` object from form values: numbers and booleans converted, empty optional
 * fields left out so the chain's defaults apply. Returns an error message for a bad value.
 */
export function collectParams(decls: ParamDecl[], values: Record<string, string | boolean>): { params: Json } | { error: string } {
  const params: Json = {};
  for (const decl of decls) {
    const value = values[decl.name];
    if (isBoolType(decl.type)) {
      params[decl.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      if (decl.required && decl.default === undefined) return { error: `“${decl.name}” is required.` };
      continue;
    }
    if (isNumericType(decl.type)) {
      const n = Number(text);
      if (!Number.isFinite(n)) return { error: `“${decl.name}” must be a number.` };
      if (['int', 'integer', 'u8', 'u16', 'u32', 'u64'].includes(decl.type) && !Number.isInteger(n)) {
        return { error: `“${decl.name}” must be a whole number.` };
      }
      params[decl.name] = n;
    } else {
      params[decl.name] = text;
    }
  }
  return { params };
}

/** Parses a JSON params textarea: empty means `{}`; anything but an object is an error. */
export function parseParamsJson(text: string): { params: Json } | { error: string } {
  if (text.trim() === '') return { params: {} };
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? { params: value } : { error: 'Params must be a JSON object, e.g. {"city": "Paris"}.' };
  } catch (error) {
    return { error: `Params are not valid JSON: ${(error as Error).message}` };
  }
}
