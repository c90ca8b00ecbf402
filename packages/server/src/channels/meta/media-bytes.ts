import type { Readable } from 'node:stream';

/** Outbound media arrives as a Buffer or a stream; the Graph upload endpoints need the whole file in one part. */
export async function readAllBytes(data: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(data)) return data;
  const chunks: Buffer[] = [];
  for await (const chunk of data) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A multipart file part; the Buffer is copied into a Blob because FormData only takes Blobs. */
export function fileBlob(bytes: Buffer, mime: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type: mime });
}
