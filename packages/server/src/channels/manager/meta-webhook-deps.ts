import type { MetaConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { connectionsReader } from '../../modules/connections/index.js';
import { providerTokenContext } from '../../modules/connections/provider-token.js';
import type { InboundPipeline } from '../../modules/inbound/inbound.pipeline.js';
import type { InboundConnection } from '../../modules/inbound/inbound.types.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { GraphSettings } from '../meta/graph-client.js';
import type { MetaWebhookDeps } from '../meta/webhook-handler.js';

/** The one app key this server knows: the platform's Meta app from the environment. */
const PLATFORM_APP = 'platform';
/**
 * How long an account → connection answer is reused. Saves and deletes clear it at once, here and (through the
 * connection relay) in the other processes; this bounds how long a notice lost while Redis was away leaves it stale
 * (until then a renewed token is only used for media downloads, and a deleted connection's deliveries fail and are
 * retried by Meta).
 */
const ACCOUNT_CACHE_MS = 30_000;

type Resolved = Awaited<ReturnType<MetaWebhookDeps<InboundConnection>['resolve']>>;

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
  events: DomainEvents;
}): MetaWebhookDeps<InboundConnection> {
  const { db, config, secretBox, pipeline } = deps;
  // Every delivery names its account: reading and unsealing the connection each time cost more than storing a message.
  const accounts = new Map<string, { at: number; resolved: Resolved }>();
  const forget = () => accounts.clear();
  deps.events.on('connection.saved', forget);
  deps.events.on('connection.deleted', forget);
  deps.events.on('connection.changedElsewhere', forget);

  const lookUp = async (
    kind: Parameters<MetaWebhookDeps<InboundConnection>['resolve']>[0],
    accountId: string,
  ): Promise<Resolved> => {
    const connection = await connectionsReader.findByProviderAccount(db, kind, accountId);
    if (!connection?.accessTokenEncrypted) return undefined;
    return {
      ref: { id: connection.id, companyId: connection.companyId, channel: connection.channel },
      accessToken: secretBox.open(connection.accessTokenEncrypted, providerTokenContext(kind, accountId)).toString(),
    };
  };

  return {
    graph: deps.graph,
    apps: async () =>
      config.appSecret && config.verifyToken
        ? [{ key: PLATFORM_APP, appSecret: config.appSecret, verifyToken: config.verifyToken }]
        : [],
    resolve: async (kind, accountId, appKey) => {
      if (appKey !== PLATFORM_APP) return undefined;
      const key = `${kind}:${accountId}`;
      const cached = accounts.get(key);
      if (cached && Date.now() - cached.at < ACCOUNT_CACHE_MS) return cached.resolved;
      const resolved = await lookUp(kind, accountId);
      accounts.set(key, { at: Date.now(), resolved });
      return resolved;
    },
    // A delivery's events go to the pipeline together, so its messages are written in one group commit.
    sink: (connection, events) => pipeline.handleAll(connection, events),
  };
}
