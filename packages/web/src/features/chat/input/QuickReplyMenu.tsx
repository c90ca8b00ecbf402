import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuickMessageView } from '@guiche/shared';
import { quickReplyLabel } from '../quickReplies';

interface QuickReplyMenuProps {
  replies: readonly QuickMessageView[];
  highlighted: number;
  onPick(reply: QuickMessageView): void;
}

/** The '/' menu above the input: matching quick replies, labels cut at 35 characters (spec 1 §2). */
export function QuickReplyMenu({ replies, highlighted, onPick }: QuickReplyMenuProps) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'absolute',
        bottom: '100%',
        left: 8,
        right: 8,
        mb: 1,
        maxHeight: 260,
        overflowY: 'auto',
        zIndex: 2,
      }}
      data-testid="quick-reply-menu"
    >
      {replies.length === 0 ? (
        <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
          {t('chat.input.noQuickReplies')}
        </Typography>
      ) : (
        <List dense role="listbox" aria-label={t('chat.input.quickReplies')}>
          {replies.map((reply, index) => (
            <ListItemButton
              key={reply.id}
              role="option"
              aria-selected={index === highlighted}
              selected={index === highlighted}
              // The input keeps the focus: picking with the mouse must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(reply)}
            >
              <ListItemText primary={quickReplyLabel(reply)} />
              {reply.mediaPath && (
                <AttachFileOutlinedIcon
                  fontSize="small"
                  titleAccess={reply.mediaName ?? undefined}
                  sx={{ color: 'text.secondary', ml: 1 }}
                  data-testid="quick-reply-file"
                />
              )}
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
