import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@guiche/shared';
import { ptBR, type Messages } from './locales/pt-BR';

/** Every language but Portuguese, the default (DEFAULT_LANGUAGE is typed as any Language, hence the literal). */
type LazyLanguage = Exclude<Language, 'pt-BR'>;

/**
 * Portuguese is the default and the fallback, so it is bundled; each other language is a chunk of its own
 * (about 15 KB gzipped apiece) fetched when a user switches to it or logs in with it. Bundling all four put
 * 45 KB of unused messages on the login page (scripts/bundle-size.mjs).
 */
const LAZY_LOCALES: Record<LazyLanguage, () => Promise<Messages>> = {
  en: () => import('./locales/en').then((module) => module.en),
  es: () => import('./locales/es').then((module) => module.es),
  tr: () => import('./locales/tr').then((module) => module.tr),
};

function isLazyLanguage(language: string): language is LazyLanguage {
  return Object.hasOwn(LAZY_LOCALES, language);
}

/**
 * Loads a lazy language for i18next. changeLanguage() switches only once the messages are in, so the interface
 * keeps the old language meanwhile and never shows raw keys; a failed load is retried, and until it succeeds the
 * texts fall back to Portuguese.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLazyLanguage(language)) return callback(new Error(`no messages for language ${language}`), false);
    LAZY_LOCALES[language]().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

export const i18n = i18next.createInstance();

// Portuguese is bundled, so initialisation completes synchronously and the first render is translated.
void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LANGUAGE]: { translation: ptBR } },
    // The other languages come from the backend above.
    partialBundledLanguages: true,
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
