import { DEFAULT_LANGUAGE, type Language, type REPORT_STATUSES } from '@guiche/shared';

/** The report's columns as the screen lists them (its action column aside). */
export const REPORT_COLUMN_KEYS = [
  'id',
  'connection',
  'contact',
  'user',
  'queue',
  'status',
  'lastMessage',
  'createdAt',
  'closedAt',
  'supportTime',
  'nps',
] as const;
export type ReportColumnKey = (typeof REPORT_COLUMN_KEYS)[number];

/** The texts of the export in one language. */
export interface ReportLabels {
  columns: Record<ReportColumnKey, string>;
  statuses: Record<(typeof REPORT_STATUSES)[number], string>;
  /** How the screen writes a support time, '{{value}}' standing for the minutes. */
  minutes: string;
}

/**
 * The screen's own words (web locales reports.columns, reports.statuses and dashboard.cards.minutes), so the file
 * reads as the table the user exported it from. The server cannot load the web's catalogue; the web test
 * features/reports/exportLabels.test.ts fails when the two part.
 */
export const REPORT_LABELS: Record<Language, ReportLabels> = {
  'pt-BR': {
    columns: {
      id: 'Id',
      connection: 'Conexão',
      contact: 'Contato',
      user: 'Usuário',
      queue: 'Fila',
      status: 'Status',
      lastMessage: 'Última mensagem',
      createdAt: 'Data abertura',
      closedAt: 'Data fechamento',
      supportTime: 'Tempo de atendimento',
      nps: 'NPS',
    },
    statuses: {
      open: 'Aberto',
      pending: 'Pendente',
      closed: 'Fechado',
      group: 'Grupo',
      nps: 'Avaliação',
      lgpd: 'LGPD',
    },
    minutes: '{{value}} min',
  },
  en: {
    columns: {
      id: 'Id',
      connection: 'Connection',
      contact: 'Contact',
      user: 'User',
      queue: 'Queue',
      status: 'Status',
      lastMessage: 'Last message',
      createdAt: 'Opened',
      closedAt: 'Closed',
      supportTime: 'Service time',
      nps: 'NPS',
    },
    statuses: { open: 'Open', pending: 'Pending', closed: 'Closed', group: 'Group', nps: 'Rating', lgpd: 'LGPD' },
    minutes: '{{value}} min',
  },
  es: {
    columns: {
      id: 'Id',
      connection: 'Conexión',
      contact: 'Contacto',
      user: 'Usuario',
      queue: 'Cola',
      status: 'Estado',
      lastMessage: 'Último mensaje',
      createdAt: 'Apertura',
      closedAt: 'Cierre',
      supportTime: 'Tiempo de atención',
      nps: 'NPS',
    },
    statuses: {
      open: 'Abierto',
      pending: 'Pendiente',
      closed: 'Cerrado',
      group: 'Grupo',
      nps: 'Valoración',
      lgpd: 'LGPD',
    },
    minutes: '{{value}} min',
  },
  tr: {
    columns: {
      id: 'Id',
      connection: 'Bağlantı',
      contact: 'Kişi',
      user: 'Kullanıcı',
      queue: 'Kuyruk',
      status: 'Durum',
      lastMessage: 'Son mesaj',
      createdAt: 'Açılış',
      closedAt: 'Kapanış',
      supportTime: 'Hizmet süresi',
      nps: 'NPS',
    },
    statuses: { open: 'Açık', pending: 'Bekliyor', closed: 'Kapalı', group: 'Grup', nps: 'Puanlama', lgpd: 'KVKK' },
    minutes: '{{value}} dk',
  },
};

/** The export's texts in the user's language; Portuguese, the product's default, for a language it does not know. */
export function reportLabels(language: string | null | undefined): ReportLabels {
  return language && Object.hasOwn(REPORT_LABELS, language)
    ? REPORT_LABELS[language as Language]
    : REPORT_LABELS[DEFAULT_LANGUAGE];
}
