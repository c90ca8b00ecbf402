import type { Language } from '@guiche/shared';

/** A push's words in one language; '{{contact}}', '{{queue}}', '{{sender}}' and '{{chat}}' stand for their values. */
export interface PushLabels {
  pendingTitle: string;
  pendingBody: string;
  /** The push that tells how many waiting tickets a device's quiet minute held back (push-digest.ts). */
  digestTitle: { one: string; other: string };
  digestBody: string;
  messageBody: string;
  assignedTitle: string;
  chatTitle: string;
  chatBody: string;
  /** A message without text, by its kind (MESSAGE_MEDIA_TYPES, CHAT_MEDIA_TYPES); `attachment` for any other. */
  media: Record<'image' | 'audio' | 'video' | 'sticker' | 'locationMessage' | 'contactMessage' | 'attachment', string>;
}

/**
 * The server writes the notification (the service worker only shows it), in the recipient's language. The web's
 * catalogue is not loaded here; these few texts are kept in the four languages like the transcript's.
 */
export const PUSH_LABELS: Record<Language, PushLabels> = {
  'pt-BR': {
    pendingTitle: 'Novo atendimento aguardando',
    pendingBody: '{{contact}} · {{queue}}',
    digestTitle: { one: '{{count}} novo atendimento aguardando', other: '{{count}} novos atendimentos aguardando' },
    digestBody: 'Abra o Guichê para vê-los.',
    messageBody: 'Nova mensagem',
    assignedTitle: 'Atendimento transferido para você',
    chatTitle: '{{sender}} em {{chat}}',
    chatBody: 'Nova mensagem no chat interno',
    media: {
      image: 'Imagem',
      audio: 'Áudio',
      video: 'Vídeo',
      sticker: 'Figurinha',
      locationMessage: 'Localização',
      contactMessage: 'Contato',
      attachment: 'Anexo',
    },
  },
  en: {
    pendingTitle: 'New conversation waiting',
    pendingBody: '{{contact}} · {{queue}}',
    digestTitle: { one: '{{count}} new conversation waiting', other: '{{count}} new conversations waiting' },
    digestBody: 'Open Guichê to see them.',
    messageBody: 'New message',
    assignedTitle: 'Conversation transferred to you',
    chatTitle: '{{sender}} in {{chat}}',
    chatBody: 'New message in internal chat',
    media: {
      image: 'Image',
      audio: 'Audio',
      video: 'Video',
      sticker: 'Sticker',
      locationMessage: 'Location',
      contactMessage: 'Contact',
      attachment: 'Attachment',
    },
  },
  es: {
    pendingTitle: 'Nueva atención en espera',
    pendingBody: '{{contact}} · {{queue}}',
    digestTitle: { one: '{{count}} nueva atención en espera', other: '{{count}} nuevas atenciones en espera' },
    digestBody: 'Abre Guichê para verlas.',
    messageBody: 'Nuevo mensaje',
    assignedTitle: 'Atención transferida a ti',
    chatTitle: '{{sender}} en {{chat}}',
    chatBody: 'Nuevo mensaje en el chat interno',
    media: {
      image: 'Imagen',
      audio: 'Audio',
      video: 'Video',
      sticker: 'Sticker',
      locationMessage: 'Ubicación',
      contactMessage: 'Contacto',
      attachment: 'Adjunto',
    },
  },
  tr: {
    pendingTitle: 'Bekleyen yeni görüşme',
    pendingBody: '{{contact}} · {{queue}}',
    digestTitle: { one: '{{count}} yeni görüşme bekliyor', other: '{{count}} yeni görüşme bekliyor' },
    digestBody: 'Görmek için Guichê’yi açın.',
    messageBody: 'Yeni mesaj',
    assignedTitle: 'Görüşme size aktarıldı',
    chatTitle: '{{sender}} · {{chat}}',
    chatBody: 'Dahili sohbette yeni mesaj',
    media: {
      image: 'Görsel',
      audio: 'Ses',
      video: 'Video',
      sticker: 'Çıkartma',
      locationMessage: 'Konum',
      contactMessage: 'Kişi',
      attachment: 'Ek',
    },
  },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
