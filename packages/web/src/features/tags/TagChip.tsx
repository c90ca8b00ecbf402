import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';

/** A tag's name on its own colour, with text that stays readable on it in both themes. */
export function TagChip({ name, color, size = 'small' }: { name: string; color: string; size?: 'small' | 'medium' }) {
  const theme = useTheme();
  return (
    <Chip
      size={size}
      label={name}
      sx={{
        bgcolor: color,
        color: theme.palette.getContrastText(color),
        border: 1,
        borderColor: alpha(theme.palette.text.primary, 0.12),
        maxWidth: '100%',
      }}
    />
  );
}
