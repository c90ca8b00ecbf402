import { settingsRepository } from './settings.repository.js';

/** What other modules may read of company settings. */
export const settingsReader: Pick<typeof settingsRepository, 'findRow' | 'findKeyValue'> = settingsRepository;

/** What company creation may change of settings: seeding a new company's defaults. */
export const settingsWriter: Pick<typeof settingsRepository, 'ensureDefaults'> = settingsRepository;
