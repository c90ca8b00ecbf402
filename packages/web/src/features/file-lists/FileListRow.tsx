import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { FileListView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';

export interface FileListRowHandlers {
  onEdit(list: FileListView): void;
  onDelete(list: FileListView): void;
}

/** One file list: id, name and how many files it sends. */
export const FileListRow = memo(function FileListRow({
  list,
  onEdit,
  onDelete,
}: { list: FileListView } & FileListRowHandlers) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid="file-list-row-item" data-file-list-id={list.id}>
      <TableCell sx={{ width: 72, fontVariantNumeric: 'tabular-nums' }}>{list.id}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {list.name}
        </Typography>
      </TableCell>
      <TableCell sx={{ width: 120, fontVariantNumeric: 'tabular-nums' }}>{list.options.length}</TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={t('fileLists.edit', { name: list.name })}>
          <IconButton
            size="small"
            aria-label={t('fileLists.edit', { name: list.name })}
            onClick={() => onEdit(list)}
            data-testid="file-list-edit"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('fileLists.delete', { name: list.name })}>
          <IconButton
            size="small"
            aria-label={t('fileLists.delete', { name: list.name })}
            onClick={() => onDelete(list)}
            data-testid="file-list-delete"
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});
