import { GraphClient, type GraphSettings } from '../../channels/meta/graph-client.js';
import { isRecord, recordAt, recordsAt, stringAt } from '../../channels/meta/json-read.js';
import { ChannelError } from '../../channels/types.js';

/** A Facebook Page the user manages, with its page access token and its Instagram professional account, if any. */
export interface ManagedPage {
  id: string;
  name: string;
  accessToken: string;
  instagram?: { id: string; name: string } | undefined;
}

const PAGE_FIELDS = 'id,name,access_token,instagram_business_account{id,username,name}';
const PAGE_SIZE = 100;
/** More pages than any real user manages; bounds the paging loop against a misbehaving answer. */
const MAX_PAGES = 1_000;
/** The webhook fields the inbound parsers read (messages and echoes, receipts, reactions, edits). */
const SUBSCRIBED_FIELDS = [
  'messages',
  'message_echoes',
  'message_deliveries',
  'message_reads',
  'message_reactions',
  'message_edits',
];

/**
 * `GET /{user-id}/accounts` with the user token, every page of results: the Pages the user manages. Pages whose
 * token the user cannot have (no task on the page) are left out, since no message could be sent through them.
 */
export async function listManagedPages(
  graph: GraphSettings,
  userId: string,
  userToken: string,
): Promise<ManagedPage[]> {
  const client = new GraphClient({ ...graph, accessToken: userToken });
  const pages: ManagedPage[] = [];
  let after: string | undefined;
  do {
    const answer = await client.get<unknown>(`${encodeURIComponent(userId)}/accounts`, {
      fields: PAGE_FIELDS,
      limit: String(PAGE_SIZE),
      after,
    });
    for (const raw of recordsAt(answer, 'data')) {
      const id = stringAt(raw, 'id');
      const accessToken = stringAt(raw, 'access_token');
      if (!id || !accessToken) continue;
      const instagram = recordAt(raw, 'instagram_business_account');
      const instagramId = stringAt(instagram, 'id');
      pages.push({
        id,
        name: stringAt(raw, 'name') ?? '',
        accessToken,
        instagram: instagramId
          ? { id: instagramId, name: stringAt(instagram, 'username') ?? stringAt(instagram, 'name') ?? '' }
          : undefined,
      });
    }
    const paging = recordAt(answer, 'paging');
    after = stringAt(paging, 'next') ? stringAt(recordAt(paging, 'cursors'), 'after') : undefined;
  } while (after && pages.length < MAX_PAGES);
  return pages;
}

/** `POST /{page-id}/subscribed_apps`: the platform's app receives the page's (and its Instagram account's) webhooks. */
export async function subscribePage(graph: GraphSettings, pageId: string, pageToken: string): Promise<void> {
  const client = new GraphClient({ ...graph, accessToken: pageToken });
  const answer = await client.postJson<unknown>(`${encodeURIComponent(pageId)}/subscribed_apps`, {
    subscribed_fields: SUBSCRIBED_FIELDS.join(','),
  });
  if (!isRecord(answer) || answer.success !== true)
    throw new ChannelError('PROVIDER_ERROR', `subscribing page ${pageId} answered no success`);
}
