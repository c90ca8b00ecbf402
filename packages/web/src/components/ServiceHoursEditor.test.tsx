import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SERVICE_HOURS, type ServiceHours } from '@guiche/shared';
import { ptBR } from '../i18n/locales/pt-BR';
import { isValidWeek } from './serviceHours';
import { ServiceHoursEditor } from './ServiceHoursEditor';

const text = { ...ptBR.serviceHours, ...ptBR.validation };

/** The editor as its callers hold it: the week in state, the last one it sent kept for the test to read. */
function renderEditor() {
  const sent: { week: readonly ServiceHours[] } = { week: DEFAULT_SERVICE_HOURS };
  function Holder() {
    const [week, setWeek] = useState(DEFAULT_SERVICE_HOURS);
    return (
      <ServiceHoursEditor
        value={week}
        unsaved
        onChange={(next) => {
          sent.week = next;
          setWeek(next);
        }}
      />
    );
  }
  render(<Holder />);
  return sent;
}

const day = (weekday: string) => within(screen.getByRole('group', { name: weekday }));
const time = (weekday: string, label: string) => day(weekday).getByRole('textbox', { name: label });
const isInvalid = (input: HTMLElement) => input.getAttribute('aria-invalid') === 'true';

describe('ServiceHoursEditor', { timeout: 30_000 }, () => {
  it('takes a blank day as closed, says so, and lets the week be saved', async () => {
    const sent = renderEditor();
    expect(screen.getByText(text.blankHint)).toBeTruthy();
    for (const label of [text.startTimeA, text.endTimeA, text.startTimeB, text.endTimeB]) {
      await userEvent.clear(time(text.weekdays.monday, label));
    }
    const monday = day(text.weekdays.monday);
    expect((monday.getByRole('checkbox', { name: text.closed }) as HTMLInputElement).checked).toBe(true);
    expect(monday.getAllByRole('textbox').some(isInvalid)).toBe(false);
    expect(sent.week[0]).toMatchObject({ startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' });
    expect(isValidWeek(sent.week)).toBe(true);
  });

  it('takes a blank second shift as a single shift', async () => {
    const sent = renderEditor();
    await userEvent.clear(time(text.weekdays.tuesday, text.startTimeB));
    await userEvent.clear(time(text.weekdays.tuesday, text.endTimeB));
    const tuesday = day(text.weekdays.tuesday);
    expect(tuesday.getAllByRole('textbox').some(isInvalid)).toBe(false);
    expect((tuesday.getByRole('checkbox', { name: text.closed }) as HTMLInputElement).checked).toBe(false);
    expect(sent.week[1]).toMatchObject({ startTimeA: '08:00', endTimeA: '12:00', startTimeB: '', endTimeB: '' });
    expect(isValidWeek(sent.week)).toBe(true);
  });

  it('marks the missing time of a half-filled shift, and an end before its start', async () => {
    const sent = renderEditor();
    const end = time(text.weekdays.wednesday, text.endTimeA);
    await userEvent.clear(end);
    expect(isInvalid(end)).toBe(true);
    expect(day(text.weekdays.wednesday).getByText(text.shiftEndRequired)).toBeTruthy();
    expect(isValidWeek(sent.week)).toBe(false);

    await userEvent.type(end, '0730');
    expect((end as HTMLInputElement).value).toBe('07:30');
    expect(day(text.weekdays.wednesday).getByText(text.shiftEndBeforeStart)).toBeTruthy();
    expect(isValidWeek(sent.week)).toBe(false);

    await userEvent.clear(end);
    await userEvent.type(end, '1130');
    expect(isInvalid(end)).toBe(false);
    expect(isValidWeek(sent.week)).toBe(true);
  });

  it('closes a day with one click and reopens it with the default hours', async () => {
    const sent = renderEditor();
    const closed = day(text.weekdays.sunday).getByRole('checkbox', { name: text.closed });
    await userEvent.click(closed);
    expect(sent.week[6]).toMatchObject({ startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' });
    expect((time(text.weekdays.sunday, text.startTimeA) as HTMLInputElement).value).toBe('');
    await userEvent.click(closed);
    expect(sent.week[6]).toEqual(DEFAULT_SERVICE_HOURS[6]);
  });
});
