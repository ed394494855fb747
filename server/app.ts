import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import fastifySwagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DatabaseHealth, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from './db/health.ts';
import { errorHandler, notFoundHandler } from './http-errors.ts';
import { loggerOptions } from './logger.ts';
import { auditContextPlugin } from './plugins/audit-context.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { clientErrorHandler, frameworkErrors, httpPolicyPlugin } from './plugins/http-policy.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { adminReservationRoutes } from './routes/admin-reservations.ts';
import { auditRoutes } from './routes/audit.ts';
import { authRoutes } from './routes/auth.ts';
import { availabilityRoutes } from './routes/availability.ts';
import { backupRoutes } from './routes/backup.ts';
import { calendarRoutes } from './routes/calendar-feeds.ts';
import { settingsRoutes } from './routes/company-settings.ts';
import { documentRoutes } from './routes/documents.ts';
import { exportRoutes } from './routes/exports.ts';
import { handoverRoutes } from './routes/handovers.ts';
import { maintenanceRoutes } from './routes/maintenance.ts';
import { odometerRoutes } from './routes/odometer.ts';
import { operationRoutes } from './routes/operations.ts';
import { photoRoutes } from './routes/photos.ts';
import { reportRoutes } from './routes/reports.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { vehicleRoutes } from './routes/vehicles.ts';
import { registerStaticFiles } from './static-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    databaseHealth: DatabaseHealth;
  }
}

export type App = FastifyInstance;

const BODY_LIMIT = 64 * 1024;

/** Builds the whole server (API, PWA, docs) without listening, so tests can inject requests. */
export async function buildApp(config: AppConfig): Promise<App> {
  const app = Fastify({
    logger: config.logger
      ? loggerOptions(process.env.LOG_LEVEL ?? 'info', config.logFormat ?? 'json')
      : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only; anything else is a 415 rather than a confusing validation error.
  app.removeContentTypeParser('text/plain');
  await app.register(httpPolicyPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(config.staticDir));

  const database = await openDatabase(config.database);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  const health = new DatabaseHealth(
    () => database.db.execute(sql`select 1`),
    (message, error) => app.log.warn({ err: error }, message),
  );
  app.decorate('databaseHealth', health);
  app.addHook('onClose', async () => health.close());
  // While the database is known to be down, the API says so at once (503 + Retry-After) instead
  // of every request waiting on it; the app's files are still served (issue 25).
  app.addHook('onRequest', async (request, reply) => {
    if (!health.isDown || !request.url.startsWith('/api/') || request.url === '/api/health') {
      return;
    }
    return reply
      .code(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .send(SERVICE_UNAVAILABLE);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.tokenTtl },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ELITE DRIVE API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  // onSend hooks run in the order they are added: the key store must keep the JSON as the route
  // answered it, so compression comes after it (issue 25: a compressed answer lost its key).
  await app.register(compressionPlugin);
  await app.register(auditContextPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        loginThrottle: config.loginThrottle,
        registerThrottle: config.registerThrottle,
      });
      await api.register(availabilityRoutes, { prefix: '/vehicles' });
      await api.register(vehicleRoutes, { prefix: '/vehicles' });
      await api.register(reservationRoutes, {
        prefix: '/reservations',
        maxUpcomingReservations: config.maxUpcomingReservations,
      });
      await api.register(adminReservationRoutes, { prefix: '/admin/reservations' });
      await api.register(odometerRoutes, { prefix: '/vehicles' });
      await api.register(handoverRoutes, { prefix: '/reservations' });
      await api.register(documentRoutes, { prefix: '/reservations' });
      await api.register(operationRoutes, { prefix: '/operations' });
      await api.register(photoRoutes, { prefix: '/photos' });
      await api.register(maintenanceRoutes, {
        ...(config.serviceDueSoon ? { dueSoon: config.serviceDueSoon } : {}),
      });
      await api.register(auditRoutes, { prefix: '/audit' });
      await api.register(calendarRoutes);
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(exportRoutes, { prefix: '/exports' });
      await api.register(backupRoutes, { prefix: '/admin/backup' });
      await api.register(settingsRoutes, { prefix: '/settings' });
      // For a load balancer: 200 while the database answers, 503 while it cannot be reached.
      api.get('/health', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (await health.check()) return { status: 'ok', database: 'up' };
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', database: 'down' });
      });
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );

  if (config.staticDir && existsSync(join(config.staticDir, 'index.html'))) {
    await registerStaticFiles(app, config.staticDir);
  }

  return app;
}
