import { DEFAULT_LANGUAGE, type Language } from '@guiche/shared';

/** The contacts export's words in one language. */
export interface ContactExportLabels {
  name: string;
  number: string;
  email: string;
  tags: string;
  channel: string;
  createdAt: string;
  /** The column of extra information beyond the export's per-field columns. */
  otherInfo: string;
  sheetName: string;
  /** The downloaded file's name, without its extension. */
  fileName: string;
}

/**
 * The contacts page's own words (web locale contacts.columns, contacts.modal.extraInfo), so the file reads as the
 * table it came from. The server cannot load the web's catalogue; these few are kept here in the four languages.
 */
export const CONTACT_EXPORT_LABELS: Record<Language, ContactExportLabels> = {
  'pt-BR': {
    name: 'Nome',
    number: 'Número',
    email: 'Email',
    tags: 'Tags',
    channel: 'Canal',
    createdAt: 'Criado em',
    otherInfo: 'Outras informações adicionais',
    sheetName: 'Contatos',
    fileName: 'contatos',
  },
  en: {
    name: 'Name',
    number: 'Number',
    email: 'Email',
    tags: 'Tags',
    channel: 'Channel',
    createdAt: 'Created at',
    otherInfo: 'Other additional information',
    sheetName: 'Contacts',
    fileName: 'contacts',
  },
  es: {
    name: 'Nombre',
    number: 'Número',
    email: 'Email',
    tags: 'Etiquetas',
    channel: 'Canal',
    createdAt: 'Creado el',
    otherInfo: 'Otra información adicional',
    sheetName: 'Contactos',
    fileName: 'contactos',
  },
  tr: {
    name: 'Ad',
    number: 'Numara',
    email: 'E-posta',
    tags: 'Etiketler',
    channel: 'Kanal',
    createdAt: 'Oluşturulma',
    otherInfo: 'Diğer ek bilgiler',
    sheetName: 'Kişiler',
    fileName: 'kisiler',
  },
};

/** The export's words in the user's language; Portuguese, the product's default, for one it does not know. */
export function contactExportLabels(language: string | null | undefined): ContactExportLabels {
  return language && Object.hasOwn(CONTACT_EXPORT_LABELS, language)
    ? CONTACT_EXPORT_LABELS[language as Language]
    : CONTACT_EXPORT_LABELS[DEFAULT_LANGUAGE];
}
