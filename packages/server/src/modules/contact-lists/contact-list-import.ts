import { IMPORT_ERRORS_KEPT, storedPhone, type ContactListImportReport, type ImportRowError } from '@guiche/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { ErasedNumberCheck } from '../contact-erasure/index.js';
import { AppError } from '../../http/app-error.js';
import { contactListsRepository, type NewListItem } from './contact-lists.repository.js';
import { IMPORT_MAX_TEXT, SHEET_MAX_ROWS } from './sheet-limits.js';

/** Rows written per statement; progress is also considered once per this many rows read. */
const BATCH_ROWS = 1000;
/** Progress is announced at most this often. */
const PROGRESS_EVERY_MS = 500;
const NAME_MAX = 50;

type Column = { field: 'name' | 'number' | 'email' } | { field: 'variable'; key: string };

const HEADER_FIELDS: Record<string, 'name' | 'number' | 'email'> = {
  name: 'name',
  nome: 'name',
  number: 'number',
  numero: 'number',
  telefone: 'number',
  phone: 'number',
  whatsapp: 'number',
  celular: 'number',
  email: 'email',
  'e-mail': 'email',
};

const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Columns by the header row (name/nome, number/numero, email, anything else a variable under its header). A first
 * row naming neither a name nor a number column is data: its columns are then name, number, email in that order.
 */
export function columnsOf(header: string[]): { columns: Column[]; headerIsData: boolean } {
  const mapped = header.map((cell): Column => {
    const field = HEADER_FIELDS[headerKey(cell)];
    return field ? { field } : { field: 'variable', key: headerKey(cell) };
  });
  if (mapped.some((column) => column.field === 'name' || column.field === 'number'))
    return { columns: mapped, headerIsData: false };
  const positional: Column[] = [{ field: 'name' }, { field: 'number' }, { field: 'email' }];
  return { columns: positional, headerIsData: true };
}

const emailSchema = z.email();

/** One row as an item, or why it is refused. */
export function itemOfRow(cells: string[], columns: Column[]): NewListItem | ImportRowError['reason'] {
  let name = '';
  let number = '';
  let email = '';
  const variables: Record<string, string> = {};
  columns.forEach((column, index) => {
    const value = cells[index] ?? '';
    if (column.field === 'variable') {
      if (column.key && value) variables[column.key] = value;
    } else if (column.field === 'name') name = value;
    else if (column.field === 'number') number = storedPhone(value) ?? '';
    else email = value.toLowerCase();
  });
  // A number as people type it (phones.ts), stored as E.164 digits; anything else is reported on its row.
  if (!number) return 'invalidNumber';
  if (email && !emailSchema.safeParse(email).success) return 'invalidEmail';
  // A row without a name still reaches its number: it is named by it.
  const shownName = (name || number).slice(0, NAME_MAX);
  if (shownName.length < 2) return 'invalidName';
  return { name: shownName, number, email: email || null, variables };
}

/** What one import may hold: data rows (empty ones too) and characters (sheet-limits). Tests pass smaller ones. */
export interface ImportLimits {
  maxRows: number;
  maxText: number;
}

const DEFAULT_LIMITS: ImportLimits = { maxRows: SHEET_MAX_ROWS, maxText: IMPORT_MAX_TEXT };

/** The characters an item holds and writes; a variable's key is written with each of its values. */
function textOf(item: NewListItem): number {
  let length = item.name.length + item.number.length + (item.email?.length ?? 0);
  for (const [key, value] of Object.entries(item.variables ?? {})) length += key.length + value.length;
  return length;
}

/**
 * Imports a file's rows into a list: valid rows added (a number the list already holds, or met earlier in the file, is
 * a duplicate), refused rows reported with their line, progress announced on the way.
 *
 * Every row is read and checked before the first is written, so a file refused on the way (past a limit, unreadable
 * halfway, cut short) leaves the list as it was; the valid rows are held meanwhile, which the limits bound. The rows
 * are then written in batches, not in one transaction: on the embedded engine a transaction holds its only
 * connection, and 100 batches would hold every other request up for seconds. A write that fails halfway (the database
 * gone) is made whole by uploading the same file again, as the rows already in come back as duplicates.
 */
export class ContactListImporter {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly limits: ImportLimits = DEFAULT_LIMITS,
    /** A row whose number's contact was erased on request is refused (reason erasedNumber) during its grace period. */
    private readonly erasedNumbers?: ErasedNumberCheck,
  ) {}

  async import(
    companyId: number,
    contactListId: number,
    rows: AsyncIterable<string[]>,
  ): Promise<ContactListImportReport> {
    const report: ContactListImportReport = {
      contactListId,
      rows: 0,
      added: 0,
      duplicates: 0,
      errors: [],
      errorCount: 0,
      done: false,
    };
    let announcedAt = 0;
    const announce = () => {
      if (Date.now() - announcedAt < PROGRESS_EVERY_MS) return;
      announcedAt = Date.now();
      this.events.emit('contactList.import', { companyId, report: { ...report, errors: [...report.errors] } });
    };
    const isErased = this.erasedNumbers ? await this.erasedNumbers.checker(companyId) : () => false;
    const items = await this.read(rows, report, announce, isErased);
    for (let start = 0; start < items.length; start += BATCH_ROWS) {
      const batch = items.slice(start, start + BATCH_ROWS);
      const added = await contactListsRepository.insertItems(this.db, companyId, contactListId, batch);
      report.added += added;
      report.duplicates += batch.length - added;
      announce();
    }
    report.done = true;
    this.events.emit('contactList.import', { companyId, report });
    this.events.emit('contactListItem.changed', { companyId, contactListId, action: 'reload' });
    this.events.emit('contactList.saved', { companyId, contactListId, created: false });
    return report;
  }

  /** The valid rows as items, counting the rest into the report; throws past a limit, before anything is written. */
  private async read(
    rows: AsyncIterable<string[]>,
    report: ContactListImportReport,
    announce: () => void,
    isErased: (number: string) => boolean,
  ): Promise<NewListItem[]> {
    const items: NewListItem[] = [];
    let columns: Column[] | undefined;
    let line = 0;
    let text = 0;
    for await (const cells of rows) {
      line += 1;
      if (!columns) {
        const found = columnsOf(cells);
        columns = found.columns;
        if (!found.headerIsData) continue;
      }
      report.rows += 1;
      // Stops the reading at once: what the sheet holds further is never parsed.
      if (report.rows > this.limits.maxRows)
        throw new AppError('ERR_TOO_MANY_ROWS', {
          message: `The spreadsheet has more than ${this.limits.maxRows} rows`,
        });
      if (report.rows % BATCH_ROWS === 0) announce();
      const found = itemOfRow(cells, columns);
      const item = typeof found !== 'string' && isErased(found.number) ? 'erasedNumber' : found;
      if (typeof item === 'string') {
        report.errorCount += 1;
        if (report.errors.length < IMPORT_ERRORS_KEPT) report.errors.push({ row: line, reason: item });
        continue;
      }
      text += textOf(item);
      if (text > this.limits.maxText)
        throw new AppError('ERR_FILE_TOO_LARGE', { message: 'The spreadsheet holds too much text' });
      items.push(item);
    }
    return items;
  }
}
