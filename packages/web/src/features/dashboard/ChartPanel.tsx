import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

/** A titled frame for one chart: a skeleton while loading, the empty text without data. */
export function ChartPanel({
  title,
  loading,
  empty,
  emptyText,
  testId,
  children,
}: {
  title: string;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ height: 280 }}>
        {loading ? (
          <Skeleton variant="rounded" height="100%" />
        ) : empty ? (
          <Typography color="text.secondary" sx={{ pt: 12, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}

/** Axis, grid and tooltip colours of the charts in the current (light or dark) theme. */
export function useChartColors() {
  const theme = useTheme();
  return {
    text: theme.palette.text.secondary,
    grid: theme.palette.divider,
    bar: theme.palette.primary.main,
    tooltip: {
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      color: theme.palette.text.primary,
    },
  };
}
