import { z } from 'zod';
import {
  chatMessageViewSchema,
  chatViewSchema,
  type ChatFormInput,
  type ChatListAnswer,
  type ChatMessagesAnswer,
  type ChatMessageView,
  type ChatView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The internal chat calls of spec 1 §7 "Internal chat". */
export const internalChatKeys = {
  all: ['internal-chat'] as const,
  lists: ['internal-chat', 'list'] as const,
  list: (search: string) => ['internal-chat', 'list', search] as const,
  chat: (ref: string) => ['internal-chat', 'chat', ref] as const,
  messages: (chatId: number) => ['internal-chat', 'messages', chatId] as const,
  unreads: ['internal-chat', 'unreads'] as const,
};

const chatListAnswerSchema: z.ZodType<ChatListAnswer> = z.object({
  records: z.array(chatViewSchema),
  hasMore: z.boolean(),
});
const chatMessagesAnswerSchema: z.ZodType<ChatMessagesAnswer> = z.object({
  records: z.array(chatMessageViewSchema),
  hasMore: z.boolean(),
});

export function fetchChatPage(search: string, pageNumber: number): Promise<ChatListAnswer> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/chats?${params.toString()}`, chatListAnswerSchema);
}

/** One chat by its id or uuid (the /chats/{uuid} route). */
export function fetchChat(ref: string): Promise<ChatView> {
  return api.get(`/chats/${encodeURIComponent(ref)}`, chatViewSchema);
}

export function fetchChatMessages(chatId: number, pageNumber: number): Promise<ChatMessagesAnswer> {
  return api.get(`/chats/${chatId}/messages?pageNumber=${pageNumber}`, chatMessagesAnswerSchema);
}

export async function fetchChatUnreads(): Promise<number> {
  return (await api.get('/chats/unreads', z.object({ unreads: z.number().int() }))).unreads;
}

export function createChat(input: ChatFormInput): Promise<ChatView> {
  return api.post('/chats', input, chatViewSchema);
}

export function updateChat(id: number, input: ChatFormInput): Promise<ChatView> {
  return api.put(`/chats/${id}`, input, chatViewSchema);
}

export function deleteChat(id: number): Promise<void> {
  return api.delete(`/chats/${id}`);
}

export function markChatRead(chatId: number, userId: number): Promise<ChatView> {
  return api.post(`/chats/${chatId}/read`, { userId }, chatViewSchema);
}

export function sendChatText(chatId: number, message: string): Promise<ChatMessageView> {
  return api.post(`/chats/${chatId}/messages`, { message }, chatMessageViewSchema);
}

/** Spec 1 §7: multipart {fromMe, typeArch=chats, medias, body (file name)}; one message per file. */
export function sendChatFile(chatId: number, file: File): Promise<ChatMessageView[]> {
  const form = new FormData();
  form.set('fromMe', 'true');
  form.set('typeArch', 'chats');
  form.set('body', file.name);
  form.set('medias', file, file.name);
  return api.postForm(`/chats/${chatId}/messages`, form, z.array(chatMessageViewSchema));
}
