import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { chatColors } from './chatColors';
import { ackStateOf } from './messageTimeline';

/** The ticks under a message the company sent: clock, one tick, two grey ticks, two coloured ticks once read. */
export function AckMark({ ack }: { ack: number }) {
  const { t } = useTranslation();
  const colors = chatColors(useTheme());
  const state = ackStateOf(ack);
  const props = { 'aria-label': t(`chat.acks.${state}`), 'data-ack': state, 'data-testid': 'ack-mark' };
  const sx = { fontSize: 16, color: state === 'read' ? colors.readTicks : colors.meta };
  if (state === 'pending') return <AccessTimeIcon {...props} sx={{ ...sx, fontSize: 13 }} />;
  if (state === 'sent') return <DoneIcon {...props} sx={sx} />;
  return <DoneAllIcon {...props} sx={sx} />;
}
