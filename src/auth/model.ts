import { t } from 'elysia';

export const AuthModel = {
  loginBody: t.Object({ password: t.String({ maxLength: 4096 }) }),
  loginResponse: t.Object({ token: t.String() }),
  statusResponse: t.Object({ authenticated: t.Boolean(), auth_required: t.Boolean() }),
};
