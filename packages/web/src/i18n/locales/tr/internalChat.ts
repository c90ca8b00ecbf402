import type { internalChat as reference } from '../pt-BR/internalChat';
import type { LocaleMessages } from '../../localeShape';

export const internalChat: LocaleMessages<typeof reference> = {
  internalChat: {
    add: 'Yeni',
    search: 'Sohbet ara',
    emptyTitle: 'Sohbet yok',
    emptyText: 'Meslektaşlarınızla bir sohbet başlatın.',
    pickTitle: 'Bir sohbet seçin',
    pickText: 'Listeden bir sohbet seçin veya yenisini başlatın.',
    noMessages: 'Henüz mesaj yok. Merhaba deyin!',
    noPreview: 'Mesaj yok',
    unread_one: '{{count}} okunmamış',
    unread_other: '{{count}} okunmamış',
    edit: 'Sohbeti düzenle',
    delete: 'Sohbeti sil',
    deleteTitle: 'Sohbeti sil',
    deleteText: 'Bu işlem geri alınamaz, onaylıyor musunuz?',
    deleted: 'Sohbet başarıyla silindi!',
    saved: 'Sohbet başarıyla kaydedildi!',
    gone: 'Bu sohbet artık mevcut değil.',
    back: 'Sohbetlere dön',
    loadOlder: 'Önceki mesajlar yükleniyor…',
    seeAll: 'Tüm sohbetleri gör',
    fileKinds: { image: 'Resim', audio: 'Ses', video: 'Video', other: 'Dosya' },
    input: {
      placeholder: 'Bir mesaj yazın',
      send: 'Gönder',
      attach: 'Dosya ekle',
      record: 'Ses kaydet',
    },
    dialog: {
      addTitle: 'Yeni sohbet',
      editTitle: 'Sohbeti düzenle',
      title: 'Başlık',
      users: 'Kullanıcılar',
      noUsers: 'Kullanıcı bulunamadı',
      ticketTitle: 'Talep #{{id}} · {{name}}',
    },
  },
};
