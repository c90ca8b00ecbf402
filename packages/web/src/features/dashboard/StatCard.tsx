import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One counter of the dashboard: a label, a value (a skeleton while loading) and an icon. */
export function StatCard({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode | undefined;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }} data-testid={testId}>
      <Stack sx={{ color: 'primary.main', fontSize: 36 }}>{icon}</Stack>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
          {value ?? <Skeleton width={60} />}
        </Typography>
      </Stack>
    </Paper>
  );
}
