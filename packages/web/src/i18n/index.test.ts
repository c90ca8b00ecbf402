import { beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from './locales/en';
import { es } from './locales/es';
import { ptBR } from './locales/pt-BR';
import { base } from './locales/pt-BR/base';
import { tr } from './locales/tr';
import { i18n, withAllMessages } from '.';

describe('interface languages', () => {
  beforeAll(() => {
    // The module keeps <html lang> in step with the language; these tests run without a DOM.
    vi.stubGlobal('document', { documentElement: { lang: '' } });
  });

  it('starts in Portuguese, translated from the first render (no asynchronous loading)', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('login.title')).toBe(ptBR.login.title);
  });

  it('bundles only the frame in Portuguese: the other languages are not loaded until asked for', () => {
    expect(i18n.getResourceBundle('pt-BR', 'translation')).toEqual(base);
    for (const language of ['en', 'es', 'tr']) expect(i18n.hasResourceBundle(language, 'translation')).toBe(false);
  });

  it("adds the screens' Portuguese messages before a screen wrapped in withAllMessages resolves", async () => {
    const screenKeys = Object.keys(ptBR).filter((key) => !Object.hasOwn(base, key));
    expect(screenKeys.length).toBeGreaterThan(0);
    for (const key of screenKeys) expect(i18n.exists(key)).toBe(false);

    const screen = { default: 'a screen module' };
    await expect(withAllMessages(Promise.resolve(screen))).resolves.toBe(screen);
    expect(i18n.getResourceBundle('pt-BR', 'translation')).toEqual(ptBR);
  });

  it('keeps the old language while a new one loads, then switches and sets <html lang>', async () => {
    const switching = i18n.changeLanguage('en');
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('login.title')).toBe(ptBR.login.title);

    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('login.title')).toBe(en.login.title);
    expect(document.documentElement.lang).toBe('en');
  });

  it('ends in the last language asked for when switches overlap', async () => {
    await Promise.all([i18n.changeLanguage('tr'), i18n.changeLanguage('es')]);
    expect(i18n.language).toBe('es');
    expect(i18n.t('login.submit')).toBe(es.login.submit);

    await i18n.changeLanguage('tr');
    expect(i18n.t('pages.tickets')).toBe(tr.pages.tickets);
  });

  it('switches back to Portuguese at once', async () => {
    const switching = i18n.changeLanguage('pt-BR');
    expect(i18n.language).toBe('pt-BR');
    await switching;
    expect(i18n.t('login.title')).toBe(ptBR.login.title);
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});
