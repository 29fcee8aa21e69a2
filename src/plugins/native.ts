import { CString, dlopen, FFIType, type Pointer, ptr } from 'bun:ffi';
import { statSync } from 'node:fs';
import type { AbilityOutput } from '../abilities/types.ts';
import { AbilityConfigError, AbilityFailedError } from './errors.ts';
import { isPlainObject } from './params.ts';

/**
 * Native plugin ABI (OFFICIAL trust only; the code runs inside the svc process, unsandboxed):
 *
 *   const char *svc_invoke(const char *ability, const char *input_json);  // JSON object text
 *   void svc_free(const char *result);                                    // frees that text
 *
 * Handles are cached per path and reloaded when the file changes (an upgrade renames a new
 * directory in, so the path's inode changes).
 */
const SYMBOLS = {
  svc_invoke: { args: [FFIType.ptr, FFIType.ptr], returns: FFIType.ptr },
  svc_free: { args: [FFIType.ptr], returns: FFIType.void },
} as const;

type NativeLib = ReturnType<typeof dlopen<typeof SYMBOLS>>;
const handles = new Map<string, { key: string; lib: NativeLib }>();
const MAX_RESULT_CHARS = 4 * 1024 * 1024;

function load(path: string): NativeLib {
  let key: string;
  try {
    const st = statSync(path);
    key = `${st.ino}:${st.mtimeMs}:${st.size}`;
  } catch {
    throw new AbilityConfigError(`native library ${path} is missing`);
  }
  const cached = handles.get(path);
  if (cached?.key === key) return cached.lib;
  let lib: NativeLib;
  try {
    lib = dlopen(path, SYMBOLS);
  } catch (err) {
    throw new AbilityConfigError(`native library ${path} could not be loaded (it must export svc_invoke and svc_free)`, { cause: err });
  }
  handles.set(path, { key, lib });
  return lib;
}

function cstr(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

/** Calls `svc_invoke` and parses its JSON object result. */
export function invokeNative(path: string, ability: string, params: Record<string, unknown>): AbilityOutput {
  const lib = load(path);
  const abilityBuf = cstr(ability);
  const inputBuf = cstr(JSON.stringify(params));
  const result = lib.symbols.svc_invoke(ptr(abilityBuf), ptr(inputBuf)) as Pointer | null;
  if (!result) throw new AbilityFailedError(`'${ability}': native plugin returned nothing`);
  let text: string;
  try {
    text = new CString(result).toString();
  } finally {
    lib.symbols.svc_free(result);
  }
  if (text.length > MAX_RESULT_CHARS) throw new AbilityFailedError(`'${ability}': native plugin result is too large`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AbilityFailedError(`'${ability}': native plugin returned invalid JSON`);
  }
  if (!isPlainObject(parsed)) throw new AbilityFailedError(`'${ability}': native plugin must return a JSON object`);
  if (typeof parsed.error === 'string') throw new AbilityFailedError(`'${ability}': ${parsed.error.slice(0, 500)}`);
  return parsed;
}
