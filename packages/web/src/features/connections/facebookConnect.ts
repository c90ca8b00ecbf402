import { connectFacebookSchema, type ConnectFacebookInput } from '@guiche/shared';
import type { ValidationIssue } from '../../api/validationIssues';

/** The Meta channels connected with a Facebook login (POST /facebook) rather than the connection modal. */
export type MetaChannel = 'facebook' | 'instagram';

/** The dialog's fields: what the Facebook login would have handed over. */
export const facebookConnectFormSchema = connectFacebookSchema.omit({ addInstagram: true });
export type FacebookConnectValues = Omit<ConnectFacebookInput, 'addInstagram'>;
export type FacebookConnectField = keyof FacebookConnectValues;

/** The refusals of POST /facebook this dialog explains in its own words (connections.facebookDialog.errors). */
export const FACEBOOK_ERROR_KEYS = [
  'metaTokenRefused',
  'noFacebookPages',
  'noInstagramAccounts',
  'accountTaken',
  'invalidAccountId',
] as const;
export type FacebookErrorKey = (typeof FACEBOOK_ERROR_KEYS)[number];

export function facebookErrorKey(message: string | undefined): FacebookErrorKey | undefined {
  const key = message?.replace(/^validation\./, '');
  return FACEBOOK_ERROR_KEYS.find((known) => known === key);
}

export function connectPayload(values: FacebookConnectValues, channel: MetaChannel): ConnectFacebookInput {
  return { ...values, ...(channel === 'instagram' ? { addInstagram: true } : {}) };
}

/**
 * Where each server issue shows: on its own field, except an account already connected elsewhere, which is about
 * what the token gave access to.
 */
export function facebookIssueFields(
  issues: readonly ValidationIssue[],
): { field: FacebookConnectField; message: string }[] {
  return issues.flatMap(({ path, message }) => {
    if (path === 'facebookUserId' || path === 'facebookUserToken') return [{ field: path, message }];
    if (path === 'providerAccountId') return [{ field: 'facebookUserToken' as const, message }];
    return [];
  });
}
