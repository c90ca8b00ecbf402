import { describe, expect, it } from 'vitest';
import { connectPayload, facebookConnectFormSchema, facebookErrorKey, facebookIssueFields } from './facebookConnect';

describe('connecting Facebook Pages', () => {
  it('sends addInstagram only for Instagram', () => {
    const values = { facebookUserId: '10158000000000001', facebookUserToken: 'EAAG-user-token' };
    expect(connectPayload(values, 'facebook')).toEqual(values);
    expect(connectPayload(values, 'instagram')).toEqual({ ...values, addInstagram: true });
  });

  it('checks the fields as the server does', () => {
    expect(
      facebookConnectFormSchema.safeParse({ facebookUserId: ' 123 ', facebookUserToken: 'EAAG-user-token' }).success,
    ).toBe(true);
    const bad = facebookConnectFormSchema.safeParse({ facebookUserId: 'ana.souza', facebookUserToken: 'curto' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['facebookUserId', 'validation.invalidAccountId'],
      ['facebookUserToken', 'validation.tooShort'],
    ]);
  });

  it('puts the server’s refusals on the fields, an account taken elsewhere on the token', () => {
    expect(
      facebookIssueFields([
        { path: 'facebookUserToken', message: 'validation.metaTokenRefused' },
        { path: 'providerAccountId', message: 'validation.accountTaken' },
        { path: 'somethingElse', message: 'validation.required' },
      ]),
    ).toEqual([
      { field: 'facebookUserToken', message: 'validation.metaTokenRefused' },
      { field: 'facebookUserToken', message: 'validation.accountTaken' },
    ]);
  });

  it('knows which refusals it explains itself', () => {
    expect(facebookErrorKey('validation.noInstagramAccounts')).toBe('noInstagramAccounts');
    expect(facebookErrorKey('validation.tooShort')).toBeUndefined();
    expect(facebookErrorKey(undefined)).toBeUndefined();
  });
});
