import { queueIntegrationsRepository } from './queue-integrations.repository.js';

export type { QueueIntegrationRow } from './queue-integrations.repository.js';

/** What other modules may read of queue integrations. */
export const queueIntegrationsReader: Pick<typeof queueIntegrationsRepository, 'findById'> =
  queueIntegrationsRepository;

/** What the integration runtime may change of an integration: the outcome of its last run. */
export const queueIntegrationsWriter: Pick<typeof queueIntegrationsRepository, 'recordOutcome'> =
  queueIntegrationsRepository;
