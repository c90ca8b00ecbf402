import type { Messages } from '../pt-BR';

/** Texts of the schedules page and the schedule dialog. */
export const schedules: Pick<Messages, 'schedules'> = {
  schedules: {
    add: 'Yeni zamanlama',
    search: 'Kişi veya mesaja göre ara',
    searchHint: 'Aramak için en az 3 karakter yazın.',
    columns: { contact: 'Kişi', body: 'Mesaj', sendAt: 'Gönderim zamanı', status: 'Durum' },
    statuses: { PENDENTE: 'Bekliyor', ENVIADA: 'Gönderildi', ERRO: 'Hata' },
    failedBecause: 'Gönderilmedi: {{reason}}',
    emptyTitle: 'Zamanlama bulunamadı',
    emptyText: 'Bir kişi için mesaj zamanlayın veya aramayı değiştirin.',
    edit: '{{name}} için zamanlamayı düzenle',
    editSent: 'Gönderilmiş bir zamanlama değiştirilemez',
    delete: '{{name}} için zamanlamayı sil',
    saved: 'Zamanlama başarıyla kaydedildi!',
    deleted: 'Zamanlama başarıyla silindi!',
    dialog: {
      addTitle: 'Yeni zamanlama',
      editTitle: 'Zamanlamayı düzenle',
      contact: 'Kişi',
      contactHint: 'Aramak için en az 3 karakter yazın.',
      noContacts: 'Kişi bulunamadı',
      body: 'Mesaj',
      sendAt: 'Gönderim zamanı',
      required: 'Zorunlu',
    },
  },
};
