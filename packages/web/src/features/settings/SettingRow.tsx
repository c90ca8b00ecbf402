import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SettingRowProps {
  label: string;
  labelId: string;
  /** A wide control (a select) goes under its label on phones; a switch always stays beside it. */
  wide?: boolean;
  children: ReactNode;
}

/** A setting's label beside its control. */
export function SettingRow({ label, labelId, wide = false, children }: SettingRowProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: wide ? { xs: 'column', sm: 'row' } : 'row',
        alignItems: wide ? { xs: 'stretch', sm: 'center' } : 'center',
        gap: wide ? { xs: 1, sm: 2 } : 2,
        py: 1.5,
      }}
    >
      <Typography id={labelId} variant="body2" sx={{ flexGrow: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box
        sx={{
          flexShrink: 0,
          display: 'flex',
          justifyContent: 'flex-end',
          ...(wide && { width: { xs: '100%', sm: 240 } }),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
