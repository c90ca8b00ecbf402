import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { formatPhoneNumber } from '../../lib/phone';
import { CHANNEL_ICONS } from '../connections/ChannelLabel';
import { ContactActions, type ContactRowHandlers } from './ContactActions';
import { ContactAvatar } from './ContactAvatar';
import { ContactTagChips } from './ContactTagChips';

/** Columns shown only from the sm breakpoint: on phones the number and tags sit under the name instead. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface ContactRowProps extends ContactRowHandlers {
  contact: ContactView;
  canDelete: boolean;
  starting: boolean;
}

/** One contact of the list. Memoised: a live update of one contact re-renders only its own row. */
export const ContactRow = memo(function ContactRow({ contact, canDelete, starting, ...handlers }: ContactRowProps) {
  const { t } = useTranslation();
  const { Icon, color } = CHANNEL_ICONS[contact.channel];
  const number = contact.number === null ? t('contacts.noNumber') : formatPhoneNumber(contact.number);
  return (
    <TableRow hover data-testid="contact-row" data-contact-id={contact.id} sx={{ opacity: contact.active ? 1 : 0.72 }}>
      <TableCell sx={{ width: 56, pr: { xs: 0, sm: 2 } }}>
        <ContactAvatar contact={contact} />
      </TableCell>
      <TableCell sx={{ minWidth: { sm: 140 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {contact.name}
          </Typography>
          {!contact.active && <Chip size="small" color="error" variant="outlined" label={t('contacts.blocked')} />}
          {contact.isGroup && <Chip size="small" variant="outlined" label={t('contacts.group')} />}
        </Box>
        <Box sx={{ display: { xs: 'grid', sm: 'none' }, gap: 0.5, justifyItems: 'start' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {number}
          </Typography>
          {contact.tags.length > 0 && <ContactTagChips tags={contact.tags} />}
        </Box>
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{number}</TableCell>
      <TableCell
        sx={{ ...WIDE_ONLY, maxWidth: 240, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        title={contact.email ?? undefined}
      >
        {contact.email || '—'}
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <ContactTagChips tags={contact.tags} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Tooltip title={t(`connections.channels.${contact.channel}`)}>
          <Icon
            fontSize="small"
            sx={{ color, verticalAlign: 'middle' }}
            aria-label={t(`connections.channels.${contact.channel}`)}
          />
        </Tooltip>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } }}>
        <ContactActions contact={contact} canDelete={canDelete} starting={starting} {...handlers} />
      </TableCell>
    </TableRow>
  );
});
