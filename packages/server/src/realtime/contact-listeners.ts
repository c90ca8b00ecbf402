import {
  rooms,
  serverEvents,
  type ContactEventPayload,
  type QuickMessageEventPayload,
  type TagEventPayload,
} from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import { maskContactView } from '../modules/contacts/contact.presenter.js';
import type { ContactsService } from '../modules/contacts/contacts.service.js';
import type { QuickMessagesService } from '../modules/quick-messages/quick-messages.service.js';
import type { TagsService } from '../modules/tags/tags.service.js';
import { ReadBatcher } from '../db/read-batcher.js';
import type { Broadcaster } from './broadcaster.js';

/** Contacts, tags and quick messages → sockets, each to rooms of the event's own company. */
export function registerContactListeners(
  io: Broadcaster,
  events: DomainEvents,
  {
    contacts,
    tags,
    quickMessages,
  }: { contacts: ContactsService; tags: TagsService; quickMessages: QuickMessagesService },
): void {
  // Contacts created together (an inbound batch of new people) are read together, with the setting read once. Batched
  // here, not in a repository: a snapshot is ContactsService's presentation of three reads and the company's settings.
  const snapshots = new ReadBatcher(async (companyId, ids) => {
    const [found, hideNumbers] = await Promise.all([
      contacts.snapshots(companyId, ids),
      contacts.hidesNumbersIn(companyId),
    ]);
    return new Map([...found].map(([id, contact]) => [id, { contact, hideNumbers }]));
  });
  const emitContact = async (companyId: number, contactId: number, action: 'create' | 'update') => {
    const snapshot = await snapshots.load(companyId, contactId);
    if (!snapshot) return;
    const { contact, hideNumbers } = snapshot;
    const event = serverEvents.contact(companyId);
    if (!hideNumbers) {
      io.to(rooms.company(companyId)).emit(event, { action, contact } satisfies ContactEventPayload);
      return;
    }
    // lgpdHideNumber: the whole number only to sockets in the unmasked room (ticket-rooms.ts), hidden for all others.
    io.to(rooms.ticketsUnmasked(companyId)).emit(event, { action, contact } satisfies ContactEventPayload);
    io.to(rooms.company(companyId))
      .except(rooms.ticketsUnmasked(companyId))
      .emit(event, { action, contact: maskContactView(contact) } satisfies ContactEventPayload);
  };
  events.on('contact.created', ({ companyId, contactId }) => emitContact(companyId, contactId, 'create'));
  events.on('contact.updated', ({ companyId, contactId }) => emitContact(companyId, contactId, 'update'));
  events.on('contact.deleted', ({ companyId, contactId }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.contact(companyId), {
      action: 'delete',
      contactId,
    } satisfies ContactEventPayload);
  });

  events.on('tag.saved', async ({ companyId, tagId, created }) => {
    const tag = await tags.snapshot(companyId, tagId);
    if (tag)
      io.to(rooms.company(companyId)).emit(serverEvents.tag(companyId), {
        action: created ? 'create' : 'update',
        tag,
      } satisfies TagEventPayload);
  });
  events.on('tag.deleted', ({ companyId, tagId }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.tag(companyId), {
      action: 'delete',
      tagId,
    } satisfies TagEventPayload);
  });

  // A shared (geral) message reaches the company; any other only its owner. One un-shared leaves the others' lists.
  events.on('quickMessage.saved', async ({ companyId, quickMessageId, created, wasGeral }) => {
    const record = await quickMessages.snapshot(companyId, quickMessageId);
    if (!record) return;
    const event = serverEvents.quickMessage(companyId);
    const payload: QuickMessageEventPayload = { action: created ? 'create' : 'update', record };
    if (record.geral) {
      io.to(rooms.company(companyId)).emit(event, payload);
      return;
    }
    const owner = record.userId === null ? undefined : rooms.user(companyId, record.userId);
    if (wasGeral) {
      const others = io.to(rooms.company(companyId));
      (owner ? others.except(owner) : others).emit(event, {
        action: 'delete',
        id: quickMessageId,
      } satisfies QuickMessageEventPayload);
    }
    if (owner) io.to(owner).emit(event, payload);
  });
  events.on('quickMessage.deleted', ({ companyId, quickMessageId, userId, geral }) => {
    const audience = geral || userId === null ? rooms.company(companyId) : rooms.user(companyId, userId);
    io.to(audience).emit(serverEvents.quickMessage(companyId), {
      action: 'delete',
      id: quickMessageId,
    } satisfies QuickMessageEventPayload);
  });
}
