import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CsvRecordCounter,
  downloadFile,
  fileNameOf,
  formatBytes,
  progressPercent,
  type DownloadProgress,
} from './download';

const encode = (text: string) => new TextEncoder().encode(text);

/** A streamed answer that arrives in these pieces. */
function streamed(pieces: string[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('download progress', () => {
  const at = (change: Partial<DownloadProgress>): DownloadProgress => ({
    receivedBytes: 0,
    totalBytes: null,
    rows: null,
    totalRows: null,
    ...change,
  });

  it('measures by size when it is known, else by rows, else not at all', () => {
    expect(progressPercent(at({ receivedBytes: 250, totalBytes: 1000, rows: 9, totalRows: 10 }))).toBe(25);
    expect(progressPercent(at({ receivedBytes: 250, rows: 3, totalRows: 4 }))).toBe(75);
    expect(progressPercent(at({ rows: 0, totalRows: 0 }))).toBe(100);
    expect(progressPercent(at({ receivedBytes: 5000, totalRows: 100 }))).toBeNull();
    expect(progressPercent(at({ receivedBytes: 2000, totalBytes: 1000 }))).toBe(100);
  });

  it('counts CSV records across chunks, line breaks inside quoted fields aside', () => {
    const counter = new CsvRecordCounter();
    for (const piece of ['Nome,Obs\r\n', 'Ana,"linha 1\r\nlinha', ' 2 com ""aspas"""\r\nBru', 'no,x\r\n'])
      counter.push(encode(piece));
    expect(counter.records).toBe(3);
  });

  it('reads the file name the server gives', () => {
    expect(fileNameOf('attachment; filename="contatos.csv"', 'x.csv')).toBe('contatos.csv');
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'ata%C3%A7%C3%A3o.csv', 'x')).toBe('atação.csv');
    expect(fileNameOf(null, 'fallback.html')).toBe('fallback.html');
  });

  it('shows sizes as people read them', () => {
    expect(formatBytes(820, 'en')).toBe('820 byte');
    expect(formatBytes(14_200, 'en')).toBe('14.2 kB');
    expect(formatBytes(3_100_000, 'pt-BR')).toBe('3,1 MB');
  });

  it('streams a CSV export reporting its rows against the announced count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamed(['\uFEFFNome,Número\r\nAna,1\r\n', 'Bruno,2\r\nCa', 'rla,3\r\n'], {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="contatos.csv"',
          'x-export-rows': '3',
        }),
      ),
    );
    const seen: (number | null)[] = [];
    const file = await downloadFile('/contacts/export?format=csv', {
      fallbackName: 'x.csv',
      onProgress: (progress) => seen.push(progressPercent(progress)),
    });
    expect(file.fileName).toBe('contatos.csv');
    expect(seen).toEqual([0, 33, 66, 100]);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    // The byte order mark is kept: Excel reads the saved file as UTF-8 by it.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.blob.text()).toBe('Nome,Número\r\nAna,1\r\nBruno,2\r\nCarla,3\r\n');
  });

  it('measures a file of known size by its bytes, and one of unknown size not at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(streamed(['<html>', '</html>'], { 'content-type': 'text/html', 'content-length': '13' }))
        .mockResolvedValueOnce(streamed(['PK', 'zip'], { 'content-type': 'application/zip', 'x-export-rows': '9' })),
    );
    const html: (number | null)[] = [];
    await downloadFile('/messages/1/transcript', {
      fallbackName: 'a.html',
      onProgress: (p) => html.push(progressPercent(p)),
    });
    expect(html).toEqual([0, 46, 100]);
    const xlsx: DownloadProgress[] = [];
    await downloadFile('/contacts/export', { fallbackName: 'a.xlsx', onProgress: (p) => xlsx.push(p) });
    expect(xlsx.map(progressPercent)).toEqual([null, null, null]);
    expect(xlsx.at(-1)).toMatchObject({ receivedBytes: 5, totalRows: 9, rows: null });
  });
});
