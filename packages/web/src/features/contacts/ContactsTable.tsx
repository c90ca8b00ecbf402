import { useCallback, useEffect, useRef } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { isNearBottom } from '../../lib/scroll';
import type { ContactRowHandlers } from './ContactActions';
import { ContactRow, WIDE_ONLY } from './ContactRow';
import { CONTACT_COLUMNS, ContactSkeletonRows } from './ContactSkeletonRows';

/** Rows of the first page's skeleton; a next page shows fewer at the end of the list. */
const FIRST_PAGE_SKELETON_ROWS = 8;
const NEXT_PAGE_SKELETON_ROWS = 2;

interface ContactsTableProps extends ContactRowHandlers {
  contacts: ContactView[];
  loading: boolean;
  hasNextPage: boolean;
  loadingNextPage: boolean;
  fetchNextPage(): void;
  canDelete: boolean;
  /** The contact a ticket is being opened for, if any. */
  startingId: number | null;
}

/**
 * The contacts table in its own scrolling box: the next page loads when the box is scrolled within 100 px of its
 * end (spec 1 §9), or at once when the loaded rows do not fill it.
 */
export function ContactsTable({ contacts, loading, hasNextPage, loadingNextPage, fetchNextPage, canDelete, startingId, ...handlers }: ContactsTableProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  const loadMoreIfNearBottom = useCallback(() => {
    if (box.current && hasNextPage && !loadingNextPage && isNearBottom(box.current)) fetchNextPage();
  }, [hasNextPage, loadingNextPage, fetchNextPage]);

  useEffect(() => loadMoreIfNearBottom(), [loadMoreIfNearBottom, contacts.length]);

  const columns = t('contacts.columns', { returnObjects: true });
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer ref={box} onScroll={loadMoreIfNearBottom} sx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}>
        <Table stickyHeader size="small" aria-label={t('pages.contacts')} data-testid="contacts-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ pr: { xs: 0, sm: 2 } }}>{columns.avatar}</TableCell>
              <TableCell>{columns.name}</TableCell>
              <TableCell sx={WIDE_ONLY}>{columns.number}</TableCell>
              <TableCell sx={WIDE_ONLY}>{columns.email}</TableCell>
              <TableCell sx={WIDE_ONLY}>{columns.tags}</TableCell>
              <TableCell sx={WIDE_ONLY}>{columns.channel}</TableCell>
              <TableCell align="right" sx={{ px: { xs: 1, sm: 2 } }}>
                {t('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {contacts.map((contact) => (
              <ContactRow key={contact.id} contact={contact} canDelete={canDelete} starting={startingId === contact.id} {...handlers} />
            ))}
            {loading && <ContactSkeletonRows rows={FIRST_PAGE_SKELETON_ROWS} />}
            {loadingNextPage && <ContactSkeletonRows rows={NEXT_PAGE_SKELETON_ROWS} />}
            {!loading && contacts.length === 0 && (
              <TableRow>
                <TableCell colSpan={CONTACT_COLUMNS} sx={{ borderBottom: 'none' }}>
                  <EmptyState icon={<ContactsOutlinedIcon />} title={t('contacts.emptyTitle')} text={t('contacts.emptyText')} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
