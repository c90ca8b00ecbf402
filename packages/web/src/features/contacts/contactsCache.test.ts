import { describe, expect, it } from 'vitest';
import type { ContactView } from '@guiche/shared';
import type { ContactPage } from './contactsApi';
import { applyContactEvent, contactList, patchContactTags, type ContactPages } from './contactsCache';

const rowsOf = contactList.items;
const countOf = contactList.count;

function contact(id: number, name = `Contato ${id}`): ContactView {
  return {
    id,
    name,
    number: `55119000${String(id).padStart(5, '0')}`,
    email: '',
    profilePicUrl: null,
    urlPicture: null,
    active: true,
    disableBot: false,
    acceptAudioMessage: true,
    lgpdAcceptedAt: null,
    channel: 'whatsapp',
    isGroup: false,
    companyId: 1,
    tags: [],
    extraInfo: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

function pages(...lists: ContactView[][]): ContactPages {
  const count = lists.flat().length;
  const built: ContactPage[] = lists.map((contacts, index) => ({ contacts, count, hasMore: index < lists.length - 1 }));
  return { pages: built, pageParams: built.map((_page, index) => index + 1) };
}

describe('contacts list cache', () => {
  const loaded = pages([contact(1), contact(2)], [contact(3)]);

  it('lists each contact once, in the order of the pages', () => {
    const shifted = pages([contact(1), contact(2)], [contact(2), contact(3)]);
    expect(rowsOf(shifted).map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(countOf(loaded)).toBe(3);
  });

  it('puts a live update in place, wherever the row is', () => {
    const renamed = { ...contact(3), name: 'Maria Souza', active: false };
    const { data, refetch } = applyContactEvent(loaded, { action: 'update', contact: renamed });
    expect(refetch).toBe(false);
    expect(rowsOf(data).map(({ id, name, active }) => ({ id, name, active }))).toEqual([
      { id: 1, name: 'Contato 1', active: true },
      { id: 2, name: 'Contato 2', active: true },
      { id: 3, name: 'Maria Souza', active: false },
    ]);
  });

  it('leaves a list without the updated contact untouched', () => {
    const { data, refetch } = applyContactEvent(loaded, { action: 'update', contact: contact(9) });
    expect(data).toBe(loaded);
    expect(refetch).toBe(false);
  });

  it('drops a deleted contact at once and counts one fewer', () => {
    const { data, refetch } = applyContactEvent(loaded, { action: 'delete', contactId: 2 });
    expect(refetch).toBe(false);
    expect(rowsOf(data).map(({ id }) => id)).toEqual([1, 3]);
    expect(countOf(data)).toBe(2);
    expect(applyContactEvent(loaded, { action: 'delete', contactId: 9 }).data).toBe(loaded);
  });

  it('asks for a fresh read when a contact is created, since the filters decide where it goes', () => {
    const { data, refetch } = applyContactEvent(loaded, { action: 'create', contact: contact(4) });
    expect(refetch).toBe(true);
    expect(data).toBe(loaded);
  });

  it("replaces a contact's tags after a picker saved them", () => {
    const tags = [{ id: 5, name: 'VIP', color: '#ff0000' }];
    expect(rowsOf(patchContactTags(loaded, 1, tags))[0]?.tags).toEqual(tags);
    expect(patchContactTags(loaded, 9, tags)).toBe(loaded);
  });
});
