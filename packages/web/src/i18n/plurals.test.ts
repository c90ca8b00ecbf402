import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { es } from './locales/es';
import { ptBR } from './locales/pt-BR';
import { tr } from './locales/tr';

/** The app's messages in an instance of their own: all four languages at once, none loaded lazily. */
const i18n = i18next.createInstance();
void i18n.init({
  resources: {
    'pt-BR': { translation: ptBR },
    en: { translation: en },
    es: { translation: es },
    tr: { translation: tr },
  },
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const COUNTS = [0, 1, 2, 5] as const;

/** What each language shows for COUNTS. Portuguese counts 0 as singular (CLDR), so `_zero` is there where 0 happens. */
const EXPECTED = {
  'session.subscriptionEnding': {
    'pt-BR': [
      'Sua assinatura vence hoje',
      'Sua assinatura vence em 1 dia',
      'Sua assinatura vence em 2 dias',
      'Sua assinatura vence em 5 dias',
    ],
    en: [
      'Your subscription expires today',
      'Your subscription expires in 1 day',
      'Your subscription expires in 2 days',
      'Your subscription expires in 5 days',
    ],
    es: [
      'Su suscripción vence hoy',
      'Su suscripción vence en 1 día',
      'Su suscripción vence en 2 días',
      'Su suscripción vence en 5 días',
    ],
    tr: [
      'Aboneliğiniz bugün bitiyor',
      'Aboneliğinizin bitmesine 1 gün kaldı',
      'Aboneliğinizin bitmesine 2 gün kaldı',
      'Aboneliğinizin bitmesine 5 gün kaldı',
    ],
  },
  'tickets.row.unread': {
    'pt-BR': ['0 mensagem não lida', '1 mensagem não lida', '2 mensagens não lidas', '5 mensagens não lidas'],
    en: ['0 unread messages', '1 unread message', '2 unread messages', '5 unread messages'],
    es: ['0 mensajes sin leer', '1 mensaje sin leer', '2 mensajes sin leer', '5 mensajes sin leer'],
    tr: ['0 okunmamış mesaj', '1 okunmamış mesaj', '2 okunmamış mesaj', '5 okunmamış mesaj'],
  },
  'connections.restartFailed': {
    'pt-BR': [
      'Não foi possível reiniciar 0 conexão.',
      'Não foi possível reiniciar 1 conexão.',
      'Não foi possível reiniciar 2 conexões.',
      'Não foi possível reiniciar 5 conexões.',
    ],
    en: [
      '0 connections could not be restarted.',
      '1 connection could not be restarted.',
      '2 connections could not be restarted.',
      '5 connections could not be restarted.',
    ],
    es: [
      'No se pudieron reiniciar 0 conexiones.',
      'No se pudo reiniciar 1 conexión.',
      'No se pudieron reiniciar 2 conexiones.',
      'No se pudieron reiniciar 5 conexiones.',
    ],
    tr: [
      '0 bağlantı yeniden başlatılamadı.',
      '1 bağlantı yeniden başlatılamadı.',
      '2 bağlantı yeniden başlatılamadı.',
      '5 bağlantı yeniden başlatılamadı.',
    ],
  },
  'kanban.laneCount': {
    'pt-BR': ['Nenhum ticket', '1 ticket', '2 tickets', '5 tickets'],
    en: ['No tickets', '1 ticket', '2 tickets', '5 tickets'],
    es: ['Ningún ticket', '1 ticket', '2 tickets', '5 tickets'],
    tr: ['Talep yok', '1 talep', '2 talep', '5 talep'],
  },
  'chat.forward.selecting': {
    'pt-BR': ['Nenhuma selecionada', '1 selecionada', '2 selecionadas', '5 selecionadas'],
    en: ['None selected', '1 selected', '2 selected', '5 selected'],
    es: ['Ninguno seleccionado', '1 seleccionado', '2 seleccionados', '5 seleccionados'],
    tr: ['Hiçbiri seçilmedi', '1 seçildi', '2 seçildi', '5 seçildi'],
  },
  'campaigns.settings.seconds': {
    'pt-BR': ['Sem intervalo', '1 segundo', '2 segundos', '5 segundos'],
    en: ['No break', '1 second', '2 seconds', '5 seconds'],
    es: ['Sin intervalo', '1 segundo', '2 segundos', '5 segundos'],
    tr: ['Ara yok', '1 saniye', '2 saniye', '5 saniye'],
  },
} as const;

describe('plural messages', () => {
  for (const [key, languages] of Object.entries(EXPECTED) as [
    keyof typeof EXPECTED,
    (typeof EXPECTED)[keyof typeof EXPECTED],
  ][]) {
    for (const [language, texts] of Object.entries(languages)) {
      it(`${key} in ${language} agrees with counts ${COUNTS.join(', ')}`, () => {
        const t = i18n.getFixedT(language);
        expect(COUNTS.map((count) => t(key, { count }))).toEqual(texts);
      });
    }
  }

  it('agrees each count of a sentence with several (nested plural fragments)', () => {
    const limits = {
      'pt-BR': '1 usuário, 2 conexões, 0 filas',
      en: '1 user, 2 connections, 0 queues',
      es: '1 usuario, 2 conexiones, 0 colas',
      tr: '1 kullanıcı, 2 bağlantı, 0 kuyruk',
    };
    for (const [language, text] of Object.entries(limits))
      expect(i18n.getFixedT(language)('checkout.limits', { users: 1, connections: 2, queues: 0 })).toBe(text);
    expect(i18n.getFixedT('pt-BR')('contactLists.imported', { added: 1, duplicates: 0, errors: 5 })).toBe(
      'Importação concluída: 1 adicionado, 0 repetidos, 5 com erro',
    );
    expect(i18n.getFixedT('en')('contactLists.importing', { rows: 1, added: 0 })).toBe(
      'Importing: 1 row read, 0 added',
    );
  });
});
