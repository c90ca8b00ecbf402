import type { FileListFormInput, FileListListAnswer, FileListView, ListFileListsQuery } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/uploads.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { RequestAuth } from '../auth/auth.service.js';
import '../integration-runtime/integration-events.js';
import { usageReader } from '../integration-runtime/index.js';
import { classifyFile, cleanFileName } from '../messages/message-files.js';
import { usersReader } from '../users/index.js';
import { presentFileList } from './file-list.presenter.js';
import { assertCanManageFileLists } from './file-lists.policy.js';
import { fileListsRepository } from './file-lists.repository.js';

/** GET /files pages hold 20 lists, like the other lists. */
export const FILE_LISTS_PAGE_SIZE = 20;

/**
 * File lists (spec 3 /files): a message and files, managed by company admins, sent to contacts by a queue or a
 * chatbot option (integration-runtime/file-list-sender.ts). Files live in the company's storage (area files); a
 * list still named by a queue or chatbot option cannot be deleted (ERR_INTEGRATION_IN_USE).
 */
export class FileListsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
  ) {}

  async list(auth: RequestAuth, query: ListFileListsQuery): Promise<FileListListAnswer> {
    assertCanManageFileLists(auth);
    const offset = (query.pageNumber - 1) * FILE_LISTS_PAGE_SIZE;
    const { rows, count } = await fileListsRepository.page(this.db, auth.companyId, query.searchParam, {
      limit: FILE_LISTS_PAGE_SIZE,
      offset,
    });
    return { files: rows.map(presentFileList), count, hasMore: offset + rows.length < count };
  }

  async get(auth: RequestAuth, id: number): Promise<FileListView> {
    assertCanManageFileLists(auth);
    return this.view(auth.companyId, id);
  }

  async snapshot(companyId: number, id: number): Promise<FileListView | undefined> {
    const record = await fileListsRepository.findRecord(this.db, companyId, id);
    return record && presentFileList(record);
  }

  /** POST /files: the list and its option rows (files follow through POST /files/uploadList/{id}). */
  async create(auth: RequestAuth, input: FileListFormInput): Promise<FileListView> {
    assertCanManageFileLists(auth);
    const { companyId } = auth;
    const userId = await this.owner(auth, input.userId);
    const list = await this.db.transaction(async (tx) => {
      const row = await fileListsRepository.insert(tx, companyId, { name: input.name, message: input.message, userId });
      for (const [position, option] of input.options.entries())
        await fileListsRepository.insertOption(tx, companyId, { fileListId: row.id, position, name: option.name });
      return row;
    });
    this.events.emit('fileList.saved', { companyId, fileListId: list.id, created: true });
    return this.view(companyId, list.id);
  }

  /** PUT /files/{id}: options with an id are kept (renamed, reordered), new ones added, the others removed with their files. */
  async update(auth: RequestAuth, id: number, input: FileListFormInput): Promise<FileListView> {
    assertCanManageFileLists(auth);
    const { companyId } = auth;
    const userId = await this.owner(auth, input.userId);
    const removedPaths = await this.db.transaction(async (tx) => {
      const found = await fileListsRepository.lockById(tx, companyId, id);
      if (!found) throw new AppError('ERR_NOT_FOUND');
      const stored = (await fileListsRepository.findRecord(tx, companyId, id))?.options ?? [];
      const kept = new Set(input.options.flatMap((option) => (option.id ? [option.id] : [])));
      const unknown = [...kept].find((optionId) => !stored.some((option) => option.id === optionId));
      if (unknown !== undefined)
        throw new AppError('ERR_VALIDATION', {
          message: 'Invalid request',
          issues: [{ path: 'options', message: 'validation.invalidOption' }],
        });
      await fileListsRepository.update(tx, companyId, id, {
        name: input.name,
        message: input.message,
        userId: userId ?? found.userId,
      });
      const removed = stored.filter((option) => !kept.has(option.id));
      await fileListsRepository.deleteOptions(
        tx,
        companyId,
        removed.map((option) => option.id),
      );
      for (const [position, option] of input.options.entries()) {
        if (option.id)
          await fileListsRepository.updateOption(tx, companyId, option.id, { position, name: option.name });
        else await fileListsRepository.insertOption(tx, companyId, { fileListId: id, position, name: option.name });
      }
      return removed.map((option) => option.path);
    });
    await Promise.all(removedPaths.map((path) => this.storage.remove(path)));
    this.events.emit('fileList.saved', { companyId, fileListId: id, created: false });
    return this.view(companyId, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanManageFileLists(auth);
    const { companyId } = auth;
    const paths = await this.db.transaction(async (tx) => {
      if (!(await fileListsRepository.lockById(tx, companyId, id))) throw new AppError('ERR_NOT_FOUND');
      if (await usageReader.inUse(tx, companyId, { fileListId: id })) throw new AppError('ERR_INTEGRATION_IN_USE');
      const options = (await fileListsRepository.findRecord(tx, companyId, id))?.options ?? [];
      await fileListsRepository.delete(tx, companyId, id);
      return options.map((option) => option.path);
    });
    await Promise.all(paths.map((path) => this.storage.remove(path)));
    this.events.emit('fileList.deleted', { companyId, fileListId: id });
  }

  /**
   * POST /files/uploadList/{id}: one file for the option named by fileId (its earlier file replaced), or, without
   * fileId, a new option at the end named by `name` (else the file's name).
   */
  async upload(
    auth: RequestAuth,
    id: number,
    file: UploadedFile,
    fields: { fileId?: number | undefined; name?: string | undefined },
  ): Promise<FileListView> {
    assertCanManageFileLists(auth);
    const { companyId } = auth;
    const kind = await classifyFile(file.content, file.mime);
    const key = await this.storage.save(companyId, 'files', kind.extension, file.content);
    try {
      const replaced = await this.db.transaction(async (tx) => {
        if (!(await fileListsRepository.lockById(tx, companyId, id))) throw new AppError('ERR_NOT_FOUND');
        const options = (await fileListsRepository.findRecord(tx, companyId, id))?.options ?? [];
        if (fields.fileId === undefined) {
          const name = fields.name?.trim() || cleanFileName(file.fileName, 'arquivo');
          await fileListsRepository.insertOption(tx, companyId, {
            fileListId: id,
            position: options.length,
            name,
            path: key,
            mediaType: kind.mime,
          });
          return null;
        }
        const option = options.find((candidate) => candidate.id === fields.fileId);
        if (!option) throw new AppError('ERR_NOT_FOUND');
        await fileListsRepository.updateOption(tx, companyId, option.id, { path: key, mediaType: kind.mime });
        return option.path;
      });
      await this.storage.remove(replaced);
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    this.events.emit('fileList.saved', { companyId, fileListId: id, created: false });
    return this.view(companyId, id);
  }

  private async view(companyId: number, id: number): Promise<FileListView> {
    const record = await fileListsRepository.findRecord(this.db, companyId, id);
    if (!record) throw new AppError('ERR_NOT_FOUND');
    return presentFileList(record);
  }

  /** The list's user (spec: POST /files carries userId): the company's own, else the caller. */
  private async owner(auth: RequestAuth, userId: number | null | undefined): Promise<number> {
    if (!userId || userId === auth.userId) return auth.userId;
    if (!(await usersReader.findById(this.db, auth.companyId, userId))) throw new AppError('ERR_NO_USER_FOUND');
    return userId;
  }
}
