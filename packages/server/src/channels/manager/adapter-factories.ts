import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { providerTokenContext } from '../../modules/connections/provider-token.js';
import type { ConnectionChannel } from '@guiche/shared';
import type { ConnectionRow } from '../../modules/connections/connections.repository.js';
import type { GraphSettings } from '../meta/graph-client.js';
import { MessengerAdapter } from '../messenger/messenger.adapter.js';
import { SimulatorAdapter } from '../simulator/simulator.adapter.js';
import { CloudApiAdapter } from '../whatsappapi/cloud-api.adapter.js';
import type { AdapterFactory } from './channel-manager.js';

export interface AdapterDeps {
  db: Db;
  storage: TenantStorage;
  events: DomainEvents;
  logger: FastifyBaseLogger;
  secretBox: SecretBox;
  /** Baileys sessions reach WhatsApp's servers; offline runs (tests) leave them out. */
  whatsappEnabled: boolean;
  graph: GraphSettings;
}

/** How the channel manager builds the live adapter of each stateful channel. */
export function adapterFactories(deps: AdapterDeps): Partial<Record<ConnectionChannel, AdapterFactory>> {
  const { db, storage, events, logger, secretBox } = deps;
  const simulator: AdapterFactory = ({ connection, fence }) =>
    new SimulatorAdapter({
      db,
      companyId: connection.companyId,
      whatsappId: connection.id,
      storage,
      fence,
      onPhoneChange: ({ contactNumber }) =>
        events.emit('simulator.changed', { companyId: connection.companyId, whatsappId: connection.id, contactNumber }),
    });
  // Baileys (about 50 MB once loaded) is imported when the first WhatsApp session starts, not with the server.
  const whatsapp: AdapterFactory = async ({ connection, fence }) => {
    const [{ BaileysAdapter }, { importWindowOf }] = await Promise.all([
      import('../whatsapp/baileys.adapter.js'),
      import('../whatsapp/history.js'),
    ]);
    return new BaileysAdapter({
      db,
      companyId: connection.companyId,
      whatsappId: connection.id,
      fence,
      secretBox,
      allowGroup: connection.allowGroup,
      importWindow: importWindowOf(connection, new Date()),
      logger: logger.child({ whatsappId: connection.id }, { level: 'warn' }),
    });
  };
  /** A Meta channel's account and its token, opened under the context it was sealed with. */
  const metaAccount = (connection: ConnectionRow) => {
    if (!connection.providerAccountId || !connection.accessTokenEncrypted)
      throw new Error(`connection ${connection.id} has no ${connection.channel} account`);
    const accessToken = secretBox
      .open(connection.accessTokenEncrypted, providerTokenContext(connection.channel, connection.providerAccountId))
      .toString();
    return { accountId: connection.providerAccountId, accessToken };
  };
  const whatsappapi: AdapterFactory = ({ connection }) => {
    const { accountId, accessToken } = metaAccount(connection);
    return new CloudApiAdapter({ phoneNumberId: accountId, accessToken, graph: deps.graph });
  };
  const messenger =
    (kind: 'facebook' | 'instagram'): AdapterFactory =>
    ({ connection }) =>
      new MessengerAdapter({ kind, ...metaAccount(connection), graph: deps.graph });
  const meta = { whatsappapi, facebook: messenger('facebook'), instagram: messenger('instagram') };
  return deps.whatsappEnabled ? { simulator, whatsapp, ...meta } : { simulator, ...meta };
}
