// quality-bar "Single sign-on token": issued by the back office for one customer, single use, valid a
// few minutes; the portal exchanges it at login with the user name pd_login.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints, errorResponses } from '@portal/api-contract';
import { issueAccountToken } from '../../../accounts/account-token-repository.ts';
import { findActiveAccountIdByEmail } from '../../../accounts/account-repository.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { withAuditEvent, type AuditEvent } from '../../../audit/audit-trail.ts';
import { accountSubject, SecurityAction } from '../../../audit/security-actions.ts';

const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ssoToken } = backofficeEndpoints;
  app.post(
    ssoToken.path,
    {
      config: { csrf: false },
      schema: { body: ssoToken.body, response: { 201: ssoToken.response, ...errorResponses } },
    },
    async (request, reply) => {
      const accountId = await findActiveAccountIdByEmail(app.db, request.body.email);
      if (accountId === null) throw new HttpError(404, 'Nie ma aktywnego konta z tym adresem e-mail.');
      const lifetime = app.config.auth.ssoTokenMinutes * 60_000;
      // Operability: the link and its audit event (which key, for whom, from where) go together.
      const issued: AuditEvent = {
        actor: { kind: 'backoffice', keyId: request.integration!.id },
        action: SecurityAction.ssoLinkIssued,
        subject: accountSubject(accountId),
        address: request.ip,
        details: { validMinutes: app.config.auth.ssoTokenMinutes },
      };
      const token = await withAuditEvent(app.db, issued, (trx) =>
        issueAccountToken(trx, accountId, 'sso', lifetime),
      );
      return reply.status(201).send({
        token,
        url: `${app.config.publicUrl}/?${new URLSearchParams({ pd_token: token })}`,
        expiresAt: new Date(Date.now() + lifetime).toISOString(),
      });
    },
  );
};

export default ssoRoutes;
