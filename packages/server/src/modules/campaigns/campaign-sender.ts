import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import { ChannelError, type ChannelAdapter, type InboundMessage, type OutboundContent } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { mimeOf, type TenantStorage } from '../../storage/tenant-storage.js';
import { companiesReader } from '../companies/index.js';
import { connectionsReader } from '../connections/index.js';
import { contactListsWriter } from '../contact-lists/index.js';
import { OutboundPacer } from '../messages/outbound-pacing.js';
import { readCampaignSettings } from './campaign-settings.js';
import { renderCampaignText } from './campaign-text.js';
import { campaignsRepository, type CampaignRow, type ShippingRow } from './campaigns.repository.js';

export const campaignQueueName = (whatsappId: number) => `campaign.${whatsappId}`;

/** `first`: the recipient's first send (the message, or the confirmation question); `confirmed`: the message after a reply. */
export interface CampaignSendJob {
  companyId: number;
  campaignId: number;
  shippingId: number;
  planVersion: number;
  step: 'first' | 'confirmed';
}

/** A job taken by a process that died is retried after this long (pg-boss expiry), where a repeat may not be harmless. */
export const CAMPAIGN_JOB_EXPIRE_SECONDS = 60;
export const CAMPAIGN_JOB_OPTIONS = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: CAMPAIGN_JOB_EXPIRE_SECONDS,
} as const;
/** A send the connection refused for now (not connected, rate limited) is tried again this much later, without end. */
const RETRY_LATER_MS = 15_000;
/** Why a recipient was given up when the channel may or may not hold the message (a repeat could show it twice). */
export const UNCONFIRMED_REASON = 'ERR_SENDING_WAPP_MSG_UNCONFIRMED';
/** Why a recipient was skipped: their latest LGPD decision refused or withdrew consent (lgpd-withdrawal-step.ts). */
export const NO_CONSENT_REASON = 'LGPD_CONSENT_WITHHELD';

/**
 * Carries a campaign's planned sends to the channel, in the process that runs each connection's session (a queue per
 * connection, like replies): while a connection is down its sends wait in its queue, and go when it is back.
 * Exactly once per recipient: the shipping row is claimed under its lock before the call (`sendStartedAt`), and
 * settled from the channel's answer; a job retried after its process died finds the claim and sends again under the
 * same idempotency key where the channel dedupes (simulator, WhatsApp), else gives the recipient up as unconfirmed.
 */
export class CampaignSender {
  private readonly pacer = new OutboundPacer();
  /** Sends under way here, by connection and number: their echo may come back before the send returns. */
  private readonly inFlight = new Set<string>();
  private readonly attached = new Set<number>();
  private readonly turns = new Map<number, Promise<void>>();
  /**
   * Connections that refused a send for now (not connected, rate limited), until when. Their worker waits that long
   * before the next send instead of turning every due send over: the queue is drained without polls, so a campaign
   * of thousands on a connection that is down would otherwise be fetched and put back in a busy loop.
   */
  private readonly refusedUntil = new Map<number, number>();
  /** Ends the wait of a connection's worker early (its session started or ended). */
  private readonly wakers = new Map<number, () => void>();

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly channels: ChannelManager,
    private readonly storage: TenantStorage,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /**
   * Works the connection's campaign queue here (its session now runs in this process): due sends one after another,
   * the next fetched as soon as one is settled (with no pauses a campaign goes as fast as the channel takes it). Starts
   * and stops of one connection run one after another: a stop finishing after a later start would otherwise take its
   * worker away.
   */
  attach(whatsappId: number): Promise<void> {
    return this.inTurn(whatsappId, async () => {
      const adapter = this.channels.adapter(whatsappId);
      if (!adapter || this.attached.has(whatsappId)) return;
      const queue = campaignQueueName(whatsappId);
      // Jobs a gone process left active: at once where this process owns the session and a repeat is harmless.
      await this.jobs.retryAbandoned(queue, adapter.repeatIsHarmless ? 0 : CAMPAIGN_JOB_EXPIRE_SECONDS);
      this.resume(whatsappId);
      await this.jobs.work<CampaignSendJob>(queue, (job) => this.handle(whatsappId, job), { drain: true });
      this.attached.add(whatsappId);
    });
  }

  detach(whatsappId: number): Promise<void> {
    return this.inTurn(whatsappId, async () => {
      if (!this.attached.delete(whatsappId)) return;
      this.resume(whatsappId);
      this.pacer.forget(whatsappId);
      await this.jobs.stopWorking(campaignQueueName(whatsappId));
    });
  }

  /** The connection's session started, ended or changed status: its worker stops waiting and tries its next send. */
  resume(whatsappId: number): void {
    this.refusedUntil.delete(whatsappId);
    this.wakers.get(whatsappId)?.();
  }

  private inTurn(whatsappId: number, work: () => Promise<void>): Promise<void> {
    const next = (this.turns.get(whatsappId) ?? Promise.resolve()).then(work).catch((error: unknown) => {
      this.logger.error({ err: error, whatsappId }, 'campaign queue could not be started or stopped');
    });
    this.turns.set(whatsappId, next);
    return next;
  }

  /** Queues sends (a plan's batch) on their connections' queues, each for its time. */
  async queue(sends: { whatsappId: number; dueAt: Date; job: CampaignSendJob }[]): Promise<void> {
    const byConnection = new Map<number, { data: CampaignSendJob; startAfter: Date }[]>();
    for (const send of sends)
      byConnection.set(send.whatsappId, [
        ...(byConnection.get(send.whatsappId) ?? []),
        { data: send.job, startAfter: send.dueAt },
      ]);
    for (const [whatsappId, jobs] of byConnection) {
      await this.jobs.sendMany(campaignQueueName(whatsappId), jobs, CAMPAIGN_JOB_OPTIONS);
      // A session running here whose queue start failed (the database was busy) is worked from now on.
      if (!this.attached.has(whatsappId) && this.channels.adapter(whatsappId)) void this.attach(whatsappId);
    }
  }

  /** Whether a message our side sent, echoed back by the channel, is one of our campaign sends (never a ticket). */
  async isEcho(companyId: number, whatsappId: number, message: InboundMessage): Promise<boolean> {
    if (!message.ref.fromMe) return false;
    const number = message.ref.chatId.split('@')[0]?.replace(/\D/g, '') ?? '';
    if (this.inFlight.has(`${whatsappId}:${number}`)) return true;
    return campaignsRepository.isCampaignSend(this.db, companyId, whatsappId, message.ref.messageId);
  }

  /** While the connection refuses sends, waits (within the job's expiry) before trying the next one. */
  private async waitWhileRefused(whatsappId: number): Promise<void> {
    const ms = (this.refusedUntil.get(whatsappId) ?? 0) - Date.now();
    if (ms <= 0) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wakers.get(whatsappId) === done) this.wakers.delete(whatsappId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wakers.set(whatsappId, done);
    });
  }

  /** A job of the queue of `queueWhatsappId`; the campaign and the row are read after any wait, so they are current. */
  private async handle(queueWhatsappId: number, job: JobWithMetadata<CampaignSendJob>): Promise<void> {
    await this.waitWhileRefused(queueWhatsappId);
    const { companyId, campaignId, shippingId, step } = job.data;
    const [campaign, shipping] = await Promise.all([
      campaignsRepository.findById(this.db, companyId, campaignId),
      campaignsRepository.findShipping(this.db, companyId, shippingId),
    ]);
    if (!campaign || !shipping || !this.isDue(job.data, campaign, shipping)) return;
    const whatsappId = shipping.whatsappId;
    if (whatsappId === null) return;
    if (shipping.dueAt && shipping.dueAt.getTime() > this.now().getTime() && step === 'first') {
      // Queued early (a clock apart): back in the queue for its time.
      await this.queue([{ whatsappId, dueAt: shipping.dueAt, job: job.data }]);
      return;
    }
    const adapter = this.channels.adapter(whatsappId);
    if (!adapter) return this.later(whatsappId, job.data);
    const claimed = await this.claim(job.data, adapter);
    if (!claimed) return;
    const content = await this.contentFor(campaign, claimed, step);
    const key = `${whatsappId}:${claimed.number}`;
    this.inFlight.add(key);
    try {
      await this.pacer.take(whatsappId, adapter, content);
      const ref = await adapter.send(claimed.number, content, { idempotencyKey: `campaign:${claimed.id}:${step}` });
      this.refusedUntil.delete(whatsappId);
      await this.settle(claimed, step, campaign, { wid: ref.messageId });
    } catch (error) {
      await this.failed(job, claimed, error);
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Whether the job is still wanted: its campaign runs (or, for a confirmed recipient, has not been cancelled) and its plan is current. */
  private isDue(job: CampaignSendJob, campaign: CampaignRow, shipping: ShippingRow): boolean {
    if (job.step === 'confirmed')
      return (
        campaign.status !== 'CANCELADA' && shipping.status === 'awaiting_confirmation' && shipping.confirmedAt !== null
      );
    return (
      campaign.status === 'EM_ANDAMENTO' && shipping.status === 'pending' && shipping.planVersion === job.planVersion
    );
  }

  /**
   * Marks the send begun under the row's lock. A recipient who withheld LGPD consent is given up instead (failed,
   * NO_CONSENT_REASON: the report counts it and the deliveries export says why). A row already marked was begun by an
   * attempt that never heard back: sent again where the channel keeps one copy per idempotency key, else given up as
   * unconfirmed.
   */
  private async claim(job: CampaignSendJob, adapter: ChannelAdapter): Promise<ShippingRow | undefined> {
    const outcome = await this.db.transaction(async (tx) => {
      const row = await campaignsRepository.lockShipping(tx, job.companyId, job.shippingId);
      if (!row) return undefined;
      const current =
        job.step === 'first'
          ? row.status === 'pending' && row.planVersion === job.planVersion
          : row.status === 'awaiting_confirmation' && row.deliveredAt === null;
      if (!current) return undefined;
      if (await campaignsRepository.consentWithheld(tx, job.companyId, row.number)) {
        await campaignsRepository.updateShipping(tx, job.companyId, row.id, {
          status: 'failed',
          failedReason: NO_CONSENT_REASON,
          sendStartedAt: null,
        });
        return 'given-up' as const;
      }
      if (row.sendStartedAt && !adapter.repeatIsHarmless) {
        await campaignsRepository.updateShipping(tx, job.companyId, row.id, {
          status: 'failed',
          failedReason: UNCONFIRMED_REASON,
          sendStartedAt: null,
        });
        return 'given-up' as const;
      }
      const startedAt = this.now();
      await campaignsRepository.updateShipping(tx, job.companyId, row.id, { sendStartedAt: startedAt });
      return { ...row, sendStartedAt: startedAt };
    });
    if (outcome === 'given-up') {
      await this.progress(job.companyId, job.campaignId);
      return undefined;
    }
    return outcome;
  }

  private async contentFor(
    campaign: CampaignRow,
    shipping: ShippingRow,
    step: CampaignSendJob['step'],
  ): Promise<OutboundContent> {
    const asksFirst = campaign.confirmation && step === 'first';
    const template = asksFirst
      ? variantOf(campaign, 'confirmationMessage', shipping.variant)
      : variantOf(campaign, 'message', shipping.variant);
    const [settings, connection, timeZone] = await Promise.all([
      readCampaignSettings(this.db, campaign.companyId),
      shipping.whatsappId === null
        ? undefined
        : connectionsReader.findById(this.db, campaign.companyId, shipping.whatsappId),
      companiesReader.timeZoneOf(this.db, campaign.companyId),
    ]);
    const text = renderCampaignText(template, {
      name: shipping.name,
      number: shipping.number,
      email: shipping.email,
      variables: shipping.variables,
      companyVariables: settings.variables,
      connectionName: connection?.name ?? null,
      now: this.now(),
      timeZone,
    });
    // The media goes with the message itself (its caption), not with the confirmation question.
    if (!campaign.mediaPath || asksFirst) return { kind: 'text', text };
    const mime = mimeOf(campaign.mediaPath);
    return {
      kind: 'media',
      media: mediaKindOf(mime),
      data: this.storage.open(campaign.mediaPath),
      mime,
      fileName: campaign.mediaName ?? undefined,
      caption: text || undefined,
    };
  }

  private async settle(
    shipping: ShippingRow,
    step: CampaignSendJob['step'],
    campaign: CampaignRow,
    sent: { wid: string },
  ): Promise<void> {
    const at = this.now();
    const asked = campaign.confirmation && step === 'first';
    await campaignsRepository.updateShipping(this.db, shipping.companyId, shipping.id, {
      sendStartedAt: null,
      wid: sent.wid,
      ...(asked
        ? { status: 'awaiting_confirmation', confirmationRequestedAt: at }
        : { status: 'sent', deliveredAt: at }),
    });
    if (shipping.contactListItemId !== null)
      await contactListsWriter.markValidity(this.db, shipping.companyId, [shipping.number], true);
    await this.progress(shipping.companyId, shipping.campaignId);
  }

  /**
   * A refusal: no WhatsApp account (invalid), the connection down or busy (tried again later, never dropped), any
   * other refusal (failed with its code). An unknown outcome keeps the claim and is retried by the queue.
   */
  private async failed(job: JobWithMetadata<CampaignSendJob>, shipping: ShippingRow, error: unknown): Promise<void> {
    const { companyId } = shipping;
    if (!(error instanceof ChannelError) || error.outcomeUnknown) {
      if (job.retryCount < (job.retryLimit ?? CAMPAIGN_JOB_OPTIONS.retryLimit)) throw error;
      await campaignsRepository.updateShipping(this.db, companyId, shipping.id, {
        status: 'failed',
        failedReason: UNCONFIRMED_REASON,
        sendStartedAt: null,
      });
      return this.progress(companyId, shipping.campaignId);
    }
    if (error.code === 'NOT_CONNECTED' || error.retryable) {
      await campaignsRepository.updateShipping(this.db, companyId, shipping.id, { sendStartedAt: null });
      if (shipping.whatsappId === null) return;
      this.refusedUntil.set(shipping.whatsappId, Date.now() + RETRY_LATER_MS);
      await this.later(shipping.whatsappId, job.data);
      return;
    }
    if (error.code === 'INVALID_RECIPIENT') {
      await campaignsRepository.updateShipping(this.db, companyId, shipping.id, {
        status: 'invalid',
        failedReason: error.code,
        sendStartedAt: null,
      });
      await contactListsWriter.markValidity(this.db, companyId, [shipping.number], false);
    } else {
      await campaignsRepository.updateShipping(this.db, companyId, shipping.id, {
        status: 'failed',
        failedReason: error.code,
        sendStartedAt: null,
      });
    }
    this.logger.info(
      { campaignId: shipping.campaignId, shippingId: shipping.id, code: error.code },
      'campaign send refused',
    );
    await this.progress(companyId, shipping.campaignId);
  }

  private async later(whatsappId: number, job: CampaignSendJob): Promise<void> {
    await this.queue([{ whatsappId, dueAt: new Date(Date.now() + RETRY_LATER_MS), job }]);
  }

  /** Announces the campaign's progress, and its end once every recipient is settled. */
  async progress(companyId: number, campaignId: number): Promise<void> {
    await campaignsRepository.finishIfSettled(this.db, companyId, campaignId, this.now());
    this.events.emit('campaign.saved', { companyId, campaignId, created: false });
  }
}

/** The recipient's variant, or the first filled one when that tab is empty (variants are drawn from filled tabs). */
export function variantOf(campaign: CampaignRow, prefix: 'message' | 'confirmationMessage', variant: number): string {
  const texts = [1, 2, 3, 4, 5].map((n) => campaign[`${prefix}${n as 1 | 2 | 3 | 4 | 5}`]);
  return texts[variant - 1] ?? texts.find((text) => text) ?? '';
}

function mediaKindOf(mime: string): 'image' | 'audio' | 'video' | 'document' {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'document';
}
