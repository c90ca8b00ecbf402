import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@guiche/shared';
import { QuotedMessage } from '../QuotedMessage';

/** The message being replied to, above the input, with a button to stop replying. */
export function InputQuote({
  quoting,
  contactName,
  onCancel,
}: {
  quoting: MessageView;
  contactName: string;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, pt: 1 }} data-testid="input-quote">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <QuotedMessage quoted={quoting} contactName={contactName} />
      </Box>
      <IconButton size="small" aria-label={t('chat.input.cancelReply')} onClick={onCancel}>
        <CloseOutlinedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
