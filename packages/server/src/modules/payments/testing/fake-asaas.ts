import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 PNG: the fake's QR code image. */
const PIXEL_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface FakeAsaasCustomer {
  id: string;
  name: string;
  cpfCnpj: string;
  externalReference: string | null;
}

export interface FakeAsaasPayment {
  id: string;
  customer: string;
  billingType: string;
  value: number;
  dueDate: string;
  description: string | null;
  externalReference: string | null;
  status: 'PENDING' | 'RECEIVED';
}

export interface FakeAsaas {
  /** The API base, as ASAAS_BASE_URL takes it (…/v3). */
  url: string;
  customers: FakeAsaasCustomer[];
  payments: FakeAsaasPayment[];
  /** Requests that reached the API, with the access_token header each carried. */
  requests: { method: string; path: string; accessToken: string | undefined }[];
  /** Makes the API answer this status to every call (a provider outage); undefined restores it. */
  failWith(status: number | undefined): void;
  /** Makes every API answer wait this long (a slow provider, so concurrent checkouts overlap); 0 restores it. */
  setLatency(ms: number): void;
  /** Pays the charge and delivers Asaas' PAYMENT_RECEIVED webhook to `webhook`, answering our server's status. */
  receive(paymentId: string): Promise<number>;
  close(): Promise<void>;
}

export interface FakeAsaasOptions {
  apiKey: string;
  /** Where and with which asaas-access-token the fake delivers webhooks; may be set after start. */
  webhook?: { url: string; token: string };
}

/**
 * A local stand-in for Asaas' API v3, speaking its wire format: the API key in the access_token header (401 with
 * Asaas' error body otherwise), customers listed by externalReference and created, PIX charges and their QR code,
 * and the PAYMENT_RECEIVED webhook with the asaas-access-token header. For a browser test, which cannot reach this
 * process's objects: `GET /__fake/payments` lists the charges and `POST /__fake/payments/{id}/receive` does `receive`.
 */
export async function startFakeAsaas(
  options: FakeAsaasOptions,
): Promise<FakeAsaas & { setWebhook(webhook: { url: string; token: string }): void }> {
  const customers: FakeAsaasCustomer[] = [];
  const payments: FakeAsaasPayment[] = [];
  const requests: FakeAsaas['requests'] = [];
  let failure: number | undefined;
  let latency = 0;
  let webhook = options.webhook;
  const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

  const receive = async (paymentId: string): Promise<number> => {
    const payment = payments.find((p) => p.id === paymentId);
    if (!payment || !webhook) throw new Error(`fake Asaas: no payment ${paymentId} or no webhook`);
    payment.status = 'RECEIVED';
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'asaas-access-token': webhook.token },
      body: JSON.stringify({
        id: newId('evt'),
        event: 'PAYMENT_RECEIVED',
        dateCreated: new Date().toISOString(),
        payment: { object: 'payment', ...payment },
      }),
    });
    return response.status;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    const control = /^\/__fake\/payments\/([^/]+)\/receive$/.exec(url.pathname);
    if (control?.[1] && request.method === 'POST') return send(200, { webhookStatus: await receive(control[1]) });
    if (url.pathname === '/__fake/payments' && request.method === 'GET') return send(200, payments);

    const path = url.pathname.replace(/^\/v3/, '');
    const accessToken = header(request, 'access_token');
    requests.push({ method: request.method ?? '', path: `${path}${url.search}`, accessToken });
    if (accessToken !== options.apiKey)
      return send(401, {
        errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }],
      });
    if (failure) return send(failure, { errors: [{ code: 'unavailable', description: 'Serviço indisponível' }] });
    if (latency) await new Promise((resolve) => setTimeout(resolve, latency));

    if (request.method === 'GET' && path === '/customers') {
      const reference = url.searchParams.get('externalReference');
      const data = customers.filter((c) => !reference || c.externalReference === reference);
      return send(200, { object: 'list', hasMore: false, totalCount: data.length, limit: 10, offset: 0, data });
    }
    if (request.method === 'POST' && path === '/customers') {
      const customer: FakeAsaasCustomer = {
        id: newId('cus'),
        name: String(body.name),
        cpfCnpj: String(body.cpfCnpj),
        externalReference: stringOrNull(body.externalReference),
      };
      customers.push(customer);
      return send(200, { object: 'customer', ...customer });
    }
    if (request.method === 'POST' && path === '/payments') {
      if (!customers.some((c) => c.id === body.customer))
        return send(400, { errors: [{ code: 'invalid_customer', description: 'Cliente inválido' }] });
      // Asaas charges nothing of R$ 0: a free cycle must never reach it.
      if (!(Number(body.value) > 0))
        return send(400, {
          errors: [{ code: 'invalid_value', description: 'O valor da cobrança deve ser maior que zero.' }],
        });
      const payment: FakeAsaasPayment = {
        id: newId('pay'),
        customer: String(body.customer),
        billingType: String(body.billingType),
        value: Number(body.value),
        dueDate: String(body.dueDate),
        description: stringOrNull(body.description),
        externalReference: stringOrNull(body.externalReference),
        status: 'PENDING',
      };
      payments.push(payment);
      return send(200, { object: 'payment', ...payment });
    }
    const qr = /^\/payments\/([^/]+)\/pixQrCode$/.exec(path);
    const payment = payments.find((p) => p.id === qr?.[1]);
    if (request.method === 'GET' && payment) {
      return send(200, {
        encodedImage: PIXEL_PNG_BASE64,
        payload: `00020101021226820014br.gov.bcb.pix${payment.id}5204000053039865406${payment.value.toFixed(2)}`,
        expirationDate: `${payment.dueDate} 23:59:59`,
      });
    }
    return send(404, { errors: [{ code: 'not_found', description: 'Recurso não encontrado' }] });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v3`,
    customers,
    payments,
    requests,
    failWith: (status) => {
      failure = status;
    },
    setLatency: (ms) => {
      latency = ms;
    },
    receive,
    setWebhook: (value) => {
      webhook = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
