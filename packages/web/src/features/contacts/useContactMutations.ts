import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { contactsKeys, deleteContact, setContactActive } from './contactsApi';
import { contactList, type ContactPages } from './contactsCache';

/** Block/unblock (toasts 'Contato bloqueado' / 'Contato desbloqueado', spec 1 §4) and delete, each confirmed first. */
export function useContactMutations(onSettled: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const blocking = useMutation({
    mutationFn: (contact: ContactView) => setContactActive(contact.id, !contact.active),
    onSuccess: (saved) => {
      queryClient.setQueriesData<ContactPages>(
        { queryKey: contactsKeys.lists },
        (pages) => pages && contactList.replace(pages, saved),
      );
      queryClient.setQueryData(contactsKeys.detail(saved.id), saved);
      toast.success(saved.active ? t('contacts.unblockedToast') : t('contacts.blockedToast'));
    },
    onError: handleApiError,
    onSettled,
  });

  const removal = useMutation({
    mutationFn: (contact: ContactView) => deleteContact(contact.id),
    onSuccess: (_nothing, contact) => {
      queryClient.setQueriesData<ContactPages>(
        { queryKey: contactsKeys.lists },
        (pages) => pages && contactList.remove(pages, contact.id),
      );
      queryClient.removeQueries({ queryKey: contactsKeys.detail(contact.id) });
      void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
      toast.success(t('contacts.deletedToast'));
    },
    onError: handleApiError,
    onSettled,
  });

  return { blocking, removal };
}
