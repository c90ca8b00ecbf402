/**
 * The inbound benchmark's push service, in a child process of its own (in production it is Google's, Mozilla's or
 * Apple's servers): it accepts every push with 201 and counts them, and answers the count at GET /count.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePushReady {
  baseUrl: string;
}

if (process.send) {
  let received = 0;
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/count') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received }));
      return;
    }
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(201).end();
    });
  });
  process.once('message', () => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      process.send?.({ ready: { baseUrl: `http://127.0.0.1:${port}` } satisfies FakePushReady });
      const end = () => server.close(() => process.exit(0));
      process.once('message', end);
      process.once('disconnect', end);
    });
  });
}
