import type { GraphClient } from '../meta/graph-client.js';
import type { MessengerKind } from './parse-webhook.js';

/** What a customer's Graph profile tells: a display name and a picture address, either possibly absent. */
export interface UserProfile {
  name: string | undefined;
  /** A CDN address that expires after a few days: copy the file, do not keep the address. */
  pictureUrl: string | undefined;
}

/**
 * The fields each User Profile API accepts. Graph refuses a field its node does not have (`username` on a PSID is
 * "(#100) Tried accessing nonexisting field"), so the lists differ per kind:
 * Messenger (PSID): https://developers.facebook.com/documentation/business-messaging/messenger-platform/identity/user-profile
 * Instagram (IGSID): https://developers.facebook.com/documentation/business-messaging/instagram-messaging/features/user-profile
 */
export const PROFILE_FIELDS: Readonly<Record<MessengerKind, string>> = {
  facebook: 'first_name,last_name,profile_pic',
  instagram: 'name,username,profile_pic',
};

interface ProfileAnswer {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  profile_pic?: string | null;
}

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * `GET /{PSID|IGSID}?fields=…` with the page's token. Graph's refusals (no consent, the person blocked the
 * business, a missing permission) reject with the ChannelError graph-errors.ts makes of them; fields the person
 * left empty come back absent or null. Instagram's name may be unset while the username always is: the username
 * stands in then, as the Instagram app itself shows it.
 */
export async function readUserProfile(graph: GraphClient, kind: MessengerKind, userId: string): Promise<UserProfile> {
  const answer = await graph.get<ProfileAnswer>(encodeURIComponent(userId), { fields: PROFILE_FIELDS[kind] });
  const fullName = [text(answer.first_name), text(answer.last_name)].filter(Boolean).join(' ') || undefined;
  const name = kind === 'facebook' ? fullName : (text(answer.name) ?? text(answer.username));
  return { name, pictureUrl: text(answer.profile_pic) };
}
