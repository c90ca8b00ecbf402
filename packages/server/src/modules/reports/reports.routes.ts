import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REPORT_FILE_NAME, reportFilterSchema, reportQuerySchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { ReportsService } from './reports.service.js';

/** Header with the export's row count: the browser shows progress while the file streams. */
export const REPORT_ROWS_HEADER = 'X-Report-Rows';
const route = routeOptions('reports');

/** GET /ticket/reports (spec 2 §7) and its Excel export, streamed. */
export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = { role: 'dashboard:view' } as const;
  api.get(
    '/ticket/reports',
    route('The tickets report, a page at a time', { querystring: reportQuerySchema }, view),
    async (request) => reports.page(request.auth, request.query),
  );

  api.get(
    '/ticket/reports/export',
    route('The tickets report as an Excel file (streamed)', { querystring: reportFilterSchema }, view),
    async (request, reply) => {
      const filter = request.query;
      const { total, stream } = await reports.export(request.auth, filter, (error) =>
        request.log.error({ err: error }, 'report export failed'),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${REPORT_FILE_NAME}"`)
        .header(REPORT_ROWS_HEADER, String(total))
        .header('access-control-expose-headers', REPORT_ROWS_HEADER)
        .send(stream);
    },
  );
}
