import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** Preformatted code on the theme's hover tint, readable in light and dark. */
export function CodeBlock({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        overflowX: 'auto',
        fontFamily: 'monospace',
        fontSize: 13,
      }}
      data-testid={testId}
    >
      {children}
    </Typography>
  );
}
