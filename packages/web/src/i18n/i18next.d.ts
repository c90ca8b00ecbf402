import 'i18next';
import type { ReferenceMessages } from './locales/pt-BR';

/** Typed translation keys: `t('pages.tickets')` is checked against the Portuguese reference locale. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ReferenceMessages };
  }
}
