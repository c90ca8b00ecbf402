import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { TagsSelect } from '../contacts/TagsSelect';
import { ContactPrivacy } from '../contact-privacy/ContactPrivacy';
import { ContactSummary } from './ContactSummary';
import { ContactToggles } from './ContactToggles';
import { EraseContactData } from './EraseContactData';
import { ExtraInfo } from './ExtraInfo';
import { MediaTabs } from './MediaTabs';
import { ScheduleMessageEntry } from './ScheduleMessageEntry';
import { TicketLog } from './TicketLog';
import { TicketNotes } from './TicketNotes';
import { useDrawerContact } from './useDrawerContact';

/** Spec 1 §2, §9: the contact drawer is 320 px wide. */
export const CONTACT_DRAWER_WIDTH = 320;

interface ContactDrawerProps {
  open: boolean;
  /** Beside the messages (room enough) or sliding over them. */
  inline: boolean;
  ticket: TicketView;
  onClose(): void;
}

function DrawerBody({ ticket, onClose }: Pick<ContactDrawerProps, 'ticket' | 'onClose'>) {
  const { t } = useTranslation();
  const contact = useDrawerContact(ticket.contactId, true);
  return (
    <Box
      sx={{
        width: CONTACT_DRAWER_WIDTH,
        maxWidth: '100vw',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
      }}
      data-testid="contact-drawer"
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 1, minHeight: 64, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton aria-label={t('contactDrawer.close')} onClick={onClose} data-testid="contact-drawer-close">
          <CloseOutlinedIcon />
        </IconButton>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, ml: 1 }}>
          {t('contactDrawer.title')}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {contact.data ? (
          <>
            <ContactSummary contact={contact.data} />
            <ContactToggles contact={contact.data} />
            <ScheduleMessageEntry contactId={contact.data.id} />
            {/* The picker carries its own 'Tags' label. */}
            <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <TagsSelect contactId={contact.data.id} ticketId={ticket.id} />
            </Box>
            <MediaTabs ticketId={ticket.id} />
            <TicketNotes ticketId={ticket.id} contactId={contact.data.id} />
            <ExtraInfo extraInfo={contact.data.extraInfo} />
            <TicketLog ticketId={ticket.id} />
            <ContactPrivacy contactId={contact.data.id} />
            <EraseContactData contact={contact.data} />
          </>
        ) : contact.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadError onRetry={() => void contact.refetch()} />
          </Box>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', p: 2 }} data-testid="contact-drawer-skeleton">
            <Skeleton variant="circular" width={96} height={96} />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" width="100%" height={120} />
          </Stack>
        )}
      </Box>
    </Box>
  );
}

/**
 * The contact beside the chat (spec 1 §2 "Contact drawer"): a 320 px column next to the messages when the chat has
 * the room, a panel sliding over them otherwise.
 */
export function ContactDrawer({ open, inline, ticket, onClose }: ContactDrawerProps) {
  if (inline) {
    return open ? (
      <Box sx={{ borderLeft: 1, borderColor: 'divider', flexShrink: 0, height: '100%' }}>
        <DrawerBody ticket={ticket} onClose={onClose} />
      </Box>
    ) : null;
  }
  return (
    // Above the app bar: the panel takes the full height of the window.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <DrawerBody ticket={ticket} onClose={onClose} />
    </Drawer>
  );
}
