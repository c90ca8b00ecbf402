import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { companiesReader } from '../companies/index.js';
import type { SettingsService } from '../settings/settings.service.js';

/**
 * Spec 3 §6: campaign screens (and so contact lists, their recipients) need the plan flag useCampaigns; the company
 * setting campaignsEnabled turns the feature on for the company (it is off by default).
 */
export class CampaignAccess {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  async assert(companyId: number): Promise<void> {
    const found = await companiesReader.findWithPlan(this.db, companyId);
    if (!found?.plan.useCampaigns)
      throw new AppError('ERR_NO_PERMISSION', { message: 'The plan does not include campaigns' });
    if (!(await this.settings.read(companyId)).campaignsEnabled)
      throw new AppError('ERR_NO_PERMISSION', { message: 'Campaigns are turned off in the company settings' });
  }
}
