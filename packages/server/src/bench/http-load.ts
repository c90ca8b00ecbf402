/**
 * A load generator for API benchmarks, run as a child process: in production the callers are other machines, and
 * a sender in the server's own process takes event-loop time from the server it measures. node:http with kept-alive
 * sockets, as webhook-load.ts explains. Sends the planned requests with a fixed number in flight and answers each
 * one's status and latency.
 */
import { Agent, request } from 'node:http';

export interface HttpLoadRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpLoadPlan {
  requests: HttpLoadRequest[];
  concurrency: number;
}

export interface HttpLoadResult {
  seconds: number;
  /** By request index. */
  statuses: number[];
  latenciesMs: number[];
  /** The body of the first refused (non-2xx) answer, so a run that measured refusals says why. */
  firstRefusal?: string;
}

interface Answer {
  status: number;
  /** Kept for refusals only. */
  body?: string;
}

function send(agent: Agent, planned: HttpLoadRequest): Promise<Answer> {
  const body = planned.body === undefined ? undefined : Buffer.from(planned.body);
  return new Promise((resolve, reject) => {
    const headers = body ? { ...planned.headers, 'content-length': String(body.length) } : planned.headers;
    const outgoing = request(planned.url, { method: planned.method, agent, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      if (status < 300) response.resume();
      else response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve(status < 300 ? { status } : { status, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

async function runLoad({ requests, concurrency }: HttpLoadPlan): Promise<HttpLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses: number[] = [];
  const latenciesMs: number[] = [];
  let firstRefusal: string | undefined;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < requests.length; i = next++) {
        const sentAt = performance.now();
        const answer = await send(agent, requests[i] as HttpLoadRequest);
        statuses[i] = answer.status;
        latenciesMs[i] = performance.now() - sentAt;
        firstRefusal ??= answer.body;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { seconds, statuses, latenciesMs, ...(firstRefusal === undefined ? {} : { firstRefusal }) };
}

if (process.send) {
  process.once('message', (plan: HttpLoadPlan) => {
    runLoad(plan).then(
      (result) => process.send?.({ result }, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
