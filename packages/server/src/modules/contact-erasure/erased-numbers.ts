import { createHmac, hkdfSync } from 'node:crypto';
import { ERASED_NUMBER_GRACE_DAYS, phoneEquivalents } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { contactErasureRepository } from './contact-erasure.repository.js';

/** HKDF label: the hashing key is derived from the instance secret for this one purpose, never the secret itself. */
const KEY_PURPOSE = 'guiche/erased-numbers/v1';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The numbers of erased contacts, kept only as keyed hashes (HMAC-SHA256 under a key derived from the instance's
 * ENCRYPTION_KEY): the erasure row must say which number may not come back, without holding the number. A plain hash
 * would not do: the phone numbers of a country are few enough to hash them all and read the number back.
 *
 * A number is hashed in one canonical form (a Brazilian mobile with its ninth digit, phoneEquivalents), so that the
 * form a spreadsheet or a person types, with or without the 9, meets the block.
 */
export class ErasedNumbers {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    instanceSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = Buffer.from(hkdfSync('sha256', instanceSecret, Buffer.alloc(0), KEY_PURPOSE, 32));
  }

  hashOf(number: string): string {
    const canonical = phoneEquivalents(number).reduce((longest, form) =>
      form.length > longest.length ? form : longest,
    );
    return createHmac('sha256', this.key).update(canonical).digest('base64url');
  }

  /** When a block set now ends. */
  blockEnd(): Date {
    return new Date(this.now().getTime() + ERASED_NUMBER_GRACE_DAYS * DAY_MS);
  }

  /** Refuses a contact with this number while an erasure blocks it (POST /contacts, pickers, contact lists). */
  async assertNotErased(tx: DbOrTx, companyId: number, number: string): Promise<void> {
    const until = await contactErasureRepository.blockedUntil(tx, companyId, this.hashOf(number), this.now());
    if (until)
      throw new AppError('ERR_CONTACT_ERASED', {
        message: `This number's contact was erased on request; it may be added again after ${until.toISOString()}, or once the person writes`,
      });
  }

  /** A test for many numbers at once (an upload's rows): the company's blocked hashes are read once. */
  async checker(companyId: number): Promise<(number: string) => boolean> {
    const blocked = await contactErasureRepository.blockedHashes(this.db, companyId, this.now());
    if (blocked.size === 0) return () => false;
    return (number) => blocked.has(this.hashOf(number));
  }

  /** The person wrote again: their number may be a contact at once. */
  async lift(companyId: number, number: string): Promise<number> {
    return contactErasureRepository.lift(this.db, companyId, this.hashOf(number));
  }
}

/** What the contacts and contact lists modules ask of ErasedNumbers. */
export type ErasedNumberCheck = Pick<ErasedNumbers, 'assertNotErased' | 'checker'>;
