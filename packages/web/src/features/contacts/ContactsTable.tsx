import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import type { PagedScroll } from '../../lib/usePagedList';
import type { ContactRowHandlers } from './ContactActions';
import { ContactRow, WIDE_ONLY } from './ContactRow';
import { ContactSkeletonRows } from './ContactSkeletonRows';

/** Rows of the first page's skeleton. */
const FIRST_PAGE_SKELETON_ROWS = 8;

interface ContactsTableProps extends ContactRowHandlers {
  contacts: ContactView[];
  loading: boolean;
  scroll: PagedScroll;
  loadingNextPage: boolean;
  canDelete: boolean;
  /** The contact a ticket is being opened for, if any. */
  startingId: number | null;
}

/**
 * The contacts table in its own scrolling box (`scroll` from usePagedList loads the next page within 100 px of its
 * end, spec 1 §9).
 */
export function ContactsTable({
  contacts,
  loading,
  scroll,
  loadingNextPage,
  canDelete,
  startingId,
  ...handlers
}: ContactsTableProps) {
  const { t } = useTranslation();

  const columns = t('contacts.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.contacts')}
      testId="contacts-table"
      columns={[
        { title: columns.avatar, sx: { pr: { xs: 0, sm: 2 } } },
        columns.name,
        { title: columns.number, sx: WIDE_ONLY },
        { title: columns.email, sx: WIDE_ONLY },
        { title: columns.tags, sx: WIDE_ONLY },
        { title: columns.channel, sx: WIDE_ONLY },
      ]}
      // The rows leave out columns on phones, so the table fits and its actions need not stick to the edge.
      actionsHeadSx={{ px: { xs: 1, sm: 2 } }}
      rowCount={contacts.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      renderSkeletonRows={(rows) => <ContactSkeletonRows rows={rows} />}
      loadingMore={loadingNextPage}
      empty={{ icon: <ContactsOutlinedIcon />, title: t('contacts.emptyTitle'), text: t('contacts.emptyText') }}
      containerRef={scroll.containerRef}
      onScroll={scroll.onScroll}
      containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
    >
      {contacts.map((contact) => (
        <ContactRow
          key={contact.id}
          contact={contact}
          canDelete={canDelete}
          starting={startingId === contact.id}
          {...handlers}
        />
      ))}
    </DataTable>
  );
}
