import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { extensionForMime, type TenantStorage } from '../../storage/tenant-storage.js';
import type { Fence } from '../lease/session-lease.js';
import {
  ACK_NUMBER,
  ChannelError,
  type AckState,
  type ChannelAdapter,
  type ChannelEvent,
  type ChannelListener,
  type InboundKind,
  type MessageRef,
  type OutboundContent,
  type SendOptions,
} from '../types.js';
import { simulatorRepository, type SimulatorMessageRow } from './simulator.repository.js';

export interface SimulatorContext {
  db: Db;
  companyId: number;
  whatsappId: number;
  storage: TenantStorage;
  /** Writes happen only while this process holds the connection's lease. */
  fence: Fence;
  /** When the company's replies show as delivered and as read on the simulated phone. */
  ackDelaysMs?: { delivered: number; read: number } | undefined;
  /** Tells the simulator page that a chat or the pairing changed. */
  onPhoneChange(change: { contactNumber?: string | undefined }): void;
}

/** What a simulated contact sends from the phone page. */
export interface PhoneMessage {
  contactNumber: string;
  contactName?: string | undefined;
  kind: Extract<InboundKind, 'text' | 'image' | 'audio' | 'video' | 'document' | 'location'>;
  body: string;
  media?: { content: Buffer; mime: string; fileName?: string | undefined } | undefined;
  location?: { latitude: number; longitude: number } | undefined;
  quotedWid?: string | undefined;
}

const DEFAULT_ACK_DELAYS = { delivered: 700, read: 1600 };

/**
 * A WhatsApp-like channel with no network: a QR that a button on the simulator page "scans", contacts played from
 * that page, replies whose acks progress sent → delivered → read. State lives in the database, so it survives a
 * restart. Used for demos and end-to-end tests; not a mock inside unit tests.
 */
export class SimulatorAdapter implements ChannelAdapter {
  readonly kind = 'simulator' as const;
  /** A reply repeated with the same idempotency key gets the same id, and the phone keeps one copy. */
  readonly repeatIsHarmless = true;
  readonly capabilities = { qr: true, pairingCode: false, edit: true, delete: true, presence: true };
  private readonly listeners = new Set<ChannelListener>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private open = false;

  constructor(private readonly ctx: SimulatorContext) {}

  on(listener: ChannelListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async connect(): Promise<void> {
    const session = await simulatorRepository.findSession(this.ctx.db, this.ctx.companyId, this.ctx.whatsappId);
    if (session?.paired && session.number) {
      this.open = true;
      await this.emit({ type: 'status', state: 'open', number: session.number });
      return;
    }
    const qr = `guiche-simulator:${this.ctx.whatsappId}:${randomUUID()}`;
    await this.write((tx) =>
      simulatorRepository.saveSession(tx, this.ctx.companyId, this.ctx.whatsappId, { paired: false, qr }),
    );
    await this.emit({ type: 'status', state: 'connecting' });
    await this.emit({ type: 'status', state: 'qr', qr });
    this.ctx.onPhoneChange({});
  }

  /**
   * The phone page's "scan" button: pairs the session, as a phone reading the QR would. A connection paired before
   * keeps its number, as a real phone re-reading the QR would: its contacts and tickets stay on the same line.
   */
  async scan(): Promise<void> {
    if (this.open) return;
    const number = await this.write(async (tx) => {
      const session = await simulatorRepository.findSession(tx, this.ctx.companyId, this.ctx.whatsappId);
      const kept = session?.number ?? `5599${String(randomInt(100_000_000, 999_999_999))}`;
      await simulatorRepository.saveSession(tx, this.ctx.companyId, this.ctx.whatsappId, {
        paired: true,
        qr: null,
        number: kept,
      });
      return kept;
    });
    this.open = true;
    await this.emit({ type: 'status', state: 'open', number });
    this.ctx.onPhoneChange({});
  }

  async disconnect(options: { logout?: boolean } = {}): Promise<void> {
    this.clearTimers();
    this.open = false;
    if (options.logout) {
      await this.write((tx) =>
        simulatorRepository.saveSession(tx, this.ctx.companyId, this.ctx.whatsappId, { paired: false, qr: null }),
      );
      await this.emit({ type: 'status', state: 'logged_out' });
    } else {
      await this.emit({ type: 'status', state: 'closed' });
    }
    this.ctx.onPhoneChange({});
  }

  /** A simulated contact writes to the company. */
  async receiveFromContact(message: PhoneMessage): Promise<SimulatorMessageRow> {
    this.assertOpen();
    const mediaKey = message.media
      ? await this.ctx.storage.save(
          this.ctx.companyId,
          'messages',
          extensionForMime(message.media.mime),
          message.media.content,
        )
      : null;
    // A location travels as "lat,lng", as the phone page and the pipeline both read it.
    const body = message.location ? `${message.location.latitude},${message.location.longitude}` : message.body;
    const row = await this.write((tx) =>
      simulatorRepository.insertMessage(tx, this.ctx.companyId, this.ctx.whatsappId, {
        contactNumber: message.contactNumber,
        contactName: message.contactName ?? null,
        direction: 'in',
        wid: `SIMIN-${randomUUID()}`,
        kind: message.kind,
        body,
        mediaKey,
        mediaMime: message.media?.mime ?? null,
        quotedWid: message.quotedWid ?? null,
        ack: ACK_NUMBER.delivered,
      }),
    );
    const media = message.media;
    await this.emit({
      type: 'message',
      message: {
        ref: { chatId: message.contactNumber, messageId: row.wid, fromMe: false },
        at: row.createdAt,
        kind: message.kind,
        sender: { phone: message.contactNumber, name: message.contactName },
        body,
        media: media ? { mime: media.mime, fileName: media.fileName, download: async () => media.content } : undefined,
        location: message.location,
        quotedId: message.quotedWid,
        live: true,
        raw: { simulator: row.id },
      },
    });
    this.ctx.onPhoneChange({ contactNumber: message.contactNumber });
    return row;
  }

  /** A simulated contact reacts to a message ('' removes the reaction). */
  async reactFromContact(contactNumber: string, targetWid: string, emoji: string): Promise<void> {
    this.assertOpen();
    const row = await this.write((tx) =>
      simulatorRepository.insertMessage(tx, this.ctx.companyId, this.ctx.whatsappId, {
        contactNumber,
        direction: 'in',
        wid: `SIMIN-${randomUUID()}`,
        kind: 'reaction',
        body: emoji,
        targetWid,
      }),
    );
    await this.emit({
      type: 'message',
      message: {
        ref: { chatId: contactNumber, messageId: row.wid, fromMe: false },
        at: row.createdAt,
        kind: 'reaction',
        sender: { phone: contactNumber },
        body: emoji,
        reaction: { targetId: targetWid, emoji },
        live: true,
        raw: { simulator: row.id },
      },
    });
    this.ctx.onPhoneChange({ contactNumber });
  }

  /** A simulated contact calls the company: the channel reports it as a call_log message (as WhatsApp does). */
  async callFromContact(contactNumber: string): Promise<void> {
    this.assertOpen();
    const row = await this.write((tx) =>
      simulatorRepository.insertMessage(tx, this.ctx.companyId, this.ctx.whatsappId, {
        contactNumber,
        direction: 'in',
        wid: `SIMCALL-${randomUUID()}`,
        kind: 'call_log',
        body: '',
      }),
    );
    await this.emit({
      type: 'message',
      message: {
        ref: { chatId: contactNumber, messageId: row.wid, fromMe: false },
        at: row.createdAt,
        kind: 'call_log',
        sender: { phone: contactNumber },
        body: '',
        live: true,
        raw: { simulator: row.id },
      },
    });
    this.ctx.onPhoneChange({ contactNumber });
  }

  /** A simulated contact is typing (or stopped). */
  async presenceFromContact(contactNumber: string, state: 'composing' | 'paused'): Promise<void> {
    this.assertOpen();
    await this.emit({ type: 'presence', chatId: contactNumber, state });
  }

  async send(chatId: string, content: OutboundContent, options: SendOptions): Promise<MessageRef> {
    this.assertOpen();
    const wid = simulatorWidFor(options.idempotencyKey);
    const ref = { chatId, messageId: wid, fromMe: true };
    const fields = await this.outboundFields(content);
    const stored = await this.write((tx) =>
      simulatorRepository.insertOutbound(tx, this.ctx.companyId, this.ctx.whatsappId, {
        contactNumber: chatId,
        direction: 'out',
        wid,
        quotedWid: options.quote?.messageId ?? null,
        ack: ACK_NUMBER.sent,
        ...fields,
      }),
    );
    // A repeat of a send the phone already holds (the sender died before hearing back) shows nothing new.
    if (!stored) {
      if ('mediaKey' in fields) await this.ctx.storage.remove(fields.mediaKey);
      return ref;
    }
    const delays = this.ctx.ackDelaysMs ?? DEFAULT_ACK_DELAYS;
    this.later(delays.delivered, () => this.progressAck(ref, 'delivered'));
    this.later(delays.read, () => this.progressAck(ref, 'read'));
    this.ctx.onPhoneChange({ contactNumber: chatId });
    return ref;
  }

  async edit(ref: MessageRef, text: string): Promise<void> {
    this.assertOpen();
    await this.writeOne((db, leaseHeld) =>
      simulatorRepository.updateByWid(
        db,
        this.ctx.companyId,
        this.ctx.whatsappId,
        ref.messageId,
        { body: text },
        leaseHeld,
      ),
    );
    this.ctx.onPhoneChange({ contactNumber: ref.chatId });
  }

  async delete(ref: MessageRef): Promise<void> {
    this.assertOpen();
    await this.writeOne((db, leaseHeld) =>
      simulatorRepository.updateByWid(
        db,
        this.ctx.companyId,
        this.ctx.whatsappId,
        ref.messageId,
        { isDeleted: true },
        leaseHeld,
      ),
    );
    this.ctx.onPhoneChange({ contactNumber: ref.chatId });
  }

  /** The contact's messages show as read (blue ticks) on the phone page. */
  async markRead(refs: MessageRef[]): Promise<void> {
    for (const ref of refs) {
      await this.writeOne((db, leaseHeld) =>
        simulatorRepository.updateByWid(
          db,
          this.ctx.companyId,
          this.ctx.whatsappId,
          ref.messageId,
          { ack: ACK_NUMBER.read },
          leaseHeld,
        ),
      );
    }
    if (refs[0]) this.ctx.onPhoneChange({ contactNumber: refs[0].chatId });
  }

  async setPresence(chatId: string): Promise<void> {
    this.ctx.onPhoneChange({ contactNumber: chatId });
  }

  async profilePictureUrl(): Promise<string | null> {
    return null;
  }

  private async outboundFields(content: OutboundContent) {
    switch (content.kind) {
      case 'text':
        return { kind: 'text', body: content.text };
      case 'media': {
        const data = Buffer.isBuffer(content.data) ? content.data : await streamToBuffer(content.data);
        const mediaKey = await this.ctx.storage.save(
          this.ctx.companyId,
          'messages',
          extensionForMime(content.mime),
          data,
        );
        return {
          kind: content.media,
          body: content.caption ?? content.fileName ?? '',
          mediaKey,
          mediaMime: content.mime,
        };
      }
      case 'reaction':
        return { kind: 'reaction', body: content.emoji, targetWid: content.target.messageId };
      case 'location':
        return { kind: 'location', body: `${content.latitude},${content.longitude}` };
      case 'vcard':
        return { kind: 'contact', body: content.vcard };
    }
  }

  private async progressAck(ref: MessageRef, ack: AckState): Promise<void> {
    if (!this.open) return;
    await this.writeOne((db, leaseHeld) =>
      simulatorRepository.updateByWid(
        db,
        this.ctx.companyId,
        this.ctx.whatsappId,
        ref.messageId,
        { ack: ACK_NUMBER[ack] },
        leaseHeld,
      ),
    );
    await this.emit({ type: 'ack', ref, ack });
    this.ctx.onPhoneChange({ contactNumber: ref.chatId });
  }

  private later(ms: number, work: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // A lost lease or a closed session ends the simulated progression quietly.
      work().catch(() => undefined);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private assertOpen(): void {
    if (!this.open) throw new ChannelError('NOT_CONNECTED', 'the simulator session is not connected', true);
  }

  private write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.ctx.fence.runFenced(work);
  }

  /** One fenced statement without a transaction: acks and edits of the phone's messages, the bulk of its writes. */
  private writeOne<T>(write: (db: Db, leaseHeld: SQL) => Promise<T | undefined>): Promise<T | undefined> {
    return this.ctx.fence.writeFenced(write);
  }

  private async emit(event: ChannelEvent): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }
}

/** The phone's id of a reply, fixed by its idempotency key so that a repeated send names the same message. */
export function simulatorWidFor(idempotencyKey: string): string {
  return `SIMOUT-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
