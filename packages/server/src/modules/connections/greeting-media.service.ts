import type { Connection } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertCanEditOrDeleteConnection } from './connections.policy.js';
import { connectionsRepository } from './connections.repository.js';

/**
 * The greeting's attachment (spec 2 §7 POST/DELETE /whatsapp/{id}/media-upload): kept in the company's storage,
 * named on the connection. A replaced or removed file is deleted once the connection no longer names it.
 */
export class GreetingMediaService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
    private readonly present: (auth: RequestAuth, id: number) => Promise<Connection>,
  ) {}

  /** Stores `file` (already checked to be an image or a video) as the connection's greeting attachment. */
  async set(auth: RequestAuth, id: number, file: { content: Buffer; extension: string }): Promise<Connection> {
    return this.replace(auth, id, () => this.storage.save(auth.companyId, 'connections', file.extension, file.content));
  }

  async remove(auth: RequestAuth, id: number): Promise<Connection> {
    return this.replace(auth, id, async () => null);
  }

  private async replace(auth: RequestAuth, id: number, store: () => Promise<string | null>): Promise<Connection> {
    assertCanEditOrDeleteConnection(auth);
    const { companyId } = auth;
    if (!(await connectionsRepository.findById(this.db, companyId, id))) throw new AppError('ERR_NO_WAPP_FOUND');
    const key = await store();
    let previous: string | null;
    try {
      previous = await this.db.transaction(async (tx) => {
        const current = await connectionsRepository.lockById(tx, companyId, id);
        if (!current) throw new AppError('ERR_NO_WAPP_FOUND');
        await connectionsRepository.update(tx, companyId, id, { greetingMediaAttachment: key });
        return current.greetingMediaAttachment;
      });
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    if (previous !== key) await this.storage.remove(previous);
    this.events.emit('connection.saved', { companyId, whatsappId: id });
    return this.present(auth, id);
  }
}
