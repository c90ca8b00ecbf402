import type { superContent as reference } from '../pt-BR/superContent';
import type { LocaleMessages } from '../../localeShape';

export const superContent: LocaleMessages<typeof reference> = {
  announcements: {
    search: 'Duyuru ara',
    add: 'Duyuru ekle',
    addTitle: 'Yeni duyuru',
    editTitle: 'Duyuruyu düzenle',
    edit: 'Duyuruyu düzenle',
    columns: { title: 'Başlık', priority: 'Öncelik', attachment: 'Ek', status: 'Durum' },
    fields: { title: 'Başlık', text: 'Metin', status: 'Durum', priority: 'Öncelik' },
    priorities: { high: 'Yüksek', medium: 'Orta', low: 'Düşük' },
    active: 'Aktif',
    inactive: 'Pasif',
    noAttachment: 'Ek yok',
    attach: 'Görsel ekle',
    removeImage: 'Görseli kaldır',
    imageOnly: '.png, .jpg veya .jpeg bir görsel ekleyin.',
    saved: 'Duyuru kaydedildi!',
    deleted: 'Duyuru silindi!',
    emptyTitle: 'Duyuru yok',
    emptyText: 'Yayınladığınız duyurular üst çubukta tüm kullanıcılara görünür.',
  },
  helpsAdmin: {
    title: 'Yardım',
    add: 'Yardım ekle',
    edit: 'Yardımı düzenle',
    columns: { title: 'Başlık', description: 'Açıklama', video: 'Video kodu' },
    fields: { title: 'Başlık', description: 'Açıklama', video: 'Video kodu' },
    videoHint: 'YouTube video kodu (bağlantıda v= sonrasındaki kısım).',
    saveFailed:
      'İşlem tamamlanamadı. Aynı adda bir yardım olup olmadığını veya alanların doğru doldurulduğunu kontrol edin',
    deleteFailed: 'İşlem tamamlanamadı',
    emptyText: 'Yardım merkezinde görünmeleri için yardım videoları ekleyin.',
  },
};
