import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TagView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { TagChip } from './TagChip';
import type { TagsVariant } from './tagsApi';

export interface TagRowHandlers {
  onEdit(tag: TagView): void;
  onDelete(tag: TagView): void;
}

/** One tag: its chip, how many contacts (/tags) or tickets (/TagsKanban) carry it, edit and delete. */
export const TagRow = memo(function TagRow({
  tag,
  variant,
  onEdit,
  onDelete,
}: { tag: TagView; variant: TagsVariant } & TagRowHandlers) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid="tag-row" data-tag-id={tag.id}>
      <TableCell sx={{ minWidth: 160 }}>
        <TagChip name={tag.name} color={tag.color} />
      </TableCell>
      <TableCell align="center" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {variant === 'kanban' ? tag.ticketsCount : tag.contactsCount}
      </TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={t('tags.edit', { name: tag.name })}>
          <IconButton
            size="small"
            aria-label={t('tags.edit', { name: tag.name })}
            onClick={() => onEdit(tag)}
            data-testid="tag-edit"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('tags.delete', { name: tag.name })}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('tags.delete', { name: tag.name })}
            onClick={() => onDelete(tag)}
            data-testid="tag-delete"
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});
