import type { ConnectFacebookInput, Connection } from '@guiche/shared';
import type { GraphSettings } from '../../channels/meta/graph-client.js';
import { ChannelError } from '../../channels/types.js';
import type { Db, Tx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { isCompanyAdmin } from '../../http/authorize.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { accountTaken, translateConnectionConflicts } from './connection-conflicts.js';
import { newConnectionToken } from './connection-token.js';
import { assertCanAddConnection, assertPlanIncludes, assertPlanRoom } from './connections.policy.js';
import { connectionsRepository } from './connections.repository.js';
import { listManagedPages, subscribePage, type ManagedPage } from './meta-pages.js';
import { providerTokenContext } from './provider-token.js';
import { toConnection } from './to-connection.js';

type MetaChannel = 'facebook' | 'instagram';

/** One account to connect: a Page (facebook) or a Page's Instagram professional account (instagram). */
interface PageAccount {
  accountId: string;
  name: string;
  page: ManagedPage;
}

const NAME_MAX = 50;

/**
 * POST /facebook (spec 2 §7): turns a Facebook user token into connections. Every Page the user manages becomes a
 * `facebook` connection, or with `addInstagram` every Page's Instagram account an `instagram` one, holding the page
 * access token (sealed) that sends and receives for it; the platform's app is subscribed to each Page's webhooks.
 * Posting the same Page again renews its token on the existing connection.
 */
export class MetaPagesService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly options: { secretBox: SecretBox; graph: GraphSettings },
  ) {}

  async connect(auth: RequestAuth, input: ConnectFacebookInput): Promise<Connection[]> {
    assertCanAddConnection(auth);
    const channel: MetaChannel = input.addInstagram ? 'instagram' : 'facebook';
    const { companyId } = auth;
    // The plan's channel flag is checked before Meta is asked anything; the limit once the new accounts are known.
    const company = await companiesReader.findWithPlan(this.db, companyId);
    if (!company) throw new AppError('ERR_NOT_FOUND');
    assertPlanIncludes(company.plan, channel);

    const accounts = accountsOf(
      await this.meta(() => listManagedPages(this.options.graph, input.facebookUserId, input.facebookUserToken)),
      channel,
    );
    if (accounts.length === 0) {
      const message = channel === 'instagram' ? 'validation.noInstagramAccounts' : 'validation.noFacebookPages';
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'facebookUserToken', message }] });
    }
    // Instagram messaging webhooks come through the Page's subscription too.
    const pages = new Map(accounts.map(({ page }) => [page.id, page]));
    for (const page of pages.values())
      await this.meta(() => subscribePage(this.options.graph, page.id, page.accessToken));

    const saved = await translateConnectionConflicts(() =>
      this.db.transaction((tx) => this.store(tx, companyId, channel, accounts)),
    );
    for (const { id, created } of saved) {
      this.events.emit('connection.saved', { companyId, whatsappId: id });
      if (created) this.events.emit('connection.created', { companyId, whatsappId: id, channel });
    }
    const ids = saved.map((s) => s.id);
    const queues = await connectionsRepository.listQueuesOf(this.db, companyId, ids);
    const rows = await Promise.all(ids.map((id) => connectionsRepository.findById(this.db, companyId, id)));
    return rows.flatMap((row) =>
      row ? [toConnection(row, queues.get(row.id) ?? [], { withToken: isCompanyAdmin(auth) })] : [],
    );
  }

  /** Inserts the new accounts and renews the token of those the company already has, under the plan's limit. */
  private async store(
    tx: Tx,
    companyId: number,
    channel: MetaChannel,
    accounts: PageAccount[],
  ): Promise<{ id: number; created: boolean }[]> {
    const found = await companiesReader.lockWithPlan(tx, companyId);
    if (!found) throw new AppError('ERR_NOT_FOUND');
    const existing = new Map<string, number>();
    for (const { accountId } of accounts) {
      const row = await connectionsRepository.findByProviderAccount(tx, channel, accountId);
      if (row && row.companyId !== companyId) throw accountTaken();
      if (row) existing.set(accountId, row.id);
    }
    const count = await connectionsRepository.countInCompany(tx, companyId);
    const fresh = accounts.filter(({ accountId }) => !existing.has(accountId));
    assertPlanIncludes(found.plan, channel);
    // Renewing the token of a connection the company has takes no room; each new account does.
    if (fresh.length > 0) assertPlanRoom(found.plan, count + fresh.length);

    const saved: { id: number; created: boolean }[] = [];
    for (const { accountId, name, page } of accounts) {
      const accessTokenEncrypted = this.options.secretBox.seal(
        page.accessToken,
        providerTokenContext(channel, accountId),
      );
      const id = existing.get(accountId);
      if (id !== undefined) {
        await connectionsRepository.update(tx, companyId, id, { accessTokenEncrypted });
        saved.push({ id, created: false });
        continue;
      }
      const row = await connectionsRepository.insert(tx, companyId, {
        name,
        channel,
        providerAccountId: accountId,
        accessTokenEncrypted,
        // The first connection of a company is its default.
        isDefault: count === 0 && saved.length === 0,
        token: newConnectionToken(),
      });
      saved.push({ id: row.id, created: true });
    }
    return saved;
  }

  /**
   * A Graph call on the user's behalf. Meta refusing the token or the user id is bad input; Meta not answering is
   * not, and is told apart so the admin knows to try again.
   */
  private async meta<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
      if (!error.retryable) {
        throw new AppError('ERR_VALIDATION', {
          issues: [{ path: 'facebookUserToken', message: 'validation.metaTokenRefused' }],
          message: error.message,
        });
      }
      throw new AppError('ERR_INTERNAL', { message: 'The Facebook Graph API did not answer; try again' }, 502);
    }
  }
}

/** The accounts of the chosen channel among the user's Pages, named as the Page (or Instagram account) is. */
function accountsOf(pages: ManagedPage[], channel: MetaChannel): PageAccount[] {
  return pages.flatMap((page): PageAccount[] => {
    if (channel === 'facebook')
      return [{ accountId: page.id, name: connectionName(page.name, `Facebook ${page.id}`), page }];
    if (!page.instagram) return [];
    const { id, name } = page.instagram;
    return [{ accountId: id, name: connectionName(name || page.name, `Instagram ${id}`), page }];
  });
}

/** Connection names are 2 to 50 characters (spec 2 §5). */
function connectionName(name: string, fallback: string): string {
  const trimmed = name.trim();
  return trimmed.length >= 2 ? trimmed.slice(0, NAME_MAX) : fallback.slice(0, NAME_MAX);
}
