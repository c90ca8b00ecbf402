import { reportAnswerSchema, type ReportAnswer } from '@guiche/shared';
import { api } from '../../api/client';

/** The report's filter as the screen holds it (spec 2 §2); lists go to the server as JSON arrays. */
export interface ReportFilterState {
  contactId?: number | undefined;
  whatsappId: number[];
  users: number[];
  queueIds: number[];
  tags: number[];
  status: string[];
  dateFrom: string;
  dateTo: string;
}

/**
 * The query string of the report and its export. The days are counted, and the export's dates written, in the
 * company's zone (the server would take it without; sent so that a cached page is keyed by it).
 */
export function reportParams(filter: ReportFilterState, timeZone: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.contactId !== undefined) params.set('contactId', String(filter.contactId));
  for (const key of ['whatsappId', 'users', 'queueIds', 'tags', 'status'] as const) {
    if (filter[key].length > 0) params.set(key, JSON.stringify(filter[key]));
  }
  if (filter.dateFrom) params.set('dateFrom', filter.dateFrom);
  if (filter.dateTo) params.set('dateTo', filter.dateTo);
  params.set('timeZone', timeZone);
  return params;
}

export const reportsKeys = { page: (params: string) => ['reports', params] as const };

export function fetchReportPage(
  filter: ReportFilterState,
  timeZone: string,
  page: number,
  pageSize: number,
): Promise<ReportAnswer> {
  const params = reportParams(filter, timeZone);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return api.get(`/ticket/reports?${params.toString()}`, reportAnswerSchema);
}

/**
 * Downloads the streamed xlsx, reporting progress as the rows arrive (the server announces their count; the bytes
 * read so far against an estimate per row give the share). Answers the file as a Blob.
 */
export async function downloadReport(
  filter: ReportFilterState,
  timeZone: string,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  // Through the API client: an expired session is refreshed and a refusal arrives as the catalogue error it is.
  const response = await api.download(`/ticket/reports/export?${reportParams(filter, timeZone).toString()}`);
  if (!response.body) throw new Error('export answered without a body');
  const rows = Number(response.headers.get('x-report-rows') ?? '0');
  // About 60 compressed bytes a row: only for the indicator, which never passes 99 before the end.
  const expected = Math.max(rows * 60, 1);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(Math.min(99, Math.round((received / expected) * 100)));
  }
  onProgress(100);
  return new Blob(chunks, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
