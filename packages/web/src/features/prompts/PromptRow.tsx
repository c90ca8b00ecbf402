import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { PromptView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';

export interface PromptRowHandlers {
  onEdit(prompt: PromptView): void;
  onDelete(prompt: PromptView): void;
}

/** One prompt (spec 3 §2): name, queue, max tokens, and the last run-time failure when there is one. */
export const PromptRow = memo(function PromptRow({
  prompt,
  onEdit,
  onDelete,
}: { prompt: PromptView } & PromptRowHandlers) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid="prompt-row" data-prompt-id={prompt.id}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {prompt.name}
        </Typography>
        {prompt.lastError && (
          <Typography
            variant="caption"
            sx={{ color: 'error.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
            data-testid="prompt-error"
          >
            <ErrorOutlineOutlinedIcon sx={{ fontSize: 14 }} />
            {t('prompts.lastError', { reason: prompt.lastError })}
          </Typography>
        )}
      </TableCell>
      <TableCell>{prompt.queue?.name ?? '—'}</TableCell>
      <TableCell sx={{ width: 180, fontVariantNumeric: 'tabular-nums' }}>{prompt.maxTokens}</TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={t('prompts.edit', { name: prompt.name })}>
          <IconButton
            size="small"
            aria-label={t('prompts.edit', { name: prompt.name })}
            onClick={() => onEdit(prompt)}
            data-testid="prompt-edit"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('prompts.delete', { name: prompt.name })}>
          <IconButton
            size="small"
            aria-label={t('prompts.delete', { name: prompt.name })}
            onClick={() => onDelete(prompt)}
            data-testid="prompt-delete"
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});
