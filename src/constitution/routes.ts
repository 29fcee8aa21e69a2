import { Elysia, t } from 'elysia';
import type { AppContext } from '../server/context.ts';
import { ConstitutionModel } from './model.ts';
import { DEFAULT_CHECKS_LIMIT, activeConstitution, checkQuery, getConstitutionView, recentChecks } from './service.ts';

export interface ConstitutionRouteDeps {
  /**
   * The security scanner's redaction (`text → redacted text`). Checks are matched and recorded
   * on the redacted text; without it the text is matched but not recorded (`query: null`).
   */
  redact?: (text: string) => string;
}

/** `/api/constitution`: the active constitution, direct checks and the check history. */
export function constitutionRoutes(ctx: AppContext, deps: ConstitutionRouteDeps = {}) {
  return new Elysia({ name: 'constitution.routes', prefix: '/api/constitution' })
    .get('', () => getConstitutionView(ctx.config), {
      response: ConstitutionModel.view,
      detail: { summary: 'The active constitution and the available templates' },
    })
    .post(
      '/check',
      ({ body }) => {
        const redacted = deps.redact ? deps.redact(body.query) : null;
        const { constitution } = activeConstitution(ctx.config);
        return checkQuery(
          ctx.db,
          { text: redacted ?? body.query, constitutions: [constitution], source: 'api', storeText: redacted !== null },
          ctx.now,
        );
      },
      {
        body: ConstitutionModel.checkBody,
        response: ConstitutionModel.checkResult,
        detail: { summary: 'Check a query against the active constitution (recorded)' },
      },
    )
    .get('/checks', ({ query }) => recentChecks(ctx.db, query.limit ?? DEFAULT_CHECKS_LIMIT), {
      query: ConstitutionModel.checksQuery,
      response: t.Array(ConstitutionModel.checkRecord),
      detail: { summary: 'The most recent constitution checks, newest first' },
    });
}
