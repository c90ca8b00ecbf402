import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './useDocumentTitle';

interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
}

/** Title row of a page inside the shell; also names the browser tab after the page. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
