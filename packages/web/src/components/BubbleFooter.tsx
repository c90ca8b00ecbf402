import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTimeOfDay } from '../lib/dates';

interface BubbleFooterProps {
  /** When the message was written (ISO). */
  createdAt: string;
  /** The muted colour of the bubble's time and flags. */
  metaColor: string;
  /** Flags shown before the time (failed, edited). */
  flags?: ReactNode;
  /** The ticks of a message of one's own, after the time. */
  ticks?: ReactNode;
}

/** The line closing a message bubble, at its bottom right: flags, the time of day, and the ticks. */
export function BubbleFooter({ createdAt, metaColor, flags, ticks }: BubbleFooterProps) {
  return (
    // Pulled into the bubble's right padding, which keeps clear of the message's menu button above.
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center', mr: -2.75, mt: 0.25 }}>
      {flags}
      <Typography variant="caption" sx={{ color: metaColor, fontSize: 11 }}>
        {formatTimeOfDay(createdAt)}
      </Typography>
      {ticks}
    </Stack>
  );
}
