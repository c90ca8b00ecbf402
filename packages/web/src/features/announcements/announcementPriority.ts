import type { Theme } from '@mui/material/styles';

/** Spec 3 §2: in the app bar, priority 1 is red, 2 orange, 3 grey. */
export function priorityColor(theme: Theme, priority: number): string {
  if (priority === 1) return theme.palette.error.main;
  if (priority === 2) return theme.palette.warning.main;
  return theme.palette.grey[500];
}
