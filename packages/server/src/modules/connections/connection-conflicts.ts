import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';

/** Runs a connection write and answers the database's uniqueness refusals as validation issues on their fields. */
export async function translateConnectionConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'whatsapps_channel_account_key')) throw accountTaken();
    // Two server draws of 155 bits met (connection-token.ts): no client chose it, so saying so discloses nothing.
    if (isUniqueViolation(error, 'whatsapps_token_key')) {
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'token', message: 'validation.tokenTaken' }] });
    }
    throw error;
  }
}

/** The provider account (Cloud API number, Page, Instagram account) already belongs to another connection. */
export function accountTaken(): AppError {
  return new AppError('ERR_VALIDATION', {
    issues: [{ path: 'providerAccountId', message: 'validation.accountTaken' }],
  });
}
