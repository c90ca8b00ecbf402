import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  count: number;
  onCancel(): void;
  onChoose(): void;
}

/** In place of the input while messages are being picked for forwarding. */
export function SelectionBar({ count, onCancel, onChoose }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', px: 2, py: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      data-testid="selection-bar"
    >
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
        {t('chat.forward.selecting', { count })}
      </Typography>
      <Button onClick={onCancel}>{t('chat.forward.cancel')}</Button>
      <Button variant="contained" onClick={onChoose} data-testid="forward-choose">
        {t('chat.forward.choose')}
      </Button>
    </Stack>
  );
}
