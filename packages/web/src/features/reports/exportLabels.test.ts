import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guiche/shared';
// The server writes the Excel export in the screen's words from a copy of them; this keeps the copy true.
import { REPORT_COLUMN_KEYS, REPORT_LABELS } from '../../../../server/src/modules/reports/report-labels';
import { insight as en } from '../../i18n/locales/en/insight';
import { insight as es } from '../../i18n/locales/es/insight';
import { insight as ptBR } from '../../i18n/locales/pt-BR/insight';
import { insight as tr } from '../../i18n/locales/tr/insight';

const SCREENS = { 'pt-BR': ptBR, en, es, tr };

describe('the Excel export’s words', () => {
  it.each(LANGUAGES)('are the report screen’s in %s', (language) => {
    const screen = SCREENS[language];
    const file = REPORT_LABELS[language];
    expect(file.columns).toEqual(
      Object.fromEntries(REPORT_COLUMN_KEYS.map((key) => [key, screen.reports.columns[key]])),
    );
    expect(file.statuses).toEqual(screen.reports.statuses);
    expect(file.minutes).toBe(screen.dashboard.cards.minutes);
  });
});
