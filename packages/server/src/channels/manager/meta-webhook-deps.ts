import type { MetaConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { connectionsRepository } from '../../modules/connections/connections.repository.js';
import { providerTokenContext } from '../../modules/connections/provider-token.js';
import type { InboundPipeline } from '../../modules/inbound/inbound.pipeline.js';
import type { InboundConnection } from '../../modules/inbound/inbound.types.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { GraphSettings } from '../meta/graph-client.js';
import type { MetaWebhookDeps } from '../meta/webhook-handler.js';

/** The one app key this server knows: the platform's Meta app from the environment. */
const PLATFORM_APP = 'platform';

/**
 * Meta webhooks → the inbound pipeline. An account is accepted only when it belongs to a connection of its channel,
 * signed by the platform's app; its events are stored before Meta gets its 200 (the pipeline dedupes retries).
 */
export function metaWebhookDeps(deps: {
  db: Db;
  config: MetaConfig;
  graph: GraphSettings;
  secretBox: SecretBox;
  pipeline: InboundPipeline;
}): MetaWebhookDeps<InboundConnection> {
  const { db, config, secretBox, pipeline } = deps;
  return {
    graph: deps.graph,
    apps: async () =>
      config.appSecret && config.verifyToken ? [{ key: PLATFORM_APP, appSecret: config.appSecret, verifyToken: config.verifyToken }] : [],
    resolve: async (kind, accountId, appKey) => {
      if (appKey !== PLATFORM_APP) return undefined;
      const connection = await connectionsRepository.findByProviderAccount(db, kind, accountId);
      if (!connection?.accessTokenEncrypted) return undefined;
      return {
        ref: { id: connection.id, companyId: connection.companyId, channel: connection.channel, timeCreateNewTicket: connection.timeCreateNewTicket },
        accessToken: secretBox.open(connection.accessTokenEncrypted, providerTokenContext(kind, accountId)).toString(),
      };
    },
    sink: async (connection, events) => {
      for (const event of events) await pipeline.handle(connection, event);
    },
  };
}
