import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyDetail, ServiceHours } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CompanyTimeZoneCard } from './CompanyTimeZoneCard';

const week: ServiceHours[] = [
  {
    weekday: 'Segunda-feira',
    weekdayEn: 'monday',
    startTimeA: '08:00',
    endTimeA: '12:00',
    startTimeB: '13:00',
    endTimeB: '18:00',
  },
];
let company: CompanyDetail;
let puts: unknown[];

beforeEach(() => {
  puts = [];
  company = {
    id: 2,
    name: 'Empresa',
    email: '',
    phone: '',
    document: '',
    planId: 1,
    status: true,
    dueDate: '2999-12-31',
    recurrence: 'MENSAL',
    schedules: week,
    timeZone: 'America/Sao_Paulo',
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/companies/2' && (init?.method ?? 'GET') === 'GET') return Response.json(company);
    if (pathname === '/api/companies/2/schedules' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { schedules: ServiceHours[]; timeZone: string };
      puts.push(body);
      company = { ...company, schedules: body.schedules, timeZone: body.timeZone };
      return Response.json(company);
    }
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyTimeZoneCard', { timeout: 30_000 }, () => {
  it("saves a newly chosen zone with the company's week unchanged, and offers no save until the zone changes", async () => {
    renderWithProviders(<CompanyTimeZoneCard />);
    const zone = await screen.findByRole('combobox', { name: 'Fuso horário' });
    expect((zone as HTMLInputElement).value).toBe('America/Sao_Paulo');
    const save = screen.getByTestId('company-time-zone-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await userEvent.clear(zone);
    await userEvent.type(zone, 'Lisbon');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Lisbon' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(save);

    await waitFor(() => expect(puts).toEqual([{ schedules: week, timeZone: 'Europe/Lisbon' }]));
    await waitFor(() =>
      expect((screen.getByTestId('company-time-zone-save') as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
