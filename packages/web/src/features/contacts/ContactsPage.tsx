import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useTranslation } from 'react-i18next';
import { can, type ConnectionChannel, type ContactView } from '@guiche/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { DownloadMenuButton } from '../../lib/DownloadMenuButton';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { useCurrentUser } from '../auth/sessionContext';
import { OpenTicketConflictDialog } from '../tickets/OpenTicketConflictDialog';
import { contactExportPath, type ContactFilters } from './contactsApi';
import { ContactModal } from './ContactModal';
import { ContactsFilters } from './ContactsFilters';
import { ContactsTable } from './ContactsTable';
import { ContactTagsDialog } from './ContactTagsDialog';
import { StartTicketDialog } from './StartTicketDialog';
import { useContactMutations } from './useContactMutations';
import { useContactsList } from './useContactsList';
import { useContactsLive } from './useContactsLive';
import { useRetained } from './useRetained';
import { useStartTicket } from './useStartTicket';

/** The modal's state: closed, adding (no id) or editing one contact. */
type ModalState = { contactId?: number } | null;

/**
 * /contacts: the company's contacts with search, channel and tag filters, infinitely scrolled, kept live by the
 * `contact` event; add, edit, tag, start a ticket, block and (contacts-page:deleteContact) delete.
 */
export default function ContactsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canDelete = can(user, 'contacts-page:deleteContact');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const [channel, setChannel] = useState<ConnectionChannel | null>(null);
  const [tagIds, setTagIds] = useState<number[]>([]);
  const filters = useMemo<ContactFilters>(() => ({ search, channel, tagIds }), [search, channel, tagIds]);
  const { query, items: contacts, count, scroll, loadingNextPage } = useContactsList(filters);
  useContactsLive();

  const [modal, setModal] = useState<ModalState>(null);
  const [toBlock, setToBlock] = useState<ContactView | null>(null);
  const [toDelete, setToDelete] = useState<ContactView | null>(null);
  const [tagsOf, setTagsOf] = useState<ContactView | null>(null);
  const [queueFor, setQueueFor] = useState<ContactView | null>(null);
  const { blocking, removal } = useContactMutations(() => {
    setToBlock(null);
    setToDelete(null);
  });
  const { start, startingId, conflict, closeConflict } = useStartTicket();

  // Stable, so that the memoised rows do not re-render when the page does.
  const handlers = useMemo(
    () => ({
      onEdit: (contact: ContactView) => setModal({ contactId: contact.id }),
      onTags: setTagsOf,
      onToggleBlock: setToBlock,
      onDelete: setToDelete,
    }),
    [],
  );
  const startTicket = useCallback(
    (contact: ContactView) => {
      // A viewer in several queues picks one; otherwise the ticket goes to their only queue (or none, for an admin).
      if (user.queues.length > 1) setQueueFor(contact);
      else void start(contact, user.queues[0]?.id ?? null);
    },
    [start, user.queues],
  );

  const blockShown = useRetained(toBlock);
  const deleteShown = useRetained(toDelete);
  const blockingActive = blockShown?.active ?? true;
  const blockName = blockShown?.name ?? '';
  return (
    <section data-testid="contacts-page">
      <PageHeader
        title={t('pages.contacts')}
        count={count}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DownloadMenuButton
              label={t('contacts.export')}
              pathFor={(format) => contactExportPath(filters, format)}
              fallbackName={t('contacts.exportFileName')}
              testId="contacts-export"
            />
            <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setModal({})}>
              {t('contacts.add')}
            </Button>
          </Stack>
        }
      />
      <ContactsFilters
        typed={typed}
        onTyped={setTyped}
        channel={channel}
        onChannel={setChannel}
        tagIds={tagIds}
        onTagIds={setTagIds}
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <ContactsTable
          contacts={contacts}
          loading={query.isPending}
          scroll={scroll}
          loadingNextPage={loadingNextPage}
          canDelete={canDelete}
          startingId={startingId}
          onStartTicket={startTicket}
          {...handlers}
        />
      )}
      <ContactModal open={modal !== null} contactId={modal?.contactId} onClose={() => setModal(null)} />
      <ContactTagsDialog contact={tagsOf} onClose={() => setTagsOf(null)} />
      <StartTicketDialog
        contact={queueFor}
        onStart={(contact, queueId) => void start(contact, queueId)}
        onClose={() => setQueueFor(null)}
      />
      <OpenTicketConflictDialog conflict={conflict} onClose={closeConflict} />
      <ConfirmDialog
        open={toBlock !== null}
        title={blockingActive ? t('contacts.blockTitle') : t('contacts.unblockTitle')}
        text={
          blockingActive ? t('contacts.blockText', { name: blockName }) : t('contacts.unblockText', { name: blockName })
        }
        confirmLabel={blockingActive ? t('contacts.blockConfirm') : t('contacts.unblockConfirm')}
        tone={blockingActive ? 'error' : 'primary'}
        busy={blocking.isPending}
        onConfirm={() => toBlock && blocking.mutate(toBlock)}
        onClose={() => setToBlock(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('contacts.deleteTitle')}
        text={t('contacts.deleteText', { name: deleteShown?.name ?? '' })}
        confirmLabel={t('common.delete')}
        tone="error"
        busy={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
