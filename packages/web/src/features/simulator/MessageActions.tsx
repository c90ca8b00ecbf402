import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownOutlinedIcon from '@mui/icons-material/KeyboardArrowDownOutlined';
import ReplyOutlinedIcon from '@mui/icons-material/ReplyOutlined';
import { useTranslation } from 'react-i18next';

/** The reactions the phone offers (the brief's six). */
export const REACTION_EMOJIS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

interface MessageActionsProps {
  /** The contact reacts to what the company wrote; the contact's own messages offer only the quote. */
  canReact: boolean;
  onReply(): void;
  onReact(emoji: string): void;
}

/** The chevron of a bubble: quote the message, or react to it. Shown on hover, and always on touch screens. */
export function MessageActions({ canReact, onReply, onReact }: MessageActionsProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        className="message-actions"
        aria-label={t('simulator.messageActions')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'inherit', '&:hover': { bgcolor: 'inherit' } }}
      >
        <KeyboardArrowDownOutlinedIcon fontSize="small" />
      </IconButton>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={close}>
        {canReact && (
          <Box role="group" aria-label={t('simulator.react')} sx={{ display: 'flex', gap: 0.25, px: 1, pb: 0.5 }}>
            {REACTION_EMOJIS.map((emoji) => (
              <IconButton
                key={emoji}
                aria-label={t('simulator.reactWith', { emoji })}
                onClick={() => {
                  close();
                  onReact(emoji);
                }}
                sx={{ fontSize: 22, width: 40, height: 40 }}
              >
                {emoji}
              </IconButton>
            ))}
          </Box>
        )}
        <MenuItem
          onClick={() => {
            close();
            onReply();
          }}
        >
          <ListItemIcon>
            <ReplyOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('simulator.reply')} />
        </MenuItem>
      </Menu>
    </>
  );
}
