import type { Readable } from 'node:stream';
import { maskPhoneNumber } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import type { CompanySettings } from '../settings/company-settings.js';
import { tagsReader } from '../tags/index.js';
import { usersReader } from '../users/index.js';
import { contactCustomFieldsRepository, type ExtraInfo } from './contact-custom-fields.repository.js';
import { contactExportLabels } from './contact-export-labels.js';
import { contactExportRepository as repo } from './contact-export.repository.js';
import type { ContactFilter } from './contact-list.repository.js';
import { hidesNumbersFrom } from './contacts.policy.js';
import {
  exportTable,
  zonedTimes,
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
} from '../../lib/table-export.js';

/** Contacts read per query. */
const EXPORT_BATCH = 2000;
/**
 * Extra information gets a column per field name, up to this many; the names beyond (free text can make many) go
 * together in one last column, so nothing is left out and the sheet stays one a person can read.
 */
export const FIELD_COLUMNS_MAX = 100;

export interface ContactExport {
  rows: number;
  fileBase: string;
  stream: Readable;
}

/** The lines beyond the per-field columns, as `name: value` pairs in one cell. */
const othersOf = (lines: readonly ExtraInfo[]) =>
  lines.length === 0 ? null : lines.map((line) => `${line.name}: ${line.value}`).join('; ');

/**
 * GET /contacts/export: the contacts the page's filter finds, as CSV or Excel, streamed. Whoever may list contacts
 * may export them, with the number partly hidden exactly when the list hides it (lgpdHideNumber); the creation date
 * in the company's zone, the headers in the user's language.
 */
export async function exportContacts(
  db: Db,
  auth: RequestAuth,
  settings: Pick<CompanySettings, 'lgpdHideNumber'>,
  request: { filter: ContactFilter; format: ExportFormat },
  onError: (error: unknown) => void,
): Promise<ContactExport> {
  const { companyId } = auth;
  const { filter, format } = request;
  const [rows, fieldNames, timeZone, user] = await Promise.all([
    repo.count(db, companyId, filter),
    repo.fieldNames(db, companyId, filter, FIELD_COLUMNS_MAX + 1),
    companiesReader.timeZoneOf(db, companyId),
    usersReader.findById(db, companyId, auth.userId),
  ]);
  const labels = contactExportLabels(user?.language);
  const hideNumber = hidesNumbersFrom(auth, settings);
  const shown = zonedTimes(timeZone);
  const fieldColumns = fieldNames.slice(0, FIELD_COLUMNS_MAX);
  const inColumns = new Set(fieldColumns);
  const hasOthers = fieldNames.length > FIELD_COLUMNS_MAX;
  const columns: ExportColumn[] = [
    { header: labels.name, width: 28 },
    { header: labels.number, width: 16 },
    { header: labels.email, width: 26 },
    { header: labels.tags, width: 24 },
    { header: labels.channel, width: 10 },
    { header: labels.createdAt, width: 17, date: true },
    ...fieldColumns.map((name) => ({ header: name, width: 16 })),
    ...(hasOthers ? [{ header: labels.otherInfo, width: 40 }] : []),
  ];

  async function* batches(): AsyncGenerator<ExportCell[][]> {
    let after = 0;
    for (;;) {
      const contacts = await repo.batch(db, companyId, filter, after, EXPORT_BATCH);
      if (contacts.length === 0) return;
      const ids = contacts.map((contact) => contact.id);
      const [tags, extraInfo] = await Promise.all([
        tagsReader.refsByContacts(db, companyId, ids),
        contactCustomFieldsRepository.byContacts(db, companyId, ids),
      ]);
      yield contacts.map((contact) => {
        const lines = extraInfo.get(contact.id) ?? [];
        // A contact with the same field twice shows both values in its column.
        const byName = new Map<string, string[]>();
        for (const line of lines) byName.set(line.name, [...(byName.get(line.name) ?? []), line.value]);
        return [
          contact.name,
          hideNumber ? maskPhoneNumber(contact.number) : contact.number,
          contact.email,
          (tags.get(contact.id) ?? []).map((tag) => tag.name).join(', '),
          contact.channel,
          shown(contact.createdAt),
          ...fieldColumns.map((name) => byName.get(name)?.join('; ') ?? null),
          ...(hasOthers ? [othersOf(lines.filter((line) => !inColumns.has(line.name)))] : []),
        ];
      });
      if (contacts.length < EXPORT_BATCH) return;
      after = contacts[contacts.length - 1]?.id ?? after;
    }
  }

  return {
    rows,
    fileBase: labels.fileName,
    stream: exportTable(format, { sheetName: labels.sheetName, columns }, batches(), onError),
  };
}
