import { api } from '../api/client';

/**
 * Downloads of files the server streams (exports, transcripts), with their progress: the bytes received against the
 * Content-Length when the server sent one, else the rows received against the row count it announced
 * (X-Export-Rows), counted in the file itself when it is CSV. An Excel file's rows cannot be counted until it is
 * whole (it is compressed), so it shows the bytes received on an indeterminate bar.
 */
export interface DownloadProgress {
  receivedBytes: number;
  /** From Content-Length, when the server knew the size. */
  totalBytes: number | null;
  /** Data rows received so far (CSV only; its header line aside). */
  rows: number | null;
  /** From the X-Export-Rows header. */
  totalRows: number | null;
}

/** The share done, 0 to 100, or null when there is nothing to measure it against (an indeterminate bar). */
export function progressPercent(progress: DownloadProgress): number | null {
  const share =
    progress.totalBytes !== null && progress.totalBytes > 0
      ? progress.receivedBytes / progress.totalBytes
      : progress.totalRows !== null && progress.rows !== null
        ? progress.totalRows === 0
          ? 1
          : progress.rows / progress.totalRows
        : null;
  return share === null ? null : Math.min(100, Math.floor(share * 100));
}

/** The file name a Content-Disposition gives (filename* first, as RFC 6266 says), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below, or the fallback.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
  return plain || fallback;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records of a CSV as its bytes arrive, whatever the chunks: a line feed ends a record unless it is inside
 * a quoted field (RFC 4180, where a quote inside a field is written twice, which leaves the in/out state right).
 */
export class CsvRecordCounter {
  private quoted = false;
  records = 0;

  push(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.quoted = !this.quoted;
      else if (byte === LINE_FEED && !this.quoted) this.records += 1;
    }
  }
}

const numberOrNull = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Streams GET `path` through the API client (session refresh, catalogue errors), reporting progress as it arrives. */
export async function downloadFile(
  path: string,
  options: { fallbackName: string; onProgress(progress: DownloadProgress): void },
): Promise<DownloadedFile> {
  const response = await api.download(path);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  const counter = type.startsWith('text/csv') ? new CsvRecordCounter() : null;
  const progress: DownloadProgress = {
    receivedBytes: 0,
    totalBytes: numberOrNull(response.headers.get('content-length')),
    rows: counter ? 0 : null,
    totalRows: numberOrNull(response.headers.get('x-export-rows')),
  };
  options.onProgress({ ...progress });
  if (!response.body) {
    const blob = await response.blob();
    options.onProgress({ ...progress, receivedBytes: blob.size });
    return { blob, fileName };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.receivedBytes += value.length;
    if (counter) {
      counter.push(value);
      // The first record is the header line.
      progress.rows = Math.max(0, counter.records - 1);
    }
    options.onProgress({ ...progress });
  }
  return { blob: new Blob(chunks, { type }), fileName };
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** A byte count as people read it: 820 B, 14.2 kB, 3.1 MB, in the language's number format. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
