import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_MESSAGES as M } from '#domain/company-settings.ts';
import { companySettingsInput, companySettingsView } from '#domain/company-settings-contracts.ts';
import { adminOnly } from '../plugins/auth.ts';
import { readSettings, updateSettings } from '../services/company-settings.ts';
import { errors } from './error-body.ts';

const tags = ['settings'];

/** Issue 28: the company's name, NIT, address, phone, WhatsApp, opening hours and default times. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Datos públicos de la empresa: nombre, NIT, dirección, teléfono, WhatsApp, horario de atención (1 = lunes … 7 = domingo; un día cerrado no aparece) y horas de recogida y devolución predeterminadas',
        response: { 200: companySettingsView },
      },
    },
    async (_request, reply) => {
      // Public; the page keeps it in its query cache, so no HTTP cache may hide a change.
      reply.header('Cache-Control', 'no-cache');
      return readSettings(db);
    },
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Cambia los datos de la empresa (administradores); cada cambio queda en el historial',
        body: companySettingsInput,
        response: { 200: companySettingsView, ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return updateSettings(db, request.body);
    },
  );
};
