import Chip, { type ChipProps } from '@mui/material/Chip';

/** A queue's name on its own colour, readable on any of the 50 palette colours (white included). */
export function QueueChip({
  name,
  color,
  ...props
}: { name: string; color: string } & Omit<ChipProps, 'label' | 'color'>) {
  return (
    <Chip
      {...props}
      size="small"
      label={name}
      sx={(theme) => ({
        bgcolor: color,
        color: theme.palette.getContrastText(color),
        border: `1px solid ${theme.palette.divider}`,
        fontWeight: 600,
      })}
    />
  );
}
