import type { Messages } from '../pt-BR';

/** Texts of a contact's erasure (contact drawer) and of the settings screen's privacy card. */
export const contactErasure: Pick<Messages, 'contactErasure' | 'privacySettings'> = {
  contactErasure: {
    title: 'Verileri sil',
    description:
      'Kişinin talebiyle (KVKK/LGPD) şirketin onun hakkında tuttuklarını siler. Talepler verisiz olarak kalır.',
    action: 'Kişi verilerini sil',
    dialogTitle: '{{name}} verileri silinsin mi?',
    goesTitle: 'Silinecekler',
    goes: 'Ad, numara, fotoğraf, e-posta, ek bilgiler ve etiketler; notlar; tüm mesajların metni ve dosyaları; zamanlanmış mesajlardaki, kampanya gönderimlerindeki ve kişi listelerindeki kopyalar.',
    staysTitle: 'Kalanlar',
    stays:
      'Talepler, değerlendirmeler ve rapor rakamları, kişinin hiçbir verisi olmadan; ve silmeyi kimin ne zaman istediğinin kaydı.',
    block: '{{days}} gün boyunca numara yeniden eklenemez (elle ya da listeyle), kişi tekrar yazmadıkça.',
    irreversible: 'Bu işlem geri alınamaz.',
    confirmLabel: 'Kişinin adı',
    confirmHelper: 'Onaylamak için “{{name}}” yazın',
    confirm: 'Verileri sil',
    pending: 'Sırada: silme birazdan başlıyor…',
    running:
      'Siliniyor… şimdiye kadar $t(contactErasure.counts.messages, {"count": {{messages}} }) ve $t(contactErasure.counts.files, {"count": {{files}} }).',
    progressLabel: 'Silme ilerlemesi',
    done: 'Veriler silindi.',
    doneSummary:
      '$t(contactErasure.counts.messages, {"count": {{messages}} }), $t(contactErasure.counts.files, {"count": {{files}} }) ve $t(contactErasure.counts.notes, {"count": {{notes}} }); raporlar için $t(contactErasure.counts.tickets, {"count": {{tickets}} }).',
    erased: 'Bu kişinin verileri {{date}} tarihinde {{name}} tarafından silindi.',
    erasedRunning: 'Bu kişinin verileri siliniyor.',
    counts: {
      messages_one: '{{count}} mesaj silindi',
      messages_other: '{{count}} mesaj silindi',
      files_one: '{{count}} dosya kaldırıldı',
      files_other: '{{count}} dosya kaldırıldı',
      notes_one: '{{count}} not silindi',
      notes_other: '{{count}} not silindi',
      tickets_one: '{{count}} talep korundu',
      tickets_other: '{{count}} talep korundu',
    },
  },
  privacySettings: {
    title: 'Gizlilik',
    intro: 'Yalnızca gerekeni saklayın: saklama süresi, süresi geçenleri her gün siler. Boş bırakılırsa kapalıdır.',
    optOutHelp: 'Bu kelimeyle yanıt veren onayını geri çeker. Boş: mesajla geri çekme yok.',
    mediaHelp: 'Bundan eski fotoğraf, ses, video ve belgeler kaldırılır (mesajların metni kalır).',
    messagesHelp: 'Kapalı taleplerin bundan eski mesajları anonimleştirilir (metin ve dosyalar).',
    auditHelp: 'Denetim kaydının her işlemi kaç gün tuttuğu (en az 30).',
    days: 'gün',
    off: 'Kapalı',
    previewLoading: 'Bugün neyin silineceği hesaplanıyor…',
    preview:
      'Bugün $t(privacySettings.counts.files, {"count": {{files}} }) ve $t(privacySettings.counts.messages, {"count": {{messages}} }) silinir.',
    previewFailed: 'Neyin silineceği hesaplanamadı.',
    confirmTitle: 'Saklama süresi açılsın mı?',
    confirmText: '{{preview}} Bundan sonra süresi geçenler her gün silinir. Bu işlem geri alınamaz.',
    confirm: 'Aç ve kaydet',
    counts: {
      files_one: '{{count}} medya dosyası',
      files_other: '{{count}} medya dosyası',
      messages_one: '{{count}} mesaj',
      messages_other: '{{count}} mesaj',
    },
  },
};
