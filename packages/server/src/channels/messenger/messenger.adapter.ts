import {
  ChannelError,
  type ChannelAdapter,
  type ChannelCapabilities,
  type MessageRef,
  type OutboundContent,
  type SendOptions,
} from '../types.js';
import { WebhookChannel } from '../meta/webhook-channel.js';
import { GraphClient, type GraphSettings } from '../meta/graph-client.js';
import type { JsonRecord } from '../meta/json-read.js';
import { fileBlob, readAllBytes } from '../meta/media-bytes.js';
import type { MessengerKind } from './parse-webhook.js';

export interface MessengerAdapterOptions {
  kind: MessengerKind;
  /** Page id (facebook) or Instagram professional account id (instagram): webhook `entry[].id` and the send path. */
  accountId: string;
  /** Page access token (or Instagram user token) with messaging permission. */
  accessToken: string;
  graph?: GraphSettings | undefined;
}

interface SendAnswer {
  recipient_id?: string;
  message_id?: string;
}

const ATTACHMENT_TYPE = { image: 'image', sticker: 'image', audio: 'audio', video: 'video', document: 'file' } as const;

/**
 * Facebook Messenger and Instagram Direct: one Send API (`POST /{id}/messages`, `recipient.id` = PSID / IGSID),
 * so one adapter parameterised by kind. Every send is `messaging_type: RESPONSE`; past the 24 h window Meta refuses
 * it and the error surfaces as `WINDOW_CLOSED`. The HUMAN_AGENT tag (7 days) is never added here: it is only for
 * replies a person wrote, which `SendOptions` does not say. Quotes are not sent (no documented Send API field).
 */
export class MessengerAdapter extends WebhookChannel implements ChannelAdapter {
  readonly kind: MessengerKind;
  /** The Send API takes no idempotency key: a repeat would reach the customer twice. */
  readonly repeatIsHarmless = false;
  readonly capabilities: ChannelCapabilities = {
    qr: false,
    pairingCode: false,
    edit: false,
    delete: false,
    presence: true,
    replyWindowHours: 24,
  };
  private readonly graph: GraphClient;

  constructor(private readonly options: MessengerAdapterOptions) {
    super();
    this.kind = options.kind;
    this.graph = new GraphClient({ ...options.graph, accessToken: options.accessToken });
  }

  async send(chatId: string, content: OutboundContent, options: SendOptions): Promise<MessageRef> {
    const recipient = { id: chatId };
    if (content.kind === 'reaction') {
      // Reactions are sender actions: no message is created, so the ref names the reaction by its target.
      const { messageId } = content.target;
      await this.senderAction(chatId, content.emoji ? 'react' : 'unreact', {
        message_id: messageId,
        ...(content.emoji ? { reaction: content.emoji } : {}),
      });
      return { chatId, messageId: `reaction:${messageId}:${options.idempotencyKey}`, fromMe: true };
    }
    let answer: SendAnswer;
    if (content.kind === 'text') {
      const message = { text: content.text, ...this.metadata(options) };
      answer = await this.graph.postJson<SendAnswer>(this.messagesPath, {
        recipient,
        messaging_type: 'RESPONSE',
        message,
      });
    } else if (content.kind === 'media') {
      // Upload and send in one multipart call (`filedata`), as both Messenger and Instagram accept.
      const attachment = { type: ATTACHMENT_TYPE[content.media], payload: { is_reusable: false } };
      const form = new FormData();
      form.append('recipient', JSON.stringify(recipient));
      form.append('messaging_type', 'RESPONSE');
      form.append('message', JSON.stringify({ attachment, ...this.metadata(options) }));
      const bytes = await readAllBytes(content.data);
      form.append('filedata', fileBlob(bytes, content.mime), content.fileName ?? content.media);
      answer = await this.graph.postForm<SendAnswer>(this.messagesPath, form);
    } else {
      throw new ChannelError('UNSUPPORTED', `${this.kind} cannot send ${content.kind} messages`);
    }
    if (!answer.message_id) throw new ChannelError('PROVIDER_ERROR', 'send answered no message id');
    return { chatId: answer.recipient_id ?? chatId, messageId: answer.message_id, fromMe: true };
  }

  async edit(_ref: MessageRef, _text: string): Promise<void> {
    throw new ChannelError('UNSUPPORTED', `${this.kind} cannot edit sent messages`);
  }

  async delete(_ref: MessageRef): Promise<void> {
    throw new ChannelError('UNSUPPORTED', `${this.kind} cannot delete sent messages`);
  }

  /** Seen is per conversation (`mark_seen`), not per message. */
  async markRead(refs: MessageRef[]): Promise<void> {
    const chats = new Set(refs.filter((ref) => !ref.fromMe).map((ref) => ref.chatId));
    for (const chatId of chats) await this.senderAction(chatId, 'mark_seen');
  }

  /** There is no "recording" indicator; typing stands in for it. */
  async setPresence(chatId: string, state: 'composing' | 'recording' | 'paused'): Promise<void> {
    await this.senderAction(chatId, state === 'paused' ? 'typing_off' : 'typing_on');
  }

  /** User Profile API; a customer's privacy settings or a missing permission simply mean no picture. */
  async profilePictureUrl(chatId: string): Promise<string | null> {
    try {
      const profile = await this.graph.get<{ profile_pic?: string }>(encodeURIComponent(chatId), {
        fields: 'profile_pic',
      });
      return profile.profile_pic ?? null;
    } catch (error) {
      if (error instanceof ChannelError) return null;
      throw error;
    }
  }

  private get messagesPath(): string {
    return `${this.options.accountId}/messages`;
  }

  /** Messenger echoes `message.metadata` back, which ties an echo to our send; Instagram does not document it. */
  private metadata(options: SendOptions): JsonRecord {
    return this.kind === 'facebook' ? { metadata: options.idempotencyKey } : {};
  }

  private async senderAction(chatId: string, action: string, payload?: JsonRecord): Promise<void> {
    const body: JsonRecord = { recipient: { id: chatId }, sender_action: action };
    if (payload) body.payload = payload;
    await this.graph.postJson(this.messagesPath, body);
  }
}
