import {
  TYPEBOT_DEFAULT_DELAY_MS,
  TYPEBOT_DEFAULT_EXPIRES_MIN,
  type ListQueueIntegrationsQuery,
  type QueueIntegrationFormInput,
  type QueueIntegrationListAnswer,
  type QueueIntegrationTestInput,
  type QueueIntegrationView,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import '../integration-runtime/integration-events.js';
import { assertPlanFlag } from '../integration-runtime/plan-flags.js';
import type { SealedCredentials } from '../integration-runtime/sealed-credentials.js';
import { usageReader } from '../integration-runtime/index.js';
import { DialogflowFailure, type DialogflowClient } from '../integration-runtime/dialogflow-client.js';
import { IntegrationFailure } from '../integration-runtime/http-call.js';
import { assertConfiguredUrl, tokenUriOf } from '../integration-runtime/configured-url.js';
import type { EgressGuard } from '../../net/egress-guard.js';
import { dialogflowTestError } from './dialogflow-test-error.js';
import { presentQueueIntegration } from './queue-integration.presenter.js';
import { assertCanManageQueueIntegrations } from './queue-integrations.policy.js';
import {
  queueIntegrationsRepository,
  type QueueIntegrationRow,
  type QueueIntegrationValues,
} from './queue-integrations.repository.js';

/** GET /queueIntegration pages hold 20 integrations, like the other lists. */
export const QUEUE_INTEGRATIONS_PAGE_SIZE = 20;

/**
 * Queue integrations (spec 3 /queue-integration): company admins on a plan with useIntegrations. The Dialogflow
 * service-account JSON is sealed at rest and never answered; an integration still named by a queue, connection or
 * chatbot option cannot be deleted (ERR_INTEGRATION_IN_USE).
 */
export class QueueIntegrationsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly credentials: SealedCredentials,
    private readonly dialogflow: DialogflowClient,
    private readonly egress: EgressGuard,
  ) {}

  async list(auth: RequestAuth, query: ListQueueIntegrationsQuery): Promise<QueueIntegrationListAnswer> {
    await this.authorize(auth);
    const offset = (query.pageNumber - 1) * QUEUE_INTEGRATIONS_PAGE_SIZE;
    const { rows, count } = await queueIntegrationsRepository.page(this.db, auth.companyId, query.searchParam, {
      limit: QUEUE_INTEGRATIONS_PAGE_SIZE,
      offset,
    });
    return { queueIntegrations: rows.map(presentQueueIntegration), count, hasMore: offset + rows.length < count };
  }

  async get(auth: RequestAuth, id: number): Promise<QueueIntegrationView> {
    await this.authorize(auth);
    return presentQueueIntegration(await this.found(auth.companyId, id));
  }

  async snapshot(companyId: number, id: number): Promise<QueueIntegrationView | undefined> {
    const row = await queueIntegrationsRepository.findById(this.db, companyId, id);
    return row && presentQueueIntegration(row);
  }

  async create(auth: RequestAuth, input: QueueIntegrationFormInput): Promise<QueueIntegrationView> {
    await this.authorize(auth);
    await this.assertUrls(input);
    const row = await queueIntegrationsRepository.insert(
      this.db,
      auth.companyId,
      this.values(auth.companyId, input, null),
    );
    this.events.emit('queueIntegration.saved', { companyId: auth.companyId, integrationId: row.id, created: true });
    return presentQueueIntegration(row);
  }

  /** PUT: every field of the form; a blank jsonContent keeps the stored credentials. A save clears the row's error. */
  async update(auth: RequestAuth, id: number, input: QueueIntegrationFormInput): Promise<QueueIntegrationView> {
    await this.authorize(auth);
    const { companyId } = auth;
    await this.assertUrls(input);
    await this.db.transaction(async (tx) => {
      const found = await queueIntegrationsRepository.lockById(tx, companyId, id);
      if (!found) throw new AppError('ERR_NOT_FOUND');
      await queueIntegrationsRepository.update(tx, companyId, id, {
        ...this.values(companyId, input, found),
        lastError: null,
        lastErrorAt: null,
      });
    });
    this.events.emit('queueIntegration.saved', { companyId, integrationId: id, created: false });
    return presentQueueIntegration(await this.found(companyId, id));
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    await this.authorize(auth);
    const { companyId } = auth;
    await this.db.transaction(async (tx) => {
      if (!(await queueIntegrationsRepository.lockById(tx, companyId, id))) throw new AppError('ERR_NOT_FOUND');
      if (await usageReader.inUse(tx, companyId, { integrationId: id })) throw new AppError('ERR_INTEGRATION_IN_USE');
      await queueIntegrationsRepository.delete(tx, companyId, id);
    });
    this.events.emit('queueIntegration.deleted', { companyId, integrationId: id });
  }

  /** POST /queueIntegration/testSession: the agent's answer to a greeting, or 400 naming what to fix (dialogflowTestError). */
  async testSession(auth: RequestAuth, input: QueueIntegrationTestInput): Promise<{ message: string }> {
    await this.authorize(auth);
    await assertConfiguredUrl(this.egress, 'token_uri', tokenUriOf(input.jsonContent));
    try {
      const answer = await this.dialogflow.detectIntent(
        { projectName: input.projectName, jsonContent: input.jsonContent, language: input.language },
        `test-${auth.companyId}-${auth.userId}`,
        'Olá',
      );
      return { message: answer.texts.join('\n') };
    } catch (error) {
      if (error instanceof DialogflowFailure) throw dialogflowTestError(error.problem, error.message);
      if (error instanceof IntegrationFailure) throw new AppError('ERR_VALIDATION', { message: error.message });
      throw error;
    }
  }

  /** The URLs the integration will call: urlN8N (n8n, webhook, Typebot) or the service account's token_uri. */
  private async assertUrls(input: QueueIntegrationFormInput): Promise<void> {
    if (input.type === 'dialogflow') await assertConfiguredUrl(this.egress, 'token_uri', tokenUriOf(input.jsonContent));
    else await assertConfiguredUrl(this.egress, 'urlN8N', input.urlN8N);
  }

  private values(
    companyId: number,
    input: QueueIntegrationFormInput,
    stored: QueueIntegrationRow | null,
  ): QueueIntegrationValues {
    const text = (value: string | null | undefined) => value?.trim() || null;
    const dialogflow = input.type === 'dialogflow';
    const jsonContentSealed = dialogflow
      ? this.credentials.replace(companyId, 'dialogflowJson', input.jsonContent, stored?.jsonContentSealed ?? null)
      : null;
    if (dialogflow && !jsonContentSealed)
      throw new AppError('ERR_VALIDATION', {
        message: 'Invalid request',
        issues: [{ path: 'jsonContent', message: 'validation.required' }],
      });
    return {
      type: input.type,
      name: input.name,
      // Spec 3 §5: for n8n, webhook and typebot the projectName is the name.
      projectName: dialogflow ? text(input.projectName) : input.name,
      jsonContentSealed,
      language: dialogflow ? (input.language ?? 'pt-BR') : null,
      urlN8N: dialogflow ? null : text(input.urlN8N),
      typebotSlug: text(input.typebotSlug),
      typebotExpires: input.typebotExpires ?? TYPEBOT_DEFAULT_EXPIRES_MIN,
      typebotDelayMessage: input.typebotDelayMessage ?? TYPEBOT_DEFAULT_DELAY_MS,
      typebotKeywordFinish: text(input.typebotKeywordFinish),
      typebotKeywordRestart: text(input.typebotKeywordRestart),
      typebotRestartMessage: text(input.typebotRestartMessage),
      typebotUnknownMessage: text(input.typebotUnknownMessage),
    };
  }

  private async found(companyId: number, id: number): Promise<QueueIntegrationRow> {
    const row = await queueIntegrationsRepository.findById(this.db, companyId, id);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    return row;
  }

  private async authorize(auth: RequestAuth): Promise<void> {
    assertCanManageQueueIntegrations(auth);
    await assertPlanFlag(this.db, auth.companyId, 'useIntegrations');
  }
}
