import { randomUUID } from 'node:crypto';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import type { ChannelAdapter } from '../../channels/types.js';
import { RecentIds } from '../../channels/whatsapp/recent-ids.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { EchoFilter } from '../inbound/inbound.types.js';
import { ticketsReader } from '../tickets/index.js';

/** The one text the platform sends on its own (recovery and sign-up codes); the purge migration 0029 matches it too. */
export const verificationCodeText = (code: string) =>
  `Seu código de verificação do Guichê é ${code}. Ele vale por 10 minutos. Não o compartilhe com ninguém.`;
const VERIFICATION_CODE_TEXT =
  /^Seu código de verificação do Guichê é \d+\. Ele vale por 10 minutos\. Não o compartilhe com ninguém\.$/;

/** Ids of our own sends remembered for the channel's echo of them (Baileys hands every message we send back). */
const REMEMBERED_SENDS = 1_000;

/** The platform connection's session as this process runs it: what a platform message goes out through. */
export interface PlatformChannel {
  whatsappId: number;
  adapter: ChannelAdapter;
}

/**
 * What the platform sends on its own account (verification codes) to a WhatsApp number, through company 1's default
 * connection. Send and forget, straight to the channel adapter: no contact, ticket or message row, so no user of
 * company 1 (nor its inbox, search or live events) ever sees a code; the echo the channel hands back is dropped before
 * the inbound pipeline stores it. The session must run in this process (the adapter is here), else nothing is sent.
 */
export class PlatformMessenger {
  private readonly sent = new RecentIds(REMEMBERED_SENDS);

  constructor(
    private readonly db: Db,
    private readonly channels: Pick<ChannelManager, 'adapter'>,
  ) {}

  /**
   * The channel a platform message would go out through now; refused with a catalogue error when the platform has no
   * default connection (ERR_NO_DEF_WAPP_FOUND) or its session does not run here (ERR_WAPP_NOT_INITIALIZED).
   */
  async channel(): Promise<PlatformChannel> {
    const connection = await ticketsReader.findDefaultConnection(this.db, PLATFORM_COMPANY_ID, null);
    if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
    const adapter = this.channels.adapter(connection.id);
    if (!adapter) throw new AppError('ERR_WAPP_NOT_INITIALIZED');
    return { whatsappId: connection.id, adapter };
  }

  /** Sends `text` to `number` (digits with country code); rejects when the channel refused or failed it. */
  async send({ whatsappId, adapter }: PlatformChannel, number: string, text: string): Promise<void> {
    const ref = await adapter.send(number, { kind: 'text', text }, { idempotencyKey: `platform:${randomUUID()}` });
    this.sent.add(`${whatsappId}:${ref.messageId}`);
  }

  /**
   * The inbound pipeline's echo filter: our own platform messages coming back from the channel are not stored. The
   * text is recognised as well as the id: an echo may arrive before the send resolves with its id, or after a restart
   * (catch-up), and a code typed on the platform's phone is no better kept in company 1's inbox.
   */
  readonly isEcho: EchoFilter = async (connection, message) =>
    connection.companyId === PLATFORM_COMPANY_ID &&
    message.ref.fromMe &&
    (this.sent.has(`${connection.id}:${message.ref.messageId}`) || VERIFICATION_CODE_TEXT.test(message.body));
}
