import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  dense?: boolean;
}

/** A calm "nothing here (yet)" block for lists, popovers and pages. */
export function EmptyState({ icon, title, text, action, dense = false }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: dense ? 3 : 6, display: 'grid', justifyItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: dense ? 44 : 72,
          height: dense ? 44 : 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'action.hover',
          mb: 1,
          '& svg': { fontSize: dense ? 24 : 36 },
        }}
      >
        {icon}
      </Box>
      <Typography variant={dense ? 'subtitle2' : 'h6'}>{title}</Typography>
      {text && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
