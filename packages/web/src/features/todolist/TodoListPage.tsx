import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { formatShortDateTime } from '../../lib/dates';
import { addTask, editTask, readTasks, removeTask, writeTasks, type TodoTask } from './todoTasks';

/**
 * /todolist (spec 3 "To-do list"): a new-task field that adds (or, while a task is being edited, saves), and the
 * list with edit and delete. The tasks live in this browser's storage under the key `tasks`.
 */
export default function TodoListPage() {
  const { t } = useTranslation();
  const [tasks, setTasks] = useState<readonly TodoTask[]>(readTasks);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);

  const keep = (next: readonly TodoTask[]) => {
    setTasks(next);
    writeTasks(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    keep(editing === null ? addTask(tasks, text, new Date()) : editTask(tasks, editing, text, new Date()));
    setText('');
    setEditing(null);
  };
  const startEdit = (index: number) => {
    setEditing(index);
    setText(tasks[index]?.text ?? '');
  };
  const remove = (index: number) => {
    keep(removeTask(tasks, index));
    if (editing === index) {
      setEditing(null);
      setText('');
    } else if (editing !== null && editing > index) setEditing(editing - 1);
  };

  return (
    <section data-testid="todolist-page">
      <PageHeader title={t('pages.todolist')} />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 760 }}>
        <Stack component="form" direction="row" spacing={1} onSubmit={onSubmit} sx={{ alignItems: 'flex-start' }}>
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            label={t('todolist.newTask')}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'todo-input', maxLength: 500 } }}
          />
          <Button type="submit" variant="contained" data-testid="todo-submit" sx={{ flexShrink: 0 }}>
            {editing === null ? t('todolist.add') : t('todolist.save')}
          </Button>
          {editing !== null && (
            <Button
              onClick={() => {
                setEditing(null);
                setText('');
              }}
              sx={{ flexShrink: 0 }}
            >
              {t('todolist.cancel')}
            </Button>
          )}
        </Stack>
        {tasks.length === 0 ? (
          <Box sx={{ pt: 2 }}>
            <EmptyState
              icon={<ChecklistOutlinedIcon />}
              title={t('todolist.emptyTitle')}
              text={t('todolist.emptyText')}
            />
          </Box>
        ) : (
          <List data-testid="todo-list" sx={{ pt: 1 }}>
            {tasks.map((task, index) => (
              <ListItem
                key={`${task.createdAt}-${index}`}
                divider
                sx={editing === index ? { bgcolor: 'action.selected' } : undefined}
                data-testid="todo-item"
                secondaryAction={
                  <>
                    <Tooltip title={t('todolist.edit')}>
                      <IconButton
                        size="small"
                        aria-label={t('todolist.edit')}
                        onClick={() => startEdit(index)}
                        data-testid="todo-edit"
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('todolist.delete')}>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={t('todolist.delete')}
                        onClick={() => remove(index)}
                        data-testid="todo-delete"
                      >
                        <DeleteOutlineOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemText
                  primary={task.text}
                  secondary={
                    task.updatedAt === task.createdAt
                      ? t('todolist.createdAt', { date: formatShortDateTime(task.createdAt) })
                      : t('todolist.updatedAt', { date: formatShortDateTime(task.updatedAt) })
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 8 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </section>
  );
}
