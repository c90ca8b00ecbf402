import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';

/** In place of the input on a ticket that takes no messages (spec 1 §2), saying why: still pending, or closed. */
export function DisabledInput({ status }: { status: TicketView['status'] }) {
  const { t } = useTranslation();
  const reason = status === 'pending' ? t('chat.input.pending') : t('chat.input.closed');
  return (
    <Box sx={{ p: 1 }}>
      <InputBase
        disabled
        fullWidth
        placeholder={reason}
        slotProps={{ input: { 'aria-label': reason, 'data-testid': 'input-disabled' } as Record<string, string> }}
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 3,
          bgcolor: 'action.disabledBackground',
          fontSize: 15,
          '& input::placeholder': { opacity: 0.9 },
        }}
      />
    </Box>
  );
}
