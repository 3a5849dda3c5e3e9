import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { accountRoutes } from './features/account/routes';
import { adminAuthRoutes } from './features/admin/routes';
import { audioRoutes } from './features/audio/routes';
import { aiToolRoutes } from './features/ai-tools/routes';
import { authRoutes } from './features/auth/routes';
import { creditRoutes } from './features/credits/routes';
import { generationCatalogueRoutes, generationRoutes } from './features/generation/routes';
import { healthRoutes } from './features/health/routes';
import { initDataRoutes } from './features/init-data/routes';
import { mediaRoutes } from './features/media/routes';
import { developerRoutes } from './features/developer/routes';
import { metricsRoutes } from './features/metrics/routes';
import {
  gatewayCallbackRoutes,
  paymentRoutes,
  publicPaymentRoutes,
} from './features/payments/routes';
import { searchRoutes } from './features/search/routes';
import { sessionRoutes } from './features/sessions/routes';
import { siteRoutes } from './features/site/routes';
import { planRoutes, usageRoutes } from './features/usage/routes';
import { productAdRoutes } from './features/product-ads/routes';
import { reimagineRoutes } from './features/reimagine/routes';
import { sharedWorkflowRoutes, workflowRoutes } from './features/workflows/routes';
import { workflowHookRoutes, workflowRunRoutes } from './features/workflow-runs/routes';
import { teamRoutes } from './features/teams/routes';
import { API_DOCS_THEME_CSS } from './lib/api-docs-theme';
import { apiNotFound, frameworkError, registerErrorHandler } from './lib/error-handler';
import { registerJsonBody } from './lib/json-body';
import { lazyChildLogger } from './lib/logger';
import { trackRouteMethods } from './lib/method-not-allowed';
import { transformWithErrors, withPartEncodings } from './lib/openapi-errors';
import { validatorCompiler } from './lib/validator';
import { defaultWebDistDir } from './lib/package-paths';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerRateLimit } from './lib/rate-limit';
import { logRequest } from './lib/request-log';
import { registerWebApp } from './lib/web-app';

export interface BuildAppOptions {
  deps: AppDeps;
  logger: FastifyBaseLogger;
  /** The built web app; absent (as in API tests) means only the API is served. */
  webDistDir?: string;
}

/** Plugins, then features, then the error handler: the whole HTTP surface in one read. */
export async function buildApp({ deps, logger, webDistDir }: BuildAppOptions) {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: logger,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Idle keep-alive sockets close at shutdown; requests in flight are allowed to finish.
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  const routeMethods = trackRouteMethods(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Answers sent while closing end their connection, so a shutdown need not wait out keep-alive.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const { requestLog } = deps;
  // Both record from this hook: a hook of their own costs a few per cent of /me (ADR 014, 023).
  // `deps.metrics` is read at each answer, not once, so the metrics bench can price them by
  // turning them off and on in one running app (scripts/bench/metrics-server.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    if (requestLog) logRequest(requestLog, request, reply);
    if (deps.metrics) deps.metrics.http.record(request, reply);
    done(null, payload);
  });

  registerSecurityHeaders(app, {
    https: isHttps(config),
    razorpay: deps.gateways.razorpay !== null,
    pixels: { reddit: Boolean(config.REDDIT_PIXEL_ID), snap: Boolean(config.SNAP_PIXEL_ID) },
  });
  registerRateLimit(app, { max: config.RATE_LIMIT_MAX });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.BRAND_NAME} API`, version: '0.1.0' },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session access token (from sign-in), or a personal API key (`atl_...`, Growth plan and up) on the routes a key may use: generation and jobs, media, credits, usage, workflows, search and `GET /api/auth/me`. A key gets `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` on every answer, 429 with `Retry-After` past its limit, and 403 where a signed-in session is needed.',
          },
        },
      },
    },
    transform: transformWithErrors,
    transformObject: (document) =>
      'openapiObject' in document ? withPartEncodings(document) : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { css: [{ filename: 'accessible.css', content: API_DOCS_THEME_CSS }] },
    // Deep links put a link inside each operation's summary button, which assistive technology
    // cannot reach (axe: nested-interactive).
    uiConfig: { deepLinking: false },
    staticCSP: true,
    // Swagger UI sets inline styles, and a plain-http install must not be told to upgrade.
    transformStaticCSP: (header) => {
      const csp = header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'");
      return isHttps(config) ? csp : csp.replace('upgrade-insecure-requests;', '');
    },
  });

  registerJsonBody(app);
  app.decorateRequest('principal', null);
  app.decorateRequest('adminPrincipal', null);

  registerErrorHandler(app);
  await app.register(healthRoutes, { prefix: '/api', deps });
  await app.register(siteRoutes, { prefix: '/api', deps });
  await app.register(mediaRoutes, { prefix: '/api', deps });
  await app.register(authRoutes, { prefix: '/api/auth', deps });
  await app.register(sessionRoutes, { prefix: '/api/auth', deps });
  await app.register(accountRoutes, { prefix: '/api/auth', deps });
  await app.register(planRoutes, { prefix: '/api', deps });
  await app.register(usageRoutes, { prefix: '/api', deps });
  await app.register(creditRoutes, { prefix: '/api', deps });
  await app.register(initDataRoutes, { prefix: '/api', deps });
  await app.register(publicPaymentRoutes, { prefix: '/api', deps });
  await app.register(paymentRoutes, { prefix: '/api', deps });
  await app.register(gatewayCallbackRoutes, { prefix: '/api', deps });
  await app.register(generationCatalogueRoutes, { prefix: '/api', deps });
  await app.register(generationRoutes, { prefix: '/api', deps });
  await app.register(aiToolRoutes, { prefix: '/api', deps });
  await app.register(teamRoutes, { prefix: '/api', deps });
  await app.register(reimagineRoutes, { prefix: '/api/reimagine', deps });
  await app.register(productAdRoutes, { prefix: '/api/product-ads', deps });
  await app.register(audioRoutes, { prefix: '/api/audio', deps });
  await app.register(adminAuthRoutes, { prefix: '/api/admin', deps });
  await app.register(workflowRoutes, { prefix: '/api/workflows', deps });
  await app.register(workflowRunRoutes, { prefix: '/api', deps });
  await app.register(workflowHookRoutes, { prefix: '/api/hooks', deps });
  await app.register(developerRoutes, { prefix: '/api', deps });
  await app.register(searchRoutes, { prefix: '/api', deps });
  await app.register(sharedWorkflowRoutes, { prefix: '/api/shared/workflows', deps });
  if (deps.metrics && config.METRICS_TOKEN) {
    await app.register(metricsRoutes, { metrics: deps.metrics, token: config.METRICS_TOKEN });
  }

  const webDir = webDistDir ?? defaultWebDistDir();
  const notFound = apiNotFound(routeMethods.allowed);
  if (existsSync(webDir)) await registerWebApp(app, webDir, notFound, config.PUBLIC_URL);
  else app.setNotFoundHandler(notFound);

  return app as unknown as FastifyInstance;
}

function isHttps(config: Config): boolean {
  return config.PUBLIC_URL.startsWith('https://');
}
