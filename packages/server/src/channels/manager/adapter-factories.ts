import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { providerTokenContext } from '../../modules/connections/connections.service.js';
import type { GraphSettings } from '../meta/graph-client.js';
import { SimulatorAdapter } from '../simulator/simulator.adapter.js';
import { CloudApiAdapter } from '../whatsappapi/cloud-api.adapter.js';
import { BaileysAdapter } from '../whatsapp/baileys.adapter.js';
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
export function adapterFactories(deps: AdapterDeps): Partial<Record<'whatsapp' | 'whatsappapi' | 'simulator', AdapterFactory>> {
  const { db, storage, events, logger, secretBox } = deps;
  const simulator: AdapterFactory = ({ connection, fence }) =>
    new SimulatorAdapter({
      db,
      companyId: connection.companyId,
      whatsappId: connection.id,
      storage,
      fence,
      onPhoneChange: ({ contactNumber }) => events.emit('simulator.changed', { companyId: connection.companyId, whatsappId: connection.id, contactNumber }),
    });
  const whatsapp: AdapterFactory = ({ connection, fence }) =>
    new BaileysAdapter({
      db,
      companyId: connection.companyId,
      whatsappId: connection.id,
      fence,
      secretBox,
      allowGroup: connection.allowGroup,
      logger: logger.child({ whatsappId: connection.id }, { level: 'warn' }),
    });
  const whatsappapi: AdapterFactory = ({ connection }) => {
    if (!connection.providerAccountId || !connection.accessTokenEncrypted) throw new Error(`connection ${connection.id} has no Cloud API account`);
    const accessToken = secretBox.open(connection.accessTokenEncrypted, providerTokenContext('whatsappapi', connection.providerAccountId)).toString();
    return new CloudApiAdapter({ phoneNumberId: connection.providerAccountId, accessToken, graph: deps.graph });
  };
  return deps.whatsappEnabled ? { simulator, whatsapp, whatsappapi } : { simulator, whatsappapi };
}
