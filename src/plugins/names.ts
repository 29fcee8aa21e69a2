import { isValidAbilityName } from '../abilities/types.ts';
import { ManifestError, PluginNameError } from './errors.ts';

/** Plugin directory names: a letter or digit first, then letters, digits, `.`, `_`, `-`. */
const PLUGIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Secret names as they appear in `${NAME}` header placeholders. */
export const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Parameter names usable as `{param}` placeholders. */
export const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Throws PluginNameError unless `name` is safe as a directory under `plugins/`. The SPEC rule
 * (`/`, `\`, `..`) is checked first so its message is the one users see for traversal attempts.
 */
export function assertPluginName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || name === '') {
    throw new PluginNameError('invalid plugin name: must be a non-empty string');
  }
  if (name.includes('/') || name.includes('\\') || name.includes('..')) {
    throw new PluginNameError(`invalid plugin name "${printable(name)}": path traversal detected`);
  }
  if (!PLUGIN_NAME.test(name)) {
    throw new PluginNameError(
      `invalid plugin name "${printable(name)}": use 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  }
}

/** Throws ManifestError unless `name` follows the ability name rule (`<category>.<action>`). */
export function assertAbilityName(name: unknown, where: string): asserts name is string {
  if (typeof name !== 'string' || !isValidAbilityName(name)) {
    throw new ManifestError(
      `${where}: invalid ability name "${printable(String(name))}": use <category>.<action> with letters, digits, ".", "_" or "-" only (no path traversal)`,
    );
  }
}

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Shows untrusted text in an error message without control characters or unbounded length. */
export function printable(text: string, max = 80): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return clean.length > max ? `${clean.slice(0, max)}...` : clean;
}
