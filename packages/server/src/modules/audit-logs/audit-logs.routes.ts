import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogFilterSchema, listAuditLogsQuerySchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import { exportFormatField, exportHeaders } from '../../lib/table-export.js';
import type { AuditLogsService } from './audit-logs.service.js';

/** GET /audit-logs/export: the list's filters and the file's format. */
const exportQuery = auditLogFilterSchema.extend({ format: exportFormatField() });
const route = routeOptions('audit-logs');

/** The audit trail (issue 40): company admins read their company's, the super administrator the platform's too. */
export async function auditLogsRoutes(
  app: FastifyInstance,
  { auditLogs }: { auditLogs: AuditLogsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { role: 'admin' } as const;
  api.get(
    '/audit-logs',
    route('The audit trail, newest first, a page at a time', { querystring: listAuditLogsQuerySchema }, admin),
    async (request) => auditLogs.list(request.auth, request.query),
  );

  api.get(
    '/audit-logs/export',
    route('The audit trail as a CSV or Excel file (streamed)', { querystring: exportQuery }, admin),
    async (request, reply) => {
      const { rows, fileBase, stream } = await auditLogs.export(request.auth, request.query, (error) =>
        request.log.error({ err: error }, 'audit log export failed'),
      );
      return reply.headers(exportHeaders(request.query.format, fileBase, rows)).send(stream);
    },
  );
}
