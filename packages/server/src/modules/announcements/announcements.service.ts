import { basename } from 'node:path';
import type {
  AnnouncementForm,
  AnnouncementListAnswer,
  AnnouncementView,
  ListAnnouncementsQuery,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/uploads.js';
import { sniffImage, type TenantStorage } from '../../storage/tenant-storage.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { presentAnnouncement } from './announcement.presenter.js';
import { assertCanManageAnnouncements } from './announcements.policy.js';
import { announcementsRepository, type AnnouncementRow } from './announcements.repository.js';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;
/** Spec 3 §2: .png, .jpg, .jpeg only; recognised by their bytes. */
const ANNOUNCEMENT_IMAGE_KINDS = new Set(['image/png', 'image/jpeg']);

/**
 * Announcements (spec 3 "Announcements"): the super administrator writes them; every signed-in user reads the
 * active ones (the app bar's popover), the super administrator every one (the /announcements page).
 */
export class AnnouncementsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
  ) {}

  async list(auth: RequestAuth, query: ListAnnouncementsQuery): Promise<AnnouncementListAnswer> {
    const offset = (query.pageNumber - 1) * ANNOUNCEMENTS_PAGE_SIZE;
    const scope = auth.super && query.active !== 'true' ? 'all' : 'active';
    const { rows, count } = await announcementsRepository.page(this.db, scope, query.searchParam, {
      limit: ANNOUNCEMENTS_PAGE_SIZE,
      offset,
    });
    return { records: rows.map(presentAnnouncement), count, hasMore: offset + rows.length < count };
  }

  async get(auth: RequestAuth, id: number): Promise<AnnouncementView> {
    const row = await announcementsRepository.findById(this.db, id);
    if (!row || (!row.status && !auth.super)) throw new AppError('ERR_NOT_FOUND');
    return presentAnnouncement(row);
  }

  /** The announcement as the live event carries it, or undefined once gone. */
  async snapshot(id: number): Promise<AnnouncementView | undefined> {
    const row = await announcementsRepository.findById(this.db, id);
    return row && presentAnnouncement(row);
  }

  async create(auth: RequestAuth, input: AnnouncementForm): Promise<AnnouncementView> {
    assertCanManageAnnouncements(auth);
    const row = await announcementsRepository.insert(this.db, auth.companyId, input);
    this.events.emit('announcement.saved', { announcementId: row.id, created: true });
    return presentAnnouncement(row);
  }

  async update(auth: RequestAuth, id: number, input: AnnouncementForm): Promise<AnnouncementView> {
    assertCanManageAnnouncements(auth);
    const row = await announcementsRepository.update(this.db, id, input);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    this.events.emit('announcement.saved', { announcementId: id, created: false });
    return presentAnnouncement(row);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanManageAnnouncements(auth);
    const row = await announcementsRepository.delete(this.db, id);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    await this.storage.remove(row.mediaPath);
    this.events.emit('announcement.deleted', { announcementId: id });
  }

  /** POST /announcements/{id}/media-upload: a PNG or JPEG image (by its bytes), replacing any earlier one. */
  async setMedia(
    auth: RequestAuth,
    id: number,
    file: Pick<UploadedFile, 'content' | 'fileName'>,
  ): Promise<AnnouncementView> {
    assertCanManageAnnouncements(auth);
    const image = await sniffImage(file.content);
    if (!image || !ANNOUNCEMENT_IMAGE_KINDS.has(image.mime)) throw new AppError('ERR_INVALID_FILE');
    if (!(await announcementsRepository.findById(this.db, id))) throw new AppError('ERR_NOT_FOUND');
    const key = await this.storage.save(auth.companyId, 'announcements', image.extension, file.content);
    return this.replaceMedia(id, {
      mediaPath: key,
      mediaName: basename(file.fileName.replaceAll('\\', '/')).slice(0, 200) || 'imagem',
    });
  }

  /** DELETE /announcements/{id}/media-upload. */
  async removeMedia(auth: RequestAuth, id: number): Promise<AnnouncementView> {
    assertCanManageAnnouncements(auth);
    return this.replaceMedia(id, { mediaPath: null, mediaName: null });
  }

  /** Points the announcement at the new image (or none); the old file goes once nothing names it, the new one on failure. */
  private async replaceMedia(
    id: number,
    media: Pick<AnnouncementRow, 'mediaPath' | 'mediaName'>,
  ): Promise<AnnouncementView> {
    let before: AnnouncementRow | undefined;
    let after: AnnouncementRow | undefined;
    try {
      [before, after] = await this.db.transaction(async (tx) => [
        await announcementsRepository.lockById(tx, id),
        await announcementsRepository.update(tx, id, media),
      ]);
    } catch (error) {
      await this.storage.remove(media.mediaPath);
      throw error;
    }
    if (!before || !after) {
      await this.storage.remove(media.mediaPath);
      throw new AppError('ERR_NOT_FOUND');
    }
    if (before.mediaPath !== media.mediaPath) await this.storage.remove(before.mediaPath);
    this.events.emit('announcement.saved', { announcementId: id, created: false });
    return presentAnnouncement(after);
  }
}
