import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { DEFAULT_LANGUAGE } from '@guiche/shared';
import { i18n } from '../i18n';
import { ptBR } from '../i18n/locales/pt-BR';

// Components render translated: every Portuguese message is in before a test renders, as withAllMessages ensures in
// the app.
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', ptBR, true, true);

// vitest runs without globals, so Testing Library cannot register its own unmount between tests.
afterEach(() => cleanup());
