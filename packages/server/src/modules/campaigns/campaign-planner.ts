import type { JobWithMetadata } from 'pg-boss';
import { CAMPAIGN_VARIANTS } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { SendPacer } from './campaign-pacing.js';
import type { CampaignSender } from './campaign-sender.js';
import { readCampaignSettings } from './campaign-settings.js';
import { campaignsRepository, type CampaignRow, type NewShipping, type Recipient } from './campaigns.repository.js';

/** Durable jobs that start a campaign at its scheduledAt; any process works them. */
export const CAMPAIGN_START_QUEUE = 'campaign-start';
const START_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
/** Recipients read, written and queued per round trip. */
const PLAN_BATCH = 1000;

export interface CampaignStartJob {
  companyId: number;
  campaignId: number;
  /** The scheduledAt the job was queued for: a job of a time since changed does nothing. */
  scheduledAt: string;
}

/** The connections a campaign sends through (spec 3 §3: comma-joined ids). */
export function connectionIdsOf(campaign: Pick<CampaignRow, 'whatsappId'>): number[] {
  return (campaign.whatsappId ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The message tabs that hold a text: a recipient's variant is drawn among them. */
export function filledVariants(campaign: CampaignRow): number[] {
  const filled = CAMPAIGN_VARIANTS.filter((n) => campaign[`message${n}`]);
  return filled.length > 0 ? filled : [1];
}

/**
 * Turns a campaign into its durable plan (seed notes): at scheduledAt the campaign runs (EM_ANDAMENTO), each
 * recipient of its list or tag gets one shipping row (unique per campaign and number), a random variant, a
 * connection in turn and a time paced by the campaign settings, and one queued send. Every plan has a version: a
 * restart (or a retried start) plans the remaining recipients anew from now, and the jobs of the earlier plan find
 * their row re-planned and do nothing.
 */
export class CampaignPlanner {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly sender: CampaignSender,
    private readonly now: () => Date,
    private readonly random: () => number = Math.random,
  ) {}

  async start(): Promise<void> {
    await this.jobs.work<CampaignStartJob>(CAMPAIGN_START_QUEUE, (job) => this.handleStart(job));
  }

  /** Queues the campaign's start for its scheduledAt (at once when that has passed). */
  async schedule(campaign: Pick<CampaignRow, 'companyId' | 'id' | 'scheduledAt'>): Promise<void> {
    if (!campaign.scheduledAt) return;
    const job: CampaignStartJob = {
      companyId: campaign.companyId,
      campaignId: campaign.id,
      scheduledAt: campaign.scheduledAt.toISOString(),
    };
    await this.jobs.send(CAMPAIGN_START_QUEUE, job, { ...START_RETRY, startAfter: campaign.scheduledAt });
  }

  /**
   * PROGRAMADA and due: runs it and plans every recipient. A retried start (its process died mid-plan) finds it
   * running: it plans again, the rows already written re-timed from now, the missing ones added.
   */
  async handleStart(job: Pick<JobWithMetadata<CampaignStartJob>, 'data' | 'retryCount'>): Promise<void> {
    const { companyId, campaignId, scheduledAt } = job.data;
    const campaign = await campaignsRepository.findById(this.db, companyId, campaignId);
    if (!campaign || campaign.scheduledAt?.toISOString() !== scheduledAt) return;
    if (campaign.scheduledAt.getTime() > this.now().getTime() && campaign.status === 'PROGRAMADA')
      return this.schedule(campaign);
    const resumed = campaign.status === 'EM_ANDAMENTO' && job.retryCount > 0;
    if (campaign.status !== 'PROGRAMADA' && !resumed) return;
    const running = await this.run(companyId, campaignId, resumed ? 'EM_ANDAMENTO' : 'PROGRAMADA');
    if (!running) return;
    const pacer = await this.pacerFor(running);
    if (resumed) await this.replanPending(running, pacer);
    await this.planRecipients(running, pacer);
    await this.sender.progress(companyId, campaignId);
  }

  /** POST /campaigns/{id}/restart (CANCELADA → EM_ANDAMENTO): the recipients still waiting, planned anew from now. */
  async restart(companyId: number, campaignId: number): Promise<boolean> {
    const running = await this.run(companyId, campaignId, 'CANCELADA');
    if (!running) return false;
    await this.replanPending(running, await this.pacerFor(running));
    await this.sender.progress(companyId, campaignId);
    return true;
  }

  /** Moves the campaign from `from` to EM_ANDAMENTO under a new plan version; undefined when it is not in `from`. */
  private async run(
    companyId: number,
    campaignId: number,
    from: CampaignRow['status'],
  ): Promise<CampaignRow | undefined> {
    const running = await this.db.transaction(async (tx) => {
      const locked = await campaignsRepository.lockById(tx, companyId, campaignId);
      if (locked?.status !== from) return undefined;
      return campaignsRepository.update(tx, companyId, campaignId, {
        status: 'EM_ANDAMENTO',
        completedAt: null,
        planVersion: locked.planVersion + 1,
      });
    });
    if (running) this.events.emit('campaign.saved', { companyId, campaignId, created: false });
    return running;
  }

  private async pacerFor(campaign: CampaignRow): Promise<SendPacer> {
    const settings = await readCampaignSettings(this.db, campaign.companyId);
    return new SendPacer(connectionIdsOf(campaign), settings, this.now(), this.random);
  }

  /** Every recipient of the list (or tag) gets its row and its send; numbers planned already are skipped. */
  private async planRecipients(campaign: CampaignRow, pacer: SendPacer): Promise<void> {
    const variants = filledVariants(campaign);
    let after = 0;
    for (;;) {
      const recipients = await this.recipients(campaign, after);
      if (recipients.length === 0) return;
      after = recipients[recipients.length - 1]?.key ?? after;
      const rows = recipients.map((recipient): NewShipping => {
        const { whatsappId, dueAt } = pacer.next();
        const variant = variants[Math.floor(this.random() * variants.length)] ?? 1;
        const { name, number, email, variables, contactListItemId } = recipient;
        return {
          campaignId: campaign.id,
          name,
          number,
          email,
          variables,
          contactListItemId,
          whatsappId,
          dueAt,
          variant,
          planVersion: campaign.planVersion,
        };
      });
      // A number met twice in one batch (contacts of a tag may share one) is planned once.
      const unique = [...new Map(rows.map((row) => [row.number, row])).values()];
      const added = await campaignsRepository.insertShippings(this.db, campaign.companyId, unique);
      await this.sender.queue(
        added.flatMap((row) =>
          row.whatsappId === null
            ? []
            : [{ whatsappId: row.whatsappId, dueAt: row.dueAt ?? this.now(), job: this.jobFor(campaign, row.id) }],
        ),
      );
    }
  }

  /** The rows still waiting (not begun), each given a new connection turn and time, and a send of the new plan. */
  private async replanPending(campaign: CampaignRow, pacer: SendPacer): Promise<void> {
    let after = 0;
    for (;;) {
      const pending = await campaignsRepository.pendingShippings(
        this.db,
        campaign.companyId,
        campaign.id,
        after,
        PLAN_BATCH,
      );
      if (pending.length === 0) return;
      after = pending[pending.length - 1]?.id ?? after;
      const planned = pending.map((row) => ({ id: row.id, ...pacer.next() }));
      await campaignsRepository.replan(this.db, campaign.companyId, planned, campaign.planVersion);
      await this.sender.queue(
        planned.map((row) => ({ whatsappId: row.whatsappId, dueAt: row.dueAt, job: this.jobFor(campaign, row.id) })),
      );
    }
  }

  private jobFor(campaign: CampaignRow, shippingId: number) {
    return {
      companyId: campaign.companyId,
      campaignId: campaign.id,
      shippingId,
      planVersion: campaign.planVersion,
      step: 'first' as const,
    };
  }

  private recipients(campaign: CampaignRow, after: number): Promise<Recipient[]> {
    if (campaign.contactListId !== null)
      return campaignsRepository.listRecipients(this.db, campaign.companyId, campaign.contactListId, after, PLAN_BATCH);
    if (campaign.tagListId !== null)
      return campaignsRepository.tagRecipients(this.db, campaign.companyId, campaign.tagListId, after, PLAN_BATCH);
    return Promise.resolve([]);
  }
}
