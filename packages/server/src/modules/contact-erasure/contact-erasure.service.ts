import type { FastifyBaseLogger } from 'fastify';
import { isErasedNumber, phoneEquivalents, type ContactErasureView } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { campaignsReader } from '../campaigns/index.js';
import { contactsReader } from '../contacts/index.js';
import { usersReader } from '../users/index.js';
import { ContactEraser } from './contact-eraser.js';
import { presentErasure } from './contact-erasure.presenter.js';
import { assertCanErase, assertConfirmsName, assertNoRunningCampaign } from './contact-erasure.policy.js';
import { contactErasureRepository as erasures, type ContactErasureRow } from './contact-erasure.repository.js';
import type { ErasedNumbers } from './erased-numbers.js';

export interface ContactErasureDeps {
  db: Db;
  events: DomainEvents;
  jobs: JobQueue;
  storage: Pick<TenantStorage, 'remove'>;
  logger: FastifyBaseLogger;
  now: () => Date;
  erasedNumbers: ErasedNumbers;
  /** Records the request in the audit trail, in the transaction that creates the erasure (never the contact's data). */
  audit: Pick<AuditTrail, 'record'>;
}

/** What POST /contacts/{id}/erase answers: the erasure, and whether this request created it (202) or found it (200). */
export interface ErasureRequest {
  erasure: ContactErasureView;
  created: boolean;
}

/**
 * Erasure of a contact's data on request (LGPD art. 18, GDPR art. 17): an admin confirms by typing the contact's
 * name; the erasure is recorded with who asked (their name copied, so it outlives the user) and queued as a durable
 * job (contact-eraser.ts) in one commit. The contact and its tickets stay, anonymised, so the company's figures do
 * not change; the number is kept only as a keyed hash, which blocks it from becoming a contact again for a grace
 * period unless the person writes again.
 */
export class ContactErasureService {
  private readonly eraser: ContactEraser;

  constructor(private readonly deps: ContactErasureDeps) {
    this.eraser = new ContactEraser(deps);
  }

  /** Works the erasure jobs here (resuming any left unfinished) and lifts a number's block when the person writes. */
  async start(): Promise<void> {
    await this.eraser.start();
    this.deps.events.on('contact.created', ({ companyId, contactId }) => this.liftBlock(companyId, contactId));
  }

  /**
   * POST /contacts/{id}/erase. A contact already erased answers its erasure; one being erased answers the open one
   * (the unique open index decides between two requests at once).
   */
  async request(auth: RequestAuth, contactId: number, confirm: string): Promise<ErasureRequest> {
    assertCanErase(auth);
    const { db } = this.deps;
    const { companyId } = auth;
    const contact = await contactsReader.findById(db, companyId, contactId);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    if (isErasedNumber(contact.number)) {
      const done = await erasures.latestOf(db, companyId, contactId);
      if (done) return { erasure: presentErasure(done), created: false };
    }
    assertConfirmsName(contact.name, confirm);
    const open = await erasures.findOpen(db, companyId, contactId);
    if (open) return { erasure: presentErasure(open), created: false };
    const numbers = contact.number ? phoneEquivalents(contact.number) : [];
    assertNoRunningCampaign(await campaignsReader.runningWithRecipient(db, companyId, { contactId, numbers }));

    const requester = await usersReader.findById(db, companyId, auth.userId);
    // A group's id or a LID-only contact has no phone a list or a form could bring back.
    const numberHash = contact.number && !contact.isGroup ? this.deps.erasedNumbers.hashOf(contact.number) : '';
    await this.eraser.prepare();
    const created = await db.transaction(async (tx) => {
      const row = await erasures.insertOpen(tx, companyId, {
        contactId,
        requestedById: requester?.id ?? null,
        requestedByName: requester?.name ?? '',
        numberHash,
        blockedUntil: numberHash ? this.deps.erasedNumbers.blockEnd() : null,
      });
      if (!row) return undefined;
      await this.eraser.queueWithin(tx, { companyId, erasureId: row.id });
      await this.deps.audit.record(tx, auth, {
        companyId,
        action: 'contact.erased',
        entityType: 'contact',
        entityId: contactId,
        changes: { erasureId: row.id },
      });
      return row;
    });
    if (!created) {
      const raced = await erasures.findOpen(db, companyId, contactId);
      if (!raced) throw new AppError('ERR_NOT_FOUND', { message: 'The erasure was finished meanwhile' });
      return { erasure: presentErasure(raced), created: false };
    }
    this.eraser.queued();
    return { erasure: presentErasure(created), created: true };
  }

  /** GET /contacts/{id}/erasure: the contact's latest erasure, for the screen to follow its progress. */
  async latest(auth: RequestAuth, contactId: number): Promise<ContactErasureView> {
    assertCanErase(auth);
    const { db } = this.deps;
    const row: ContactErasureRow | undefined = await erasures.latestOf(db, auth.companyId, contactId);
    if (!row) {
      const contact = await contactsReader.findById(db, auth.companyId, contactId);
      throw contact
        ? new AppError('ERR_NOT_FOUND', { message: 'This contact has no erasure' })
        : new AppError('ERR_NO_CONTACT_FOUND');
    }
    return presentErasure(row);
  }

  /**
   * A contact with an erased number was created: by the person writing again (the inbound path creates it as usual)
   * or, once its block ended, by hand. Either way the number is a contact again and its block ends.
   */
  private async liftBlock(companyId: number, contactId: number): Promise<void> {
    const contact = await contactsReader.findById(this.deps.db, companyId, contactId);
    if (!contact?.number || contact.isGroup || isErasedNumber(contact.number)) return;
    const lifted = await this.deps.erasedNumbers.lift(companyId, contact.number);
    if (lifted > 0) this.deps.logger.info({ companyId, contactId }, 'erased number wrote again: its block is lifted');
  }
}
