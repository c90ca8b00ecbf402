import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@guiche/shared';
import { ptBR, type Messages } from './locales/pt-BR';
import { en } from './locales/en';
import { es } from './locales/es';
import { tr } from './locales/tr';

const resources: Record<Language, { translation: Messages }> = {
  'pt-BR': { translation: ptBR },
  en: { translation: en },
  es: { translation: es },
  tr: { translation: tr },
};

export const i18n = i18next.createInstance();

// Resources are bundled, so initialisation completes synchronously and the first render is translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already.
});

/** Keeps <html lang> in step with the interface language (screen readers, hyphenation, spell check). */
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
