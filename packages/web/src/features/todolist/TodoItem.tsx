import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '../../lib/dates';
import type { TodoTask } from './todoTasks';

interface TodoItemProps {
  task: TodoTask;
  editing: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One task: its done box, its text (struck through once done) with when it was written or changed, edit and delete. */
export function TodoItem({ task, editing, onToggle, onEdit, onRemove }: TodoItemProps) {
  const { t } = useTranslation();
  return (
    <ListItem
      divider
      sx={editing ? { bgcolor: 'action.selected' } : undefined}
      data-testid="todo-item"
      data-done={String(task.done)}
      secondaryAction={
        <>
          <Tooltip title={t('todolist.edit')}>
            <IconButton size="small" aria-label={t('todolist.edit')} onClick={onEdit} data-testid="todo-edit">
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('todolist.delete')}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('todolist.delete')}
              onClick={onRemove}
              data-testid="todo-delete"
            >
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Checkbox
          edge="start"
          checked={task.done}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('todolist.doneLabel', { text: task.text }) } }}
          data-testid="todo-done"
        />
      </ListItemIcon>
      <ListItemText
        primary={task.text}
        secondary={
          task.updatedAt === task.createdAt
            ? t('todolist.createdAt', { date: formatShortDateTime(task.createdAt) })
            : t('todolist.updatedAt', { date: formatShortDateTime(task.updatedAt) })
        }
        slotProps={{
          primary: {
            sx: {
              overflowWrap: 'anywhere',
              pr: 8,
              ...(task.done ? { textDecoration: 'line-through', color: 'text.secondary' } : {}),
            },
          },
        }}
      />
    </ListItem>
  );
}
