import { PROMPT_DEFAULTS, type PromptFormInput, type PromptListAnswer, type PromptView } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import '../integration-runtime/integration-events.js';
import { assertPlanFlag } from '../integration-runtime/plan-flags.js';
import type { SealedCredentials } from '../integration-runtime/sealed-credentials.js';
import { assertConfiguredUrl } from '../integration-runtime/configured-url.js';
import type { EgressGuard } from '../../net/egress-guard.js';
import { usageReader } from '../integration-runtime/index.js';
import { queuesReader } from '../queues/index.js';
import { maskedCredential, presentPrompt } from './prompt.presenter.js';
import { assertCanManagePrompts } from './prompts.policy.js';
import { promptsRepository, type PromptRecord, type PromptRow, type PromptValues } from './prompts.repository.js';

/** GET /prompt answers at most this many prompts per page. */
export const PROMPTS_PAGE_SIZE = 50;

/**
 * AI prompts (spec 3 /prompts): company admins on a plan with useOpenAi. The API and voice keys are sealed at rest
 * and shown masked; a prompt still named by a queue or connection cannot be deleted (ERR_INTEGRATION_IN_USE).
 */
export class PromptsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly credentials: SealedCredentials,
    private readonly egress: EgressGuard,
  ) {}

  /** GET /prompt (pageNumber): the spec's answer is `prompts`; count and hasMore page it. */
  async list(auth: RequestAuth, pageNumber: number): Promise<PromptListAnswer> {
    await this.authorize(auth);
    const offset = (pageNumber - 1) * PROMPTS_PAGE_SIZE;
    const { rows, count } = await promptsRepository.page(this.db, auth.companyId, { limit: PROMPTS_PAGE_SIZE, offset });
    return { prompts: rows.map((row) => this.present(row)), count, hasMore: offset + rows.length < count };
  }

  async get(auth: RequestAuth, id: number): Promise<PromptView> {
    await this.authorize(auth);
    return this.view(auth.companyId, id);
  }

  async snapshot(companyId: number, id: number): Promise<PromptView | undefined> {
    const record = await promptsRepository.findRecord(this.db, companyId, id);
    return record && this.present(record);
  }

  async create(auth: RequestAuth, input: PromptFormInput): Promise<PromptView> {
    await this.authorize(auth);
    const { companyId } = auth;
    await this.assertQueue(this.db, companyId, input.queueId);
    await assertConfiguredUrl(this.egress, 'apiBaseUrl', input.apiBaseUrl);
    const row = await promptsRepository.insert(this.db, companyId, this.values(companyId, input, null));
    this.events.emit('prompt.saved', { companyId, promptId: row.id, created: true });
    return this.view(companyId, row.id);
  }

  async update(auth: RequestAuth, id: number, input: PromptFormInput): Promise<PromptView> {
    await this.authorize(auth);
    const { companyId } = auth;
    await assertConfiguredUrl(this.egress, 'apiBaseUrl', input.apiBaseUrl);
    await this.db.transaction(async (tx) => {
      const found = await promptsRepository.lockById(tx, companyId, id);
      if (!found) throw new AppError('ERR_NOT_FOUND');
      await this.assertQueue(tx, companyId, input.queueId);
      await promptsRepository.update(tx, companyId, id, { ...this.values(companyId, input, found), lastError: null });
    });
    this.events.emit('prompt.saved', { companyId, promptId: id, created: false });
    return this.view(companyId, id);
  }

  /** DELETE /prompt/{id} answers a message (spec 3 §7). */
  async delete(auth: RequestAuth, id: number): Promise<{ message: string }> {
    await this.authorize(auth);
    const { companyId } = auth;
    await this.db.transaction(async (tx) => {
      if (!(await promptsRepository.lockById(tx, companyId, id))) throw new AppError('ERR_NOT_FOUND');
      if (await usageReader.inUse(tx, companyId, { promptId: id })) throw new AppError('ERR_INTEGRATION_IN_USE');
      await promptsRepository.delete(tx, companyId, id);
    });
    this.events.emit('prompt.deleted', { companyId, promptId: id });
    return { message: 'Prompt deleted' };
  }

  private values(companyId: number, input: PromptFormInput, stored: PromptRow | null): PromptValues {
    const text = (value: string | null | undefined) => value?.trim() || null;
    const apiKeySealed = this.credentials.replace(
      companyId,
      'promptApiKey',
      input.apiKey,
      stored?.apiKeySealed ?? null,
    );
    if (!apiKeySealed)
      throw new AppError('ERR_VALIDATION', {
        message: 'Invalid request',
        issues: [{ path: 'apiKey', message: 'validation.required' }],
      });
    return {
      name: input.name,
      prompt: input.prompt,
      apiKeySealed,
      apiBaseUrl: text(input.apiBaseUrl),
      model: text(input.model),
      queueId: input.queueId,
      voice: text(input.voice) ?? PROMPT_DEFAULTS.voice,
      voiceKeySealed: this.credentials.replace(
        companyId,
        'promptVoiceKey',
        input.voiceKey,
        stored?.voiceKeySealed ?? null,
      ),
      voiceRegion: text(input.voiceRegion),
      maxTokens: input.maxTokens,
      temperature: input.temperature,
      maxMessages: input.maxMessages,
    };
  }

  private async assertQueue(tx: DbOrTx, companyId: number, queueId: number): Promise<void> {
    if (!(await queuesReader.findById(tx, companyId, queueId))) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Invalid request',
        issues: [{ path: 'queueId', message: 'validation.queueRequired' }],
      });
    }
  }

  private async view(companyId: number, id: number): Promise<PromptView> {
    const record = await promptsRepository.findRecord(this.db, companyId, id);
    if (!record) throw new AppError('ERR_NOT_FOUND');
    return this.present(record);
  }

  private present(record: PromptRecord): PromptView {
    const { companyId, apiKeySealed, voiceKeySealed } = record.prompt;
    const mask = (field: 'promptApiKey' | 'promptVoiceKey', sealed: Buffer | null) =>
      sealed ? maskedCredential(this.credentials.open(companyId, field, sealed)) : null;
    return presentPrompt(record, {
      apiKey: mask('promptApiKey', apiKeySealed),
      voiceKey: mask('promptVoiceKey', voiceKeySealed),
    });
  }

  private async authorize(auth: RequestAuth): Promise<void> {
    assertCanManagePrompts(auth);
    await assertPlanFlag(this.db, auth.companyId, 'useOpenAi');
  }
}
