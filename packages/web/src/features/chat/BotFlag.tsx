import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { useTranslation } from 'react-i18next';

/**
 * Heads a message the chatbot sent (fromMe with isBot): it is in the company's colour like every reply, and this
 * says that no attendant wrote it, so the team knows what the contact was told automatically.
 */
export function BotFlag({ color }: { color: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('chat.flags.botHint')} placement="top-start">
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color, mb: 0.25, width: 'fit-content' }}
        data-testid="message-bot"
      >
        <SmartToyOutlinedIcon sx={{ fontSize: 14 }} />
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {t('chat.flags.bot')}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
