import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { ticketNoteSchema, type TicketNoteView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { validationMessage } from '../../i18n/validationMessage';
import { formatDateTime } from './dateTime';
import { addNote, deleteNote, drawerKeys, fetchNotes } from './drawerApi';
import { DrawerSection } from './DrawerSection';

/** Notes about the contact in this ticket (spec 1 §2): add (at least 2 characters), list with author and date, delete. */
export function TicketNotes({ ticketId, contactId }: { ticketId: number; contactId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = drawerKeys.notes(ticketId, contactId);
  const notes = useQuery({ queryKey: key, queryFn: () => fetchNotes(ticketId, contactId) });
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState<TicketNoteView | null>(null);

  const add = useMutation({
    mutationFn: addNote,
    onSuccess: (note) => {
      queryClient.setQueryData<TicketNoteView[]>(key, (list) => [
        note,
        ...(list ?? []).filter((entry) => entry.id !== note.id),
      ]);
      setText('');
      toast.success(t('contactDrawer.notes.added'));
    },
    onError: handleApiError,
  });
  const removal = useMutation({
    mutationFn: (note: TicketNoteView) => deleteNote(note.id),
    onSuccess: (_nothing, note) => {
      queryClient.setQueryData<TicketNoteView[]>(key, (list) => list?.filter((entry) => entry.id !== note.id));
      toast.success(t('contactDrawer.notes.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setDeleting(null),
  });

  const submit = () => {
    const parsed = ticketNoteSchema.safeParse({ note: text, ticketId, contactId });
    if (!parsed.success) {
      setIssue(validationMessage(parsed.error.issues[0]?.message));
      return;
    }
    setIssue(undefined);
    add.mutate({ note: parsed.data.note, ticketId, contactId });
  };

  return (
    <DrawerSection title={t('contactDrawer.notes.title')} testId="drawer-notes">
      <Stack spacing={1}>
        <TextField
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (issue) setIssue(undefined);
          }}
          placeholder={t('contactDrawer.notes.placeholder')}
          multiline
          minRows={2}
          maxRows={6}
          size="small"
          error={issue !== undefined}
          helperText={issue}
          slotProps={{
            htmlInput: { 'aria-label': t('contactDrawer.notes.placeholder'), 'data-testid': 'drawer-note-input' },
          }}
        />
        <Button
          variant="contained"
          size="small"
          loading={add.isPending}
          onClick={submit}
          sx={{ alignSelf: 'flex-end' }}
          data-testid="drawer-note-add"
        >
          {t('contactDrawer.notes.add')}
        </Button>
      </Stack>
      {notes.isPending ? (
        <Skeleton height={48} />
      ) : notes.data && notes.data.length > 0 ? (
        <List dense disablePadding>
          {notes.data.map((note) => (
            <ListItem
              key={note.id}
              disableGutters
              data-testid="drawer-note"
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('contactDrawer.notes.delete')}
                  onClick={() => setDeleting(note)}
                >
                  <DeleteOutlineOutlinedIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={note.note}
                secondary={t('contactDrawer.notes.by', {
                  name: note.user?.name ?? '—',
                  date: formatDateTime(note.createdAt),
                })}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1 }}>
          {t('contactDrawer.notes.empty')}
        </Typography>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contactDrawer.notes.deleteTitle')}
        text={t('contactDrawer.notes.deleteText')}
        confirmLabel={t('common.delete')}
        tone="error"
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </DrawerSection>
  );
}
