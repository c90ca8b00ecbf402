import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import TablePagination from '@mui/material/TablePagination';
import { i18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppThemeProvider } from './AppThemeProvider';

const pager = (count: number) => (
  <AppThemeProvider>
    <TablePagination
      component="div"
      count={count}
      page={0}
      rowsPerPage={5}
      rowsPerPageOptions={[5]}
      onPageChange={() => undefined}
    />
  </AppThemeProvider>
);

describe('texts MUI components show on their own', () => {
  it("speak the user's language, and follow a change of it", async () => {
    renderWithProviders(pager(12));
    expect(screen.getByText('1–5 de 12')).toBeTruthy();
    i18n.addResourceBundle('en', 'translation', en, true, true);
    await act(() => i18n.changeLanguage('en'));
    try {
      expect(screen.getByText('1–5 of 12')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('pt-BR'));
    }
  });

  it('say when the total is unknown', () => {
    renderWithProviders(pager(-1));
    expect(screen.getByText('1–5 de mais de 5')).toBeTruthy();
  });
});
