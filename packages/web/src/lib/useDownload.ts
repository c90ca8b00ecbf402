import { useCallback, useRef, useState } from 'react';
import { handleApiError } from '../api/errorHandler';
import { downloadFile, saveFile, type DownloadProgress } from './download';

/**
 * One download at a time for a button: its progress while it runs (null when idle), saved when whole, a failure
 * shown through the error handler. A second start while one runs is ignored.
 */
export function useDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef(false);
  const start = useCallback(async (path: string, fallbackName: string) => {
    if (running.current) return;
    running.current = true;
    setProgress({ receivedBytes: 0, totalBytes: null, rows: null, totalRows: null });
    try {
      saveFile(await downloadFile(path, { fallbackName, onProgress: setProgress }));
    } catch (error) {
      handleApiError(error);
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, []);
  return { progress, busy: progress !== null, start };
}
