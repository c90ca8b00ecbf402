import { extensionOfKey } from './media-files.js';

/**
 * Where each part of a contact's export lies inside the zip, and the README that explains it to the person who asked
 * for their data (in Portuguese, the language of the product's contacts, then in English).
 */
export const ARCHIVE_FILES = {
  readme: 'README.txt',
  contact: 'contact.json',
  schedules: 'schedules.json',
  campaignSends: 'campaign-sends.json',
  missingMedia: 'media/missing.json',
} as const;

export function ticketFileOf(ticketId: number, own: boolean): string {
  return own ? `tickets/ticket-${ticketId}.json` : `tickets/group-ticket-${ticketId}.json`;
}

/** A name safe in any unzip tool and file system: no accents, no separators, at most 60 characters. */
function safeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 60);
}

/**
 * A message's file inside the zip: `media/ticket-<ticket>/<message>-<original name>.<ext>`. The message id makes
 * it unique; the extension is the stored file's (what its bytes are), the rest the name the file was sent with.
 */
export function mediaPathOf(message: { id: number; ticketId: number; mediaName: string | null }, key: string): string {
  const extension = extensionOfKey(key);
  const original = message.mediaName ? safeName(message.mediaName.replace(/\.[^.]*$/, '')) : '';
  const base = original ? `${message.id}-${original}` : String(message.id);
  return `media/ticket-${message.ticketId}/${base}.${extension}`;
}

export function profilePicturePathOf(key: string): string {
  return `media/profile-picture.${extensionOfKey(key)}`;
}

export function readmeText(facts: { contactName: string; companyName: string; exportedAt: string }): string {
  return `Dados de ${facts.contactName} guardados por ${facts.companyName}
Exportado em ${facts.exportedAt} (UTC), a pedido do titular (LGPD, art. 18, II e V).

O que há neste arquivo
- ${ARCHIVE_FILES.contact}: o cadastro (nome, número, e-mail, campos adicionais, etiquetas), o histórico de
  consentimento (cada aceite, recusa ou revogação, com o texto e o link mostrados), as listas de contatos que têm o
  número, as observações sem atendimento e os registros de apagamento, se houver.
- tickets/ticket-<n>.json: cada atendimento com seu histórico (quem fez o quê e quando), etiquetas, observações,
  avaliação, tempos de atendimento e todas as mensagens (as do contato e as respostas da empresa).
  Cada mensagem com arquivo indica em "mediaFile" onde ele está neste zip.
- tickets/group-ticket-<n>.json: conversas em grupo de que a pessoa participou. Só as mensagens que ela mesma
  escreveu: as dos demais participantes são dados deles e não fazem parte desta exportação. Se este contato é um
  grupo, seus atendimentos trazem só as mensagens da empresa, pelo mesmo motivo.
- ${ARCHIVE_FILES.schedules}: mensagens agendadas para o contato.
- ${ARCHIVE_FILES.campaignSends}: envios de campanhas ao número, com o texto enviado e o resultado.
- media/: os arquivos das mensagens acima (fotos, áudios, vídeos, documentos) e a foto do perfil, quando a
  empresa guarda uma cópia; nenhum outro. Arquivos removidos antes da exportação (por retenção ou apagamento)
  estão listados em ${ARCHIVE_FILES.missingMedia}.
Datas e horas estão em UTC, no formato ISO 8601.

Data of ${facts.contactName} held by ${facts.companyName}, exported at ${facts.exportedAt} (UTC) at the data
subject's request. ${ARCHIVE_FILES.contact}: the profile, consent history, contact-list entries, notes and erasures.
tickets/: each ticket with its log, tags, notes, rating, attendance times and messages; in group conversations
only the messages this person wrote (a group contact's tickets hold only the company's messages). media/: the files
of those messages and the profile picture, nothing else. Times are UTC, ISO 8601.
`;
}
