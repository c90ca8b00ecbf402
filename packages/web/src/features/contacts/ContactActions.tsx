import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';

/** What a row can do; the page holds the dialogs each opens. */
export interface ContactRowHandlers {
  onStartTicket(contact: ContactView): void;
  onEdit(contact: ContactView): void;
  onTags(contact: ContactView): void;
  onToggleBlock(contact: ContactView): void;
  onDelete(contact: ContactView): void;
}

interface ContactActionsProps extends ContactRowHandlers {
  contact: ContactView;
  /** contacts-page:deleteContact (spec 1 §6). */
  canDelete: boolean;
  /** True while a ticket is being opened for this contact. */
  starting: boolean;
}

/** A row's actions: start a ticket and edit at hand, the rest in a menu. */
export function ContactActions({
  contact,
  canDelete,
  starting,
  onStartTicket,
  onEdit,
  onTags,
  onToggleBlock,
  onDelete,
}: ContactActionsProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const name = contact.name;
  const run = (action: (contact: ContactView) => void) => () => {
    setMenuAnchor(null);
    action(contact);
  };

  return (
    <>
      <Tooltip title={t('contacts.actions.startTicket', { name })}>
        <span>
          <IconButton
            size="small"
            color="primary"
            disabled={starting || !contact.active}
            loading={starting}
            aria-label={t('contacts.actions.startTicket', { name })}
            onClick={() => onStartTicket(contact)}
          >
            <QuestionAnswerOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('contacts.actions.edit', { name })}>
        <IconButton size="small" aria-label={t('contacts.actions.edit', { name })} onClick={() => onEdit(contact)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('contacts.actions.more', { name })}>
        <IconButton
          size="small"
          aria-label={t('contacts.actions.more', { name })}
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={run(onTags)}>
          <ListItemIcon>
            <LocalOfferOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('contacts.tags.label')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(onToggleBlock)}>
          <ListItemIcon>
            {contact.active ? <BlockOutlinedIcon fontSize="small" /> : <LockOpenOutlinedIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{contact.active ? t('contacts.blockConfirm') : t('contacts.unblockConfirm')}</ListItemText>
        </MenuItem>
        {canDelete && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('common.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
