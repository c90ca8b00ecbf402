import type { Readable } from 'node:stream';

/**
 * The one interface every channel implements (WhatsApp through Baileys, WhatsApp Cloud API, Messenger, Instagram,
 * and the simulator). Adapters speak their provider's protocol and nothing else: they turn provider payloads into
 * the normalised events below and normalised commands into provider calls. Tickets, contacts and storage are the
 * core's business (the inbound pipeline consumes these events).
 */
export type ChannelKind = 'whatsapp' | 'whatsappapi' | 'facebook' | 'instagram' | 'simulator';

/** Delivery state, ordered: an ack never moves backwards. Stored as the spec's ack numbers (spec 1 §2). */
export type AckState = 'pending' | 'sent' | 'delivered' | 'read' | 'played';
export const ACK_NUMBER: Record<AckState, number> = { pending: 0, sent: 1, delivered: 2, read: 3, played: 4 };

/** Where a message lives on the channel. `chatId` is the provider's conversation address (JID, wa_id, PSID…). */
export interface MessageRef {
  chatId: string;
  /** The provider's message id (Baileys key.id, Cloud API wamid, Messenger mid). */
  messageId: string;
  fromMe: boolean;
  /** Group sender (Baileys groups). */
  participant?: string | undefined;
}

/** Every identity the provider gave for the sender; a contact may be known by several (phone and LID). */
export interface ExternalIdentity {
  /** Digits only, with country code. */
  phone?: string | undefined;
  /** WhatsApp privacy id (`…@lid`). */
  lid?: string | undefined;
  /** Cloud API business-scoped user id. */
  bsuid?: string | undefined;
  /** Messenger / Instagram page-scoped id. */
  psid?: string | undefined;
  name?: string | undefined;
}

export type InboundKind =
  | 'text'
  | 'image'
  | 'audio'
  | 'video'
  | 'document'
  | 'sticker'
  | 'location'
  | 'contact'
  | 'reaction'
  | 'button_reply'
  | 'list_reply'
  | 'call_log'
  | 'unsupported';

export interface InboundMedia {
  mime: string;
  fileName?: string | undefined;
  /** Downloads the bytes (provider URLs expire: call it while processing the event). */
  download(): Promise<Buffer>;
}

export interface InboundMessage {
  ref: MessageRef;
  at: Date;
  kind: InboundKind;
  /** The sender (for groups, the participant) and, for a group chat, the group. */
  sender: ExternalIdentity;
  group?: { id: string; name?: string | undefined } | undefined;
  /** Text, caption, or a readable summary for non-text kinds (location "lat,lng", contact vCard…). */
  body: string;
  media?: InboundMedia | undefined;
  /** The message this one quotes / replies to. */
  quotedId?: string | undefined;
  /** For `reaction`: the message reacted to and the emoji ('' removes). */
  reaction?: { targetId: string; emoji: string } | undefined;
  location?: { latitude: number; longitude: number; name?: string | undefined } | undefined;
  /** vCards of a `contact` message. */
  vcards?: string[] | undefined;
  /** Baileys: `notify` is live; `append` is history/offline catch-up that must not trigger bots or notifications. */
  live: boolean;
  /**
   * Old history the phone synced for the connection's message import (spec 2 §4): stored without notifications or
   * hooks, and a ticket it opens is marked imported.
   */
  imported?: boolean | undefined;
  raw: unknown;
}

export type ConnectionState =
  'connecting' | 'qr' | 'pairing_code' | 'open' | 'closed' | 'logged_out' | 'replaced' | 'forbidden';

export type ChannelEvent =
  | { type: 'status'; state: ConnectionState; qr?: string; code?: string; reason?: number; number?: string }
  | { type: 'message'; message: InboundMessage }
  | { type: 'ack'; ref: MessageRef; ack: AckState }
  | { type: 'failed'; ref: MessageRef; error: { code: string; detail?: string } }
  | { type: 'edited'; ref: MessageRef; body: string; at: Date }
  | { type: 'deleted'; ref: MessageRef }
  | { type: 'presence'; chatId: string; state: 'composing' | 'recording' | 'paused' | 'available' | 'unavailable' }
  /**
   * A chunk of the history the phone synced, already narrowed to the connection's import window (messages marked
   * `imported`); `complete` when the phone said the sync is over. The channel manager imports them, not the pipeline.
   */
  | { type: 'history'; messages: InboundMessage[]; complete: boolean };

export type ChannelListener = (event: ChannelEvent) => void | Promise<void>;

export type OutboundContent =
  | { kind: 'text'; text: string }
  | {
      kind: 'media';
      media: 'image' | 'audio' | 'video' | 'document' | 'sticker';
      data: Buffer | Readable;
      mime: string;
      fileName?: string | undefined;
      caption?: string | undefined;
      /** A voice note (push-to-talk) rather than an audio file. */
      voice?: boolean | undefined;
    }
  | { kind: 'reaction'; target: MessageRef; emoji: string }
  | { kind: 'location'; latitude: number; longitude: number; name?: string | undefined }
  | { kind: 'vcard'; displayName: string; vcard: string };

export interface SendOptions {
  quote?: MessageRef | undefined;
  /** Stable per logical send: a retried job sends the same key, and adapters that can use it avoid duplicates. */
  idempotencyKey: string;
}

export interface ChannelCapabilities {
  qr: boolean;
  pairingCode: boolean;
  edit: boolean;
  delete: boolean;
  presence: boolean;
  /** Hours after the contact's last message during which free-form replies are allowed (Meta channels). */
  replyWindowHours?: number | undefined;
}

/** A provider's send limit, per second, for one account (audio and video may have a lower one). */
export interface SendRateLimit {
  perSecond: number;
  audioVideoPerSecond?: number | undefined;
}

export interface ChannelAdapter {
  readonly kind: ChannelKind;
  readonly capabilities: ChannelCapabilities;
  /**
   * Whether sending the same message again (same idempotency key) after an interrupted send is harmless: the channel
   * keeps one copy (WhatsApp dedupes by the message id we generate; the simulator likewise). Where it is not
   * (the Cloud API and Messenger have no idempotency key), an interrupted send is left to the attendant.
   */
  readonly repeatIsHarmless: boolean;
  /**
   * Sends per second this account may make, when it differs from its channel's default (SEND_RATE_LIMITS): a Cloud
   * API number upgraded to high throughput, for instance.
   */
  readonly sendRateLimit?: SendRateLimit | undefined;
  /** Opens the session (QR/pairing flows emit `status` events). Stateless HTTP channels resolve at once. */
  connect(options?: { pairingPhone?: string | undefined }): Promise<void>;
  /** Closes the session; with `logout` the provider session and stored credentials are dropped too. */
  disconnect(options?: { logout?: boolean }): Promise<void>;
  /** Subscribes to events; answers the unsubscribe function. */
  on(listener: ChannelListener): () => void;
  /** Resolves once the provider accepted the message; acks follow as events. */
  send(chatId: string, content: OutboundContent, options: SendOptions): Promise<MessageRef>;
  edit(ref: MessageRef, text: string): Promise<void>;
  delete(ref: MessageRef): Promise<void>;
  markRead(refs: MessageRef[]): Promise<void>;
  /**
   * Puts the contact on the account's block list, or takes them off it (`chatId`: a jid or a bare number). Only
   * channels that have a block list implement it (WhatsApp through Baileys); elsewhere blocking is ours alone.
   */
  setBlocked?(chatId: string, blocked: boolean): Promise<void>;
  setPresence(chatId: string, state: 'composing' | 'recording' | 'paused'): Promise<void>;
  profilePictureUrl(chatId: string): Promise<string | null>;
  /**
   * Takes the connection's settings as saved while the session runs, without reconnecting: a channel that reads one
   * of them itself (WhatsApp through Baileys drops group messages unless allowGroup) implements it.
   */
  reconfigure?(settings: LiveSessionSettings): void;
}

/** The connection settings a running session reads itself; everything else is read by the core when it is used. */
export interface LiveSessionSettings {
  allowGroup: boolean;
}

/** Provider failures adapters raise, mapped to catalogue codes by the core. */
export class ChannelError extends Error {
  constructor(
    readonly code:
      | 'NOT_CONNECTED'
      | 'WINDOW_CLOSED'
      | 'INVALID_RECIPIENT'
      | 'UNSUPPORTED'
      | 'PROVIDER_ERROR'
      | 'MEDIA_DOWNLOAD_FAILED',
    message: string,
    /** Whether trying again later may succeed (connection down, rate limit, 5xx). */
    readonly retryable = false,
    /** The request may have reached the provider (a timeout, a dropped connection): it may hold the message. */
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}

/** Raw HTTP as a Meta webhook arrives: the signature is computed over the exact bytes. */
export interface WebhookRequest {
  method: 'GET' | 'POST';
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

export interface WebhookResponse {
  status: number;
  body?: string;
}
