import { basename } from 'node:path';
import type { QuickMessageFormInput, QuickMessageView } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { targetCompany } from '../../http/authorize.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { classifyFile } from '../messages/message-files.js';
import { presentQuickMessage } from './quick-message.presenter.js';
import {
  assertCanChangeQuickMessage,
  assertCanShareQuickMessage,
  canSeeQuickMessage,
  managesQuickMessages,
} from './quick-messages.policy.js';
import { quickMessagesRepository, type QuickMessageFilter, type QuickMessageRow } from './quick-messages.repository.js';

/** GET /quick-messages pages hold 20 records. */
export const QUICK_MESSAGES_PAGE_SIZE = 20;
/** GET /quick-messages/list and /categoriesMessages answer up to this many (by shortcode). */
export const QUICK_MESSAGES_LIST_LIMIT = 500;

export interface QuickMessageListQuery {
  searchParam?: string | undefined;
  pageNumber: number;
  userId?: number | undefined;
  companyId?: number | undefined;
}

export interface UploadedMedia {
  content: Buffer;
  mime: string;
  fileName: string;
}

/** Canned replies (spec 3 "Quick messages"), with the owner/shared rules of quick-messages.policy.ts. */
export class QuickMessagesService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
  ) {}

  /**
   * GET /quick-messages: managers see every message of the company, or one user's own and the shared ones when
   * they name `userId`; anyone else sees their own and the shared ones.
   */
  async list(
    auth: RequestAuth,
    query: QuickMessageListQuery,
  ): Promise<{ records: QuickMessageView[]; hasMore: boolean }> {
    const companyId = targetCompany(auth, query.companyId);
    const ownOrSharedOf = managesQuickMessages(auth) ? query.userId : auth.userId;
    const offset = (query.pageNumber - 1) * QUICK_MESSAGES_PAGE_SIZE;
    const { rows, hasMore } = await quickMessagesRepository.list(
      this.db,
      companyId,
      { search: query.searchParam, ownOrSharedOf },
      { offset, limit: QUICK_MESSAGES_PAGE_SIZE },
    );
    return { records: rows.map(presentQuickMessage), hasMore };
  }

  /** GET /quick-messages/list: what the chat's '/' menu offers the caller: their own and the shared, active ones. */
  async usable(auth: RequestAuth): Promise<QuickMessageView[]> {
    return this.listAll(auth.companyId, { ownOrSharedOf: auth.userId, isCategory: false, activeOnly: true });
  }

  /** GET /quick-messages/categoriesMessages: the categories the caller sees. */
  async categories(auth: RequestAuth): Promise<QuickMessageView[]> {
    return this.listAll(auth.companyId, {
      ownOrSharedOf: managesQuickMessages(auth) ? undefined : auth.userId,
      isCategory: true,
    });
  }

  async get(auth: RequestAuth, id: number): Promise<QuickMessageView> {
    const row = await quickMessagesRepository.findById(this.db, auth.companyId, id);
    if (!row || !canSeeQuickMessage(auth, row)) throw new AppError('ERR_NOT_FOUND');
    return presentQuickMessage(row);
  }

  /** The message as live events carry it, or undefined once it is gone. */
  async snapshot(companyId: number, id: number): Promise<QuickMessageView | undefined> {
    const row = await quickMessagesRepository.findById(this.db, companyId, id);
    return row && presentQuickMessage(row);
  }

  async create(auth: RequestAuth, input: QuickMessageFormInput): Promise<QuickMessageView> {
    assertCanShareQuickMessage(auth, input.geral);
    const { companyId } = auth;
    const id = await this.db.transaction(async (tx) => {
      await this.assertCategory(tx, auth, input.categoryId ?? null, undefined);
      return quickMessagesRepository.insert(tx, companyId, auth.userId, formValues(input));
    });
    this.events.emit('quickMessage.saved', { companyId, quickMessageId: id, created: true, wasGeral: false });
    return this.get(auth, id);
  }

  /** PUT /quick-messages/{id}: every field of the form (absent ones take the form's defaults). */
  async update(auth: RequestAuth, id: number, input: QuickMessageFormInput): Promise<QuickMessageView> {
    assertCanShareQuickMessage(auth, input.geral);
    const { companyId } = auth;
    const before = await this.db.transaction(async (tx) => {
      const row = await this.lockChangeable(tx, auth, id);
      await this.assertCategory(tx, auth, input.categoryId ?? null, id);
      await quickMessagesRepository.update(tx, companyId, id, formValues(input));
      return row;
    });
    this.events.emit('quickMessage.saved', { companyId, quickMessageId: id, created: false, wasGeral: before.geral });
    return this.get(auth, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    const { companyId } = auth;
    const row = await this.db.transaction(async (tx) => {
      await this.lockChangeable(tx, auth, id);
      return quickMessagesRepository.delete(tx, companyId, id);
    });
    if (!row) throw new AppError('ERR_NOT_FOUND');
    await this.storage.remove(row.mediaPath);
    this.events.emit('quickMessage.deleted', { companyId, quickMessageId: id, userId: row.userId, geral: row.geral });
  }

  /**
   * POST /quick-messages/{id}/media-upload: the file sent with the message, replacing any earlier one. Its type (the
   * stored extension, which is what the media route serves it as) comes from its bytes, as for message uploads: a
   * file that only claims to be a picture is kept as an opaque download.
   */
  async setMedia(auth: RequestAuth, id: number, file: UploadedMedia): Promise<QuickMessageView> {
    const found = await quickMessagesRepository.findById(this.db, auth.companyId, id);
    if (!found || !canSeeQuickMessage(auth, found)) throw new AppError('ERR_NOT_FOUND');
    assertCanChangeQuickMessage(auth, found);
    const { extension } = await classifyFile(file.content, file.mime);
    const key = await this.storage.save(auth.companyId, 'quick-messages', extension, file.content);
    return this.replaceMedia(auth, id, { mediaPath: key, mediaName: displayName(file.fileName) });
  }

  /** DELETE /quick-messages/{id}/media-upload. */
  async removeMedia(auth: RequestAuth, id: number): Promise<QuickMessageView> {
    return this.replaceMedia(auth, id, { mediaPath: null, mediaName: null });
  }

  /** Points the message at the new file (or none); the old file is deleted once nothing names it, a new one on failure. */
  private async replaceMedia(
    auth: RequestAuth,
    id: number,
    media: { mediaPath: string | null; mediaName: string | null },
  ): Promise<QuickMessageView> {
    const { companyId } = auth;
    let before: QuickMessageRow;
    try {
      before = await this.db.transaction(async (tx) => {
        const row = await this.lockChangeable(tx, auth, id);
        await quickMessagesRepository.update(tx, companyId, id, media);
        return row;
      });
    } catch (error) {
      await this.storage.remove(media.mediaPath);
      throw error;
    }
    if (before.mediaPath !== media.mediaPath) await this.storage.remove(before.mediaPath);
    this.events.emit('quickMessage.saved', { companyId, quickMessageId: id, created: false, wasGeral: before.geral });
    return this.get(auth, id);
  }

  private async listAll(companyId: number, filter: QuickMessageFilter): Promise<QuickMessageView[]> {
    const { rows } = await quickMessagesRepository.list(this.db, companyId, filter, {
      offset: 0,
      limit: QUICK_MESSAGES_LIST_LIMIT,
    });
    return rows.map(presentQuickMessage);
  }

  /** The row locked for a change the caller may make: 404 when they cannot see it, 403 when they may not change it. */
  private async lockChangeable(tx: DbOrTx, auth: RequestAuth, id: number): Promise<QuickMessageRow> {
    const row = await quickMessagesRepository.lockById(tx, auth.companyId, id);
    if (!row || !canSeeQuickMessage(auth, row)) throw new AppError('ERR_NOT_FOUND');
    assertCanChangeQuickMessage(auth, row);
    return row;
  }

  /** A category must be a category (isCategory) the caller sees, and not the message itself. */
  private async assertCategory(
    tx: DbOrTx,
    auth: RequestAuth,
    categoryId: number | null,
    selfId: number | undefined,
  ): Promise<void> {
    if (categoryId === null) return;
    const category = await quickMessagesRepository.findById(tx, auth.companyId, categoryId);
    if (!category || !category.isCategory || categoryId === selfId || !canSeeQuickMessage(auth, category)) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Invalid request',
        issues: [{ path: 'categoryId', message: 'validation.invalidOption' }],
      });
    }
  }
}

function formValues(input: QuickMessageFormInput) {
  return {
    shortcode: input.shortcode,
    message: input.message,
    geral: input.geral,
    status: input.status,
    isCategory: input.isCategory,
    categoryId: input.categoryId ?? null,
  };
}

/** The file's own name as shown beside the message: no folders, at most 200 characters. */
function displayName(fileName: string): string {
  return basename(fileName.replaceAll('\\', '/')).slice(0, 200) || 'arquivo';
}
