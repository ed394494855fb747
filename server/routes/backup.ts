import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dumpDatabase } from '../backup/dump.ts';
import { BACKUP_EXTENSION, backupBaseName, lineWriter } from '../backup/files.ts';
import { BACKUP_TOKEN_HEADER, BACKUP_TOKEN_SCOPE } from '../backup/token.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { requireAdmin } from '../plugins/auth.ts';

const BACKUP_ADMIN_ONLY = 'Solo los administradores pueden descargar copias de seguridad';

/**
 * Who may take a backup: an administrator's session, or the local `npm run db:backup` with a
 * one-minute token signed by the server's secret (header x-backup-token, scope "db-backup").
 */
async function backupCaller(app: FastifyInstance, request: FastifyRequest) {
  const token = request.headers[BACKUP_TOKEN_HEADER];
  if (typeof token === 'string') {
    let payload: { scope?: unknown; sub?: unknown };
    try {
      payload = app.jwt.verify(token) as { scope?: unknown; sub?: unknown };
    } catch {
      throw unauthorized('La autorización de la copia de seguridad no es válida o ha expirado.');
    }
    if (payload.scope !== BACKUP_TOKEN_SCOPE || payload.sub !== undefined)
      throw forbidden(BACKUP_ADMIN_ONLY);
    return;
  }
  requireAdmin(request, BACKUP_ADMIN_ONLY);
}

/**
 * GET /api/admin/backup (issue 31): the whole database in one snapshot, as a gzip-compressed
 * backup stream (server/backup/dump.ts), so a backup works while this server holds the
 * embedded folder. The response is cut short if the dump fails: the command then refuses it.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: async (request) => backupCaller(app, request),
      schema: { hide: true },
    },
    async (request, reply) => {
      const gzip = createGzip();
      const body = new PassThrough();
      gzip.pipe(body);
      const write = lineWriter(gzip);
      dumpDatabase(app.database, write)
        .then(({ end }) => {
          request.log.info({ tables: Object.keys(end.tables).length }, 'backup streamed');
          gzip.end();
        })
        .catch((error: Error) => {
          request.log.error({ err: error }, 'backup failed');
          body.destroy(error);
        });
      return reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${backupBaseName()}.${BACKUP_EXTENSION}"`,
        )
        .type('application/gzip')
        .send(body);
    },
  );
};
