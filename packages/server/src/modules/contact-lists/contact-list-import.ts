import { CONTACT_LIST_NUMBER_MAX, CONTACT_LIST_NUMBER_MIN, IMPORT_ERRORS_KEPT, normaliseListNumber, type ContactListImportReport, type ImportRowError } from '@guiche/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { contactListsRepository, type NewListItem } from './contact-lists.repository.js';

/** Rows written per statement (and per progress event at most). */
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
  if (mapped.some((column) => column.field === 'name' || column.field === 'number')) return { columns: mapped, headerIsData: false };
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
    else if (column.field === 'number') number = normaliseListNumber(value);
    else email = value.toLowerCase();
  });
  if (number.length < CONTACT_LIST_NUMBER_MIN || number.length > CONTACT_LIST_NUMBER_MAX) return 'invalidNumber';
  if (email && !emailSchema.safeParse(email).success) return 'invalidEmail';
  // A row without a name still reaches its number: it is named by it.
  const shownName = (name || number).slice(0, NAME_MAX);
  if (shownName.length < 2) return 'invalidName';
  return { name: shownName, number, email: email || null, variables };
}

/**
 * Imports rows into a list as they are read: valid rows in batches (a number the list already holds, or met
 * earlier in the file, is a duplicate), refused rows reported with their line, progress announced on the way.
 */
export class ContactListImporter {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
  ) {}

  async import(companyId: number, contactListId: number, rows: AsyncIterable<string[]>): Promise<ContactListImportReport> {
    const report: ContactListImportReport = { contactListId, rows: 0, added: 0, duplicates: 0, errors: [], errorCount: 0, done: false };
    let columns: Column[] | undefined;
    let batch: NewListItem[] = [];
    let announcedAt = 0;
    const flush = async () => {
      const added = await contactListsRepository.insertItems(this.db, companyId, contactListId, batch);
      report.added += added;
      report.duplicates += batch.length - added;
      batch = [];
      if (Date.now() - announcedAt >= PROGRESS_EVERY_MS) {
        announcedAt = Date.now();
        this.events.emit('contactList.import', { companyId, report: { ...report, errors: [...report.errors] } });
      }
    };
    let line = 0;
    for await (const cells of rows) {
      line += 1;
      if (!columns) {
        const found = columnsOf(cells);
        columns = found.columns;
        if (!found.headerIsData) continue;
      }
      report.rows += 1;
      const item = itemOfRow(cells, columns);
      if (typeof item === 'string') {
        report.errorCount += 1;
        if (report.errors.length < IMPORT_ERRORS_KEPT) report.errors.push({ row: line, reason: item });
        continue;
      }
      batch.push(item);
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    report.done = true;
    this.events.emit('contactList.import', { companyId, report });
    this.events.emit('contactListItem.changed', { companyId, contactListId, action: 'reload' });
    this.events.emit('contactList.saved', { companyId, contactListId, created: false });
    return report;
  }
}
