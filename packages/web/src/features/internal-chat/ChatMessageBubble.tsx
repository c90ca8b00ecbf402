import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView } from '@guiche/shared';
import { formatTimeOfDay } from '../../lib/dates';
import { chatColors } from '../chat/chatColors';
import { WhatsappText } from '../chat/WhatsappText';
import { AudioMedia, DocumentMedia, ImageMedia, VideoMedia } from '../chat/media/MessageMedia';

function ChatMessageMedia({ message }: { message: ChatMessageView }) {
  const { t } = useTranslation();
  const url = message.mediaPath;
  if (!url || !message.mediaType) return null;
  switch (message.mediaType) {
    case 'image':
      return <ImageMedia url={url} alt={message.message || t('internalChat.fileKinds.image')} />;
    case 'audio':
      return <AudioMedia url={url} />;
    case 'video':
      return <VideoMedia url={url} />;
    case 'other':
      return <DocumentMedia url={url} name={message.message || t('internalChat.fileKinds.other')} />;
  }
}

/** One message of the internal chat (spec 1 §2): sender's name (others'), text or media, time. */
export const ChatMessageBubble = memo(function ChatMessageBubble({
  message,
  own,
}: {
  message: ChatMessageView;
  own: boolean;
}) {
  const colors = chatColors(useTheme());
  // A file's message is its name: shown by the document itself, and not again under pictures, audio or video.
  const text = message.mediaPath ? null : message.message;
  return (
    <Box
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', px: 2, py: 0.5 }}
      data-testid="internal-chat-message"
    >
      <Box
        sx={{
          maxWidth: 'min(75%, 520px)',
          bgcolor: own ? colors.own : colors.other,
          borderRadius: 2,
          px: 1.5,
          py: 1,
          boxShadow: 1,
        }}
      >
        {!own && (
          <Typography variant="caption" component="p" sx={{ fontWeight: 600, color: 'primary.main' }}>
            {message.sender?.name ?? '—'}
          </Typography>
        )}
        <ChatMessageMedia message={message} />
        {text && <WhatsappText text={text} />}
        <Typography variant="caption" component="p" sx={{ textAlign: 'right', color: colors.meta, mt: 0.25 }}>
          {formatTimeOfDay(message.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
});
