import {
  ChannelError,
  type ChannelAdapter,
  type ChannelCapabilities,
  type MessageRef,
  type OutboundContent,
  type SendOptions,
  type SendRateLimit,
} from '../types.js';
import { WebhookChannel } from '../meta/webhook-channel.js';
import { GraphClient, type GraphSettings } from '../meta/graph-client.js';
import type { JsonRecord } from '../meta/json-read.js';
import { CloudMedia, type CloudMediaSource } from './cloud-media.js';
import { cloudMessageFields } from './outbound-message.js';

export interface CloudApiAdapterOptions {
  /** The business number's `phone_number_id` (also the webhook routing key). */
  phoneNumberId: string;
  /** System-user or business token with `whatsapp_business_messaging`. */
  accessToken: string;
  graph?: GraphSettings | undefined;
}

interface SendAnswer {
  contacts?: { input?: string; wa_id?: string }[];
  messages?: { id?: string; message_status?: string }[];
}

/**
 * A number Meta upgraded to high throughput carries 1,000 messages/s, inbound included; replies keep 3/4 of it, as
 * they keep 60 of a standard number's 80 (SEND_RATE_LIMITS).
 */
const HIGH_THROUGHPUT_LIMIT: SendRateLimit = { perSecond: 750 };

/** Meta caps `biz_opaque_callback_data`; statuses echo it, which ties a status to our send even if the answer was lost. */
const CALLBACK_DATA_MAX = 512;

/**
 * WhatsApp Cloud API. Stateless HTTP: no session to open, events arrive through the shared webhook
 * (meta/webhook-routes.ts) and are handed to `dispatch`. Typing indicators exist only as a side effect of marking
 * one inbound message read, which `setPresence(chatId)` cannot name, so presence is reported as unsupported.
 */
export class CloudApiAdapter extends WebhookChannel implements ChannelAdapter {
  readonly kind = 'whatsappapi' as const;
  /** The Cloud API takes no idempotency key: a repeat would reach the customer twice. */
  readonly repeatIsHarmless = false;
  readonly capabilities: ChannelCapabilities = {
    qr: false,
    pairingCode: false,
    edit: false,
    delete: false,
    presence: false,
    replyWindowHours: 24,
  };
  private readonly graph: GraphClient;
  private readonly media: CloudMedia;
  private throughputLevel: string | undefined;

  constructor(private readonly options: CloudApiAdapterOptions) {
    super();
    this.graph = new GraphClient({ ...options.graph, accessToken: options.accessToken });
    this.media = new CloudMedia(this.graph, options.phoneNumberId);
  }

  /** The number's throughput level, read when the connection starts: only an upgraded number is paced faster. */
  get sendRateLimit(): SendRateLimit | undefined {
    return this.throughputLevel === 'HIGH' ? HIGH_THROUGHPUT_LIMIT : undefined;
  }

  /** Reads the number's throughput level (`GET /{phone-number-id}?fields=throughput`); unknown keeps the default pace. */
  override async connect(): Promise<void> {
    try {
      const answer = await this.graph.get<{ throughput?: { level?: string } }>(this.options.phoneNumberId, {
        fields: 'throughput',
      });
      this.throughputLevel = answer.throughput?.level;
    } catch {
      // Sends report a bad token or number themselves; pacing at the default is the safe side.
      this.throughputLevel = undefined;
    }
    await super.connect();
  }

  /** Media download for events parsed from this number's webhooks. */
  mediaSource(): CloudMediaSource {
    return this.media;
  }

  /**
   * Outside the 24 h window Meta answers 131047, raised as `WINDOW_CLOSED`. The Cloud API has no idempotency
   * key; the key travels as `biz_opaque_callback_data` so statuses can be matched to the logical send.
   */
  async send(chatId: string, content: OutboundContent, options: SendOptions): Promise<MessageRef> {
    const fields = await cloudMessageFields(content, (bytes, mime, name) => this.media.upload(bytes, mime, name));
    const body: JsonRecord = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: chatId,
      ...fields,
      biz_opaque_callback_data: options.idempotencyKey.slice(0, CALLBACK_DATA_MAX),
    };
    // A reaction already names its message; `context` on it is refused.
    if (options.quote && content.kind !== 'reaction') body.context = { message_id: options.quote.messageId };
    const answer = await this.graph.postJson<SendAnswer>(`${this.options.phoneNumberId}/messages`, body);
    const messageId = answer.messages?.[0]?.id;
    if (!messageId) throw new ChannelError('PROVIDER_ERROR', 'send answered no message id');
    // Statuses address the recipient by wa_id, so the ref uses it when Meta normalised the number.
    return { chatId: answer.contacts?.[0]?.wa_id ?? chatId, messageId, fromMe: true };
  }

  async edit(_ref: MessageRef, _text: string): Promise<void> {
    throw new ChannelError('UNSUPPORTED', 'the WhatsApp Cloud API cannot edit messages');
  }

  async delete(_ref: MessageRef): Promise<void> {
    throw new ChannelError('UNSUPPORTED', 'the WhatsApp Cloud API cannot delete messages');
  }

  /** Marking a message read also marks the earlier ones of the thread, so one call per chat is enough. */
  async markRead(refs: MessageRef[]): Promise<void> {
    const lastPerChat = new Map<string, MessageRef>();
    for (const ref of refs) if (!ref.fromMe) lastPerChat.set(ref.chatId, ref);
    for (const ref of lastPerChat.values()) {
      await this.graph.postJson(`${this.options.phoneNumberId}/messages`, {
        messaging_product: 'whatsapp',
        status: 'read',
        message_id: ref.messageId,
      });
    }
  }

  async setPresence(_chatId: string, _state: 'composing' | 'recording' | 'paused'): Promise<void> {
    throw new ChannelError('UNSUPPORTED', 'the WhatsApp Cloud API has no chat presence');
  }

  /** The Cloud API does not expose customers' profile pictures. */
  async profilePictureUrl(_chatId: string): Promise<string | null> {
    return null;
  }
}
