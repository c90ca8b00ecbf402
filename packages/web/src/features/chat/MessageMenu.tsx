import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownOutlinedIcon from '@mui/icons-material/KeyboardArrowDownOutlined';
import ReplyOutlinedIcon from '@mui/icons-material/ReplyOutlined';
import ShortcutOutlinedIcon from '@mui/icons-material/ShortcutOutlined';
import { useTranslation } from 'react-i18next';
import { COARSE_POINTER } from '../../app/theme';

/** The quick reactions offered on a message. */
export const REACTION_EMOJIS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

export interface MessageMenuActions {
  onReply?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  onForward?: (() => void) | undefined;
  onReact?: ((emoji: string) => void) | undefined;
  /** The company's current reaction, offered for removal. */
  myReaction?: string | null | undefined;
}

/** The chevron of a bubble and its menu: react, reply, edit, forward, delete — whichever apply to the message. */
export function MessageMenu({ onReply, onEdit, onDelete, onForward, onReact, myReaction }: MessageMenuActions) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  if (!onReply && !onEdit && !onDelete && !onForward && !onReact) return null;
  return (
    <>
      <IconButton
        size="small"
        className="message-menu"
        aria-label={t('chat.messageActions')}
        aria-haspopup="menu"
        data-testid="message-menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          p: 0.25,
          bgcolor: 'inherit',
          '&:hover': { bgcolor: 'inherit' },
          // A touch-sized button would cover the text: the chevron keeps its size and its target reaches around it.
          [COARSE_POINTER]: {
            minWidth: 0,
            minHeight: 0,
            '&::after': { content: '""', position: 'absolute', inset: -10 },
          },
        }}
      >
        <KeyboardArrowDownOutlinedIcon fontSize="small" />
      </IconButton>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={close}>
        {onReact && (
          <Box role="group" aria-label={t('chat.menu.react')} sx={{ display: 'flex', gap: 0.25, px: 1, pb: 0.5 }}>
            {REACTION_EMOJIS.map((emoji) => (
              <IconButton
                key={emoji}
                aria-label={t('chat.menu.reactWith', { emoji })}
                aria-pressed={myReaction === emoji}
                onClick={run(() => onReact(myReaction === emoji ? '' : emoji))}
                sx={{
                  fontSize: 20,
                  width: 38,
                  height: 38,
                  bgcolor: myReaction === emoji ? 'action.selected' : undefined,
                }}
              >
                {emoji}
              </IconButton>
            ))}
          </Box>
        )}
        {onReact && myReaction && (
          <MenuItem onClick={run(() => onReact(''))}>
            <ListItemText inset primary={t('chat.menu.removeReaction')} />
          </MenuItem>
        )}
        {onReact && <Divider />}
        {onReply && (
          <MenuItem onClick={run(onReply)}>
            <ListItemIcon>
              <ReplyOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('chat.menu.reply')} />
          </MenuItem>
        )}
        {onEdit && (
          <MenuItem onClick={run(onEdit)}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('chat.menu.edit')} />
          </MenuItem>
        )}
        {onForward && (
          <MenuItem onClick={run(onForward)}>
            <ListItemIcon>
              <ShortcutOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('chat.menu.forward')} />
          </MenuItem>
        )}
        {onDelete && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('chat.menu.delete')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
