import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@guiche/shared';
import { chatColors } from './chatColors';
import { previewText } from './messagePreview';

interface QuotedMessageProps {
  quoted: NonNullable<MessageView['quotedMsg']> | MessageView;
  /** Who the contact's side is when the quote does not name its author. */
  contactName: string;
}

/** The message a reply answers, above the reply (and above the input while writing one). */
export function QuotedMessage({ quoted, contactName }: QuotedMessageProps) {
  const { t } = useTranslation();
  const colors = chatColors(useTheme());
  const author = quoted.fromMe
    ? t('chat.you')
    : 'contactName' in quoted
      ? (quoted.contactName ?? contactName)
      : (quoted.contact?.name ?? contactName);
  return (
    <Box
      data-testid="quoted-message"
      sx={{
        mb: 0.75,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: colors.quote,
        borderLeft: 4,
        borderLeftColor: quoted.fromMe ? 'primary.main' : 'secondary.main',
        minWidth: 0,
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
        {author}
      </Typography>
      <Typography
        variant="caption"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {previewText(quoted, t)}
      </Typography>
    </Box>
  );
}
