import { AppError } from '../../http/app-error.js';
import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Erasing a contact's data, and following an erasure, is for the company's admins (and the super administrator). */
export function assertCanErase(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}

/** Compared as a person retypes a name: surrounding spaces, runs of spaces and letter case do not count. */
const typed = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** The name typed to confirm must be the contact's own, so that no click alone erases someone. */
export function assertConfirmsName(contactName: string, confirm: string): void {
  if (typed(confirm) === '' || typed(confirm) !== typed(contactName))
    throw new AppError('ERR_ERASURE_CONFIRMATION', {
      message: "Type the contact's name exactly as it is shown to confirm the erasure",
    });
}

/** A running campaign that includes the contact would send to it while its data goes: wait for it, or cancel it. */
export function assertNoRunningCampaign(runningCampaignId: number | undefined): void {
  if (runningCampaignId !== undefined)
    throw new AppError('ERR_CONTACT_IN_RUNNING_CAMPAIGN', {
      message: `Campaign ${runningCampaignId} is running and includes this contact: cancel it or wait until it ends`,
    });
}
