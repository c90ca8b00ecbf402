import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { shownTasks, taskCounts, type TodoFilter } from './todoFilter';
import { TodoFilterBar } from './TodoFilterBar';
import { TodoItem } from './TodoItem';
import { addTask, editTask, readTasks, removeTask, toggleTask, writeTasks, type TodoTask } from './todoTasks';

/**
 * /todolist (spec 3 "To-do list"): a new-task field that adds (or, while a task is being edited, saves), and the
 * list with done, edit and delete. Done tasks are struck through and listed after the open ones; a filter shows all,
 * the open or the done ones, with their counts. The tasks live in this browser's storage under the key `tasks`.
 */
export default function TodoListPage() {
  const { t } = useTranslation();
  const [tasks, setTasks] = useState<readonly TodoTask[]>(readTasks);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [filter, setFilter] = useState<TodoFilter>('all');
  const shown = shownTasks(tasks, filter);

  const keep = (next: readonly TodoTask[]) => {
    setTasks(next);
    writeTasks(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    keep(editing === null ? addTask(tasks, text, new Date()) : editTask(tasks, editing, text, new Date()));
    // A new task is open: a list showing only the done ones would hide it.
    if (editing === null && filter === 'done') setFilter('all');
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
          <>
            <Box sx={{ pt: 2 }}>
              <TodoFilterBar filter={filter} counts={taskCounts(tasks)} onChange={setFilter} />
            </Box>
            {shown.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                {filter === 'done' ? t('todolist.noneDone') : t('todolist.noneOpen')}
              </Typography>
            ) : (
              <List data-testid="todo-list" sx={{ pt: 1 }}>
                {shown.map(({ task, index }) => (
                  <TodoItem
                    key={`${task.createdAt}-${index}`}
                    task={task}
                    editing={editing === index}
                    onToggle={() => keep(toggleTask(tasks, index, new Date()))}
                    onEdit={() => startEdit(index)}
                    onRemove={() => remove(index)}
                  />
                ))}
              </List>
            )}
          </>
        )}
      </Paper>
    </section>
  );
}
