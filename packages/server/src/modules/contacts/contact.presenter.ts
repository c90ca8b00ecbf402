import { maskPhoneNumber, type ContactView, type TagRef } from '@guiche/shared';
import type { ExtraInfo } from './contact-custom-fields.repository.js';
import type { ContactRow } from './contacts.repository.js';

/**
 * A contact as the API and the live `contact` event carry it; the number partly hidden when `hideNumber`. The email
 * answers "" for none: spec clients' contact forms validate it as a string.
 */
export function presentContact(
  row: ContactRow,
  tags: TagRef[],
  extraInfo: ExtraInfo[],
  hideNumber: boolean,
): ContactView {
  return {
    id: row.id,
    name: row.name,
    number: hideNumber ? maskPhoneNumber(row.number) : row.number,
    email: row.email ?? '',
    profilePicUrl: row.profilePicUrl,
    // No copy of the picture is kept yet: the channel's picture address serves both fields.
    urlPicture: row.profilePicUrl,
    active: row.active,
    disableBot: row.disableBot,
    acceptAudioMessage: row.acceptAudioMessage,
    lgpdAcceptedAt: row.lgpdAcceptedAt?.toISOString() ?? null,
    channel: row.channel,
    isGroup: row.isGroup,
    companyId: row.companyId,
    tags,
    extraInfo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The same view with the number partly hidden (for live events to profile user). */
export function maskContactView(view: ContactView): ContactView {
  return { ...view, number: maskPhoneNumber(view.number) };
}
