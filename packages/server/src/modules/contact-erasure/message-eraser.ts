import type { Db, Tx } from '../../db/database.js';
import { parseStorageKey, type TenantStorage } from '../../storage/tenant-storage.js';
import {
  messageErasureRepository as repo,
  type MessageFileRef,
  type MessageScope,
} from './message-erasure.repository.js';

export type { MessageScope } from './message-erasure.repository.js';

/**
 * Messages per batch. Each batch is one short transaction that locks only its own rows (the inbox's writes to other
 * messages and to tickets never wait on it), and its files are removed before it; 200 rows is a few milliseconds of
 * updating, and one batch of files at a time keeps the disk's work bounded.
 */
export const MESSAGE_BATCH = 200;

/** What one batch erased; `within` records it in the batch's own transaction. */
export interface ErasedBatch {
  messages: number;
  media: number;
}

export interface PassOptions {
  /** Runs in each batch's transaction, after its rows changed (an erasure's counts commit with them). */
  within?: ((tx: Tx, batch: ErasedBatch) => Promise<void>) | undefined;
  /** Asked after each batch: true ends the pass early (the caller continues it later). */
  shouldStop?: (() => boolean) | undefined;
}

/** How a pass ended: finished, or stopped early (`shouldStop`), with what it erased. */
export interface PassResult extends ErasedBatch {
  finished: boolean;
}

/**
 * Erases messages in batches, shared by a contact's erasure and by retention: the files first, then the rows in a
 * transaction of their own. Files go before their rows because a crash between the two then leaves a row naming a
 * file already gone, which the next run finds and finishes (removing a missing file is a no-op); the other order would
 * leave files no row names any more, which nothing would ever find.
 *
 * Only the message's own files are removed: keys of the `messages` area that the message did not get by a forward. A
 * forward reuses the original's key, and bot menus, campaigns and quick replies send the company's own files (other
 * areas), which other messages and the company's settings still show.
 */
export class MessageEraser {
  constructor(
    private readonly db: Db,
    private readonly storage: Pick<TenantStorage, 'remove'>,
    private readonly batchSize = MESSAGE_BATCH,
  ) {}

  /** Empties the scope's messages (text, files, addresses, payloads), batch by batch. */
  async eraseMessages(scope: MessageScope, options: PassOptions = {}): Promise<PassResult> {
    return this.pass(
      options,
      (after) => repo.nextToErase(this.db, scope, after, this.batchSize),
      (tx, ids) => repo.erase(tx, scope, ids),
    );
  }

  /** Removes the scope's files and forgets them on their messages (the texts stay), batch by batch. */
  async removeMedia(scope: MessageScope, options: PassOptions = {}): Promise<PassResult> {
    return this.pass(
      options,
      (after) => repo.nextWithMedia(this.db, scope, after, this.batchSize),
      async (tx, ids) => {
        const media = await repo.clearMedia(tx, scope, ids);
        return { messages: 0, media };
      },
    );
  }

  private async pass(
    { within, shouldStop }: PassOptions,
    next: (afterId: number) => Promise<MessageFileRef[]>,
    change: (tx: Tx, ids: number[]) => Promise<ErasedBatch>,
  ): Promise<PassResult> {
    const total: PassResult = { messages: 0, media: 0, finished: false };
    for (let after = 0; ;) {
      const rows = await next(after);
      if (rows.length === 0) return { ...total, finished: true };
      await Promise.all(rows.filter(ownsFile).map((row) => this.storage.remove(row.mediaUrl)));
      const batch = await this.db.transaction(async (tx) => {
        const erased = await change(
          tx,
          rows.map((row) => row.id),
        );
        await within?.(tx, erased);
        return erased;
      });
      total.messages += batch.messages;
      total.media += batch.media;
      after = rows[rows.length - 1]?.id ?? after;
      if (rows.length < this.batchSize) return { ...total, finished: true };
      if (shouldStop?.()) return total;
    }
  }
}

/** Whether removing the message's file removes only what is the message's own (see MessageEraser). */
function ownsFile(row: MessageFileRef): boolean {
  return row.mediaUrl !== null && !row.isForwarded && parseStorageKey(row.mediaUrl)?.area === 'messages';
}
