import { useId, useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactView, TicketView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { formatPhoneNumber } from '../../lib/phone';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../lib/search';
import { useCurrentUser } from '../auth/sessionContext';
import { useConnections } from '../connections/useConnections';
import { ContactModal } from '../contacts/ContactModal';
import { useQueues } from '../queues/useQueues';
import { newContactValues, newTicketInput, type NewTicketChoice } from './newTicketForm';
import { QueueSelectField } from './QueueSelectField';
import { useTicketActions } from './ticketActionsContext';
import { applyTicketToLists } from './ticketListsSync';
import { createTicket, searchContacts, ticketsKeys } from './ticketsApi';
import { workingQueues } from './ticketQueues';

/** An option of the contact field: a contact found, or "add what I typed" (which opens the contact form). */
type ContactOption = { kind: 'contact'; contact: ContactView } | { kind: 'add'; typed: string };

const filter = createFilterOptions<ContactOption>();

interface NewTicketDialogProps {
  onClose(): void;
  onCreated(ticket: TicketView): void;
}

/**
 * The new ticket dialog (spec 1 §2, §5): a contact searched from 3 characters (500 ms after the last keystroke),
 * a queue (required unless admin: 'Selecione uma fila') and a connection. Typing a name that matches no one offers
 * to add that contact. The "already held by" answer follows the manager's rule.
 */
export function NewTicketDialog({ onClose, onCreated }: NewTicketDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const actions = useTicketActions();
  const companyQueues = useQueues();
  const queues = workingQueues(user, companyQueues.data);
  const connections = useConnections();

  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ticketsKeys.contactSearch(term),
    queryFn: () => searchContacts(term),
    enabled: term.length >= SEARCH_MIN_CHARS,
  });
  const [choice, setChoice] = useState<NewTicketChoice>({
    contact: null,
    queueId: queues.length === 1 ? (queues[0]?.id ?? null) : null,
    whatsappId: user.whatsappId,
  });
  const [adding, setAdding] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const validation = newTicketInput(choice, user);

  const creation = useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      applyTicketToLists(queryClient, ticket, user.id);
      onCreated(ticket);
      onClose();
    },
    onError: (error) => {
      if (actions.handleConflict(error)) onClose();
      else handleApiError(error);
    },
  });

  const submit = () => {
    setTried(true);
    if (validation.ok) creation.mutate(validation.input);
  };

  const typedLength = typed.trim().length;
  let contactHelp: string | undefined;
  if (tried && validation.errors.contact) contactHelp = t('tickets.newTicket.contactRequired');
  else if (!choice.contact && typedLength > 0 && typedLength < SEARCH_MIN_CHARS)
    contactHelp = t('tickets.newTicket.contactHint');
  const options: ContactOption[] = (term.length >= SEARCH_MIN_CHARS ? (found.data ?? []) : []).map((contact) => ({
    kind: 'contact',
    contact,
  }));
  const selected: ContactOption | null = choice.contact ? { kind: 'contact', contact: choice.contact } : null;
  const connectionChoices = connections.data ?? [];
  const whatsappValue = connectionChoices.some((connection) => connection.id === choice.whatsappId)
    ? (choice.whatsappId ?? '')
    : '';

  return (
    <>
      <Dialog
        open
        onClose={creation.isPending ? undefined : onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby={titleId}
        data-testid="new-ticket-dialog"
      >
        <DialogTitle id={titleId}>{t('tickets.newTicket.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Autocomplete<ContactOption>
              options={options}
              value={selected}
              loading={found.isFetching}
              inputValue={typed}
              onInputChange={(_event, value, reason) => {
                if (reason !== 'reset') setTyped(value);
              }}
              onChange={(_event, option) => {
                if (option?.kind === 'add') setAdding(option.typed);
                else setChoice((current) => ({ ...current, contact: option?.contact ?? null }));
              }}
              filterOptions={(available, state) => {
                const matches = filter(available, state);
                const text = state.inputValue.trim();
                // A name or number that matches no one can be added on the spot.
                if (
                  text &&
                  !available.some(
                    (option) => option.kind === 'contact' && option.contact.name.toLowerCase() === text.toLowerCase(),
                  )
                ) {
                  matches.push({ kind: 'add', typed: text });
                }
                return matches;
              }}
              getOptionLabel={(option) => (option.kind === 'contact' ? option.contact.name : option.typed)}
              isOptionEqualToValue={(option, value) =>
                option.kind === 'contact' && value.kind === 'contact' && option.contact.id === value.contact.id
              }
              noOptionsText={
                typedLength < SEARCH_MIN_CHARS ? t('tickets.newTicket.contactHint') : t('tickets.newTicket.noContacts')
              }
              renderOption={({ key, ...props }, option) => (
                <li key={key} {...props}>
                  {option.kind === 'contact' ? (
                    <Stack sx={{ minWidth: 0 }}>
                      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                        {option.contact.name}
                      </Typography>
                      {option.contact.number && (
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {formatPhoneNumber(option.contact.number)}
                        </Typography>
                      )}
                    </Stack>
                  ) : (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
                      <PersonAddAlt1OutlinedIcon fontSize="small" />
                      <Typography variant="body2">
                        {t('tickets.newTicket.addContact', { name: option.typed })}
                      </Typography>
                    </Stack>
                  )}
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  autoFocus
                  label={t('tickets.newTicket.contact')}
                  error={tried && validation.errors.contact}
                  helperText={contactHelp}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'new-ticket-contact' },
                  }}
                />
              )}
            />
            <QueueSelectField
              label={t('tickets.newTicket.queue')}
              queues={queues}
              value={choice.queueId ?? ''}
              onChange={(queueId) => setChoice((current) => ({ ...current, queueId }))}
              error={tried && validation.errors.queue ? t('tickets.newTicket.queueRequired') : undefined}
              testId="new-ticket-queue"
            />
            <TextField
              select
              fullWidth
              label={t('tickets.newTicket.connection')}
              value={whatsappValue}
              onChange={(event) => setChoice((current) => ({ ...current, whatsappId: Number(event.target.value) }))}
              slotProps={{ htmlInput: { 'data-testid': 'new-ticket-connection' } }}
            >
              {connectionChoices.map((connection) => (
                <MenuItem key={connection.id} value={connection.id}>
                  {connection.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={creation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" loading={creation.isPending} onClick={submit} data-testid="new-ticket-submit">
            {t('tickets.newTicket.create')}
          </Button>
        </DialogActions>
      </Dialog>
      <ContactModal
        open={adding !== null}
        initialValues={newContactValues(adding ?? '')}
        onClose={() => setAdding(null)}
        onSaved={(contact) => {
          setAdding(null);
          setTyped(contact.name);
          setChoice((current) => ({ ...current, contact }));
        }}
      />
    </>
  );
}
