import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ackStateOf } from './chatTimeline';
import { phoneColors } from './phoneColors';

/** The ticks under a message the contact sent: clock, one grey, two grey, two blue once the company read it. */
export function AckTicks({ ack }: { ack: number }) {
  const { t } = useTranslation();
  const colors = phoneColors(useTheme());
  const state = ackStateOf(ack);
  const label = t(`simulator.acks.${state}`);
  const sx = { fontSize: 16, color: state === 'read' ? colors.readTicks : colors.meta };
  if (state === 'pending')
    return <AccessTimeIcon aria-label={label} sx={{ ...sx, fontSize: 13 }} data-ack={state} data-testid="ack-ticks" />;
  if (state === 'sent') return <DoneIcon aria-label={label} sx={sx} data-ack={state} data-testid="ack-ticks" />;
  return <DoneAllIcon aria-label={label} sx={sx} data-ack={state} data-testid="ack-ticks" />;
}
