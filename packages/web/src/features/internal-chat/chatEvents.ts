import { z } from 'zod';
import {
  chatMessageViewSchema,
  chatViewSchema,
  type ChatDeleteEventPayload,
  type ChatRoomEventPayload,
  type ChatUserEventPayload,
} from '@guiche/shared';

/** The internal chat's live events as the screen and the app bar read them (shared payload types). */
export const chatUserEventSchema: z.ZodType<ChatUserEventPayload> = z.object({
  action: z.enum(['create', 'update']),
  record: chatViewSchema,
});
export const chatDeleteEventSchema: z.ZodType<ChatDeleteEventPayload> = z.object({
  action: z.literal('delete'),
  id: z.number().int(),
});
export const chatRoomEventSchema: z.ZodType<ChatRoomEventPayload> = z.discriminatedUnion('action', [
  z.object({ action: z.literal('new-message'), newMessage: chatMessageViewSchema, chat: chatViewSchema }),
  z.object({ action: z.literal('update'), chat: chatViewSchema }),
]);
