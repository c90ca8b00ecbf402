import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardOutlinedIcon from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlinedIcon from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMoreOutlinedIcon from '@mui/icons-material/ExpandMoreOutlined';
import { useTranslation } from 'react-i18next';
import { OptionFieldsEditor } from './OptionFieldsEditor';
import { OptionList } from './OptionList';
import type { OptionFields } from './optionTree';
import {
  useOption,
  useOptionChildren,
  useOptionErrors,
  useOptionTreeStore,
  useSubtreeHasErrors,
} from './optionTreeStore';

interface OptionNodeProps {
  optionKey: string;
  parentKey: string;
  /** Position in its level: the number the contact answers with is index + 1. */
  index: number;
  last: boolean;
  depth: number;
}

/**
 * One chatbot option: a summary row (number, name, type, sub-option count, order and delete buttons) and, when
 * open, its fields and its own sub-options. Options below the first level start closed, as do saved ones, so a
 * large tree opens small; new options start open. A problem anywhere below opens the option to show it.
 */
export const OptionNode = memo(function OptionNode({ optionKey, parentKey, index, last, depth }: OptionNodeProps) {
  const { t } = useTranslation();
  const store = useOptionTreeStore();
  const option = useOption(optionKey);
  const errors = useOptionErrors(optionKey);
  const childCount = useOptionChildren(optionKey).length;
  const attention = useSubtreeHasErrors(optionKey);
  const [open, setOpen] = useState(() => depth === 1 || option?.id === undefined);
  const [attentionSeen, setAttentionSeen] = useState(attention);
  // Adjusting state while rendering (not in an effect): a new problem below opens this option at once.
  if (attention !== attentionSeen) {
    setAttentionSeen(attention);
    if (attention) setOpen(true);
  }
  if (!option) return null;

  const update = (patch: Partial<OptionFields>) => store.dispatch({ type: 'update', key: optionKey, patch });
  const move = (offset: -1 | 1) => store.dispatch({ type: 'move', parentKey, key: optionKey, offset });
  const title = option.name.trim() || t('chatbot.untitled');
  const toggleLabel = open ? t('chatbot.collapse') : t('chatbot.expand');

  return (
    <Paper
      variant="outlined"
      data-testid="chatbot-option"
      data-depth={depth}
      sx={{
        borderColor: attention ? 'error.main' : 'divider',
        bgcolor: depth % 2 === 0 ? 'action.hover' : 'background.paper',
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', pl: 0.5, pr: 1, py: 0.5, minWidth: 0 }}>
        <Tooltip title={toggleLabel}>
          <IconButton
            size="small"
            aria-label={toggleLabel}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            <ExpandMoreOutlinedIcon
              fontSize="small"
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(0deg)' : 'rotate(-90deg)' }}
            />
          </IconButton>
        </Tooltip>
        <Box
          aria-hidden
          sx={{
            minWidth: 24,
            height: 24,
            borderRadius: 12,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 700,
          }}
        >
          {index + 1}
        </Box>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, pl: 0.5 }}>
          {title}
        </Typography>
        {attention && <ErrorOutlineOutlinedIcon fontSize="small" color="error" />}
        <Chip
          size="small"
          variant="outlined"
          label={t(`chatbot.types.${option.queueType}`)}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
        {childCount > 0 && (
          <Chip
            size="small"
            label={t('chatbot.nested', { count: childCount })}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          />
        )}
        <Tooltip title={t('chatbot.moveUp')}>
          <span>
            <IconButton size="small" aria-label={t('chatbot.moveUp')} disabled={index === 0} onClick={() => move(-1)}>
              <ArrowUpwardOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('chatbot.moveDown')}>
          <span>
            <IconButton size="small" aria-label={t('chatbot.moveDown')} disabled={last} onClick={() => move(1)}>
              <ArrowDownwardOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('chatbot.remove')}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('chatbot.remove')}
            onClick={() => store.dispatch({ type: 'remove', parentKey, key: optionKey })}
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Stack spacing={1.5} sx={{ px: { xs: 1, sm: 1.5 }, pb: 1.5, pt: 0.5 }}>
          <OptionFieldsEditor option={option} errors={errors} onChange={update} />
          <Box sx={{ pl: { xs: 1, sm: 2 }, borderLeft: 2, borderColor: 'divider' }}>
            <OptionList parentKey={optionKey} depth={depth + 1} />
          </Box>
        </Stack>
      </Collapse>
    </Paper>
  );
});
