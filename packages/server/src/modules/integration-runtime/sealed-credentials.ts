import type { SecretBox } from '../../security/secret-box.js';

/**
 * Credentials of queue integrations and prompts, sealed under a context naming the company and the field, so a
 * sealed value copied to another company's row or another field does not open.
 */
export type CredentialField = 'dialogflowJson' | 'promptApiKey' | 'promptVoiceKey';

export class SealedCredentials {
  constructor(private readonly box: SecretBox) {}

  seal(companyId: number, field: CredentialField, plain: string): Buffer {
    return this.box.seal(plain, context(companyId, field));
  }

  open(companyId: number, field: CredentialField, sealed: Buffer): string {
    return this.box.open(sealed, context(companyId, field)).toString();
  }

  /**
   * The stored value after a save: a new non-empty value replaces it; an absent or empty one keeps it (forms
   * show credentials masked and send them back only when changed).
   */
  replace(
    companyId: number,
    field: CredentialField,
    next: string | null | undefined,
    stored: Buffer | null,
  ): Buffer | null {
    return next?.trim() ? this.seal(companyId, field, next.trim()) : stored;
  }
}

const context = (companyId: number, field: CredentialField) => `integration-credential:${companyId}:${field}`;
