// The endpoints every screen relies on: the anti-forgery cookie, the frontend settings and error reports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  endpoints,
  errorResponses,
  ERROR_REPORT_MAX_LENGTH,
  type FrontendConfig,
} from '@portal/api-contract';
import { ensureSessionCookie } from '../../plugins/session.ts';
import { issueCsrfCookie } from '../../plugins/csrf.ts';
import { saveErrorReport, saveRenderError } from '../../reports/error-reports.ts';

const foundationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.csrf.path,
    // Issue #14: the token is bound to the cookie, not to a stored session: it needs no database.
    { schema: { response: { 204: endpoints.csrf.response, ...errorResponses } }, config: { session: false } },
    async (request, reply) => {
      issueCsrfCookie(request, reply, ensureSessionCookie(request, reply));
      return reply.status(204).send(null);
    },
  );

  app.get(
    endpoints.frontendConfig.path,
    {
      schema: { response: { 200: endpoints.frontendConfig.response, ...errorResponses } },
      config: { session: false },
    },
    async (): Promise<FrontendConfig> => {
      const { config } = app;
      return {
        paymentTitleLimit: config.payments.titleLimit,
        paymentAmountLimit: config.payments.amountLimit,
        cacheMs: 900_000,
        captcha: { provider: app.captcha.provider, challengeUrl: endpoints.captchaChallenge.path },
        files: {
          minFileSize: 1,
          maxFileSize: 10_485_760,
          maxTotalSize: 52_428_800,
          acceptedExtensions: ['jpg', 'jpeg', 'png', 'tif', 'tiff', 'pdf'],
          pickerExtensions: ['jpg', 'jpeg', 'png', 'tif', 'tiff', 'pdf', 'dwg'],
        },
        errorReportMaxLength: ERROR_REPORT_MAX_LENGTH,
        devMailbox: config.devMailbox,
        environment: config.environment,
        operator: {
          name: config.operator.name,
          email: config.operator.email,
          postalAddress: [...config.operator.postalAddress],
        },
      };
    },
  );

  app.post(
    endpoints.reportError.path,
    {
      schema: {
        body: endpoints.reportError.body,
        response: { 204: endpoints.reportError.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      await saveErrorReport(app.db, {
        code: request.body.code,
        info: request.body.info,
        userId: request.session.userId,
      });
      request.log.info({ code: request.body.code }, 'error report received');
      return reply.status(204).send(null);
    },
  );

  app.post(
    endpoints.jsError.path,
    {
      schema: {
        body: endpoints.jsError.body,
        response: { 204: endpoints.jsError.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = request.body;
      await saveRenderError(app.db, report);
      request.log.warn({ code: report.code, path: report.path }, 'render error reported by the portal');
      return reply.status(204).send(null);
    },
  );
};

export default foundationRoutes;
