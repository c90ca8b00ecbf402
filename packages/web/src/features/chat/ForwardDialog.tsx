import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { formatPhoneNumber } from '../../lib/phone';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { ContactAvatar } from '../contacts/ContactAvatar';
import { useFullScreenDialog } from '../shell/useFullScreenDialog';
import { contactsKeys, fetchContactPage } from '../contacts/contactsApi';
import { forwardMessage } from './chatApi';
import { sendPaced } from './forwardPacing';
import { useSignatureToggle } from './input/useSignatureToggle';

interface ForwardDialogProps {
  messageIds: readonly number[];
  onClose(): void;
  onDone(): void;
}

/** Picks the contact to forward the selected messages to, then sends them one by one, 900 ms apart. */
export function ForwardDialog({ messageIds, onClose, onDone }: ForwardDialogProps) {
  const { t } = useTranslation();
  const signature = useSignatureToggle();
  const fullScreen = useFullScreenDialog();
  const [typed, setTyped] = useState('');
  const search = searchTerm(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const [progress, setProgress] = useState<number | null>(null);
  const filters = { search, channel: null, tagIds: [] };
  const contacts = useQuery({
    queryKey: contactsKeys.list(filters),
    queryFn: () => fetchContactPage(filters, 1),
    enabled: search !== '',
  });
  const sending = progress !== null;

  const forwardTo = async (contact: ContactView) => {
    setProgress(0);
    try {
      await sendPaced(messageIds, (messageId) => forwardMessage(messageId, contact.id, signature.on), setProgress);
      toast.success(t('chat.forward.done'));
      onDone();
    } catch (error) {
      handleApiError(error);
      setProgress(null);
    }
  };

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      fullScreen={fullScreen}
      data-testid="forward-dialog"
    >
      <DialogTitle>{t('chat.forward.title')}</DialogTitle>
      <DialogContent>
        {sending ? (
          <Box sx={{ py: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('chat.forward.sending', { done: progress, total: messageIds.length })}
            </Typography>
            <LinearProgress variant="determinate" value={(progress / messageIds.length) * 100} />
          </Box>
        ) : (
          <>
            <TextField
              label={t('chat.forward.search')}
              helperText={search ? undefined : t('chat.forward.searchHint')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              fullWidth
              autoFocus
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { 'data-testid': 'forward-search' } }}
            />
            {contacts.isFetching && (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
                <CircularProgress size={24} />
              </Box>
            )}
            {contacts.data && contacts.data.contacts.length === 0 && (
              <Typography variant="body2" sx={{ py: 2, color: 'text.secondary' }}>
                {t('chat.forward.noContacts')}
              </Typography>
            )}
            <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
              {search !== '' &&
                contacts.data?.contacts.map((contact) => (
                  <ListItemButton
                    key={contact.id}
                    onClick={() => void forwardTo(contact)}
                    data-testid="forward-contact"
                  >
                    <ListItemAvatar>
                      <ContactAvatar contact={contact} />
                    </ListItemAvatar>
                    <ListItemText
                      primary={contact.name}
                      secondary={contact.number ? formatPhoneNumber(contact.number) : null}
                    />
                  </ListItemButton>
                ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
