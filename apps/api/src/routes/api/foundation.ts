// The endpoints every screen relies on: the anti-forgery cookie, the frontend settings and error reports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import {
  endpoints,
  errorResponses,
  ERROR_REPORT_MAX_LENGTH,
  type FrontendConfig,
} from '@portal/api-contract';
import { ensureSessionCookie } from '../../plugins/session.ts';
import { issueCsrfCookie } from '../../plugins/csrf.ts';
import { saveErrorReport, saveRenderError, type Kept } from '../../reports/error-reports.ts';

/** Data lifecycle: a report is small; a bigger body is refused (413) before it is read whole. */
const ERROR_REPORT_BODY_LIMIT = 8_192;
const JS_ERROR_BODY_LIMIT = 32_768;

const foundationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.floodLimits;
  // Data lifecycle: reports have a limit per address of their own, far below the global one.
  const reportLimit = { rateLimit: { max: limits.errorReports, timeWindow: app.config.rateLimit.windowMs } };
  // A full table is said in the log once a minute per process, not once per dropped report.
  let fullSaidAt = 0;
  const noteKept = (kept: Kept, table: string, log: FastifyBaseLogger) => {
    if (kept !== 'dropped' || Date.now() - fullSaidAt < 60_000) return;
    fullSaidAt = Date.now();
    log.warn(
      { table, maxRows: limits.errorReportMaxRows },
      'error reports not stored: ERROR_REPORT_MAX_ROWS distinct reports kept already',
    );
  };
  app.post(
    endpoints.csrf.path,
    // Resilience: the token is bound to the cookie, not to a stored session: it needs no database.
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
      bodyLimit: ERROR_REPORT_BODY_LIMIT,
      config: reportLimit,
    },
    async (request, reply) => {
      const kept = await saveErrorReport(
        app.db,
        { code: request.body.code, info: request.body.info, userId: request.session.userId },
        limits.errorReportMaxRows,
      );
      request.log.info({ code: request.body.code, kept }, 'error report received');
      noteKept(kept, 'error_report', request.log);
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
      bodyLimit: JS_ERROR_BODY_LIMIT,
      config: reportLimit,
    },
    async (request, reply) => {
      const report = request.body;
      const kept = await saveRenderError(app.db, report, limits.errorReportMaxRows);
      request.log.warn({ code: report.code, path: report.path, kept }, 'render error reported by the portal');
      noteKept(kept, 'js_error', request.log);
      return reply.status(204).send(null);
    },
  );
};

export default foundationRoutes;
