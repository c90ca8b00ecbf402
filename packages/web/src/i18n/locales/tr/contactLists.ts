import type { Messages } from '../pt-BR';

/** Texts of the contact lists and list items pages. */
export const contactLists: Pick<Messages, 'contactLists' | 'contactListItems'> = {
  contactLists: {
    add: 'Yeni liste',
    search: 'Ara',
    columns: { name: 'Ad', contactsCount: 'Kişiler' },
    emptyTitle: 'Kişi listesi yok',
    emptyText: 'Bir liste oluşturun ve ad, numara ve e-posta sütunları olan bir .xlsx veya .csv tablosu içe aktarın.',
    open: '{{name}} kişilerini gör',
    upload: '{{name}} listesine tablo içe aktar',
    edit: '{{name}} düzenle',
    delete: '{{name}} sil',
    deleted: 'Liste silindi.',
    saved: 'Liste kaydedildi.',
    dialog: { addTitle: 'Yeni kişi listesi', editTitle: 'Kişi listesini düzenle', name: 'Ad' },
    importing: 'İçe aktarılıyor: $t(contactLists.counts.read, {"count": {{rows}} }), $t(contactLists.counts.addedRows, {"count": {{added}} })',
    imported: 'İçe aktarma bitti: $t(contactLists.counts.added, {"count": {{added}} }), $t(contactLists.counts.duplicates, {"count": {{duplicates}} }), $t(contactLists.counts.errors, {"count": {{errors}} })',
    counts: {
      read_zero: '{{count}} satır okundu', read_one: '{{count}} satır okundu', read_other: '{{count}} satır okundu',
      addedRows_zero: '{{count}} eklendi', addedRows_one: '{{count}} eklendi', addedRows_other: '{{count}} eklendi',
      added_zero: '{{count}} eklendi', added_one: '{{count}} eklendi', added_other: '{{count}} eklendi',
      duplicates_zero: '{{count}} tekrar', duplicates_one: '{{count}} tekrar', duplicates_other: '{{count}} tekrar',
      errors_zero: '{{count}} hatalı', errors_one: '{{count}} hatalı', errors_other: '{{count}} hatalı',
    },
    rowError: 'Satır {{row}}: {{reason}}',
    reasons: { invalidNumber: 'geçersiz numara', invalidName: 'geçersiz ad', invalidEmail: 'geçersiz e-posta' },
  },
  contactListItems: {
    back: 'Listelere dön',
    add: 'Yeni kişi',
    search: 'Ara',
    columns: { name: 'Ad', number: 'Numara', email: 'E-posta', valid: 'WhatsApp' },
    valid: { yes: 'Geçerli', no: 'Geçersiz', unknown: 'Kontrol edilmedi' },
    emptyTitle: 'Bu listede kişi yok',
    emptyText: 'Kişi ekleyin veya listeler sayfasında bir tablo içe aktarın.',
    edit: '{{name}} düzenle',
    delete: '{{name}} sil',
    deleted: 'Kişi silindi.',
    saved: 'Kişi kaydedildi.',
    dialog: { addTitle: 'Yeni kişi', editTitle: 'Kişiyi düzenle', name: 'Ad', number: 'Numara', email: 'E-posta' },
  },
};
