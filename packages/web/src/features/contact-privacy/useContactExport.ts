import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { contactExportFileName, type ContactExportSummary } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { fileNameOf, saveFile } from '../../lib/download';
import { fetchExportSummary, openExport } from './contactPrivacyApi';

/** Where an export is: asking what it holds, then receiving the zip against the size the summary expects. */
export type ContactExportState =
  { phase: 'idle' } | { phase: 'summary' } | { phase: 'download'; summary: ContactExportSummary; received: number };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A contact's data export from the drawer: the summary first (what the archive holds and its expected size), then
 * the zip streamed and counted as it arrives, saved when whole. Cancelling stops reading, which ends the download
 * (and the server's writing); closing the drawer cancels too.
 */
export function useContactExport(contactId: number) {
  const { t } = useTranslation();
  const [state, setState] = useState<ContactExportState>({ phase: 'idle' });
  const running = useRef(false);
  const cancelled = useRef(false);
  const reader = useRef<ReadableStreamDefaultReader<Uint8Array> | null>(null);

  const cancel = useCallback(() => {
    if (!running.current) return;
    cancelled.current = true;
    void reader.current?.cancel().catch(() => undefined);
  }, []);

  useEffect(() => cancel, [cancel]);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    cancelled.current = false;
    setState({ phase: 'summary' });
    try {
      const summary = await fetchExportSummary(contactId);
      if (cancelled.current) return;
      setState({ phase: 'download', summary, received: 0 });
      const response = await openExport(contactId);
      const fileName = fileNameOf(
        response.headers.get('content-disposition'),
        contactExportFileName(contactId, today()),
      );
      const body = response.body;
      if (!body) throw new Error('the export answered no body');
      const stream = body.getReader();
      reader.current = stream;
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await stream.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        setState({ phase: 'download', summary, received });
      }
      if (cancelled.current) return;
      saveFile({ blob: new Blob(chunks, { type: 'application/zip' }), fileName });
      toast.success(t('contactPrivacy.export.done'));
    } catch (error) {
      if (!cancelled.current) handleApiError(error);
    } finally {
      if (cancelled.current) toast.info(t('contactPrivacy.export.cancelled'));
      reader.current = null;
      running.current = false;
      setState({ phase: 'idle' });
    }
  }, [contactId, t]);

  return { state, start, cancel };
}
