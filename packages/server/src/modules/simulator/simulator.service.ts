import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import { SimulatorAdapter, type PhoneMessage } from '../../channels/simulator/simulator.adapter.js';
import { simulatorRepository, type SimulatorMessageRow } from '../../channels/simulator/simulator.repository.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { connectionsReader } from '../connections/index.js';
import { assertCanUseSimulator } from './simulator.policy.js';

const CHAT_LIST_LIMIT = 200;
const CHAT_HISTORY_LIMIT = 200;

export interface SimulatorState {
  whatsappId: number;
  name: string;
  status: string;
  qrcode: string | null;
  number: string | null;
  paired: boolean;
  chats: { contactNumber: string; contactName: string | null; body: string; kind: string; createdAt: string }[];
}

/** The customer-phone page (/simulator): admins play contacts of a simulator connection. */
export class SimulatorService {
  constructor(
    private readonly db: Db,
    private readonly manager: ChannelManager,
  ) {}

  async state(auth: RequestAuth, whatsappId: number): Promise<SimulatorState> {
    const connection = await this.connection(auth, whatsappId);
    const [session, chats] = await Promise.all([
      simulatorRepository.findSession(this.db, auth.companyId, whatsappId),
      simulatorRepository.listChats(this.db, auth.companyId, whatsappId, CHAT_LIST_LIMIT),
    ]);
    return {
      whatsappId,
      name: connection.name,
      status: connection.status,
      qrcode: connection.qrcode,
      number: session?.number ?? null,
      paired: session?.paired ?? false,
      chats: chats.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    };
  }

  async scan(auth: RequestAuth, whatsappId: number): Promise<void> {
    await (await this.liveAdapter(auth, whatsappId)).scan();
  }

  async history(auth: RequestAuth, whatsappId: number, contactNumber: string): Promise<SimulatorMessageRow[]> {
    await this.connection(auth, whatsappId);
    return simulatorRepository.listChat(this.db, auth.companyId, whatsappId, contactNumber, CHAT_HISTORY_LIMIT);
  }

  async send(auth: RequestAuth, whatsappId: number, message: PhoneMessage): Promise<SimulatorMessageRow> {
    return (await this.liveAdapter(auth, whatsappId)).receiveFromContact(message);
  }

  async react(
    auth: RequestAuth,
    whatsappId: number,
    contactNumber: string,
    targetWid: string,
    emoji: string,
  ): Promise<void> {
    await (await this.liveAdapter(auth, whatsappId)).reactFromContact(contactNumber, targetWid, emoji);
  }

  async call(auth: RequestAuth, whatsappId: number, contactNumber: string): Promise<void> {
    await (await this.liveAdapter(auth, whatsappId)).callFromContact(contactNumber);
  }

  async presence(
    auth: RequestAuth,
    whatsappId: number,
    contactNumber: string,
    state: 'composing' | 'paused',
  ): Promise<void> {
    await (await this.liveAdapter(auth, whatsappId)).presenceFromContact(contactNumber, state);
  }

  private async connection(auth: RequestAuth, whatsappId: number) {
    assertCanUseSimulator(auth);
    const connection = await connectionsReader.findById(this.db, auth.companyId, whatsappId);
    if (!connection || connection.channel !== 'simulator') throw new AppError('ERR_NO_WAPP_FOUND');
    return connection;
  }

  /** The phone acts on the live session; it runs in this process whenever the simulator is in use. */
  private async liveAdapter(auth: RequestAuth, whatsappId: number): Promise<SimulatorAdapter> {
    await this.connection(auth, whatsappId);
    const adapter = this.manager.adapter(whatsappId);
    if (!(adapter instanceof SimulatorAdapter)) throw new AppError('ERR_WAPP_NOT_INITIALIZED');
    return adapter;
  }
}
