import type {
  ChatFormInput,
  ChatListAnswer,
  ChatMediaType,
  ChatMessagesAnswer,
  ChatMessageView,
  ChatUnreadsAnswer,
  ChatView,
  ListChatMessagesQuery,
  ListChatsQuery,
} from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import type { FileKind } from '../messages/message-files.js';
import type { StoredUpload } from '../messages/message-uploads.js';
import { presentChat, presentChatMessage } from './internal-chat.presenter.js';
import { assertMember, assertOwner, assertPlanHasInternalChat, assertReadsOwn } from './internal-chat.policy.js';
import { internalChatRepository as repo, type ChatRow } from './internal-chat.repository.js';

/** GET /chats pages hold 20 chats, GET /chats/{id}/messages pages 20 messages, like the other lists. */
export const CHATS_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 20;

const MEDIA_TYPE_OF_KIND: Record<FileKind, ChatMediaType> = {
  image: 'image',
  audio: 'audio',
  video: 'video',
  document: 'other',
};

/**
 * The internal chat (spec 1 §2 /chats, §7 "Internal chat"): titled conversations between users of one company. The
 * plan must include it; only a chat's members see it, its messages and its events; its owner alone edits or
 * deletes it. Each member has their own unread count: a message adds one for everyone but its sender.
 */
export class InternalChatService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
  ) {}

  async list(auth: RequestAuth, query: ListChatsQuery): Promise<ChatListAnswer> {
    await this.assertPlan(auth);
    const offset = (query.pageNumber - 1) * CHATS_PAGE_SIZE;
    // One row more than the page says whether another page follows, without counting them all.
    const rows = await repo.pageForMember(
      this.db,
      auth.companyId,
      auth.userId,
      { search: query.searchParam },
      { limit: CHATS_PAGE_SIZE + 1, offset },
    );
    const page = rows.slice(0, CHATS_PAGE_SIZE);
    return { records: await this.present(this.db, auth.companyId, page), hasMore: rows.length > CHATS_PAGE_SIZE };
  }

  /** GET /chats/{id or uuid}. */
  async get(auth: RequestAuth, ref: number | string): Promise<ChatView> {
    await this.assertPlan(auth);
    const chat = await this.memberChat(auth, ref);
    return this.view(this.db, auth.companyId, chat);
  }

  async unreads(auth: RequestAuth): Promise<ChatUnreadsAnswer> {
    await this.assertPlan(auth);
    return { unreads: await repo.unreadTotal(this.db, auth.companyId, auth.userId) };
  }

  /** POST /chats: the caller owns the chat and is one of its members. */
  async create(auth: RequestAuth, input: ChatFormInput): Promise<ChatView> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    const memberIds = await this.memberIds(auth, input);
    const chat = await this.db.transaction(async (tx) => {
      const row = await repo.insert(tx, companyId, { title: input.title, ownerId: auth.userId });
      await repo.setMembers(tx, companyId, row.id, memberIds);
      return row;
    });
    this.events.emit('chat.saved', { companyId, chatId: chat.id, created: true, leftUserIds: [] });
    return this.view(this.db, companyId, chat);
  }

  /** PUT /chats/{id}: title and members, by the owner; the owner stays a member. */
  async update(auth: RequestAuth, id: number, input: ChatFormInput): Promise<ChatView> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    const memberIds = await this.memberIds(auth, input);
    const { chat, leftUserIds } = await this.db.transaction(async (tx) => {
      const found = await this.lockMemberChat(tx, auth, id);
      assertOwner(auth, found);
      await repo.updateTitle(tx, companyId, id, input.title);
      const left = await repo.setMembers(tx, companyId, id, memberIds);
      return { chat: await repo.find(tx, companyId, id), leftUserIds: left };
    });
    if (!chat) throw new AppError('ERR_CHAT_NOT_FOUND');
    this.events.emit('chat.saved', { companyId, chatId: id, created: false, leftUserIds });
    return this.view(this.db, companyId, chat);
  }

  /** DELETE /chats/{id}: by the owner; its messages and their files go with it. */
  async delete(auth: RequestAuth, id: number): Promise<void> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    const { memberIds, mediaKeys } = await this.db.transaction(async (tx) => {
      const found = await this.lockMemberChat(tx, auth, id);
      assertOwner(auth, found);
      const members = await repo.members(tx, companyId, [id]);
      const keys = await repo.mediaKeys(tx, companyId, id);
      await repo.delete(tx, companyId, id);
      return { memberIds: members.map((member) => member.userId), mediaKeys: keys };
    });
    await Promise.all(mediaKeys.map((key) => this.storage.remove(key)));
    this.events.emit('chat.deleted', { companyId, chatId: id, memberIds });
  }

  /** POST /chats/{id}/read: the caller has read everything in the chat. */
  async markRead(auth: RequestAuth, id: number, userId: number | undefined): Promise<ChatView> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    assertReadsOwn(auth, userId);
    const chat = await this.memberChat(auth, id);
    await repo.markRead(this.db, companyId, id, auth.userId);
    this.events.emit('chat.read', { companyId, chatId: id, userId: auth.userId });
    return this.view(this.db, companyId, chat);
  }

  /** GET /chats/{id}/messages: page 1 holds the latest messages, each page in the order they were written. */
  async messages(auth: RequestAuth, id: number, query: ListChatMessagesQuery): Promise<ChatMessagesAnswer> {
    await this.assertPlan(auth);
    await this.memberChat(auth, id);
    const offset = (query.pageNumber - 1) * CHAT_MESSAGES_PAGE_SIZE;
    const rows = await repo.messagesPage(this.db, auth.companyId, id, { limit: CHAT_MESSAGES_PAGE_SIZE + 1, offset });
    // Rows come oldest first: the extra one, when there, is the oldest.
    const hasMore = rows.length > CHAT_MESSAGES_PAGE_SIZE;
    return { records: (hasMore ? rows.slice(1) : rows).map(presentChatMessage), hasMore };
  }

  /** POST /chats/{id}/messages with {message}. */
  async sendText(auth: RequestAuth, id: number, message: string): Promise<ChatMessageView> {
    const [sent] = await this.send(auth, id, [{ message, mediaPath: null, mediaType: null }]);
    if (!sent) throw new Error('no message was stored');
    return sent;
  }

  /** Whether the caller may write in the chat, asked before a multipart body is read: a stranger's files are never stored. */
  async assertCanWrite(auth: RequestAuth, id: number): Promise<void> {
    await this.assertPlan(auth);
    await this.memberChat(auth, id);
  }

  /** POST /chats/{id}/messages as multipart: one message per file, already in the company's storage, named by it. */
  async sendFiles(auth: RequestAuth, id: number, files: StoredUpload[]): Promise<ChatMessageView[]> {
    return this.send(
      auth,
      id,
      files.map((file) => ({ message: file.fileName, mediaPath: file.key, mediaType: MEDIA_TYPE_OF_KIND[file.kind] })),
    );
  }

  /** The chat as live events carry it, or undefined once it is gone. */
  async snapshot(companyId: number, chatId: number): Promise<ChatView | undefined> {
    const chat = await repo.find(this.db, companyId, chatId);
    return chat && this.view(this.db, companyId, chat);
  }

  async messageSnapshot(companyId: number, messageId: number): Promise<ChatMessageView | undefined> {
    const record = await repo.findMessage(this.db, companyId, messageId);
    return record && presentChatMessage(record);
  }

  private async send(
    auth: RequestAuth,
    id: number,
    drafts: { message: string; mediaPath: string | null; mediaType: ChatMediaType | null }[],
  ): Promise<ChatMessageView[]> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    const ids = await this.db.transaction(async (tx) => {
      await this.lockMemberChat(tx, auth, id);
      const stored: number[] = [];
      for (const draft of drafts)
        stored.push((await repo.insertMessage(tx, companyId, { chatId: id, senderId: auth.userId, ...draft })).id);
      return stored;
    });
    for (const messageId of ids) this.events.emit('chat.messageCreated', { companyId, chatId: id, messageId });
    const views = await Promise.all(ids.map((messageId) => this.messageSnapshot(companyId, messageId)));
    return views.filter((view): view is ChatMessageView => view !== undefined);
  }

  private async assertPlan(auth: RequestAuth): Promise<void> {
    assertPlanHasInternalChat((await companiesReader.findWithPlan(this.db, auth.companyId))?.plan);
  }

  private async memberChat(auth: RequestAuth, ref: number | string): Promise<ChatRow> {
    const chat = await repo.find(this.db, auth.companyId, ref);
    assertMember(chat, chat ? await repo.isMember(this.db, auth.companyId, chat.id, auth.userId) : false);
    return chat;
  }

  private async lockMemberChat(tx: DbOrTx, auth: RequestAuth, id: number): Promise<ChatRow> {
    const chat = await repo.lock(tx, auth.companyId, id);
    assertMember(chat, chat ? await repo.isMember(tx, auth.companyId, id, auth.userId) : false);
    return chat;
  }

  /** The members a form names, all users of the company (ERR_NO_USER_FOUND otherwise), with the caller among them. */
  private async memberIds(auth: RequestAuth, input: ChatFormInput): Promise<number[]> {
    const named = [...new Set(input.users.map((user) => user.id))];
    const known = await repo.companyUserIds(this.db, auth.companyId, named);
    if (known.length !== named.length) throw new AppError('ERR_NO_USER_FOUND');
    return [...new Set([auth.userId, ...named])];
  }

  private async view(tx: DbOrTx, companyId: number, chat: ChatRow): Promise<ChatView> {
    const [view] = await this.present(tx, companyId, [chat]);
    if (!view) throw new Error('a chat without its view');
    return view;
  }

  private async present(tx: DbOrTx, companyId: number, chats: ChatRow[]): Promise<ChatView[]> {
    const members = await repo.members(
      tx,
      companyId,
      chats.map((chat) => chat.id),
    );
    return chats.map((chat) => presentChat(chat, members));
  }
}
