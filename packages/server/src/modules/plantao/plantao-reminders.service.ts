import type { Db } from '../../db/database.js';
import { companiesReader } from '../companies/index.js';
import { dutyPeriodOf } from './plantao-hours.js';
import { plantaoNoticesRepository, type QueuedNotice } from './plantao-notices.repository.js';
import { plantaoRepository, type PlantaoRow } from './plantao.repository.js';

/**
 * Never fewer minutes than this between two messages to one on-call phone, whatever the person's `interval` (a
 * longer interval is obeyed). Issue 35: with a reminder per waiting ticket every minute, 200 messages reached the
 * phone in 35 minutes, which nobody can read. Five minutes keeps the first waiting ticket of a quiet spell
 * immediate, bounds a busy hour to 12 messages, and is still short next to how long a contact waits for a person.
 */
export const MIN_NOTICE_GAP_MINUTES = 5;
/** A digest names this many tickets and counts the rest (a WhatsApp text stays readable on a phone's screen). */
const DIGEST_LIST_LIMIT = 50;

/** What a claim of the person's queued notices answers. */
export type NoticeClaim =
  | {
      kind: 'send';
      phone: string;
      text: string;
      idempotencyKey: string;
      noticeIds: number[];
      ticketIds: number[];
      sentAt: Date;
      previous: Pick<PlantaoRow, 'lastNoticeAt' | 'lastNoticePeriod'>;
    }
  | { kind: 'later'; at: Date }
  | { kind: 'none' };

/**
 * The on-call rule (issue 35 item 7): one notice per waiting ticket per on-call period, and at most one message to
 * the phone per gap (max(interval, MIN_NOTICE_GAP_MINUTES)).
 * - A waiting ticket is queued once per person and period (plantao_notices' unique key, so across restarts too).
 * - When the phone heard nothing from us for a gap (or not yet this period), what is queued goes out at once: the
 *   first ticket of a quiet spell is told immediately, alone.
 * - Otherwise it waits for the digest, which goes out one gap after the last message and names every ticket queued
 *   meanwhile, once. A burst of 50 tickets within a minute is therefore 1 notice + 1 digest, not 50 messages.
 * - A ticket taken (no longer pending) before its digest is left out; queued notices of an ended period are dropped,
 *   and a new period starts afresh (its first ticket goes out at once, and a ticket still waiting is told again).
 * Decisions about one phone are made under its plantoes row lock, so two processes never both send a digest.
 */
export class PlantaoReminders {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly minuteMs = 60_000,
  ) {}

  /** Queues the waiting ticket for everyone on duty now; answers those it is new for (the others were told this period, or will be). */
  async record(companyId: number, ticketId: number): Promise<number[]> {
    const at = this.now();
    const fresh: number[] = [];
    const timeZone = await companiesReader.timeZoneOf(this.db, companyId);
    for (const { plantao } of await plantaoRepository.list(this.db, companyId)) {
      const period = dutyPeriodOf(plantao.days, at, timeZone);
      if (
        period &&
        (await plantaoNoticesRepository.queue(this.db, companyId, { plantaoId: plantao.id, ticketId, period }))
      )
        fresh.push(plantao.id);
    }
    return fresh;
  }

  /**
   * Takes the person's queued notices of the current period for one message, if their phone may hear from us now:
   * marks them sent and the phone told, in one transaction under the person's row lock. The caller sends after the
   * commit (and calls `release` if the send fails).
   */
  async claim(companyId: number, plantaoId: number): Promise<NoticeClaim> {
    return this.db.transaction(async (tx): Promise<NoticeClaim> => {
      const plantao = await plantaoNoticesRepository.lockPlantao(tx, companyId, plantaoId);
      if (!plantao) return { kind: 'none' };
      const now = this.now();
      const period = dutyPeriodOf(plantao.days, now, await companiesReader.timeZoneOf(tx, companyId));
      await plantaoNoticesRepository.dropOtherPeriods(tx, companyId, plantaoId, period);
      if (!period) return { kind: 'none' };
      const queued = await plantaoNoticesRepository.queued(tx, companyId, plantaoId, period);
      if (queued.length === 0) return { kind: 'none' };
      const due = this.nextAllowed(plantao, period);
      if (due && due.getTime() > now.getTime()) return { kind: 'later', at: due };
      const waiting = queued.filter((notice) => notice.ticketStatus === 'pending');
      await plantaoNoticesRepository.mark(
        tx,
        companyId,
        queued.filter((notice) => notice.ticketStatus !== 'pending').map((notice) => notice.id),
        'dropped',
        null,
      );
      if (waiting.length === 0) return { kind: 'none' };
      await plantaoNoticesRepository.mark(
        tx,
        companyId,
        waiting.map((notice) => notice.id),
        'sent',
        now,
      );
      await plantaoNoticesRepository.setLastNotice(tx, companyId, plantaoId, now, period);
      return {
        kind: 'send',
        phone: plantao.phone,
        text: noticeText(waiting),
        idempotencyKey: `plantao:${plantaoId}:${now.getTime()}`,
        noticeIds: waiting.map((notice) => notice.id),
        ticketIds: waiting.map((notice) => notice.ticketId),
        sentAt: now,
        previous: { lastNoticeAt: plantao.lastNoticeAt, lastNoticePeriod: plantao.lastNoticePeriod },
      };
    });
  }

  /** A claimed message that could not be sent: its tickets are queued again, and the phone counts as not told. */
  async release(companyId: number, plantaoId: number, claim: Extract<NoticeClaim, { kind: 'send' }>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const plantao = await plantaoNoticesRepository.lockPlantao(tx, companyId, plantaoId);
      if (!plantao) return;
      await plantaoNoticesRepository.mark(tx, companyId, claim.noticeIds, 'queued', null);
      if (plantao.lastNoticeAt?.getTime() === claim.sentAt.getTime()) {
        await plantaoNoticesRepository.setLastNotice(
          tx,
          companyId,
          plantaoId,
          claim.previous.lastNoticeAt,
          claim.previous.lastNoticePeriod,
        );
      }
    });
  }

  /** When the phone may hear from us again this period (undefined: now; nothing was sent this period yet). */
  private nextAllowed(plantao: PlantaoRow, period: string): Date | undefined {
    if (!plantao.lastNoticeAt || plantao.lastNoticePeriod !== period) return undefined;
    const gapMinutes = Math.max(plantao.interval, MIN_NOTICE_GAP_MINUTES);
    return new Date(plantao.lastNoticeAt.getTime() + gapMinutes * this.minuteMs);
  }
}

const ticketLine = (notice: QueuedNotice) =>
  `#${notice.ticketId}${notice.contactName ? ` de ${notice.contactName}` : ''}`;

/** One ticket: the notice as it always read. Several: a digest naming each (up to DIGEST_LIST_LIMIT). */
export function noticeText(waiting: QueuedNotice[]): string {
  const [only] = waiting;
  if (only && waiting.length === 1) return `Plantão: o atendimento ${ticketLine(only)} aguarda na fila.`;
  const listed = waiting.slice(0, DIGEST_LIST_LIMIT).map(ticketLine);
  const rest = waiting.length - listed.length;
  return [
    `Plantão: ${waiting.length} atendimentos aguardam na fila:`,
    ...listed,
    ...(rest > 0 ? [`… e mais ${rest}.`] : []),
  ].join('\n');
}
