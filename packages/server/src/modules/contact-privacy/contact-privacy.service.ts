import type { Readable } from 'node:stream';
import {
  CONSENTS_PAGE_SIZE,
  contactExportFileName,
  type ContactConsentListAnswer,
  type ContactExportSummary,
  type ListContactConsentsQuery,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { contactsReader } from '../contacts/index.js';
import { ArchiveAbandoned, ArchiveWriter } from './archive-writer.js';
import { archiveSubject, writeContactArchive, type ArchiveSubject } from './contact-archive.js';
import { presentConsent } from './contact-consent.presenter.js';
import { contactConsentsRepository } from './contact-consents.repository.js';
import { assertCanExportContactData } from './contact-privacy.policy.js';
import { exportSummary } from './export-summary.js';
import { ExportMediaFiles } from './media-files.js';

/** A started export: the zip's name and the stream the response sends while the archive is being written. */
export interface ContactDataExport {
  fileName: string;
  stream: Readable;
}

/**
 * A contact's personal data on request (issue 40): the consent history, and the whole export as one zip streamed
 * to the admin who asked (contact-archive.ts writes it). Tenant-tight: the contact is looked up in the caller's
 * company before anything else is read, and a contact of another company is ERR_NO_CONTACT_FOUND.
 */
export class ContactPrivacyService {
  private readonly files: ExportMediaFiles;

  constructor(
    private readonly db: Db,
    storage: TenantStorage,
    private readonly audit: AuditTrail,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.files = new ExportMediaFiles(storage);
  }

  /** GET /contacts/{id}/consents: one page of the contact's decisions, the newest first. */
  async consents(
    auth: RequestAuth,
    contactId: number,
    query: ListContactConsentsQuery,
  ): Promise<ContactConsentListAnswer> {
    await this.contactOf(auth, contactId);
    const offset = (query.pageNumber - 1) * CONSENTS_PAGE_SIZE;
    const { rows, count } = await contactConsentsRepository.page(this.db, auth.companyId, contactId, {
      limit: CONSENTS_PAGE_SIZE,
      offset,
    });
    return { consents: rows.map(presentConsent), count, hasMore: offset + rows.length < count };
  }

  /** GET /contacts/{id}/export/summary. */
  async summary(auth: RequestAuth, contactId: number): Promise<ContactExportSummary> {
    assertCanExportContactData(auth);
    return exportSummary(this.db, this.files, await this.subject(auth, contactId));
  }

  /**
   * GET /contacts/{id}/export: checks, records the export in the audit trail (the contact's id, never its data), then
   * answers the stream at once and writes the archive into it as the client reads. A failure after that can no longer
   * change the status: it goes to `onError` (the log) and the download is cut short, so the client never holds a
   * complete-looking partial zip.
   */
  async export(auth: RequestAuth, contactId: number, onError: (error: unknown) => void): Promise<ContactDataExport> {
    assertCanExportContactData(auth);
    const subject = await this.subject(auth, contactId);
    const now = this.now();
    const timeZone = await companiesReader.timeZoneOf(this.db, auth.companyId);
    await this.audit.record(this.db, auth, {
      companyId: auth.companyId,
      action: 'contact.dataExported',
      entityType: 'contact',
      entityId: contactId,
    });
    const writer = new ArchiveWriter();
    writeContactArchive(this.db, this.files, writer, subject, now).catch((error: unknown) => {
      if (error instanceof ArchiveAbandoned) return;
      onError(error);
      writer.fail(error instanceof Error ? error : new Error(String(error)));
    });
    return { fileName: contactExportFileName(contactId, localDate(now, timeZone)), stream: writer.stream };
  }

  private async subject(auth: RequestAuth, contactId: number): Promise<ArchiveSubject> {
    const [contact, company] = await Promise.all([
      this.contactOf(auth, contactId),
      companiesReader.findById(this.db, auth.companyId),
    ]);
    return archiveSubject(auth.companyId, company?.name ?? '', contact);
  }

  private async contactOf(auth: RequestAuth, contactId: number) {
    const contact = await contactsReader.findById(this.db, auth.companyId, contactId);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    return contact;
  }
}

/** The day `at` falls on in the company's zone, as yyyy-mm-dd (the archive's name). */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
