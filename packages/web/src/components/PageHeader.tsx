import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './useDocumentTitle';

interface PageHeaderProps {
  title: string;
  /** How many records the page lists, shown beside the title (the browser tab keeps the bare title). */
  count?: number | undefined;
  actions?: ReactNode;
}

/** Title row of a page inside the shell; also names the browser tab after the page. */
export function PageHeader({ title, count, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ minWidth: 0 }}>
          {title}
        </Typography>
        {count !== undefined && <Chip size="small" label={count} data-testid="page-count" sx={{ fontWeight: 700 }} />}
      </Box>
      {actions}
    </Box>
  );
}
