import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';

interface ManagerTabButtonProps {
  label: string;
  icon: ReactNode;
  selected?: boolean;
  onClick(): void;
  testId: string;
}

/** One of the manager's top icons (spec 1 §2): new ticket, open, closed, search. The chosen tab is tinted. */
export function ManagerTabButton({ label, icon, selected = false, onClick, testId }: ManagerTabButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={selected}
        onClick={onClick}
        data-testid={testId}
        sx={(theme) => ({
          borderRadius: 2,
          color: selected ? 'primary.main' : 'text.secondary',
          bgcolor: selected
            ? alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.1 : 0.2)
            : 'transparent',
        })}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
