import type { Messages } from '../pt-BR';

/** Klavye kısayollarının ve '?' sayfasının metinleri. */
export const shortcuts: Pick<Messages, 'shortcuts'> = {
  shortcuts: {
    menuItem: 'Klavye kısayolları',
    title: 'Klavye kısayolları',
    unavailableHint: 'Gri kısayollar bu ekranda çalışmaz.',
    or: 'veya',
    groups: {
      general: 'Genel',
      tickets: 'Talep listesi',
      ticket: 'Açık talep',
      replyBox: 'Yanıt kutusunda',
    },
    actions: {
      help: 'Klavye kısayollarını göster',
      leaveField: 'Pencereyi veya menüyü kapat; metin alanından çık',
      nextTicket: 'Listedeki sonraki talep',
      previousTicket: 'Listedeki önceki talep',
      searchTickets: 'Taleplerde ara',
      accept: 'Bekleyen talebi kabul et',
      resolve: 'Çöz (kapatma seçeneklerini açar)',
      transfer: 'Talebi aktar',
      reply: 'Yanıt yaz',
      quickReplies: 'Mesajın başında: hızlı yanıtlar',
      pickQuickReply: 'Hızlı yanıtı seç',
      insertQuickReply: 'Seçilen hızlı yanıtı ekle',
      closeQuickReplies: 'Hızlı yanıtları kapat',
      send: 'Mesajı gönder',
      newLine: 'Satır sonu ekle',
    },
    keys: { alt: 'Alt', option: 'Option', ctrl: 'Ctrl', shift: 'Shift', enter: 'Enter', escape: 'Esc', tab: 'Tab' },
  },
};
