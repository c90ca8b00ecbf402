import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import { useTranslation } from 'react-i18next';
import { EMOJI_GROUPS, emojisOf, type EmojiGroup } from './emojis';

/** The emoji button of the input and its grid; a pick is inserted where the cursor is and the grid stays open. */
export function EmojiPicker({ disabled, onPick }: { disabled: boolean; onPick(emoji: string): void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [group, setGroup] = useState<EmojiGroup>('smileys');
  return (
    <>
      <Tooltip title={t('chat.input.emoji')}>
        <span>
          <IconButton
            aria-label={t('chat.input.emoji')}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
            data-testid="emoji-button"
          >
            <EmojiEmotionsOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ width: 312 }} data-testid="emoji-picker">
          <Tabs
            value={group}
            onChange={(_, value: EmojiGroup) => setGroup(value)}
            variant="fullWidth"
            sx={{ minHeight: 40 }}
          >
            {(Object.keys(EMOJI_GROUPS) as EmojiGroup[]).map((key) => (
              <Tab
                key={key}
                value={key}
                label={emojisOf(key)[0]}
                aria-label={t(`chat.emojiGroups.${key}`)}
                sx={{ minWidth: 0, minHeight: 40, fontSize: 18 }}
              />
            ))}
          </Tabs>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', p: 1, maxHeight: 220, overflowY: 'auto' }}>
            {emojisOf(group).map((emoji) => (
              <IconButton
                key={emoji}
                onClick={() => onPick(emoji)}
                sx={{ fontSize: 20, width: 36, height: 36, borderRadius: 1 }}
              >
                {emoji}
              </IconButton>
            ))}
          </Box>
        </Box>
      </Popover>
    </>
  );
}
