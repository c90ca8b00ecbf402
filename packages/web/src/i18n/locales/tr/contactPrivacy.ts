import type { Messages } from '../pt-BR';

/** Texts of the contact drawer's LGPD part: consent history and data export. */
export const contactPrivacy: Pick<Messages, 'contactPrivacy'> = {
  contactPrivacy: {
    consents: {
      title: 'LGPD onayı',
      empty: 'Onay talebine kayıtlı bir yanıt yok.',
      decisions: { accepted: 'Kabul etti', refused: 'Reddetti', withdrawn: 'Geri çekti' },
      showText: 'Metni göster',
      hideText: 'Metni gizle',
      more: 'Daha fazla göster',
    },
    export: {
      title: 'Veri taşınabilirliği',
      description:
        'Şirketin bu kişi hakkında tuttuğu her şeyi içeren bir .zip dosyası: profil, onaylar, talepler, mesajlar ve dosyalar.',
      action: 'Verileri dışa aktar',
      preparing: 'Dışa aktarma hazırlanıyor…',
      progress: '{{received}} / yaklaşık {{total}} · %{{percent}}',
      progressLabel: 'Dışa aktarma ilerlemesi',
      tickets_one: '{{count}} talep',
      tickets_other: '{{count}} talep',
      messages_one: '{{count}} mesaj',
      messages_other: '{{count}} mesaj',
      files_one: '{{count}} dosya ({{size}})',
      files_other: '{{count}} dosya ({{size}})',
      done: 'Kişi verileri dışa aktarıldı.',
      cancelled: 'Dışa aktarma iptal edildi.',
    },
  },
};
