import { useQueryClient } from '@tanstack/react-query';
import type { ContactView, PhoneRegion } from '@guiche/shared';
import { contactsKeys, createContact, updateContact } from './contactsApi';
import { contactList, type ContactPages } from './contactsCache';
import { createPayload, updatePayload, type ContactFormOutput } from './contactForm';

/**
 * Saves the modal's contact (new when `target` is null) and puts the result in every cache that shows it. A failed
 * save throws for the form to show.
 */
export function useSaveContact(
  target: ContactView | null,
  region: PhoneRegion,
): (values: ContactFormOutput) => Promise<ContactView> {
  const queryClient = useQueryClient();
  return async (values) => {
    const saved = target
      ? await updateContact(target.id, updatePayload(values, target, region))
      : await createContact(createPayload(values, region));
    queryClient.setQueryData(contactsKeys.detail(saved.id), saved);
    if (target) {
      queryClient.setQueriesData<ContactPages>(
        { queryKey: contactsKeys.lists },
        (pages) => pages && contactList.replace(pages, saved),
      );
    } else {
      // Where a new contact lands (and whether the filters keep it) is the server's call.
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
    }
    return saved;
  };
}
