/** Confirmations' public surface (see docs/api.md "Confirmations"). */
export { confirmationsRoutes } from './routes.ts';
export { ConfirmationsModel } from './model.ts';
export {
  CONFIRMATION_RETENTION_MS,
  DEFAULT_CONFIRMATION_TTL_MS,
  createConfirmationService,
  linkOf,
  type ConfirmationService,
  type ConfirmationServiceOptions,
  type CreateConfirmationInput,
} from './service.ts';
export * from './types.ts';
