import { DEFAULT_LANGUAGE, type Language, type ShippingStatus } from '@guiche/shared';

/** A campaign's deliveries export in one language. */
export interface DeliveryLabels {
  number: string;
  name: string;
  status: string;
  confirmationRequestedAt: string;
  confirmedAt: string;
  deliveredAt: string;
  error: string;
  statuses: Record<ShippingStatus, string>;
  sheetName: string;
  /** The downloaded file's name before the campaign's id, without its extension. */
  fileName: string;
}

/**
 * The report page's words where it has them (web locale campaigns.report.cards: 'Entregues', 'Confirmações
 * solicitadas'), so the file reads as the report. The server cannot load the web's catalogue.
 */
export const DELIVERY_LABELS: Record<Language, DeliveryLabels> = {
  'pt-BR': {
    number: 'Número',
    name: 'Nome',
    status: 'Status',
    confirmationRequestedAt: 'Confirmação solicitada em',
    confirmedAt: 'Confirmado em',
    deliveredAt: 'Entregue em',
    error: 'Erro',
    statuses: {
      pending: 'Pendente',
      awaiting_confirmation: 'Aguardando confirmação',
      sent: 'Entregue',
      failed: 'Falha',
      invalid: 'Número inválido',
    },
    sheetName: 'Envios',
    fileName: 'campanha',
  },
  en: {
    number: 'Number',
    name: 'Name',
    status: 'Status',
    confirmationRequestedAt: 'Confirmation requested at',
    confirmedAt: 'Confirmed at',
    deliveredAt: 'Delivered at',
    error: 'Error',
    statuses: {
      pending: 'Pending',
      awaiting_confirmation: 'Awaiting confirmation',
      sent: 'Delivered',
      failed: 'Failed',
      invalid: 'Invalid number',
    },
    sheetName: 'Deliveries',
    fileName: 'campaign',
  },
  es: {
    number: 'Número',
    name: 'Nombre',
    status: 'Estado',
    confirmationRequestedAt: 'Confirmación solicitada el',
    confirmedAt: 'Confirmado el',
    deliveredAt: 'Entregado el',
    error: 'Error',
    statuses: {
      pending: 'Pendiente',
      awaiting_confirmation: 'Esperando confirmación',
      sent: 'Entregado',
      failed: 'Fallo',
      invalid: 'Número inválido',
    },
    sheetName: 'Envíos',
    fileName: 'campana',
  },
  tr: {
    number: 'Numara',
    name: 'Ad',
    status: 'Durum',
    confirmationRequestedAt: 'Onay istenme',
    confirmedAt: 'Onaylanma',
    deliveredAt: 'Teslim',
    error: 'Hata',
    statuses: {
      pending: 'Bekliyor',
      awaiting_confirmation: 'Onay bekleniyor',
      sent: 'Teslim edildi',
      failed: 'Başarısız',
      invalid: 'Geçersiz numara',
    },
    sheetName: 'Gönderimler',
    fileName: 'kampanya',
  },
};

/** The export's words in the user's language; Portuguese, the product's default, for one it does not know. */
export function deliveryLabels(language: string | null | undefined): DeliveryLabels {
  return language && Object.hasOwn(DELIVERY_LABELS, language)
    ? DELIVERY_LABELS[language as Language]
    : DELIVERY_LABELS[DEFAULT_LANGUAGE];
}
