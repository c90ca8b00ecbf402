import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled block of the drawer. */
export function DrawerSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid={testId}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
