import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import { GraphClient, type GraphSettings } from '../../channels/meta/graph-client.js';
import { readUserProfile } from '../../channels/messenger/user-profile.js';
import { ChannelError } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents, TicketCreatedHints } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { providerTokenContext } from '../connections/provider-token.js';
import { contactProfilesRepository, isProfileChannel, type ProfileTarget } from './contact-profiles.repository.js';
import { downloadPicture } from './profile-picture.js';

/** Durable jobs that read a new Messenger / Instagram contact's Graph profile; any process works them. */
export const CONTACT_PROFILE_QUEUE = 'contact-profile';
/**
 * Only failures that may pass (Graph's 5xx and rate limits, the network, the database) are retried: four more
 * tries 3–6 s, 6–12 s, 12–24 s and 24–48 s later (pg-boss's jittered doubling), a couple of minutes in all. A
 * refusal (no consent, blocked, no permission) is final at once. The expiry covers a Graph call and a picture
 * download at their 20 s timeouts with room to spare.
 */
const LOOKUP_RETRY = { retryLimit: 4, retryDelay: 3, retryBackoff: true, expireInSeconds: 120 } as const;

export interface ContactProfileJob {
  companyId: number;
  contactId: number;
}

export interface ContactProfilesDeps {
  db: Db;
  events: DomainEvents;
  jobs: JobQueue;
  storage: TenantStorage;
  secretBox: SecretBox;
  graph: GraphSettings;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Messenger and Instagram webhooks name the sender by a page-scoped id only, so the inbound path creates the
 * contact with that id as its name (and no picture). Here, once it exists, a job per contact reads the User
 * Profile API with the page's token and writes the person's name over the id and copies the picture into the
 * company's storage (Graph's picture URLs expire within days), then announces contact.updated for the screens.
 *
 * A job, not a call on the inbound path: the pipeline never waits on Graph, and a job is stored before it runs,
 * so a process dying mid-look-up leaves it to be retried rather than the id as name for good. One job per new
 * conversation of such a contact, worked one at a time per process, a job starting at most every poll (0.5 s): a
 * burst of new contacts reaches Graph with one call in flight and at most two a second per process, far under a
 * Page's rate limits, however many arrive at once.
 */
export class ContactProfiles {
  private readonly now: () => Date;

  constructor(private readonly deps: ContactProfilesDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Queues a look-up when a ticket opens for a Messenger / Instagram contact still named by its id (or without a
   * picture): the inbound path announces a new contact's first ticket with the rows it wrote, so no read is added
   * to it, and WhatsApp's contacts cost nothing. Hearing it on every new ticket rather than on contact.created alone
   * also heals the gap between the inbound commit and this in-process event: a look-up lost to a crash there is
   * queued again at the contact's next conversation (as is one Graph refused before: once per conversation, not a
   * loop).
   */
  async start(): Promise<void> {
    this.deps.events.on('ticket.created', ({ companyId, hints }) =>
      hints ? this.queueFor(companyId, hints.contact) : undefined,
    );
    await this.deps.jobs.work<ContactProfileJob>(CONTACT_PROFILE_QUEUE, (job) => this.handle(job));
  }

  /** A job for the contact when Graph may tell more about it; the job reads it again when it runs. */
  async queueFor(
    companyId: number,
    contact: Pick<TicketCreatedHints['contact'], 'id' | 'channel' | 'externalId' | 'name' | 'profilePicUrl'>,
  ): Promise<void> {
    if (!isProfileChannel(contact.channel) || !contact.externalId) return;
    if (contact.name !== contact.externalId && contact.profilePicUrl !== null) return;
    await this.deps.jobs.send<ContactProfileJob>(
      CONTACT_PROFILE_QUEUE,
      { companyId, contactId: contact.id },
      LOOKUP_RETRY,
    );
  }

  /** Throws (pg-boss retries) only for a failure that may pass while tries remain; anything else ends here. */
  private async handle(job: JobWithMetadata<ContactProfileJob>): Promise<void> {
    const { companyId, contactId } = job.data;
    try {
      await this.lookUp(job.data);
    } catch (error) {
      const retryable = !(error instanceof ChannelError) || error.retryable;
      if (retryable && job.retryCount < (job.retryLimit ?? LOOKUP_RETRY.retryLimit)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      // Info, not error: a person's privacy settings or a page without the permission are the normal course.
      this.deps.logger.info(
        { companyId, contactId, reason, tries: job.retryCount + 1 },
        'contact profile not read from Graph; the contact keeps what it has',
      );
    }
  }

  /**
   * Reads the profile and writes what it brings. The name is written even when the picture's download failed, so
   * a retry for the picture can never cost the name; the retry finds the name set and fetches the picture only.
   */
  async lookUp({ companyId, contactId }: ContactProfileJob): Promise<void> {
    const { db, storage, events } = this.deps;
    const target = await contactProfilesRepository.findTarget(db, companyId, contactId);
    if (!target) return;
    const graph = this.graphFor(target);
    if (!graph) return;
    const profile = await readUserProfile(graph, target.contact.channel, target.contact.externalId);
    let picture: string | null = null;
    let pictureFailure: unknown;
    if (target.contact.profilePicUrl === null && profile.pictureUrl) {
      try {
        picture = await downloadPicture(storage, companyId, profile.pictureUrl, this.deps.graph);
      } catch (error) {
        pictureFailure = error;
      }
    }
    const applied = await contactProfilesRepository.applyProfile(
      db,
      companyId,
      contactId,
      { name: profile.name, picture },
      this.now(),
    );
    // Another look-up (or a person) set a picture first: ours is not referenced by anyone.
    if (picture && applied?.profilePicUrl !== picture) await storage.remove(picture);
    if (applied) events.emit('contact.updated', { companyId, contactId });
    if (pictureFailure) throw pictureFailure;
  }

  /** A client with the page's token, opened under the context it was sealed with; none for a page without one. */
  private graphFor({ contact, connection }: ProfileTarget): GraphClient | undefined {
    if (!connection.providerAccountId || !connection.accessTokenEncrypted) {
      this.deps.logger.info(
        { contactId: contact.id, whatsappId: connection.id },
        'contact profile: the connection holds no page token',
      );
      return undefined;
    }
    const context = providerTokenContext(contact.channel, connection.providerAccountId);
    const accessToken = this.deps.secretBox.open(connection.accessTokenEncrypted, context).toString();
    return new GraphClient({ ...this.deps.graph, accessToken });
  }
}
