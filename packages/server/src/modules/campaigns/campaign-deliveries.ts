import type { Readable } from 'node:stream';
import { maskPhoneNumber } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { hidesNumbersFrom } from '../contacts/contacts.policy.js';
import {
  exportTable,
  zonedTimes,
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
} from '../../lib/table-export.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { settingsReader } from '../settings/index.js';
import { usersReader } from '../users/index.js';
import { deliveryLabels } from './campaign-delivery-labels.js';
import { campaignDeliveriesRepository as repo } from './campaign-deliveries.repository.js';
import { campaignsRepository } from './campaigns.repository.js';

/** Recipients read per query. */
const EXPORT_BATCH = 2000;

export interface DeliveriesExport {
  rows: number;
  fileBase: string;
  stream: Readable;
}

/**
 * GET /campaigns/{id}/deliveries/export: each recipient of the campaign with its status and times, as CSV or Excel,
 * streamed; for whoever may read the campaign's report (the caller checked the campaigns gate). Numbers are partly
 * hidden from the users the contacts list hides them from (lgpdHideNumber); times in the company's zone.
 *
 * 'Entregue em' is when the channel took the message, the moment the report counts as delivered; campaign sends
 * are not messages of a ticket, so the phone's later delivery and read receipts are not kept for them.
 */
export async function exportDeliveries(
  db: Db,
  auth: RequestAuth,
  campaignId: number,
  format: ExportFormat,
  onError: (error: unknown) => void,
): Promise<DeliveriesExport> {
  const { companyId } = auth;
  const [campaign, rows, settingsRow, timeZone, user] = await Promise.all([
    campaignsRepository.findById(db, companyId, campaignId),
    repo.count(db, companyId, campaignId),
    settingsReader.findRow(db, companyId),
    companiesReader.timeZoneOf(db, companyId),
    usersReader.findById(db, companyId, auth.userId),
  ]);
  if (!campaign) throw new AppError('ERR_NOT_FOUND', { message: 'No such campaign' });
  const labels = deliveryLabels(user?.language);
  const hideNumber = hidesNumbersFrom(auth, toCompanySettings(settingsRow));
  const shown = zonedTimes(timeZone);
  const at = (moment: Date | null) => (moment ? shown(moment) : null);
  const columns: ExportColumn[] = [
    { header: labels.number, width: 16 },
    { header: labels.name, width: 28 },
    { header: labels.status, width: 18 },
    { header: labels.confirmationRequestedAt, width: 17, date: true },
    { header: labels.confirmedAt, width: 17, date: true },
    { header: labels.deliveredAt, width: 17, date: true },
    { header: labels.error, width: 24 },
  ];

  async function* batches(): AsyncGenerator<ExportCell[][]> {
    let after = 0;
    for (;;) {
      const recipients = await repo.batch(db, companyId, campaignId, after, EXPORT_BATCH);
      if (recipients.length === 0) return;
      yield recipients.map((row) => [
        hideNumber ? maskPhoneNumber(row.number) : row.number,
        row.name,
        labels.statuses[row.status],
        at(row.confirmationRequestedAt),
        at(row.confirmedAt),
        at(row.deliveredAt),
        row.failedReason,
      ]);
      if (recipients.length < EXPORT_BATCH) return;
      after = recipients[recipients.length - 1]?.id ?? after;
    }
  }

  return {
    rows,
    fileBase: `${labels.fileName}-${campaign.id}`,
    stream: exportTable(format, { sheetName: labels.sheetName, columns }, batches(), onError),
  };
}
