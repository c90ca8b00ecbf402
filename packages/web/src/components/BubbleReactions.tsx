import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

interface BubbleReactionsProps {
  /** The bubble is on the right (one's own message): the reactions hang from its right corner. */
  own: boolean;
  /** What a screen reader says for the reactions. */
  label: string;
  background: string;
  /** How far below the bubble's bottom edge the reactions sit (px, negative); the row leaves room for it. */
  bottom: number;
  children: ReactNode;
}

/** The reactions to a message, in a pill hanging from the bottom corner of its bubble (which is positioned). */
export function BubbleReactions({ own, label, background, bottom, children }: BubbleReactionsProps) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      aria-label={label}
      data-testid="message-reactions"
      sx={{
        position: 'absolute',
        bottom,
        [own ? 'right' : 'left']: 8,
        px: 0.75,
        borderRadius: 3,
        bgcolor: background,
        border: 1,
        borderColor: 'divider',
        fontSize: 14,
        lineHeight: '22px',
      }}
    >
      {children}
    </Stack>
  );
}
