import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@guiche/shared';
import type { Messages } from './locales/pt-BR';
import { base } from './locales/pt-BR/base';

/** Every language but Portuguese, the default (DEFAULT_LANGUAGE is typed as any Language, hence the literal). */
type LazyLanguage = Exclude<Language, 'pt-BR'>;

/**
 * Portuguese is the default and the fallback: the entry bundles its frame messages (locales/pt-BR/base.ts) and the
 * screens' own messages load with the screens (withAllMessages). Each other language is a chunk of its own (about
 * 15 KB gzipped apiece), fetched whole when a user switches to it or logs in with it. Bundling everything put 60 KB
 * of messages the login page does not show on it (scripts/bundle-size.mjs).
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

let allPortuguese: Promise<void> | undefined;

/** Adds the screens' Portuguese messages to the frame's: one load shared by every caller, retried after a failure. */
function loadAllMessages(): Promise<void> {
  allPortuguese ??= import('./locales/pt-BR').then(
    ({ ptBR }) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', ptBR, true, true);
    },
    (error: unknown) => {
      allPortuguese = undefined;
      throw error;
    },
  );
  return allPortuguese;
}

/**
 * A lazy screen's module, resolved once every Portuguese message is in: wrap the import of each screen that
 * renders outside the shell, and of the shell itself (AppRoutes), so that no screen shows a raw key. The login
 * page alone needs only the frame's messages.
 */
export function withAllMessages<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadAllMessages()]).then(([loaded]) => loaded);
}

// The frame's Portuguese is bundled, so initialisation completes synchronously and the first render is translated.
void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LANGUAGE]: { translation: base } },
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
