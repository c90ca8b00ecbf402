import type { Db, DbOrTx } from '../../db/database.js';
import type { JobQueue, JobSendOptions } from '../../jobs/job-queue.js';
import { Coalescer } from '../../lib/coalescer.js';
import { groupBy } from '../../lib/group-by.js';
import type { PostedMessage, PostTouch } from './message-posts.repository.js';
import { messagesRepository, type MessageRow } from './messages.repository.js';
import type { OutboundJob } from './outbound-delivery.js';
import { outboundAttemptsRepository } from './outbound-attempts.repository.js';
import { outboundQueueName } from './outbound-worker.js';

/** About 20 minutes of retries (5 s doubling) before a send is given up as ERR_SENDING_WAPP_MSG. */
export const SEND_RETRY = { retryLimit: 8, retryDelay: 5, retryBackoff: true } as const;

/**
 * Pauses before looking whether a posting whose transaction failed was committed all the same (committedDespite), or
 * before reading a stored message's view again: a terminated connection is replaced by the pool at once.
 */
export const COMMIT_CHECK_PAUSES_MS = [50, 300, 1500];

/** One `post`: its ticket's new messages, and the preview they leave on it (none for notes and reactions alone). */
export interface Posting {
  companyId: number;
  rows: PostedMessage[];
  touch: PostTouch | undefined;
}

/**
 * Where posted messages are written, each with the job that carries it to its channel, in one commit: a message is
 * never stored without its job (a process killed between the two left replies no job would send, and every later
 * reply of the chat held back behind them). Posts to any tickets in flight together are stored by one statement
 * per company.
 */
export class OutboundPostings {
  private readonly postings = new Coalescer<Posting, MessageRow[]>((batch) => this.store(batch), {
    isolateFailures: true,
  });

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly jobExpireSeconds: number,
  ) {}

  /** Stores one posting's rows (with their send jobs); answers them in id order. */
  submit(posting: Posting): Promise<MessageRow[]> {
    return this.postings.submit(posting);
  }

  /** The send jobs of messages being written in `tx`, per connection (private notes never leave). */
  async queueSends(tx: DbOrTx, rows: readonly MessageRow[]): Promise<void> {
    for (const [whatsappId, some] of groupBy(
      rows.filter((row) => !row.isPrivate),
      (row) => row.whatsappId,
    )) {
      if (whatsappId === null) continue;
      const jobs = some.map((row) => ({ data: sendJobOf(row, whatsappId), options: this.sendOptions(row.id) }));
      await this.jobs.sendWithin<OutboundJob>(tx, outboundQueueName(whatsappId), jobs);
    }
  }

  /**
   * Stores the postings of one batch: per company, every message in submission order (so a ticket's messages keep
   * their order in ids) and each ticket's latest preview, and the jobs that carry them, in one transaction. Answers
   * each posting its stored rows, by id.
   */
  private async store(batch: Posting[]): Promise<MessageRow[][]> {
    const stored = new Map<string, MessageRow>();
    await Promise.all(
      [...groupBy(batch, (posting) => posting.companyId)].map(async ([companyId, postings]) => {
        // Of two postings to one ticket, the later one's preview stays, as it would one statement later.
        const touches = new Map<number, PostTouch>();
        for (const { touch } of postings) if (touch) touches.set(touch.ticketId, touch);
        const posted = postings.flatMap((posting) => posting.rows);
        const rows = await this.db
          .transaction(async (tx) => {
            const inserted = await messagesRepository.insertPosted(tx, companyId, posted, [...touches.values()]);
            await this.queueSends(tx, inserted);
            return inserted;
          })
          .catch((error: unknown) => this.committedDespite(error, companyId, posted));
        for (const row of rows) stored.set(row.wid, row);
      }),
    );
    return batch.map((posting) => posting.rows.flatMap((row) => stored.get(row.wid) ?? []).sort((x, y) => x.id - y.id));
  }

  /**
   * A posting whose transaction failed: the connection may have been cut as it committed, the commit done and its
   * answer lost. Its rows are then looked for (a few tries, while the pool replaces the connection) and, all found,
   * answered as stored: failing would release the requests' Idempotency-Keys, and their retries posted every reply
   * of the batch a second time (seen in the fault suite with PostgreSQL's backends terminated).
   */
  private async committedDespite(
    error: unknown,
    companyId: number,
    posted: readonly PostedMessage[],
  ): Promise<MessageRow[]> {
    for (const pauseMs of COMMIT_CHECK_PAUSES_MS) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      const found = await outboundAttemptsRepository.findPosted(this.db, companyId, posted).catch(() => undefined);
      if (found) {
        if (found.length === posted.length) return found;
        throw error;
      }
    }
    throw error;
  }

  /** A send job's options: retried for about 20 minutes, one waiting job per message. */
  private sendOptions(messageId: number): JobSendOptions {
    // A short expiry: a job whose worker died is taken back within a minute, not the default quarter of an hour.
    return { ...SEND_RETRY, expireInSeconds: this.jobExpireSeconds, singletonKey: `message:${messageId}` };
  }
}

/** The job that carries a stored message to its channel. */
const sendJobOf = (row: MessageRow, whatsappId: number): OutboundJob => ({
  command: 'send',
  companyId: row.companyId,
  whatsappId,
  messageId: row.id,
  ticketId: row.ticketId,
});
