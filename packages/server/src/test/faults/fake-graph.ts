import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Meta's Graph API as far as the Cloud API adapter uses it in the fault tests: it takes every send and counts it. */
export interface FakeGraph {
  /** What GRAPH_API_URL points the servers at. */
  url: string;
  /** How many times each text body was sent to a customer (a reply sent twice shows as 2). */
  sent(): ReadonlyMap<string, number>;
  close(): Promise<void>;
}

export async function startFakeGraph(): Promise<FakeGraph> {
  const sent = new Map<string, number>();
  let next = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as { to?: string; status?: string; text?: { body?: string } }) : {};
      response.setHeader('content-type', 'application/json');
      // A send names its recipient; a read receipt (status: read) and the throughput read do not.
      if (request.method === 'POST' && request.url?.endsWith('/messages') && body.to && !body.status) {
        const text = body.text?.body ?? '';
        sent.set(text, (sent.get(text) ?? 0) + 1);
        next += 1;
        response.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: `wamid.fake.${next}` }],
          }),
        );
        return;
      }
      response.end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
