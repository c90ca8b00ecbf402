import { DEFAULT_LANGUAGE, type Language } from '@guiche/shared';

/** The words of a ticket's transcript in one language; '{{id}}' and '{{count}}' stand for their values. */
export interface TranscriptLabels {
  title: string;
  contact: string;
  number: string;
  queue: string;
  attendant: string;
  connection: string;
  exportedAt: string;
  none: string;
  you: string;
  bot: string;
  privateNote: string;
  deleted: string;
  edited: string;
  forwarded: string;
  file: string;
  noMessages: string;
  truncated: string;
  linksExpire: string;
  /** The downloaded file's name, without its extension. */
  fileName: string;
}

/**
 * The chat's own words where it has them (web locale chat.flags, chat.kinds), so the transcript reads as the chat
 * did. The server cannot load the web's catalogue; these few are kept here in the four languages.
 */
export const TRANSCRIPT_LABELS: Record<Language, TranscriptLabels> = {
  'pt-BR': {
    title: 'Atendimento #{{id}}',
    contact: 'Contato',
    number: 'Número',
    queue: 'Fila',
    attendant: 'Atendente',
    connection: 'Conexão',
    exportedAt: 'Exportado em',
    none: '—',
    you: 'Atendente',
    bot: 'Chatbot',
    privateNote: 'Nota privada',
    deleted: 'Esta mensagem foi apagada',
    edited: 'Editada',
    forwarded: 'Encaminhada',
    file: 'Arquivo',
    noMessages: 'Este atendimento não tem mensagens.',
    truncated: 'Só as primeiras {{count}} mensagens estão nesta transcrição.',
    linksExpire: 'Os links dos arquivos valem por algumas horas; depois, exporte a transcrição de novo.',
    fileName: 'atendimento',
  },
  en: {
    title: 'Ticket #{{id}}',
    contact: 'Contact',
    number: 'Number',
    queue: 'Queue',
    attendant: 'Agent',
    connection: 'Connection',
    exportedAt: 'Exported at',
    none: '—',
    you: 'Agent',
    bot: 'Chatbot',
    privateNote: 'Private note',
    deleted: 'This message was deleted',
    edited: 'Edited',
    forwarded: 'Forwarded',
    file: 'File',
    noMessages: 'This ticket has no messages.',
    truncated: 'Only the first {{count}} messages are in this transcript.',
    linksExpire: 'File links work for a few hours; after that, export the transcript again.',
    fileName: 'ticket',
  },
  es: {
    title: 'Atención #{{id}}',
    contact: 'Contacto',
    number: 'Número',
    queue: 'Cola',
    attendant: 'Agente',
    connection: 'Conexión',
    exportedAt: 'Exportado el',
    none: '—',
    you: 'Agente',
    bot: 'Chatbot',
    privateNote: 'Nota privada',
    deleted: 'Este mensaje fue eliminado',
    edited: 'Editado',
    forwarded: 'Reenviado',
    file: 'Archivo',
    noMessages: 'Esta atención no tiene mensajes.',
    truncated: 'Solo los primeros {{count}} mensajes están en esta transcripción.',
    linksExpire: 'Los enlaces de los archivos valen por algunas horas; después, exporte la transcripción de nuevo.',
    fileName: 'atencion',
  },
  tr: {
    title: 'Talep #{{id}}',
    contact: 'Kişi',
    number: 'Numara',
    queue: 'Kuyruk',
    attendant: 'Temsilci',
    connection: 'Bağlantı',
    exportedAt: 'Dışa aktarılma',
    none: '—',
    you: 'Temsilci',
    bot: 'Sohbet botu',
    privateNote: 'Özel not',
    deleted: 'Bu mesaj silindi',
    edited: 'Düzenlendi',
    forwarded: 'İletildi',
    file: 'Dosya',
    noMessages: 'Bu talepte mesaj yok.',
    truncated: 'Bu dökümde yalnızca ilk {{count}} mesaj var.',
    linksExpire: 'Dosya bağlantıları birkaç saat geçerlidir; sonrasında dökümü yeniden dışa aktarın.',
    fileName: 'talep',
  },
};

/** The transcript's words in the user's language; Portuguese, the product's default, for one it does not know. */
export function transcriptLabels(language: string | null | undefined): TranscriptLabels {
  return language && Object.hasOwn(TRANSCRIPT_LABELS, language)
    ? TRANSCRIPT_LABELS[language as Language]
    : TRANSCRIPT_LABELS[DEFAULT_LANGUAGE];
}
