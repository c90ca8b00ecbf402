import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactExportSummary } from '@guiche/shared';
import { messages } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertContact, insertTicket } from '../contacts/testing/fixtures.js';
import { ARCHIVE_PAGES } from './contact-archive.js';
import { historyWriter, readZip } from './testing/contact-history.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Words of customer-service chats: texts made of them deflate about as real ones do (a fixed text would not). */
const WORDS =
  `olá bom dia boa tarde noite quero saber sobre meu pedido entrega boleto segunda via obrigado atendimento prazo
valor não consegui acessar aplicativo senha cadastro endereço rua número bairro cidade cep telefone email nome cpf
produto chegou quebrado trocar devolver reembolso cartão crédito débito pix parcela juros desconto promoção cupom
frete grátis amanhã hoje ontem semana mês ano horário loja online site link foto comprovante pagamento aprovado
recusado cancelado pendente status rastreio código correios atraso reclamação gerente protocolo retorno ligação
mensagem áudio vídeo documento contrato plano fatura vencimento multa acordo orçamento proposta dúvida ajuda por
favor certo ok entendi perfeito combinado aguardo urgente problema resolvido`.split(/\s+/);

/** Message n's text: 3 to 42 words drawn by a small seeded generator, the same on every run. */
function chatText(n: number): string {
  let seed = n + 1;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const length = 3 + Math.floor(next() * 40);
  return Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
}

/** A contact with one long ticket (more messages than a page) and a few files of known sizes. */
async function longHistory(count: number) {
  const team = await createTeam(t);
  const companyId = team.company.id;
  const w = historyWriter(t, companyId);
  const contact = await insertContact(w.db, companyId, { name: 'Carla Longa' });
  const ticket = await insertTicket(w.db, companyId, contact.id);
  const rows = Array.from({ length: count }, (_, n) => ({
    companyId,
    ticketId: ticket.id,
    contactId: contact.id,
    fromMe: n % 3 === 0,
    wid: `long-${ticket.id}-${n}`,
    body: chatText(n),
  }));
  for (let start = 0; start < rows.length; start += 500)
    await w.db.insert(messages).values(rows.slice(start, start + 500));
  for (let n = 0; n < 3; n++)
    await w.mediaMessage(
      { ticketId: ticket.id, contactId: contact.id },
      { text: `FILE-${n}-`.padEnd(20_000 * (n + 1), 'x'), extension: 'jpg' },
    );
  return { team, contact, ticket };
}

describe('a long history', { timeout: 120_000 }, () => {
  it('is read in pages: every message once and in order, and the size estimate is near the archive', async () => {
    const count = ARCHIVE_PAGES.messages * 2 + 137;
    const { team, contact, ticket } = await longHistory(count);
    const summary = await call<ContactExportSummary>(t.url, 'GET', `/contacts/${contact.id}/export/summary`, {
      token: team.adminToken,
    });
    expect(summary.body).toMatchObject({ tickets: 1, messages: count + 3, mediaFiles: 3, mediaBytes: 120_000 });
    const response = await fetch(`${t.url}/api/contacts/${contact.id}/export`, {
      headers: { authorization: `Bearer ${team.adminToken}` },
    });
    const zip = Buffer.from(await response.arrayBuffer());
    const entries = await readZip(zip);
    const file = JSON.parse(entries.get(`tickets/ticket-${ticket.id}.json`)?.toString() ?? '{}') as {
      messages: { id: number; body: string }[];
    };
    expect(file.messages).toHaveLength(count + 3);
    expect(file.messages.slice(0, count).map((message) => message.body)).toEqual(
      Array.from({ length: count }, (_, n) => chatText(n)),
    );
    const ids = file.messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The estimate is a little above the archive (export-summary.ts says why), never far from it.
    const ratio = summary.body.estimatedBytes / zip.length;
    expect(ratio, `estimated ${summary.body.estimatedBytes}, archive ${zip.length}`).toBeGreaterThanOrEqual(1);
    expect(ratio).toBeLessThan(1.5);
  });

  it('stops when the download is abandoned, and the next export is whole', async () => {
    const { team, contact } = await longHistory(ARCHIVE_PAGES.messages + 10);
    const controller = new AbortController();
    const response = await fetch(`${t.url}/api/contacts/${contact.id}/export`, {
      headers: { authorization: `Bearer ${team.adminToken}` },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    await reader?.cancel().catch(() => undefined);
    const again = await fetch(`${t.url}/api/contacts/${contact.id}/export`, {
      headers: { authorization: `Bearer ${team.adminToken}` },
    });
    const entries = await readZip(Buffer.from(await again.arrayBuffer()));
    expect([...entries.keys()].filter((name) => name.startsWith('media/'))).toHaveLength(3);
  });
});
