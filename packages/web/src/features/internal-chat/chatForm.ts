import { z } from 'zod';
import {
  chatFormSchema,
  userListItemSchema,
  type ChatFormInput,
  type ChatView,
  type UserListItem,
} from '@guiche/shared';

/**
 * The chat dialog's form (spec 1 §5): a title ('Por favor, preencha o título da conversa.') and at least one user
 * ('Por favor, selecione pelo menos um usuário.'), the shared rules the server applies too.
 */
export const chatDialogSchema = z.object({
  title: chatFormSchema.shape.title,
  users: z.array(userListItemSchema).min(1, { message: 'validation.chatUsersRequired' }),
});
export type ChatDialogValues = z.input<typeof chatDialogSchema>;
export type ChatDialogOutput = z.output<typeof chatDialogSchema>;

/** The form of a chat being edited: its members but the owner (who stays a member whatever the form says). */
export function chatValuesOf(chat: ChatView): ChatDialogValues {
  return {
    title: chat.title,
    users: chat.users.filter((member) => member.userId !== chat.ownerId).map((member) => member.user),
  };
}

/** POST /chats or PUT /chats/{id}: users as [{id, name}]. */
export function chatPayload(values: ChatDialogOutput): ChatFormInput {
  return { title: values.title, users: values.users.map((user) => ({ id: user.id, name: user.name })) };
}

/** Spec 1 §2: save is enabled only when a title and at least one user are present. */
export function canSaveChat(values: {
  title?: string | undefined;
  users?: readonly UserListItem[] | undefined;
}): boolean {
  return (values.title ?? '').trim().length > 0 && (values.users ?? []).length > 0;
}
