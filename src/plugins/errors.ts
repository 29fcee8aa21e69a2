import { AppError, BadRequestError } from '../server/errors.ts';

/** A plugin manifest, subprocess config or cloud config that breaks a SPEC rule (400). */
export class ManifestError extends BadRequestError {}

/** A plugin name with `/`, `\` or `..` (SPEC "Name validation"), or otherwise unusable as a directory. */
export class PluginNameError extends BadRequestError {}

/** A parameter value or path the sandbox refuses before anything is executed (SPEC rule 3, 400). */
export class SandboxRejectedError extends BadRequestError {}

/**
 * An ability that ran but did not succeed: non-zero exit, timeout, output over the cap, an
 * upstream HTTP error or redirect. 502: the fault is in what the ability called, not the request.
 */
export class AbilityFailedError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, message, options);
  }
}

/** An ability that cannot run because of how it is set up (missing secret, missing program). */
export class AbilityConfigError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(500, message, options);
  }
}
