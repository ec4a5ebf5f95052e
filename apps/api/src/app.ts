// The Fastify application as a tree of plugins (CONTRIBUTING.md "How the code is laid out"): cross-cutting
// plugins first, then routes.
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiError } from '@portal/api-contract';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { messages } from './lib/http-error.ts';
import { loggerOptions } from './logger.ts';
import context from './plugins/context.ts';
import errors from './plugins/errors.ts';
import jsonBody from './plugins/json-body.ts';
import bodySpeed from './plugins/body-speed.ts';
import { limitConnectionsPerAddress } from './plugins/connection-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import apiCompression from './plugins/api-compression.ts';
import session from './plugins/session.ts';
import csrf from './plugins/csrf.ts';
import portalStatic from './plugins/portal-static.ts';
import services, { type ServiceOverrides } from './plugins/services.ts';
import { rateLimitStore } from './plugins/rate-limit-store.ts';
import { Redis } from 'ioredis';
import foundationRoutes from './routes/api/foundation.ts';
import healthRoutes from './routes/api/health.ts';
import loginRoutes from './routes/api/account/login.ts';
import passwordRoutes from './routes/api/account/passwords.ts';
import mfaRoutes from './routes/api/account/mfa.ts';
import unlockRoutes from './routes/api/account/unlock.ts';
import ownDataRoutes from './routes/api/account/own-data.ts';
import devMailbox from './routes/dev-mailbox.ts';
import backofficeRoutes from './routes/api/backoffice/index.ts';
import testSeedingRoutes from './routes/api/test/index.ts';
import { sharedSchemaCompilers } from './http/schema-compilers.ts';
import requestId, { requestIdGenerator } from './http/request-id.ts';
import metrics from './metrics/plugin.ts';
import dependencyStates from './plugins/dependency-states.ts';
import applicationRoutes from './routes/api/application/index.ts';
import { loadFormRegistry } from './applications/form-registry.ts';
import issueRoutes from './routes/api/issues/index.ts';
import invoiceRoutes from './routes/api/payments/invoices.ts';
import providerRoutes from './routes/api/payments/provider.ts';
import formDocumentRoutes from './routes/api/forms/index.ts';
import leafletRoutes from './routes/api/leaflets/index.ts';
import documentPageRoutes from './routes/api/pages/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string; csrf: boolean }[];
    /** Scaling out: set when shutdown begins (main.ts): /readyz answers 503 while in-flight requests finish. */
    draining: { value: boolean };
    /** The Redis connection of the rate limits when they are kept there (its state is in /readyz). */
    rateLimitRedis: Redis | null;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  secret: string;
  logger?: FastifyServerOptions['logger'];
  services?: ServiceOverrides;
}

export async function buildApp({
  config,
  db,
  secret,
  logger,
  services: serviceOverrides = {},
}: AppDependencies) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // A number of hops means "the nearest n proxies" (Fastify's types take it only as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Operability: the trusted proxy's X-Request-Id or a random UUID, in every log line (reqId) of the request.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1_048_576,
    // Resilience: no request, body or idle connection may hold a socket for long (config.ts `http`).
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(config.http.headersTimeoutMs, 5_000),
    },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array' } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Every route the app serves, so tests can prove a rule (anti-forgery, access) holds for all of them.
  const routeTable: { method: string; url: string; csrf: boolean }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, csrf: route.config?.csrf !== false });
    }
  });
  app.decorate('routeTable', routeTable);
  app.decorate('draining', { value: false });
  // While shutting down, every answer closes its connection: a kept-alive socket would otherwise hold
  // the exit back by up to the keep-alive timeout, and the client's next request belongs elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining.value) void reply.header('connection', 'close');
  });

  limitConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress, app.log);

  await app.register(requestId);
  await app.register(metrics);
  await app.register(context, { config, db, secret });
  // onClose hooks run last-registered first: registered before the services, the database closes only
  // after the outbox and the other workers have stopped (a graceful shutdown logs no error).
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await app.register(errors);
  await app.register(jsonBody);
  await app.register(bodySpeed, {
    minBytesPerSecond: config.http.bodyMinBytesPerSecond,
    windowMs: config.http.bodyRateWindowMs,
  });
  await app.register(securityHeaders, { hsts: config.secureCookies });
  // ETags where asked for, then brotli or gzip for JSON answers over 1 KB.
  await app.register(apiCompression);
  await app.register(cookie);
  const limitStore = rateLimitStore(app, config, db);
  app.decorate('rateLimitRedis', limitStore.redis instanceof Redis ? limitStore.redis : null);
  await app.register(rateLimit, {
    ...limitStore,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) => {
      const body: ApiError & { statusCode: number } = {
        statusCode: 429,
        status: 429,
        error: 'too_many_requests',
        message: messages.tooMany,
      };
      void context;
      return body;
    },
  });
  await app.register(multipart);
  await app.register(session);
  await app.register(csrf);

  if (config.environment !== 'production') {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Portal Klienta OSD — API', version: '1.0.0' },
      },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  await app.register(services, serviceOverrides);
  await app.register(dependencyStates);

  await app.register(foundationRoutes);
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(mfaRoutes);
  await app.register(unlockRoutes);
  await app.register(ownDataRoutes);
  const forms = await loadFormRegistry(config.schemasDir, {
    precompiledDir: config.generatedFormsDir,
    log: app.log,
  });
  await app.register(backofficeRoutes, { forms });
  await app.register(applicationRoutes, { forms });
  await app.register(issueRoutes);
  await app.register(invoiceRoutes);
  await app.register(providerRoutes);
  await app.register(formDocumentRoutes);
  await app.register(leafletRoutes);
  await app.register(documentPageRoutes);
  if (config.devMailbox) await app.register(devMailbox);
  // The journeys' seeding (docs/testing.md): never in a server that is not a test's.
  if (config.environment === 'test') await app.register(testSeedingRoutes);
  await app.register(portalStatic, { root: config.portalDist });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
