import type { FastifyInstance } from 'fastify';
import { REPORT_FILE_NAME, reportFilterSchema, reportQuerySchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { ReportsService } from './reports.service.js';
import { access } from '../../http/route-access.js';

/** Header with the export's row count: the browser shows progress while the file streams. */
export const REPORT_ROWS_HEADER = 'X-Report-Rows';

/** GET /ticket/reports (spec 2 §7) and its Excel export, streamed. */
export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }): Promise<void> {
  app.get('/ticket/reports', access({ role: 'dashboard:view' }), async (request) => reports.page(request.auth, parseInput(reportQuerySchema, request.query)));

  app.get('/ticket/reports/export', access({ role: 'dashboard:view' }), async (request, reply) => {
    const filter = parseInput(reportFilterSchema, request.query);
    const { total, stream } = await reports.export(request.auth, filter, (error) => request.log.error({ err: error }, 'report export failed'));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${REPORT_FILE_NAME}"`)
      .header(REPORT_ROWS_HEADER, String(total))
      .header('access-control-expose-headers', REPORT_ROWS_HEADER)
      .send(stream);
  });
}
