import { reportAnswerSchema, reportTimeZoneFor, type ReportAnswer } from '@guiche/shared';
import { api } from '../../api/client';
import { i18n } from '../../i18n';

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
 * The query string of the report and its export. The days are counted, and the export's dates written, in the zone
 * of the interface's language (spec 1 §9: America/Monterrey for Spanish, America/Sao_Paulo otherwise).
 */
export function reportParams(filter: ReportFilterState, language: string = i18n.language): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.contactId !== undefined) params.set('contactId', String(filter.contactId));
  for (const key of ['whatsappId', 'users', 'queueIds', 'tags', 'status'] as const) {
    if (filter[key].length > 0) params.set(key, JSON.stringify(filter[key]));
  }
  if (filter.dateFrom) params.set('dateFrom', filter.dateFrom);
  if (filter.dateTo) params.set('dateTo', filter.dateTo);
  params.set('timeZone', reportTimeZoneFor(language));
  return params;
}

export const reportsKeys = { page: (params: string) => ['reports', params] as const };

export function fetchReportPage(filter: ReportFilterState, page: number, pageSize: number): Promise<ReportAnswer> {
  const params = reportParams(filter);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return api.get(`/ticket/reports?${params.toString()}`, reportAnswerSchema);
}

/**
 * Downloads the streamed xlsx, reporting progress as the rows arrive (the server announces their count; the bytes
 * read so far against an estimate per row give the share). Answers the file as a Blob.
 */
export async function downloadReport(filter: ReportFilterState, onProgress: (percent: number) => void): Promise<Blob> {
  // Through the API client: an expired session is refreshed and a refusal arrives as the catalogue error it is.
  const response = await api.download(`/ticket/reports/export?${reportParams(filter).toString()}`);
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
