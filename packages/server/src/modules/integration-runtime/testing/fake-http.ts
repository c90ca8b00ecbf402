import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as text, and parsed when it is JSON or a form. */
  text: string;
  bytes: Buffer;
  json: unknown;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  /** Bytes (audio, a file) with their content type, instead of JSON or text. */
  bytes?: { content: Buffer; type: string };
  /** Never answer (a provider that hangs until the caller's timeout). */
  hang?: boolean;
}

/**
 * A tiny local HTTP server standing in for a provider (Typebot, Dialogflow, an n8n webhook, an OpenAI-compatible
 * API): `route` answers each request, every request is recorded. Tests never reach the network.
 */
export async function startFakeHttp(
  route: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<{ url: string; requests: FakeRequest[]; close: () => Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const text = bytes.toString();
      const type = req.headers['content-type'] ?? '';
      const json: unknown =
        type.includes('json') && text
          ? JSON.parse(text)
          : type.includes('form')
            ? Object.fromEntries(new URLSearchParams(text))
            : undefined;
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, text, bytes, json };
      requests.push(request);
      void Promise.resolve(route(request)).then((answer) => {
        if (answer.hang) return;
        if (answer.bytes)
          return void res
            .writeHead(answer.status ?? 200, { 'content-type': answer.bytes.type })
            .end(answer.bytes.content);
        res.writeHead(answer.status ?? 200, {
          'content-type': answer.json === undefined ? 'text/plain' : 'application/json',
        });
        res.end(answer.json === undefined ? (answer.text ?? '') : JSON.stringify(answer.json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
