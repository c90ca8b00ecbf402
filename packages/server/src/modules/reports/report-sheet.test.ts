import { describe, expect, it } from 'vitest';
import { wallClockOf } from '@guiche/shared';
import { REPORT_LABELS, reportLabels } from './report-labels.js';
import { minutesFormat, REPORT_DATE_FORMAT, reportCells, reportColumns, wallClockDates } from './report-sheet.js';
import type { ReportRow } from './reports.repository.js';

const row = {
  id: 7,
  uuid: '5f0c1b7e-0000-4000-8000-000000000007',
  whatsappName: 'Comercial',
  contactName: 'Carla Souza',
  userName: 'Ana',
  queueName: 'Vendas',
  status: 'pending',
  lastMessage: 'Obrigada',
  createdAt: new Date('2026-03-02T02:30:00Z'),
  closedAt: null,
  supportTime: 45.5,
  NPS: 9,
} satisfies ReportRow;

/** The wall clock written as a Date's UTC fields, as exceljs reads them. */
const clock = (iso: string) => new Date(`${iso}Z`);

describe('report columns', () => {
  it('are the screen’s headers in the user’s language, with date and minute formats', () => {
    const columns = reportColumns(REPORT_LABELS.es);
    expect(columns.map((column) => column.header)).toEqual([
      'Id',
      'Conexión',
      'Contacto',
      'Usuario',
      'Cola',
      'Estado',
      'Último mensaje',
      'Apertura',
      'Cierre',
      'Tiempo de atención',
      'NPS',
    ]);
    const byKey = Object.fromEntries(columns.map((column) => [column.key, column]));
    expect(byKey.createdAt!.style).toEqual({ numFmt: REPORT_DATE_FORMAT });
    expect(byKey.closedAt!.style).toBe(byKey.createdAt!.style);
    expect(byKey.supportTime!.style).toEqual({ numFmt: 'General" min"' });
    expect(byKey.contact!.style).toEqual({});
    // A header longer than the usual content widens its column, with room for the filter button.
    expect(byKey.supportTime!.width).toBe('Tiempo de atención'.length + 4);
    expect(byKey.contact!.width).toBe(28);
  });

  it('writes each language’s minutes as the screen does', () => {
    expect(minutesFormat(REPORT_LABELS.tr.minutes)).toBe('General" dk"');
    expect(minutesFormat('{{value}}')).toBe('General');
    expect(minutesFormat('≈ {{value}} "min"')).toBe('"≈ "General" min"');
  });

  it('falls back to Portuguese for a language it does not know', () => {
    expect(reportLabels('fr')).toBe(REPORT_LABELS['pt-BR']);
    expect(reportLabels(undefined)).toBe(REPORT_LABELS['pt-BR']);
    expect(reportLabels('constructor')).toBe(REPORT_LABELS['pt-BR']);
  });
});

describe('report row', () => {
  it('shows the status in the screen’s words, dates as real dates, numbers as numbers, and leaves missing cells empty', () => {
    const inZone = wallClockDates('America/Sao_Paulo');
    const cells = reportCells(row, REPORT_LABELS['pt-BR'], inZone);
    expect(cells).toEqual({
      id: 7,
      connection: 'Comercial',
      contact: 'Carla Souza',
      user: 'Ana',
      queue: 'Vendas',
      status: 'Pendente',
      lastMessage: 'Obrigada',
      // 02:30Z on 2 March is 23:30 on 1 March in São Paulo (UTC−3).
      createdAt: clock('2026-03-01T23:30:00'),
      closedAt: null,
      supportTime: 45.5,
      nps: 9,
    });
    expect(reportCells({ ...row, status: 'closed' }, REPORT_LABELS.en, inZone).status).toBe('Closed');
    expect(reportCells({ ...row, status: 'open' }, REPORT_LABELS.tr, inZone).status).toBe('Açık');
    const bare = reportCells(
      { ...row, whatsappName: null, userName: null, queueName: null, lastMessage: null, supportTime: null, NPS: null },
      REPORT_LABELS['pt-BR'],
      inZone,
    );
    expect([bare.connection, bare.user, bare.queue, bare.lastMessage, bare.supportTime, bare.nps]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('wall clock dates', () => {
  it('reads São Paulo, which keeps UTC−3 all year', () => {
    const inZone = wallClockDates('America/Sao_Paulo');
    expect(inZone(new Date('2026-01-15T15:00:00Z'))).toEqual(clock('2026-01-15T12:00:00'));
    expect(inZone(new Date('2026-07-15T15:00:00.250Z'))).toEqual(clock('2026-07-15T12:00:00.250'));
  });

  it('follows New York across its daylight-saving changes', () => {
    const inZone = wallClockDates('America/New_York');
    expect(inZone(new Date('2026-01-15T15:00:00Z'))).toEqual(clock('2026-01-15T10:00:00'));
    expect(inZone(new Date('2026-07-15T15:00:00Z'))).toEqual(clock('2026-07-15T11:00:00'));
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT.
    expect(inZone(new Date('2026-03-08T06:59:59Z'))).toEqual(clock('2026-03-08T01:59:59'));
    expect(inZone(new Date('2026-03-08T07:00:00Z'))).toEqual(clock('2026-03-08T03:00:00'));
    // 1 November 2026: 02:00 EDT falls back to 01:00 EST, so 01:30 comes twice.
    expect(inZone(new Date('2026-11-01T05:30:00Z'))).toEqual(clock('2026-11-01T01:30:00'));
    expect(inZone(new Date('2026-11-01T06:30:00Z'))).toEqual(clock('2026-11-01T01:30:00'));
  });

  it('agrees with wallClockOf minute by minute around changes, including one in the middle of a UTC hour', () => {
    // Lord Howe moves by half an hour at 02:00 local, 15:30 UTC on 3 October 2026.
    const nights = [
      ['America/New_York', '2026-03-08T04:00:00Z'],
      ['America/New_York', '2026-11-01T03:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T13:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T13:00:00Z'],
    ] as const;
    for (const [timeZone, from] of nights) {
      const inZone = wallClockDates(timeZone);
      for (let minute = 0; minute < 6 * 60; minute += 1) {
        const at = new Date(Date.parse(from) + minute * 60_000 + 17_000);
        const expected = wallClockOf(at, timeZone);
        const got = inZone(at);
        expect([got.getUTCDate(), got.getUTCHours(), got.getUTCMinutes(), got.getUTCSeconds()]).toEqual([
          expected.day,
          expected.hour,
          expected.minute,
          expected.second,
        ]);
      }
    }
  });
});
