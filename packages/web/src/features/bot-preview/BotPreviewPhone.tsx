import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { useTranslation } from 'react-i18next';
import { phoneColors } from '../simulator/phoneColors';
import { WhatsappText } from '../chat/WhatsappText';

interface BotPreviewPhoneProps {
  /** Who the contact is talking to, in the phone's header. */
  title: string;
  /** The contact's message that starts the exchange (right, green), if the preview shows one. */
  contactMessage?: string | undefined;
  /** The bot's answers, one bubble each, placeholders already rendered. */
  messages: readonly string[];
  /** A word on the case the preview shows (one queue, no queue). */
  note?: string | undefined;
  /** Said in place of the bubbles when the bot would send nothing. */
  emptyText: string;
  testId: string;
}

function Bubble({ text, own }: { text: string; own: boolean }) {
  const colors = phoneColors(useTheme());
  return (
    <Box
      data-testid="bot-preview-bubble"
      data-from-contact={own}
      sx={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '88%',
        px: 1.25,
        py: 0.75,
        borderRadius: 2,
        borderTopRightRadius: own ? 4 : 16,
        borderTopLeftRadius: own ? 16 : 4,
        bgcolor: own ? colors.own : colors.other,
        color: colors.text,
        boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
      }}
    >
      <WhatsappText text={text} />
    </Box>
  );
}

/**
 * What the contact will read on their phone, drawn like the simulator's chat (WhatsApp colours in both themes):
 * it follows the form as it is typed, before anything is saved.
 */
export function BotPreviewPhone({ title, contactMessage, messages, note, emptyText, testId }: BotPreviewPhoneProps) {
  const { t } = useTranslation();
  const colors = phoneColors(useTheme());
  return (
    <Box component="section" aria-label={t('botPreview.title')} data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('botPreview.title')}
      </Typography>
      <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', px: 1.5, py: 1, bgcolor: colors.header, color: colors.text }}
        >
          <SmartToyOutlinedIcon sx={{ fontSize: 20, opacity: 0.8 }} />
          <Typography variant="subtitle2" noWrap sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Stack>
        <Stack spacing={0.75} sx={{ p: 1.5, minHeight: 160, bgcolor: colors.wallpaper }}>
          {contactMessage && <Bubble own text={contactMessage} />}
          {messages.map((message, index) => (
            // Bubbles are recomputed from the form on every change; their place is their identity.
            <Bubble key={index} own={false} text={message} />
          ))}
          {messages.length === 0 && (
            <Typography
              variant="caption"
              sx={{ alignSelf: 'center', textAlign: 'center', color: colors.meta, py: 2 }}
              data-testid="bot-preview-empty"
            >
              {emptyText}
            </Typography>
          )}
        </Stack>
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.75 }}>
        {note ? `${note} ${t('botPreview.placeholders')}` : t('botPreview.placeholders')}
      </Typography>
    </Box>
  );
}
