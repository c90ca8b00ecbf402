import type { Messages } from '../pt-BR';

/** Texts of the queue integrations page and dialog. */
export const integrations: Pick<Messages, 'queueIntegrations'> = {
  queueIntegrations: {
    add: 'Entegrasyon ekle',
    search: 'Ara',
    addTitle: 'Entegrasyon ekle',
    editTitle: 'Entegrasyonu düzenle',
    columns: { type: 'Tür', id: 'ID', name: 'Ad' },
    emptyTitle: 'Henüz entegrasyon yok',
    emptyText: 'Temsilcilerinizden önce yanıt vermesi için bir Dialogflow, n8n, webhook veya Typebot ekleyin.',
    edit: '{{name}} düzenle',
    delete: '{{name}} sil',
    saved: 'Entegrasyon kaydedildi.',
    deleted: 'Entegrasyon silindi.',
    lastError: 'Son hata: {{reason}}',
    test: 'Test et',
    testAnswered: 'Temsilci yanıtladı: {{message}}',
    jsonKept: 'Kayıtlı kimlik bilgilerini korumak için boş bırakın.',
    types: { dialogflow: 'DialogFlow', n8n: 'N8N', webhook: 'WebHooks', typebot: 'Typebot' },
    languages: { 'pt-BR': 'Portekizce', en: 'İngilizce', es: 'İspanyolca' },
    fields: { type: 'Tür', name: 'Ad', language: 'Dil', projectName: 'Proje adı', jsonContent: 'Kimlik bilgileri JSON', urlN8N: 'URL', typebotSlug: 'Typebot kısa adı', typebotExpires: 'Süre sonu (dakika)', typebotDelayMessage: 'Mesajlar arası gecikme (ms)', typebotKeywordFinish: 'Bitirme kelimesi', typebotKeywordRestart: 'Yeniden başlatma kelimesi', typebotUnknownMessage: 'Geçersiz seçenek mesajı', typebotRestartMessage: 'Yeniden başlatma mesajı' },
  },
};
