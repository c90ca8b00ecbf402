import type { Messages } from '../pt-BR';

/** Nöbet sayfasının ve iletişim kutusunun metinleri. */
export const plantao: Pick<Messages, 'plantao'> = {
  plantao: {
    add: 'Ekle',
    columns: { id: 'ID', user: 'Nöbetçi', phone: 'Telefon', hours: 'Saatler' },
    hoursLine: '{{weekday}} - {{start}} ile {{end}} arası',
    noUser: 'Kullanıcı silindi',
    emptyTitle: 'Henüz nöbetçi yok',
    emptyText: 'Mesai dışında bekleyen görüşmelerin bildirimlerini WhatsApp üzerinden alacak kişiyi ekleyin.',
    emptyTextReadOnly: 'Bir yönetici nöbetçi eklediğinde burada görünür.',
    edit: '{{name}} nöbetini düzenle',
    delete: '{{name}} nöbetini sil',
    confirmDeleteTitle: 'Nöbetçiyi sil',
    confirmDelete: 'Bu nöbetçiyi gerçekten silmek istiyor musunuz?',
    saved: 'Nöbet kaydedildi',
    deleted: 'Nöbet kaldırıldı',
    dialog: {
      addTitle: 'Nöbetçi ekle',
      editTitle: 'Nöbetçiyi düzenle',
      user: 'Kullanıcı',
      noUsers: 'Kullanıcı bulunamadı',
      phone: 'Telefon',
      phonePlaceholder: '5511999999999',
      phoneHint: 'Ülke ve alan koduyla: bildirimler bu numaraya varsayılan bağlantı üzerinden gelir.',
      interval: 'Bildirimler arası süre',
      minutes: 'dk',
      days: 'Nöbet günleri ve saatleri',
      daysHint: 'Nöbet olmayan günleri boş bırakın. Başlangıçtan önce biten bir nöbet gece yarısını geçer.',
      start: 'Başlangıç',
      end: 'Bitiş',
    },
    validation: {
      userRequired: 'Kullanıcıyı seçin',
      phoneRequired: 'Telefonu girin',
      intervalRequired: 'Bildirimler arası süreyi girin',
      startRequired: 'Nöbetin başlangıcını girin',
      endRequired: 'Nöbetin bitişini girin',
      oneDay: 'En az bir gün için başlangıç ve bitiş saati girilmelidir',
    },
  },
};
