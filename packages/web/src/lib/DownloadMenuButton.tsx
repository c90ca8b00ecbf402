import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import { useTranslation } from 'react-i18next';
import { DownloadProgressBar } from './DownloadProgressBar';
import { useDownload } from './useDownload';

/** The two files a streamed table export offers (the server's `format`). */
export type TableFormat = 'xlsx' | 'csv';

interface DownloadMenuButtonProps {
  label: string;
  /** The export's path for a format (the server names the file; `fallbackName` is for when it does not). */
  pathFor(format: TableFormat): string;
  fallbackName: string;
  testId: string;
}

/** An export button offering Excel or CSV; while the file streams in, its progress shows beside the button. */
export function DownloadMenuButton({ label, pathFor, fallbackName, testId }: DownloadMenuButtonProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useDownload();
  const choose = (format: TableFormat) => {
    setAnchor(null);
    void download.start(pathFor(format), `${fallbackName}.${format}`);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {download.progress && (
        <Box sx={{ width: 240, maxWidth: '40vw' }}>
          <DownloadProgressBar progress={download.progress} label={label} />
        </Box>
      )}
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        loading={download.busy}
        loadingPosition="start"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid={testId}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('xlsx')} data-testid={`${testId}-xlsx`}>
          <ListItemIcon>
            <GridOnOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('common.download.excel')} />
        </MenuItem>
        <MenuItem onClick={() => choose('csv')} data-testid={`${testId}-csv`}>
          <ListItemIcon>
            <DescriptionOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('common.download.csv')} />
        </MenuItem>
      </Menu>
    </Stack>
  );
}
